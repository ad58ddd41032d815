"""Query strings a client builds outside the URL literal: an ``&``-joined array of many
conditional entries (rule ``query.optional-entries``: each is an optional parameter), a
``qs.stringify(x)`` of an object its callers pass (its members, like
``new URLSearchParams(x)``'s), and a part the tool cannot follow (a model's
``buildQuery()`` of an object it cannot read): a ``medium`` review item naming the part, so
the Tool is ``requires-review``, never an exportable draft that drops the parameters."""
from __future__ import annotations

from conftest import bindings, capability

STATS = (
    "import axios from 'axios';\n"
    "export function stats(req: {tz: boolean, start?: number, end?: number, tag?: string,\n"
    "                            kw?: string, mode?: number}) {\n"
    "  const queryParams: string[] = [];\n"
    "  if (req.start) { queryParams.push(`start_time=${req.start}`); }\n"
    "  if (req.end) { queryParams.push(`end_time=${req.end}`); }\n"
    "  if (req.tag) { queryParams.push(`tag_filter=${encodeURIComponent(req.tag)}`); }\n"
    "  if (req.kw) { queryParams.push(`keyword=${encodeURIComponent(req.kw)}`); }\n"
    "  if (req.mode) { queryParams.push(`match_mode=${req.mode}`); }\n"
    "  return axios.get(`/api/stats.json?tz=${req.tz}`\n"
    "    + (queryParams.length ? '&' + queryParams.join('&') : ''));\n"
    "}\n")


def test_many_conditional_entries_of_a_joined_array_are_optional_parameters(derive_files):
    contract = derive_files({"src/api.ts": STATS})
    cap = capability(contract, "GET", "/api/stats.json")
    assert bindings(cap) == {"query:tz": "tz", "query:start_time": "start_time",
                             "query:end_time": "end_time", "query:tag_filter": "tag_filter",
                             "query:keyword": "keyword", "query:match_mode": "match_mode"}
    assert cap["inputSchema"]["required"] == ["tz"]
    assert cap["status"] == "draft"
    assert not [r for r in contract["review"] if "query part" in r["message"]]


def test_entries_pushed_in_a_loop_are_optional(derive_files):
    contract = derive_files({"src/api.ts": (
        "export function list(ids: string[], page: number) {\n"
        "  const q: string[] = [`page=${page}`];\n"
        "  for (const id of ids) { q.push(`id=${id}`); }\n"
        "  return fetch('/api/items?' + q.join('&'));\n"
        "}\n")})
    cap = capability(contract, "GET", "/api/items")
    assert bindings(cap) == {"query:page": "page", "query:id": "id"}
    assert cap["inputSchema"]["required"] == ["page"]


def test_qs_stringify_of_a_callers_object_gives_its_members(derive_files):
    contract = derive_files({
        "src/api.ts": (
            "import axios from 'axios';\n"
            "import qs from 'qs';\n"
            "export const find = (filters: {q: string, page: number}) =>\n"
            "  axios.get('/api/find?' + qs.stringify(filters));\n"),
        "src/page.ts": (
            "import { find } from './api';\n"
            "export const load = () => find({ q: 'x', page: 1 });\n")})
    cap = capability(contract, "GET", "/api/find")
    assert bindings(cap) == {"query:q": "q", "query:page": "page"}   # query.typed-object
    assert {name: sub["type"] for name, sub in cap["inputSchema"]["properties"].items()} == {
        "q": "string", "page": "number"}
    assert sorted(cap["inputSchema"]["required"]) == ["page", "q"]


def test_a_query_from_a_model_method_the_tool_cannot_follow_is_reviewed(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "import { AmountsRequest } from 'amounts-model';\n"
        "export function amounts(params: object, excludeIds: string[]) {\n"
        "  let queryParams = AmountsRequest.of(params).buildQuery();\n"
        "  if (excludeIds.length) {\n"
        "    queryParams = queryParams + `&exclude_ids=${excludeIds.join(',')}`;\n"
        "  }\n"
        "  return axios.get(`/api/amounts.json?${queryParams}`);\n"
        "}\n")})
    cap = capability(contract, "GET", "/api/amounts.json")
    assert cap["status"] == "requires-review"
    assert [(r["severity"], r["message"], r["evidence"][0]["line"]) for r in contract["review"]
            if "query part" in r["message"]] == [
        ("medium", "the query part '${queryParams}' comes from an expression the tool cannot "
         "follow: its parameters are unknown and the Tool does not send them", 8)]


def test_a_conditional_spread_in_a_search_params_object_gives_optional_entries(derive_files):
    contract = derive_files({"src/api.ts": (
        "export function comments(trail: string, handle?: string) {\n"
        "  return fetch('/api/v1/comment?' + new URLSearchParams({\n"
        "    filter: `trail=${trail}`, sort: '-created', ...(handle ? { handle } : {}),\n"
        "  }));\n"
        "}\n")})
    cap = capability(contract, "GET", "/api/v1/comment")
    assert bindings(cap) == {"query:filter": "filter", "query:sort": "=-created",
                             "query:handle": "handle"}
    assert cap["inputSchema"]["required"] == ["filter"]
    assert cap["status"] == "draft"


def test_a_search_params_value_holding_ampersands_stays_one_parameter(derive_files):
    contract = derive_files({"src/api.ts": (
        "export function logs(category: string, start?: string) {\n"
        "  let filter = `category!=null&&'${category}'~trail.category`;\n"
        "  if (start) { filter += `&&date>='${start}'`; }\n"
        "  return fetch('/api/v1/logs?' + new URLSearchParams({ filter, sort: '-date' }));\n"
        "}\n")})
    cap = capability(contract, "GET", "/api/v1/logs")
    assert bindings(cap) == {"query:filter": "filter", "query:sort": "=-date"}
    assert not [r for r in contract["review"] if "query part" in r["message"]]
    assert cap["status"] == "draft"
