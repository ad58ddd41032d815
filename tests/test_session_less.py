"""A request that starts a session needs none (``src/code2skill/passes/session_less.py``, rule
``auth.session-less``): a password login, a sign-up or an account recovery the client sends
with its client-wide token is auth ``none``, reviewed; anything else keeps the token."""
from __future__ import annotations

from conftest import capability

CLIENT = (
    "import axios from 'axios';\n"
    "const http = axios.create({ baseURL: '/api' });\n"
    "http.interceptors.request.use((config) => {\n"
    "  const token = localStorage.getItem('jwt');\n"
    "  if (token) { config.headers.Authorization = `Bearer ${token}`; }\n"
    "  return config;\n"
    "});\n")


def auth_of(contract: dict, method: str, path: str) -> tuple[str, list[str]]:
    auth = capability(contract, method, path)["auth"]
    return auth["authentication"], [e["rule"] for e in auth["evidence"]]


def test_login_signup_and_recovery_need_no_token(derive_files):
    contract = derive_files({"src/api.ts": CLIENT + (
        "export const login = (email: string, password: string) =>\n"
        "  http.post('/users/login', { user: { email, password } });\n"
        "export const signUp = (email: string, password: string) =>\n"
        "  http.post('/auth/register', { email, password });\n"
        "export const forgot = (email: string) => http.post('/auth/forgot-password', { email });\n")})
    for path in ("/api/users/login", "/api/auth/register", "/api/auth/forgot-password"):
        assert auth_of(contract, "POST", path) == ("none", ["auth.session-less"]), path
    assert sum("auth read as none" in r["message"] for r in contract["review"]) == 3


def test_other_requests_keep_the_token(derive_files):
    contract = derive_files({"src/api.ts": CLIENT + (
        "export const change = (current_password: string, password: string) =>\n"
        "  http.post('/auth/change-password', { current_password, password });\n"
        "export const addUser = (email: string, password: string) =>\n"
        "  http.post('/users', { email, password });\n"
        "export const items = () => http.get('/items');\n"
        "export const codes = () => http.post('/2fa/recovery/regenerate', {});\n")})
    for method, path in (("POST", "/api/auth/change-password"), ("POST", "/api/users"),
                         ("GET", "/api/items"), ("POST", "/api/2fa/recovery/regenerate")):
        assert auth_of(contract, method, path)[0] == "bearer", path


def test_an_account_word_glued_to_another_object_or_sent_without_credentials_keeps_the_token(
        derive_files):
    """An RPC method naming something else set up, forgotten or reset is a business operation:
    ``SetupSftp`` sends an SFTP host's password, ``Forget`` a snapshot's id."""
    contract = derive_files({"src/api.ts": CLIENT + (
        "export const setupSftp = (host: string, username: string, password: string) =>\n"
        "  http.post('/v1.Backrest/SetupSftp', { host, username, password });\n"
        "export const forgetSnapshot = (snapshotId: string) =>\n"
        "  http.post('/v1.Backrest/Forget', { snapshotId });\n"
        "export const resetCounter = (name: string) => http.post('/counters/reset', { name });\n"
        "export const registerDevice = (name: string, password: string) =>\n"
        "  http.post('/rpc/RegisterDevice', { name, password });\n")})
    for path in ("/api/v1.Backrest/SetupSftp", "/api/v1.Backrest/Forget", "/api/counters/reset",
                 "/api/rpc/RegisterDevice"):
        assert auth_of(contract, "POST", path) == ("bearer", ["axios.request-interceptor"]), path
    assert not any("auth read as none" in r["message"] for r in contract["review"])


def test_a_lone_account_word_with_credentials_or_a_named_account_is_an_account_flow(
        derive_files):
    """``/register`` alone sending a password, ``/forgot`` alone sending an email, an RPC
    method naming the user (``ForgetUserPassword``) or a calling function naming it
    (``recoverAccount``) are account flows."""
    contract = derive_files({"src/api.ts": CLIENT + (
        "export const signUp = (email: string, password: string) =>\n"
        "  http.post('/register', { email, password });\n"
        "export const forgot = (email: string) => http.post('/forgot', { email });\n"
        "export const forgetUser = (name: string) =>\n"
        "  http.post('/v1.Accounts/ForgetUserPassword', { name });\n"
        "export const recoverAccount = (code: string) => http.post('/recover', { code });\n")})
    for path in ("/api/register", "/api/forgot", "/api/v1.Accounts/ForgetUserPassword",
                 "/api/recover"):
        assert auth_of(contract, "POST", path) == ("none", ["auth.session-less"]), path


