"""Pass credential_reads (rule output.credential-read): a read whose path names one credential
(``/auth/getJWT``, ``/users/{id}/api-key``) or whose output has a credential field is
requires-review with one medium item; a list of tokens, a session, a token's status, a paging
token, a write and a login get none."""
from __future__ import annotations

import pytest
from conftest import capability

from code2skill.contract.pointer import schema_fields
from code2skill.passes.credential_reads import (credential_field, credential_resource,
                                              path_credential)

SOURCE = """
import axios from 'axios';
interface App { id: number; name: string; token: string }
interface Page { items: string[]; nextPageToken: string }
export const jwt = () => axios.get('/auth/getJWT');
export const apiKey = (id: string) => axios.get(`/users/${id}/api-key`);
export const tokens = () => axios.get('/tokens');
export const session = () => axios.get('/auth/session');
export const status = () => axios.get('/token/status');
export async function apps() {
  const { data } = await axios.get<App[]>('/applications');
  return data.map((a) => a.name + a.token);
}
export async function page() {
  const { data } = await axios.get<Page>('/items');
  return [data.items, data.nextPageToken];
}
export const rotate = () => axios.post('/token/rotate');
export const login = (username: string, password: string) =>
  axios.post('/auth/login', { username, password });
"""


@pytest.fixture
def contract(derive_files):
    return derive_files({"src/api.ts": SOURCE})


def items(contract: dict) -> dict[str, str]:
    return {r["capability"]: r["message"] for r in contract["review"]
            if any(e.get("rule") == "output.credential-read" for e in r["evidence"])}


def test_reads_handing_a_credential_have_one_medium_item(contract):
    names = {c["implementation"]["requests"][0]["pathTemplate"]: c["name"]
             for c in contract["capabilities"]}
    found = items(contract)
    assert sorted(found) == sorted([names["/auth/getJWT"], names["/users/{id}/api-key"],
                                    names["/applications"]])
    assert found[names["/auth/getJWT"]] == (
        "GET /auth/getJWT returns a credential (its path's word 'jwt'): an Agent calling this "
        "Tool would hold the user's token or key in its conversation and may log it or pass "
        "it on, while the Host injects authentication itself; keep the Tool only if the "
        "business needs an Agent to read it (rule output.credential-read)")
    assert "(its path's word 'api key')" in found[names["/users/{id}/api-key"]]
    assert "(output field 'token')" in found[names["/applications"]]
    assert {r["severity"] for r in contract["review"] if r["capability"] in found} >= \
        {"medium"}


def test_those_reads_require_review_with_evidence_at_the_call(contract):
    cap = capability(contract, "GET", "/auth/getJWT")
    assert cap["status"] == "requires-review"
    [ev] = [e for r in contract["review"] for e in r["evidence"]
            if e.get("rule") == "output.credential-read" and r["capability"] == cap["name"]]
    assert (ev["file"], ev["line"], ev["kind"]) == ("src/api.ts", 5, "inferred")


def test_lists_sessions_statuses_paging_and_writes_get_none(contract):
    assert capability(contract, "GET", "/tokens")["status"] == "draft"
    assert capability(contract, "GET", "/auth/session")["name"] not in items(contract)
    assert capability(contract, "GET", "/token/status")["status"] == "draft"
    assert capability(contract, "GET", "/items")["name"] not in items(contract)
    assert capability(contract, "POST", "/token/rotate")["name"] not in items(contract)
    assert capability(contract, "POST", "/auth/login")["name"] not in items(contract)


@pytest.mark.parametrize("path, expected", [
    ("/auth/getJWT", "jwt"),
    ("/api/token", "token"),
    ("/wifi/password", "password"),
    ("/users/{id}/api-key", "api key"),
    ("/account/fetch-secret", "secret"),
    ("/tokens", None),
    ("/webauthn/credentials", None),
    ("/api/csrf-token", None),
    ("/assets/{id}/reissuance-token", None),
    ("/auth/refresh-token", "token"),
    ("/api-keys", None),
    ("/auth/session", None),
    ("/token/status", None),
    ("/token-expiry", None),
    ("/tokens/{id}", None),
    ("/sort-key", None),
    ("/keys/{name}/key", None),
    ("/facebook_retrieve_token", "token"),      # words after the last read verb
    ("/github/fetch-token", "token"),
    ("/check_pms_token", None),
    ("/facebook_retrieve_settings", None),
])
def test_a_path_names_one_credential(path, expected):
    assert path_credential(path) == expected


