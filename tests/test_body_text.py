"""Rule ``body.text``: a body sent as text (a non-JSON, non-form ``Content-Type``, or a string
built in source) is one string input, never described as a JSON object."""
from conftest import capability


def body_input(cap: dict) -> tuple:
    request = cap["implementation"]["requests"][0]
    schema = cap["inputSchema"]["properties"].get("body")
    return (request["bodyEncoding"], schema and (schema.get("type"), schema["description"]),
            [(b["input"], b["target"]) for b in request["bindings"]])


def test_a_text_body_is_a_string_input(derive_files):
    contract = derive_files({"src/api.js": (
        "export const yaml = (text) => fetch('/api/yaml', { method: 'POST',\n"
        "  headers: { 'Content-Type': 'application/x-yaml' }, body: text });\n"
        "export const plain = (text) => fetch('/api/plain', { method: 'POST',\n"
        "  headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: text });\n"
        "export const octets = (blob) => fetch('/api/octets', { method: 'PUT',\n"
        "  headers: { 'Content-Type': 'application/octet-stream' }, body: blob });\n"
        "export const note = (who) => fetch('/api/note', { method: 'POST', body: `hi ${who}` });\n"
        "export const form = (data) => fetch('/api/form', { method: 'POST',\n"
        "  body: new URLSearchParams(data) });\n"
        "export const json = (data) => fetch('/api/json', { method: 'POST',\n"
        "  headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) });\n")})
    got = {path: body_input(capability(contract, method, path)) for method, path in (
        ("POST", "/api/yaml"), ("POST", "/api/plain"), ("PUT", "/api/octets"),
        ("POST", "/api/note"), ("POST", "/api/form"), ("POST", "/api/json"))}
    assert got == {
        "/api/yaml": ("unknown", ("string", "The request body, sent as application/x-yaml."),
                      [("body", "body:")]),
        "/api/plain": ("unknown", ("string", "The request body, sent as text/plain."),
                       [("body", "body:")]),
        "/api/octets": ("binary", ("string",
                                   "The request body, sent as application/octet-stream."),
                       [("body", "body:")]),
        "/api/note": ("unknown", ("string", "The request body, sent as a string."),
                      [("body", "body:")]),
        "/api/form": ("form", ("object", "The request body, sent as one object."),
                      [("body", "body:")]),
        "/api/json": ("json", (None, "The request body, sent whole as a JSON value whose "
                                     "type the source does not show."),
                      [("body", "body:")]),
    }


def test_a_files_bytes_beside_a_text_save_describe_the_body(derive_files):
    """Rule ``body.file-content``: one endpoint written by an editor's text save (a value
    the source does not show, JSON only by axios's guess), an upload of a ``File`` and an
    empty create: the body is the file's bytes, a Host-approved attachment reference the
    create does not send (so not required), and the upload needs the Host's
    confirmation."""
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios'\n"
        "import { editorText } from './editor'\n"
        "export const save = (path: string) =>\n"
        "  axios.put('/api/fs/put', editorText(), { headers: { 'File-Path': path } })\n"
        "export const upload = (path: string, file: File) =>\n"
        "  axios.put('/api/fs/put', file, { headers: { 'File-Path': path,\n"
        "    'Content-Type': file.type || 'application/octet-stream' } })\n"
        "export const touch = (path: string) =>\n"
        "  axios.put('/api/fs/put', undefined, { headers: { 'File-Path': path } })\n"),
        "src/editor.ts": "export const editorText = () => (window as any).editor.getValue()\n",
        "package.json": '{"dependencies": {"axios": "1"}}\n'})
    cap = capability(contract, "PUT", "/api/fs/put")
    assert "body" not in cap["inputSchema"].get("required", [])
    assert body_input(cap)[1] == ("string", (
        "A file's bytes, sent as the raw request body (application/octet-stream): a "
        "Host-approved attachment reference the Host resolves to the bytes."))
    assert "body.file-content" in {e["rule"] for e in cap["evidence"][
        "/inputSchema/properties/body"]}
    assert cap["operationPolicy"]["confirmation"] == "upload-confirmation-required"
