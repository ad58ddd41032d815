"""Rules ``description.merged-sites``, ``description.client-control`` and
``body.merged-sites``: what one call site says is not said of a Tool joining several."""
from __future__ import annotations

from conftest import capability

from code2skill.facts import Param
from code2skill.passes.descriptions import control_parameters, without_control_sentences

TYPES = (
    "export interface Catalog { id: string; name: string; size: number }\n"
    "export interface Draft { name: string; size?: number; note?: string }\n")
SITES = {
    "src/types.ts": TYPES,
    "src/api.ts": (
        "import type { Catalog, Draft } from './types';\n"
        "/** Copy a catalog item into the shop. */\n"
        "export function importItem(c: Catalog) {\n"
        "  return fetch('/api/items', { method: 'POST', body: JSON.stringify(\n"
        "    { name: c.name, size: c.size, ref: c.id }) });\n"
        "}\n"
        "/** Create a brand-new item (and its maker if needed). */\n"
        "export function createItem(d: Draft) {\n"
        "  return fetch('/api/items', { method: 'POST', body: JSON.stringify(\n"
        "    { name: d.name || undefined, size: d.size, note: d.note } ) });\n"
        "}\n"
        "/** Rename an item; a forced rename skips the check. */\n"
        "export function rename(id: string, name: string, force: boolean) {\n"
        "  if (force) {\n"
        "    return fetch(`/api/items/${id}`, { method: 'PUT', body: JSON.stringify(\n"
        "      { name, force: true }) });\n"
        "  }\n"
        "  return fetch(`/api/items/${id}`, { method: 'PUT', body: JSON.stringify({ name }) });\n"
        "}\n"
        "/** Find items by name. Pass an AbortSignal to cancel a stale search. */\n"
        "export function find(q: string, signal?: AbortSignal) {\n"
        "  return fetch(`/api/find?q=${q}`, { signal });\n"
        "}\n"),
    "src/page.ts": (
        "import { importItem, createItem, rename, find } from './api';\n"
        "export const a = (c: any) => importItem(c);\n"
        "export const b = (d: any) => createItem(d);\n"
        "export const r = (id: string, n: string) => rename(id, n, n === '!');\n"
        "export const f = (q: string, s: AbortController) => find(q, s.signal);\n")}


def test_one_sites_doc_is_no_description_of_a_tool_joining_two(derive_files):
    contract = derive_files(SITES)
    create = capability(contract, "POST", "/api/items")
    assert "brand-new" not in create["description"] and "Copy" not in create["description"]
    said = create["evidence"]["/description"][0]
    assert said["rule"] == "description.merged-sites" and said["kind"] == "default"
    sites = create["implementation"]["requests"][0]["callSites"]
    assert [s["line"] for s in sites] == [4, 9]
    kept = {ptr: refs[0] for ptr, refs in create["evidence"].items() if "/callSites/" in ptr}
    assert sorted(kept) == ["/implementation/requests/0/callSites/0",
                            "/implementation/requests/0/callSites/1"]
    assert kept["/implementation/requests/0/callSites/1"]["line"] == 8     # createItem
    assert "Create a brand-new item" in kept["/implementation/requests/0/callSites/1"]["note"]
    assert kept["/implementation/requests/0/callSites/0"]["rule"] == "description.merged-sites"


def test_a_doc_every_site_comes_from_describes_the_tool(derive_files):
    rename = capability(derive_files(SITES), "PUT", "/api/items/{id}")
    assert rename["description"] == "Rename an item; a forced rename skips the check."
    assert rename["evidence"]["/description"][0]["rule"] == "description.jsdoc"


def test_a_merged_tool_requires_only_what_every_site_proves_sent(derive_files):
    create = capability(derive_files(SITES), "POST", "/api/items")
    schema = create["inputSchema"]
    assert sorted(schema["properties"]) == ["name", "note", "ref", "size"]
    assert schema.get("required", []) == []            # name: d.name || undefined; size?
    name = create["evidence"]["/inputSchema/properties/name"]
    left = [e for e in name if e["rule"] == "body.merged-sites"]
    assert left and left[0]["line"] == 10 and "may send it absent" in left[0]["note"]


def test_a_single_typed_site_keeps_its_required_fields(derive_files):
    contract = derive_files({
        "src/types.ts": TYPES,
        "src/api.ts": (
            "import type { Catalog } from './types';\n"
            "export function importItem(c: Catalog) {\n"
            "  return fetch('/api/items', { method: 'POST', body: JSON.stringify(\n"
            "    { name: c.name, size: c.size }) });\n"
            "}\n"
            "export const a = (c: any) => importItem(c);\n")})
    create = capability(contract, "POST", "/api/items")
    assert create["inputSchema"]["required"] == ["name", "size"]


def test_a_sentence_naming_an_abort_signal_is_left_out(derive_files):
    find = capability(derive_files(SITES), "GET", "/api/find")
    assert find["description"] == "Find items by name."
    said = find["evidence"]["/description"][0]
    assert said["rule"] == "description.jsdoc" and "signal (AbortSignal)" in said["note"]


def test_control_parameters_are_signals_and_callbacks():
    params = (Param("q", "string"), Param("signal", "AbortSignal | undefined"),
              Param("onProgress", "(done: number) => void"), Param("ctl", "AbortController"),
              Param("abort", "boolean"))
    assert control_parameters(params) == {"signal": "AbortSignal", "onProgress": "a function",
                                          "ctl": "AbortController"}
    assert without_control_sentences("Upload a file. Each chunk is told to onProgress.",
                                      params) == ("Upload a file.", "onProgress (a function)")
    assert without_control_sentences("Pass an AbortSignal to stop.", params) == (
        "Pass an AbortSignal to stop.", "")                     # all of it: kept whole
    assert without_control_sentences("Find q. Pass a signal.", (Param("q", "string"),)) == (
        "Find q. Pass a signal.", "")


