"""Framework7's ``request`` helper: each call form becomes a request, ``data`` the query of a
GET and the body otherwise, and ``request.setup`` gives every request its auth."""
from __future__ import annotations

import pytest
from conftest import bindings, capability, endpoints

from code2skill.extractors.framework7 import encoding, request_call
from code2skill.values import LibV, ObjV, StrV, Text


@pytest.mark.parametrize(("path", "form"), [
    (("request",), "request"), (("request", "json"), "json"),
    (("request", "postJSON"), "postJSON"), (("request", "promise"), "request"),
    (("request", "promise", "post"), "post"), (("default", "request", "get"), "get"),
    (("f7", "request"), "request"), (("request", "setup"), None), (("Dom7",), None),
    (("f7", "dialog", "alert"), None),
])
def test_request_call_forms(path, form):
    assert request_call(LibV("framework7", path)) == form


def test_request_call_is_framework7_only():
    assert request_call(LibV("jquery", ("request",))) is None


def test_body_encoding():
    body = ObjV(())
    assert encoding(body, None) == "form"
    assert encoding(body, "application/json") == "json"
    assert encoding(StrV((Text("on"),)), "text/plain") is None


def test_call_forms_and_setup_auth(derive_files):
    contract = derive_files({"src/api.js": (
        "import { request } from 'framework7';\n"
        "request.setup({ beforeSend(xhr) {\n"
        "  xhr.setRequestHeader('Authorization', 'Bearer ' + localStorage.getItem('t'));\n"
        "} });\n"
        "export const items = (tag) => request.json('/rest/items', { tag });\n"
        "export const add = (name) => request.postJSON('/rest/items', { name });\n"
        "export const rename = (id, label) => request.promise({ method: 'PUT',\n"
        "  url: '/rest/items/' + id, data: label, contentType: 'text/plain' });\n"
        "export const status = () => request({ url: '/rest/status' });\n")})
    assert endpoints(contract) == {("GET", "/rest/items"), ("POST", "/rest/items"),
                                   ("PUT", "/rest/items/{id}"), ("GET", "/rest/status")}
    assert bindings(capability(contract, "GET", "/rest/items")) == {"query:tag": "tag"}
    post = capability(contract, "POST", "/rest/items")
    assert bindings(post) == {"body:name": "name"}
    assert post["implementation"]["requests"][0]["bodyEncoding"] == "json"
    assert post["auth"]["authentication"] == "bearer"
    assert post["auth"]["evidence"][0]["rule"] == "framework7.setup"
    put = capability(contract, "PUT", "/rest/items/{id}")
    assert put["implementation"]["requests"][0]["callSites"][0]["rule"] == "framework7.request"
    assert contract["source"]["coverage"]["byLibrary"]["framework7"]["resolved"] == 4
