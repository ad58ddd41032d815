"""Auth evidence found where real clients put it, and credentials never copied."""
import json

from conftest import bindings, capability, endpoints


def test_password_literal_in_a_body_is_redacted(derive_files):
    contract = derive_files({"src/api.ts": (
        "export const seed = () => fetch('/api/session', { method: 'POST',\n"
        "  body: JSON.stringify({ username: 'admin', password: 'S3cr3t!Passw0rd' }) });\n")})
    assert "S3cr3t!Passw0rd" not in json.dumps(contract)
    cap = capability(contract, "POST", "/api/session")
    assert bindings(cap) == {"body:password": "=<redacted:credential>",
                             "body:username": "=admin"}
    assert any(r["severity"] == "high" and r["message"] == "a credential is written in source "
               "as the value of body field password" for r in contract["review"])


def test_headers_object_with_authorization_set_later_in_the_function(derive_files):
    contract = derive_files({"src/api.ts": (
        "export async function call(path: string, token?: string) {\n"
        "  const headers = new Headers([['Content-Type', 'application/json']]);\n"
        "  if (token) headers.set('Authorization', `Token ${token}`);\n"
        "  return fetch(`https://api.x.example${path}`, { headers });\n"
        "}\n"
        "export const tags = () => call('/tags');\n"
        "export const feed = (token: string) => call('/feed', token);\n")})
    cap = capability(contract, "GET", "/feed")
    # rule auth.header-scheme: the `Token` scheme is an API key in the header, not bearer
    assert cap["auth"]["authentication"] == "api-key"
    assert cap["auth"]["evidence"][0]["note"] == "header Authorization, scheme Token"
    assert cap["auth"]["evidence"][0]["rule"] == "auth.enclosing-function"
    assert cap["auth"]["evidence"][0]["line"] == 3
    # rule auth.parameter-guard: a call that passes no token does not send the header
    assert capability(contract, "GET", "/tags")["auth"]["authentication"] == "unknown"


def test_interceptor_registered_through_a_setup_function(derive_files):
    contract = derive_files({"src/http.ts": (
        "import axios, { AxiosInstance } from 'axios';\n"
        "const api = axios.create({ baseURL: 'https://api.x.example' });\n"
        "const onRequest = (config: any) => {\n"
        "  config.headers['Authorization'] = `Token ${localStorage.token}`;\n"
        "  return config;\n"
        "};\n"
        "const setUp = (instance: AxiosInstance) => {\n"
        "  instance.interceptors.request.use(onRequest);\n"
        "  return instance;\n"
        "};\n"
        "export const http = setUp(api);\n"
        "export const me = () => api.get('/me');\n")})
    cap = capability(contract, "GET", "/me")
    assert (cap["auth"]["authentication"], cap["auth"]["evidence"][0]["line"]) == ("api-key", 4)


def test_csrf_header_is_cookie_session_evidence(derive_files):
    contract = derive_files({"src/client.ts": (
        "const CSRF = { headerName: 'x-csrf-token' };\n"
        "export function post(path: string, body: object) {\n"
        "  const headers = new Headers();\n"
        "  headers.set(CSRF.headerName, readCookie('csrf'));\n"
        "  return fetch(path, { method: 'POST', body: JSON.stringify(body), headers });\n"
        "}\n"
        "export const star = (id: string) => post('/api/stars.create', { id });\n")})
    cap = capability(contract, "POST", "/api/stars.create")
    assert cap["auth"]["authentication"] == "cookie-session"


def test_rest_of_destructured_init_keeps_the_method(derive_files):
    contract = derive_files({"src/fetch.ts": (
        "export function send(url: string, init: any = {}) {\n"
        "  const { timeout, ...rest } = init;\n"
        "  return fetch(url, { ...rest, signal: AbortSignal.timeout(timeout) });\n"
        "}\n"
        "export const token = () => send('https://auth.x.example/token', { method: 'POST',"
        " timeout: 5 });\n")})
    assert endpoints(contract) == {("POST", "/token")}


