"""Rule ``value.client-generated``: a cache-buster query value the client makes at each call
is no Agent input."""
from __future__ import annotations

from conftest import capability, endpoints


def test_cache_buster_query_values_are_no_inputs(derive_files):
    contract = derive_files({"src/a.js": (
        "import axios from 'axios';\n"
        "export const a = () => axios.get(`/api/list?t=${Date.now()}`);\n"
        "export const b = () => axios.get('/api/items', { params: { _: Date.now(), page: 1 } });\n"
        "export const c = (q) => axios.get('/api/find', { params: { q, ts: new Date().getTime() } });\n"
        "export const d = () => fetch('/api/r?rnd=' + Math.random());\n")})
    assert endpoints(contract) == {("GET", "/api/list"), ("GET", "/api/items"),
                                   ("GET", "/api/find"), ("GET", "/api/r")}
    expected = {"/api/list": ("t", "Date.now()", 2), "/api/items": ("_", "Date.now()", 3),
                "/api/find": ("ts", "new Date().getTime()", 4), "/api/r": ("rnd", "Math.random()", 5)}
    for path, (name, made_by, line) in expected.items():
        cap = capability(contract, "GET", path)
        bindings = cap["implementation"]["requests"][0]["bindings"]
        index = [b["target"] for b in bindings].index(f"query:{name}")
        assert bindings[index] == {"input": None, "target": f"query:{name}", "value": None}
        assert name not in cap["inputSchema"].get("properties", {})
        [ev] = cap["evidence"][f"/implementation/requests/0/bindings/{index}"]
        assert (ev["rule"], ev["kind"], ev["line"], ev["note"]) == (
            "value.client-generated", "observed", line, f"made by {made_by} at each call")
    find = capability(contract, "GET", "/api/find")
    assert list(find["inputSchema"]["properties"]) == ["q"]


def test_a_clock_read_through_a_variable_or_a_helper_is_no_header_input(derive_files):
    contract = derive_files({"src/a.js": (
        "function localNow() {\n"
        "  const date = new Date();\n"
        "  return date.toISOString().replace('T', ' ');\n"
        "}\n"
        "export const a = (id) => fetch(`/api/notes/${id}`, { method: 'PUT',\n"
        "  headers: { 'x-local-now': localNow(), 'x-sent-at': new Date(), 'x-note': id } });\n")})
    cap = capability(contract, "PUT", "/api/notes/{id}")
    bindings = cap["implementation"]["requests"][0]["bindings"]
    notes = {}
    for index, binding in enumerate(bindings):
        if binding["target"] in ("header:x-local-now", "header:x-sent-at"):
            assert binding == {"input": None, "target": binding["target"], "value": None}
            [ev] = cap["evidence"][f"/implementation/requests/0/bindings/{index}"]
            notes[binding["target"]] = (ev["rule"], ev["line"], ev["note"])
    assert notes == {
        "header:x-local-now": ("value.client-generated", 3,
                               "made by new Date().toISOString().replace() at each call"),
        "header:x-sent-at": ("value.client-generated", 6, "made by new Date() at each call")}
    assert sorted(cap["inputSchema"]["properties"]) == ["id", "x_note"]


def test_a_date_the_program_defines_is_no_clock(derive_files):
    contract = derive_files({"src/a.js": (
        "class Date { constructor() { this.v = 'fixed'; } }\n"
        "export const a = () => fetch('/api/a', { method: 'POST',\n"
        "  headers: { 'x-when': new Date() } });\n")})
    bindings = capability(contract, "POST", "/api/a")["implementation"]["requests"][0]["bindings"]
    assert [b["target"] for b in bindings if b["input"] is None and b["value"] is None] == []
