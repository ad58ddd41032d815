"""One test per value-resolution and wrapper rule, per library form, and per field case.

Each test is a tiny client written into a temporary folder; the assertions are the exact
endpoints, bindings, schemas, services and policies the contract must carry. Tests marked
``xfail(strict=True)`` document a defect of the tool (the reason says what is wrong).
"""
from __future__ import annotations

import json

import pytest
from conftest import bindings, capability, endpoints, needing

AXIOS_API = ("import axios from 'axios';\n"
             "export const api = axios.create({ baseURL: '/' });\n")


def props(cap: dict) -> dict:
    return cap["inputSchema"].get("properties", {})


def types(cap: dict) -> dict[str, object]:
    """``{input: JSON type or enum list}`` of a capability's top-level inputs."""
    return {k: v.get("enum", v.get("type")) for k, v in props(cap).items()}


def required(cap: dict) -> list[str]:
    return cap["inputSchema"].get("required", [])


def request(cap: dict) -> dict:
    return cap["implementation"]["requests"][0]


# ============================================================== values
def test_string_literal(derive_files):
    contract = derive_files({"src/a.ts": "export const all = () => fetch('/api/things');\n"})
    assert endpoints(contract) == {("GET", "/api/things")}
    cap = capability(contract, "GET", "/api/things")
    assert cap["name"] == "list_things"
    assert bindings(cap) == {}
    assert props(cap) == {}
    assert request(cap)["bodyEncoding"] == "none"
    assert cap["sideEffect"] == "read"


@pytest.mark.parametrize("signature, hole, name, json_type", [
    ("slug: string", "slug", "slug", "string"),
    ("entry: { id: number }", "entry.id", "id", "integer"),
    ("x: string", "encodeURIComponent(x)", "x", "string"),
    ("item: { ref: string }", "encodeURIComponent(item.ref)", "ref", "string"),
    ("n: number", "String(n)", "n", "integer"),
])
def test_template_literal_param_named_from_expression(derive_files, signature, hole, name,
                                                      json_type):
    src = f"export const one = ({signature}) => fetch(`/api/articles/${{{hole}}}/comments`);\n"
    contract = derive_files({"src/a.ts": src})
    path = f"/api/articles/{{{name}}}/comments"
    assert endpoints(contract) == {("GET", path)}
    cap = capability(contract, "GET", path)
    assert bindings(cap) == {f"path:{name}": name}
    assert types(cap) == {name: json_type}
    assert required(cap) == [name]


def test_plus_concatenation(derive_files):
    contract = derive_files({"src/a.ts": (
        "const ROOT = '/api';\n"
        "export const items = (id: string) => fetch('/api/lists/' + id + '/items');\n"
        "export const one = (id: string) => fetch(ROOT + '/boards/' + id);\n")})
    assert endpoints(contract) == {("GET", "/api/lists/{id}/items"), ("GET", "/api/boards/{id}")}
    assert bindings(capability(contract, "GET", "/api/lists/{id}/items")) == {"path:id": "id"}
    assert bindings(capability(contract, "GET", "/api/boards/{id}")) == {"path:id": "id"}


def test_same_module_constant(derive_files):
    contract = derive_files({"src/a.ts": (
        "const BASE = '/api/v2';\n"
        "const USERS = `${BASE}/users`;\n"
        "export const list = () => fetch(USERS);\n"
        "export const one = (id: string) => fetch(`${USERS}/${id}`);\n")})
    assert endpoints(contract) == {("GET", "/api/v2/users"), ("GET", "/api/v2/users/{id}")}


def test_query_string_in_template(derive_files):
    contract = derive_files({"src/a.ts": (
        "export const search = (term: string, page: number) =>\n"
        "  fetch(`/api/search?q=${term}&page=${page}&sort=desc`);\n")})
    assert endpoints(contract) == {("GET", "/api/search")}
    cap = capability(contract, "GET", "/api/search")
    assert bindings(cap) == {"query:q": "q", "query:page": "page", "query:sort": "=desc"}
    assert types(cap) == {"q": "string", "page": "number"}
    assert sorted(required(cap)) == ["page", "q"]


IMPORT_CONFIG = {
    "src/config/paths.ts": (
        "export const USERS = '/api/users';\n"
        "export const ORDERS = '/api/orders';\n"
        "export const INVOICES = '/api/invoices';\n"
        "const ROOT = '/api/root';\n"
        "export default ROOT;\n"),
}


def test_imported_named_default_and_namespace_constants(derive_files):
    contract = derive_files({**IMPORT_CONFIG, "src/api/a.ts": (
        "import ROOT, { USERS } from '../config/paths';\n"
        "import * as P from '../config/paths';\n"
        "export const users = () => fetch(USERS);\n"
        "export const status = () => fetch(`${ROOT}/status`);\n"
        "export const orders = (id: string) => fetch(P.ORDERS + '/' + id);\n")})
    assert endpoints(contract) == {("GET", "/api/users"), ("GET", "/api/root/status"),
                                   ("GET", "/api/orders/{id}")}


def test_reexport_through_barrel(derive_files):
    contract = derive_files({**IMPORT_CONFIG,
        "src/config/index.ts": (
            "export * from './paths';\n"
            "export { INVOICES as BILLING } from './paths';\n"
            "export { default as ROOT_PATH } from './paths';\n"),
        "src/api/a.ts": (
            "import { ORDERS, BILLING, ROOT_PATH } from '../config';\n"
            "export const open = () => fetch(`${ORDERS}/open`);\n"
            "export const bill = (id: string) => fetch(`${BILLING}/${id}`);\n"
            "export const health = () => fetch(`${ROOT_PATH}/health`);\n")})
    assert endpoints(contract) == {("GET", "/api/orders/open"), ("GET", "/api/invoices/{id}"),
                                   ("GET", "/api/root/health")}


def test_tsconfig_paths_alias(derive_files):
    contract = derive_files({
        "tsconfig.json": ('{\n  // comments and trailing commas are tolerated\n'
                          '  "compilerOptions": { "baseUrl": ".", '
                          '"paths": { "@shared/*": ["libs/shared/*"], }, },\n}\n'),
        "libs/shared/endpoints.ts": "export const TEAMS = '/api/teams';\n",
        "apps/web/src/teams.ts": ("import { TEAMS } from '@shared/endpoints';\n"
                                  "export const t = (id: string) => fetch(`${TEAMS}/${id}`);\n")})
    assert endpoints(contract) == {("GET", "/api/teams/{id}")}


def test_tsconfig_with_a_bom_single_quotes_and_comment_like_strings_keeps_its_aliases(
        derive_files):
    """JSON5 as TypeScript reads it: a byte-order mark, single quotes, and a string holding
    ``//``, ``/*`` or ``,]`` is text, never a comment or a trailing comma."""
    contract = derive_files({
        "tsconfig.json": ('\ufeff{ "compilerOptions": { "baseUrl": ".", "paths": {\n'
                          "  '@shared/*': ['libs/shared/*'],  // the shared code\n"
                          '  "@odd,]/*": ["libs/odd//x/*"], /* a block */ }, }, }\n'),
        "libs/shared/endpoints.ts": "export const TEAMS = '/api/teams';\n",
        "libs/odd/x/urls.ts": "export const ODD = '/api/odd';\n",
        "apps/web/src/teams.ts": ("import { TEAMS } from '@shared/endpoints';\n"
                                  "import { ODD } from '@odd,]/urls';\n"
                                  "export const t = (id: string) => fetch(`${TEAMS}/${id}`);\n"
                                  "export const o = () => fetch(ODD);\n")})
    assert endpoints(contract) == {("GET", "/api/teams/{id}"), ("GET", "/api/odd")}


