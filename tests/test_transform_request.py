"""Rule ``body.transform-request``: a request config's ``transformRequest`` (AngularJS
``$http``, axios; a function or the last of a list) that returns a ``FormData`` sends that form,
its appends reading the data as the transform's parameter, never the data as JSON; so a JSON
call and a multipart call to one endpoint are two Tools, not one JSON body."""
from conftest import bindings, capability

SOURCE = (
    "import axios from 'axios';\n"
    "angular.module('app').service('AnalyzerSrv', function ($http) {\n"
    "  this.run = function (id, artifact) {\n"
    "    if (artifact.dataType === 'file') {\n"
    "      return $http({\n"
    "        method: 'POST',\n"
    "        url: './api/analyzer/' + id + '/run',\n"
    "        headers: { 'Content-Type': undefined },\n"
    "        transformRequest: function (data) {\n"
    "          var formData = new FormData(), json = {};\n"
    "          angular.forEach(data, function (value, key) {\n"
    "            if (value instanceof Blob) { formData.append(key, value); } else { json[key] = value; }\n"
    "          });\n"
    "          formData.append('_json', angular.toJson(json));\n"
    "          return formData;\n"
    "        },\n"
    "        data: { attachment: artifact.attachment, dataType: artifact.dataType }\n"
    "      });\n"
    "    }\n"
    "    return $http.post('./api/analyzer/' + id + '/run', { data: artifact.data });\n"
    "  };\n"
    "});\n"
    "export function upload(file, title) {\n"
    "  return axios.post('/api/files', { file, title }, {\n"
    "    headers: { 'Content-Type': 'application/json' },\n"
    "    transformRequest: [(body) => {\n"
    "      const fd = new FormData();\n"
    "      fd.append('file', body.file);\n"
    "      fd.append('title', body.title);\n"
    "      return fd;\n"
    "    }],\n"
    "  });\n"
    "}\n"
    "export function save(note) {\n"
    "  return axios.post('/api/notes', { note }, { transformRequest: [(body) => JSON.stringify(body)] });\n"
    "}\n"
)


def test_a_transform_returning_a_form_makes_the_body_multipart(derive_files):
    contract = derive_files({"src/svc.js": SOURCE})
    got = sorted((c["name"], c["status"], r["bodyEncoding"], bindings(c))
                 for c in contract["capabilities"] for r in c["implementation"]["requests"])
    assert got == [
        ("create_analyzer_run", "requires-review", "multipart",       # rule value.member-loop
         {"multipart:_json": "json", "multipart:attachment": "attachment",
          "multipart:dataType": "dataType", "path:id": "id"}),
        ("create_analyzer_run_json", "draft", "json", {"body:data": "data", "path:id": "id"}),
        ("create_note", "draft", "json", {"body:note": "note"}),
        ("upload_file", "draft", "multipart", {"multipart:file": "file",
                                               "multipart:title": "title"}),
    ]
    assert [(r["capability"], r["message"], r["evidence"][0]["line"])
            for r in contract["review"] if r["severity"] == "medium"] == [(
                "create_analyzer_run", "form fields attachment, dataType are appended only under "
                "an instanceof test (a class such as File or Blob) and no type is shown for the "
                "value: each may carry a file's bytes; confirm which fields are uploads", 12)]
    run = capability(contract, "POST", "/api/analyzer/{id}/run")
    assert [(e["line"], e["rule"]) for e in run["evidence"][
        "/implementation/requests/0/bodyEncoding"]] == [(5, "cluster.body-encoding"),
                                                         (9, "body.transform-request")]
    upload = capability(contract, "POST", "/api/files")
    assert [(e["line"], e["rule"]) for e in upload["evidence"][
        "/inputSchema/properties/title"]] == [(29, "multipart.helper-arguments")]