def test_a_client_wide_cookie_is_not_needed_to_log_in_or_sign_up(derive_files):
    contract = derive_files({"src/api.js": (
        "import axios from 'axios';\n"
        "axios.defaults.withCredentials = true;\n"
        "export const login = (username, password) =>\n"
        "  axios.post('/api/login', { username, password });\n"
        "export const setup = (username, password) =>\n"
        "  axios.post('/api/setup', { username, password });\n"
        "export const services = () => axios.get('/api/services');\n")})
    for path in ("/api/login", "/api/setup"):
        assert auth_of(contract, "POST", path) == ("none", ["auth.session-less"]), path
    assert auth_of(contract, "GET", "/api/services")[0] == "cookie-session"
    assert any(r["message"].startswith("auth read as none: a password login is what a user "
                                       "without a session makes, so the cookie-session "
                                       "credential") for r in contract["review"])


def test_a_signed_in_user_s_password_post_keeps_the_credential(derive_files):
    contract = derive_files({"src/api.js": (
        "import axios from 'axios';\n"
        "axios.defaults.withCredentials = true;\n"
        "export const a = (password) => axios.post('/api/auth/password', { password });\n"
        "export const b = (password) =>\n"
        "  axios.post('/api/auth/me/passkeys/reauth/password', { password });\n"
        "export const c = (username, password) => axios.post('/api/auth', { username, password });\n"
        "export const d = (username, password) =>\n"
        "  axios.post('/api/auth/token', { username, password });\n")})
    for path in ("/api/auth/password", "/api/auth/me/passkeys/reauth/password"):
        assert auth_of(contract, "POST", path)[0] == "cookie-session", path
    for path in ("/api/auth", "/api/auth/token"):
        assert auth_of(contract, "POST", path) == ("none", ["auth.session-less"]), path


def test_an_administrator_s_reset_or_sign_up_of_another_account_keeps_the_token(derive_files):
    contract = derive_files({"src/api.js": (
        "import axios from 'axios';\n"
        "axios.defaults.headers.common.Authorization = `Bearer ${localStorage.token}`;\n"
        "export const reset = (u) => axios.post(`/api/admin/users/${u}/reset-password`);\n"
        "export const add = (username, password) =>\n"
        "  axios.post('/api/admin/register', { username, password });\n"
        "export const own = (email) => axios.post('/api/users/password/reset', { email });\n")})
    for path in ("/api/admin/users/{u}/reset-password", "/api/admin/register"):
        assert auth_of(contract, "POST", path)[0] == "bearer", path
    assert auth_of(contract, "POST", "/api/users/password/reset") == (
        "none", ["auth.session-less"])


def test_a_path_named_unauthenticated_needs_no_token_whatever_its_method(derive_files):
    contract = derive_files({"src/api.ts": CLIENT + (
        "export const password = (username: string, password: string) =>\n"
        "  http.post('/rest/noauth/auth/password', { username, password });\n"
        "export const logout = () => http.post('/rest/noauth/auth/logout');\n"
        "export const config = () => http.get('/anonymous/config');\n"
        "export const auth = () => http.get('/rest/authors');\n")})
    for method, path in (("POST", "/api/rest/noauth/auth/password"),
                         ("POST", "/api/rest/noauth/auth/logout"),
                         ("GET", "/api/anonymous/config")):
        assert auth_of(contract, method, path) == ("none", ["auth.session-less"]), path
    assert auth_of(contract, "GET", "/api/rest/authors")[0] == "bearer"
    notes = [capability(contract, "GET", "/api/anonymous/config")["auth"]["evidence"][0]["note"]]
    assert notes == ["GET /api/anonymous/config is named anonymous"]


def test_a_path_under_a_public_prefix_needs_no_token(derive_files):
    contract = derive_files({"src/api.ts": CLIENT + (
        "export const event = (id: string) => http.get(`/public/events/${id}`);\n"
        "export const order = (id: string, o: object) => http.post(`/v1/public/events/${id}/order`, o);\n"
        "export const share = (id: string) => http.put(`/projects/${id}/public`);\n"
        "export const deep = () => http.get('/a/b/c/public/x');\n")})
    for method, path in (("GET", "/api/public/events/{id}"),
                         ("POST", "/api/v1/public/events/{id}/order")):
        assert auth_of(contract, method, path) == ("none", ["auth.session-less"]), path
    for method, path in (("PUT", "/api/projects/{id}/public"), ("GET", "/api/a/b/c/public/x")):
        assert auth_of(contract, method, path)[0] == "bearer", path
    note = capability(contract, "GET", "/api/public/events/{id}")["auth"]["evidence"][0]["note"]
    assert note == "GET /api/public/events/{id} is under a public prefix"


