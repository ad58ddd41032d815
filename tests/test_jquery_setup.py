"""``$.ajaxSetup`` defaults (rule ``jquery.setup``): a CSRF or credential header, a
``beforeSend`` credential header and ``xhrFields.withCredentials`` are the auth of every jQuery
request of the program, also one made in another file."""
from __future__ import annotations

from conftest import capability


def auth(cap: dict) -> tuple[str, list[tuple[str, str, int]]]:
    """The capability's auth kind and ``(rule, file, line)`` of its evidence."""
    return cap["auth"]["authentication"], [(e["rule"], e["file"], e["line"])
                                           for e in cap["auth"]["evidence"]]


def test_setup_headers_are_every_requests_auth(derive_files):
    contract = derive_files({
        "js/utils.js": ("$(() => {\n"
                        "  $.ajaxSetup({\n"
                        "    headers: { 'X-CSRF-TOKEN': $('meta').attr('content') },\n"
                        "  });\n"
                        "});\n"),
        "js/groups.js": ("function load() { $.getJSON('/api/groups'); }\n"
                         "function add(name) { $.ajax({ url: '/api/groups', method: 'POST',"
                         " data: { name } }); }\n"
                         "$('#load').on('click', load);\n"
                         "$('#add').on('click', () => add('x'));\n")})
    assert auth(capability(contract, "GET", "/api/groups")) == (
        "cookie-session", [("jquery.setup", "js/utils.js", 3)])
    assert auth(capability(contract, "POST", "/api/groups"))[0] == "cookie-session"


def test_before_send_bearer_and_credentials(derive_files):
    contract = derive_files({"js/app.js": (
        "$.ajaxSetup({\n"
        "  xhrFields: { withCredentials: true },\n"
        "  beforeSend(xhr) { xhr.setRequestHeader('Authorization', 'Bearer ' + token()); },\n"
        "});\n"
        "$('#b').on('click', () => $.get('/api/items'));\n")})
    assert auth(capability(contract, "GET", "/api/items")) == (
        "bearer", [("jquery.setup", "js/app.js", 3)])


def test_no_setup_leaves_auth_unknown(derive_files):
    contract = derive_files({"js/app.js": (
        "const settings = { headers: { 'X-CSRF-TOKEN': 't' } };\n"
        "$('#b').on('click', () => $.get('/api/items'));\n")})
    assert auth(capability(contract, "GET", "/api/items")) == (
        "unknown", [("auth.not-observed", None, None)])
