"""The output schema from the response fields the client reads (rule ``output.response-read``).

Each test is a tiny client in a temporary folder; assertions are the exact output schema of the
capability and the evidence line of each property, and a null output where nothing is read.
"""
from __future__ import annotations

from conftest import capability

AXIOS_API = ("import axios from 'axios';\n"
             "export const api = axios.create({ baseURL: '/' });\n")
NOTE = "The response fields the client reads; the backend may return more."


def lines(cap: dict, ptr: str) -> list[int]:
    """Evidence lines under ``/outputSchema`` + ``ptr``, all of rule ``output.response-read``."""
    items = cap["evidence"]["/outputSchema" + ptr]
    assert {e["rule"] for e in items} == {"output.response-read"}
    assert {e["kind"] for e in items} == {"observed"}
    return sorted(e["line"] for e in items)


def test_then_callback_reads_through_a_wrapper(derive_files):
    contract = derive_files({
        "src/api.js": AXIOS_API + "export const get = (path) => api.get(path);\n",
        "src/profile.js": (
            "import { get } from './api';\n"
            "export function load(commit, name) {\n"
            "  return get(`/profiles/${name}`).then(({ data }) => {\n"
            "    commit('SET_PROFILE', data.profile);\n"
            "    return data;\n"
            "  }).catch(() => {});\n"
            "}\n"),
    })
    cap = capability(contract, "GET", "/profiles/{name}")
    assert cap["outputSchema"] == {"type": "object", "description": NOTE,
                                   "properties": {"profile": {}}}
    assert lines(cap, "/properties/profile") == [4]
    assert not [r for r in contract["review"] if r["capability"] == cap["name"]
                and "output schema" in r["message"]]


def test_items_of_an_iterated_array_and_nested_members(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export async function feed() {\n"
        "  const res = await api.get('/articles');\n"
        "  const count = res.data.articlesCount;\n"
        "  return res.data.articles.map((a) => ({ title: a.title, who: a.author.username }));\n"
        "}\n")})
    cap = capability(contract, "GET", "/articles")
    assert cap["outputSchema"] == {
        "type": "object", "description": NOTE,
        "properties": {
            "articlesCount": {},
            "articles": {"type": "array", "items": {"type": "object", "properties": {
                "title": {}, "author": {"type": "object", "properties": {"username": {}}}}}}}}
    assert lines(cap, "/properties/articlesCount") == [5]
    assert lines(cap, "/properties/articles") == [6, 6, 6]
    assert lines(cap, "/properties/articles/items/properties/author/properties/username") == [6]


def test_index_and_length_reads(derive_files):
    contract = derive_files({"src/a.ts": (
        "export async function first() {\n"
        "  const r = await fetch('/api/lists');\n"
        "  const body = await r.json();\n"
        "  const n = body.lists.length;\n"
        "  return body.lists[0].id;\n"
        "}\n")})
    cap = capability(contract, "GET", "/api/lists")
    assert cap["outputSchema"]["properties"] == {
        "lists": {"type": "array", "items": {"type": "object", "properties": {"id": {}}}}}
    assert lines(cap, "/properties/lists") == [4, 5]


def test_nothing_read_keeps_output_null_with_a_review(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export const save = (body: object) => api.post('/notes', body);\n"
        "export async function run() { await save({ text: 'x' }); }\n")})
    cap = capability(contract, "POST", "/notes")
    assert cap["outputSchema"] is None
    assert [e["rule"] for e in cap["evidence"]["/outputSchema"]] == ["output.not-derived"]
    assert [r["message"] for r in contract["review"] if r["capability"] == cap["name"]
            and "output" in r["message"]] == [
        "output schema not derived: the response shape the client reads is not proven"]


def test_a_value_two_endpoints_may_have_returned_proves_nothing(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export async function load(mine: boolean) {\n"
        "  const res = mine ? await api.get('/me/items') : await api.get('/items');\n"
        "  return res.data.items;\n"
        "}\n")})
    assert capability(contract, "GET", "/items")["outputSchema"] is None
    assert capability(contract, "GET", "/me/items")["outputSchema"] is None


