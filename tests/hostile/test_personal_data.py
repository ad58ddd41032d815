"""Hostile input, personal data: e-mail addresses and phone numbers a client writes as an
input's default or as the values an input takes never become ``default``/``enum``/``const``/
``examples`` of the contract (rule ``redact.personal-data``,
:mod:`code2skill.passes.personal_data`); a review item names the input, never the value."""
from __future__ import annotations

import json

import pytest

from code2skill.passes.personal_data import forget_personal_examples, personal_kind

USER = "jane.doe"
DOMAIN = "example.org"
EMAIL = USER + "@" + DOMAIN
PHONE = "+1 415 555 " + "0123"


@pytest.mark.parametrize("value, kind", [
    (EMAIL, "email"), ("ann.smith+tag@corp.example.co.uk", "email"), (PHONE, "phone"),
    ("(020) 7946 0958", "phone"), ("415-555-0123", "phone"), ("+44.20.7946.0959", "phone"),
    (" 415 555 0123 ", "phone"),
])
def test_personal_shapes(value, kind):
    assert personal_kind(value) == kind


@pytest.mark.parametrize("value", [
    "2024-01-31", "31.12.2024", "1.2.3.4", "10.0.0.1", "4155550123", "12345", "v1.2.3",
    "title", "@scope/pkg", "user@localhost", "a@b", "1-2", "12 34", 415, None,
    "1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6", "x" * 400,
])
def test_ordinary_values_are_not_personal(value):
    assert personal_kind(value) is None


def test_nested_literals_go_and_their_pointers_are_named():
    shared = {"type": "string", "enum": [EMAIL, "b@" + DOMAIN]}
    properties = {
        "to": {"type": "array", "items": shared, "examples": [[EMAIL]]},
        "cc": {"anyOf": [shared, {"type": "null"}]},
        "user": {"type": "object", "properties": {"phone": {"type": "string",
                                                             "default": PHONE}}},
        "mode": {"type": "string", "enum": ["a", "b"], "default": "a"},
    }
    before = json.dumps(properties)
    out, removed, notes = forget_personal_examples(properties)
    assert json.dumps(properties) == before                 # nothing given is changed
    assert out == {"to": {"type": "array", "items": {"type": "string"}},
                   "cc": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                   "user": {"type": "object", "properties": {"phone": {"type": "string"}}},
                   "mode": properties["mode"]}
    assert out["mode"] is properties["mode"]
    assert removed == ["/inputSchema/properties/to/items/enum",
                       "/inputSchema/properties/to/examples",
                       "/inputSchema/properties/cc/anyOf/0/enum",
                       "/inputSchema/properties/user/properties/phone/default"]
    assert [n.split(":")[0] for n in notes] == ["input to", "input cc", "input user"]
    assert "an e-mail address" in notes[0] and "a phone number" in notes[2]
    assert not any(EMAIL in n or PHONE in n for n in notes)


def test_a_schema_shared_2_to_the_40_times_is_walked_once():
    schema: dict = {"type": "string", "enum": [EMAIL]}
    for _ in range(40):
        schema = {"type": "array", "items": [schema, schema]}
    out, removed, _ = forget_personal_examples({"deep": schema})
    assert len(removed) <= 1_000
    node = out["deep"]
    while "items" in node:
        assert node["items"][0] is node["items"][1]         # still shared, not copied apart
        node = node["items"][0]
    assert node == {"type": "string"}


def test_defaults_and_values_of_inputs_hold_no_personal_data(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        f"export const lookup = (email = '{EMAIL}') => axios.get('/api/users', "
        "{ params: { email } });\n"
        f"export const call = (phone = '{PHONE}') => axios.get('/api/calls', "
        "{ params: { phone } });\n"
        f"export const a = () => axios.get('/api/who', {{ params: {{ contact: 'ann@{DOMAIN}' "
        "} });\n"
        f"export const b = () => axios.get('/api/who', {{ params: {{ contact: 'bob@{DOMAIN}' "
        "} });\n"
        "export const c = (k: string) => axios.post('/api/sub', { email: k === 'x' ? "
        f"'carl@{DOMAIN}' : 'dora@{DOMAIN}', mode: k === 'x' ? 'a' : 'b' }});\n")})
    text = json.dumps(contract)
    assert DOMAIN not in text and "555" not in text
    schemas = {c["name"]: c["inputSchema"]["properties"] for c in contract["capabilities"]}
    assert schemas["list_users"]["email"] == {"description": "Email (query parameter).",
                                              "type": "string"}
    assert schemas["list_calls"]["phone"] == {"description": "Phone (query parameter).",
                                              "type": "string"}
    assert schemas["get_who"]["contact"] == {"description": "Contact (query parameter).",
                                             "type": "string"}
    assert schemas["create_sub"]["mode"]["enum"] == ["a", "b"]
    assert "enum" not in schemas["create_sub"]["email"]
    evidence = [k for c in contract["capabilities"] for k in c["evidence"]]
    assert "/inputSchema/properties/contact/enum" not in evidence
    assert "/inputSchema/properties/mode/enum" in evidence
    notes = sorted(r["message"].split(":")[0] for r in contract["review"]
                   if "personal data" in r["message"])
    assert notes == ["input contact", "input email", "input email", "input phone"]


def test_a_review_item_names_the_kind_of_a_personal_literal_not_the_value(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        f"export const a = () => axios.get('/api/who', {{ params: {{ contact: 'ann@{DOMAIN}' "
        "} });\n"
        "export const b = (c: string) => axios.get('/api/who', { params: { contact: c } });\n"
        f"export const x = () => axios.post('/api/sub', {{ email: 'carl@{DOMAIN}', "
        "kind: 'a' });\n"
        "export const y = (e: string, k: string) => axios.post('/api/sub', "
        "{ email: e, kind: k });\n")})
    assert DOMAIN not in json.dumps(contract)
    messages = sorted(r["message"].split(" at some")[0] for r in contract["review"]
                      if "at some call sites" in r["message"])
    assert messages == ["body field email is the literal <an e-mail address>",
                        "body field kind is the literal 'a'",
                        "query parameter contact is the literal <an e-mail address>"]