def test_at_alias_maps_to_nearest_src(derive_files):
    contract = derive_files({
        "src/lib/urls.ts": "export const PROJECTS = '/api/projects';\n",
        "src/views/x.ts": ("import { PROJECTS } from '@/lib/urls';\n"
                           "export const p = (id: string) => fetch(`${PROJECTS}/${id}`);\n")})
    assert endpoints(contract) == {("GET", "/api/projects/{id}")}


def test_a_bare_specifier_naming_an_own_folder_resolves_there(derive_files):
    """Rule ``modules.folder-root``: ``'helpers/urls'`` is the package's own folder (a
    bundler's ``resolve.modules`` root), unless the package declares ``helpers``."""
    contract = derive_files({
        "client/package.json": '{"name": "wiki-client", "dependencies": {"lodash": "4"}}',
        "client/helpers/urls.js": "export const PAGES = '/api/pages';\n",
        "client/src/graph/routes.js": "export const TAGS = '/api/tags';\n",
        "client/components/editor.js": (
            "import { PAGES } from 'helpers/urls';\n"
            "import { TAGS } from 'graph/routes';\n"
            "import { get } from 'lodash';\n"
            "export const p = (id) => fetch(`${PAGES}/${id}`);\n"
            "export const t = () => fetch(TAGS);\n")})
    assert endpoints(contract) == {("GET", "/api/pages/{id}"), ("GET", "/api/tags")}


def test_a_bare_specifier_naming_an_own_file_resolves_there(derive_files):
    """Rule ``modules.folder-root``, files: ``'api.js'`` beside the importer (webpack's
    ``preferRelative``) and ``'urls'`` at the package's ``src/`` root, when undeclared."""
    contract = derive_files({
        "package.json": '{"name": "photos", "dependencies": {"axios": "1"}}',
        "src/common/api.js": "import axios from 'axios';\n"
                             "export default axios.create({ baseURL: '/api/v1' });\n",
        "src/urls.js": "export const ALBUMS = '/albums';\n",
        "src/common/server.js": ("import Api from 'api.js';\n"
                                 "import { ALBUMS } from 'urls';\n"
                                 "export const albums = () => Api.get(ALBUMS);\n")})
    assert endpoints(contract) == {("GET", "/api/v1/albums")}


def test_a_declared_package_is_never_an_own_folder(derive_files):
    contract = derive_files({
        "package.json": '{"name": "app", "dependencies": {"config": "3"}}',
        "config/index.js": "export const API = '/api/wrong';\n",
        "src/a.js": ("import { API } from 'config';\n"
                     "export const a = () => fetch(`${API}/items`);\n")})
    assert endpoints(contract) == {("GET", "/items")}      # under the package's unknown base
    assert contract["services"][0]["observedBaseUrls"] == []


def test_at_alias_configured_in_tsconfig_wins(derive_files):
    contract = derive_files({
        "tsconfig.json": '{"compilerOptions": {"baseUrl": ".", "paths": {"@/*": ["app/*"]}}}',
        "app/lib/urls.ts": "export const PROJECTS = '/api/projects';\n",
        "src/lib/urls.ts": "export const PROJECTS = '/api/wrong';\n",
        "app/views/x.ts": ("import { PROJECTS } from '@/lib/urls';\n"
                           "export const p = () => fetch(PROJECTS);\n")})
    assert endpoints(contract) == {("GET", "/api/projects")}


@pytest.mark.parametrize("op", ["||", "??"])
def test_process_env_base_url_with_fallback(derive_files, op):
    contract = derive_files({"src/a.ts": (
        f"const API = process.env.REACT_APP_SHOP_URL {op} 'https://api.shop.example/v1';\n"
        "export const list = () => fetch(`${API}/products`);\n"
        "export const one = (sku: string) => fetch(`${API}/products/${sku}`);\n")})
    assert endpoints(contract) == {("GET", "/products"), ("GET", "/products/{sku}")}
    assert bindings(capability(contract, "GET", "/products/{sku}")) == {"path:sku": "sku"}
    [service] = contract["services"]
    assert service["id"] == "shop"
    assert service["baseUrlBinding"] == "SHOP_API_BASE_URL"
    assert [o["url"] for o in service["observedBaseUrls"]] == ["https://api.shop.example/v1"]
    assert "REACT_APP_SHOP_URL" in service["description"]
    assert [(e["rule"], e["note"], e["line"]) for e in service["evidence"]] == \
        [("service.env", "REACT_APP_SHOP_URL", 1)]
    assert request(capability(contract, "GET", "/products"))["service"] == "shop"


def test_process_env_base_url_without_fallback(derive_files):
    contract = derive_files({"src/a.ts": (
        "export const pages = () => fetch(`${process.env.NEXT_PUBLIC_CMS_URL}/pages`);\n")})
    assert endpoints(contract) == {("GET", "/pages")}
    [service] = contract["services"]
    assert (service["id"], service["baseUrlBinding"], service["observedBaseUrls"]) == \
        ("cms", "CMS_API_BASE_URL", [])
    assert bindings(capability(contract, "GET", "/pages")) == {}


@pytest.mark.parametrize("init", [
    "import.meta.env.VITE_BILLING_URL",
    "import.meta.env.VITE_BILLING_URL || 'https://billing.example.com/v1'",
    "import.meta.env.VITE_BILLING_URL ?? 'https://billing.example.com/v1'",
])
def test_import_meta_env_base_url(derive_files, init):
    contract = derive_files({"src/b.ts": (
        f"const BASE = {init};\n"
        "export const inv = (id: string) => fetch(`${BASE}/invoices/${id}`);\n")})
    assert endpoints(contract) == {("GET", "/invoices/{id}")}
    cap = capability(contract, "GET", "/invoices/{id}")
    assert bindings(cap) == {"path:id": "id"}
    [service] = contract["services"]
    assert (service["id"], service["baseUrlBinding"]) == ("billing", "BILLING_API_BASE_URL")
    expected = [] if "||" not in init and "??" not in init else \
        ["https://billing.example.com/v1"]
    assert [o["url"] for o in service["observedBaseUrls"]] == expected


def test_ternary_alternatives_give_two_endpoints(derive_files):
    contract = derive_files({"src/a.ts": (
        "export const feed = (mine: boolean) =>\n"
        "  fetch(mine ? '/api/articles/feed' : '/api/articles');\n"
        "export const stories = (f: boolean) => fetch('/api/stories' + (f ? '/feed' : ''));\n"
        "export const posts = (d: boolean, id: string) =>\n"
        "  fetch(`/api/posts/${id}/${d ? 'drafts' : 'published'}`);\n")})
    assert endpoints(contract) == {
        ("GET", "/api/articles/feed"), ("GET", "/api/articles"),
        ("GET", "/api/stories/feed"), ("GET", "/api/stories"),
        ("GET", "/api/posts/{id}/drafts"), ("GET", "/api/posts/{id}/published")}
    assert bindings(capability(contract, "GET", "/api/posts/{id}/drafts")) == {"path:id": "id"}


def test_correlated_ternaries_give_two_endpoints(derive_files):
    contract = derive_files({"src/a.ts": (
        "export const save = (note: { id?: string; text: string }) =>\n"
        "  fetch(note.id ? `/api/notes/${note.id}` : '/api/notes',\n"
        "        { method: note.id ? 'PUT' : 'POST', body: JSON.stringify(note) });\n")})
    assert endpoints(contract) == {("POST", "/api/notes"), ("PUT", "/api/notes/{id}")}


