"""Rule axios.defaults-credentials: cookie and CSRF settings an axios client gets once, away
from its call sites, are the auth of every call of that client."""
from __future__ import annotations

from conftest import capability

from code2skill.extractors.axios_defaults_auth import defaults_auth
from code2skill.values import LitV, ObjV, PropV, StrV, Text


def auth_of(contract, path):
    auth = capability(contract, "GET", path)["auth"]
    return auth["authentication"], [(e["rule"], e.get("note")) for e in auth["evidence"]]


def test_global_with_credentials_makes_every_call_a_cookie_session(derive_files):
    files = {"src/api.js": (
        "import axios from 'axios';\n"
        "axios.defaults.withCredentials = true;\n"
        "export const list = () => axios.get('/api/x');\n")}
    kind, evidence = auth_of(derive_files(files), "/api/x")
    assert kind == "cookie-session"
    assert evidence == [("axios.defaults-credentials", "defaults.withCredentials = true")]


def test_instance_defaults_and_object_assign(derive_files):
    files = {"src/api.js": (
        "import axios from 'axios';\n"
        "const a = axios.create({ baseURL: '/a' });\n"
        "a.defaults.withCredentials = true;\n"
        "const b = axios.create({ baseURL: '/b' });\n"
        "Object.assign(b.defaults, { withCredentials: true });\n"
        "const c = axios.create({ baseURL: '/c' });\n"
        "export const one = () => a.get('/one');\n"
        "export const two = () => b.get('/two');\n"
        "export const three = () => c.get('/three');\n")}
    contract = derive_files(files)
    assert auth_of(contract, "/a/one")[0] == "cookie-session"
    assert auth_of(contract, "/b/two")[0] == "cookie-session"
    assert auth_of(contract, "/c/three")[0] == "unknown"


def test_headers_object_assigned_whole(derive_files):
    files = {"src/api.js": (
        "import axios from 'axios';\n"
        "axios.defaults.headers.common = { 'X-CSRF-TOKEN': 1, 'X-CACHE-BYPASS': 1 };\n"
        "export const list = () => axios.get('/api/x');\n")}
    assert auth_of(derive_files(files), "/api/x") == (
        "cookie-session", [("axios.defaults-header", "defaults header X-CSRF-TOKEN")])


def test_guarded_setting_is_noted_conditional():
    hints = defaults_auth(("withCredentials",), LitV(True), None, guarded=True)
    assert [(h.kind, h.note) for h in hints] == [
        ("cookie-session", "defaults.withCredentials = true, only under a condition")]


def test_false_or_unknown_value_proves_nothing():
    assert defaults_auth(("withCredentials",), LitV(False), None, guarded=False) == []
    assert defaults_auth(("withCredentials",), None, None, guarded=False) == []
    assert defaults_auth(("timeout",), LitV(True), None, guarded=False) == []


def test_nested_method_groups_of_whole_headers():
    token = StrV((Text("t", None),))
    value = ObjV((PropV("common", ObjV((PropV("X-XSRF-TOKEN", token, None),), None), None),
                  PropV("Accept", token, None)), None)
    hints = defaults_auth(("headers",), value, None, guarded=False)
    assert [(h.kind, h.rule) for h in hints] == [("cookie-session", "axios.defaults-header")]


def test_a_named_csrf_cookie_or_header_makes_every_call_a_cookie_session(derive_files):
    files = {"src/api.js": (
        "import axios from 'axios';\n"
        "axios.defaults.xsrfCookieName = 'csrftoken';\n"
        "axios.defaults.xsrfHeaderName = 'X-CSRFToken';\n"
        "const b = axios.create({ baseURL: '/b' });\n"
        "Object.assign(b.defaults, { xsrfHeaderName: 'X-CSRF' });\n"
        "export const list = () => axios.get('/api/x');\n"
        "export const two = () => b.get('/two');\n")}
    contract = derive_files(files)
    assert auth_of(contract, "/api/x") == ("cookie-session", [
        ("axios.defaults-xsrf", "defaults.xsrfCookieName: the CSRF token of a cookie session"),
        ("axios.defaults-xsrf", "defaults.xsrfHeaderName: the CSRF token of a cookie session")])
    assert auth_of(contract, "/b/two")[1][-1] == (
        "axios.defaults-xsrf", "defaults.xsrfHeaderName: the CSRF token of a cookie session")


def test_a_defaults_header_written_under_a_condition_says_so(derive_files):
    contract = derive_files({"src/api.js": (
        "import axios from 'axios'\n"
        "export const api = axios.create({ baseURL: '/api' })\n"
        "const token = window.localStorage.getItem('token')\n"
        "if (token) {\n"
        "  api.defaults.headers.common['Authorization'] = `Bearer ${token}`\n"
        "}\n"
        "export const event = (id) => api.get(`/events/${id}`)\n")})
    assert auth_of(contract, "/api/events/{id}") == ("bearer", [
        ("axios.defaults-header", "defaults header Authorization, only under a condition")])
