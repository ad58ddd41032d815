"""Rules ``body.json-value`` and ``value.markup-checkbox``: a body sent whole is typed as the
JSON value it is (samples/json-value-bodies), and an exported Tool sends it as that value."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from node_support import needs_node
from test_export_node import McpSession, Stub

from code2skill.export import export_package
from code2skill.extractors.markup_writes import markup_checks
from code2skill.json_bodies import unknown_item, whole_schema

from conftest import SAMPLES, capability, sample_files

FILES = sample_files("json-value-bodies", "package.json", "src/counters.ts", "src/draft.ts",
                     "src/Maintenance.svelte")
GOLDEN = SAMPLES / "json-value-bodies" / "expected" / "canonical-contract.json"


@pytest.fixture(scope="module")
def contract() -> dict:
    return json.loads(GOLDEN.read_text(encoding="utf-8"))


def body_schema(contract: dict, method: str, path: str) -> dict:
    cap = capability(contract, method, path)
    assert [b["target"] for b in cap["implementation"]["requests"][0]["bindings"]] == ["body:"]
    return cap["inputSchema"]["properties"]["body"]


def test_the_sample_golden_is_what_derive_gives(derive_files, contract):
    derived = derive_files(FILES)
    assert (derived["capabilities"], derived["review"]) == \
        (contract["capabilities"], contract["review"])


@pytest.mark.parametrize("method, path, schema", [
    ("POST", "/api/counts", {"type": "array", "items": {"type": "string"},
                             "description": "The request body, sent as one array."}),
    ("POST", "/api/links", {"type": "array", "items": {"type": "string"},
                            "description": "The request body, sent as one array."}),
    ("PUT", "/api/retention", {"type": "number",
                               "description": "The request body, sent as one number."}),
    ("PUT", "/api/motto", {"type": "string",
                           "description": "The request body, sent as one string."}),
    ("POST", "/api/maintenance", {"type": "boolean",
                                  "description": "The request body, sent as one boolean."}),
    ("PUT", "/api/draft", {"description": "The request body, sent whole as a JSON value whose "
                                          "type the source does not show."}),
])
def test_body_is_typed_as_the_value_it_is(contract, method, path, schema):
    assert body_schema(contract, method, path) == schema


def test_only_the_unknown_body_has_an_item(contract):
    items = [(r["capability"], r["severity"], r["message"]) for r in contract["review"]
             if "request body" in r["message"]]
    assert items == [("update_draft", "medium",
                      "the request body's type could not be determined from source (an "
                      "object, an array or a single value): the Tool sends whatever JSON "
                      "value it is given")]


def test_whole_schema_keeps_an_object_only_where_keys_are_sent():
    assert whole_schema({}, "query", True) == {
        "type": "object", "description": "The request query, sent as one object."}
    assert whole_schema({}, "body", False) == {
        "description": "The request body, sent whole as a JSON value whose type the source "
                       "does not show."}
    assert unknown_item({"type": "object"}, "body", False, True) == \
        "the request body's fields could not be determined from source"
    assert unknown_item({"type": "string"}, "query", True, False) == \
        "the request query's fields could not be determined from source"
    assert unknown_item({"type": "string"}, "body", False, False) == \
        "the request body's fields could not be determined from source"   # raw JSON text
    assert unknown_item({"type": "array"}, "body", False, True) == \
        "the request body is an array whose items could not be determined from source"
    assert unknown_item({"type": "boolean"}, "body", False, True) is None
    assert unknown_item({"type": "string"}, "body", False, True) is None  # JSON.stringify(s)


def test_checkbox_bindings_name_boolean_state():
    markup = (b"<script>let a = false; let b = ''</script>\n"
              b"<input type=\"checkbox\" bind:checked={a} /> <input bind:value={b} />\n"
              b"<Toggle bind:checked /> <input type=\"checkbox\" bind:checked={form.on} />")
    assert markup_checks(markup) == ["a", "checked"]


@needs_node
def test_exported_tools_send_the_json_value(tmp_path: Path):
    out = tmp_path / "pkg"
    result = export_package(GOLDEN, out)
    assert sorted(result.exported) == ["create_link", "set_motto", "set_retention",
                                       "toggle_maintenance"]
    stub = Stub({("POST", "/v1/api/maintenance"): (200, {"enabled": True}),
                 ("POST", "/v1/api/links"): (201, {}), ("PUT", "/v1/api/retention"): (200, {})})
    session = McpSession(out, {"JSON_VALUE_BODIES_API_BASE_URL": stub.url})
    try:
        session.tool("toggle_maintenance", {"body": True})
        session.tool("create_link", {"body": ["a", "b"]})
        session.tool("set_retention", {"body": 30})
    finally:
        session.close()
        stub.close()
    assert [(r["method"], r["path"], r["body"]) for r in stub.requests] == [
        ("POST", "/v1/api/maintenance", "true"), ("POST", "/v1/api/links", '["a","b"]'),
        ("PUT", "/v1/api/retention", "30")]