def test_parameter_with_default_is_optional(derive_files):
    contract = derive_files({"src/a.ts": (
        "export const search = (term: string, page = 1) =>\n"
        "  fetch(`/api/search?q=${term}&page=${page}`);\n")})
    cap = capability(contract, "GET", "/api/search")
    assert bindings(cap) == {"query:q": "q", "query:page": "page"}
    assert required(cap) == ["q"]
    assert types(cap)["page"] in ("integer", "number")


# ============================================================== wrappers
CORE = {
    "src/http/core.ts": (
        "export function send(method: string, url: string, body?: unknown) {\n"
        "  return fetch(`/api${url}`, { method, body: JSON.stringify(body),\n"
        "    headers: { 'Content-Type': 'application/json' } });\n"
        "}\n"),
    "src/http/request.ts": (
        "import { send } from './core';\n"
        "export const request = (method: string, url: string, body?: unknown) =>\n"
        "  send(method, url, body);\n"),
    "src/http/client.ts": (
        "import { request } from './request';\n"
        "export const http = {\n"
        "  get(url: string) { return request('GET', url); },\n"
        "  post(url: string, body: unknown) { return request('POST', url, body); },\n"
        "};\n"),
}


def test_wrapper_function_direct(derive_files):
    contract = derive_files({"src/a.ts": (
        "function get(path: string) { return fetch('/api' + path); }\n"
        "export const tags = () => get('/tags');\n"
        "export const tag = (name: string) => get(`/tags/${name}`);\n")})
    assert endpoints(contract) == {("GET", "/api/tags"), ("GET", "/api/tags/{name}")}
    site = request(capability(contract, "GET", "/api/tags"))["callSites"][0]
    assert (site["function"], site["rule"], [v["note"] for v in site["via"]]) == \
        ("tags", "wrapper.call", ["get"])


def test_wrappers_function_arrow_object_method_across_modules(derive_files):
    contract = derive_files({**CORE, "src/features/tags.ts": (
        "import { http } from '../http/client';\n"
        "export const listTags = () => http.get('/tags');\n"
        "export const renameTag = (name: string, label: string) =>\n"
        "  http.post(`/tags/${name}`, { label });\n")})
    assert endpoints(contract) == {("GET", "/api/tags"), ("POST", "/api/tags/{name}")}
    rename = capability(contract, "POST", "/api/tags/{name}")
    assert bindings(rename) == {"path:name": "name", "body:label": "label"}
    assert request(rename)["bodyEncoding"] == "json"
    site = request(capability(contract, "GET", "/api/tags"))["callSites"][0]
    assert [(v["file"], v["note"]) for v in site["via"]] == [
        ("src/http/client.ts", "http.get"), ("src/http/request.ts", "request"),
        ("src/http/core.ts", "send")]


def test_member_assigned_wrapper_same_module(derive_files):
    contract = derive_files({**CORE, "src/features/tags.ts": (
        "import { http } from '../http/client';\n"
        "const requests: any = {};\n"
        "requests.get = (url: string) => http.get(url);\n"
        "export const listTags = () => requests.get('/tags');\n")})
    assert endpoints(contract) == {("GET", "/api/tags")}


def test_member_assigned_wrapper_across_modules(derive_files):
    contract = derive_files({**CORE,
        "src/http/agent.ts": (
            "import { http } from './client';\n"
            "export const requests: any = {};\n"
            "requests.get = (url: string) => http.get(url);\n"
            "requests.put = (url: string, body: unknown) => http.post(url, body);\n"),
        "src/features/tags.ts": (
            "import { requests } from '../http/agent';\n"
            "export const listTags = () => requests.get('/tags');\n"
            "export const renameTag = (name: string, label: string) =>\n"
            "  requests.put(`/tags/${name}`, { label });\n")})
    assert endpoints(contract) == {("GET", "/api/tags"), ("POST", "/api/tags/{name}")}


CLASSES = {
    "src/http/core.ts": ("export function send(method: string, url: string, body?: unknown) {\n"
                         "  return fetch(`/api${url}`, { method, body: JSON.stringify(body) });\n"
                         "}\n"),
    "src/http/request.ts": ("import { send } from './core';\n"
                            "export const request = (method: string, url: string, b?: unknown) "
                            "=> send(method, url, b);\n"),
    "src/http/client.ts": ("import { request } from './request';\n"
                           "export class HttpClient {\n"
                           "  get(url: string) { return request('GET', url); }\n"
                           "  post(url: string, body: unknown) { return request('POST', url, body); }\n"
                           "}\n"),
    "src/data/repo.ts": ("import { HttpClient } from '../http/client';\n"
                         "export class Repo {\n"
                         "  constructor(private readonly http: HttpClient) {}\n"
                         "  fetchAll(path: string) { return this.http.get(path); }\n"
                         "  create(path: string, body: unknown) { return this.http.post(path, body); }\n"
                         "}\n"),
}


def test_class_method_this_http_constructor_parameter_property(derive_files):
    contract = derive_files({**CLASSES, "src/data/articles.ts": (
        "import { HttpClient } from '../http/client';\n"
        "export class ArticleService {\n"
        "  constructor(private http: HttpClient) {}\n"
        "  list() { return this.http.get('/articles'); }\n"
        "  get(slug: string) { return this.http.get(`/articles/${slug}`); }\n"
        "}\n")})
    assert endpoints(contract) == {("GET", "/api/articles"), ("GET", "/api/articles/{slug}")}
    site = request(capability(contract, "GET", "/api/articles/{slug}"))["callSites"][0]
    assert site["function"] == "ArticleService.get"


def test_wrappers_four_levels_deep_across_modules(derive_files):
    contract = derive_files({**CLASSES, "src/data/users.ts": (
        "import { Repo } from './repo';\n"
        "import { HttpClient } from '../http/client';\n"
        "export class UserStore {\n"
        "  private repo = new Repo(new HttpClient());\n"
        "  load() { return this.repo.fetchAll('/users'); }\n"
        "  add(name: string, email: string) { return this.repo.create('/users', { name, email }); }\n"
        "}\n")})
    assert endpoints(contract) == {("GET", "/api/users"), ("POST", "/api/users")}
    add = capability(contract, "POST", "/api/users")
    assert bindings(add) == {"body:name": "name", "body:email": "email"}
    assert sorted(required(add)) == ["email", "name"]
    site = request(capability(contract, "GET", "/api/users"))["callSites"][0]
    assert (site["file"], site["line"], site["function"]) == ("src/data/users.ts", 5,
                                                             "UserStore.load")
    assert [(v["file"], v["note"], v["rule"]) for v in site["via"]] == [
        ("src/data/repo.ts", "Repo.fetchAll", "wrapper.call"),
        ("src/http/client.ts", "HttpClient.get", "wrapper.call"),
        ("src/http/request.ts", "request", "wrapper.call"),
        ("src/http/core.ts", "send", "fetch.call")]


def test_class_field_axios_instance(derive_files):
    contract = derive_files({"src/items.ts": (
        "import axios from 'axios';\n"
        "export class ItemApi {\n"
        "  private http = axios.create({ baseURL: '/api/v3' });\n"
        "  get(id: string) { return this.http.get(`/items/${id}`); }\n"
        "}\n")})
    assert endpoints(contract) == {("GET", "/api/v3/items/{id}")}


