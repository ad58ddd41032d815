"""Rule ``ts.file-member``: a form field filled from a member whose declared type is ``File``
or ``Blob`` — read through intersections, ``Partial``/``Omit``/``Pick``, generic aliases,
``| null`` and ``File[]`` — is an upload, whether appended directly or from a helper's
``[name, value]`` pairs; a field whose value has no declared type is treated alike either
way; a type of the program's own named ``File`` is no file."""
from conftest import bindings, capability

TYPES = (
    "export interface Base { id: number; name: string; description?: string }\n"
    "export type Updated = Base & { artwork?: File; url_cover?: string | null };\n"
    "export type WithFile<T> = T & { file: File };\n"
    "export interface Doc { title: string; scan: File | null; pages: File[]; thumb: Blob }\n")

RECORDS = (
    "export interface File { id: number; name: string }\n"
    "export interface Share { label: string; doc: File }\n")

FORM = (
    "export function buildForm(fields: Array<[string, unknown]>): FormData {\n"
    "  const formData = new FormData();\n"
    "  fields.forEach(([key, value]) => {\n"
    "    if (value === undefined || value === null) return;\n"
    "    formData.append(String(key), value as any);\n"
    "  });\n"
    "  return formData;\n"
    "}\n")

API = (
    "import axios from 'axios';\n"
    "import type { Updated, WithFile, Base, Doc } from './types';\n"
    "import type { Share } from './records';\n"
    "import { buildForm } from './form';\n"
    "export function createCollection({ c }: { c: Partial<Updated> }) {\n"
    "  const fd = buildForm([['name', c.name], ['artwork', c.artwork]]);\n"
    "  return axios.post('/api/collections', fd);\n"
    "}\n"
    "export function updateCollection(id: number, c: Partial<Updated>) {\n"
    "  const fd = new FormData();\n"
    "  fd.append('name', c.name as string);\n"
    "  fd.append('artwork', c.artwork as File);\n"
    "  return axios.put(`/api/collections/${id}`, fd);\n"
    "}\n"
    "export function createLogo(c: Omit<Base & { logo: File }, 'id'>) {\n"
    "  const fd = new FormData();\n"
    "  fd.append('name', c.name);\n"
    "  fd.append('logo', c.logo);\n"
    "  return axios.post('/api/logos', fd);\n"
    "}\n"
    "export function createUpload(c: WithFile<Pick<Base, 'name'>>) {\n"
    "  const fd = new FormData();\n"
    "  fd.append('name', c.name);\n"
    "  fd.append('file', c.file);\n"
    "  fd.append('file_name', c.file.name);\n"
    "  return axios.post('/api/uploads', fd);\n"
    "}\n"
    "export function createDoc(d: Doc) {\n"
    "  const fd = new FormData();\n"
    "  fd.append('title', d.title);\n"
    "  fd.append('scan', d.scan as File);\n"
    "  fd.append('page', d.pages[0]);\n"
    "  fd.append('thumb', d.thumb);\n"
    "  return axios.post('/api/docs', fd);\n"
    "}\n"
    "export function createShare(s: Share) {\n"
    "  const fd = new FormData();\n"
    "  fd.append('label', s.label);\n"
    "  fd.append('doc', String(s.doc.id));\n"
    "  fd.append('doc_name', s.doc.name);\n"
    "  return axios.post('/api/shares', fd);\n"
    "}\n")

UNTYPED = (
    "import axios from 'axios';\n"
    "import { buildForm } from './form';\n"
    "export function direct(pic, caption) {\n"
    "  const fd = new FormData();\n"
    "  fd.append('pic', pic);\n"
    "  fd.append('caption', caption);\n"
    "  return axios.post('/api/direct', fd);\n"
    "}\n"
    "export function paired(pic, caption) {\n"
    "  return axios.post('/api/paired', buildForm([['pic', pic], ['caption', caption]]));\n"
    "}\n"
    "export function loose(note) {\n"
    "  const fd = new FormData();\n"
    "  fd.append('note', note);\n"
    "  return axios.post('/api/loose', fd);\n"
    "}\n"
    "export function loosePairs(note) {\n"
    "  return axios.post('/api/loosepairs', buildForm([['note', note]]));\n"
    "}\n"
    "export function onPick(e) {\n"
    "  direct(e.target.files[0], 'a');\n"
    "  paired(e.target.files[0], 'a');\n"
    "}\n")

