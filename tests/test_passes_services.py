"""The services pass (``passes/services.py``): semantic service ids, ``<ID>_API_BASE_URL``
bindings, and observed base URLs kept as deployment references only — never as a default
(seed: "Generated Functions must not default to a source repository's … host").

Tests marked ``xfail(strict=True)`` document a defect of the tool (the reason says what is
wrong).
"""
from __future__ import annotations

import pytest

from code2skill.normalize import ServiceRef
from code2skill.passes.services import (
    binding_of, build_services, free_binding, name_from_host, name_from_identifier, service_id,
)

W1 = ("src/api.ts", (1, 13, 1, 50))
W2 = ("src/api.ts", (2, 1, 2, 40))


@pytest.mark.parametrize("host, name", [
    ("conduit.productionready.io", "conduit"),
    ("api.payments.example", "payments"),
    ("localhost", None),
    ("127.0.0.1", None),
    ("0.0.0.0", None),
    ("api.example.com", "example"),
    ("www.github.com", "github"),
    ("api-staging.shop.example.com", "shop"),
    ("billing-api.acme.io", "billing"),
    ("api.v2.example.org", "example"),
    ("cdn.example.net", "example"),
    ("API.Payments.Example", "payments"),
    ("", None),
    pytest.param("localhost:3000", None),
])
def test_name_from_host(host, name):
    assert name_from_host(host) == name


@pytest.mark.parametrize("identifier, name", [
    ("VITE_PAYMENTS_API_URL", "payments"),
    ("REACT_APP_API_ROOT", None),
    ("NEXT_PUBLIC_BILLING_BASE_URL", "billing"),
    ("VUE_APP_AUTH_SERVER", "auth"),
    ("NUXT_PUBLIC_CMS_ENDPOINT", "cms"),
    ("EXPO_PUBLIC_ORDER_SERVICE_URL", "order"),
    ("VITE_API_URL_BILLING", "billing"),
    ("API_ROOT", None),
    ("BASE_URL", None),
    ("apiBaseUrl", None),
    ("paymentsApiUrl", "payments"),
    ("SEARCH_HOST", "search"),
    pytest.param("this.config.apiBase", "config"),
    ("window.__BASE_PATH__", None),              # a deployment prefix names nothing
    ("basePath", None),
    ("PATH_PREFIX", None),
    ("contextPath", None),
    ("REACT_APP_UPLOADS_PATH", "uploads"),
])
def test_name_from_identifier(identifier, name):
    assert name_from_identifier(identifier) == name


def ref(key: str, label: str, urls: tuple[str, ...], rule: str, where=W1) -> ServiceRef:
    return ServiceRef(key, label, tuple((u, where) for u in urls), rule, where)


@pytest.mark.parametrize("service, project, expected", [
    (ref("const:API:https://conduit.productionready.io/api", "API_ROOT",
         ("https://conduit.productionready.io/api",), "service.constant"), "web", "conduit"),
    (ref("env:REACT_APP_API_ROOT", "REACT_APP_API_ROOT", ("http://localhost:3000/api",),
         "service.env"), "web", "web"),
    (ref("env:VITE_PAYMENTS_API_URL", "VITE_PAYMENTS_API_URL", ("http://localhost:3000",),
         "service.env"), "web", "payments"),
    (ref("env:NEXT_PUBLIC_BILLING_BASE_URL", "NEXT_PUBLIC_BILLING_BASE_URL", (),
         "service.env"), "web", "billing"),
    (ref("origin://cdn.example.net", "cdn.example.net", ("//cdn.example.net",),
         "service.literal-origin"), "web", "example"),
    (ref("same-origin", "", (), "service.same-origin"), "Web Shop", "web_shop"),
    (ref("same-origin", "", (), "service.same-origin"), "", "app"),
    (ref("origin:https://api.pay-ments.example", "api.pay-ments.example",
         ("https://api.pay-ments.example",), "service.literal-origin"), "web", "pay_ments"),
    pytest.param(
        ref("origin:https://my-shop.herokuapp.com", "my-shop.herokuapp.com",
            ("https://my-shop.herokuapp.com",), "service.literal-origin"), "web", "my_shop"),
])
def test_service_id(service, project, expected):
    assert service_id(service, project) == expected