def test_wrapper_segment_filled_by_caller_literals(derive_files):
    contract = derive_files({"src/a.ts": (
        "function load(entity: string) { return fetch(`/api/${entity}`); }\n"
        "export const users = () => load('users');\n"
        "export const orders = () => load('orders');\n")})
    assert endpoints(contract) == {("GET", "/api/users"), ("GET", "/api/orders")}


def test_commonjs_require_of_local_wrapper(derive_files):
    contract = derive_files({
        "src/core.js": ("const BASE = 'https://api.notes.example';\n"
                        "function get(url) { return fetch(BASE + url); }\n"
                        "module.exports = { get };\n"),
        "src/notes.js": ("const { get } = require('./core');\n"
                         "exports.listNotes = () => get('/notes');\n")})
    assert endpoints(contract) == {("GET", "/notes")}


# ============================================================== axios forms
def test_axios_call_forms(derive_files):
    contract = derive_files({"src/a.ts": (
        "import axios from 'axios';\n"
        "export const a1 = () => axios.get('/api/widgets');\n"
        "export const a2 = (id: string) => axios({ url: `/api/widgets/${id}` });\n"
        "export const a3 = (name: string, color: string) =>\n"
        "  axios({ method: 'post', url: '/api/widgets', data: { name, color } });\n"
        "export const a4 = (id: string) => axios(`/api/widgets/${id}/parts`, { method: 'DELETE' });\n"
        "export const a5 = (id: string) =>\n"
        "  axios.request({ method: 'put', url: `/api/widgets/${id}`, data: { name: 'x' } });\n")})
    assert endpoints(contract) == {
        ("GET", "/api/widgets"), ("GET", "/api/widgets/{id}"), ("POST", "/api/widgets"),
        ("DELETE", "/api/widgets/{id}/parts"), ("PUT", "/api/widgets/{id}")}
    create = capability(contract, "POST", "/api/widgets")
    assert bindings(create) == {"body:name": "name", "body:color": "color"}
    assert request(create)["bodyEncoding"] == "json"
    assert bindings(capability(contract, "PUT", "/api/widgets/{id}")) == \
        {"path:id": "id", "body:name": "=x"}
    assert capability(contract, "DELETE", "/api/widgets/{id}/parts")["sideEffect"] == "delete"


def test_axios_create_instance_patch_and_interceptor_bearer(derive_files):
    contract = derive_files({"src/b.ts": (
        "import axios from 'axios';\n"
        "const gh = axios.create({ baseURL: 'https://api.forge.example/v2',\n"
        "                          headers: { Accept: 'application/json' } });\n"
        "gh.interceptors.request.use((config) => {\n"
        "  config.headers.Authorization = `Bearer ${localStorage.getItem('token')}`;\n"
        "  return config;\n"
        "});\n"
        "export const rename = (org: string, name: string) => gh.patch(`/orgs/${org}`, { name });\n")})
    assert endpoints(contract) == {("PATCH", "/orgs/{org}")}
    cap = capability(contract, "PATCH", "/orgs/{org}")
    assert bindings(cap) == {"path:org": "org", "body:name": "name",
                             "header:Accept": "=application/json"}
    assert cap["auth"]["authentication"] == "bearer"
    assert [(e["rule"], e["line"]) for e in cap["auth"]["evidence"]] == \
        [("axios.request-interceptor", 5)]
    assert cap["sideEffect"] == "update"
    [service] = contract["services"]
    assert (service["id"], [o["url"] for o in service["observedBaseUrls"]]) == \
        ("forge", ["https://api.forge.example/v2"])
    assert needing(contract, "authInjection") == ["rename_org"]


def test_axios_interceptor_bracket_header_and_named_handler(derive_files):
    contract = derive_files({"src/a.ts": (
        "import axios from 'axios';\n"
        "const pay = axios.create({ baseURL: '/pay' });\n"
        "pay.interceptors.request.use(function (config) {\n"
        "  config.headers['Authorization'] = 'Bearer ' + getToken();\n"
        "  return config;\n"
        "});\n"
        "export const charges = () => pay.get('/charges');\n"
        "const kv = axios.create({ baseURL: '/kv' });\n"
        "kv.interceptors.request.use(attachKey);\n"
        "function attachKey(config) { config.headers = { ...config.headers, 'X-API-Key': KEY };"
        " return config; }\n"
        "export const keys = () => kv.get('/keys');\n")})
    assert endpoints(contract) == {("GET", "/pay/charges"), ("GET", "/kv/keys")}
    assert capability(contract, "GET", "/pay/charges")["auth"]["authentication"] == "bearer"
    assert capability(contract, "GET", "/kv/keys")["auth"]["authentication"] == "api-key"


def test_axios_defaults_base_url_module_and_instance(derive_files):
    contract = derive_files({
        "src/setup.ts": ("import axios from 'axios';\n"
                         "axios.defaults.baseURL = 'https://legacy.example.org/api';\n"),
        "src/a.ts": ("import axios from 'axios';\n"
                     "export const find = (q: string) => axios.get('/search', "
                     "{ params: { q, limit: 20 } });\n"
                     "const cms = axios.create();\n"
                     "cms.defaults.baseURL = 'https://cms.example.net/api';\n"
                     "export const pages = () => cms.get('/pages');\n")})
    assert endpoints(contract) == {("GET", "/search"), ("GET", "/pages")}
    assert bindings(capability(contract, "GET", "/search")) == \
        {"query:q": "q", "query:limit": "=20"}
    by_id = {s["id"]: [o["url"] for o in s["observedBaseUrls"]] for s in contract["services"]}
    assert by_id == {"legacy": ["https://legacy.example.org/api"],
                     "cms": ["https://cms.example.net/api"]}
    assert request(capability(contract, "GET", "/pages"))["service"] == "cms"
    assert request(capability(contract, "GET", "/search"))["service"] == "legacy"


def test_a_local_named_defaults_is_no_client_configuration(derive_files):
    contract = derive_files({
        "src/a.ts": ("import axios from 'axios';\n"
                     "export function form(fields: {name: string, value: string}[]) {\n"
                     "  const defaults: Record<string, string> = {};\n"
                     "  fields.forEach(f => { defaults[f.name] = f.value; });\n"
                     "  defaults.kind = 'x';\n"
                     "  return axios.post('/forms', defaults);\n"
                     "}\n")})
    assert endpoints(contract) == {("POST", "/forms")}
    assert contract["services"][0]["observedBaseUrls"] == []


def test_axios_defaults_authorization_header_bearer(derive_files):
    contract = derive_files({
        "src/config.ts": ("export const API_URL = process.env.REACT_APP_API_URL || "
                          "'http://localhost:3000/api';\n"),
        "src/client.ts": ("import axios from 'axios';\n"
                          "import { API_URL } from './config';\n"
                          "export const client = axios.create({ baseURL: API_URL });\n"
                          "client.defaults.headers.common['Authorization'] = "
                          "`Token ${localStorage.jwt}`;\n"),
        "src/q.ts": ("import { client } from './client';\n"
                     "export const comments = (slug: string) => {\n"
                     "  const url = `/articles/${slug}/comments`;\n"
                     "  return client.get(url);\n"
                     "};\n")})
    assert endpoints(contract) == {("GET", "/articles/{slug}/comments")}
    cap = capability(contract, "GET", "/articles/{slug}/comments")
    assert cap["auth"]["authentication"] == "bearer"
    assert [e["rule"] for e in cap["auth"]["evidence"]] == ["axios.defaults-header"]
    [service] = contract["services"]
    assert [o["url"] for o in service["observedBaseUrls"]] == ["http://localhost:3000/api"]
    assert "REACT_APP_API_URL" in service["description"]


