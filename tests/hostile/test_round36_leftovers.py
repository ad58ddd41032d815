"""Hostile input, the leftovers of round 36: ``a ?? b`` read as ``a || b`` (a destructive
request on a path the call never sends)."""
from __future__ import annotations

import json

from hostile_support import code2skill, tree


def requests(tmp_path, source: str) -> tuple[list[tuple], dict]:
    """``[(method, path template, [call site lines])]`` of the contract derived from one
    file, sorted, and the contract."""
    app = tree(tmp_path / "app", {"package.json": '{"name": "h"}', "src/a.js": source})
    done = code2skill("derive", app, "-o", tmp_path / "c.json", "-q", "--jobs", "1")
    assert done.returncode == 0, done.stderr
    contract = json.loads((tmp_path / "c.json").read_text())
    return sorted((r["method"], r["pathTemplate"], [s["line"] for s in r["callSites"]])
                  for c in contract["capabilities"] for r in c["implementation"]["requests"]), \
        contract


def test_nullish_fallback_keeps_an_empty_string_and_zero(tmp_path):
    """Rule value.nullish-default: ``'' ?? d`` is ``''`` and ``0 ?? d`` is ``0``, so the
    DELETEs go to /api and /api0 (the browser's paths), never to the default's /api/events;
    ``url || d`` still drops ``''``."""
    found, _ = requests(tmp_path, (
        "export function req2(url) {\n"
        "  url = url ?? '/events';\n"
        "  return fetch(`/api${url}`, {method: 'DELETE'});\n"
        "}\n"
        "export const c = () => req2('');\n"
        "export const z = () => req2(0);\n"
        "export function req4(url) { return fetch(`/api/x${url || '/all'}`, {method: 'DELETE'}); }\n"
        "export const e = () => req4('');\n"))
    assert found == [("DELETE", "/api", [5]), ("DELETE", "/api/x/all", [8]),
                     ("DELETE", "/api0", [6])]
