"""Rule ``url.query-hole``: a query string glued onto the path through a variable
(``fetch(url + qs)``, ``` `${path}${query}` ```) is the request's query, never ``?…`` or a
``{qs}`` input inside the path template."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.query_holes import last_word, query_name, query_start
from code2skill.values import AltV, HoleV, StrV, Text, UnknownV

STRINGIFY = (
    "export const stringify = (object: any): string => {\n"
    "  if (!object) { return '' }\n"
    "  let qs = ''\n"
    "  for (const key of Object.keys(object)) {\n"
    "    const symbol = qs ? '&' : '?'\n"
    "    const value = object[key]\n"
    "    if (value) { qs += `${symbol}${key}=${encodeURIComponent(value.toString())}` }\n"
    "  }\n"
    "  return qs\n"
    "}\n")


def bindings(cap: dict) -> list[str]:
    return [b["target"] for b in cap["implementation"]["requests"][0]["bindings"]]


def query_notes(contract: dict) -> list[tuple[str, int]]:
    return sorted((r["evidence"][0]["file"], r["evidence"][0]["line"]) for r in contract["review"]
                  if "the query part" in r["message"])


def test_a_query_string_built_by_a_helper_and_extended_per_flag(derive_files):
    contract = derive_files({"src/qs.ts": STRINGIFY, "src/api.ts": (
        "import { stringify } from './qs'\n"
        "export const searchPosts = (p: {query?: string, myVotes?: boolean}) => {\n"
        "  let qsParams = stringify({ query: p.query })\n"
        "  if (p.myVotes) {\n"
        "    qsParams += `&myvotes=true`\n"
        "  }\n"
        "  return fetch(`/api/v1/posts${qsParams}`)\n"
        "}\n"
        "export const similar = (query: string) => {\n"
        "  const params = stringify({ query: query })\n"
        "  return fetch(`/api/v1/similarposts${params}`)\n"
        "}\n")})
    assert endpoints(contract) == {("GET", "/api/v1/posts"), ("GET", "/api/v1/similarposts")}
    posts = capability(contract, "GET", "/api/v1/posts")
    assert bindings(posts) == ["query:myvotes"]
    assert posts["inputSchema"]["properties"]["myvotes"]["enum"] == [True]
    assert posts["inputSchema"].get("required") is None
    assert bindings(capability(contract, "GET", "/api/v1/similarposts")) == []
    # the helper's loop-built pairs are medium review items naming the part, not path inputs
    # (one per request: the loop's first pair and a later one, its '&' or '?' chosen by
    # `qs ? '&' : '?'`, are the same part once the separator is read: url.separator-choice)
    assert query_notes(contract) == [("src/qs.ts", 7)] * 2
    assert posts["status"] == "requires-review"


def test_a_query_variable_of_alternative_strings(derive_files):
    contract = derive_files({"src/api.ts": (
        "export function duplicateBoard(boardID: string, asTemplate: boolean, toTeam?: string) {\n"
        "  let query = '?asTemplate=false'\n"
        "  if (asTemplate) {\n"
        "    query = '?asTemplate=true'\n"
        "  }\n"
        "  if (toTeam) {\n"
        "    query += `&toTeam=${encodeURIComponent(toTeam)}`\n"
        "  }\n"
        "  return fetch(`/api/v2/boards/${boardID}/duplicate${query}`, {method: 'POST'})\n"
        "}\n")})
    assert endpoints(contract) == {("POST", "/api/v2/boards/{boardID}/duplicate")}
    cap = capability(contract, "POST", "/api/v2/boards/{boardID}/duplicate")
    assert bindings(cap) == ["path:boardID", "query:asTemplate", "query:toTeam"]
    assert cap["inputSchema"]["required"] == ["boardID", "asTemplate"]
    assert query_notes(contract) == []


def test_a_question_mark_joined_to_url_search_params(derive_files):
    contract = derive_files({"src/api.ts": (
        "export const listUsers = (p: {page: number, size: number}) => {\n"
        "  const qs = '?' + new URLSearchParams({page: String(p.page), size: String(p.size)})\n"
        "  return fetch('/api/users' + qs)\n"
        "}\n")})
    assert endpoints(contract) == {("GET", "/api/users")}
    assert bindings(capability(contract, "GET", "/api/users")) == ["query:page", "query:size"]


def test_a_segment_value_glued_to_text_stays_in_the_path(derive_files):
    contract = derive_files({"src/api.ts": (
        "export const file = (name: string) => fetch(`/api/files/img_${name}`)\n")})
    assert endpoints(contract) == {("GET", "/api/files/img_{name}")}


def hole(name, value=None):
    return HoleV(name, value if value is not None else UnknownV("x"))


def test_query_start_needs_the_hole_glued_to_the_path_text():
    text = Text("/api/posts", None)
    assert query_start([text, hole("qs")]) == 1
    assert query_start([Text("/api/posts/", None), hole("qs")]) is None      # a segment
    assert query_start([text, hole("id")]) is None
    assert query_start([text, hole("filter"), Text("&x=1", None)]) == 1
    assert query_start([Text("/a?b=1", None), hole("qs")]) is None           # already past '?'
    choice = AltV((StrV((Text("?a=1", None),)), StrV(())))
    assert query_start([text, hole("opts", choice)]) == 1
    assert query_start([text, hole("opts", StrV(()))]) is None               # always ''


def test_query_names_by_last_word():
    assert last_word("qsParams") == "params"
    assert [query_name(n) for n in ("qs", "queryString", "searchParams", "query_string",
                                    "slug", "paramId", None)] == \
        [True, True, True, True, False, False, False]
