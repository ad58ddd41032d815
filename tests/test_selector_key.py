"""A literal under the bare name ``key`` shaped as a setting's or a document kind's name
given as a program value (``{key: 'theme'}``, ``params: {key: 'estimate'}``) selects
something, it is no secret: it stays a fixed value, with no credential review item. Any other
value under ``key`` (mixed case, digits), free text (``?key=estimate`` in a URL) and every value
under the other credential names are still redacted."""
from __future__ import annotations

import pytest

from code2skill.redact import is_selector_literal, redact
from conftest import bindings, capability


@pytest.mark.parametrize(("name", "value", "selector"), [
    ("key", "theme", True), ("key", "estimate", True), ("key", "date_format", True),
    ("key", "ui.theme", True), ("keys", "invoice-number", True),
    ("key", "serviceId", True), ("key", "thingUID", True), ("key", "Accept-Language", True),
    ("key", "AbCdEf", False), ("key", "Zx81kQ93", False), ("key", "aB", False), ("key", "a1b2c3d4", False), ("key", "x", False),
    ("key", "a" * 41, False), ("apiKey", "theme", False), ("token", "theme", False),
    ("key", 12345, False),
])
def test_selector_shape(name, value, selector):
    assert is_selector_literal(name, value) is selector


def test_free_text_is_still_redacted_by_name():
    assert redact("/api/v1/next-number?key=estimate") == \
        "/api/v1/next-number?key=<redacted:credential>"
    assert redact("/maps?key=AbCdEf") == "/maps?key=<redacted:credential>"


def test_setting_and_kind_selectors_are_fixed_values(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "export const saveTheme = (value: string) =>\n"
        "  axios.post('/api/settings/set', { key: 'theme', value });\n"
        "export const nextEstimate = () =>\n"
        "  axios.get('/api/next-number', { params: { key: 'estimate' } });\n"
        "export const geocode = (q: string) =>\n"
        "  axios.get('/api/geo', { params: { q, key: 'Zx81kQ93pLmN' } });\n")})
    assert bindings(capability(contract, "POST", "/api/settings/set")) == {
        "body:key": "=theme", "body:value": "value"}
    assert bindings(capability(contract, "GET", "/api/next-number")) == {"query:key": "=estimate"}
    assert bindings(capability(contract, "GET", "/api/geo"))["query:key"] == \
        "=<redacted:credential>"
    assert [r["capability"] for r in contract["review"]
            if r["message"].startswith("a credential is written in source")] == ["get_geo"]


def test_selectors_of_several_sites_are_an_enum(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "export const nextEstimate = () =>\n"
        "  axios.get('/api/next-number', { params: { key: 'estimate' } });\n"
        "export const nextInvoice = () =>\n"
        "  axios.get('/api/next-number', { params: { key: 'invoice' } });\n")})
    cap = capability(contract, "GET", "/api/next-number")
    assert cap["inputSchema"]["properties"]["key"]["enum"] == ["estimate", "invoice"]
    assert not [r for r in contract["review"] if "credential" in r["message"]]
