"""Loops over an option object's members (``code2skill.object_loops``): the keys of the
object a caller passes become the request's query parameters (rule ``query.entries-loop``)."""
from __future__ import annotations

from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Hole, Index, Lit, Member, Ref, Tmpl
from code2skill.object_loops import key_source, listed_key, pair_key, pushed_pairs_source
from code2skill.recogniser_context import Frame

from conftest import bindings, capability, endpoints, sample_files


class Facts:
    """The ``function``/``calls_by_scope`` view the functions read, over one module."""

    def __init__(self, path: str, source: str):
        self.path = path
        self.module = extract_module(path, "typescript", source.encode())
        self.calls_by_scope: dict = {}
        for site in self.module.calls:
            self.calls_by_scope.setdefault((path, site.scope), []).append(site)

    def function(self, fid):
        return self.module.functions.get(fid) if fid else None

    def named(self, name: str) -> str:
        return next(fid for fid, fn in self.module.functions.items() if fn.name == name)

    def scopes(self, fid: str) -> list:
        return [fid] + [f for f, fn in self.module.functions.items() if fn.parent == fid]


SERIALISE = """
export function send(endpoint: string, config: { query?: Record<string, string> }) {
  const params: string[] = [];
  for (const [key, value] of Object.entries(config.query)) {
    const k = encodeURIComponent(key);
    params.push(`${k}=${encodeURIComponent(value)}`);
  }
  return fetch(`/${endpoint}?${params.join("&")}`);
}
"""


def test_pair_key_reads_the_key_before_the_equals_sign():
    key = Ref("k")
    assert pair_key(Tmpl((Hole("k", key), Lit("="), Hole("v", Ref("v"))))) == key
    assert pair_key(Tmpl((Lit(""), Hole("k", key), Lit("=x")))) == key
    assert pair_key(Tmpl((Lit("a="), Hole("v", Ref("v"))))) is None      # a fixed key
    assert pair_key(Tmpl((Hole("k", key), Lit("/")))) is None
    assert pair_key(Ref("pair")) is None


def test_key_source_follows_encodings_and_locals_to_the_loop():
    facts = Facts("src/send.ts", SERIALISE)
    fid = facts.named("send")
    found = key_source(Ref("k"), Frame("src/send.ts", fid), facts)
    assert found is not None
    source, frame = found
    assert source == Member(Ref("config", source.obj.span), "query", source.span)
    assert frame.fid == fid
    assert key_source(Ref("endpoint"), Frame("src/send.ts", fid), facts) is None


def test_pushed_pairs_are_the_looped_object():
    facts = Facts("src/send.ts", SERIALISE)
    fid = facts.named("send")
    found = pushed_pairs_source("params", Frame("src/send.ts", fid), facts.scopes(fid), facts)
    assert found is not None and isinstance(found[0], Member) and found[0].prop == "query"


def test_a_pair_from_anywhere_else_keeps_the_array_unknown():
    facts = Facts("src/send.ts", SERIALISE.replace(
        "    params.push(`${k}=", "    params.push(`page=${page}`);\n    params.push(`${k}="))
    fid = facts.named("send")
    assert pushed_pairs_source("params", Frame("src/send.ts", fid), facts.scopes(fid),
                               facts) is None


def test_an_array_changed_otherwise_is_not_the_object():
    facts = Facts("src/send.ts", SERIALISE.replace(
        "  return fetch", "  params.splice(0, 1);\n  return fetch"))
    fid = facts.named("send")
    assert pushed_pairs_source("params", Frame("src/send.ts", fid), facts.scopes(fid),
                               facts) is None


def test_caller_object_keys_become_query_parameters(derive_files):
    contract = derive_files({
        "src/send.ts": SERIALISE,
        "src/api.ts": ("import { send } from './send';\n"
                       "export const find = (sort: string, tag: string) =>\n"
                       "  send('api/filters', { query: { sort, indexer: tag } });\n"),
    })
    assert endpoints(contract) == {("GET", "/api/filters")}
    cap = capability(contract, "GET", "/api/filters")
    assert bindings(cap) == {"query:indexer": "indexer", "query:sort": "sort"}
    assert not [r for r in contract["review"] if "query part" in r["message"]]


def test_search_params_set_in_a_for_of_keys_loop(derive_files):
    contract = derive_files({"src/logs.ts": (
        "function request(path: string, query: Record<string, string>) {\n"
        "  const search = new URLSearchParams();\n"
        "  for (const name of Object.keys(query)) search.append(name, query[name]);\n"
        "  return fetch(`/api/${path}?${search}`);\n}\n"
        "export const findLogs = (level: string) => request('logs', { level, limit: '20' });\n")})
    cap = capability(contract, "GET", "/api/logs")
    assert bindings(cap) == {"query:level": "level", "query:limit": "=20"}


def test_pairs_of_a_fixed_key_list_stay_reviewed(derive_files):
    contract = derive_files({"src/send.ts": (
        "export function send(values: Record<string, string>) {\n"
        "  const params: string[] = [];\n"
        "  for (const key of ['a', 'b']) params.push(`${key}=${values[key]}`);\n"
        "  return fetch(`/api/things?${params.join('&')}`);\n}\n")})
    cap = capability(contract, "GET", "/api/things")
    assert cap["inputSchema"]["properties"] == {}
    assert [r for r in contract["review"] if "query part" in r["message"]]


def test_sample_bulk_delete_keeps_its_filters(derive_files):
    files = sample_files("wrapper-query-config", "src/api/client.ts", "src/api/index.ts")
    contract = derive_files(files)
    cap = capability(contract, "DELETE", "/api/release")
    assert bindings(cap) == {"query:indexer": "indexer", "query:olderThan": "olderThan",
                             "query:releaseStatus": "releaseStatus"}
    assert cap["status"] == "draft"


