"""Query inputs: a pagination cursor is no credential (rule ``query.cursor``), an object a
``for…in`` loop joins into the query sends its members (rule ``value.object-loop``), and a
member a condition may leave unset is optional (rule ``query.guarded-member``)."""
from __future__ import annotations

from types import SimpleNamespace

from conftest import bindings, capability

from code2skill.passes.query_cursors import RULE, cursor_description, cursor_param


def entry(source):
    return SimpleNamespace(source=source)


def test_cursor_param_by_its_name_or_a_sent_value_name():
    assert cursor_param("ct", [entry("continuation"), entry("ct")]) == "continuation"
    assert cursor_param("pageToken", [entry(None)]) == "pageToken"
    assert cursor_param("next_token", []) == "next_token"
    assert cursor_param("ctoken", [entry("ctoken")]) == "ctoken"
    assert cursor_param("token", [entry("accessToken")]) is None
    assert cursor_param("tk", [entry("sessionToken")]) is None
    assert cursor_description("ctoken", "continuation") == (
        "Pagination cursor (continuation): the position of the page to read, as the previous "
        "page's answer returns it (query parameter).")


PLAYLIST = """\
let ctoken = "";
export async function more(id, continuations) {
  const response = await fetch("/api/playlist?ref=" + id +
    `${continuations ? `&ctoken=${encodeURIComponent(continuations.continuation)}` : ""}`);
  const data = await response.json();
  ctoken = data.continuations.continuation;
  return data;
}
export async function nextPage(id) {
  const response = await fetch(`/api/playlist?ref=${id}${ctoken ? `&ctoken=${ctoken}` : ""}`);
  const data = await response.json();
  ctoken = data.continuations.continuation;
  return data;
}
"""


def test_continuation_token_is_a_cursor_input(derive_files):
    contract = derive_files({"src/list.js": PLAYLIST})
    cap = capability(contract, "GET", "/api/playlist")
    assert bindings(cap)["query:ctoken"] == "ctoken"
    assert cap["inputSchema"]["properties"]["ctoken"]["description"] == (
        "Pagination cursor: the position of the page to read, as the previous page's answer "
        "returns it (query parameter).")
    assert "ctoken" not in cap["inputSchema"].get("required", [])
    assert RULE in [e["rule"] for e in cap["evidence"]["/inputSchema/properties/ctoken"]]
    assert not [r for r in contract["review"] if r["capability"] == cap["name"]
                and "credential" in r["message"]]


HELD = """\
let token = "";
export async function nextPage(id) {
  const response = await fetch(`/api/playlist?ref=${id}&token=${token}`);
  const data = await response.json();
  token = data.token;
  return data;
}
"""


def test_a_held_token_not_named_as_a_cursor_stays_held(derive_files):
    cap = capability(derive_files({"src/list.js": HELD}), "GET", "/api/playlist")
    held = [b for b in cap["implementation"]["requests"][0]["bindings"]
            if b["target"] == "query:token"]
    assert [(b["input"], b.get("context")) for b in held] == [(None, "token")]
    assert "token" not in cap["inputSchema"]["properties"]


NEXT = """\
export const queryParams = (params) => {
  const result = [];
  let key = "";
  for (key in params) {
    if (!params[key]) continue;
    result.push(`${encodeURIComponent(key)}=${encodeURIComponent(params[key])}`);
  }
  return result.join("&");
};
export function fetchNext(obj: { videoId?: string; playlistId?: string; index?: number } = {}) {
  return fetch("/api/next?" + queryParams(obj));
}
"""


def test_for_in_joined_object_sends_its_typed_members(derive_files):
    cap = capability(derive_files({"src/next.ts": NEXT}), "GET", "/api/next")
    assert sorted(b for b in bindings(cap)) == [
        "query:index", "query:playlistId", "query:videoId"]
    assert cap["inputSchema"]["properties"]["index"]["type"] == "number"
    assert "value" not in cap["inputSchema"]["properties"]     # never a nameless input


def test_for_in_joined_untyped_object_is_one_named_query_object(derive_files):
    untyped = NEXT.replace(": { videoId?: string; playlistId?: string; index?: number }", "")
    cap = capability(derive_files({"src/next.js": untyped}), "GET", "/api/next")
    assert bindings(cap) == {"query:": "query"}             # as for (k of Object.keys(x)) reads


EXPORT = """\
export function buildExportUrl(format, filters = {}) {
  const params = new URLSearchParams({ format });
  if (filters.tag) params.set("tag", filters.tag);
  if (filters.read_later != null) params.set("read_later", filters.read_later ? "true" : "false");
  return `/api/export?${params.toString()}`;
}
export function download(filters) { return fetch(buildExportUrl("json", filters)); }
"""


def test_a_member_set_only_under_a_condition_is_optional(derive_files):
    cap = capability(derive_files({"src/export.js": EXPORT}), "GET", "/api/export")
    assert set(cap["inputSchema"]["properties"]) == {"tag", "read_later"}
    assert cap["inputSchema"].get("required", []) == []
    assert bindings(cap)["query:format"] == "=json"


TYPED_CURSOR = """\
export function listPage(query: { ctoken?: string; q?: string }) {
  return fetch("/api/items?" + new URLSearchParams(query as Record<string, string>).toString());
}
"""


def test_a_typed_cursor_member_is_no_credential_input(derive_files):
    contract = derive_files({"src/items.ts": TYPED_CURSOR})
    cap = capability(contract, "GET", "/api/items")
    assert "ctoken" in cap["inputSchema"]["properties"]
    assert not [r for r in contract["review"] if r["capability"] == cap["name"]
                and r["evidence"][0]["rule"] == "input.credential"]
