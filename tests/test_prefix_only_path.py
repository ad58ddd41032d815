"""A path whose only fixed segments are an API prefix and whose resource only a caller's value
names (``/api/{param}/{mode}``) is reviewed like a path with no fixed text (rule
``url.prefix-only-path``)."""
from __future__ import annotations

from code2skill.normalize import PathParam, prefix_only_note
from code2skill.values import UnknownV

from conftest import capability


def param(name: str) -> PathParam:
    return PathParam(name, UnknownV("test"), None)


def test_a_path_of_an_api_prefix_and_parameters_is_noted():
    notes = prefix_only_note("/api/{param}/{mode}", [param("param"), param("mode")])
    assert notes == [("medium", "the path under the API prefix is only /api/{param}/{mode}: "
                      "the caller's value names the resource; confirm the endpoint", None)]
    assert len(prefix_only_note("/rest/v2/{id}", [param("id")])) == 1


def test_a_path_naming_its_resource_or_without_parameters_is_not():
    assert prefix_only_note("/api/chargers/{id}", [param("id")]) == []
    assert prefix_only_note("/api/", []) == []
    assert prefix_only_note(None, []) == []


def test_a_caller_named_path_under_a_page_address_base_is_reviewed(derive_files):
    contract = derive_files({"src/api.js": (
        "import axios from 'axios';\n"
        "const base = window.location.protocol + '//' + window.location.hostname + ':'\n"
        "  + window.location.port + window.location.pathname;\n"
        "const api = axios.create({ baseURL: base + 'api/' });\n"
        "export const setMode = (thing, mode) => api.post(`${thing}/${mode}`);\n"
        "export const list = () => api.get('chargers');\n")})
    messages = [r["message"] for r in contract["review"]
                if r["capability"] == capability(contract, "POST", "/api/{thing}/{mode}")["name"]]
    assert any(m.startswith("the path under the API prefix is only /api/{thing}/{mode}")
               for m in messages)
    listed = capability(contract, "GET", "/api/chargers")["name"]
    assert not any("API prefix" in r["message"] for r in contract["review"]
                   if r["capability"] == listed)
