"""Rule ``auth.header-scheme``: the auth kind follows the scheme the ``Authorization`` value
carries — ``bearer`` only for ``Bearer``, ``unknown`` plus a review item for ``Basic``, an API
key in the header for any other scheme word or a raw token — and headers set through
conditional spreads or ``Object.assign`` still carry the credential."""
from conftest import capability

SCHEMES = """
export const notes = (apiKey) => fetch('/api/notes', { headers: { Authorization: 'Key ' + apiKey } });
export const tags = (t) => fetch('/api/tags', { headers: { Authorization: `Token ${t}` } });
export const users = (t) => fetch('/api/users', { headers: { Authorization: 'JWT ' + t } });
export const keys = (k) => fetch('/api/keys', { headers: { Authorization: 'Api-Key ' + k } });
export const raw = (tok) => fetch('/api/raw', { headers: { Authorization: tok } });
export const env = () => fetch('/api/env', { headers: { Authorization: process.env.API_KEY } });
export const bearer = (t) => fetch('/api/bearer', { headers: { Authorization: `Bearer ${t}` } });
export const basic = (u, p) => fetch('/api/basic', {
  headers: { Authorization: 'Basic ' + btoa(u + ':' + p) } });
export const either = (t) => fetch('/api/either', {
  headers: { Authorization: t ? `Bearer ${t}` : '' } });
"""


def auth(cap: dict) -> tuple:
    return cap["auth"]["authentication"], [(e["rule"], e["line"], e["note"])
                                            for e in cap["auth"]["evidence"]]


def test_the_auth_kind_follows_the_scheme_of_the_authorization_value(derive_files):
    contract = derive_files({"src/api.js": SCHEMES})
    got = {path: auth(capability(contract, "GET", path)) for path in (
        "/api/notes", "/api/tags", "/api/users", "/api/keys", "/api/raw", "/api/env",
        "/api/bearer", "/api/basic", "/api/either")}
    assert got == {
        "/api/notes": ("api-key", [("fetch.header", 2, "header Authorization, scheme Key")]),
        "/api/tags": ("api-key", [("fetch.header", 3, "header Authorization, scheme Token")]),
        "/api/users": ("api-key", [("fetch.header", 4, "header Authorization, scheme JWT")]),
        "/api/keys": ("api-key", [("fetch.header", 5, "header Authorization, scheme Api-Key")]),
        "/api/raw": ("api-key", [("fetch.header", 6, "header Authorization, no scheme")]),
        "/api/env": ("api-key", [("fetch.header", 7, "header Authorization, no scheme")]),
        "/api/bearer": ("bearer", [("fetch.header", 8, "header Authorization")]),
        "/api/basic": ("unknown", [("auth.basic-scheme", 10,
                                    "header Authorization, scheme Basic")]),
        "/api/either": ("bearer", [("fetch.header", 12, "header Authorization")]),
    }


OWN_HEADER = """
const token = () => localStorage.getItem('token');
export const notes = () => fetch('/api/notes', { headers: { notesauth: `Bearer ${token()}` } });
export const tags = () => fetch('/api/tags', { headers: { 'X-Trace': `span ${token()}` } });
"""


def test_a_bearer_value_in_a_header_of_the_apps_own_name_is_a_credential(derive_files):
    contract = derive_files({"src/api.js": OWN_HEADER})
    notes = capability(contract, "GET", "/api/notes")
    assert auth(notes) == ("api-key", [("fetch.header", 3, "header notesauth, scheme Bearer")])
    assert notes["inputSchema"]["properties"] == {}
    assert not any("notesauth" in item["message"] and item["severity"] != "info"
                   for item in contract["review"])
    assert auth(capability(contract, "GET", "/api/tags"))[0] == "unknown"


def test_an_interceptor_writing_a_token_scheme_is_an_api_key(derive_files):
    contract = derive_files({"src/http.js": (
        "import axios from 'axios';\n"
        "const api = axios.create({ baseURL: '/api' });\n"
        "api.interceptors.request.use((config) => {\n"
        "  config.headers.Authorization = 'JWT ' + localStorage.getItem('jwt');\n"
        "  return config;\n"
        "});\n"
        "export const me = () => api.get('/me');\n")})
    assert auth(capability(contract, "GET", "/api/me")) == (
        "api-key", [("axios.request-interceptor", 4, "header Authorization, scheme JWT")])


def test_headers_through_conditional_spreads_and_object_assign(derive_files):
    contract = derive_files({"src/api.js": (
        "export const things = (token, json) => fetch('/api/things', { headers: {\n"
        "  ...(token ? { Authorization: `Bearer ${token}` } : {}),\n"
        "  ...(json && { 'Content-Type': 'application/json' }) } });\n"
        "export function other(token) {\n"
        "  const headers = { Accept: 'application/json' };\n"
        "  Object.assign(headers, token ? { Authorization: `Token ${token}` } : {});\n"
        "  return fetch('/api/other', { headers });\n"
        "}\n")})
    assert auth(capability(contract, "GET", "/api/things")) == (
        "bearer", [("fetch.header-spread", 2, "header Authorization, only under a condition")])
    # Object.assign(headers, …) writes the local headers (rule value.assign-statement): the
    # header is the request's own, sent only when token is truthy
    assert auth(capability(contract, "GET", "/api/other")) == (
        "api-key", [("fetch.header-spread", 6,
                     "header Authorization, scheme Token, only under a condition")])


def test_headers_of_a_conditional_spread_are_optional_inputs(derive_files):
    """Rule ``header.conditional-spread``: a header a conditional spread may hold is known,
    and only sent under its condition: an optional input (a fixed text is its one value)."""
    contract = derive_files({"src/api.js": (
        "export const things = (token, lang, trace) => fetch('/api/things', { headers: {\n"
        "  ...(token ? { Authorization: `Bearer ${token}` } : {}),\n"
        "  ...(lang && { 'X-Lang': lang }),\n"
        "  ...(trace ? { 'X-Trace': 'on' } : {}) } });\n")})
    cap = capability(contract, "GET", "/api/things")
    assert cap["auth"]["authentication"] == "bearer"
    assert [(b["target"], b["input"], b["value"])
            for b in cap["implementation"]["requests"][0]["bindings"]] == [
        ("header:X-Lang", "x_lang", None), ("header:X-Trace", "x_trace", None)]
    assert "required" not in cap["inputSchema"]
    assert cap["inputSchema"]["properties"] == {
        "x_lang": {"type": "string",
                   "description": "Value of the X-Lang request header, sent only under a "
                                  "condition."},
        "x_trace": {"type": "string", "enum": ["on"],
                    "description": "Value of the X-Trace request header, sent only under a "
                                   "condition."}}
    assert [(e["rule"], e["line"]) for e in cap["evidence"]["/inputSchema/properties/x_trace"]] \
        == [("header.conditional-spread", 4)]
