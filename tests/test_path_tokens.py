"""Rule ``redact.path-token`` and ``appid``: the one-time token of a reset, invite,
verification or unsubscribe link written into a path, and an ``appid`` query value (an API
key: OpenWeatherMap's), never reach the contract; routes after those words stay."""
from __future__ import annotations

import json

import pytest

from code2skill.redact import is_credential_position, looks_secret, redact
from conftest import bindings, capability, endpoints

HEX = "5e884898da28047151d0e56f8dc6292773603d0d6aca6f6c1b2b3e8b5f7c9d01"
LOWER = "abcdefghijklmnopqrstuvwxyz" + "012345"
UUID = "3f2b8c1e-9d4a-4f6b-8e2c-1a7d5b9c0e3f"
APPID = "9f86d081884c7d659a2feaa0c55ad015"


@pytest.mark.parametrize("path, expected", [
    (f"/api/password/reset/{HEX}", "/api/password/reset/<redacted:path-token>"),
    (f"/api/token/{LOWER}/verify", "/api/token/<redacted:path-token>/verify"),
    (f"/api/invite/{UUID}/accept", "/api/invite/<redacted:path-token>/accept"),
    (f"/u/unsubscribe/{HEX[:20]}?x=1", "/u/unsubscribe/<redacted:path-token>?x=1"),
    ("/api/verify/email-address-change", "/api/verify/email-address-change"),
    ("/api/token/refresh", "/api/token/refresh"),
    ("/api/invite/2024-01-01", "/api/invite/2024-01-01"),
    ("/api/confirm/{token}", "/api/confirm/{token}"),
])
def test_a_token_after_a_link_word_is_redacted(path, expected):
    assert redact(path) == expected
    assert (looks_secret(path) == "path-token") == (path != expected)


def test_no_link_token_or_appid_reaches_the_contract(derive_files):
    contract = derive_files({"src/api.ts": (
        f"export const a = () => fetch('/api/password/reset/{HEX}', {{ method: 'POST' }});\n"
        f"export const b = () => fetch('/api/invite/{UUID}/accept', {{ method: 'POST' }});\n"
        f"export const c = () => fetch('/weather?q=Oslo&appid={APPID}');\n"
        "export const d = () => fetch('/api/token/refresh', { method: 'POST' });\n")})
    text = json.dumps(contract)
    assert [v for v in (HEX, UUID, APPID) if v in text] == []
    assert endpoints(contract) == {
        ("POST", "/api/password/reset/<redacted:path-token>"),
        ("POST", "/api/invite/<redacted:path-token>/accept"), ("GET", "/weather"),
        ("POST", "/api/token/refresh")}
    assert bindings(capability(contract, "GET", "/weather")) == {
        "query:q": "=Oslo", "query:appid": "=<redacted:credential>"}


def test_appid_is_a_credential_position():
    assert is_credential_position("query", "appid")
    assert not is_credential_position("query", "app_id")
