"""Credential exchanges are never retried (``passes/credential_exchanges.py``, rule
``policy.credential-exchange``), and a session hand-over is a session flow
(``passes/session_flows.py``, rule ``scope.session-flow``). Assertions are exact policies,
hints, evidence rules and review items."""
from __future__ import annotations

from code2skill.passes.session_flows import hands_over_session

NEVER = {"sideEffect": "read", "idempotency": "unknown", "automaticRetry": "never",
         "confirmation": "not-required", "unknownOutcome": "stop-and-reconcile"}
READ = {"sideEffect": "read", "idempotency": "idempotent", "automaticRetry": "allowed",
        "confirmation": "not-required", "unknownOutcome": "not-applicable"}


def test_a_token_read_and_a_session_hand_over_are_exchanges(derive_files):
    contract = derive_files({"src/a.ts": (
        "export const pollToken = () =>\n"
        "  fetch('/facebook_retrieve_token').then((r) => r.json());\n"
        "export const finish = (id: string) => fetch('/sign/session', {\n"
        "  method: 'POST', body: JSON.stringify({ id }) });\n"
        "export const check = () => fetch('/check_pms_token').then((r) => r.json());\n"
        "export const logout = () => fetch('/auth/logout', { method: 'PUT' });\n")})
    caps = {c["name"]: c for c in contract["capabilities"]}
    token = caps["get_facebook_retrieve_token"]
    assert token["operationPolicy"] == NEVER
    assert token["annotations"]["idempotentHint"] is False
    assert token["status"] == "requires-review"
    assert [(e["rule"], e["line"]) for e in
            token["evidence"]["/operationPolicy/automaticRetry"]] == [
        ("policy.credential-exchange", 2)]
    assert caps["get_check_pms_token"]["operationPolicy"] == READ
    session = caps["create_sign_session"]
    assert session["operationPolicy"]["automaticRetry"] == "never"
    assert session["status"] == "requires-review"
    items = [(r["severity"], r["evidence"][0]["rule"]) for r in contract["review"]
             if r["capability"] == "create_sign_session"
             and r["evidence"][0]["rule"] == "scope.session-flow"]
    assert items == [("medium", "scope.session-flow")]
    assert caps["logout_auth"]["operationPolicy"]["automaticRetry"] == "allowed"


def test_a_session_hand_over_path():
    assert hands_over_session("/sign/session")
    assert hands_over_session("/api/auth/session")
    assert not hands_over_session("/sessions/{id}")
    assert not hands_over_session("/auth/session/info")
    assert not hands_over_session("/chat/session")


def test_a_read_whose_output_holds_a_secret_field_is_no_exchange(derive_files):
    contract = derive_files({"src/a.ts": (
        "import axios from 'axios';\n"
        "export async function load() {\n"
        "  const res = await axios.get('/api/config');\n"
        "  return [res.data.name, res.data.clientSecret];\n"
        "}\n")})
    cap = next(c for c in contract["capabilities"] if c["name"] == "get_config")
    assert [r["evidence"][0]["rule"] for r in contract["review"]
            if r["capability"] == "get_config" and r["severity"] == "medium"] == [
        "output.credential-read"]
    assert cap["operationPolicy"] == READ


def test_a_session_check_and_a_write_answering_with_its_token_are_no_exchanges(derive_files):
    contract = derive_files({"src/a.ts": (
        "import axios from 'axios';\n"
        "export const check = () => axios.post('/api/auth/check');\n"
        "export async function save(bio: string) {\n"
        "  const res = await axios.put('/api/user', { bio });\n"
        "  localStorage.setItem('jwt', res.data.user.token);\n"
        "}\n")})
    caps = {c["name"]: c for c in contract["capabilities"]}
    rules = {(r["capability"], r["evidence"][0]["rule"]) for r in contract["review"]
             if r["severity"] == "medium"}
    assert ("get_auth_check", "scope.sign-in-ceremony") in rules
    assert ("update_user", "output.credential-write") in rules
    assert caps["get_auth_check"]["operationPolicy"] == READ
    assert caps["update_user"]["operationPolicy"]["automaticRetry"] == "allowed"
