"""Rule ``value.absent-config-member``: a wrapper's own options object (``(config = {
passingError: false }) => request.get(url, config)``) is no query when neither its default nor
any caller's literal has ``params``; a caller that passes ``params`` keeps the query."""

from __future__ import annotations

from conftest import capability

REQUEST = (
    "import axios from 'axios';\n"
    "const instance = axios.create({ baseURL: '/api' });\n"
    "export function get(url: string, config?: object) {\n"
    "  return instance.get(url, config);\n"
    "}\n")


def query_view(cap: dict) -> tuple[list[str], list[str]]:
    """The input names and binding targets of a capability's request."""
    request = cap["implementation"]["requests"][0]
    return sorted(cap["inputSchema"]["properties"]), [b["target"] for b in request["bindings"]]


def review_messages(contract: dict, name: str) -> list[str]:
    return [r["message"] for r in contract["review"] if r["capability"] == name]


def test_a_wrappers_own_options_are_no_query(derive_files):
    contract = derive_files({"src/request.ts": REQUEST, "src/api.ts": (
        "import { get } from './request';\n"
        "export const me = (config = { passingError: false }) => get('/me', config);\n"
        "export const quietMe = () => me({ passingError: true });\n")})
    cap = capability(contract, "GET", "/api/me")
    assert query_view(cap) == ([], [])
    assert not any("query" in m for m in review_messages(contract, cap["name"]))


def test_a_caller_passing_params_keeps_the_query(derive_files):
    contract = derive_files({"src/request.ts": REQUEST, "src/api.ts": (
        "import { get } from './request';\n"
        "export const list = (config = { passingError: false }) => get('/items', config);\n"
        "export const page = (n: number) => list({ params: { page: n } });\n")})
    cap = capability(contract, "GET", "/api/items")
    assert query_view(cap) == (["query"], ["query:"])
