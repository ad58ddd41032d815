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
