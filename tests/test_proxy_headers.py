"""Rule ``header.proxy-identity``: which headers are the Host's to set."""
from __future__ import annotations

import pytest

from code2skill.passes.proxy_headers import host_side, identity_header, review_note
from code2skill.values import AltV, EnvV, ParamV, StrV, Text, UnknownV


@pytest.mark.parametrize("name, identity", [
    ("X-Forwarded-User", True), ("x-forwarded-for", True), ("Forwarded", True),
    ("X-Real-IP", True), ("X-Client-IP", True), ("Remote-User", True), ("X-Remote-User", True),
    ("Remote-Groups", True), ("X-Auth-Request-Email", True), ("X-User-Id", True),
    ("X-UserName", True), ("X-User", True), ("Host", True), ("X-Original-URL", True),
    ("X-Trace", False), ("Accept-Language", False), ("X-Tenant", False), ("Hostname", False),
    ("X-Users-Count", False), ("X-User_Email", True), ("Content-Type", False), ("X-Forwarded", True),
    ("CF-Connecting-IP", True), ("Cf-Access-Authenticated-User-Email", True),
    ("True-Client-IP", True), ("Fastly-Client-IP", True), ("X-Cluster-Client-IP", True),
    ("X-Envoy-External-Address", True), ("X-Goog-Authenticated-User-Email", True),
    ("X-MS-CLIENT-PRINCIPAL-NAME", True), ("X-Amzn-Oidc-Identity", True),
    ("Tailscale-User-Login", True), ("X-Consumer-Username", True), ("Impersonate-User", True),
    ("X-SSL-Client-DN", True), ("Ssl-Client-Subject-Dn", True), ("X-Client-Cert", True),
    ("X-Proxy-User", True), ("X-Sudo-User", True), ("CF-IPCountry-Note", False),
    ("X-Consumer", False), ("X-Client-Version", False)])
def test_identity_header_names(name, identity):
    assert identity_header(name) is identity


def test_store_reads_make_any_header_host_side():
    read = UnknownV("store-read:tenant")
    assert host_side("X-Tenant", AltV((read, StrV((Text(""),))), "or"))
    assert host_side("X-Tenant", AltV((EnvV("VITE_T"), read)))
    assert not host_side("X-Tenant", AltV((EnvV("VITE_T"), UnknownV("library-call"))))
    assert not host_side("X-Trace", ParamV("f#1", "trace"))
    assert host_side("X-User-Id", ParamV("f#1", "userId"))


def test_review_note_names_the_headers_and_the_rule():
    note = review_note(["X-Forwarded-User", "X-Tenant"])
    assert note.startswith("request header(s) X-Forwarded-User, X-Tenant carry who the caller "
                           "is, or a value the client reads from a cookie or browser storage")
    assert "may trust them for identity" in note and note.endswith("(rule header.proxy-identity)")
    assert "as a reverse proxy or gateway sets them" in review_note(["Forwarded"])
