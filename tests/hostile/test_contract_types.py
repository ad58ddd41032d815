"""Hostile contracts and package records, types and positions: a literal of the format
(``consumerRequirementsVersion: 1``, ``preservesRecoveryContext: true``) is that JSON value and
no other that Python finds equal (``true``, ``1.0``, ``1``); a source line or column is 1-based
and at most :data:`~code2skill.contract.models.MAX_POSITION` wherever the format holds one
(evidence, ``source.diagnostics``)."""
from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from code2skill.cli import app
from code2skill.contract import load
from code2skill.contract.models import MAX_POSITION, ConsumerRequirementsRecord
from conftest import write_tree

CLIENT = {"src/api.js": "export const list = () => fetch('/api/books');\n"
                        "export const add = (b) => fetch('/api/books', "
                        "{method: 'POST', body: JSON.stringify(b)});\n"}


@pytest.fixture
def contract(tmp_path) -> dict:
    root = write_tree(tmp_path / "app", CLIENT)
    out = tmp_path / "base.json"
    result = CliRunner().invoke(app, ["derive", str(root), "-o", str(out), "-q", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    return json.loads(out.read_text(encoding="utf-8"))


@pytest.mark.parametrize("value", [1, 1.0, "true", None])
def test_preserves_recovery_context_is_the_json_true_only(contract, value):
    contract["capabilities"][0]["errorContract"]["preservesRecoveryContext"] = value
    problems = [str(p) for p in load.schema_problems(contract)]
    assert [p.split(":")[0] for p in problems] == [
        "/capabilities/0/errorContract/preservesRecoveryContext"], problems


def test_preserves_recovery_context_true_passes(contract):
    assert load.schema_problems(contract) == []


@pytest.mark.parametrize("value", [True, 1.0, "1"])
def test_consumer_requirements_version_is_the_json_integer_1_only(value):
    facilities = {name: [] for name in ("skillDiscovery", "mcpRuntime", "authInjection",
                                        "trustedConfirmation", "sessionState",
                                        "attachmentResolution",
                                        "unknownOutcomeReconciliation")}
    record = {"consumerRequirementsVersion": value, "package": "p", "facilities": facilities}
    with pytest.raises(ValueError):
        ConsumerRequirementsRecord.model_validate(record)
    with pytest.raises(ValueError):
        ConsumerRequirementsRecord.model_validate(record, strict=True)
    record["consumerRequirementsVersion"] = 1
    assert ConsumerRequirementsRecord.model_validate(record).consumerRequirementsVersion == 1


def test_host_check_refuses_a_boolean_record_version(tmp_path):
    from code2skill.contract.load import ContractError
    from code2skill.host.profile import read_package
    facilities = {name: [] for name in ("skillDiscovery", "mcpRuntime", "authInjection",
                                        "trustedConfirmation", "sessionState",
                                        "attachmentResolution",
                                        "unknownOutcomeReconciliation")}
    (tmp_path / "consumer-requirements.json").write_text(json.dumps(
        {"consumerRequirementsVersion": True, "package": "p", "facilities": facilities}))
    (tmp_path / "export-profile.json").write_text("{}")
    with pytest.raises(ContractError) as caught:
        read_package(tmp_path)
    assert "/consumerRequirementsVersion" in str(caught.value)


@pytest.mark.parametrize("value", [0, -3, MAX_POSITION + 1, 10 ** 30, True, 2.0, "7"])
def test_a_diagnostic_line_is_bounded_like_evidence_lines(contract, value):
    contract["source"]["diagnostics"] = [{"path": "src/api.js", "stage": "parse",
                                          "severity": "warning", "reason": "x", "line": value}]
    problems = [str(p) for p in load.schema_problems(contract)]
    assert [p.split(":")[0] for p in problems] == ["/source/diagnostics/0/line"], problems


@pytest.mark.parametrize("field", ["line", "column", "endLine", "endColumn"])
def test_an_evidence_position_over_the_maximum_is_refused(contract, field):
    ref = next(ref for refs in contract["capabilities"][0]["evidence"].values() for ref in refs
               if ref.get("line"))
    ref[field] = MAX_POSITION + 1
    problems = [str(p) for p in load.schema_problems(contract)]
    assert len(problems) == 1 and problems[0].endswith(
        f"/{field}: Input should be less than or equal to {MAX_POSITION} "
        f"(found {MAX_POSITION + 1})"), problems


def test_the_maximum_position_is_above_any_file_the_tool_reads():
    from code2skill.discover import MAX_BUNDLE_BYTES
    assert MAX_POSITION > MAX_BUNDLE_BYTES


def test_a_diagnostic_line_within_bounds_passes(contract):
    contract["source"]["diagnostics"] = [{"path": "src/api.js", "stage": "parse",
                                          "severity": "warning", "reason": "x",
                                          "line": MAX_POSITION}]
    assert load.schema_problems(contract) == []


def test_audit_explains_a_number_for_the_boolean_literal(tmp_path, contract):
    """``preservesRecoveryContext: 1`` is audit rule C2S-L008's finding (exit 1), no more
    taken for ``true``."""
    contract["capabilities"][0]["errorContract"]["preservesRecoveryContext"] = 1
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(contract), encoding="utf-8")
    result = CliRunner().invoke(app, ["audit", str(path), str(tmp_path / "app"), "-q"])
    assert result.exit_code == 1, result.output
    assert "C2S-L008" in result.output
    assert "errorContract.preservesRecoveryContext is 1" in result.output
