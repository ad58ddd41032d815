"""A path parameter whose TypeScript type is a union of string literals is an ``enum`` input
(rule ``path.enum``), never a free string: ``/torrents/${priority}`` with ``priority:
'increasePrio' | 'decreasePrio' | 'topPrio' | 'bottomPrio'``."""
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
        "type Priority = 'increasePrio' | 'decreasePrio' | 'topPrio' | 'bottomPrio';\n"
        "export const setPriority = (hashes: string[], priority: Priority) =>\n"
        "  axios.post(`/api/v2/torrents/${priority}`, { hashes });\n"
        "export const pause = (id: string) => axios.post(`/api/v2/torrents/${id}/pause`);\n")})
    cap = capability(contract, "POST", "/api/v2/torrents/{priority}")
    assert cap["inputSchema"]["properties"]["priority"] == {
        "description": "Priority of the torrent (path parameter).", "type": "string",
        "enum": ["increasePrio", "decreasePrio", "topPrio", "bottomPrio"]}
    rules = [(e["rule"], e["note"]) for e in cap["evidence"]["/inputSchema/properties/priority"]]
    assert ("path.enum", "increasePrio | decreasePrio | topPrio | bottomPrio") in rules
    plain = capability(contract, "POST", "/api/v2/torrents/{id}/pause")
    assert plain["inputSchema"]["properties"]["id"]["type"] == "string"
    assert "enum" not in plain["inputSchema"]["properties"]["id"]