def test_output_fields_at_any_depth_and_in_items():
    schema = {"type": "object", "properties": {
        "data": {"type": "object", "properties": {
            "accessToken": {"type": "string"}, "tokenType": {"type": "string"},
            "cursor": {"type": "string"}, "continuationToken": {"type": "string"},
            "csrfToken": {"type": "string"}, "reissuance_token": {"type": "string"},
            "wifiPassword": {"type": "string"}}},
        "clients": {"type": "array", "items": {"type": "object", "properties": {
            "clientSecret": {"type": "string"}, "key": {"type": "string"},
            "hasPassword": {"type": "boolean"}}}}}}
    assert schema_fields(schema, "/outputSchema", credential_field, items=True) == [
        ("data.accessToken", "/outputSchema/properties/data/properties/accessToken"),
        ("data.wifiPassword", "/outputSchema/properties/data/properties/wifiPassword"),
        ("clients.clientSecret",
         "/outputSchema/properties/clients/items/properties/clientSecret")]


def test_a_write_whose_output_is_a_session_token_has_the_item(derive_files):
    contract = derive_files({"src/account.ts": (
        "import axios from 'axios';\n"
        "export async function confirm(token: string) {\n"
        "  const res = await axios.post('/auth/account/confirm', { token });\n"
        "  window.localStorage.setItem('authToken', res.data.auth_token);\n"
        "}\n"
        "export async function rename(name: string) {\n"
        "  const res = await axios.post('/profile', { name });\n"
        "  return res.data.name;\n"
        "}\n")})
    confirm = capability(contract, "POST", "/auth/account/confirm")
    assert confirm["status"] == "requires-review"
    [item] = [r for r in contract["review"] if r["capability"] == confirm["name"] and any(
        e.get("rule") == "output.credential-write" for e in r["evidence"])]
    assert item["severity"] == "medium"
    assert item["message"].startswith(
        "POST /auth/account/confirm returns a credential (output field 'auth_token'): ")
    assert item["message"].endswith("to receive it (rule output.credential-write)")
    assert item["evidence"][0]["line"] == 4
    rename = capability(contract, "POST", "/profile")
    assert not [r for r in contract["review"] if r["capability"] == rename["name"] and any(
        e.get("rule", "").startswith("output.credential") for e in r["evidence"])]


@pytest.mark.parametrize("path, expected", [
    ("/api/v1/api-keys/", "api-keys"),
    ("/api-keys/{id}", "api-keys"),
    ("/users/{id}/app-passwords", "app-passwords"),
    ("/tokens", "tokens"),
    ("/me/credentials", "credentials"),
    ("/users/{id}/api-key", "api-key"),
    ("/tokens/{id}/status", None),
    ("/keys", None),
    ("/csrf-token", None),
    ("/projects/{id}", None),
])
def test_a_path_names_a_credential_resource(path, expected):
    """Rule ``output.credential-resource``: the last static segment, made singular, names a
    credential."""
    assert credential_resource(path) == expected


