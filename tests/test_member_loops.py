"""Rules ``value.member-loop`` and ``multipart.instanceof-guard``: a library loop over an
object's members (``angular.forEach(x, (v, k) => …)``, lodash ``_.forEach``, jQuery
``$.each(x, (k, v) => …)``) appending each member to a ``FormData`` sends one field per key of
``x``, as ``Object.entries(x).forEach`` does; fields appended only under an ``instanceof``
test whose values have no declared type may be files, and a medium review item says so."""
from conftest import bindings, capability

API = (
    "import axios from 'axios';\n"
    "export function createNote(title, kind) {\n"
    "  const fd = new FormData();\n"
    "  angular.forEach({ title, kind: 'memo' }, (value, key) => fd.append(key, value));\n"
    "  return axios.post('/api/notes', fd);\n"
    "}\n"
    "export function createTag(label) {\n"
    "  const fd = new FormData();\n"
    "  $.each({ label }, (key, value) => { fd.append(key, value); });\n"
    "  return axios.post('/api/tags', fd);\n"
    "}\n"
    "export function createPin(colour) {\n"
    "  const fd = new FormData();\n"
    "  _.forOwn({ colour }, (value, key) => fd.append(key, value));\n"
    "  return axios.post('/api/pins', fd);\n"
    "}\n"
    "export function createMark(name) {\n"
    "  const fd = new FormData();\n"
    "  angular.forEach({ name }, (value, key) => fd.append(value, key));\n"
    "  return axios.post('/api/marks', fd);\n"
    "}\n"
    "export function runJob(id, job) {\n"
    "  return axios({\n"
    "    method: 'POST',\n"
    "    url: '/api/jobs/' + id + '/run',\n"
    "    data: { attachment: job.attachment, tlp: 2 },\n"
    "    transformRequest: data => {\n"
    "      const formData = new FormData();\n"
    "      const json = {};\n"
    "      angular.forEach(data, (value, key) => {\n"
    "        if (value instanceof Blob || value instanceof File) {\n"
    "          formData.append(key, value);\n"
    "        } else {\n"
    "          json[key] = value;\n"
    "        }\n"
    "      });\n"
    "      formData.append('_json', JSON.stringify(json));\n"
    "      return formData;\n"
    "    },\n"
    "  });\n"
    "}\n")


def test_library_loops_over_members_send_each_member(derive_files):
    contract = derive_files({"src/api.ts": API})
    got = {path: bindings(capability(contract, "POST", path))
           for path in ("/api/notes", "/api/tags", "/api/pins", "/api/marks")}
    assert got == {
        "/api/notes": {"multipart:title": "title", "multipart:kind": "=memo"},
        "/api/tags": {"multipart:label": "label"},
        "/api/pins": {"multipart:colour": "colour"},
        "/api/marks": {},                     # the key is no loop's key: a computed name
    }
    note = capability(contract, "POST", "/api/notes")
    assert [(e["line"], e["rule"]) for e in note["evidence"]["/inputSchema/properties/title"]
            ] == [(4, "multipart.entries-loop")]
    assert [(r["capability"], r["message"]) for r in contract["review"]
            if r["severity"] == "medium" and r["capability"] != "create_job_run"] == [(
                "create_mark", "a multipart field name is computed (form.append(name, …)); the "
                "fields it adds are unknown")]


def test_fields_appended_under_an_instanceof_test_are_reviewed(derive_files):
    contract = derive_files({"src/api.ts": API})
    run = capability(contract, "POST", "/api/jobs/{id}/run")
    assert bindings(run) == {"path:id": "id", "multipart:attachment": "attachment",  # tlp: 2 never
                             "multipart:_json": "json"}
    assert run["status"] == "requires-review"
    assert [(r["severity"], r["message"], [(e["line"], e["rule"]) for e in r["evidence"]])
            for r in contract["review"] if r["capability"] == run["name"]
            and "instanceof" in r["message"]] == [(
                "medium", "form field attachment is appended only under an instanceof test (a "
                "class such as File or Blob) and no type is shown for the value: each may carry "
                "a file's bytes; confirm which fields are uploads",
                [(32, "multipart.instanceof-guard")])]


def test_query_parameters_set_in_a_library_loop_are_the_objects_members(derive_files):
    contract = derive_files({"src/logs.js": (
        "function request(path, query) {\n"
        "  const search = new URLSearchParams();\n"
        "  angular.forEach(query, (value, name) => search.append(name, value));\n"
        "  return fetch(`/api/${path}?${search}`);\n}\n"
        "export const findLogs = (level) => request('logs', { level, limit: '20' });\n")})
    cap = capability(contract, "GET", "/api/logs")
    assert bindings(cap) == {"query:level": "level", "query:limit": "=20"}
