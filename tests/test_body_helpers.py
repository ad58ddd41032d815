"""A body a helper returns (``JSON.stringify(toPayload(form))`` with the helper in another
module, ``const data = buildBody(x); axios.post(url, data)``) has the fields of the object
literal the helper returns, read through the helper's parameter."""
from conftest import bindings, capability


def test_a_body_built_by_a_helper_has_its_fields(derive_files):
    contract = derive_files({
        "src/payload.js": ("export function toPayload(form) {\n"
                           "  return { title: form.title, body: form.text, tags: form.tags };\n"
                           "}\n"),
        "src/api.js": (
            "import axios from 'axios';\n"
            "import { toPayload } from './payload';\n"
            "const buildBody = (x) => ({ name: x.name, size: x.size, kind: 'file' });\n"
            "export const saveNote = (form) => fetch('/api/notes',"
            " { method: 'POST', body: JSON.stringify(toPayload(form)) });\n"
            "export function saveItem(x) {\n"
            "  const data = buildBody(x);\n"
            "  return axios.post('/api/items', data);\n"
            "}\n")})
    assert bindings(capability(contract, "POST", "/api/notes")) == {
        "body:title": "title", "body:body": "body", "body:tags": "tags"}
    assert bindings(capability(contract, "POST", "/api/items")) == {
        "body:name": "name", "body:size": "size", "body:kind": "=file"}