def test_tenant_from_a_header_or_a_path_parameter(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "const api = axios.create({ baseURL: 'https://api.crm.example' });\n"
        "export const deals = (ws: string) =>\n"
        "  api.get('/deals', { headers: { 'X-Workspace-Id': ws } });\n"
        "export const members = (orgId: string) => api.get(`/orgs/${orgId}/members`);\n"
        "export const me = () => api.get('/me');\n")})
    deals = capability(contract, "GET", "/deals")
    assert deals["auth"]["tenant"]["binding"] == "header:X-Workspace-Id"
    assert bindings(deals) == {"header:X-Workspace-Id": "x_workspace_id"}
    members = capability(contract, "GET", "/orgs/{orgId}/members")
    assert (members["auth"]["tenant"]["binding"], members["auth"]["tenant"]["location"]) == \
        ("path:orgId", "path")
    assert capability(contract, "GET", "/me")["auth"]["tenant"] is None


def test_tenant_header_set_by_a_request_interceptor(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "export const api = axios.create({ baseURL: 'https://api.crm.example' });\n"
        "api.interceptors.request.use((config) => {\n"
        "  config.headers['X-Tenant-Id'] = localStorage.getItem('tenant');\n"
        "  config.params.orgId = 'ignored: a query parameter, not a header';\n"
        "  return config;\n"
        "});\n"
        "export const deals = () => api.get('/deals');\n")})
    deals = capability(contract, "GET", "/deals")
    tenant = deals["auth"]["tenant"]
    assert (tenant["binding"], tenant["location"], [(e["line"], e["rule"])
                                                    for e in tenant["evidence"]]) == (
        "header:X-Tenant-Id", "header", [(4, "auth.tenant")])
    assert deals["auth"]["authentication"] == "unknown"      # a tenant is no credential
    assert bindings(deals) == {}                              # nor a Tool input


def test_tenant_hint_does_not_hide_the_enclosing_functions_token(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "export const api = axios.create({ baseURL: 'https://api.crm.example' });\n"
        "api.interceptors.request.use((config) => {\n"
        "  config.headers['X-Workspace'] = 'w1';\n"
        "  return config;\n"
        "});\n"
        "export function deals(token: string) {\n"
        "  const headers = new Headers();\n"
        "  headers.set('Authorization', `Bearer ${token}`);\n"
        "  return api.get('/deals', { headers });\n"
        "}\n")})
    auth = capability(contract, "GET", "/deals")["auth"]
    assert (auth["authentication"], [e["rule"] for e in auth["evidence"]],
            auth["tenant"]["binding"]) == ("bearer", ["axios.header"],
                                           "header:X-Workspace")
    # (the Headers object's set call is the request's own header: value.header-set-calls)
    assert auth["evidence"][0]["line"] == 9
    assert capability(contract, "GET", "/deals")["inputSchema"]["properties"] == {}


def test_x_token_header_set_by_an_interceptor_is_api_key_evidence(derive_files):
    contract = derive_files({"src/request.js": (
        "import axios from 'axios';\n"
        "const service = axios.create({ baseURL: '/api' });\n"
        "service.interceptors.request.use(config => {\n"
        "  config.headers['X-Token'] = getToken();\n"
        "  return config;\n"
        "});\n"
        "export const info = () => service.get('/user/info');\n")})
    cap = capability(contract, "GET", "/api/user/info")
    assert (cap["auth"]["authentication"], cap["auth"]["evidence"][0]["line"]) == ("api-key", 4)


