"""``consumerRequirements`` (rules ``requirements.*`` of :mod:`code2skill.contract.requirements`)
and the upgrade of contracts written with five lists of names (``contract.upgrade``)."""
from __future__ import annotations

import json
from pathlib import Path

from conftest import needing

from code2skill.contract.load import read_contract, require_valid
from code2skill.contract.requirements import credential_variables

SAMPLES = Path(__file__).resolve().parent.parent / "samples"


def golden(app_name: str) -> dict:
    return json.loads((SAMPLES / app_name / "expected" / "canonical-contract.json").read_text())


def test_auth_injection_is_one_need_per_service_with_its_variables():
    needs = golden("ops-console")["consumerRequirements"]["authInjection"]
    assert [(n["service"], n["mechanism"], n["variables"], len(n["capabilities"]))
            for n in needs] == [("incidents", "bearer", ["INCIDENTS_BEARER_TOKEN"], 2),
                                ("ops", "bearer", ["OPS_BEARER_TOKEN"], 10)]


def test_the_seven_facilities_with_rules_and_fields():
    reqs = golden("uploads-chain")["consumerRequirements"]
    assert sorted(reqs) == ["attachmentResolution", "authInjection", "mcpRuntime",
                            "sessionState", "skillDiscovery", "trustedConfirmation",
                            "unknownOutcomeReconciliation"]
    assert [(n["rule"], n["field"], n["capabilities"]) for n in reqs["attachmentResolution"]] == [
        ("requirements.attachment-chain", "/attachments",
         ["create_album_photo", "create_album_video"]),
        ("requirements.upload-content", "/operationPolicy/confirmation",
         ["upload_banner", "upload_file", "upload_video"])]
    assert reqs["mcpRuntime"][0]["transport"] == "stdio"
    assert needing(golden("uploads-chain"), "mcpRuntime") == sorted(
        c["name"] for c in golden("uploads-chain")["capabilities"])


def test_credential_variables_are_the_ones_an_export_reads():
    assert credential_variables("ops", "bearer") == ["OPS_BEARER_TOKEN"]
    assert credential_variables("shop-api", "api-key") == ["SHOP_API_API_KEY"]
    assert credential_variables("shop", "cookie-session") == ["SHOP_COOKIE"]
    assert credential_variables("shop", "unknown") == []


def test_a_contract_with_five_lists_of_names_is_read_as_needs(tmp_path):
    data = golden("tasks-axios")
    data["consumerRequirements"] = {
        "authInjection": ["list_projects"], "trustedConfirmation": [],
        "sessionState": ["list_projects"], "attachmentResolution": [],
        "unknownOutcomeReconciliation": []}
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = read_contract(path)
    assert loaded.problems == []
    reqs = require_valid(loaded).consumerRequirements
    assert [(n.rule, n.capabilities) for n in reqs.sessionState] == [
        ("requirements.session-state", ["list_projects"])]
    assert reqs.authInjection == [] and reqs.mcpRuntime == []
