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
