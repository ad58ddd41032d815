"""Pass credential_inputs (rule input.credential): a Tool whose input is a password, secret,
code or qualified key is requires-review with one medium item naming the inputs; a record's
``key`` or ``sessionId``, a flag named like a password, and a login (rule scope.session-flow)
get none."""
from __future__ import annotations

import pytest

SOURCE = """
export const createUser = (name: string, password: string) =>
  fetch('/api/users', { method: 'POST', body: JSON.stringify({ name, password }) });
export const changePassword = (oldPassword: string, newPassword: string) =>
  fetch('/api/me/password', { method: 'PUT', body: JSON.stringify({ oldPassword, newPassword }) });
export const saveKey = (apiKey: string) =>
  fetch('/api/integrations/sonarr', { method: 'PUT', body: JSON.stringify({ apiKey }) });
export const setSetting = (key: string, value: string) =>
  fetch('/api/settings', { method: 'PUT', body: JSON.stringify({ key, value }) });
export const setFlag = (usePassword: boolean) =>
  fetch('/api/share', { method: 'PUT', body: JSON.stringify({ usePassword }) });
export const revoke = (sessionId: string) =>
  fetch(`/api/sessions/${sessionId}`, { method: 'DELETE' });
export const login = (username: string, password: string) =>
  fetch('/api/auth/login', { method: 'POST', body: JSON.stringify({ username, password }) });
"""


@pytest.fixture
def contract(derive_files):
    return derive_files({"src/api.ts": SOURCE})


def items(contract: dict) -> dict[str, str]:
    return {r["capability"]: r["message"].split(" a credential")[0] for r in contract["review"]
            if any(e.get("rule") == "input.credential" for e in r["evidence"])}


def test_each_tool_taking_a_credential_has_one_medium_item_naming_its_inputs(contract):
    names = {c["implementation"]["requests"][0]["pathTemplate"]: c["name"]
             for c in contract["capabilities"]}
    assert items(contract) == {
        names["/api/users"]: "input 'password' carries",
        names["/api/me/password"]: "inputs 'oldPassword', 'newPassword' carry",
        names["/api/integrations/sonarr"]: "input 'apiKey' carries"}
    assert {r["severity"] for r in contract["review"]
            if r["capability"] in items(contract)} >= {"medium"}


def test_those_tools_require_review_and_the_evidence_is_where_the_input_is_sent(contract):
    caps = {c["implementation"]["requests"][0]["pathTemplate"]: c
            for c in contract["capabilities"]}
    assert sorted(p for p, c in caps.items() if c["name"] in items(contract)) == [
        "/api/integrations/sonarr", "/api/me/password", "/api/users"]
    assert all(caps[p]["status"] == "requires-review" for p in (
        "/api/integrations/sonarr", "/api/me/password", "/api/users"))
    ev = [e for r in contract["review"] for e in r["evidence"]
          if e.get("rule") == "input.credential" and r["capability"] == caps["/api/users"]["name"]]
    assert [(e["file"], e["line"], e["kind"]) for e in ev] == [("src/api.ts", 3, "inferred")]


def test_a_path_makes_a_bare_code_or_value_a_credential(derive_files):
    """Rule ``input.path-named-credential``: a bare ``code`` sent to a second factor's path is
    the user's one-time code, a bare ``value`` sent to a path naming a secret is that secret;
    a coupon's ``code`` or a setting's ``value`` elsewhere is none."""
    contract = derive_files({"src/api.ts": (
        "export const disable = (code: string) =>\n"
        "  fetch(`/api/settings/totp/${code}`, { method: 'DELETE' });\n"
        "export const off = (code: string) =>\n"
        "  fetch('/api/2fa/disable', { method: 'POST', body: JSON.stringify({ code }) });\n"
        "export const setPassword = (value: string) =>\n"
        "  fetch('/api/config/password', { method: 'PATCH', body: JSON.stringify({ value }) });\n"
        "export const coupon = (code: string) =>\n"
        "  fetch(`/api/coupons/${code}`, { method: 'DELETE' });\n"
        "export const setTheme = (value: string) =>\n"
        "  fetch('/api/config/theme', { method: 'PATCH', body: JSON.stringify({ value }) });\n")})
    found = {r["capability"]: (r["message"].split(" a credential")[0], r["evidence"][0]["rule"])
             for r in contract["review"]
             if any(e.get("rule", "").startswith("input.") for e in r["evidence"])}
    name = {c["implementation"]["requests"][0]["pathTemplate"]: c["name"]
            for c in contract["capabilities"]}
    assert found == {
        name["/api/settings/totp/{code}"]: ("input 'code' carries", "input.path-named-credential"),
        name["/api/2fa/disable"]: ("input 'code' carries", "input.path-named-credential"),
        name["/api/config/password"]: ("input 'value' carries", "input.path-named-credential")}
    statuses = {c["name"]: c["status"] for c in contract["capabilities"]}
    assert statuses[name["/api/config/password"]] == "requires-review"
    assert statuses[name["/api/config/theme"]] == "draft"