REFS = [
    ref("env:VITE_PAYMENTS_API_URL", "VITE_PAYMENTS_API_URL",
        ("https://api.payments.example/v1",), "service.env"),
    ref("origin:https://api.payments.example", "api.payments.example",
        ("https://api.payments.example",), "service.literal-origin", W2),
    ref("same-origin", "", (), "service.same-origin"),
    ref("unresolved:apiBase", "this.config.apiBase", (), "service.unresolved-base"),
    ref("env:REACT_APP_API_ROOT", "REACT_APP_API_ROOT", ("http://localhost:3000/api",),
        "service.env"),
    ref("const:API:https://conduit.productionready.io/api", "API",
        ("https://conduit.productionready.io/api",), "service.constant"),
    ref("origin:https://myapi.example", "myapi.example", ("https://myapi.example",),
        "service.literal-origin"),
]


def test_build_services_ids_and_bindings():
    services = build_services(REFS, "My App")
    assert {k: (s.id, s.baseUrlBinding) for k, s in services.items()} == {
        "const:API:https://conduit.productionready.io/api": ("conduit", "CONDUIT_API_BASE_URL"),
        "env:REACT_APP_API_ROOT": ("my_app", "MY_APP_API_BASE_URL"),
        "env:VITE_PAYMENTS_API_URL": ("payments", "PAYMENTS_API_BASE_URL"),
        "origin:https://api.payments.example": ("payments_2", "PAYMENTS_2_API_BASE_URL"),
        "origin:https://myapi.example": ("myapi", "MYAPI_BASE_URL"),     # no API_API
        "same-origin": ("my_app_2", "MY_APP_2_API_BASE_URL"),
        "unresolved:apiBase": ("config", "CONFIG_API_BASE_URL"),
    }


def test_no_two_services_read_one_binding():
    """Rule service.binding: ids ``pay`` and ``pay_api`` would both read PAY_API_BASE_URL (one
    variable for two bases: the Host could not give them two URLs); the second takes the
    binding of ``pay_api_2``."""
    refs = [ref("same-origin", "", (), "service.same-origin"),
            ref("origin:https://pay.example", "pay.example", ("https://pay.example",),
                "service.literal-origin")]
    assert {k: (s.id, s.baseUrlBinding) for k, s in build_services(refs, "Pay API").items()} \
        == {"origin:https://pay.example": ("pay", "PAY_API_BASE_URL"),
            "same-origin": ("pay_api", "PAY_API_2_API_BASE_URL")}


def test_a_deployment_prefix_takes_the_projects_name_after_the_page_origin():
    """Rule service.id: ``window.__BASE_PATH__`` is where the app is served, no backend's
    name: its service is named after the project, after the page's own origin, which keeps
    the plain project name whatever the keys' order."""
    refs = [ref("runtime:window.__BASE_PATH__", "window.__BASE_PATH__", (),
                "service.runtime-base"),
            ref("same-origin", "", (), "service.same-origin")]
    assert {k: s.id for k, s in build_services(refs, "bytestash").items()} == {
        "runtime:window.__BASE_PATH__": "bytestash_2", "same-origin": "bytestash"}
    assert {k: s.id for k, s in build_services(refs[:1], "bytestash").items()} == {
        "runtime:window.__BASE_PATH__": "bytestash"}


def test_free_binding_skips_the_taken_ones():
    assert binding_of("conduit") == "CONDUIT_API_BASE_URL"
    assert binding_of("manage_api") == "MANAGE_API_BASE_URL"
    assert binding_of("31m") == "_31M_API_BASE_URL"
    assert binding_of("2fa_api") == "_2FA_API_BASE_URL"
    assert free_binding("rpc_actions", set()) == "RPC_ACTIONS_API_BASE_URL"
    assert free_binding("rpc_actions", {"RPC_ACTIONS_API_BASE_URL"}) == \
        "RPC_ACTIONS_2_API_BASE_URL"
    assert free_binding("rpc_actions", {"RPC_ACTIONS_API_BASE_URL",
                                        "RPC_ACTIONS_2_API_BASE_URL"}) == \
        "RPC_ACTIONS_3_API_BASE_URL"


