"""JSON Pointers into contracts (RFC 6901, walked by ``jsonpointer``): escaping, array indexes
as the RFC writes them, and audit on evidence keys that are not indexes."""
from __future__ import annotations

import json

import pytest
from audit_support import edited, run, save

from code2skill.contract.pointer import (MISSING, escape, is_index, join, resolve, sort_key,
                                         split, unescape)

DOC = {"a": [{"b/c": 1, "d~e": None}, 2], "s": "text"}


def test_tokens_escape_and_unescape_both_ways():
    assert escape("b/c~") == "b~1c~0" and unescape("b~1c~0") == "b/c~"
    assert join("/a", 0, "b/c") == "/a/0/b~1c"
    assert split("/a/0/b~1c") == ["a", "0", "b/c"]


@pytest.mark.parametrize("pointer, value", [
    ("/a/0/b~1c", 1), ("/a/0/d~0e", None), ("/a/1", 2), ("", DOC)])
def test_resolve_finds_members_and_items(pointer, value):
    assert resolve(DOC, pointer) == value


@pytest.mark.parametrize("pointer", ["/a/01", "/a/²", "/a/-", "/a/2", "/a/+1", "/s/0",
                                     "/a/0/b~1c/x", "a/0", "/a/0/b~2c"])
def test_what_names_nothing_is_missing_never_an_error(pointer):
    assert resolve(DOC, pointer) is MISSING


def test_only_ascii_indexes_without_leading_zeros_sort_as_numbers():
    assert [is_index(t) for t in ("0", "10", "01", "²", "-", "")] == \
        [True, True, False, False, False, False]
    assert sorted(["/a/10", "/a/9", "/a/²"], key=sort_key) == ["/a/9", "/a/10", "/a/²"]


def test_audit_of_an_evidence_key_with_a_superscript_digit_is_a_finding_not_a_crash(
        tmp_path, root, base):
    contract = edited(base)
    evidence = contract["capabilities"][0]["evidence"]
    evidence["/implementation/requests/²"] = next(iter(evidence.values()))
    result = run("audit", str(save(tmp_path / "c.json", contract)), str(root), "-f", "json")
    assert result.exit_code in (0, 1), result.output
    findings = json.loads(result.stdout)["findings"]
    assert any(f["pointer"] == "/capabilities/0/evidence/~1implementation~1requests~1²"
               for f in findings), findings


def test_schema_fields_walks_properties_and_optionally_array_items():
    from code2skill.contract.pointer import schema_fields
    schema = {"type": "object", "properties": {
        "a/b": {"type": "string"}, "user": {"type": "object", "properties": {
            "pin": {"type": "string"}}},
        "rows": {"type": "array", "items": {"type": "object", "properties": {
            "pin": {"type": "string"}}}}}}
    def named(name, _schema):
        return name in ("a/b", "pin")
    assert schema_fields(schema, "/inputSchema", named) == [
        ("a/b", "/inputSchema/properties/a~1b"),
        ("user.pin", "/inputSchema/properties/user/properties/pin")]
    assert schema_fields(schema, "", named, items=True)[-1] == (
        "rows.pin", "/properties/rows/items/properties/pin")
    assert schema_fields(schema, "", named, max_depth=0) == [("a/b", "/properties/a~1b")]