def test_a_call_writing_its_own_credential_header_keeps_it(derive_files):
    """Rule auth.own-credential: a sign-up, a recovery or a public path whose call writes the
    Authorization header itself keeps bearer; a wrapper's header is client-wide."""
    contract = derive_files({"src/api.js": (
        "const token = () => localStorage.getItem('token');\n"
        "function post(url, body) {\n"
        "  return fetch(url, { method: 'POST', body: JSON.stringify(body),\n"
        "    headers: { Authorization: 'Bearer ' + token() } });\n"
        "}\n"
        "export const login = (email, password) => post('/api/auth/login', { email, password });\n"
        "export const items = () => post('/api/items', {});\n"
        "export function createUser(email, password, admin) {\n"
        "  return fetch('/api/v1/auth/user/register', { method: 'POST',\n"
        "    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + token() },\n"
        "    body: JSON.stringify({ email, password, admin }) });\n"
        "}\n"
        "export function resetPassword(password, user) {\n"
        "  const headers = { Authorization: `Bearer ${token()}` };\n"
        "  return fetch('/api/v1/auth/admin/reset-password', { method: 'POST', headers,\n"
        "    body: JSON.stringify({ password, user }) });\n"
        "}\n"
        "export const board = (id) =>\n"
        "  fetch(`/public/boards/${id}`, { headers: { 'X-Api-Key': token() } });\n")})
    assert auth_of(contract, "POST", "/api/auth/login") == ("none", ["auth.session-less"])
    assert auth_of(contract, "POST", "/api/v1/auth/user/register") == (
        "bearer", ["fetch.header"])
    assert auth_of(contract, "POST", "/api/v1/auth/admin/reset-password") == (
        "bearer", ["fetch.header"])
    assert auth_of(contract, "GET", "/public/boards/{id}")[0] == "api-key"
    kept = [r for r in contract["review"]
            if any(e["rule"] == "auth.own-credential" for e in r["evidence"])]
    # (an administrator's reset is no recovery at all: no item says its credential is kept)
    assert {(r["capability"], r["evidence"][0]["line"]) for r in kept} == {
        (capability(contract, "GET", "/public/boards/{id}")["name"], 19),
        (capability(contract, "POST", "/api/v1/auth/user/register")["name"], 10)}
    assert all(r["severity"] == "low" and r["message"].startswith("auth kept as ")
               for r in kept)


def test_an_identity_provider_s_code_exchange_needs_no_token(derive_files):
    """The login page's exchange of the code a provider's redirect brings back (a ``code``
    sent to a single sign-on path, or to an OAuth callback beside a login word) is a sign-in;
    linking a provider to the signed-in account, an integration's OAuth callback and a code
    sent elsewhere keep the token."""
    contract = derive_files({"src/api.ts": CLIENT + (
        "export const oidc = (code: string, state: string) =>\n"
        "  http.post('/auth/oidc/login', { code, state });\n"
        "export const sso = (code: string) => http.post('/sso/callback', { code });\n"
        "export const oauth = (code: string) => http.post('/auth/oauth/callback', { code });\n"
        "export const link = (code: string) => http.post('/auth/oidc/link', { code });\n"
        "export const slack = (code: string) =>\n"
        "  http.post('/integrations/slack/oauth/callback', { code });\n"
        "export const coupon = (code: string) => http.post('/coupons/redeem', { code });\n"
        "export const oidcSettings = (issuer: string) =>\n"
        "  http.post('/auth/oidc/config', { issuer });\n")})
    for path in ("/api/auth/oidc/login", "/api/sso/callback", "/api/auth/oauth/callback"):
        auth = capability(contract, "POST", path)["auth"]
        assert (auth["authentication"], [e["rule"] for e in auth["evidence"]]) == (
            "none", ["auth.session-less"]), path
        assert auth["evidence"][0]["note"] == (
            f"POST {path} exchanges an identity provider's code for a session")
    for path in ("/api/auth/oidc/link", "/api/integrations/slack/oauth/callback",
                 "/api/coupons/redeem", "/api/auth/oidc/config"):
        assert auth_of(contract, "POST", path)[0] == "bearer", path
    assert sum("a sign-in code exchange" in r["message"] for r in contract["review"]) == 3


def test_a_login_with_a_one_time_code_needs_no_token(derive_files):
    """The step after the password, sending the one-time code to a login path naming a second
    factor, is a login too; turning the second factor on or off keeps the token."""
    contract = derive_files({"src/api.ts": CLIENT + (
        "export const totp = (username: string, pending_code: string, code: string) =>\n"
        "  http.post('/auth/login_totp', { username, pending_code, code });\n"
        "export const verify = (code: string) => http.post('/settings/totp/verify', { code });\n"
        "export const mfa = (otp: string) => http.post('/auth/login/mfa', { otp });\n")})
    for path in ("/api/auth/login_totp", "/api/auth/login/mfa"):
        auth = capability(contract, "POST", path)["auth"]
        assert (auth["authentication"], [e["rule"] for e in auth["evidence"]]) == (
            "none", ["auth.session-less"]), path
        assert auth["evidence"][0]["note"] == f"POST {path} logs in with a one-time code"
    assert auth_of(contract, "POST", "/api/settings/totp/verify")[0] == "bearer"
