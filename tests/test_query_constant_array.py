"""A query parameter every call site sends as the same array of literals
(``params: {include: ['tasks']}``) is a pinned constant (rule ``query.fixed``), never an
Agent input; an array with a computed item stays an input."""
from __future__ import annotations

from conftest import bindings, capability

HTTP = "import axios from 'axios';\nexport default axios.create({ baseURL: '/' });\n"


def test_a_constant_array_parameter_is_pinned(derive_files):
    contract = derive_files({"src/http.js": HTTP, "src/a.js": (
        "import http from './http';\n"
        "export default async (uuid) => {\n"
        "  const { data } = await http.get(`/api/servers/${uuid}/schedules`, {\n"
        "    params: { include: ['tasks', 'owner'], page: 1 } });\n"
        "  return data.data;\n"
        "};\n")})
    cap = capability(contract, "GET", "/api/servers/{uuid}/schedules")
    assert set(cap["inputSchema"]["properties"]) == {"uuid"}
    found = cap["implementation"]["requests"][0]["bindings"]
    at = next(i for i, b in enumerate(found) if b["target"] == "query:include")
    assert (found[at]["value"], found[at]["input"]) == (["tasks", "owner"], None)
    assert [e["rule"] for e in cap["evidence"][f"/implementation/requests/0/bindings/{at}"]] \
        == ["query.fixed"]


def test_an_array_with_a_computed_item_is_an_input(derive_files):
    contract = derive_files({"src/http.js": HTTP, "src/a.js": (
        "import http from './http';\n"
        "export default async (uuid, extra) => {\n"
        "  const { data } = await http.get(`/api/servers/${uuid}/schedules`, {\n"
        "    params: { include: ['tasks', extra] } });\n"
        "  return data.data;\n"
        "};\n")})
    cap = capability(contract, "GET", "/api/servers/{uuid}/schedules")
    assert "include" in cap["inputSchema"]["properties"]
    assert bindings(cap)["query:include"] == "include"
