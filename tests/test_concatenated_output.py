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


def connect_query_module(methods: list[str]) -> str:
    """A generated connect-query module exporting ``methods`` of one service."""
    return "import { TopicService } from \"./topic_pb\";\n" + "".join(
        f"/** @generated from rpc TopicService.{m} */\nexport const {m} = "
        f"TopicService.method.{m};\n" for m in methods)


def test_successive_versions_of_one_generated_file_are_no_bundle():
    # v1alpha1 ⊂ v1alpha2 ⊂ v1: the v1 module is the latest version, a source of its own
    alpha1 = ["createTopic", "listTopics", "deleteTopic"]
    alpha2 = alpha1 + ["getTopicConfigurations", "updateTopicConfigurations"]
    v1 = alpha2 + ["setTopicConfigurations", "addTopicPartitions"]
    assert concatenations({
        "src/gen/v1alpha1/topic_connectquery.ts": connect_query_module(alpha1),
        "src/gen/v1alpha2/topic_connectquery.ts": connect_query_module(alpha2),
        "src/gen/v1/topic_connectquery.ts": connect_query_module(v1)}) == {}


def test_a_bundle_of_two_parts_and_an_older_copy_of_one_is_still_a_bundle():
    older = NOTES.replace("  return fetch('/api/notes', {method: 'POST', "
                          "body: JSON.stringify(note)});\n", "")
    assert concatenations({"public/app.js": BUNDLE, "src/notes.js": NOTES,
                           "src/tags.js": TAGS, "old/notes.js": older}) == {
        "public/app.js": ["src/notes.js", "src/tags.js"]}
