"""Rule ``value.assign-statement``: ``Object.assign(name, …)`` as a statement writes ``name``."""
from __future__ import annotations

from conftest import capability

SOURCE = (
    "import axios from 'axios';\n"
    "function colors(c) { return { color_hex: c.hex, multi_color: c.multi }; }\n"
    "export function updateFilament(id: string, name: string, c) {\n"
    "  const body = { name: name };\n"
    "  Object.assign(body, colors(c));\n"
    "  return axios.patch('/api/filament/' + id, body);\n"
    "}\n"
    "export function updateLit(id: string, name: string, hex: string, extra: boolean) {\n"
    "  const body = { name: name };\n"
    "  if (extra) {\n"
    "    Object.assign(body, { color_hex: hex });\n"
    "  }\n"
    "  return axios.patch('/api/lit/' + id, body);\n"
    "}\n")


def test_a_statement_merging_into_a_local_body_adds_its_fields(derive_files):
    contract = derive_files({"src/a.ts": SOURCE})
    filament = capability(contract, "PATCH", "/api/filament/{id}")["inputSchema"]
    assert sorted(filament["properties"]) == ["color_hex", "id", "multi_color", "name"]


def test_a_merge_under_a_condition_adds_optional_fields(derive_files):
    lit = capability(derive_files({"src/a.ts": SOURCE}), "PATCH", "/api/lit/{id}")
    assert lit["inputSchema"]["properties"]["color_hex"]["type"] == "string"
    assert lit["inputSchema"]["required"] == ["id", "name"]
    cited = lit["evidence"]["/inputSchema/properties/color_hex"]
    assert [(e["rule"], e["line"]) for e in cited] == [("body.object", 11)]



FIELD_SOURCE = (
    "import axios from 'axios';\n"
    "export class NoteEditor {\n"
    "  form: any = { kind: 'note' };\n"
    "  fill(extra: { tag: string }) {\n"
    "    this.form = { title: 'a' };\n"
    "    Object.assign(this.form, extra);\n"
    "    return axios.post('/api/notes', this.form);\n"
    "  }\n"
    "}\n")


def test_a_statement_merging_into_a_field_of_this_adds_its_fields(derive_files):
    notes = capability(derive_files({"src/a.ts": FIELD_SOURCE}), "POST", "/api/notes")
    assert notes["inputSchema"]["properties"] == {
        "tag": {"description": "Tag of the note.", "type": "string"}}
    assert notes["inputSchema"]["required"] == ["tag"]
    bindings = notes["implementation"]["requests"][0]["bindings"]
    assert {b["target"]: b["value"] for b in bindings} == {"body:tag": None, "body:title": "a"}
