"""The page's origin spelled by cutting its whole address (``window.location.href.split('/')
.slice(0, 3).join('/') + path``) is the same-origin service, its path kept (rule
``service.page-origin-split``); other cuts of the address stay what they were."""
from __future__ import annotations

from conftest import capability, endpoints

CUT = (
    "function ajax(method, url, data) {\n"
    "  return $.ajax({type: method, url: url, data: data});\n"
    "}\n"
    "function doDeleteFile(path) {\n"
    "  var url = window.location.href;\n"
    "  var parts = url.split('/');\n"
    "  url = parts.slice(0, 3).join('/') + path;\n"
    "  return ajax('POST', url, null);\n"
    "}\n"
    "export function deletePicture(cameraId, name) {\n"
    "  return doDeleteFile('/picture/' + cameraId + '/delete/' + name);\n"
    "}\n"
    "export function readPrefs() {\n"
    "  return fetch(document.URL.split('/').slice(0, 3).join('/') + '/prefs/');\n"
    "}\n")


def test_the_cut_address_is_the_page_origin(derive_files):
    contract = derive_files({"src/main.js": CUT})
    assert endpoints(contract) == {("POST", "/picture/{cameraId}/delete/{name}"),
                                   ("GET", "/prefs/")}
    [service] = contract["services"]
    assert [(e["rule"], e["line"]) for e in service["evidence"]] == [
        ("service.same-origin", None), ("service.page-origin-split", 7),
        ("service.page-origin-split", 14)]
    delete = capability(contract, "POST", "/picture/{cameraId}/delete/{name}")
    assert sorted(delete["inputSchema"]["properties"]) == ["cameraId", "name"]
    assert not [r for r in contract["review"] if "result of a call" in r["message"]]


def test_other_cuts_are_no_origin(derive_files):
    contract = derive_files({"src/main.js": (
        "export function readPrefs() {\n"
        "  return fetch(window.location.pathname.split('/').slice(0, 3).join('/') + '/prefs/');\n"
        "}\n"
        "export function readUser() {\n"
        "  return fetch(window.location.href.split('/').slice(0, 4).join('/') + '/user/');\n"
        "}\n")})
    assert [sorted({e["rule"] for e in s["evidence"]}) for s in contract["services"]] == [
        ["service.unresolved-base"]] * 2               # values the source does not show
