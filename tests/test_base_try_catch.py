"""Rule ``service.unshown-base``: a client base chosen between an origin built from values and
a value the source does not show (the arms of ``try { const url = new URL(apiUrl); return
`${url.protocol}//${url.host}` } catch { return apiUrl.split('/').slice(0, 3).join('/') }``) is
one base the deployment binds: one service, never one per arm (``samples/base-url-try-catch``).
Assertions are exact endpoints and services."""
from __future__ import annotations

import pytest

from conftest import endpoints, sample_files

from code2skill.normalize import built_origin, unshown_base
from code2skill.values import AltV, HoleV, StrV, Text, UnknownV

SAMPLE = ("package.json", "src/lib/origin.ts", "src/lib/auth-client.ts", "src/lib/http.ts")


def hole(name: str) -> HoleV:
    return HoleV(name, UnknownV("member"))


@pytest.mark.parametrize(("parts", "expected"), [
    ((hole("url.protocol"), Text("//"), hole("url.host")), True),
    ((Text("https://"), hole("host"), Text("/")), True),
    ((Text("https://"), hole("host"), Text(":"), hole("port")), True),
    ((Text("https://"), hole("host"), Text("/api")), False),     # names a path too
    ((Text("https://api.example.com"),), False),                   # no value in it
    ((hole("base"), Text("/api")), False),                         # no authority
])
def test_built_origin(parts, expected):
    assert built_origin(StrV(parts)) is expected


def test_a_built_origin_or_an_unshown_value_is_one_base():
    origin = StrV((hole("url.protocol"), Text("//"), hole("url.host")))
    assert unshown_base(AltV((origin, UnknownV("call"))))
    assert not unshown_base(AltV((origin, StrV((Text("api"),)))))     # a relative text
    assert not unshown_base(AltV((origin, StrV((Text("https://a.example"),)))))  # none unknown


def test_both_arms_make_one_service(derive_files):
    contract = derive_files(sample_files("base-url-try-catch", *SAMPLE))
    assert sorted(endpoints(contract)) == [
        ("GET", "/api/auth/get-session"), ("GET", "/api/projects"),
        ("POST", "/api/auth/sign-in/email"), ("POST", "/api/projects/{id}/archive")]
    assert len(contract["capabilities"]) == 4
    [service] = contract["services"]
    assert [e["rule"] for e in service["evidence"]] == ["service.unresolved-base"]
    assert {r["service"] for c in contract["capabilities"]
            for r in c["implementation"]["requests"]} == {service["id"]}
