"""A path parameter of a read whose TypeScript type is a union of string literals is an
``enum`` input (rule ``path.enum``), never a free string: ``/torrents/${filter}`` with
``filter: 'all' | 'downloading' | 'seeding' | 'paused'`` (a write's is one Tool per literal:
``tests/test_literal_segments.py``)."""
from __future__ import annotations

from code2skill.passes.schema import path_schema
from conftest import capability


def test_the_path_schema_keeps_a_string_enum():
    assert path_schema({"type": "string", "enum": ["a", "b", "a"]}) == {
        "type": "string", "enum": ["a", "b"]}
    assert path_schema({"type": "string"}) == {"type": "string"}
    assert path_schema({"type": "number", "enum": [1, 2]}) == {"type": "integer"}


def test_a_literal_union_path_parameter_is_an_enum_input(derive_files):
    contract = derive_files({"src/torrents.ts": (
        "import axios from 'axios';\n"
        "type Filter = 'all' | 'downloading' | 'seeding' | 'paused';\n"
        "export const listTorrents = (filter: Filter) =>\n"
        "  axios.get(`/api/v2/torrents/${filter}`);\n"
        "export const pause = (id: string) => axios.post(`/api/v2/torrents/${id}/pause`);\n")})
    cap = capability(contract, "GET", "/api/v2/torrents/{filter}")
    assert cap["inputSchema"]["properties"]["filter"] == {
        "description": "Filter of the torrent (path parameter).", "type": "string",
        "enum": ["all", "downloading", "seeding", "paused"]}
    rules = [(e["rule"], e["note"]) for e in cap["evidence"]["/inputSchema/properties/filter"]]
    assert ("path.enum", "all | downloading | seeding | paused") in rules
    plain = capability(contract, "POST", "/api/v2/torrents/{id}/pause")
    assert plain["inputSchema"]["properties"]["id"]["type"] == "string"
    assert "enum" not in plain["inputSchema"]["properties"]["id"]