def test_declared_response_type_wins_over_reads(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "interface Tag { name: string }\n"
        "export async function tags() {\n"
        "  const res = await api.get<Tag[]>('/tags');\n"
        "  return res.data.map((t) => t.name);\n"
        "}\n")})
    cap = capability(contract, "GET", "/tags")
    assert cap["outputSchema"]["type"] == "array"
    assert [e["rule"] for e in cap["evidence"]["/outputSchema"]] == ["output.type-argument"]
    assert not any(k.startswith("/outputSchema/") for k in cap["evidence"])


def fanned_wrappers(n: int) -> str:
    """A response handed down three levels of wrappers, each calling the one below ``n``
    times, to a function sending a member of it: n^3 paths of calls, three functions."""
    out = ["import axios from 'axios';",
           "function use0(item) { return axios.delete(`/api/items/${item.id}`); }"]
    out += [f"function use{level}(item) {{ " + f"use{level - 1}(item); " * n + "}"
            for level in range(1, 4)]
    out.append("export const load = () => axios.get('/api/items').then(res => use3(res.data));")
    return "\n".join(out) + "\n"


def test_a_parameter_passed_down_fanned_wrappers_is_followed_once_per_level(derive_files,
                                                                           monkeypatch):
    """Rules ``output.response-read`` and ``dataflow.response-value``: what the callers of a
    parameter pass is followed once per parameter and level of calls, so the substitutions
    grow with the calls written (51 for n = 8, 9 for n = 1), never with the paths through
    them (n^3: 2,193 for n = 8), and the contract is the same for any n."""
    from code2skill.program import Program
    substituted = [0]
    called_with = Program.called_with

    def counted(self, *args, **kwargs):
        substituted[0] += 1
        return called_with(self, *args, **kwargs)

    monkeypatch.setattr(Program, "called_with", counted)
    work = {}
    for n in (1, 8):
        substituted[0] = 0
        contract = derive_files({"src/a.js": fanned_wrappers(n)})
        work[n] = substituted[0]
        assert [c["name"] for c in contract["capabilities"]] == ["delete_item", "list_items"]
        delete = capability(contract, "DELETE", "/api/items/{id}")
        assert [(b["target"], b["input"]) for b in
                delete["implementation"]["requests"][0]["bindings"]] == [("path:id", "id")]
    assert work[8] <= 8 * work[1], work


def test_a_read_under_a_failed_fetch_is_the_error_bodys(derive_files):
    """Rule ``output.error-branch``: ``data.error`` read only when ``!response.ok`` is the
    error body's; the success branch's ``data.title`` is the output's."""
    contract = derive_files({"src/embed.ts": (
        "export async function load(id: string, show: (t: string) => void) {\n"
        "  const response = await fetch(`/api/embed/${id}`);\n"
        "  if (!response.ok) {\n"
        "    const failure = await response.json();\n"
        "    throw new Error(failure.error || 'failed');\n"
        "  }\n"
        "  const data = await response.json();\n"
        "  show(data.title);\n"
        "}\n"
        "export async function raw(id: string, keep: (d: unknown) => void) {\n"
        "  const response = await fetch(`/api/raw/${id}`);\n"
        "  if (!response.ok) {\n"
        "    const data = await response.json();\n"
        "    throw new Error(data.error);\n"
        "  }\n"
        "  keep(await response.json());\n"
        "}\n")})
    cap = capability(contract, "GET", "/api/embed/{id}")
    assert cap["outputSchema"] == {"type": "object", "description": NOTE,
                                   "properties": {"title": {}}}
    assert lines(cap, "/properties/title") == [8]
    raw = capability(contract, "GET", "/api/raw/{id}")
    assert raw["outputSchema"] is None