def test_a_typed_value_and_an_object_literal_send_the_union(derive_files):
    """Rule ``body.merged-sites``: ``d: Draft`` sent whole beside ``{name, quick: true}``:
    the Tool offers Draft's members and ``quick``, requires none, and says why."""
    contract = derive_files({
        "src/types.ts": TYPES,
        "src/api.ts": (
            "import type { Draft } from './types';\n"
            "export function createTyped(d: Draft) {\n"
            "  return fetch('/api/items', { method: 'POST', body: JSON.stringify(d) });\n"
            "}\n"
            "export function createQuick(name: string) {\n"
            "  return fetch('/api/items', { method: 'POST',\n"
            "    body: JSON.stringify({ name, quick: true }) });\n"
            "}\n"),
        "src/page.ts": (
            "import { createTyped, createQuick } from './api';\n"
            "import type { Draft } from './types';\n"
            "export const a = (d: Draft) => createTyped(d);\n"
            "export const b = (n: string) => createQuick(n);\n")})
    create = capability(contract, "POST", "/api/items")
    schema = create["inputSchema"]
    assert sorted(schema["properties"]) == ["name", "note", "quick", "size"]
    assert schema["properties"]["quick"]["enum"] == [True]
    assert "required" not in schema
    [item] = [r for r in contract["review"] if r["capability"] == create["name"]
              and "different shapes" in r["message"]]
    assert item["severity"] == "low" and "(Draft, object literals)" in item["message"]


JSON = "{'Content-Type': 'application/json'}"


def test_a_site_sending_no_body_leaves_every_body_field_optional(derive_files):
    repair = capability(derive_files({"src/a.js": (
        "export function repairNow(id) { return fetch(`/api/backup/${id}/repair`, "
        "{method: 'POST'}); }\n"
        "export function restoreRepair(id, mode) {\n"
        "  return fetch(`/api/backup/${id}/repair`, {method: 'POST', headers: " + JSON + ",\n"
        "    body: JSON.stringify({overwrite: mode == 'overwrite'})});\n"
        "}\n")}), "POST", "/api/backup/{id}/repair")
    assert repair["inputSchema"]["required"] == ["id"]
    assert repair["inputSchema"]["properties"]["overwrite"]["type"] == "boolean"


POST = "{method: 'POST', headers: " + JSON + ", body: JSON.stringify("
NESTED_DIRECT = (
    "export function addFile(meta, start) { return fetch('/api/torrents', " + POST
    + "{params: {metainfo: meta, paused: !start}})}); }\n"
    "export function addUrl(url, options) { return fetch('/api/torrents', " + POST
    + "{params: {filename: url, paused: options.paused}})}); }\n")
NESTED_WRAPPED = (
    "const post = (o) => fetch('/api/torrents', " + POST + "o)});\n"
    "export function addFile(meta, start) { return post({params: {metainfo: meta, "
    "paused: !start}}); }\n"
    "export function addUrl(url, options) { return post({params: {filename: url, "
    "paused: options.paused}}); }\n")


def test_a_nested_object_requires_only_what_every_site_proves_sent(derive_files):
    # two direct call sites, and the same two through a wrapper they call with literals:
    # options.paused is no member the source proves sent
    for source in (NESTED_DIRECT, NESTED_WRAPPED):
        params = capability(derive_files({"src/a.js": source}), "POST", "/api/torrents")[
            "inputSchema"]["properties"]["params"]
        assert params["properties"]["paused"] == {"description": "Paused of the param.",
                                                  "type": "boolean"}
        assert "required" not in params, source
        assert sorted(params["properties"]) == ["filename", "metainfo", "paused"], source


def test_a_nested_object_gains_the_members_other_sites_send(derive_files):
    # {meta: {title, tags}} and {meta: {color}}: one input meta with all three, none required,
    # color cited at the site sending it
    source = ("import axios from 'axios';\n"
              "export const saveA = (id, tags) => axios.put('/api/items/' + id, "
              "{meta: {title: 'a', tags: tags}});\n"
              "export const saveB = (id, color) => axios.put('/api/items/' + id, "
              "{meta: {color: color}});\n")
    tool = capability(derive_files({"src/a.js": source}), "PUT", "/api/items/{id}")
    meta = tool["inputSchema"]["properties"]["meta"]
    assert sorted(meta["properties"]) == ["color", "tags", "title"]
    assert "required" not in meta
    cited = tool["evidence"]["/inputSchema/properties/meta/properties/color"]
    assert [(e["rule"], e["line"]) for e in cited] == [("body.merged-sites", 3)]


def test_a_fixed_header_some_sites_send_is_an_optional_input(derive_files):
    # X-Team: 'a' sent by one of two joined call sites is not pinned for both
    source = ("import axios from 'axios';\n"
              "export const search = (q: string) => axios.get('/api/items', "
              "{params: {q}, headers: {'X-Team': 'a'}});\n"
              "export const first = (q: string) => axios.get('/api/items', {params: {q}});\n")
    tool = capability(derive_files({"src/a.ts": source}), "GET", "/api/items")
    assert tool["inputSchema"]["properties"]["x_team"] == {
        "description": "Value of the X-Team request header, sent by some of the call sites only.",
        "enum": ["a"], "type": "string"}
    assert "x_team" not in tool["inputSchema"].get("required", [])
    bindings = tool["implementation"]["requests"][0]["bindings"]
    assert {"input": "x_team", "target": "header:X-Team", "value": None} in bindings
    cited = tool["evidence"]["/inputSchema/properties/x_team"]
    assert [(e["rule"], e["line"]) for e in cited] == [("header.merged-sites", 2)]
