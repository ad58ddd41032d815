"""A nested callback's request that waits only for the parameters of a function further out
(a click handler in a loop callback inside ``runMediaDialog(cameraId, mediaType)``) runs with
the values of each call of that function (rule ``closure.outer-parameters``)."""
from __future__ import annotations

from conftest import capability, endpoints

DIALOG = (
    "function ajax(method, url, data) {\n"
    "  return $.ajax({type: method, url: url, data: data});\n"
    "}\n"
    "function runMediaDialog(cameraId, mediaType) {\n"
    "  var groups = {};\n"
    "  function showGroup(key) {\n"
    "    var entries = groups[key];\n"
    "    function addEntries() {\n"
    "      entries.forEach(function (entry) {\n"
    "        $('<div>x</div>').on('click', function () {\n"
    "          ajax('POST', window.basePath + mediaType + '/' + cameraId + '/delete/' + entry.name);\n"
    "        });\n"
    "      });\n"
    "    }\n"
    "    addEntries();\n"
    "  }\n"
    "  ajax('GET', window.basePath + mediaType + '/' + cameraId + '/list/').done(function (data) {\n"
    "    groups = data.groups;\n"
    "    showGroup(data.first);\n"
    "  });\n"
    "}\n"
    "$('#pics').on('click', function () { runMediaDialog(window.cameraId, 'picture'); });\n"
    "$('#movies').on('click', function () { runMediaDialog(window.cameraId, 'movie'); });\n")


def test_a_nested_callback_runs_with_each_call_of_the_outer_function(derive_files):
    contract = derive_files({"src/main.js": DIALOG})
    assert endpoints(contract) == {
        ("GET", "/picture/{cameraId}/list/"), ("GET", "/movie/{cameraId}/list/"),
        ("POST", "/picture/{cameraId}/delete/{name}"), ("POST", "/movie/{cameraId}/delete/{name}")}
    delete = capability(contract, "POST", "/picture/{cameraId}/delete/{name}")
    [site] = delete["implementation"]["requests"][0]["callSites"]
    assert (site["line"], site["rule"]) == (22, "closure.outer-parameters")
    assert not [r for r in contract["review"] if "did not reach" in r["message"]]
