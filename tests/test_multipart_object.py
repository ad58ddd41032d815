"""Rule ``body.multipart-object``: an object literal sent as ``multipart/form-data`` (a wrapper or
call sets that ``Content-Type``; axios then encodes the object as a form) is a multipart body:
each entry is a ``multipart:<key>`` field, a file a required Host-approved attachment reference
(and the capability needs upload confirmation), never a JSON body field. A destructured
parameter's member is a file only when its own declared type is ``File``/``Blob``."""
from conftest import bindings, capability

from code2skill.passes.attachments import declared_file

SOURCE = {
    "src/http.ts": (
        "import axios from 'axios';\n"
        "const api = axios.create({ baseURL: '/api' });\n"
        "export function sendForm(url: string, data: unknown) {\n"
        "  return api.post(url, data, { headers: { 'Content-Type': 'multipart/form-data' } });\n"
        "}\n"),
    "src/Logo.tsx": (
        "import { sendForm } from './http';\n"
        "export function Logo({ logo, caption }: { logo: File, caption: string }) {\n"
        "  return <button onClick={() => sendForm('/logo', { logo, caption, kind: 'logo' })}>"
        "Upload</button>;\n"
        "}\n"),
}


def test_an_object_sent_as_multipart_is_a_form_with_its_file(derive_files):
    contract = derive_files(SOURCE)
    cap = capability(contract, "POST", "/api/logo")
    request = cap["implementation"]["requests"][0]
    assert (request["bodyEncoding"], bindings(cap), cap["inputSchema"]["required"]) == (
        "multipart", {"multipart:logo": "logo", "multipart:caption": "caption",
                      "multipart:kind": "=logo"}, ["logo", "caption"])
    assert cap["inputSchema"]["properties"]["logo"]["description"] == (
        "Host-approved attachment reference for the file sent as form field logo; the Host "
        "resolves it to the file's content.")
    assert cap["inputSchema"]["properties"]["caption"]["type"] == "string"
    assert cap["operationPolicy"]["confirmation"] == "upload-confirmation-required"


def test_declared_file():
    assert [declared_file(t) for t in (
        "File", "Blob | null", "{ logo: File, caption: string }['caption']",
        "{ logo: File, caption: string }['logo']", "{ logo?: Blob; n: number }['logo']",
        "string")] == [True, True, False, True, True, False]