def test_axios_typed_object_body_is_json(derive_files):
    contract = derive_files({"src/a.ts": (
        "import axios from 'axios';\n"
        "interface NewTag { label: string }\n"
        "export const add = (t: NewTag) => axios.post('/api/tags', t);\n"
        "export const edit = (id: string, data: { label: string }) =>\n"
        "  axios.patch(`/api/tags/${id}`, data);\n")})
    assert request(capability(contract, "POST", "/api/tags"))["bodyEncoding"] == "json"
    assert request(capability(contract, "PATCH", "/api/tags/{id}"))["bodyEncoding"] == "json"


# ============================================================== fetch
def test_fetch_method_json_body_headers_and_cookie_session(derive_files):
    contract = derive_files({"src/a.ts": (
        "export function createNote(note: { title: string; body?: string }) {\n"
        "  return fetch('/api/notes', {\n"
        "    method: 'POST',\n"
        "    body: JSON.stringify(note),\n"
        "    headers: { 'Content-Type': 'application/json', 'X-Client': 'web' },\n"
        "    credentials: 'include',\n"
        "  });\n"
        "}\n"
        "export function updateNote(id: string, title: string) {\n"
        "  return window.fetch(`/api/notes/${id}`,\n"
        "    { method: 'PUT', body: JSON.stringify({ title }), credentials: 'include' });\n"
        "}\n")})
    assert endpoints(contract) == {("POST", "/api/notes"), ("PUT", "/api/notes/{id}")}
    create = capability(contract, "POST", "/api/notes")
    assert create["name"] == "create_note"
    assert bindings(create) == {"body:title": "title", "body:body": "body",
                                "header:X-Client": "=web"}
    assert required(create) == ["title"]
    assert types(create) == {"title": "string", "body": "string"}
    assert request(create)["bodyEncoding"] == "json"
    assert create["auth"]["authentication"] == "cookie-session"
    assert [(e["rule"], e["line"]) for e in create["auth"]["evidence"]] == \
        [("fetch.credentials-include", 6)]
    assert create["operationPolicy"] == {
        "sideEffect": "create", "idempotency": "at-most-once", "automaticRetry": "never",
        "confirmation": "not-required", "unknownOutcome": "stop-and-reconcile"}
    update = capability(contract, "PUT", "/api/notes/{id}")
    assert bindings(update) == {"path:id": "id", "body:title": "title"}
    assert update["auth"]["authentication"] == "cookie-session"
    assert update["operationPolicy"] == {
        "sideEffect": "update", "idempotency": "idempotent", "automaticRetry": "allowed",
        "confirmation": "not-required", "unknownOutcome": "stop-and-reconcile"}


def test_fetch_authorization_header_is_bearer(derive_files):
    contract = derive_files({"src/f.ts": (
        "const token = () => localStorage.getItem('t');\n"
        "export const me = () => fetch('/api/me', "
        "{ headers: { Authorization: `Bearer ${token()}` } });\n")})
    cap = capability(contract, "GET", "/api/me")
    assert cap["auth"]["authentication"] == "bearer"
    assert bindings(cap) == {}


def test_query_secret_in_url_is_redacted(derive_files):
    contract = derive_files({"src/a.ts": (
        "export const data = () =>\n"
        "  fetch('https://api.x.example/v1/data?api_key=SECRETKEY123456&fmt=json');\n")})
    assert "SECRETKEY123456" not in json.dumps(contract)
    cap = capability(contract, "GET", "/v1/data")
    assert bindings(cap)["query:api_key"] == "=<redacted:credential>"


# ============================================================== superagent
def test_superagent_chain_query_send_set(derive_files):
    contract = derive_files({"src/s.js": (
        "import request from 'superagent';\n"
        "export function search(term, page) {\n"
        "  return request.get('/api/search').query({ term, page }).set('Accept', 'application/json');\n"
        "}\n"
        "export function addComment(postId, text) {\n"
        "  return request.post(`/api/posts/${postId}/comments`).send({ text })\n"
        "    .set('X-Api-Key', 'k_live_9f8e7d6c5b4a');\n"
        "}\n")})
    assert endpoints(contract) == {("GET", "/api/search"), ("POST", "/api/posts/{postId}/comments")}
    search = capability(contract, "GET", "/api/search")
    assert bindings(search) == {"query:term": "term", "query:page": "page",
                                "header:Accept": "=application/json"}
    comment = capability(contract, "POST", "/api/posts/{postId}/comments")
    assert bindings(comment) == {"path:postId": "postId", "body:text": "text"}
    assert request(comment)["bodyEncoding"] == "json"
    assert comment["auth"]["authentication"] == "api-key"
    assert comment["sideEffect"] == "create"
    assert "k_live_9f8e7d6c5b4a" not in json.dumps(contract)


# ============================================================== TS enums
def test_ts_enum_method(derive_files):
    contract = derive_files({
        "src/types.ts": ("export enum HttpMethod { Get = 'GET', Put = 'PUT', Post = 'post' }\n"
                         "export const enum Verb { Remove = 'DELETE' }\n"),
        "src/a.ts": (
            "import axios from 'axios';\n"
            "import { HttpMethod, Verb } from './types';\n"
            "enum Method { Post = 'POST', Delete = 'DELETE' }\n"
            "function call(method: Method, url: string, data?: unknown) {\n"
            "  return fetch(url, { method, body: data ? JSON.stringify(data) : undefined });\n"
            "}\n"
            "export const addLabel = (name: string) => call(Method.Post, '/api/labels', { name });\n"
            "export const dropLabel = (id: string) => call(Method.Delete, `/api/labels/${id}`);\n"
            "export const put = (id: string, title: string) =>\n"
            "  fetch(`/api/docs/${id}`, { method: HttpMethod.Put, body: JSON.stringify({ title }) });\n"
            "export const post = (title: string) =>\n"
            "  axios({ method: HttpMethod.Post, url: '/api/docs', data: { title } });\n"
            "export const del = (id: string) => axios({ method: Verb.Remove, url: `/api/docs/${id}` });\n")})
    assert endpoints(contract) == {
        ("POST", "/api/labels"), ("DELETE", "/api/labels/{id}"), ("PUT", "/api/docs/{id}"),
        ("POST", "/api/docs"), ("DELETE", "/api/docs/{id}")}
    assert bindings(capability(contract, "POST", "/api/labels")) == {"body:name": "name"}
    assert bindings(capability(contract, "PUT", "/api/docs/{id}")) == \
        {"path:id": "id", "body:title": "title"}


# ============================================================== field cases
def test_fc01_template_returned_by_path_helper(derive_files):
    contract = derive_files({"src/beds.ts": (
        "import { useQuery } from '@tanstack/react-query';\n"
        "const GARDENS = '/api/v1/gardens';\n"
        "function bedsPath(gardenId: string) {\n"
        "  return `${GARDENS}/${gardenId}/beds`;\n"
        "}\n"
        "export function useBeds(gardenId: string) {\n"
        "  return useQuery({\n"
        "    queryKey: ['beds', gardenId],\n"
        "    queryFn: () => fetch(bedsPath(gardenId)).then(r => r.json()),\n"
        "  });\n"
        "}\n")})
    assert endpoints(contract) == {("GET", "/api/v1/gardens/{gardenId}/beds")}
    cap = capability(contract, "GET", "/api/v1/gardens/{gardenId}/beds")
    assert bindings(cap) == {"path:gardenId": "gardenId"}
    assert types(cap) == {"gardenId": "string"}
    assert required(cap) == ["gardenId"]
    assert cap["sideEffect"] == "read"


