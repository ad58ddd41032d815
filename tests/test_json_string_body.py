"""A body that is ``JSON.stringify(object)`` text is JSON whatever the request wrapper does
with the content type (rule ``body.json-string``): a jQuery wrapper handed ``data:
JSON.stringify(saveData)`` sends JSON, never a form; an object handed as it is stays form
data."""
from __future__ import annotations

from conftest import capability

WRAPPER = (
    "import $ from 'jquery';\n"
    "export default function createAjaxRequest(originalAjaxOptions) {\n"
    "  const ajaxOptions = { dataType: 'json', ...originalAjaxOptions };\n"
    "  return $.ajax({ ...ajaxOptions });\n"
    "}\n")
CALLERS = (
    "import createAjaxRequest from './createAjaxRequest';\n"
    "export function saveUi(theme) {\n"
    "  const saveData = Object.assign({}, { theme });\n"
    "  return createAjaxRequest({ url: '/config/ui', method: 'PUT', data: JSON.stringify(saveData) });\n"
    "}\n"
    "export function saveTag(label) {\n"
    "  return createAjaxRequest({ url: '/tag', method: 'POST', data: { label } });\n"
    "}\n")


def test_stringified_data_is_json_through_a_wrapper(derive_files):
    contract = derive_files({"src/createAjaxRequest.js": WRAPPER, "src/settings.js": CALLERS,
                             "package.json": '{"dependencies": {"jquery": "3"}}'})
    ui = capability(contract, "PUT", "/config/ui")
    request = ui["implementation"]["requests"][0]
    assert request["bodyEncoding"] == "json"
    assert sorted(ui["inputSchema"]["properties"]) == ["theme"]
    assert [(e["rule"], e["line"]) for e in
            ui["evidence"]["/implementation/requests/0/bodyEncoding"]] == [
        ("body.json-string", 4)]
    tag = capability(contract, "POST", "/tag")
    assert tag["implementation"]["requests"][0]["bodyEncoding"] == "form"


def test_a_fetch_wrapper_stringifying_its_callers_body_sends_json(derive_files):
    """A body parameter a fetch wrapper stringifies (``request.body = JSON.stringify(
    params.body)``) is JSON whatever its callers pass, their own parameter included."""
    contract = derive_files({"src/api.ts": (
        "interface NoteRequest { body: { title: string } }\n"
        "async function send(input: string, params: { method?: string, body?: unknown }) {\n"
        "  const request: RequestInit = { ...(params as RequestInit) };\n"
        "  if (params.body) {\n"
        "    request.body = JSON.stringify(params.body);\n"
        "  }\n"
        "  return fetch(input, request);\n"
        "}\n"
        "export const createNote = (request: NoteRequest) =>\n"
        "  send('/api/notes', { method: 'POST', body: request.body });\n"
        "export const renameNote = (id: string, title: string) =>\n"
        "  send(`/api/notes/${id}`, { method: 'PUT', body: { title } });\n")})
    for method, path in (("POST", "/api/notes"), ("PUT", "/api/notes/{id}")):
        cap = capability(contract, method, path)
        assert cap["implementation"]["requests"][0]["bodyEncoding"] == "json"
        assert "title" in cap["inputSchema"]["properties"]
        assert [e["rule"] for e in
                cap["evidence"]["/implementation/requests/0/bodyEncoding"]] == [
            "body.json-string"]


def test_a_stringified_parameter_or_itself_is_one_body(derive_files):
    """``c ? JSON.stringify(data) : data`` of a parameter is one body, ``data``: its fields
    are the caller's, never two alternatives."""
    contract = derive_files({"src/api.ts": (
        "async function send(url: string, data: any) {\n"
        "  const body = typeof data !== 'string' ? JSON.stringify(data) : data;\n"
        "  return fetch(url, { method: 'POST', body });\n"
        "}\n"
        "export const add = (name: string) => send('/api/clients', { name });\n")})
    cap = capability(contract, "POST", "/api/clients")
    assert cap["implementation"]["requests"][0]["bodyEncoding"] == "json"
    assert sorted(cap["inputSchema"]["properties"]) == ["name"]
