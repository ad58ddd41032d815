"""``code2skill host-check`` (rules ``host.*`` of :mod:`code2skill.host.check`): host profiles
that each lack exactly one facility give exactly the expected capability-specific report."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from code2skill.cli import app
from code2skill.contract.models import Contract
from code2skill.export import build_package
from code2skill.host.check import host_report, offered
from code2skill.host.profile import HostProfile

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
FACILITIES = ("skillDiscovery", "mcpRuntime", "authInjection", "trustedConfirmation",
              "sessionState", "attachmentResolution", "unknownOutcomeReconciliation")
FULL = {f: True for f in FACILITIES}


def contract(app_name: str) -> Contract:
    return Contract.model_validate(json.loads(
        (SAMPLES / app_name / "expected" / "canonical-contract.json").read_text()))


def report_of(model: Contract, facilities: dict):
    return host_report(*offered(model), HostProfile(hostProfileVersion=1,
                                                    facilities=facilities))


def statuses(app_name: str, facilities: dict) -> dict[str, str]:
    """Capability → status, only those not available."""
    report = report_of(contract(app_name), facilities)
    return {r.capability: r.status for r in report.capabilities if r.status != "available"}


def lacking(facility: str) -> dict:
    return {**FULL, facility: False}


OPS_WRITES = ["acknowledge_incident", "cancel_order", "create_document_attachment",
              "create_import", "create_order_refund", "delete_document", "upload_attachment"]
EXPECTED = {
    ("ops-console", "skillDiscovery"): {},
    ("ops-console", "mcpRuntime"): "all disabled",
    ("ops-console", "authInjection"): "all disabled",
    ("ops-console", "trustedConfirmation"): {},
    ("ops-console", "sessionState"): {},
    ("ops-console", "attachmentResolution"): {"create_document_attachment":
                                              "requires-host-integration",
                                              "create_import": "requires-host-integration",
                                              "upload_attachment":
                                              "requires-host-integration"},
    ("ops-console", "unknownOutcomeReconciliation"): {n: "requires-host-integration"
                                                      for n in OPS_WRITES},
    ("uploads-chain", "skillDiscovery"): {},
    ("uploads-chain", "mcpRuntime"): "all disabled",
    ("uploads-chain", "authInjection"): "all requires-host-integration",   # auth unknown
    ("uploads-chain", "trustedConfirmation"): {},
    ("uploads-chain", "sessionState"): {},
    ("uploads-chain", "attachmentResolution"): {"create_album_photo": "requires-host-integration",
                                                "create_album_video": "requires-host-integration",
                                                "upload_file": "requires-host-integration",
                                                "upload_video": "requires-host-integration"},
    ("uploads-chain", "unknownOutcomeReconciliation"): {
        "create_album_photo": "requires-host-integration",
        "create_album_video": "requires-host-integration",
        "upload_file": "requires-host-integration",
        "upload_video": "requires-host-integration"},
}


@pytest.mark.parametrize("app_name,facility", sorted(EXPECTED))
def test_a_host_lacking_one_facility(app_name, facility):
    expected = EXPECTED[(app_name, facility)]
    if isinstance(expected, str):
        exported = offered(contract(app_name))[1]
        expected = {n: expected.removeprefix("all ") for n in exported}
    assert statuses(app_name, lacking(facility)) == expected


@pytest.mark.parametrize("app_name", ["ops-console", "uploads-chain"])
def test_a_full_profile_leaves_every_exported_capability_available(app_name):
    assert statuses(app_name, FULL) == {}


def test_trusted_confirmation_disables_only_protected_final_writes():
    data = json.loads((SAMPLES / "ops-console" / "expected" /
                       "canonical-contract.json").read_text())
    for c in data["capabilities"]:
        if c["name"] == "cancel_order":
            c["operationPolicy"]["confirmation"] = "trusted-confirmation-required"
    data["consumerRequirements"]["trustedConfirmation"] = [{
        "capabilities": ["cancel_order"], "rule": "requirements.trusted-confirmation",
        "why": "a protected final write", "field": "/operationPolicy/confirmation"}]
    report = report_of(Contract.model_validate(data), lacking("trustedConfirmation"))
    [row] = [r for r in report.capabilities if r.status != "available"]
    assert (row.capability, row.status, row.missing, row.reasons) == (
        "cancel_order", "disabled", ["trustedConfirmation"],
        ["trustedConfirmation (requirements.trusted-confirmation): a protected final write"])


def test_credentials_injected_for_one_service_only_disable_the_other():
    facilities = {**FULL, "authInjection": {"services": ["ops"]}}
    assert statuses("ops-console", facilities) == {"acknowledge_incident": "disabled",
                                                   "get_open_incidents": "disabled"}


def test_a_runtime_without_stdio_disables_everything_and_skill_discovery_is_a_note():
    facilities = {**FULL, "mcpRuntime": {"transports": ["streamable-http"]},
                  "skillDiscovery": False}
    report = report_of(contract("uploads-chain"), facilities)
    photo = next(r for r in report.capabilities if r.capability == "create_album_photo")
    assert photo.status == "disabled" and photo.missing == ["mcpRuntime"]
    assert photo.notes == ["skillDiscovery (requirements.skill-issued-values): ids, cursors or "
                           "tokens it needs come from other Tools' results, which the Skill "
                           "explains"]
    assert report.notExported == {"upload_banner": "status.requires-review"}


def test_cli_writes_the_report_and_exits_1_when_something_is_not_available(tmp_path):
    profile = tmp_path / "host.json"
    profile.write_text(json.dumps({"hostProfileVersion": 1, "facilities": lacking(
        "unknownOutcomeReconciliation")}), encoding="utf-8")
    out = tmp_path / "report.json"
    package = tmp_path / "pkg"
    for rel, data in build_package(SAMPLES / "ops-console" / "expected" /
                                   "canonical-contract.json").files.items():
        (package / rel).parent.mkdir(parents=True, exist_ok=True)
        (package / rel).write_bytes(data)
    result = CliRunner().invoke(app, ["host-check", str(package), "--host", str(profile),
                                      "-o", str(out)])
    assert result.exit_code == 1
    report = json.loads(out.read_text())
    # the upload Tool takes bounded content (D7) and its key's consumer sends no bytes: both
    # are exported; the multipart import takes a Host attachment reference and is not
    assert report["counts"] == {"available": 5, "disabled": 0, "requires-host-integration": 6}
    assert report["notExported"] == {"create_import": "exporter.attachment"}


def host_file(tmp_path, facilities: dict) -> Path:
    path = tmp_path / "host.json"
    path.write_text(json.dumps({"hostProfileVersion": 1, "facilities": facilities}),
                    encoding="utf-8")
    return path


OPS = SAMPLES / "ops-console" / "expected" / "canonical-contract.json"


def test_export_with_a_host_registers_only_what_it_serves_and_writes_the_report(tmp_path):
    profile = host_file(tmp_path, lacking("unknownOutcomeReconciliation"))
    out = tmp_path / "pkg"
    result = CliRunner().invoke(app, ["export", str(OPS), "-o", str(out), "--host",
                                      str(profile)])
    assert result.exit_code == 0, result.output
    record = json.loads((out / "export-profile.json").read_text())
    assert record["exported"] == ["get_document", "get_open_incidents", "list_documents",
                                  "list_orders", "search_documents"]
    assert [(n["name"], n["rule"]) for n in record["notExported"]] == [
        ("acknowledge_incident", "host.integration"), ("cancel_order", "host.integration"),
        ("create_document_attachment", "host.integration"),
        ("create_import", "exporter.attachment"), ("create_order_refund", "host.integration"),
        ("delete_document", "host.integration"), ("upload_attachment", "host.integration")]
    assert record["notExported"][0]["reason"].startswith(
        "the Host lacks unknownOutcomeReconciliation: unknownOutcomeReconciliation "
        "(requirements.unknown-outcome): ")
    report = json.loads((out / "host-compatibility-report.json").read_text())
    assert report["counts"] == {"available": 5, "disabled": 0, "requires-host-integration": 6}
    assert sorted(p.name for p in (out / "functions").iterdir()) == [
        "get_document.mjs", "get_open_incidents.mjs", "host-boundary.mjs",
        "list_documents.mjs", "list_orders.mjs", "search_documents.mjs", "validate.mjs"]
    assert sorted(p.stem for p in (out / "skill" / "ops-console" / "references").iterdir()) \
        == record["exported"]
    # the package written is what that Host serves; an export without --host drops the report
    again = CliRunner().invoke(app, ["host-check", str(out), "--host", str(profile), "-q"])
    assert (again.exit_code, json.loads(again.stdout)["counts"]) == \
        (0, {"available": 5, "disabled": 0, "requires-host-integration": 0})
    assert CliRunner().invoke(app, ["export", str(OPS), "-o", str(out)]).exit_code == 0
    assert not (out / "host-compatibility-report.json").exists()
    assert len(json.loads((out / "export-profile.json").read_text())["exported"]) == 11


def test_export_is_refused_when_the_host_serves_no_tool(tmp_path):
    out = tmp_path / "pkg"
    result = CliRunner().invoke(app, ["export", str(OPS), "-o", str(out), "--host",
                                      str(host_file(tmp_path, lacking("mcpRuntime")))])
    assert result.exit_code == 1
    report = json.loads(result.stdout)
    assert report["counts"] == {"available": 0, "disabled": 11, "requires-host-integration": 0}
    assert {tuple(r["missing"]) for r in report["capabilities"]} == {("mcpRuntime",)}
    assert "refused: the Host serves none of the 11 Tools (it lacks mcpRuntime)" in \
        result.stderr
    assert not out.exists()


def test_export_with_a_full_host_registers_everything(tmp_path):
    out = tmp_path / "pkg"
    result = CliRunner().invoke(app, ["export", str(OPS), "-o", str(out), "--host",
                                      str(host_file(tmp_path, FULL)), "-q"])
    assert result.exit_code == 0
    assert json.loads((out / "host-compatibility-report.json").read_text())["counts"] == \
        {"available": 11, "disabled": 0, "requires-host-integration": 0}
    assert len(json.loads((out / "export-profile.json").read_text())["exported"]) == 11


def test_an_unknown_facility_is_exit_2_naming_its_json_path(tmp_path):
    profile = tmp_path / "host.json"
    profile.write_text(json.dumps({"hostProfileVersion": 1, "facilities": {
        "telepathy": True}}), encoding="utf-8")
    result = CliRunner().invoke(app, ["host-check", str(SAMPLES / "ops-console" / "expected" /
                                                        "canonical-contract.json"),
                                      "--host", str(profile)])
    assert result.exit_code == 2
    assert "/facilities/telepathy" in result.output


@pytest.mark.parametrize("command", ["host-check", "validate", "probe"])
def test_an_output_that_is_a_folder_is_refused_before_any_work(tmp_path, command):
    """Rule ``io.output-check`` for every command writing a report: ``-o FOLDER`` is exit 2
    naming the option, not an operating-system error after the work."""
    args = {"host-check": [str(OPS), "--host", str(host_file(tmp_path, FULL))],
            "validate": [str(tmp_path)], "probe": [str(tmp_path)]}[command]
    result = CliRunner().invoke(app, [command, *args, "-o", str(tmp_path)])
    assert result.exit_code == 2
    assert result.output == f"code2skill: error: -o {tmp_path} is a folder; give a file name\n"


@pytest.mark.parametrize("kind,title", [("host-profile", "HostProfile"),
                                        ("host-report", "HostReport"),
                                        ("consumer-requirements", "ConsumerRequirementsRecord")])
def test_schema_prints_the_profile_and_report_schemas(kind, title):
    result = CliRunner().invoke(app, ["schema", kind])
    assert result.exit_code == 0
    schema = json.loads(result.output)
    assert schema["title"] == title and schema["$id"].endswith(f"{kind}-v1.json")


@pytest.mark.parametrize("facilities,pointer", [
    ({"mcpRuntime": {"transports": "not-stdio-at-all"}}, "/facilities/mcpRuntime"),
    ({"mcpRuntime": {"transprots": ["stdio"]}}, "/facilities/mcpRuntime"),
    ({"authInjection": {"services": "ops"}}, "/facilities/authInjection")])
def test_a_malformed_facility_detail_is_exit_2_naming_its_path(tmp_path, facilities, pointer):
    profile = tmp_path / "host.json"
    profile.write_text(json.dumps({"hostProfileVersion": 1, "facilities": facilities}),
                       encoding="utf-8")
    result = CliRunner().invoke(app, ["host-check", str(SAMPLES / "ops-console" / "expected" /
                                                        "canonical-contract.json"),
                                      "--host", str(profile)])
    assert result.exit_code == 2, result.output
    assert pointer in result.output


def test_a_host_profile_flooded_with_unknown_keys_is_refused_before_the_schema_check(tmp_path):
    """1,000,000 extra keys in ``facilities`` took 1.5 GB and 3,000,000 ended in exit 3: like
    a contract, a profile with over 1,000 unknown members is refused (exit 2) unchecked."""
    flooded = {**FULL, **{f"extra{i}": True for i in range(1_500)}}
    result = CliRunner().invoke(app, ["host-check", str(OPS), "--host",
                                      str(host_file(tmp_path, flooded)), "-q"])
    assert result.exit_code == 2
    assert "/facilities/extra0: Extra inputs are not permitted" in result.output
    assert "… and 981 more" in result.output        # 1,000 members and the closing problem


@pytest.mark.parametrize("facilities,version,problem", [
    ({"trustedConfirmation": "yes"}, 1, "/facilities/trustedConfirmation/bool: Input should be "
     'a valid boolean (found "yes")'),
    ({"trustedConfirmation": 1}, 1, "/facilities/trustedConfirmation/bool: Input should be a "
     "valid boolean (found 1)"),
    ({"sessionState": "off"}, 1, "/facilities/sessionState/bool: Input should be a valid "
     'boolean (found "off")'),
    ({"mcpRuntime": 0}, 1, "/facilities/mcpRuntime/bool: Input should be a valid boolean "
     "(found 0)"),
    ({}, True, "/hostProfileVersion: Value error, hostProfileVersion must be the integer 1 "
     "(found true)"),
    ({}, 1.0, "/hostProfileVersion: Value error, hostProfileVersion must be the integer 1 "
     "(found 1.0)"),
    ({}, "1", "/hostProfileVersion: Value error, hostProfileVersion must be the integer 1 "
     '(found "1")')])
def test_a_profile_value_is_never_coerced(tmp_path, facilities, version, problem):
    """Rule ``host.strict-profile``: ``"yes"``/``1`` counted as ``true`` and ``"off"``/``0``
    as ``false``, and ``hostProfileVersion: true`` was accepted; each is now exit 2 naming
    the JSON path."""
    profile = tmp_path / "host.json"
    profile.write_text(json.dumps({"hostProfileVersion": version,
                                   "facilities": {**FULL, **facilities}}), encoding="utf-8")
    result = CliRunner().invoke(app, ["host-check", str(OPS), "--host", str(profile), "-q"])
    assert result.exit_code == 2, result.output
    assert problem in result.output


def test_a_need_the_policy_implies_counts_when_the_contract_omits_it(tmp_path):
    """Rule ``requirements.implied``: ``cancel_order`` made a protected final write, with
    ``consumerRequirements`` left as it was (no ``trustedConfirmation`` need), was
    ``available`` on a Host without trusted confirmation; the need its policy implies counts,
    for a contract and for a package exported from it."""
    data = json.loads(OPS.read_text())
    for c in data["capabilities"]:
        if c["name"] == "cancel_order":
            c["operationPolicy"]["confirmation"] = "trusted-confirmation-required"
    assert data["consumerRequirements"]["trustedConfirmation"] == []
    report = report_of(Contract.model_validate(data), lacking("trustedConfirmation"))
    assert [(r.capability, r.status, r.missing, r.reasons) for r in report.capabilities
            if r.status != "available"] == [
        ("cancel_order", "disabled", ["trustedConfirmation"],
         ["trustedConfirmation (requirements.trusted-confirmation): a protected final write: "
          "the Host must issue and check the user's confirmation"])]


def test_an_exported_package_lists_the_needs_the_contract_omits(tmp_path):
    """Rule ``requirements.implied`` in ``export``: ``delete_document`` (a write whose outcome
    may be unknown) removed from the recorded ``unknownOutcomeReconciliation`` need is still
    listed in the package's ``consumer-requirements.json``, so ``host-check PACKAGE`` does not
    report it available on a Host that cannot reconcile."""
    data = json.loads(OPS.read_text())
    [need] = data["consumerRequirements"]["unknownOutcomeReconciliation"]
    need["capabilities"].remove("delete_document")
    hostile = tmp_path / "c.json"
    hostile.write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "pkg"
    assert CliRunner().invoke(app, ["export", str(hostile), "-o", str(out), "-q"]).exit_code == 0
    needs = json.loads((out / "consumer-requirements.json").read_text())["facilities"]
    assert [(n["rule"], n["capabilities"]) for n in needs["unknownOutcomeReconciliation"]] == [
        ("requirements.unknown-outcome", ["acknowledge_incident", "cancel_order",
                                          "create_document_attachment", "create_order_refund",
                                          "upload_attachment"]),
        ("requirements.unknown-outcome", ["delete_document"])]
    host = host_file(tmp_path, lacking("unknownOutcomeReconciliation"))
    result = CliRunner().invoke(app, ["host-check", str(out), "--host", str(host), "-q",
                                      "-o", str(tmp_path / "r.json")])
    assert result.exit_code == 1
    report = json.loads((tmp_path / "r.json").read_text())
    assert [r["capability"] for r in report["capabilities"]
            if r["status"] == "requires-host-integration"] == [
        "acknowledge_incident", "cancel_order", "create_document_attachment",
        "create_order_refund", "delete_document", "upload_attachment"]
