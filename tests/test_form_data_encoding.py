"""A FormData body is sent multipart whatever Content-Type a client's defaults or the call
say (rule ``body.form-data-wins``): through axios with an instance default of JSON, through
fetch with JSON headers it deletes, and built in a helper; its appended fields are the
multipart bindings."""

FILES = {"src/api.ts": (
    "import axios from 'axios';\n"
    "const api = axios.create({ baseURL: '/api',"
    " headers: { 'Content-Type': 'application/json' } });\n"
    "export const uploadEventImage = async (eventId: string, image: File, type: string) => {\n"
    "  const formData = new FormData();\n"
    "  formData.append('image', image);\n"
    "  formData.append('type', type);\n"
    "  return (await api.post('events/' + eventId + '/images', formData,\n"
    "    { headers: { 'Content-Type': 'multipart/form-data' } })).data;\n"
    "};\n"
    "class Octo {\n"
    "  headers() { return { Accept: 'application/json', 'Content-Type': 'application/json' }; }\n"
    "  async importArchive(teamId: string, file: File) {\n"
    "    const fd = new FormData();\n"
    "    fd.append('file', file);\n"
    "    const headers = this.headers() as Record<string, string>;\n"
    "    delete headers['Content-Type'];\n"
    "    return fetch('/api/v2/teams/' + teamId + '/archive/import',"
    " { method: 'POST', headers, body: fd });\n"
    "  }\n"
    "}\n"
    "export const octo = new Octo();\n"
    "function buildForm(file: File, note: string) {\n"
    "  const f = new FormData(); f.append('file', file); f.append('note', note); return f; }\n"
    "export const sendNote = (file: File, note: string) => fetch('/api/notes',"
    " { method: 'POST', headers: { 'Content-Type': 'application/json' },"
    " body: buildForm(file, note) });\n")}


def test_form_data_is_multipart_with_its_fields_bound(derive_files):
    contract = derive_files(FILES)
    rows = {cap["name"]: (cap["implementation"]["requests"][0]["bodyEncoding"],
                          sorted(b["target"] for b in cap["implementation"]["requests"][0][
                              "bindings"] if b["target"].startswith("multipart:")),
                          cap["operationPolicy"]["confirmation"])
            for cap in contract["capabilities"]}
    assert rows == {
        "upload_event_image": ("multipart", ["multipart:image", "multipart:type"],
                               "upload-confirmation-required"),
        "import_team_archive": ("multipart", ["multipart:file"], "upload-confirmation-required"),
        "send_note": ("multipart", ["multipart:file", "multipart:note"],
                      "upload-confirmation-required"),
    }

