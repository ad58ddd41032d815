"""Rule ``scope.sign-in-ceremony`` (``passes/sign_in_ceremonies.py``): OAuth 2.0 / OIDC protocol
requests, WebAuthn steps, a one-time code sent to a login and a session check before login are
the Host's sign-in: ``requires-review`` with one ``medium`` item; business calls are not."""
from __future__ import annotations

from conftest import capability

from code2skill.passes.sign_in_ceremonies import input_names

RULE = "scope.sign-in-ceremony"
CLIENT = "import axios from 'axios';\nconst http = axios.create({ baseURL: '/api' });\n"


def ceremony_items(contract):
    return sorted((r["capability"], r["severity"], r["evidence"][0]["note"])
                  for r in contract["review"]
                  if r["evidence"] and r["evidence"][0]["rule"] == RULE)


def test_oauth_protocol_requests_are_the_hosts(derive_files):
    contract = derive_files({"src/oauth.ts": CLIENT + (
        "export const token = (code: string, code_verifier: string) =>\n"
        "  http.post('/oauth/token', { grant_type: 'authorization_code', code, code_verifier });\n"
        "export const authorize = (client_id: string, redirect_uri: string, state: string) =>\n"
        "  http.post('/oauth/authorize', { client_id, redirect_uri, state });\n"
        "export const device = (user_code: string) => http.post('/device/verify', { user_code });\n"
        "export const address = (code: string, state: string) =>\n"
        "  http.post('/addresses', { code, state });\n"
        "export const app = (client_id: string, name: string) =>\n"
        "  http.post('/admin/clients', { client_id, name });\n"
        "export const save = (clientId: string, issuer: string, redirectUri: string) =>\n"
        "  http.post('/config/authentication/oidc/update', { clientId, issuer, redirectUri });\n")})
    assert ceremony_items(contract) == [
        ("create_oauth_authorize", "medium", "POST /api/oauth/authorize is an OAuth 2.0 / "
         "OpenID Connect sign-in step: it sends the protocol's client_id, redirect_uri"),
        ("create_oauth_token", "medium", "POST /api/oauth/token is an OAuth 2.0 / OpenID "
         "Connect sign-in step: it sends the protocol's code_verifier"),
        ("verify_device", "medium", "POST /api/device/verify is an OAuth 2.0 / OpenID "
         "Connect sign-in step: it sends the protocol's user_code")]
    for path in ("/api/oauth/token", "/api/oauth/authorize", "/api/device/verify"):
        assert capability(contract, "POST", path)["status"] == "requires-review", path
    # a country code with a state, an OAuth client registered by an admin: business
    assert capability(contract, "POST", "/api/addresses")["status"] == "draft"
    assert capability(contract, "POST", "/api/admin/clients")["status"] == "draft"
    assert capability(contract, "POST", "/api/config/authentication/oidc/update")[  # settings
        "status"] == "draft"


def test_a_provider_s_stored_settings_are_no_sign_in(derive_files):
    """A PUT/PATCH (no OAuth endpoint takes one) or a path naming settings stores a
    provider's settings, whatever protocol names its body holds; a token request is still
    one."""
    contract = derive_files({"src/settings.ts": CLIENT + (
        "export const put = (id: string, clientId: string, responseType: string) =>\n"
        "  http.put(`/providers/${id}`, { clientId, responseType });\n"
        "export const oidc = (grantType: string, issuer: string, clientSecret: string) =>\n"
        "  http.post('/admin/settings/oidc', { grantType, issuer, clientSecret });\n"
        "export const mail = (clientId: string, redirectUri: string, state: string) =>\n"
        "  http.post('/config/email', { clientId, redirectUri, state });\n"
        "export const device = (id: string, user_code: string) =>\n"
        "  http.patch(`/device/${id}`, { user_code });\n"
        "export const token = (grant_type: string, client_id: string, client_secret: string)"
        " =>\n  http.post('/oauth/token', { grant_type, client_id, client_secret });\n")})
    assert [name for name, _, _ in ceremony_items(contract)] == ["create_oauth_token"]
    for method, path in (("PUT", "/api/providers/{id}"), ("POST", "/api/admin/settings/oidc"),
                         ("POST", "/api/config/email"), ("PATCH", "/api/device/{id}")):
        assert not any(e["rule"] == RULE for r in contract["review"]
                       if r["capability"] == capability(contract, method, path)["name"]
                       for e in r["evidence"]), path


def test_webauthn_steps_are_the_hosts(derive_files):
    contract = derive_files({"src/passkey.ts": CLIENT + (
        "export async function signIn(userId: string) {\n"
        "  const start = await http.post(`/users/${userId}/webauthn/start`, {});\n"
        "  const cred = await navigator.credentials.get(start.data);\n"
        "  await http.post(`/users/${userId}/webauthn/finish`, { id: cred.id });\n"
        "}\n"
        "export async function rename(userId: string, name: string) {\n"
        "  await http.put(`/users/${userId}/passkeys`, { name });\n"
        "}\n")})
    assert [(name, note.rsplit(": ", 1)[-1]) for name, _, note in ceremony_items(contract)] == [
        ("create_user_webauthn_finish", "its function calls navigator.credentials.get"),
        ("start_user_webauthn", "its function calls navigator.credentials.get")]
    assert capability(contract, "PUT", "/api/users/{userId}/passkeys")["status"] == "draft"


def test_a_one_time_code_at_login_and_a_session_check(derive_files):
    contract = derive_files({"src/auth.ts": CLIENT + (
        "export const otp = (email: string, totp: string) =>\n"
        "  http.post('/login/mfa', { email, totp });\n"
        "export const check = () => http.post('/auth/check');\n"
        "export const whoami = () => http.get('/auth/me');\n"
        "export const admin = () => http.get('/auth/auth_check_admin');\n"
        "export const code = (totp: string) => http.put('/settings/mfa', { totp });\n")})
    assert ceremony_items(contract) == [
        ("create_login_mfa", "medium", "POST /api/login/mfa checks a one-time code while "
         "logging in: it sends totp"),
        ("get_auth_check", "medium", "POST /api/auth/check checks the session before any login")]
    assert capability(contract, "GET", "/api/auth/me")["status"] == "draft"
    assert capability(contract, "GET", "/api/auth/auth_check_admin")["status"] == "draft"
    settings = capability(contract, "PUT", "/api/settings/mfa")   # no ceremony: a credential input
    assert [e["rule"] for r in contract["review"] if r["capability"] == settings["name"]
            for e in r["evidence"] if e["rule"] in ("scope.sign-in-ceremony", "input.credential")
            ] == ["input.credential"]


def test_a_logout_keeps_its_session_flow_item_only(derive_files):
    contract = derive_files({"src/auth.ts": CLIENT + (
        "export const logout = (id_token_hint: string, post_logout_redirect_uri: string,\n"
        "                       client_id: string, redirect_uri: string) =>\n"
        "  http.post('/oidc/logout', { id_token_hint, post_logout_redirect_uri, client_id,\n"
        "                              redirect_uri });\n")})
    assert ceremony_items(contract) == []
    assert [r["evidence"][0]["rule"] for r in contract["review"]
            if r.get("capability") == "logout_oidc"
            and r["evidence"][0]["rule"].startswith("scope.")] == ["scope.session-flow"]


def test_input_names_reach_every_depth():
    schema = {"properties": {"params": {"properties": {"client_id": {}}}, "q": {}}}
    assert sorted(input_names(schema)) == ["client_id", "params", "q"]