def test_build_services_keeps_observed_urls_as_references():
    services = build_services(REFS, "My App")
    assert {k: [(o.url, [(e.kind, e.rule, e.line) for e in o.evidence])
                for o in s.observedBaseUrls] for k, s in services.items()} == {
        "const:API:https://conduit.productionready.io/api": [
            ("https://conduit.productionready.io/api", [("observed", "service.constant", 1)])],
        "env:REACT_APP_API_ROOT": [
            ("http://localhost:3000/api", [("observed", "service.env", 1)])],
        "env:VITE_PAYMENTS_API_URL": [
            ("https://api.payments.example/v1", [("observed", "service.env", 1)])],
        "origin:https://api.payments.example": [
            ("https://api.payments.example", [("observed", "service.literal-origin", 2)])],
        "origin:https://myapi.example": [
            ("https://myapi.example", [("observed", "service.literal-origin", 1)])],
        "same-origin": [],
        "unresolved:apiBase": [],
    }


def test_build_services_evidence_and_descriptions():
    services = build_services(REFS, "My App")
    assert {k: [(e.kind, e.rule, e.note) for e in s.evidence] for k, s in services.items()
            if k != "same-origin"} == {
        "const:API:https://conduit.productionready.io/api": [
            ("inferred", "service.constant", "API")],
        "env:REACT_APP_API_ROOT": [("observed", "service.env", "REACT_APP_API_ROOT")],
        "env:VITE_PAYMENTS_API_URL": [("observed", "service.env", "VITE_PAYMENTS_API_URL")],
        "origin:https://api.payments.example": [
            ("inferred", "service.literal-origin", "api.payments.example")],
        "origin:https://myapi.example": [
            ("inferred", "service.literal-origin", "myapi.example")],
        "unresolved:apiBase": [("inferred", "service.unresolved-base", "this.config.apiBase")],
    }
    # a same-origin service has no source span: its id and binding are visibly a default
    assert [(e.kind, e.rule, e.file, e.line) for e in services["same-origin"].evidence] == \
        [("default", "service.same-origin", None, None)]
    assert services["env:VITE_PAYMENTS_API_URL"].description == (
        "Backend whose base URL the client reads from the build-time environment variable "
        "VITE_PAYMENTS_API_URL.")


def keys_of(tree) -> set[str]:
    """Every mapping key anywhere in a JSON-like tree."""
    if isinstance(tree, dict):
        return set(tree) | {k for v in tree.values() for k in keys_of(v)}
    if isinstance(tree, list):
        return {k for v in tree for k in keys_of(v)}
    return set()


def test_no_service_has_a_default_url():
    services = build_services(REFS, "My App")
    for service in services.values():
        dumped = service.model_dump()
        assert "default" not in keys_of(dumped)
        assert "defaultUrl" not in keys_of(dumped)
        assert "://" not in service.baseUrlBinding
        assert set(dumped) == {"id", "baseUrlBinding", "observedBaseUrls", "description",
                               "evidence"}


def test_refs_with_one_key_make_one_service():
    a = ref("env:VITE_SHOP_URL", "VITE_SHOP_URL", ("https://api.shop.example",), "service.env")
    b = ref("env:VITE_SHOP_URL", "VITE_SHOP_URL", ("https://staging.shop.example",),
            "service.env", W2)
    services = build_services([b, a, a], "web")
    assert list(services) == ["env:VITE_SHOP_URL"]
    [service] = services.values()
    assert service.id == "shop"
    assert [(o.url, [e.line for e in o.evidence]) for o in service.observedBaseUrls] == [
        ("https://api.shop.example", [1]), ("https://staging.shop.example", [2])]


def test_build_services_is_deterministic():
    first = build_services(REFS, "My App")
    second = build_services(list(reversed(REFS)), "My App")
    assert {k: s.model_dump() for k, s in first.items()} == \
        {k: s.model_dump() for k, s in second.items()}


