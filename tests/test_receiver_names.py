"""Rules ``path.receiver-name`` and ``path.condition-arm``: path parameters named and described
after the objects their members are read from, and each arm of a mode word citing its
condition."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.condition_arms import RULE as ARM_RULE, arm_notes
from code2skill.facts import Call, Lit, Member, Ref
from code2skill.receiver_names import hole_receiver, receiver_names
from code2skill.values import AltV, HoleV, LitV, StrV, Text


def member(obj: str, prop: str) -> Member:
    return Member(Ref(obj), prop)


def test_hole_receiver_is_the_object_a_member_is_read_from():
    assert hole_receiver(member("upload", "id"), "id") == "upload"
    assert hole_receiver(Member(member("this", "upload"), "id"), "id") == "upload"
    assert hole_receiver(Member(member("$scope", "upload"), "id"), "id") == "upload"
    assert hole_receiver(Call(Ref("encodeURIComponent"), (member("file", "id"),)), "id") == "file"
    assert hole_receiver(Call(Member(member("file", "id"), "toString"), ()), "id") == "file"


def test_no_receiver_for_names_calls_and_generic_holders():
    assert hole_receiver(Ref("id"), "id") is None
    assert hole_receiver(Member(Call(Ref("current"), ()), "id"), "id") is None
    for holder in ("this", "props", "params", "row", "item", "data", "state", "arg", "x"):
        assert hole_receiver(member(holder, "id"), "id") is None, holder
    assert hole_receiver(member("upload", "id"), "slug") is None       # not what names it
    assert hole_receiver(Call(Ref("f"), (Lit("a"),)), "a") is None


def test_receiver_names_qualify_only_a_shared_name():
    assert receiver_names(["id", "id", "fileName"], ["upload", "file", "file"]) == [
        "upload_id", "file_id", "fileName"]
    assert receiver_names(["id", "slug"], ["upload", "post"]) == ["id", "slug"]
    assert receiver_names(["id", "id"], ["repo", "repo"]) == ["id", "id"]   # same value twice
    assert receiver_names(["id", "id"], [None, "post"]) == ["id", "post_id"]
    assert receiver_names(["id", "id"], [None, None]) == ["id", "id"]
    assert receiver_names(["id", "id", "post_id"], ["user", "post", None]) == [
        "id", "id", "post_id"]                                          # would clash: numbered


def test_arm_notes_for_two_words_a_condition_chooses():
    mode = AltV((StrV((Text("stream"),)), StrV((Text("file"),))), "any",
                "js/lib/api.js#2637:upload.stream")
    assert arm_notes(mode) == ("the client sends this path when upload.stream holds",
                               "the client sends this path when upload.stream does not hold")
    assert arm_notes(AltV((LitV("a"), LitV("b")), "any", "m.js#1:x > 1|ab12")) == (
        "the client sends this path when x > 1 holds",
        "the client sends this path when x > 1 does not hold")


def test_no_arm_notes_without_a_condition_or_for_a_normalisation():
    assert arm_notes(AltV((StrV((Text("stream"),)), StrV((Text("file"),))))) is None
    slash = AltV((StrV((Text("/sites"),)), StrV((Text("sites"),))), "any", "m.js#1:url[0]")
    assert arm_notes(slash) is None
    same = AltV((StrV((Text("a"),)), StrV((Text("a"),))), "any", "m.js#1:c")
    assert arm_notes(same) is None
    hole = AltV((StrV((HoleV("id", LitV(1)),)), StrV((Text("b"),))), "any", "m.js#1:c")
    assert arm_notes(hole) is None


FILES = """\
export function removeFile(upload, file) {
  var mode = upload.stream ? "stream" : "file";
  return fetch("/api/" + mode + "/" + upload.id + "/" + file.id + "/" + file.fileName,
               { method: "DELETE" });
}
export function addFile(upload, body) {
  var mode = upload.stream ? "stream" : "file";
  return fetch("/api/" + mode + "/" + upload.id, { method: "POST", body: body });
}
export function moveItem(row, props) {
  return fetch(`/api/boards/${props.id}/items/${row.id}`, { method: "PUT" });
}
"""


def test_mode_word_endpoints_name_ids_after_their_objects(derive_files):
    contract = derive_files({"src/files.js": FILES})
    assert {("DELETE", "/api/file/{upload_id}/{file_id}/{fileName}"),
            ("DELETE", "/api/stream/{upload_id}/{file_id}/{fileName}"),
            ("POST", "/api/file/{id}"), ("POST", "/api/stream/{id}"),
            ("PUT", "/api/boards/{id}/items/{id2}")} <= endpoints(contract)
    stream = capability(contract, "DELETE", "/api/stream/{upload_id}/{file_id}/{fileName}")
    props = stream["inputSchema"]["properties"]
    assert props["upload_id"]["description"] == "Id of the upload (path parameter)."
    assert props["file_id"]["description"] == "Id of the file (path parameter)."
    assert props["fileName"]["description"] == "File name of the file (path parameter)."
    assert stream["description"].endswith(
        "The client sends this path when upload.stream holds.")
    arms = [e for e in stream["evidence"]["/implementation/requests/0/pathTemplate"]
            if e["rule"] == ARM_RULE]
    assert [(e["note"], e["line"]) for e in arms] == [
        ("the client sends this path when upload.stream holds", 2)]
    added = capability(contract, "POST", "/api/file/{id}")
    assert added["inputSchema"]["properties"]["id"]["description"] == \
        "Id of the upload (path parameter)."                 # never the arm's word "file"
    assert added["description"].endswith(
        "The client sends this path when upload.stream does not hold.")
    board = capability(contract, "PUT", "/api/boards/{id}/items/{id2}")
    assert board["inputSchema"]["properties"]["id"]["description"] == \
        "Id of the board (path parameter)."
    assert not [e for e in board["evidence"]["/implementation/requests/0/pathTemplate"]
                if e["rule"] == ARM_RULE]
