"""Rule ``scope.session-flow`` (``passes/session_flows.py``): a password login, a logout and a
token renewal are the Host's authentication: ``requires-review`` with one ``medium`` item."""
from __future__ import annotations

from conftest import capability

CLIENT = (
    "import axios from 'axios';\n"
    "const http = axios.create({ baseURL: '/api' });\n"
    "http.interceptors.request.use((config) => {\n"
    "  config.headers.Authorization = `Bearer ${localStorage.getItem('jwt')}`;\n"
    "  return config;\n"
    "});\n")


def flow_items(contract):
    return sorted((r["capability"], r["evidence"][0]["note"]) for r in contract["review"]
                  if r["evidence"] and r["evidence"][0]["rule"] == "scope.session-flow")


def test_login_logout_and_refresh_are_the_hosts(derive_files):
    contract = derive_files({"src/api.ts": CLIENT + (
        "export const login = (email: string, password: string) =>\n"
        "  http.post('/auth/login', { email, password });\n"
        "export const logout = () => http.post('/auth/logout');\n"
        "export const renew = (refresh: string) => http.post('/auth/refresh', { refresh });\n"
        "export const orders = () => http.get('/orders');\n")})
    assert flow_items(contract) == [
        ("login_auth", "POST /api/auth/login starts a session with the user's password (a login)"),
        ("logout_auth", "POST /api/auth/logout ends the user's session (a logout)"),
        ("refresh_auth", "POST /api/auth/refresh renews the session's token")]
    for method, path in (("POST", "/api/auth/login"), ("POST", "/api/auth/logout"),
                         ("POST", "/api/auth/refresh")):
        assert capability(contract, method, path)["status"] == "requires-review", path
    assert capability(contract, "GET", "/api/orders")["status"] == "draft"


def test_a_password_change_is_a_business_operation(derive_files):
    contract = derive_files({"src/api.ts": CLIENT + (
        "export const change = (password: string) =>\n"
        "  http.post('/auth/change-password', { password });\n"
        "export const refreshFeed = () => http.post('/feeds/refresh');\n")})
    assert flow_items(contract) == []


def test_revoking_the_callers_own_session_is_a_sign_out(derive_files):
    """A revocation of the caller itself, or a request on the session made by a logout
    function, ends the session the Host injects; revoking another session by id and a
    session read made by any other function are business operations."""
    contract = derive_files({"src/api.ts": CLIENT + (
        "export const revokeAuthSelf = () => http.delete('/auth/v1/self/revoke');\n"
        "export async function signOut() { await http.delete('/session'); }\n"
        "export const revokeSession = (id: string) => http.delete(`/sessions/${id}/revoke`);\n"
        "export const session = () => http.get('/session');\n"
        "export const revokeKey = () => http.post('/api-keys/revoke');\n"
        "export async function logOut() { await http.get('/auth/me'); }\n")})
    assert flow_items(contract) == [
        ("delete_revoke_auth_self", "DELETE /api/auth/v1/self/revoke revokes the caller's own "
                                    "session (a sign-out)"),
        ("delete_session", "DELETE /api/session revokes the caller's own session (a sign-out)")]
    revoke = capability(contract, "DELETE", "/api/auth/v1/self/revoke")
    assert revoke["status"] == "requires-review"
    assert revoke["operationPolicy"]["automaticRetry"] == "allowed"   # a logout: no exchange
    for method, path in (("DELETE", "/api/sessions/{id}/revoke"), ("GET", "/api/session"),
                         ("POST", "/api/api-keys/revoke"), ("GET", "/api/auth/me")):
        assert capability(contract, method, path)["status"] == "draft", path


def test_a_login_and_logout_say_a_session_only_where_the_contract_shows_one(derive_files):
    """HTTP Basic on each request and a login answering only a message: nothing shows a
    session, so the items say what the source shows; a login answering a token starts one."""
    basic = (
        "import axios from 'axios';\n"
        "const basic = () => ({ Authorization: 'Basic ' + btoa(localStorage.getItem('u')"
        " + ':' + localStorage.getItem('p')) });\n"
        "export const login = (username: string, password: string) =>\n"
        "  axios.post('/call/api/login', { username, password });\n"
        "export const logout = () => axios.post('/call/api/logout');\n"
        "export const rooms = () => axios.get('/call/api/rooms', { headers: basic() });\n")
    assert flow_items(derive_files({"src/api.ts": basic})) == [
        ("login_call", "POST /call/api/login sends the user's password (a login; the source "
                       "shows no session it starts: no cookie session or token on any request, "
                       "none in its answer)"),
        ("logout_call", "POST /call/api/logout names a logout (the source shows no session it "
                        "ends)")]
    token = basic.replace(
        "  axios.post('/call/api/login', { username, password });\n",
        "  axios.post('/call/api/login', { username, password })"
        ".then((r) => r.data.token as string);\n")
    assert flow_items(derive_files({"src/api.ts": token}))[0] == (
        "login_call", "POST /call/api/login starts a session with the user's password (a login)")


def test_acting_as_another_user_and_its_end_are_identity_switches(derive_files):
    """A write whose path names impersonation starts or ends an identity switch: both are
    session flows, and the end (a DELETE, or a stop word of its path or function) loses no
    business data (rule ``risk.session-end``). A read of impersonation records is none."""
    contract = derive_files({"src/api.ts": CLIENT + (
        "export const impersonate = (usr: string) => http.post('/auth/impersonate', { usr });\n"
        "export const stopImpersonation = () => http.delete('/auth/impersonate');\n"
        "export const loginAs = (id: string) => http.post(`/admin/login-as/${id}`);\n"
        "export const leave = () => http.post('/admin/login-as/stop');\n"
        "export const history = () => http.get('/admin/impersonations');\n"
        "export const removeUser = (id: string) => http.delete(`/users/${id}`);\n")})
    assert flow_items(contract) == [
        ("create_auth_impersonate", "POST /api/auth/impersonate makes the server act as another "
                                    "user (an identity switch: impersonation)"),
        ("login_admin_as", "POST /api/admin/login-as/{id} makes the server act as another "
                           "user (an identity switch: impersonation)"),
        ("stop_admin_login_as", "POST /api/admin/login-as/stop stops acting as another user (the "
                                "end of an identity switch: the user's own session again)"),
        ("stop_auth_impersonate", "DELETE /api/auth/impersonate stops acting as another user "
                                  "(the end of an identity switch: the user's own session "
                                  "again)")]
    stop = capability(contract, "DELETE", "/api/auth/impersonate")
    assert stop["status"] == "requires-review"
    assert stop["annotations"]["risks"] == []
    assert capability(contract, "DELETE", "/api/users/{id}")["annotations"]["risks"] == [
        "destructive"]
    assert capability(contract, "GET", "/api/admin/impersonations")["status"] == "draft"