# ============================================================== through the pipeline
def test_env_base_with_fallback_in_the_contract(derive_files):
    contract = derive_files({"src/a.ts": (
        "const API = import.meta.env.VITE_PAYMENTS_API_URL || 'https://api.payments.example/v1';\n"
        "export const pay = (id: string) => fetch(`${API}/invoices/${id}`, { method: 'POST' });\n"
    )})
    assert [(s["id"], s["baseUrlBinding"], [o["url"] for o in s["observedBaseUrls"]])
            for s in contract["services"]] == \
        [("payments", "PAYMENTS_API_BASE_URL", ["https://api.payments.example/v1"])]
    assert "default" not in keys_of(contract["services"])
    [cap] = contract["capabilities"]
    assert cap["implementation"]["requests"][0]["service"] == "payments"
    assert "https://api.payments.example" not in str(cap["inputSchema"])


def test_same_host_is_one_service(derive_files):
    contract = derive_files({"src/a.ts": (
        "const API = import.meta.env.VITE_PAYMENTS_API_URL || 'https://api.payments.example/v1';\n"
        "export const pay = (id: string) => fetch(`${API}/invoices/${id}`, { method: 'POST' });\n"
        "export const refund = () =>\n"
        "  fetch('https://api.payments.example/v1/refunds', { method: 'POST' });\n")})
    assert [s["id"] for s in contract["services"]] == ["payments"]


def service_summary(contract: dict) -> list[tuple[str, str, list[tuple[str, int]]]]:
    """``[(id, evidence rule, [(observed url, line)])]`` of a contract's services."""
    return [(s["id"], s["evidence"][0]["rule"],
             [(o["url"], o["evidence"][0]["line"]) for o in s["observedBaseUrls"]])
            for s in contract["services"]]


def requests_of(contract: dict) -> list[tuple[str, str, str, str]]:
    """``[(capability, service, method, path)]`` of every request."""
    return [(c["name"], r["service"], r["method"], r["pathTemplate"])
            for c in contract["capabilities"] for r in c["implementation"]["requests"]]


def test_base_with_same_origin_and_host_alternatives_is_one_service(derive_files):
    contract = derive_files({
        "src/env.js": ("let baseUrl = '';\n"
                       "if (process.env.NODE_ENV == 'production') {\n"
                       "  baseUrl = '//shop.example.org';\n"
                       "}\n"
                       "export { baseUrl }\n"),
        "src/api.js": ("import { baseUrl } from './env'\n"
                       "const request = (url, method = 'GET') => fetch(baseUrl + url, { method })\n"
                       "export const cities = () => request('/v1/cities')\n"
                       "export const login = () => request('/v2/login', 'POST')\n")})
    assert service_summary(contract) == [
        ("shop", "service.binding", [("//shop.example.org", 3)])]
    assert requests_of(contract) == [("list_cities", "shop", "GET", "/v1/cities"),
                                     ("login", "shop", "POST", "/v2/login")]
    [service] = contract["services"]
    assert service["baseUrlBinding"] == "SHOP_API_BASE_URL"
    assert (service["evidence"][0]["file"], service["evidence"][0]["line"]) == ("src/api.js", 2)


def test_base_with_two_host_alternatives_is_one_service(derive_files):
    contract = derive_files({"src/api.js": (
        "import axios from 'axios'\n"
        "const API = process.env.REACT_APP_STAGE === 'live'\n"
        "  ? 'https://api.shop.example/v1' : 'http://localhost:8080/v1'\n"
        "export const orders = () => fetch(`${API}/orders`)\n"
        "const client = axios.create({\n"
        "  baseURL: process.env.REACT_APP_STAGE === 'live' ? 'https://pay.example/' : '' })\n"
        "export const pay = (id) => client.post(`/payments/${id}`)\n")})
    assert service_summary(contract) == [
        ("pay", "service.binding", [("https://pay.example", 6)]),
        ("shop", "service.binding", [("http://localhost:8080/v1", 3),
                                     ("https://api.shop.example/v1", 3)])]
    assert requests_of(contract) == [("list_orders", "shop", "GET", "/orders"),
                                     ("pay_payment", "pay", "POST", "/payments/{id}")]


