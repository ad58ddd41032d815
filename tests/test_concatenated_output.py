"""Rule ``scope.concatenated-output`` (:mod:`code2skill.concatenated_output`): a script
that concatenates other scripts of the folder is build output."""
from __future__ import annotations

from conftest import endpoints

from code2skill.concatenated_output import concatenations, significant_lines

NOTES = """\
function loadNotes(folderId) {
  return fetch('/api/folders/' + folderId + '/notes');
}
// a comment the build strips
function saveNote(note) {
  return fetch('/api/notes', {method: 'POST', body: JSON.stringify(note)});
}
"""
TAGS = """\
function deleteTag(tagName) {
  var url = '/api/tags/' + encodeURIComponent(tagName);
  return fetch(url, {method: 'DELETE'});
}
"""
BUNDLE = "/* built */\n" + NOTES.replace("// a comment the build strips\n", "") + "\n" + TAGS


def test_significant_lines_leave_out_short_and_comment_lines():
    assert significant_lines("  x = 1;\n// a long comment line here\n  return fetch(url);\n") \
        == frozenset({"return fetch(url);"})


def test_a_script_joining_two_sources_is_their_bundle():
    assert concatenations({"public/app.js": BUNDLE, "src/notes.js": NOTES,
                           "src/tags.js": TAGS}) == {"public/app.js": ["src/notes.js",
                                                                       "src/tags.js"]}


def test_a_script_copying_one_source_or_adding_much_code_is_no_bundle():
    own = "\n".join(f"function extra{i}() {{ return fetch('/api/extra/{i}'); }}"
                    for i in range(20))
    assert concatenations({"public/app.js": NOTES + TAGS.replace("tagName", "name"),
                           "src/notes.js": NOTES, "src/tags.js": TAGS}) == {}
    assert concatenations({"public/app.js": BUNDLE + own, "src/notes.js": NOTES,
                           "src/tags.js": TAGS}) == {}


def test_the_bundle_is_skipped_with_its_reason_and_requests_counted_once(derive_files):
    contract = derive_files({"public/js/app.js": BUNDLE, "src/notes.js": NOTES,
                             "src/tags.js": TAGS})
    assert endpoints(contract) == {("GET", "/api/folders/{folderId}/notes"),
                                   ("POST", "/api/notes"), ("DELETE", "/api/tags/{tagName}")}
    files = {site["file"] for cap in contract["capabilities"]
             for req in cap["implementation"]["requests"] for site in req["callSites"]}
    assert files == {"src/notes.js", "src/tags.js"}
    assert {s["path"]: s["reason"] for s in contract["source"]["skipped"]} == {
        "public/js/app.js": "build output: it concatenates 2 source files analysed here, such "
                            "as src/notes.js (rule scope.concatenated-output; --include "
                            "analyses it)"}


def test_include_brings_the_bundle_back(derive_files):
    contract = derive_files({"public/js/app.js": BUNDLE, "src/notes.js": NOTES,
                             "src/tags.js": TAGS}, include=("public/js/app.js",))
    assert contract["source"]["skipped"] == []
