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
        ["service.page-path-prefix", "service.same-origin"],  # a cut of the path: its prefix
        ["service.unresolved-base"]]                   # a value the source does not show


def test_the_origin_before_a_kept_base_adds_nothing(derive_files):
    contract = derive_files({"src/main.js": (
        "var basePath = null;\n"
        "function ajax(method, url) {\n"
        "  return $.ajax({type: method, url: url});\n"
        "}\n"
        "export function list(cameraId) {\n"
        "  return ajax('GET', basePath + 'picture/' + cameraId + '/list/');\n"
        "}\n"
        "export function remove(cameraId, name) {\n"
        "  var parts = window.location.href.split('/');\n"
        "  return ajax('POST', parts.slice(0, 3).join('/') + basePath + 'picture/' + cameraId\n"
        "    + '/delete/' + name);\n"
        "}\n"
        "export function removeAll(cameraId) {\n"
        "  return ajax('POST', location.origin + basePath + 'picture/' + cameraId + '/delete_all/');\n"
        "}\n"
        "$(document).ready(function () { window.basePath = location.pathname; });\n")})
    assert endpoints(contract) == {("GET", "/picture/{cameraId}/list/"),
                                   ("POST", "/picture/{cameraId}/delete/{name}"),
                                   ("POST", "/picture/{cameraId}/delete_all/")}
    [service] = contract["services"]
    assert [(e["rule"], e["line"]) for e in service["evidence"]] == [
        ("service.unresolved-base", 6), ("service.page-origin-base", 10),
        ("service.page-origin-base", 14), ("service.page-origin-split", 10)]
    remove = capability(contract, "POST", "/picture/{cameraId}/delete/{name}")
    assert sorted(remove["inputSchema"]["properties"]) == ["cameraId", "name"]