def test_fc04_axios_create_instance(derive_files):
    contract = derive_files({"src/forge.ts": (
        "import axios from 'axios';\n"
        "const forge = axios.create({\n"
        "  baseURL: 'https://api.forge.example',\n"
        "  headers: { Accept: 'application/vnd.forge+json' },\n"
        "});\n"
        "export function renameProject(org: string, project: string, data: { name: string }) {\n"
        "  return forge.patch(`/projects/${org}/${project}`, data);\n"
        "}\n")})
    assert endpoints(contract) == {("PATCH", "/projects/{org}/{project}")}
    cap = capability(contract, "PATCH", "/projects/{org}/{project}")
    assert bindings(cap) == {"path:org": "org", "path:project": "project", "body:name": "name",
                             "header:Accept": "=application/vnd.forge+json"}
    assert types(cap) == {"org": "string", "project": "string", "name": "string"}
    assert required(cap) == ["org", "project", "name"]
    assert cap["sideEffect"] == "update"
    [service] = contract["services"]
    assert [o["url"] for o in service["observedBaseUrls"]] == ["https://api.forge.example"]
    assert request(cap)["service"] == service["id"] == "forge"


FC08 = {
    "src/utils/request.js": ("import axios from 'axios';\n"
                             "const request = axios.create({ baseURL: '/api', timeout: 8000 });\n"
                             "request.interceptors.response.use(r => r.data);\n"
                             "export default request;\n"),
    "src/api/members.js": ("import http from '@/utils/request';\n"
                           "export const listMembers = (page) => http.get('/members', "
                           "{ params: { page } });\n"
                           "export const removeMember = (id) => http.delete(`/members/${id}`);\n"),
}


def test_fc08_renamed_default_import_of_wrapper(derive_files):
    contract = derive_files(FC08)
    assert endpoints(contract) == {("GET", "/api/members"), ("DELETE", "/api/members/{id}")}
    listing = capability(contract, "GET", "/api/members")
    assert bindings(listing) == {"query:page": "page"}
    assert listing["sideEffect"] == "read"
    remove = capability(contract, "DELETE", "/api/members/{id}")
    assert bindings(remove) == {"path:id": "id"}
    assert required(remove) == ["id"]
    assert remove["sideEffect"] == "delete"


def test_fc08_page_is_optional_and_untyped(derive_files):
    # FC-08 writes `page: "number?"`; the JavaScript source proves no type for `page`, so the
    # schema claims none (never surer than the source) while keeping it optional: axios drops
    # an undefined params value, so nothing proves the client always sends it.
    listing = capability(derive_files(FC08), "GET", "/api/members")
    assert required(listing) == []
    assert types(listing) == {"page": None}


FC16 = {"src/api.ts": AXIOS_API, "src/invoices.ts": (
    "import { api } from './api';\n"
    "type OpenState = 'draft' | 'sent';\n"
    "type InvoiceState = OpenState | 'void';\n"
    "interface ListInvoicesQuery { state: InvoiceState; customer?: string; limit?: number }\n"
    "export function listInvoices(q: ListInvoicesQuery) {\n"
    "  return api.get<Invoice[]>('/invoices', { params: q });\n"
    "}\n")}


def test_fc16_enum_from_nested_union_alias_in_params_interface(derive_files):
    contract = derive_files(FC16)
    assert endpoints(contract) == {("GET", "/invoices")}
    cap = capability(contract, "GET", "/invoices")
    assert bindings(cap) == {"query:state": "state", "query:customer": "customer",
                             "query:limit": "limit"}          # rule query.typed-object
    query = props(cap)
    assert query["state"]["enum"] == ["draft", "sent", "void"]
    assert query["state"]["type"] == "string"
    assert query["customer"]["type"] == "string"
    assert query["limit"]["type"] == "number"
    assert cap["sideEffect"] == "read"


def test_fc16_only_the_required_member_is_required(derive_files):
    assert required(capability(derive_files(FC16), "GET", "/invoices")) == ["state"]


def test_fc18_sibling_routes_and_static_segments(derive_files):
    contract = derive_files({"src/api.ts": AXIOS_API, "src/faq.ts": (
        "import { api } from './api';\n"
        "export const me = () => api.get('/users/me');\n"
        "export const getUser = (id: string) => api.get(`/users/${id}`);\n"
        "export const faqVote = (faqId: number, vote: 'up' | 'down') =>\n"
        "  api.post(`/faq/${faqId}/votes`, { vote });\n"
        "export const faqRelated = (faqId: number) => api.get(`/faq/${faqId}/related`);\n"
        "export const faqSimilar = (entry: { id: number }) => api.get(`/faq/${entry.id}/similar`);\n")})
    assert endpoints(contract) == {
        ("GET", "/users/me"), ("GET", "/users/{id}"), ("POST", "/faq/{faqId}/votes"),
        ("GET", "/faq/{faqId}/related"), ("GET", "/faq/{id}/similar")}
    assert len(contract["capabilities"]) == 5
    me = capability(contract, "GET", "/users/me")
    assert (bindings(me), props(me)) == ({}, {})
    assert me["name"] != capability(contract, "GET", "/users/{id}")["name"]
    assert bindings(capability(contract, "GET", "/users/{id}")) == {"path:id": "id"}
    vote = capability(contract, "POST", "/faq/{faqId}/votes")
    assert bindings(vote) == {"path:faqId": "faqId", "body:vote": "vote"}
    assert types(vote) == {"faqId": "integer", "vote": ["up", "down"]}
    assert required(vote) == ["faqId", "vote"]
    assert vote["sideEffect"] == "create"
    assert bindings(capability(contract, "GET", "/faq/{faqId}/related")) == \
        {"path:faqId": "faqId"}
    similar = capability(contract, "GET", "/faq/{id}/similar")
    assert bindings(similar) == {"path:id": "id"}
    assert required(similar) == ["id"]


def test_fc19_body_from_imported_interface(derive_files):
    contract = derive_files({
        "src/api.ts": AXIOS_API,
        "src/shipping/types.ts": ("export interface NewShipment { origin: string; "
                                  "destination: string; weightKg: number; fragile?: boolean }\n"),
        "src/shipping/api.ts": (
            "import { api } from '../api';\n"
            "import type { NewShipment } from './types';\n"
            "export const createShipment = (s: NewShipment) => api.post<Shipment>('/shipments', s);\n")})
    assert endpoints(contract) == {("POST", "/shipments")}
    cap = capability(contract, "POST", "/shipments")
    assert bindings(cap) == {"body:origin": "origin", "body:destination": "destination",
                             "body:weightKg": "weightKg", "body:fragile": "fragile"}
    assert types(cap) == {"origin": "string", "destination": "string", "weightKg": "number",
                          "fragile": "boolean"}
    assert required(cap) == ["origin", "destination", "weightKg"]
    assert cap["sideEffect"] == "create"


def test_fc17_query_built_with_url_search_params(derive_files):
    contract = derive_files({"src/docs.ts": (
        "export function searchDocs(opts: { q: string; source: 'guides' | 'api';"
        " limit?: number | null }) {\n"
        "  const qs = new URLSearchParams({ q: opts.q, source: opts.source });\n"
        "  if (opts.limit != null) qs.set('limit', String(opts.limit));\n"
        "  return fetch(`/api/docs/search?${qs.toString()}`).then(r => r.json());\n"
        "}\n")})
    cap = capability(contract, "GET", "/api/docs/search")
    assert bindings(cap) == {"query:limit": "limit", "query:q": "q", "query:source": "source"}
    assert required(cap) == ["q", "source"]
    assert types(cap) == {"q": "string", "source": ["guides", "api"],
                          "limit": ["number", "null"]}          # FC-17: nullable, optional
    assert cap["sideEffect"] == "read"