def test_path_glued_to_a_base_binding_is_reviewed(derive_files):
    contract = derive_files({"src/api.js": (
        "const base = process.env.REACT_APP_STAGE === 'live' ? '//shop.example.org' : ''\n"
        "export const pois = (q) => fetch(base + 'v1/pois?q=' + q)\n")})
    assert requests_of(contract) == [("get_pois", "shop", "GET", "/v1/pois")]
    assert [(r["severity"], r["message"], r["evidence"][0]["line"]) for r in contract["review"]
            if "joined" in r["message"]] == [
        ("low", "the path 'v1/pois?q=' is joined to the base base without a '/': with a host "
         "as base the URL is malformed; the contract reads it as a path under that base", 2)]


def test_path_alternatives_after_a_fixed_base_stay_two_endpoints(derive_files):
    contract = derive_files({"src/api.js": (
        "const API = 'https://api.shop.example'\n"
        "export const users = (admin) => fetch(API + (admin ? '/admin/users' : '/users'))\n")})
    assert [s["id"] for s in contract["services"]] == ["shop"]
    assert sorted(r[2:] for r in requests_of(contract)) == [("GET", "/admin/users"),
                                                           ("GET", "/users")]


def test_an_unresolved_client_base_has_located_evidence(derive_files):
    contract = derive_files({
        "src/env.ts": ("const createEnv = () => Schema.safeParse(vars).data;\n"
                       "export const env = createEnv();\n"),
        "src/api.ts": ("import Axios from 'axios';\nimport { env } from './env';\n"
                       "export const api = Axios.create({ baseURL: env.API_URL });\n"
                       "export const listTeams = () => api.get('/teams');\n"),
    })
    [service] = contract["services"]
    assert service["observedBaseUrls"] == []
    assert [(e["kind"], e["rule"], e["file"], e["line"], e["note"])
            for e in service["evidence"]] == [
        ("inferred", "service.unresolved-base", "src/api.ts", 4, "baseURL")]


SPREAD_HTTP = (
    "import axios from 'axios';\n"
    "const service = axios.create({ baseURL: import.meta.env.VITE_API_URL });\n"
    "export function get(url: string, params?: object, extra = {}) {\n"
    "  return service.get(url, { params, ...extra });\n"
    "}\n")


def test_a_config_spread_keeps_the_client_base(derive_files):
    contract = derive_files({"src/http.ts": SPREAD_HTTP, "src/api.ts": (
        "import { get } from './http';\n"
        "export const listA = () => get('/a');\n"
        "export const listB = () => get('/b', {}, { timeout: 5 });\n"
        "export const listC = (opts: object) => get('/c', {}, opts);\n"
        "export const listD = () => get('/d', {}, { baseURL: 'https://files.example.com' });\n")})
    services = {s["id"]: s["baseUrlBinding"] for s in contract["services"]}
    by_path = {c["implementation"]["requests"][0]["pathTemplate"]: c
               for c in contract["capabilities"]}
    assert {p: c["implementation"]["requests"][0]["service"] for p, c in by_path.items()} == {
        "/a": "app", "/b": "app", "/c": "app", "/d": "files"}
    assert services == {"app": "APP_API_BASE_URL", "files": "FILES_API_BASE_URL"}
    spread_notes = [(r["capability"], r["severity"], r["evidence"][0]["file"],
                     r["evidence"][0]["line"]) for r in contract["review"]
                    if "config spreads" in r["message"]]
    # only the spread no caller shows may override the base URL or headers
    assert spread_notes == [(by_path["/c"]["name"], "medium", "src/http.ts", 4)]


def test_a_config_spread_that_every_caller_leaves_undefined_is_no_review(derive_files):
    contract = derive_files({"src/request.ts": (
        "import axios from 'axios';\n"
        "const instance = axios.create({ baseURL: import.meta.env.VITE_API_URL });\n"
        "function request(url: string, config?: object) {\n"
        "  return instance({ url, ...config });\n"
        "}\n"
        "const get = (url: string, config?: object) => request(url, { ...config, method: 'GET' });\n"
        "export const menus = () => get('/menu/all');\n")})
    [cap] = contract["capabilities"]
    assert cap["status"] == "draft"
    assert not [r for r in contract["review"] if "spreads a value" in r["message"]]
    assert len(contract["services"]) == 1