def test_url_search_params_appended_in_a_loop_take_the_callers_keys(derive_files):
    contract = derive_files({"src/route.ts": (
        "export function route(rest: string, params: Record<string, string> = {}): string {\n"
        "  const url = new URL('/api/v1' + rest, 'http://localhost.com');\n"
        "  for (const [key, value] of Object.entries(params)) {\n"
        "    url.searchParams.append(key, String(value));\n  }\n"
        "  return url.toString().replace('http://localhost.com', '');\n}\n"
        "export const labels = (page: string) => fetch(route('/labels', { page }));\n")})
    assert endpoints(contract) == {("GET", "/api/v1/labels")}
    assert bindings(capability(contract, "GET", "/api/v1/labels")) == {"query:page": "page"}
    assert not [r for r in contract["review"] if "query part" in r["message"]]


WRAPPER_TWO_LOOPS = (
    "export async function makeFetch(input: string, opts: {method?: string,\n"
    "    querystring?: Record<string, string | number>, params?: Record<string, string>}) {\n"
    "  let url = input;\n"
    "  if (opts.querystring) {\n"
    "    const querystring = new URLSearchParams();\n"
    "    for (const [key, value] of Object.entries(opts.querystring)) {\n"
    "      querystring.set(key, String(value));\n"
    "    }\n"
    "    url += `?${querystring.toString()}`;\n"
    "  }\n"
    "  if (opts.params) {\n"
    "    for (const [key, value] of Object.entries(opts.params)) {\n"
    "      url = url.replace(`:${key}`, value);\n"
    "    }\n"
    "  }\n"
    "  return fetch(url, {method: opts.method});\n"
    "}\n")


def test_loops_declaring_the_same_names_each_read_their_own_object(derive_files):
    """Rule ``value.loop-scoped``: the query loop's key is its own object's, though the
    placeholder loop after it declares ``key`` too; a caller passing no query sends none and
    has no review item, one passing an object literal sends its keys, one passing an object
    the source does not show keeps the query reviewed."""
    contract = derive_files({"src/client.ts": WRAPPER_TWO_LOOPS, "src/api.ts": (
        "import { makeFetch } from './client';\n"
        "export const all = () => makeFetch('/api/notes', {method: 'GET'});\n"
        "export const one = (id: string) =>\n"
        "  makeFetch('/api/notes/:id', {method: 'GET', params: {id}});\n"
        "export const search = (text: string, page: number) =>\n"
        "  makeFetch('/api/search', {method: 'GET', querystring: {text, page}});\n"
        "export const filter = (filters: Record<string, string>) =>\n"
        "  makeFetch('/api/filter', {method: 'GET', querystring: filters});\n")})
    assert endpoints(contract) == {("GET", "/api/notes"), ("GET", "/api/notes/{id}"),
                                   ("GET", "/api/search"), ("GET", "/api/filter")}
    assert bindings(capability(contract, "GET", "/api/notes")) == {}
    assert bindings(capability(contract, "GET", "/api/notes/{id}")) == {"path:id": "id"}
    assert bindings(capability(contract, "GET", "/api/search")) == {
        "query:page": "page", "query:text": "text"}
    reviewed = {r["capability"] for r in contract["review"] if r["severity"] == "medium"}
    names = {c["name"]: c["implementation"]["requests"][0]["pathTemplate"]
             for c in contract["capabilities"]}
    assert {names[n] for n in reviewed if n in names} == {"/api/filter"}


BUILD_URL = (
    "export function buildUrl(url: string, data?: {[key: string]: unknown}): string {\n"
    "  if (data) {\n"
    "    const keys = Object.getOwnPropertyNames(data);\n"
    "    if (keys.length > 0) {\n"
    "      url += '?';\n"
    "      for (let i = 0; i < keys.length; i++) {\n"
    "        url += keys[i] + '=' + data[keys[i]];\n"
    "        if (i < keys.length - 1) {\n"
    "          url += '&';\n"
    "        }\n"
    "      }\n"
    "    }\n"
    "  }\n"
    "  return url;\n"
    "}\n"
    "export function getJson(url: string, query?: {[key: string]: unknown}) {\n"
    "  return fetch('/api' + buildUrl(url, query));\n"
    "}\n")


def test_listed_key_reads_keys_by_position_to_their_object():
    facts = Facts("src/a.ts", BUILD_URL)
    fid = facts.named("buildUrl")
    found = listed_key(Index(Ref("keys"), Ref("i")), Frame("src/a.ts", fid, None), facts)
    assert found is not None and found[0] == Ref("data", found[0].span)
    assert listed_key(Index(Ref("data"), Ref("i")), Frame("src/a.ts", fid, None),
                      facts) is None


def test_a_counted_loop_appending_pairs_sends_the_callers_keys(derive_files):
    """Rule ``query.counted-loop``: ``url += keys[i] + '=' + data[keys[i]]`` over
    ``Object.getOwnPropertyNames(data)`` sends the keys of the object each caller passes; a
    caller passing none sends no query and has no review item."""
    contract = derive_files({"src/net.ts": BUILD_URL, "src/api.ts": (
        "import { getJson } from './net';\n"
        "export const settings = () => getJson('/settings');\n"
        "export const content = (dir: string, since: number) =>\n"
        "  getJson('/content/' + dir, {since});\n")})
    assert bindings(capability(contract, "GET", "/api/settings")) == {}
    cap = capability(contract, "GET", "/api/content/{dir}")
    assert bindings(cap) == {"path:dir": "dir", "query:since": "since"}
    assert "query.counted-loop" in {
        e["rule"] for k, items in cap["evidence"].items() if "bindings" in k for e in items}
    assert not [r for r in contract["review"] if "query part" in r["message"]]