def test_constant_holding_a_whole_url_names_its_path(derive_files):
    contract = derive_files({"src/hook.ts": (
        "const HOOK = 'https://hooks.chat.example/api/post';\n"
        "export const notify = (text: string) =>\n"
        "  fetch(HOOK, { method: 'POST', body: JSON.stringify({ text }) });\n")})
    assert endpoints(contract) == {("POST", "/api/post")}
    assert contract["services"][0]["observedBaseUrls"][0]["url"] == "https://hooks.chat.example"


def test_post_to_a_state_segment_updates(derive_files):
    contract = derive_files({"src/inbox.ts": (
        "export const markRead = (id: string) =>\n"
        "  fetch(`/api/notifications/${id}/read`, { method: 'POST' });\n")})
    cap = capability(contract, "POST", "/api/notifications/{id}/read")
    assert (cap["sideEffect"], cap["operationPolicy"]["automaticRetry"]) == ("update", "never")


def test_output_schema_from_the_outermost_type_argument(derive_files):
    contract = derive_files({
        "src/types.ts": "export interface Tag { name: string; count?: number }\n",
        "src/http.ts": ("import axios from 'axios';\n"
                        "const api = axios.create({ baseURL: '/api' });\n"
                        "export function get<T>(url: string) { return api.get<T>(url); }\n"),
        "src/tags.ts": ("import { get } from './http';\n"
                        "import type { Tag } from './types';\n"
                        "export const listTags = () => get<Tag[]>('/tags');\n"
                        "export const ping = () => get('/ping');\n")})
    tags = capability(contract, "GET", "/api/tags")
    assert tags["outputSchema"] == {"type": "array", "items": {
        "type": "object", "properties": {"name": {"type": "string"},
                                         "count": {"type": "number"}}, "required": ["name"]}}
    assert tags["evidence"]["/outputSchema"][0]["rule"] == "output.type-argument"
    assert tags["evidence"]["/outputSchema"][0]["line"] == 3
    assert capability(contract, "GET", "/api/ping")["outputSchema"] is None


def test_description_from_jsdoc(derive_files):
    contract = derive_files({"src/api.ts": (
        "/**\n"
        " * Lists the most recent articles,\n"
        " * newest first.\n"
        " *\n"
        " * @param page the page to read\n"
        " */\n"
        "export const listArticles = (page: number) => fetch(`/api/articles?page=${page}`);\n"
        "/** @summary Delete an article you wrote */\n"
        "export const deleteArticle = (slug: string) =>\n"
        "  fetch(`/api/articles/${slug}`, { method: 'DELETE' });\n"
        "export const tags = () => fetch('/api/tags');\n")})
    listing = capability(contract, "GET", "/api/articles")
    assert listing["description"] == "Lists the most recent articles, newest first."
    assert listing["evidence"]["/description"][0]["rule"] == "description.jsdoc"
    assert capability(contract, "DELETE", "/api/articles/{slug}")["description"] == \
        "Delete an article you wrote"
    tags = capability(contract, "GET", "/api/tags")
    assert tags["evidence"]["/description"][0]["kind"] == "default"


def test_static_files_and_module_assets_are_not_endpoints(derive_files):
    contract = derive_files({"src/assets.ts": (
        "export const font = () => fetch(new URL('../fonts/Inter.ttf', import.meta.url));\n"
        "export const hero = () => fetch('/images/rocket.jpeg');\n"
        "export const file = (id: string) => {\n"
        "  const url = 'https://files.example.com/o/' + id;\n"
        "  return fetch(url);\n"
        "};\n")})
    assert endpoints(contract) == {("GET", "/o/{id}")}
    assert [(r["severity"], r["message"]) for r in contract["review"]
            if r["capability"] is None] == [
        ("info", "/images/rocket.jpeg is a static file, not an API endpoint: left out "
                 "(rule url.static-file)")]


def test_unresolved_axios_base_is_a_reviewed_service_not_a_path_parameter(derive_files):
    contract = derive_files({
        "src/env.ts": "function load(): any { return JSON.parse('{}'); }\nexport const env = load();\n",
        "src/api.ts": ("import Axios from 'axios';\nimport { env } from './env';\n"
                       "export const api = Axios.create({ baseURL: env.API_URL });\n"
                       "export const add = (data: { body: string }) => api.post('/comments', data);\n")})
    assert endpoints(contract) == {("POST", "/comments")}
    assert "baseURL" not in capability(contract, "POST", "/comments")["inputSchema"]["properties"]
    assert any(r["message"].startswith("base URL of service") for r in contract["review"])


def test_user_info_in_a_url_is_not_a_service_name(derive_files):
    contract = derive_files({"src/a.js": (
        "export const login = () => fetch('https://svc_deploy_bob:hunter2pass@auth.example.com"
        "/login', { method: 'POST' });\n")})
    assert [s["id"] for s in contract["services"]] == ["auth"]
    assert "svc_deploy_bob" not in json.dumps(contract)


def test_workspace_package_and_subpath_imports(derive_files):
    contract = derive_files({
        "pnpm-workspace.yaml": "packages:\n  - apps/*\n  - packages/*\n",
        "packages/request/package.json": (
            '{ "name": "@acme/request", "exports": { ".": { "import": "./src/index.ts" } } }'),
        "packages/request/src/index.ts": "export * from './client';\n",
        "packages/request/src/client.ts": (
            "import axios from 'axios';\n"
            "export const http = axios.create({ baseURL: 'https://api.acme.example' });\n"),
        "apps/web/package.json": '{ "name": "web", "imports": { "#/*": "./src/*" } }',
        "apps/web/src/lib/paths.ts": "export const USER = '/user/info';\n",
        "apps/web/src/api/user.ts": (
            "import { http } from '@acme/request';\n"
            "import { USER } from '#/lib/paths';\n"
            "export const me = () => http.get(USER);\n")})
    assert endpoints(contract) == {("GET", "/user/info")}
    assert [s["id"] for s in contract["services"]] == ["acme"]


def test_case_changed_method_keeps_the_callers_method(derive_files):
    contract = derive_files({
        "src/fetchy.js": "export default async (url = '', data = {}, type = 'GET') => {\n"
                         "  type = type.toUpperCase();\n"
                         "  return fetch('/api' + url, { method: type,\n"
                         "    body: type === 'GET' ? undefined : JSON.stringify(data) });\n"
                         "};\n",
        "src/use.js": "import fetchy from './fetchy';\n"
                      "export const login = (u) => fetchy('/login', { u }, 'post');\n"
                      "export const list = () => fetchy('/items');\n"
                      "export const put = () => fetch('/x', { method: 'put'.toUpperCase() });\n"})
    assert endpoints(contract) == {("POST", "/api/login"), ("GET", "/api/items"),
                                   ("PUT", "/x")}
    assert not any("method could not be determined" in r["message"]
                   for r in contract["review"])


def test_a_url_built_by_reassignments_is_the_last_value(derive_files):
    contract = derive_files({"src/a.js": (
        "export function del() {\n"
        "  let url = '/api';\n"
        "  url = url + '/teams';\n"
        "  url = url + '/members';\n"
        "  return fetch(url, { method: 'DELETE' });\n"
        "}\n"
        "export function orgs(id) {\n"
        "  let u = '/api';\n"
        "  u += '/orgs';\n"
        "  u += '/' + id;\n"
        "  return fetch(u);\n"
        "}\n")})
    assert endpoints(contract) == {("DELETE", "/api/teams/members"), ("GET", "/api/orgs/{id}")}


