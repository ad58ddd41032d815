"""Rule ``input.user-decision``: a boolean field named for a confirmation or consent is the
user's decision, bound to a context reference the Host supplies, never a Tool input; the Tool
requires a trusted confirmation and stays under review, so derive emits nothing the audit lint
flags (``C2S-L004``); a state (``approved``) or a choice (``newsletter_consent``) stays an
input."""
from __future__ import annotations

from conftest import capability, sample_files

from code2skill.audit.lint import lint
from code2skill.contract.models import Binding
from code2skill.passes.schema import InputDraft
from code2skill.passes.user_decisions import RULE, user_decisions

SAMPLE = "consent-decisions"
FILES = ("package.json", "src/consent.js", "src/settings.js", "src/Consent.jsx")


def test_a_consent_boolean_is_bound_to_the_user_s_decision():
    draft = InputDraft(properties={"consent": {"type": "boolean"}, "client_id": {}},
                       required=["consent", "client_id"],
                       bindings=[Binding(target="body:consent", input="consent"),
                                 Binding(target="body:client_id", input="client_id")])
    assert user_decisions(draft, ("a.js", (3, 1, 3, 9))) == ["consent"]
    assert list(draft.properties) == ["client_id"] and draft.required == ["client_id"]
    assert [(b.target, b.input, b.context) for b in draft.bindings] == [
        ("body:consent", None, "consent"), ("body:client_id", "client_id", None)]
    assert draft.context["consent"][1] == "the user's decision"
    assert [(s, w, r) for s, _, w, r in draft.review] == [("medium", ("a.js", (3, 1, 3, 9)),
                                                           RULE)]


def test_states_choices_and_untyped_fields_stay_inputs():
    for name, schema in (("approved", {"type": "boolean"}),
                         ("newsletter_consent", {"type": "boolean"}),
                         ("confirmed", {"type": "string"}),
                         ("nested.consent", {"type": "boolean"})):
        draft = InputDraft(properties={name: schema},
                           bindings=[Binding(target=f"body:{name}", input=name)])
        assert user_decisions(draft, None) == [], name
        assert list(draft.properties) == [name], name


def test_the_consent_tool_requires_the_host_s_confirmation(derive_files):
    contract = derive_files(sample_files(SAMPLE, *FILES))
    consent = capability(contract, "POST", "/api/oidc/consent")
    assert sorted(consent["inputSchema"]["properties"]) == ["claims", "client_id", "flow_id"]
    assert consent["operationPolicy"]["confirmation"] == "trusted-confirmation-required"
    assert consent["status"] == "requires-review"
    assert [(c["name"], c["source"]) for c in consent["contextReferences"]] == [
        ("consent", "the user's decision")]
    evidence = consent["contextReferences"][0]["evidence"]
    assert [(e["file"], e["line"], e["rule"]) for e in evidence] == [
        ("src/consent.js", 4, RULE), ("src/consent.js", 10, RULE)]
    binding = [b for b in consent["implementation"]["requests"][0]["bindings"]
               if b["target"] == "body:consent"]
    assert binding == [{"target": "body:consent", "input": None, "value": None,
                        "context": "consent"}]
    items = [r for r in contract["review"] if r["capability"] == "create_oidc_consent"
             and "the user's own decision" in r["message"]]
    assert [(r["severity"], r["evidence"][0]["rule"]) for r in items] == [("medium", RULE)]
    assert not [f for f in lint(contract) if f.rule == "C2S-L004"]


def test_a_choice_and_a_state_keep_their_boolean_inputs(derive_files):
    contract = derive_files(sample_files(SAMPLE, *FILES))
    assert capability(contract, "POST", "/api/subscriptions")["inputSchema"]["properties"][
        "newsletter_consent"]["type"] == "boolean"
    moderation = capability(contract, "PUT", "/api/posts/{postID}/moderation")
    assert moderation["inputSchema"]["properties"]["approved"]["type"] == "boolean"
    assert moderation["operationPolicy"]["confirmation"] == "not-required"