ATTACHMENT = ("Host-approved attachment reference for the file sent as form field {}; the Host "
              "resolves it to the file's content.")


def files_of(cap: dict) -> list[str]:
    """The inputs of a capability described as attachment references, sorted."""
    return sorted(name for name, schema in cap["inputSchema"]["properties"].items()
                  if schema.get("description") == ATTACHMENT.format(name))


def test_members_declared_file_through_type_operators_are_uploads(derive_files):
    contract = derive_files({"src/types.ts": TYPES, "src/records.ts": RECORDS,
                             "src/form.ts": FORM, "src/api.ts": API})
    got = {(method, path): (files_of(capability(contract, method, path)),
                            capability(contract, method, path)["operationPolicy"]["confirmation"])
           for method, path in (("POST", "/api/collections"), ("PUT", "/api/collections/{id}"),
                                ("POST", "/api/logos"), ("POST", "/api/uploads"),
                                ("POST", "/api/docs"), ("POST", "/api/shares"))}
    upload = "upload-confirmation-required"
    assert got == {
        ("POST", "/api/collections"): (["artwork"], upload),
        ("PUT", "/api/collections/{id}"): (["artwork"], upload),
        ("POST", "/api/logos"): (["logo"], upload),
        ("POST", "/api/uploads"): (["file"], upload),        # file.name is a string
        ("POST", "/api/docs"): (["page", "scan", "thumb"], upload),
        ("POST", "/api/shares"): ([], "not-required"),     # the program's own File record
    }
    paired = capability(contract, "POST", "/api/collections")
    assert bindings(paired) == {"multipart:name": "name", "multipart:artwork": "artwork"}
    assert sorted((e["file"], e["line"], e["kind"], e["rule"]) for e in
                  paired["evidence"]["/inputSchema/properties/artwork"]
                  if e["rule"] != "attachments.multipart-upload-tool") == [
        ("src/api.ts", 6, "inferred", "ts.file-member"),        # an alias's inline member
        ("src/api.ts", 6, "observed", "body.multipart-file"),
        ("src/api.ts", 6, "observed", "multipart.pairs-loop")]
    doc = capability(contract, "POST", "/api/docs")
    assert [(e["file"], e["line"], e["rule"]) for e in
            doc["evidence"]["/inputSchema/properties/thumb"] if e["rule"] == "ts.file-member"
            ] == [("src/types.ts", 4, "ts.file-member")]


def test_untyped_values_are_read_alike_directly_and_from_pairs(derive_files):
    contract = derive_files({"src/form.ts": FORM, "src/api.ts": UNTYPED})
    got = {path: (files_of(capability(contract, "POST", path)),
                  capability(contract, "POST", path)["operationPolicy"]["confirmation"])
           for path in ("/api/direct", "/api/paired", "/api/loose", "/api/loosepairs")}
    assert got == {
        "/api/direct": (["pic"], "upload-confirmation-required"),   # callers pass files
        "/api/paired": (["pic"], "upload-confirmation-required"),
        "/api/loose": ([], "not-required"),                         # nothing shows a file
        "/api/loosepairs": ([], "not-required"),
    }


def test_a_file_the_source_shows_optional_is_no_required_input(derive_files):
    """Rule ``body.multipart-file``: a file field is required unless the source shows it
    optional: appended under a condition with a value whose type does not prove it present
    (``art?: File`` under ``if (art)``), or typed optional; a file parameter typed present
    stays required even when the append is guarded."""
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "export function upload(doc: File) {\n"
        "  const fd = new FormData(); fd.append('doc', doc);\n"
        "  return axios.post('/api/docs', fd);\n"
        "}\n"
        "export function update(id: number, art?: File) {\n"
        "  const fd = new FormData(); fd.append('id', String(id));\n"
        "  if (art) fd.append('art', art);\n"
        "  return axios.put('/api/arts', fd);\n"
        "}\n")})
    required = {c["implementation"]["requests"][0]["pathTemplate"]:
                c["inputSchema"].get("required") for c in contract["capabilities"]}
    assert required["/api/docs"] == ["doc"]
    assert "art" not in (required["/api/arts"] or [])
