"""Rule ``body.fixed-null``: a JSON body member that is the literal ``null`` on every path is a
fixed ``null``; one that is ``undefined`` is not sent."""
from __future__ import annotations

from conftest import capability

SOURCE = (
    "import axios from 'axios';\n"
    "export class Folders {\n"
    "  blank = { name: 'inbox', parent: null };\n"
    "  saveBlank() {\n"
    "    return axios.post('/api/folders', this.blank);\n"
    "  }\n"
    "}\n"
    "export function addGroup(name: string) {\n"
    "  return axios.post('/api/groups', { name, parent: null, owner: undefined });\n"
    "}\n"
    "export function search(q: string) {\n"
    "  return axios.post('/api/search', new URLSearchParams({ q, cursor: null }));\n"
    "}\n")


def bindings(cap: dict) -> dict:
    return {b["target"]: (b["input"], b["value"])
            for b in cap["implementation"]["requests"][0]["bindings"]}


def test_a_null_member_is_a_fixed_null_not_an_input(derive_files):
    contract = derive_files({"src/a.ts": SOURCE})
    folders = capability(contract, "POST", "/api/folders")
    assert folders["inputSchema"]["properties"] == {}
    assert bindings(folders) == {"body:name": (None, "inbox"), "body:parent": (None, None)}
    cited = folders["evidence"]["/implementation/requests/0/bindings/1"]
    assert [(e["rule"], e["line"]) for e in cited] == [("body.fixed-null", 3)]


def test_an_undefined_member_is_not_sent(derive_files):
    groups = capability(derive_files({"src/a.ts": SOURCE}), "POST", "/api/groups")
    assert sorted(groups["inputSchema"]["properties"]) == ["name"]
    assert bindings(groups) == {"body:name": ("name", None), "body:parent": (None, None)}


def test_a_form_encoded_null_is_the_text_null(derive_files):
    found = capability(derive_files({"src/a.ts": SOURCE}), "POST", "/api/search")
    assert sorted(found["inputSchema"]["properties"]) == ["q"]
    assert bindings(found) == {"body:cursor": (None, "null"), "body:q": ("q", None)}
