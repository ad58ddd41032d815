"""A query string made from an object: ``new URLSearchParams(x).toString()`` with ``x`` an
object the callers pass, through ``Object.fromEntries(Object.entries(x).filter(…))``, has one
query parameter per member (rules ``value.object-entries``, ``query.object-string``); one made
from a value the tool cannot read is a review item, never an empty input set."""

from __future__ import annotations

from conftest import bindings, capability, endpoints

CLIENT = (
    "type Params = Record<string, string | number | undefined>;\n"
    "function withParams(url: string, params?: Params): string {\n"
    "  if (!params) return url;\n"
    "  const kept = Object.fromEntries(\n"
    "    Object.entries(params).filter(([, v]) => v !== undefined && v !== null));\n"
    "  const query = new URLSearchParams(kept as Record<string, string>).toString();\n"
    "  return `${url}?${query}`;\n"
    "}\n"
    "async function call(url: string, options: {params?: Params} = {}) {\n"
    "  const res = await fetch(withParams(`/api${url}`, options.params));\n"
    "  return res.json();\n"
    "}\n"
    "export const api = {\n"
    "  get: (url: string, options?: {params?: Params}) => call(url, options),\n"
    "};\n")


def test_query_members_of_an_object_filtered_through_object_entries(derive_files):
    contract = derive_files({
        "src/client.ts": CLIENT,
        "src/comments.ts": (
            "import { api } from './client';\n"
            "export const comments = (threadId: string, page?: number) =>\n"
            "  api.get('/comments', { params: { threadId, page } });\n"
            "export const tags = () => api.get('/tags');\n")})
    assert endpoints(contract) == {("GET", "/api/comments"), ("GET", "/api/tags")}
    cap = capability(contract, "GET", "/api/comments")
    assert bindings(cap) == {"query:threadId": "threadId", "query:page": "page"}
    assert set(cap["inputSchema"]["properties"]) == {"threadId", "page"}
    # the caller always passes params, so `if (!params) return url` is not taken (rule
    # value.early-return): threadId (declared string) is always sent, page (page?) is optional
    assert cap["inputSchema"]["required"] == ["threadId"]
    [where] = cap["evidence"]["/inputSchema/properties/threadId"]
    assert (where["file"], where["line"], where["rule"]) == \
        ("src/comments.ts", 3, "query.param")
    assert bindings(capability(contract, "GET", "/api/tags")) == {}


def test_object_entries_of_a_literal_keeps_its_members_optional(derive_files):
    contract = derive_files({
        "src/a.ts": (
            "export function search(q: string, tag: string) {\n"
            "  const kept = Object.fromEntries(Object.entries({ q, tag }).filter(([, v]) => v));\n"
            "  return fetch(`/search?${new URLSearchParams(kept).toString()}`);\n"
            "}\n")})
    cap = capability(contract, "GET", "/search")
    assert bindings(cap) == {"query:q": "q", "query:tag": "tag"}
    assert "required" not in cap["inputSchema"]


def test_a_query_string_from_an_unreadable_value_is_reviewed(derive_files):
    contract = derive_files({
        "src/a.ts": (
            "import { currentFilters } from 'filter-store';\n"
            "export function search() {\n"
            "  const query = new URLSearchParams(currentFilters()).toString();\n"
            "  return fetch(`/search?${query}`);\n"
            "}\n")})
    cap = capability(contract, "GET", "/search")
    assert cap["inputSchema"]["properties"] == {}
    [item] = [r for r in contract["review"] if "query part" in r["message"]]
    assert item["capability"] == cap["name"]
    assert (item["severity"], item["message"]) == (
        "medium", "the query part '${…}' comes from an expression the tool cannot follow: "
        "its parameters are unknown and the Tool does not send them")
    assert cap["status"] == "requires-review"
    assert (item["evidence"][0]["file"], item["evidence"][0]["line"]) == ("src/a.ts", 3)


def test_entries_appended_in_an_object_entries_loop_are_the_objects_members(derive_files):
    contract = derive_files({
        "src/url.ts": (
            "export function queryOf(params: object = {}): string {\n"
            "  const search = new URLSearchParams();\n"
            "  Object.entries(params).forEach(([key, value]) => {\n"
            "    if (value !== undefined) search.append(key, value);\n"
            "  });\n"
            "  return search.toString();\n"
            "}\n"
            "export function withQuery(path: string, params: object = {}): string {\n"
            "  const query = queryOf(params);\n"
            "  return query ? `${path}?${query}` : path;\n"
            "}\n"),
        "src/reports.ts": (
            "import { withQuery } from './url';\n"
            "export const reports = (siteId: string, kind: string) =>\n"
            "  fetch(withQuery('/reports', { siteId, kind }));\n")})
    cap = capability(contract, "GET", "/reports")
    assert bindings(cap) == {"query:siteId": "siteId", "query:kind": "kind"}
    assert not [r for r in contract["review"] if "query part" in r["message"]]


def test_an_appended_key_the_tool_cannot_read_is_reviewed(derive_files):
    contract = derive_files({
        "src/a.ts": (
            "import { keyFor } from 'naming';\n"
            "export function search(field: string, q: string) {\n"
            "  const search = new URLSearchParams({ limit: '10' });\n"
            "  [field].forEach((f) => search.append(keyFor(f), q));\n"
            "  return fetch(`/search?${search.toString()}`);\n"
            "}\n")})
    cap = capability(contract, "GET", "/search")
    assert bindings(cap) == {"query:limit": "=10"}
    [item] = [r for r in contract["review"] if "query part" in r["message"]]
    assert (item["evidence"][0]["file"], item["evidence"][0]["line"]) == ("src/a.ts", 4)
