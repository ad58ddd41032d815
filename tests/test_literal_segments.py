"""A write whose path segment a union of string literals types is one Tool per literal (rule
``path.literal-operations``); a read keeps one Tool with an ``enum`` input (rule ``path.enum``)."""
from __future__ import annotations

from code2skill.normalize import Observed, PathParam
from code2skill.passes.literal_segments import (READ_RULE, RULE, literal_operations,
                                                segment_literals)
from code2skill.values import AltV, LitV, ParamV
from conftest import capability, endpoints

WHERE = ("src/api.ts", (3, 10, 3, 20))


def call(method: str, path: str, *params: PathParam) -> Observed:
    return Observed(method=method, path_template=path, service=None, path_params=list(params),
                    query=[], query_object=None, body=None, body_encoding=None, headers=(),
                    auth=(), sites=(), lib="axios", function=None, fid=None,
                    method_where=None)


def param(name: str, value=None) -> PathParam:
    return PathParam(name=name, value=value or ParamV("f", name), where=WHERE)


UNIONS = {"action": ["follow", "unfollow"], "kind": ["comment", "workout"]}


def literals_of(p: PathParam):
    return UNIONS.get(p.name)


def test_a_write_is_one_call_per_literal_written_into_its_path():
    out = literal_operations([call("POST", "/users/{username}/{action}", param("username"),
                                   param("action"))], literals_of)
    assert [c.path_template for c in out] == ["/users/{username}/follow",
                                              "/users/{username}/unfollow"]
    assert [[p.name for p in c.path_params] for c in out] == [["username"], ["username"]]
    assert out[0].literal_segments == ((RULE, "{action} = 'follow'", WHERE),)


def test_a_literal_fills_part_of_a_segment_and_unions_combine():
    out = literal_operations([call("DELETE", "/{kind}s/{id}/{action}", param("kind"),
                                   param("id"), param("action"))], literals_of)
    assert [c.path_template for c in out] == [
        "/comments/{id}/follow", "/comments/{id}/unfollow",
        "/workouts/{id}/follow", "/workouts/{id}/unfollow"]
    assert [len(c.literal_segments) for c in out] == [2, 2, 2, 2]


def test_a_read_with_a_literal_inside_a_segment_is_one_call_per_literal():
    out = literal_operations([call("GET", "/admin/domain_{kind}s", param("kind"))],
                             lambda p: ["block", "allow"])
    assert [c.path_template for c in out] == ["/admin/domain_blocks", "/admin/domain_allows"]
    assert [c.literal_segments[0][:2] for c in out] == [
        (READ_RULE, "{kind} = 'block'"), (READ_RULE, "{kind} = 'allow'")]
    assert [c.path_params for c in out] == [[], []]


def test_reads_graphql_flags_and_bad_literals_stay_one_call():
    read = call("GET", "/users/{username}/{action}", param("action"))
    flag = call("POST", "/lock/{on}", param("on", AltV((LitV(True), LitV(False)),
                                                        cond="checked")))
    assert literal_operations([read], literals_of) == [read]
    assert literal_operations([flag], lambda p: ["true", "false"]) == [flag]
    assert segment_literals(["a/b", "c"]) is None
    assert segment_literals(["", "c"]) is None
    assert segment_literals(["only"]) is None
    assert segment_literals(["a", "b", "a"]) == ["a", "b"]
    many = call("POST", "/{a}/{b}/{c}", param("a"), param("b"), param("c"))
    assert literal_operations([many], lambda p: ["w", "x", "y"]) == [many]   # 27 > 16


SOURCE = (
    "import axios from 'axios';\n"
    "export type TRelationshipAction = 'follow' | 'unfollow' | 'block' | 'unblock';\n"
    "export enum ObjectType { Comment = 'comment', Workout = 'workout' }\n"
    "interface Payload { username: string; action: TRelationshipAction }\n"
    "export const relate = (p: Payload) =>\n"
    "  axios.post(`/api/users/${p.username}/${p.action}`).then((res) => res.data.status);\n"
    "export const answer = (u: string, action: 'accept' | 'reject') =>\n"
    "  axios.post(`/api/follow-requests/${u}/${action}`);\n"
    "export const appeal = (t: ObjectType, id: string) =>\n"
    "  axios.post(`/api/${t}s/${id}/appeal`, { text: 'x' });\n"
    "export const likes = (t: ObjectType, id: string) => axios.get(`/api/${t}s/${id}/likes`);\n")


def test_type_aliases_inline_unions_and_string_enums_split_writes(derive_files):
    contract = derive_files({"src/users.ts": SOURCE})
    assert sorted(endpoints(contract)) == sorted([
        ("POST", "/api/users/{username}/follow"), ("POST", "/api/users/{username}/unfollow"),
        ("POST", "/api/users/{username}/block"), ("POST", "/api/users/{username}/unblock"),
        ("POST", "/api/follow-requests/{u}/accept"), ("POST", "/api/follow-requests/{u}/reject"),
        ("POST", "/api/comments/{id}/appeal"), ("POST", "/api/workouts/{id}/appeal"),
        ("GET", "/api/comments/{id}/likes"), ("GET", "/api/workouts/{id}/likes")])
    follow = capability(contract, "POST", "/api/users/{username}/follow")
    assert follow["name"] == "follow_user"
    assert "action" not in follow["inputSchema"]["properties"]
    cited = [(e["rule"], e["note"], e["line"]) for e in
             follow["evidence"]["/implementation/requests/0/pathTemplate"]
             if e["rule"] == RULE]
    assert cited == [(RULE, "{action} = 'follow'", 6)]
    for verb in ("follow", "unfollow", "block", "unblock"):      # each reads the response
        assert capability(contract, "POST", f"/api/users/{{username}}/{verb}")[
            "outputSchema"]["properties"] == {"status": {}}
    assert capability(contract, "POST", "/api/follow-requests/{u}/reject")["name"] == \
        "reject_follow_request"
    # a read whose literal fills part of a segment names another collection with each
    # (rule path.segment-literal-reads): one call per literal too
    likes = capability(contract, "GET", "/api/workouts/{id}/likes")
    assert "t" not in likes["inputSchema"]["properties"]
    assert [(e["rule"], e["note"], e["line"]) for e in
            likes["evidence"]["/implementation/requests/0/pathTemplate"]
            if e["rule"] == READ_RULE] == [(READ_RULE, "{t} = 'workout'", 11)]
    parts = {r["capability"] for r in contract["review"] if "part of a segment" in r["message"]}
    assert parts == set()                        # the written literal is no parameter