def test_a_credential_resource_gives_a_bare_field_its_sense(derive_files):
    """Rule ``output.credential-resource``: ``data.key`` of ``POST /api/v1/api-keys/`` is the
    key the server mints, a POST to ``/tokens`` whose answer the client does not read mints
    one, a listing's ``key`` is read; a device token's registration whose answer shows its
    ``id``, a revocation, a POST to a singular ``/auth/password`` (a change) and a record's
    ``key`` elsewhere are none."""
    contract = derive_files({"src/keys.ts": (
        "import axios from 'axios';\n"
        "export async function createKey(name: string) {\n"
        "  const { data } = await axios.post('/api/v1/api-keys/', { name });\n"
        "  return data.key;\n"
        "}\n"
        "export const mint = () => axios.post('/api/v1/tokens', { scope: 'read' });\n"
        "export async function listKeys() {\n"
        "  const { data } = await axios.get('/api/v1/api-keys/');\n"
        "  return data.map((k) => k.key);\n"
        "}\n"
        "export async function register(t: string) {\n"
        "  const { data } = await axios.post('/push/tokens', { t });\n"
        "  return data.id;\n"
        "}\n"
        "export const revoke = (id: string) => axios.delete(`/api/v1/api-keys/${id}`);\n"
        "export const change = (p: string) => axios.post('/api/v1/auth/password', { p });\n"
        "export async function setting() {\n"
        "  const { data } = await axios.post('/settings', { a: 1 });\n"
        "  return data.key;\n"
        "}\n")})
    found = {r["capability"]: r["message"] for r in contract["review"]
             if any(e.get("rule", "").startswith("output.credential") for e in r["evidence"])}
    name = {(c["implementation"]["requests"][0]["method"],
             c["implementation"]["requests"][0]["pathTemplate"]): c["name"]
            for c in contract["capabilities"]}
    assert sorted(found) == sorted([name["POST", "/api/v1/api-keys/"],
                                    name["POST", "/api/v1/tokens"],
                                    name["GET", "/api/v1/api-keys/"]])
    assert found[name["POST", "/api/v1/api-keys/"]].startswith(
        "POST /api/v1/api-keys/ returns a credential (output field 'key' of the credential "
        "resource 'api-keys'): ")
    assert "(a POST to the credential resource 'tokens' mints one)" in \
        found[name["POST", "/api/v1/tokens"]]
    assert found[name["GET", "/api/v1/api-keys/"]].endswith("(rule output.credential-read)")
    assert capability(contract, "POST", "/api/v1/api-keys/")["status"] == "requires-review"


def test_a_login_answering_a_token_it_reads_has_the_write_item_too(derive_files):
    """A sign-in flow (rule ``scope.session-flow``) has its own item; one whose answer's
    ``access_token`` the client reads also gets ``output.credential-write`` (a Tool kept
    hands the token to the Agent); a login whose answer it does not read gets no such item."""
    contract = derive_files({"src/api.js": (
        "import axios from 'axios';\n"
        "export async function getToken(username, password) {\n"
        "  const response = await axios.post('/api/token', { username, password });\n"
        "  localStorage.setItem('token', response.data.access_token);\n"
        "}\n"
        "export const signIn = (email, password) =>\n"
        "  axios.post('/api/session', { email, password });\n")})
    token = capability(contract, "POST", "/api/token")
    rules = [e.get("rule") for r in contract["review"] if r["capability"] == token["name"]
             for e in r["evidence"]]
    assert "scope.session-flow" in rules and "output.credential-write" in rules
    [item] = [r for r in contract["review"] if r["capability"] == token["name"] and any(
        e.get("rule") == "output.credential-write" for e in r["evidence"])]
    assert "(output field 'access_token')" in item["message"]
    assert item["evidence"][0]["line"] == 4
    session = capability(contract, "POST", "/api/session")
    rules = [e.get("rule") for r in contract["review"] if r["capability"] == session["name"]
             for e in r["evidence"]]
    assert "scope.session-flow" in rules and "output.credential-write" not in rules


def test_an_administrator_s_reset_returning_the_temporary_password_has_the_write_item(
        derive_files):
    """Rule ``output.credential-resource``: ``{temporary}`` of a password reset is the new
    password, named only by what it is; the same field of another path is none."""
    contract = derive_files({"src/admin.ts": (
        "import axios from 'axios';\n"
        "export async function reset(username: string) {\n"
        "  const { data } = await axios.post(`/api/admin/users/${username}/reset-password`, {});\n"
        "  return data.temporary;\n"
        "}\n"
        "export async function pin(id: string) {\n"
        "  const { data } = await axios.post(`/api/notes/${id}/pin`, {});\n"
        "  return data.temporary;\n"
        "}\n")})
    found = {r["capability"]: r["message"] for r in contract["review"]
             if any(e.get("rule", "").startswith("output.credential") for e in r["evidence"])}
    reset = capability(contract, "POST", "/api/admin/users/{username}/reset-password")
    assert list(found) == [reset["name"]]
    assert found[reset["name"]].startswith(
        "POST /api/admin/users/{username}/reset-password returns a credential (output field "
        "'temporary' of the credential resource 'reset-password'): ")
    assert reset["status"] == "requires-review"