GENERATED_CLIENT = """
export interface Config { base?: string; authorize?: (data: string | null) => any; }
export class Http {
  public base: string = "https://api.shelf.example";
  private data: string | null = null;
  private authorize?: Config["authorize"];
  private defaults = { headers: {} };
  private send = (...args: Parameters<typeof fetch>) => fetch(...args);
  constructor(config: Config = {}) {
    Object.assign(this, config);
  }
  public setData = (d: string | null) => { this.data = d; };
  protected merge(a: any, b?: any) {
    return { ...this.defaults, ...a, ...(b || {}),
             headers: { ...(a.headers || {}), ...((b && b.headers) || {}) } };
  }
  public request = async ({ path, method, withAuth, body, ...rest }: any) => {
    const extra = (withAuth && this.authorize && (await this.authorize(this.data))) || {};
    const params = this.merge(rest, extra);
    return this.%s(`${this.base}${path}`, { ...params, method,
      headers: { ...(params.headers || {}) }, body: JSON.stringify(body) });
  };
}
export class Api extends Http {
  books = {
    list: () => this.request({ path: `/books`, method: "GET" }),
    create: (book: any) => this.request({ path: `/books`, method: "POST", body: book,
                                          withAuth: true }),
  };
}
"""
GENERATED_USE = """
import { Api } from './client';
export const api = new Api({
  authorize: token => token ? { headers: { Authorization: `Token ${token}` } } : {} });
export const listBooks = () => api.books.list();
export const addBook = (book: any) => api.books.create(book);
"""
# the page calling both (a function no code calls is no Tool: rule wrapper.never-called)
USE_PAGE = """
import { listBooks, addBook } from './index';
export const shelf = async () => { await listBooks(); await addBook({ title: 'x' }); };
"""


def test_auth_from_a_config_function_sent_only_where_the_call_asks_for_it(derive_files):
    # Object.assign(this, config) gives this.authorize the function `new Api({...})` passes;
    # its headers are sent under `withAuth && …`: the call passing withAuth: true is bearer,
    # the one that omits it provably sends no token and stays unknown
    for sender, rule in (("send", "auth.substituted-headers"), ("fetchNow", "fetch.header-spread")):
        client = GENERATED_CLIENT % sender
        if sender == "fetchNow":
            client = client.replace("private send = (...args: Parameters<typeof fetch>) => "
                                    "fetch(...args);", "").replace("this.fetchNow(", "fetch(")
        contract = derive_files({"src/client.ts": client, "src/index.ts": GENERATED_USE,
                                 "src/page.ts": USE_PAGE})
        create = capability(contract, "POST", "/books")
        assert create["auth"]["authentication"] == "api-key"     # the `Token` scheme
        assert [(e["kind"], e["rule"], e["file"], e["line"], e["note"])
                for e in create["auth"]["evidence"]] == [
            ("observed", rule, "src/index.ts", 4,
             "header Authorization, scheme Token, only under a condition")]   # `token ? … : {}`
        listing = capability(contract, "GET", "/books")
        assert listing["auth"]["authentication"] == "unknown"
        assert listing["auth"]["evidence"][0]["rule"] == "auth.not-observed"


def test_a_vendor_access_token_header_is_api_key_auth(derive_files):
    contract = derive_files({"src/shop.ts": (
        "const token = process.env.SHOPIFY_STOREFRONT_ACCESS_TOKEN!;\n"
        "export const shop = (query: string) => fetch('https://shop.example/api/graphql.json', {\n"
        "  method: 'POST',\n"
        "  headers: { 'Content-Type': 'application/json',\n"
        "             'X-Shopify-Storefront-Access-Token': token },\n"
        "  body: JSON.stringify({ query }),\n"
        "});\n")})
    cap = capability(contract, "POST", "/api/graphql.json")
    assert cap["auth"]["authentication"] == "api-key"
    assert [(e["line"], e["note"]) for e in cap["auth"]["evidence"]][0][0] == 5
    assert "x_shopify_storefront_access_token" not in cap["inputSchema"]["properties"]


BASIC_MESSAGE = ("the client sends HTTP basic auth (Authorization: Basic <user:password in "
                 "base64>), which the contract's authentication kinds cannot state: the Host "
                 "must hold and inject the user's name and password; confirm the scheme")


