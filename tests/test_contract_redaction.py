"""Rule ``contract.redacted`` (:mod:`code2skill.contract.redaction`): every string of a contract
read by ``export``, ``skill`` and ``report``, member names included, is redacted, and each one
that held a secret is reported by JSON Pointer and kind, never by value.

Planted values are assembled at run time, so this file holds nothing shaped as a credential.
"""
from __future__ import annotations

import json
from pathlib import Path

from code2skill.contract.load import read_contract
from code2skill.contract.redaction import (Redaction, new_kinds, redacted_contract,
                                           redacted_tree, warning_lines)

SAMPLE = Path(__file__).resolve().parents[1] / "samples" / "tasks-axios" / "expected" / \
    "canonical-contract.json"
GITHUB = "gh" + "p_" + "Pl4nt3d" + "Q7x" * 10
AWS = "AK" + "IA" + "PLANTEDQ7ZX2KW4M"


def test_each_changed_string_is_reported_by_pointer_and_kinds():
    data = {"title": "pwd=hcpw" + "S99", "list": ["ok", f"see {GITHUB} and {AWS}"],
            "n": 3, "flag": True, "none": None}
    assert redacted_tree(data) == (
        {"title": "pwd=<redacted:credential>",
         "list": ["ok", "see <redacted:github-token> and <redacted:aws-key>"],
         "n": 3, "flag": True, "none": None},
        [Redaction("/title", ("credential",)),
         Redaction("/list/1", ("aws-key", "github-token"))])


def test_a_member_name_that_is_a_secret_is_reported_at_its_redacted_name():
    value, found = redacted_tree({"properties": {GITHUB: {"description": f"u {AWS}"}}})
    assert value == {"properties": {"<redacted:github-token>": {
        "description": "u <redacted:aws-key>"}}}
    assert found == [Redaction("/properties/<redacted:github-token>", ("github-token",)),
                     Redaction("/properties/<redacted:github-token>/description", ("aws-key",))]


def test_markers_already_in_the_text_are_no_new_redaction():
    assert new_kinds("a <redacted:credential>", "a <redacted:credential>") == ()
    assert new_kinds("a <redacted:credential> b", "a <redacted:credential> <redacted:credential>") \
        == ("credential",)
    assert redacted_tree("Bearer <redacted:bearer>") == ("Bearer <redacted:bearer>", [])


def test_a_contract_without_secrets_is_returned_as_it_is():
    loaded = read_contract(SAMPLE)
    assert redacted_contract(loaded) == (loaded, [])


def test_a_contract_with_a_secret_is_redacted_and_still_valid(tmp_path):
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    data["capabilities"][0]["description"] = f"token {GITHUB} via https://u:hcurlpw" "X1@h.example.com"
    path = tmp_path / "c.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded, found = redacted_contract(read_contract(path))
    assert found == [Redaction("/capabilities/0/description",
                               ("github-token", "url-credentials"))]
    assert loaded.problems == []
    assert loaded.data["capabilities"][0]["description"] == \
        "token <redacted:github-token> via https://<redacted:url-credentials>@h.example.com"
    assert GITHUB not in loaded.text and "hcurlpwX1" not in loaded.text
    assert json.loads(loaded.text) == loaded.data


def test_warnings_name_the_pointer_and_kinds_and_stop_after_the_shown_ones():
    found = [Redaction(f"/capabilities/{i}/title", ("credential",)) for i in range(3)]
    assert warning_lines("c.json", found, shown=2) == [
        "warning: c.json: /capabilities/0/title holds a secret (credential): redacted in every "
        "file written; remove it from the contract (contract.redacted)",
        "warning: c.json: /capabilities/1/title holds a secret (credential): redacted in every "
        "file written; remove it from the contract (contract.redacted)",
        "warning: c.json: … and 1 more strings holding a secret, redacted too "
        "(contract.redacted)"]
    assert warning_lines("c.json", [Redaction("", ("aws-key",))]) == [
        "warning: c.json: / holds a secret (aws-key): redacted in every file written; remove "
        "it from the contract (contract.redacted)"]
