"""Rules ``multipart.pairs-loop`` and ``multipart.helper-arguments``: a ``FormData`` a helper
builds from ``[name, value]`` pairs (``buildForm([["name", c.name], ["file", f]])`` looping
``pairs.forEach(([k, v]) => fd.append(k, v))`` or ``for (const [k, v] of pairs)``) sends one
field per pair the call passes, pushed pairs included; a helper looping over an object's
entries sends the fields of the object each call passes, never those of other calls."""
from conftest import bindings, capability

HELPERS = (
    "export function buildForm(fields: Array<[string, unknown]>): FormData {\n"
    "  const formData = new FormData();\n"
    "  fields.forEach(([key, value]) => {\n"
    "    if (value === undefined || value === null) return;\n"
    "    const formKey = String(key);\n"
    "    if (value instanceof Blob) { formData.append(formKey, value); return; }\n"
    "    formData.append(formKey, String(value));\n"
    "  });\n"
    "  return formData;\n"
    "}\n"
    "export function pairsForm(pairs: Array<[string, string]>) {\n"
    "  const fd = new FormData();\n"
    "  for (const [name, value] of pairs) fd.append(name, value);\n"
    "  return fd;\n"
    "}\n"
    "export function labelled(label: string, value: string) {\n"
    "  const fd = new FormData();\n"
    "  fd.append('label', label);\n"
    "  fd.append('value', value);\n"
    "  return fd;\n"
    "}\n"
    "export function toForm(obj: any) {\n"
    "  const fd = new FormData();\n"
    "  Object.entries(obj).forEach(([k, v]) => fd.append(k, v as string));\n"
    "  return fd;\n"
    "}\n")

API = (
    "import axios from 'axios';\n"
    "import { buildForm, labelled, pairsForm, toForm } from './form';\n"
    "export function createAlbum(title: string, cover: File) {\n"
    "  const form = buildForm([\n"
    "    ['title', title],\n"
    "    ['cover', cover],\n"
    "  ]);\n"
    "  return axios.post('/api/albums', form);\n"
    "}\n"
    "export function updateAlbum(id: number, title: string, art?: File) {\n"
    "  const fields: Array<[string, unknown]> = [['title', title]];\n"
    "  if (art) {\n"
    "    fields.push(['art', art]);\n"
    "  }\n"
    "  return axios.put(`/api/albums/${id}`, buildForm(fields));\n"
    "}\n"
    "export function tag(label: string) {\n"
    "  return axios.post('/api/tags', pairsForm([['label', label], ['kind', 'user']]));\n"
    "}\n"
    "export function note(text: string) {\n"
    "  return axios.post('/api/notes', toForm({ text }));\n"
    "}\n"
    "export function memo(body: string) {\n"
    "  return axios.post('/api/memos', toForm({ body }));\n"
    "}\n"
    "export function setColour(colour: string) {\n"
    "  return axios.post('/api/settings', labelled('colour', colour));\n"
    "}\n"
    "export function rename(name: string, pairs: Array<[string, string]>) {\n"
    "  return axios.post('/api/renames', pairsForm(pairs));\n"
    "}\n")


def test_each_literal_pair_a_helper_is_given_is_a_form_field(derive_files):
    contract = derive_files({"src/form.ts": HELPERS, "src/api.ts": API})
    got = {path: (bindings(capability(contract, method, path)),
                  capability(contract, method, path)["inputSchema"].get("required"))
           for method, path in (("POST", "/api/albums"), ("PUT", "/api/albums/{id}"),
                                ("POST", "/api/tags"), ("POST", "/api/notes"),
                                ("POST", "/api/memos"), ("POST", "/api/renames"),
                                ("POST", "/api/settings"))}
    assert got == {
        "/api/albums": ({"multipart:title": "title", "multipart:cover": "cover"}, ["cover"]),
        "/api/albums/{id}": ({"path:id": "id", "multipart:title": "title",
                              "multipart:art": "art"}, ["id"]),    # pushed under if (art)
        "/api/tags": ({"multipart:label": "label", "multipart:kind": "=user"}, None),
        "/api/notes": ({"multipart:text": "text"}, None),
        "/api/memos": ({"multipart:body": "body"}, None),
        "/api/renames": ({}, None),
        "/api/settings": ({"multipart:label": "=colour", "multipart:value": "value"}, ["value"]),
    }
    album = capability(contract, "POST", "/api/albums")
    assert album["operationPolicy"]["confirmation"] == "upload-confirmation-required"
    assert [(e["file"], e["line"], e["rule"]) for e in
            album["evidence"]["/inputSchema/properties/title"]] == [
        ("src/api.ts", 5, "multipart.pairs-loop")]
    setting = capability(contract, "POST", "/api/settings")
    assert [(e["file"], e["line"], e["rule"]) for e in
            setting["evidence"]["/inputSchema/properties/value"]] == [
        ("src/form.ts", 19, "multipart.helper-arguments")]
    assert [(r["capability"], r["message"]) for r in contract["review"]
            if r["severity"] == "medium"] == [(
                "create_rename", "a multipart field name is computed (form.append(name, …)); the "
                "fields it adds are unknown")]


def test_a_page_global_of_the_element_names_is_not_the_callbacks_parameter(derive_files):
    """Rule ``scope.array-parameter``: ``([k, v]) => …`` binds ``k`` and ``v`` in the callback;
    a page's ``var k = '…'`` never stands for them."""
    contract = derive_files({
        "package.json": '{"name": "p"}',
        "index.html": "<html><script>var k = 'PAGEK'; var v = 'PAGEV';</script></html>",
        "src/pairs.js": (
            "function form(pairs) { const f = new FormData();"
            " pairs.forEach(([k, v]) => f.append(k, v)); return f; }\n"
            "fetch('/api/register', { method: 'POST',"
            " body: form([['user', 'a'], ['note', 'b']]) });\n"
            "function q(obj) { const p = new URLSearchParams();"
            " Object.entries(obj).forEach(([k, v]) => p.append(k, v)); return p; }\n"
            "fetch('/api/q?' + q({ user: 'a', note: 'b' }));\n")})
    assert sorted(bindings(capability(contract, "POST", "/api/register"))) == [
        "multipart:note", "multipart:user"]
    assert sorted(bindings(capability(contract, "GET", "/api/q"))) == ["query:note", "query:user"]