def test_a_basic_scheme_authorization_header_is_never_bearer(derive_files):
    """Rule ``auth.basic-scheme``: ``'Basic ' + btoa(…)`` and ```Basic ${…}``` are HTTP basic
    auth, which the contract cannot state: ``unknown``, the header as evidence, and a review
    item naming the scheme; a ``Bearer`` header beside them stays ``bearer``."""
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "export const a = (user: string, pass: string) => fetch('/api/a', { headers: {\n"
        "  Authorization: 'Basic ' + btoa(user + ':' + pass) } });\n"
        "export const b = (user: string, pass: string) => fetch('/api/b', { headers: {\n"
        "  Authorization: `Basic ${btoa(`${user}:${pass}`)}` } });\n"
        "export const c = (creds: string) => axios.get('/api/c', { headers: {\n"
        "  authorization: 'basic ' + creds } });\n"
        "export const d = (token: string) => fetch('/api/d', { headers: {\n"
        "  Authorization: 'Bearer ' + token } });\n")})
    for path, line in (("/api/a", 3), ("/api/b", 5), ("/api/c", 7)):
        cap = capability(contract, "GET", path)
        assert cap["auth"]["authentication"] == "unknown", path
        assert [(e["rule"], e["line"], e["kind"]) for e in cap["auth"]["evidence"]] == [
            ("auth.basic-scheme", line, "observed")]
        assert cap["status"] == "requires-review"
        assert [(r["severity"], r["evidence"][0]["rule"]) for r in contract["review"]
                if r["capability"] == cap["name"] and r["message"] == BASIC_MESSAGE] == [
            ("medium", "auth.basic-scheme")]
    bearer = capability(contract, "GET", "/api/d")
    assert bearer["auth"]["authentication"] == "bearer"
    assert not any(r["message"] == BASIC_MESSAGE and r["capability"] == bearer["name"]
                   for r in contract["review"])


def test_tenant_header_names():
    """Rule ``auth.tenant-header``: a tenant word, alone or behind one vendor word."""
    from code2skill.extractors.common import tenant_header
    assert [name for name in ("X-Tenant-Id", "X-Workspace", "Org-Id", "X-JMS-ORG",
                              "X-Acme-Org-Id", "X-Org-Name", "X-CSRFToken", "X-Forwarded-For",
                              "X-A-B-Org")
            if tenant_header(name)] == ["X-Tenant-Id", "X-Workspace", "Org-Id", "X-JMS-ORG",
                                        "X-Acme-Org-Id"]


def test_a_credential_header_written_in_source_is_a_high_item(derive_files):
    """Rule ``redact.written-header``: a literal ``Authorization`` or API-key header value is
    a credential shipped with the client, ``high`` like one written as a query value; a CSRF
    header's fixed marker and a value built at run time are not; no value is quoted."""
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "const api = axios.create({ baseURL: '/api', headers: {\n"
        "  Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.abcdefghijklmnop',\n"
        "  'X-Gotify-Key': 'AQwErTyUiOpAsDf', 'X-API-CSRF': 'x' } });\n"
        "export const list = () => api.get('/message');\n"
        "export const mine = () => axios.get('/api/me', { headers: {\n"
        "  'X-Api-Key': localStorage.getItem('key') } });\n")})
    items = sorted((r["severity"], r["capability"], r["message"].split(":")[0])
                   for r in contract["review"] if "header" in r["message"])
    assert items == [
        ("high", "get_message", "a credential is written in source as the value of header "
                                "Authorization"),
        ("high", "get_message", "a credential is written in source as the value of header "
                                "X-Gotify-Key"),
        ("info", "get_me", "header X-Api-Key carries a credential"),
        ("info", "get_message", "header X-API-CSRF carries a credential")]
    text = json.dumps(contract)
    assert "eyJhbGci" not in text and "AQwErTy" not in text
