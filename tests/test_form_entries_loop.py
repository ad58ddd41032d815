"""Rule ``multipart.entries-loop``: a ``FormData`` filled by a loop over an object's members
(``for (const [k, v] of Object.entries(values)) fd.append(k, v)``,
``Object.keys(obj).forEach((k) => fd.append(k, obj[k]))``) sends one form field per member when
the object is a literal or has a declared type; otherwise a review item names the object."""
from conftest import bindings, capability

SOURCE = (
    "import axios from 'axios';\n"
    "interface NoteForm { title: string; body?: string }\n"
    "export function sendNote(values: NoteForm) {\n"
    "  const fd = new FormData();\n"
    "  for (const [k, v] of Object.entries(values)) fd.append(k, v as string);\n"
    "  return axios.post('/api/notes', fd);\n"
    "}\n"
    "export function sendDoc(file: File, title: string) {\n"
    "  const fields = { file, title, kind: 'doc' };\n"
    "  const fd = new FormData();\n"
    "  Object.entries(fields).forEach(([key, value]) => fd.append(key, value));\n"
    "  return axios.post('/api/docs', fd);\n"
    "}\n"
    "export function sendSize(title: string, size: number) {\n"
    "  const o = { title, size };\n"
    "  const fd = new FormData();\n"
    "  for (const key of Object.keys(o)) fd.append(key, String(o[key]));\n"
    "  return axios.post('/api/sizes', fd);\n"
    "}\n"
    "export function sendAny(obj: any) {\n"
    "  const fd = new FormData();\n"
    "  Object.keys(obj).forEach((k) => fd.append(k, obj[k]));\n"
    "  return axios.post('/api/any', fd);\n"
    "}\n")


def test_a_loop_over_known_members_sends_each_as_a_form_field(derive_files):
    contract = derive_files({"src/api.ts": SOURCE})
    got = {path: (capability(contract, "POST", path)["implementation"]["requests"][0][
        "bodyEncoding"], bindings(capability(contract, "POST", path)),
        capability(contract, "POST", path)["inputSchema"].get("required"))
        for path in ("/api/notes", "/api/docs", "/api/sizes", "/api/any")}
    assert got == {
        "/api/notes": ("multipart", {"multipart:title": "title", "multipart:body": "body"},
                       None),
        "/api/docs": ("multipart", {"multipart:file": "file", "multipart:title": "title",
                                    "multipart:kind": "=doc"}, ["file"]),
        "/api/sizes": ("multipart", {"multipart:title": "title", "multipart:size": "size"},
                       None),
        "/api/any": ("multipart", {}, None),
    }
    docs = capability(contract, "POST", "/api/docs")
    assert docs["operationPolicy"]["confirmation"] == "upload-confirmation-required"
    assert [(r["capability"], r["message"], r["evidence"][0]["line"])
            for r in contract["review"] if r["severity"] == "medium"] == [(
        "send_any", "the multipart form fields come from a loop over the members of obj, "
        "whose keys the source does not show; the fields it adds are unknown", 22)]
