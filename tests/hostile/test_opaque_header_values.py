"""A header's literal value shaped like an opaque token is taken for a credential whatever
the header is named (rule ``header.opaque-value``): a fixed one is redacted, different ones at
the call sites make no ``enum``; media types, dates and versions stay."""
from __future__ import annotations

import json

import pytest

from code2skill.unnamed_keys import opaque_header_value

SOURCE = (
    "export const h1 = () => fetch('/api/hv', { headers: { 'X-Access': 'v9sB5kqz' } });\n"
    "export const h2 = () => fetch('/api/hv', { headers: { 'X-Access': 'v9sB6kqz' } });\n"
    "export const n3 = () => fetch('/api/n3', { headers: { 'X-Access': 'v9s34kqz', "
    "Accept: 'application/vnd.github.v3+json', 'X-Api-Version': '2023-10-16' } });\n"
    "export const d1 = () => fetch('/api/d', { headers: { Accept: 'text/plain' } });\n"
    "export const d2 = () => fetch('/api/d', { headers: { Accept: 'application/json' } });\n")


@pytest.mark.parametrize("text, opaque", [
    ("v9sB5kqz", True), ("q8v7k2m4n6p9r1t3", True), ("application/vnd.github.v3+json", False),
    ("2023-10-16", False), ("v2", False), ("gzip", False), ("oauth2callback", False)])
def test_opaque_header_values(text, opaque):
    assert opaque_header_value(text) is opaque


def test_token_shaped_header_values_reach_no_contract(derive_files):
    contract = derive_files({"src/a.js": SOURCE})
    text = json.dumps(contract)
    assert "v9sB5kqz" not in text and "v9sB6kqz" not in text and "v9s34kqz" not in text
    caps = {c["name"]: c for c in contract["capabilities"]}
    hv = next(c for c in caps.values() if c["implementation"]["requests"][0]["pathTemplate"] == "/api/hv")
    assert "enum" not in hv["inputSchema"]["properties"]["x_access"]
    assert any("header.opaque-value" in r["message"] for r in contract["review"])
    d = next(c for c in caps.values() if c["implementation"]["requests"][0]["pathTemplate"] == "/api/d")
    assert d["inputSchema"]["properties"]["accept"]["enum"] == ["text/plain", "application/json"]
    n3 = next(c for c in caps.values() if c["implementation"]["requests"][0]["pathTemplate"] == "/api/n3")
    values = {b["target"]: b["value"] for b in n3["implementation"]["requests"][0]["bindings"]}
    assert values == {"header:X-Access": "<redacted:credential>",
                      "header:Accept": "application/vnd.github.v3+json",
                      "header:X-Api-Version": "2023-10-16"}
