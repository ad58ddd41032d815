"""Lint rules C2S-L001…L013: each break of the seed's rules gives exactly its finding."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from audit_support import (CANCEL, CREATE, GET, LIST, appended, audit_ids, client, derive_dict,
                           edited)

from code2skill.audit import audit_contract
from code2skill.audit.lint import lint
from code2skill.audit.rules import RULES
from code2skill.contract.load import read_contract
from code2skill.coverage import low_coverage
from code2skill.contract.models import Contract
from code2skill.discover import Scope
from code2skill.emit import contract_json
from code2skill.pipeline import Settings, derive

SAMPLES = Path(__file__).resolve().parent.parent / "samples"


@pytest.fixture
def base(tmp_path) -> dict:
    return derive_dict(client(tmp_path))


def ids(contract: dict) -> list[tuple[str, str, str]]:
    return sorted((f.rule, f.pointer, f.severity) for f in lint(contract))


def cap(contract: dict, index: int) -> dict:
    return contract["capabilities"][index]


# ---------------------------------------------------------------- clean contracts
def test_a_derived_contract_is_clean(base):
    assert [c["name"] for c in base["capabilities"]] == \
        ["cancel_order", "create_order", "get_order", "list_orders"]
    assert ids(base) == []


@pytest.mark.parametrize("sample", sorted(p.name for p in SAMPLES.iterdir()
                                         if (p / "expected").is_dir()))
def test_every_sample_derives_a_clean_contract(sample, tmp_path):
    """derive never emits what its own audit flags: every sample, derived afresh (and its
    golden), has no lint finding, and the derived contract audited against its own source
    (lint, drift and evidence rules: a GET that derive takes as a write included) has no
    finding at all."""
    root = SAMPLES / sample
    result = derive(root, Settings(Scope(), jobs=1))
    derived = json.loads(contract_json(result.contract))
    golden = json.loads((root / "expected" / "canonical-contract.json").read_text())
    assert (ids(derived), ids(golden)) == ([], [])
    (tmp_path / "contract.json").write_text(contract_json(result.contract), encoding="utf-8")
    audited = audit_contract(read_contract(tmp_path / "contract.json"), root,
                             Settings(Scope(), jobs=1), derive_fn=lambda _: result)
    assert [(f.rule, f.pointer, f.message) for f in audited.findings
            if f.rule != "C2S-D014"] == []
    # C2S-D014 repeats what derive itself warns of the requests it missed, nothing else
    said = [w for w in [low_coverage(result), *result.warnings] if w]
    assert [f.message for f in audited.findings if f.rule == "C2S-D014"] == sorted(
        f"the derive this audit compares with missed requests: {w}" for w in set(said))


def test_every_rule_has_an_id_a_severity_and_a_one_line_hint():
    for rule_id, rule in RULES.items():
        assert rule.id == rule_id and rule_id[:5] in ("C2S-L", "C2S-D", "C2S-E")
        assert rule.severity in ("info", "low", "medium", "high")
        assert rule.hint and "\n" not in rule.hint


# ---------------------------------------------------------------- one test per rule
def test_l001_policy_side_effect_differs(base):
    c = edited(base)
    cap(c, CREATE)["operationPolicy"]["sideEffect"] = "update"
    assert ids(c) == [("C2S-L001", "/capabilities/1/operationPolicy/sideEffect", "high")]


def test_l002_retry_policy_on_a_post(base):
    c = edited(base)
    cap(c, CREATE)["operationPolicy"]["automaticRetry"] = "allowed"
    assert ids(c) == [("C2S-L002", "/capabilities/1/operationPolicy/automaticRetry", "high")]


def test_l002_not_for_idempotent_writes(base):
    c = edited(base)                       # DELETE is idempotent: retry may stay allowed
    assert cap(c, CANCEL)["operationPolicy"]["automaticRetry"] == "allowed"
    cap(c, CREATE)["operationPolicy"].update(automaticRetry="allowed",
                                            idempotency="idempotent-with-key")
    assert ids(c) == []


def test_l003_write_without_unknown_outcome(base):
    c = edited(base)
    cap(c, CREATE)["operationPolicy"]["unknownOutcome"] = "not-applicable"
    del cap(c, CANCEL)["operationPolicy"]["unknownOutcome"]
    assert ids(c) == [("C2S-L003", "/capabilities/0/operationPolicy/unknownOutcome", "high"),
                      ("C2S-L003", "/capabilities/1/operationPolicy/unknownOutcome", "high")]


def test_l004_boolean_confirmed_input(base):
    c = edited(base)
    cap(c, CANCEL)["inputSchema"]["properties"]["confirmed"] = {"type": "boolean"}
    cap(c, CREATE)["inputSchema"]["properties"]["userApproved"] = {"enum": [True]}
    assert ids(c) == [
        ("C2S-L004", "/capabilities/0/inputSchema/properties/confirmed", "high"),
        ("C2S-L004", "/capabilities/1/inputSchema/properties/userApproved", "high")]


@pytest.mark.parametrize("name", ["confirm", "confirmed", "isConfirmed", "i_understand",
                                  "yes", "are_you_sure", "areYouSure", "i_am_sure",
                                  "acknowledged", "confirmDelete",
                                  "userApproved", "approved_by_user", "consent",
                                  "userConsented", "has_consented"])
def test_l004_names_that_confirm_the_operation(base, name):
    c = edited(base)
    cap(c, CREATE)["inputSchema"]["properties"][name] = {"type": "boolean"}
    assert ids(c) == [("C2S-L004", f"/capabilities/1/inputSchema/properties/{name}", "high")]


@pytest.mark.parametrize("name", ["approved", "follow_request_approved", "spend_unconfirmed",
                                  "unconfirmed", "manually_approves_followers", "approval",
                                  "EnableConfirmNotificationsToChannel", "confirmedAt",
                                  "accepted_policy", "force", "voteYes", "vote_yes",
                                  "newsletter_consent", "marketingConsent"])
def test_l004_business_booleans_are_no_confirmation(base, name):
    """A moderator's ``approved``, a notification preference, a wallet's option to spend
    unconfirmed outputs, a vote of yes on the option being added, a user's choice of a newsletter:
    states and options of the operation, not its confirmation."""
    c = edited(base)
    cap(c, CREATE)["inputSchema"]["properties"][name] = {"type": "boolean"}
    assert ids(c) == []


def test_l005_format_url_in_input_and_output(base):
    c = edited(base)
    cap(c, CREATE)["inputSchema"]["properties"]["callback"] = {"type": "string",
                                                             "format": "url"}
    cap(c, GET)["outputSchema"] = {"type": "object", "properties": {
        "receipt": {"type": "string", "format": "url"},
        "link": {"type": "string", "format": "uri"}}}
    assert ids(c) == [
        ("C2S-L005", "/capabilities/1/inputSchema/properties/callback/format", "medium"),
        ("C2S-L005", "/capabilities/2/outputSchema/properties/receipt/format", "medium")]


def test_l006_base_url_as_input_default_or_binding(base):
    c = edited(base)
    props = cap(c, LIST)["inputSchema"]["properties"]
    props["baseUrl"] = {"type": "string"}
    props["region"] = {"type": "string", "default": "https://eu.api.shop.example"}
    props["url"] = {"type": "string", "format": "uri"}        # a business URL is fine
    get = cap(c, GET)                                          # a path segment is no host
    get["inputSchema"]["properties"]["host"] = get["inputSchema"]["properties"].pop("id")
    get["implementation"]["requests"][0]["bindings"] = [{"target": "path:host",
                                                         "input": "host", "value": None}]
    c["services"][0]["baseUrlBinding"] = "https://api.shop.example/v1"
    assert ids(c) == [
        ("C2S-L006", "/capabilities/3/inputSchema/properties/baseUrl", "high"),
        ("C2S-L006", "/capabilities/3/inputSchema/properties/region/default", "high"),
        ("C2S-L006", "/services/0/baseUrlBinding", "high")]


def test_l007_local_file_path_input(base):
    c = edited(base)
    props = cap(c, CREATE)["inputSchema"]["properties"]
    props["filePath"] = {"type": "string"}
    props["invoice"] = {"type": "string", "description": "Local path of the PDF to attach."}
    props["fileName"] = {"type": "string", "description": "Sanitized file name."}   # fine
    props["localSitePrefix"] = {"type": "string", "description":           # a URL, not a disk
                                "Local site prefix of the group (path parameter)."}
    assert ids(c) == [
        ("C2S-L007", "/capabilities/1/inputSchema/properties/filePath", "high"),
        ("C2S-L007", "/capabilities/1/inputSchema/properties/invoice", "high")]


def test_l008_missing_preserves_recovery_context(base):
    c = edited(base)
    del cap(c, GET)["errorContract"]["preservesRecoveryContext"]
    assert ids(c) == [("C2S-L008", "/capabilities/2/errorContract/preservesRecoveryContext",
                       "medium")]


def test_l009_generic_call_api_tool(base):
    c = edited(base)
    generic = edited(cap(c, GET))
    generic["name"] = "call_api"
    appended(c, generic)
    dispatcher = edited(cap(c, GET))
    dispatcher["name"] = "run_order_action"
    dispatcher["inputSchema"]["properties"] = {"operation": {"type": "string"},
                                               "endpoint": {"type": "string"}}
    appended(c, dispatcher)
    assert ids(c) == [("C2S-L009", "/capabilities/4/name", "high"),
                      ("C2S-L009", "/capabilities/5/inputSchema", "high")]


def test_l009_a_bare_verb_is_a_generic_name_a_verb_with_an_object_is_not(base):
    c = edited(base)
    for name in ("get", "create", "delete", "get_site", "delete_ok"):
        bare = edited(cap(c, GET))
        bare["name"] = name
        appended(c, bare)
    found = [(f.rule, f.pointer, f.message) for f in lint(c) if f.rule == "C2S-L009"]
    assert found == [("C2S-L009", f"/capabilities/{i}/name",
                      f"{name!r} is a bare verb: the Tool name says no operation")
                     for i, name in ((4, "get"), (5, "create"), (6, "delete"))]


def test_l010_title_only_in_annotations(base):
    c = edited(base)
    cap(c, GET)["annotations"]["title"] = cap(c, GET).pop("title")
    found = lint(c)
    assert [(f.rule, f.pointer, f.severity) for f in found] == [
        ("C2S-L010", "/capabilities/2/annotations/title", "medium")]
    assert found[0].explains == ("/capabilities/2/title", "/capabilities/2/annotations/title")


def test_l011_duplicate_names(base):
    c = edited(base)
    cap(c, GET)["name"] = "list_orders"
    assert ids(c) == [("C2S-L011", "/capabilities/3/name", "high")]


def test_l012_capability_without_evidence(base):
    c = edited(base)
    cap(c, GET)["evidence"] = {}
    cap(c, LIST)["evidence"] = {"/status": [{"kind": "default", "rule": "status.draft"}]}
    assert ids(c) == [("C2S-L012", "/capabilities/2/evidence", "medium"),
                      ("C2S-L012", "/capabilities/3/evidence", "medium")]


# ---------------------------------------------------------------- through a whole audit
def test_lint_findings_in_a_full_audit_with_schema_gaps_they_explain(base, tmp_path):
    c = edited(base)
    cap(c, GET)["annotations"]["title"] = cap(c, GET).pop("title")     # two schema problems
    del cap(c, CREATE)["operationPolicy"]["unknownOutcome"]            # one more
    assert audit_ids(tmp_path, c, tmp_path / "app") == [
        ("C2S-L003", "/capabilities/1/operationPolicy/unknownOutcome", "high"),
        ("C2S-L010", "/capabilities/2/annotations/title", "medium")]


def test_l013_l014_evidence_keys_that_name_no_field(base):
    c = edited(base)
    evidence = cap(c, GET)["evidence"]
    refs = next(iter(evidence.values()))
    evidence["inputSchema/properties/id"] = refs                 # no leading '/'
    evidence["/inputSchema/properties/a~2b"] = refs             # '~2' is no escape
    evidence["/implementation/requests/3"] = refs               # no such request
    evidence["/operationPolicy/retries"] = refs                 # no such member
    evidence["/implementation/requests/0/method"] = refs        # fine
    evidence["/inputSchema/properties/note/description"] = refs  # a removed property's trace
    assert ids(c) == [
        ("C2S-L013", "/capabilities/2/evidence/inputSchema~1properties~1id", "medium"),
        ("C2S-L013", "/capabilities/2/evidence/~1inputSchema~1properties~1a~02b", "medium"),
        ("C2S-L014", "/capabilities/2/evidence/~1implementation~1requests~13", "low"),
        ("C2S-L014", "/capabilities/2/evidence/~1operationPolicy~1retries", "low")]
    assert sorted(f.message for f in lint(c)) == [
        "evidence key '/implementation/requests/3' points at nothing in the capability",
        "evidence key '/inputSchema/properties/a~2b' is not a JSON Pointer ('~' must be "
        "written '~0' or '~1')",
        "evidence key '/operationPolicy/retries' points at nothing in the capability",
        "evidence key 'inputSchema/properties/id' is not a JSON Pointer (it must start with "
        "'/')"]


def test_settings_that_mention_a_flag_path_or_domain_are_no_findings(base):
    c = edited(base)
    props = cap(c, CREATE)["inputSchema"]["properties"]
    props["EnableConfirmNotificationsToChannel"] = {"type": "boolean"}
    props["isAcknowledged"] = {"type": "boolean"}                  # still a flag
    props["domain"] = {"type": "string"}                           # a DNS name to block
    props["FileSettings"] = {"type": "object", "properties": {"Directory": {"type": "string"}}}
    props["directory"] = {"type": "string"}                        # top level: a local path
    props["filter"] = {"type": "object", "properties": {"host": {"type": "string"}}}
    props["host"] = {"type": "string"}                             # top level: a base
    assert ids(c) == [
        ("C2S-L004", "/capabilities/1/inputSchema/properties/isAcknowledged", "high"),
        ("C2S-L006", "/capabilities/1/inputSchema/properties/host", "high"),
        ("C2S-L007", "/capabilities/1/inputSchema/properties/directory", "high")]


def test_inputs_sent_only_as_body_or_query_fields_are_data_not_bases_or_paths(base):
    """A settings form's ``host`` and a storage ``folder`` the server owns are body fields; a
    ``folder`` limited to listed values is nothing arbitrary. An unbound or header-bound one
    with the same names is still judged by its name."""
    c = edited(base)
    create = cap(c, CREATE)
    props = create["inputSchema"]["properties"]
    props["host"] = {"type": "string"}
    props["folder"] = {"type": "string"}
    props["directory"] = {"type": "string", "enum": ["logos", "screenshots"]}
    props["apiHost"] = {"type": "string"}
    props["filePath"] = {"type": "string"}
    props["_file_path"] = {"type": "string", "description": "File path of the auto."}
    bindings = create["implementation"]["requests"][0].setdefault("bindings", [])
    bindings += [{"target": "body:host", "input": "host", "value": None},
                 {"target": "body:_file_path", "input": "_file_path", "value": None},
                 {"target": "query:folder", "input": "folder", "value": None},
                 {"target": "header:X-Api-Host", "input": "apiHost", "value": None}]
    assert ids(c) == [
        ("C2S-L006", "/capabilities/1/inputSchema/properties/apiHost", "high"),
        ("C2S-L007", "/capabilities/1/inputSchema/properties/filePath", "high")]


def test_l007_a_path_sent_in_a_header_or_url_segment_is_the_servers(base):
    """A ``File-Path`` header naming where the server stores an upload, or a ``{filePath}``
    segment, is a string the request hands the server: no local file the Host reads. A
    path-named input no request sends is still judged by its name."""
    c = edited(base)
    create = cap(c, CREATE)
    props = create["inputSchema"]["properties"]
    props["file_path"] = {"type": "string", "description": "Value of the File-Path request "
                          "header."}
    props["dirPath"] = {"type": "string"}
    props["localPath"] = {"type": "string"}
    bindings = create["implementation"]["requests"][0].setdefault("bindings", [])
    bindings += [{"target": "header:File-Path", "input": "file_path", "value": None},
                 {"target": "path:dirPath", "input": "dirPath", "value": None}]
    assert ids(c) == [("C2S-L007", "/capabilities/1/inputSchema/properties/localPath", "high")]


def test_l009_a_data_field_named_method_is_no_dispatcher(base):
    """A body field ``method`` (the API being configured) with a ``path`` body field is data;
    a ``method`` bound nowhere with a ``path`` bound into the URL decides the operation."""
    c = edited(base)
    config = edited(cap(c, GET))
    config["name"] = "create_api"
    config["inputSchema"]["properties"] = {"method": {"type": "string"},
                                           "path": {"type": "string"}}
    config["implementation"]["requests"][0]["bindings"] = [
        {"target": "body:method", "input": "method", "value": None},
        {"target": "body:path", "input": "path", "value": None}]
    appended(c, config)
    dispatcher = edited(config)
    dispatcher["name"] = "run_route"
    dispatcher["implementation"]["requests"][0]["bindings"] = [
        {"target": "path:path", "input": "path", "value": None}]
    appended(c, dispatcher)
    assert ids(c) == [("C2S-L009", "/capabilities/5/inputSchema", "high")]


def test_l015_requirements_omit_a_need_the_policy_implies(base):
    """Rule ``requirements.implied``: a protected final write that ``trustedConfirmation``
    does not list, and a write left out of ``unknownOutcomeReconciliation``, are each a
    finding at that facility's list; needs recorded beyond the implied ones are none."""
    c = edited(base)
    before = cap(c, CANCEL)["operationPolicy"]["confirmation"]
    cap(c, CANCEL)["operationPolicy"]["confirmation"] = "trusted-confirmation-required"
    for need in c["consumerRequirements"]["unknownOutcomeReconciliation"]:
        need["capabilities"].remove("create_order")
    found = [(f.rule, f.pointer, f.severity, f.capability, f.message)
             for f in lint(c, Contract.model_validate(c))]
    assert found == [
        ("C2S-L015", "/consumerRequirements/trustedConfirmation", "high", "cancel_order",
         "capability 'cancel_order' needs trustedConfirmation (requirements.trusted-"
         "confirmation: a protected final write: the Host must issue and check the user's "
         "confirmation) but consumerRequirements does not list it"),
        ("C2S-L015", "/consumerRequirements/unknownOutcomeReconciliation", "high",
         "create_order", "capability 'create_order' needs unknownOutcomeReconciliation "
         "(requirements.unknown-outcome: a write whose outcome may be unknown: the Host must "
         "stop and reconcile before any new attempt) but consumerRequirements does not list "
         "it")]
    c["consumerRequirements"]["sessionState"] = [{
        "capabilities": ["get_order"], "rule": "requirements.session-state", "why": "kept",
        "field": None}]
    cap(c, CANCEL)["operationPolicy"]["confirmation"] = before
    assert [f.capability for f in lint(c, Contract.model_validate(c))] == ["create_order"]
    assert lint(c) == []                 # without the model (a contract with problems): none


