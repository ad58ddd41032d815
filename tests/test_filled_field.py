"""Rule ``this.filled-field``: a field initialised to an empty container that a method writes
holds the container or one of those writes, never only the empty initialiser."""
from __future__ import annotations

from conftest import capability

SOURCE = (
    "import axios from 'axios';\n"
    "export class TodoEditor {\n"
    "  form: any = {};\n"
    "  draft: any = {};\n"
    "  load(item: { title: string; done: boolean }) {\n"
    "    Object.assign(this.form, item);\n"
    "  }\n"
    "  pick(name: string) {\n"
    "    this.draft = { name: name };\n"
    "  }\n"
    "  save() {\n"
    "    return axios.post('/api/todos', this.form);\n"
    "  }\n"
    "  keep() {\n"
    "    return axios.post('/api/drafts', this.draft);\n"
    "  }\n"
    "  ping() {\n"
    "    return axios.post('/api/pings', this.empty);\n"
    "  }\n"
    "  empty: any = {};\n"
    "}\n")


def test_a_merge_in_another_method_fills_the_empty_field(derive_files):
    todos = capability(derive_files({"src/a.ts": SOURCE}), "POST", "/api/todos")
    assert sorted(todos["inputSchema"]["properties"]) == ["done", "title"]
    assert todos["inputSchema"]["properties"]["done"]["type"] == "boolean"
    targets = [b["target"] for b in todos["implementation"]["requests"][0]["bindings"]]
    assert targets == ["body:done", "body:title"]


def test_a_reassignment_in_another_method_is_one_of_the_values(derive_files):
    drafts = capability(derive_files({"src/a.ts": SOURCE}), "POST", "/api/drafts")
    assert drafts["inputSchema"]["properties"]["name"]["type"] == "string"
    assert "required" not in drafts["inputSchema"]       # {} until pick() runs


def test_an_empty_field_no_method_writes_stays_the_fixed_empty_body(derive_files):
    pings = capability(derive_files({"src/a.ts": SOURCE}), "POST", "/api/pings")
    assert pings["implementation"]["requests"][0]["bindings"] == [
        {"input": None, "target": "body:", "value": {}}]
