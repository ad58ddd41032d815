"""A local copied from another name and grown under an ``if`` on a parameter's member (``let url
= path; if (opts.query) url += `?${qs}```) is decided per caller (rule ``value.guarded-copy``):
a caller's fixed query value stays fixed, a caller passing no query sends none."""
from __future__ import annotations

from conftest import capability

WRAPPER = (
    "async function api(path, opts = {}) {\n"
    "  let url = path\n"
    "  if (opts.query) {\n"
    "    const qs = new URLSearchParams()\n"
    "    for (const [k, v] of Object.entries(opts.query)) qs.set(k, v)\n"
    "    url += `?${qs.toString()}`\n"
    "  }\n"
    "  return fetch(url)\n"
    "}\n"
    "export const logs = (level) => api('/api/logs', { query: { level, limit: '20' } })\n"
    "export const jobs = () => api('/api/jobs')\n")


def bindings(cap: dict) -> dict[str, tuple]:
    return {b["target"]: (b["input"], b["value"])
            for b in cap["implementation"]["requests"][0]["bindings"]}


def test_a_fixed_query_value_under_a_guard_stays_fixed(derive_files):
    contract = derive_files({"src/api.js": WRAPPER})
    logs = capability(contract, "GET", "/api/logs")
    assert bindings(logs) == {"query:level": ("level", None), "query:limit": (None, 20)}
    assert sorted(logs["inputSchema"]["properties"]) == ["level"]
    assert bindings(capability(contract, "GET", "/api/jobs")) == {}