def test_l016_open_world_hint_evidence_says_the_opposite(base):
    """An openWorldHint set true while its evidence is the closed-world default, or left
    false while its evidence is an external risk, is one finding at the hint."""
    c = edited(base)
    cap(c, CREATE)["annotations"]["openWorldHint"] = True
    assert ids(c) == [("C2S-L016", "/capabilities/1/annotations/openWorldHint", "medium")]
    c = edited(base)
    cap(c, GET)["evidence"]["/annotations/openWorldHint"] = [
        {"kind": "inferred", "rule": "risk.external", "note": "invite", "file": "src/api.ts",
         "line": 3, "column": 1, "endLine": 3, "endColumn": 9}]
    assert ids(c) == [("C2S-L016", f"/capabilities/{GET}/annotations/openWorldHint", "medium")]


@pytest.mark.parametrize("text, host", [
    ("attributes.updatedAt", False), ("user.id", False), ("meta.name", False),
    ("api.example.com", True), ("localhost:8080", True), ("10.0.0.2/v1", True),
    ("HTTPS://x", True), ("example.de", True), ("svc.cluster.local", True)])
def test_a_dotted_field_path_is_no_host(text, host):
    """C2S-L006 reads an input's default as a host only when it is one: a URL, or lower-case
    labels ending in a port, a path or a common top-level domain (an ``orderBy`` default
    ``attributes.updatedAt`` is a field path)."""
    from code2skill.audit.lint import URL_OR_HOST
    assert bool(URL_OR_HOST.search(text)) is host