def test_a_conditional_extension_is_one_more_alternative(derive_files):
    contract = derive_files({"src/a.js": (
        "export function items(id) {\n"
        "  let url = '/api/items';\n"
        "  if (id) url += '/' + id;\n"
        "  return fetch(url);\n"
        "}\n")})
    assert endpoints(contract) == {("GET", "/api/items"), ("GET", "/api/items/{id}")}


def test_a_read_sees_only_the_writes_that_reach_it(derive_files):
    # rule value.reaching-writes: the URL is read before the parameter is reassigned (once
    # unconditionally, once in a branch), so neither later value reaches it; the second
    # request, after both, sees the branch as an alternative of the unconditional value; the
    # callers pass 'domain' and 'list' as kind, one Tool per text (rule value.caller-type), while
    # the branch on prefix is not decided per caller (both variants stay for each kind)
    contract = derive_files({"src/a.js": (
        "export function removeAll(kind, ids, prefix) {\n"
        "  const url = '/api/' + kind + 's:batchDelete';\n"
        "  kind += ids.length > 1 ? 's' : '';\n"
        "  if (prefix !== undefined) {\n"
        "    kind = prefix + '-' + kind;\n"
        "  }\n"
        "  fetch(url, { method: 'POST', body: JSON.stringify(ids) });\n"
        "  return fetch('/api/audit/' + kind, { method: 'POST' });\n"
        "}\n"
        "export function run() { removeAll('domain', [1]); removeAll('list', [1], 'multi'); }\n")})
    assert endpoints(contract) == {
        ("POST", "/api/domains:batchDelete"), ("POST", "/api/lists:batchDelete"),
        ("POST", "/api/audit/domain{param}"), ("POST", "/api/audit/list{param}"),
        ("POST", "/api/audit/{prefix}-domain{param}"), ("POST", "/api/audit/{prefix}-list{param}")}


def test_a_write_later_in_a_loop_reaches_an_earlier_read_in_it(derive_files):
    # the reassignment follows the read in source order, but the loop runs it first on the
    # next turn: both values are alternatives; a write in a callback may run at any time
    contract = derive_files({"src/a.js": (
        "export function pages(n) {\n"
        "  let path = '/api/first';\n"
        "  for (let i = 0; i < n; i++) {\n"
        "    fetch(path);\n"
        "    path = '/api/next';\n"
        "  }\n"
        "}\n"
        "export function later(el) {\n"
        "  let path = '/api/one';\n"
        "  el.onclick = () => { path = '/api/two'; };\n"
        "  fetch(path);\n"
        "  path = '/api/three';\n"
        "}\n")})
    assert endpoints(contract) == {("GET", "/api/first"), ("GET", "/api/next"),
                                   ("GET", "/api/one"), ("GET", "/api/two")}


def test_a_declaration_in_an_inner_block_does_not_hide_the_outer_value(derive_files):
    # the inner `let path` may be another variable: it is an alternative, never the only value
    contract = derive_files({"src/a.js": (
        "export function twice() {\n"
        "  let path = '/api/outer';\n"
        "  { let path = '/api/inner'; fetch(path); }\n"
        "  fetch(path);\n"
        "  path = '/api/after';\n"
        "}\n")})
    assert endpoints(contract) == {("GET", "/api/outer"), ("GET", "/api/inner")}


def test_many_conditional_extensions_stay_bounded(derive_files):
    appends = "".join(f"  if (f{i}) url += '/p{i}';\n" for i in range(40))
    contract = derive_files({"src/a.js": (
        "export function page(" + ", ".join(f"f{i}" for i in range(40)) + ") {\n"
        "  let url = '/api/pages';\n" + appends +
        "  return fetch(url);\n"
        "}\n")})
    found = endpoints(contract)
    assert ("GET", "/api/pages") in found
    assert ("GET", "/api/pages/p0/p1/p2/p3") in found        # the first ways are kept apart
    assert len(found) <= 16


def test_axios_defaults_header_through_a_computed_key(derive_files):
    contract = derive_files({"src/a.ts": (
        "import axios from 'axios';\n"
        "const AUTH = 'Authorization';\n"
        "axios.defaults.headers.common[AUTH] = `Bearer ${localStorage.token}`;\n"
        "export const me = () => axios.get('/api/me');\n")})
    assert capability(contract, "GET", "/api/me")["auth"]["authentication"] == "bearer"


def test_a_failing_recogniser_setup_is_a_warning_and_the_run_goes_on(derive_files,
                                                                     monkeypatch):
    import dataclasses

    import code2skill.pipeline as pipeline

    def broken(resolver):
        raise IndexError("tuple index out of range")
    monkeypatch.setattr(pipeline, "RECOGNISERS", [
        dataclasses.replace(r, setup=broken) if r.id == "axios" else r
        for r in pipeline.RECOGNISERS])
    contract = derive_files({"src/a.ts": "export const me = () => fetch('/api/me');\n"})
    assert endpoints(contract) == {("GET", "/api/me")}
    assert [d["reason"] for d in contract["source"]["diagnostics"]
            if d["stage"] == "resolve"] == [
        "the axios recogniser's program-wide setup failed (IndexError: tuple index out of "
        "range); its client configuration is not read"]


def test_paths_inherited_from_a_root_tsconfig_base_resolve_from_the_root(derive_files):
    contract = derive_files({
        "tsconfig.base.json": ('{ "compilerOptions": { "paths": {\n'
                               '  "@acme/common/*": ["./libs/common/src/lib/*"] } } }\n'),
        "apps/client/tsconfig.json": '{ "extends": "../../tsconfig.base.json" }\n',
        "libs/common/src/lib/config.ts": "export const API = '/api/v1';\n",
        "apps/client/src/app/data.service.ts": (
            "import { API } from '@acme/common/config';\n"
            "export const portfolio = () => fetch(`${API}/portfolio`);\n"),
    })
    assert endpoints(contract) == {("GET", "/api/v1/portfolio")}


def test_alternatives_past_the_cap_end_in_an_unknown_one():
    from code2skill.resolution.shared import MAX_ALTERNATIVES, alternatives
    from code2skill.values import LitV, UnknownV
    capped = alternatives([LitV(i) for i in range(MAX_ALTERNATIVES + 3)])
    assert len(capped.options) == MAX_ALTERNATIVES
    assert capped.options[-1] == UnknownV("too-many-alternatives")
    assert alternatives([LitV(i) for i in range(MAX_ALTERNATIVES)]).options[-1] == \
        LitV(MAX_ALTERNATIVES - 1)


def test_a_later_unconditional_write_hides_the_earlier_one(derive_files):
    """Rule ``value.local-flow``: a local read after all its writes sees only those from the
    last unconditional one on (``let p = '/items/{id}'; p = p.replace('{id}', id)``)."""
    contract = derive_files({"src/api.ts": (
        "export async function item(id: string) {\n"
        "  let path = `/items/{id}`;\n"
        "  path = path.replace(`{${'id'}}`, encodeURIComponent(String(id)));\n"
        "  return fetch(path);\n}\n")})
    assert endpoints(contract) == {("GET", "/items/{id}")}
    assert bindings(capability(contract, "GET", "/items/{id}")) == {"path:id": "id"}
