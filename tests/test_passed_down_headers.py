"""Rule auth.substituted-headers: a request helper that sends the headers object its caller
passes down (over axios or jQuery, as over fetch) gets the caller's credential header as auth,
per call, never as a Tool input."""
from __future__ import annotations

from conftest import capability

HELPERS = (
    "import axios from 'axios';\n"
    "import $ from 'jquery';\n"
    "const glob = window.glob;\n"
    "function send(method, url, data, headers) {\n"
    "  return axios({ method, url, data, headers });\n"
    "}\n"
    "function ajax(method, url, data, headers) {\n"
    "  return $.ajax({ type: method, url, data, headers });\n"
    "}\n"
    "const token = { 'x-csrf-token': glob.csrfToken };\n")


def test_csrf_header_passed_down_is_a_cookie_session(derive_files):
    contract = derive_files({"src/api.js": HELPERS + (
        "export const a = () => send('GET', '/api/a', undefined, token);\n"
        "export const b = () => ajax('GET', '/api/b', undefined, token);\n"
        "export const c = () => send('GET', '/api/c', undefined, {});\n")})
    for path in ("/api/a", "/api/b"):
        cap = capability(contract, "GET", path)
        assert cap["auth"]["authentication"] == "cookie-session"
        assert [e["rule"] for e in cap["auth"]["evidence"]] == ["auth.substituted-headers"]
        assert "x_csrf_token" not in cap["inputSchema"].get("properties", {})
    assert capability(contract, "GET", "/api/c")["auth"]["authentication"] == "unknown"


def test_other_header_passed_down_stays_an_input(derive_files):
    contract = derive_files({"src/api.js": HELPERS + (
        "export const t = (lang) => send('GET', '/api/t', undefined, "
        "{ 'Accept-Language': lang });\n")})
    cap = capability(contract, "GET", "/api/t")
    assert cap["auth"]["authentication"] == "unknown"
    assert "accept_language" in cap["inputSchema"]["properties"]
