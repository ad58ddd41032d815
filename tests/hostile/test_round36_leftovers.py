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


SIGN_IN = ("hunter2" + "Pw8Rt", "Zz9" + "secretQ", "Qq7" + "hunterX")   # assembled at run time


def test_a_secret_in_the_segment_after_a_sign_in_word_is_never_written(tmp_path):
    """Rule redact.sign-in-segment: a literal hole, a + operand and a module constant filling
    the segment after /login/ or /session/ are in no output (contract, graph, cache, stderr),
    each request is reviewed high; a route word there (/auth/login/google) stays."""
    app = tree(tmp_path / "app", {"package.json": '{"name": "h"}', "src/a.js": (
        f"const PW = '{SIGN_IN[2]}';\n"
        f"export const a = () => fetch(`/api/login/${{'{SIGN_IN[0]}'}}`, {{ method: 'POST' }});\n"
        f"export const b = () => fetch('/api/session/' + '{SIGN_IN[1]}', {{ method: 'POST' }});\n"
        "export const c = () => fetch(`/api/signin/${PW}`, { method: 'POST' });\n"
        "export const d = () => fetch(`/auth/login/${'google'}`);\n")})
    out = tmp_path / "out"
    done = code2skill("derive", app, "-o", out / "c.json", "--graph", out / "g.json",
                      "--cache-dir", out / "cache", "--jobs", "1")
    assert done.returncode == 0, done.stderr
    texts = [p.read_text(errors="replace") for p in out.rglob("*") if p.is_file()]
    assert [s for s in SIGN_IN if any(s in t for t in texts + [done.stderr])] == []
    contract = json.loads((out / "c.json").read_text())
    paths = sorted(r["pathTemplate"] for c in contract["capabilities"]
                   for r in c["implementation"]["requests"])
    assert paths == ["/api/login/<redacted:credential>", "/api/session/<redacted:credential>",
                     "/api/signin/<redacted:credential>", "/auth/login/google"]
    high = sorted(r["capability"] for r in contract["review"] if r["severity"] == "high")
    assert len(high) == 3 and all(c["status"] == "requires-review"
                                  for c in contract["capabilities"] if c["name"] in high)


def test_a_factory_falling_back_to_itself_is_reviewed(tmp_path):
    """make() of a factory whose default is its own recursive call (``base ? new Api(base) :
    make('/fallback')``) is cut: its get('/things') is a medium unknown-client item citing the
    call, never a silent miss; make('/one').get('/items') stays a Tool."""
    found, contract = requests(tmp_path, (
        "export class Api {\n"
        "  constructor(base) { this.base = base; }\n"
        "  get(p) { return fetch(this.base + p); }\n"
        "}\n"
        "export function make(base) { return base ? new Api(base) : make('/fallback'); }\n"
        "export const one = make('/one').get('/items');\n"
        "export const two = make().get('/things');\n"))
    assert ("GET", "/items", [6]) in found
    items = [r for r in contract["review"] if "make().get" in r["message"]]
    assert len(items) == 1 and items[0]["severity"] == "medium"
    assert "'/things'" in items[0]["message"] and items[0]["evidence"][0]["line"] == 7
    assert contract["source"]["coverage"]["unresolved"] == 0
