"""A ``$.ajax`` call's own ``beforeSend(xhr)`` callback (rule ``jquery.before-send``): a
credential header it sets is that request's auth, the token left to the Host; a header that
carries no credential gives none."""
from __future__ import annotations

from conftest import capability

WRAPPER = (
    "function query(endpoint, method, data) {\n"
    "  return $.ajax({\n"
    "    url: '/api' + endpoint, method: method, data: JSON.stringify(data),\n"
    "    contentType: 'application/json',\n"
    "    beforeSend: function (xhr) {\n"
    "      xhr.setRequestHeader(%s);\n"
    "    }\n"
    "  });\n"
    "}\n"
    "var api = { groups: { post: function (g) { return query('/groups/', 'POST', g); } } };\n"
    "$('#save').on('click', () => api.groups.post({ name: $('#name').val() }));\n")


def test_before_send_bearer_is_the_requests_auth(derive_files):
    contract = derive_files({"js/app.js": WRAPPER % "'Authorization', 'Bearer ' + user.api_key"})
    cap = capability(contract, "POST", "/api/groups/")
    assert cap["auth"]["authentication"] == "bearer"
    assert [(e["rule"], e["file"], e["line"]) for e in cap["auth"]["evidence"]] == [
        ("jquery.before-send", "js/app.js", 6)]
    assert set(cap["inputSchema"]["properties"]) == {"name"}
    injected = contract["consumerRequirements"]["authInjection"]
    assert [(i["mechanism"], i["capabilities"]) for i in injected] == [
        ("bearer", [cap["name"]])]


def test_before_send_without_credential_gives_no_auth(derive_files):
    contract = derive_files({"js/app.js": WRAPPER % "'X-Requested-With', 'XMLHttpRequest'"})
    cap = capability(contract, "POST", "/api/groups/")
    assert cap["auth"]["authentication"] == "unknown"


def test_headers_setting_and_setup_beside_before_send(derive_files):
    contract = derive_files({"js/app.js": (
        "$.ajaxSetup({ headers: { 'X-CSRF-Token': $('meta').attr('content') } });\n"
        "function load() {\n"
        "  return $.ajax({ url: '/api/items', headers: { Authorization: 'Bearer ' + user.api_key } });\n"
        "}\n"
        "$('#load').on('click', load);\n")})
    cap = capability(contract, "GET", "/api/items")
    assert cap["auth"]["authentication"] == "bearer"
    assert {e["rule"] for e in cap["auth"]["evidence"]} >= {"jquery.header"}
