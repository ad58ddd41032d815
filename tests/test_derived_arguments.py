"""Rule ``wrapper.derived-arguments`` and the open calls of rules
``wrapper.chained-literal-arguments``: a wrapper's path hole made from its parameter (a
default, a local chosen by a test on it) is one endpoint per call that fixes it, whatever the
hole is named, and a call leaving it open keeps the wrapper's template beside them."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from code2skill.requests import RequestTemplate
from code2skill.resolution.specialise import derived_path_holes, open_text
from code2skill.values import (AltV, HoleV, LitV, ObjV, ParamV, PropV, StrV, Text, UnknownV)
from code2skill.emit import contract_json
from code2skill.pipeline import Settings, derive

FOLDER = ParamV("f", "folder")
DEFAULTED = AltV((FOLDER, StrV((Text("/events"),))), "nullish")


def template(*parts):
    return RequestTemplate(method=StrV((Text("DELETE"),)), url=StrV(tuple(parts)), lib="fetch",
                           sites=())


def test_a_hole_made_from_the_parameter_is_derived():
    url = template(Text("/api"), HoleV("folder", DEFAULTED))
    assert derived_path_holes(url, "f") == [HoleV("folder", DEFAULTED)]


def test_the_parameter_itself_another_function_s_and_the_query_are_not():
    assert derived_path_holes(template(Text("/api/"), HoleV("folder", FOLDER)), "f") == []
    assert derived_path_holes(template(Text("/api"), HoleV("at", AltV(
        (ParamV("g", "url"), StrV((Text("/all"),))), "nullish"))), "f") == []
    assert derived_path_holes(template(Text("/api?at="), HoleV("folder", DEFAULTED)), "f") == []


@pytest.mark.parametrize("value, expected", [
    (UnknownV("browser"), True),
    (ParamV("g", "p"), True),
    (AltV((UnknownV("browser"), StrV((Text("/inbox"),))), "nullish"), True),
    (StrV((Text("/x/"), HoleV("id", UnknownV("browser")))), True),
    (AltV((StrV((Text("/a"),)), StrV((Text("/b"),)))), False),       # fixed text: no hole open
    (ObjV((PropV("id", LitV(1)),)), False),
    (AltV((UnknownV("browser"), ObjV(()))), False),
    (LitV(7), False),
])
def test_open_text(value, expected):
    assert open_text(value) is expected


def endpoints(root: Path) -> dict[tuple[str, str], tuple[str, list[tuple[str, int, str]]]]:
    """``{(method, pathTemplate): (status, [(file, line, rule) of each call site])}``."""
    contract = json.loads(contract_json(derive(root, Settings(jobs=1)).contract))
    return {(r["method"], r["pathTemplate"]): (c["status"], [
        (s["file"], s["line"], s["rule"]) for s in r["callSites"]])
        for c in contract["capabilities"] for r in c["implementation"]["requests"]}


DEFAULTS = """export function dropEvents(NAME) {
  NAME = NAME ?? '/events';
  return fetch(`/api${NAME}`, { method: 'DELETE' });
}
export const a = () => dropEvents('/a');
export const b = () => dropEvents('/b');
export const c = () => dropEvents();
"""


@pytest.mark.parametrize("name", ["folder", "url", "box"])
def test_the_text_each_call_passes_decides_never_the_name(tmp_path, name):
    (tmp_path / "events.js").write_text(DEFAULTS.replace("NAME", name), encoding="utf-8")
    found = endpoints(tmp_path)
    assert {k: v[0] for k, v in found.items()} == {
        ("DELETE", "/api/a"): "draft", ("DELETE", "/api/b"): "draft",
        ("DELETE", "/api/events"): "draft"}
    assert [line for _, line, _ in found[("DELETE", "/api/events")][1]] == [7]


def test_a_local_chosen_by_a_test_on_the_parameter_is_filled_per_call(tmp_path):
    (tmp_path / "notes.js").write_text(
        "export function readNotes(url) {\n"
        "  const at = url != null ? url : '/all';\n"
        "  return fetch('/api/notes' + at);\n}\n"
        "export const x = () => readNotes('/x');\n"
        "export const all = () => readNotes();\n", encoding="utf-8")
    assert endpoints(tmp_path) == {
        ("GET", "/api/notes/x"): ("draft", [("notes.js", 5, "wrapper.derived-arguments")]),
        ("GET", "/api/notes/all"): ("draft", [("notes.js", 6, "wrapper.derived-arguments")])}


def test_literal_callers_keep_their_endpoints_beside_an_open_method(tmp_path):
    (tmp_path / "client.js").write_text(
        "class S1 {\n"
        "  get(p) { return fetch('/api' + p); }\n}\n"
        "class S0 {\n"
        "  constructor() { this.n = new S1(); }\n"
        "  get(p) { return this.n.get(p); }\n}\n"
        "export const s0 = new S0();\n"
        "export const r1 = () => new S1().get('/r1');\n", encoding="utf-8")
    found = endpoints(tmp_path)
    assert found[("GET", "/api/r1")] == ("draft", [("client.js", 9, "wrapper.literal-arguments")])
    assert found[("GET", "/api{p}")][0] == "requires-review"
    assert set(found) == {("GET", "/api/r1"), ("GET", "/api{p}")}
