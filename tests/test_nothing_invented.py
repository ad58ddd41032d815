"""Nothing invented: a host, port, scheme or deployment base never enters a path template, a
Tool name or an input (rules ``service.authority``, ``service.host-binding``,
``service.unresolved-base``, ``url.whole-value``); one base URL reached through two names is
one service.

Each test is a tiny client written into a temporary folder; the assertions are the exact
endpoints, inputs, services and review items the contract must carry.
"""
from __future__ import annotations

import re

import pytest
from conftest import capability, endpoints

from code2skill.branch_pairs import branch_key
from code2skill.resolution.shared import decide_test, guarded
from code2skill.values import AltV, LitV, ObjV, ParamV, StrV, Text, UnknownV

ANGULAR = ("import { HttpClient } from '@angular/common/http';\n"
           "import { Injectable } from '@angular/core';\n")
HOSTISH = re.compile(r"127_0|localhost|8443|3000|https?_|api_host|api_port", re.I)


def services(contract: dict) -> dict[str, tuple[str, list[str]]]:
    """``{service id: (evidence rule, observed base URLs)}``."""
    return {s["id"]: (s["evidence"][0]["rule"], [o["url"] for o in s["observedBaseUrls"]])
            for s in contract["services"]}


def inputs(cap: dict) -> list[str]:
    return sorted(cap["inputSchema"].get("properties", {}))


def no_host_in_names(contract: dict) -> None:
    names = [c["name"] for c in contract["capabilities"]]
    assert not [n for n in names if HOSTISH.search(n)], names


def test_host_constant_joined_into_a_client_base(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "const HOST = '127.0.0.1';\n"
        "export const api = axios.create({ baseURL: 'https://' + HOST + ':8443/v2/' });\n"
        "export const addThing = (name: string) => api.post('things', { name });\n")})
    assert endpoints(contract) == {("POST", "/things")}
    assert services(contract) == {"app": ("service.constant", ["https://127.0.0.1:8443/v2"])}
    assert capability(contract, "POST", "/things")["name"] == "add_thing"
    no_host_in_names(contract)


def test_host_constant_joined_into_an_inline_url(derive_files):
    contract = derive_files({"src/api.ts": (
        "const HOST = '127.0.0.1';\n"
        "export const things = () => fetch('https://' + HOST + ':8443/v2/things');\n")})
    assert endpoints(contract) == {("GET", "/v2/things")}
    assert services(contract) == {"app": ("service.literal-origin",
                                          ["https://127.0.0.1:8443"])}
    no_host_in_names(contract)


def test_host_and_port_from_the_environment_are_one_base_binding(derive_files):
    contract = derive_files({"src/api.ts": (
        "export const getX = () => fetch(`http://${process.env.API_HOST || 'localhost'}:"
        "${process.env.API_PORT || 3000}/v1/x`);\n")})
    assert endpoints(contract) == {("GET", "/v1/x")}
    cap = capability(contract, "GET", "/v1/x")
    assert inputs(cap) == []
    assert services(contract) == {"app": ("service.host-binding", ["http://localhost:3000"])}
    assert contract["services"][0]["evidence"][0]["line"] == 1
    no_host_in_names(contract)


def test_host_from_a_parameter_without_fallback_is_bound_not_observed(derive_files):
    contract = derive_files({"src/api.ts": (
        "declare const config: any;\n"
        "export const ping = () => fetch(`https://${config.host}/health/ping`);\n")})
    assert endpoints(contract) == {("GET", "/health/ping")}
    assert inputs(capability(contract, "GET", "/health/ping")) == []
    assert services(contract) == {"app": ("service.host-binding", [])}


@pytest.mark.parametrize("base", [
    "${getBasePath()}", "${window.API_URL}", "${(window as any).settings.api}",
])
def test_base_read_from_a_call_or_global_is_a_base_binding(derive_files, base):
    contract = derive_files({
        "src/config.ts": "export function getBasePath() { return (window as any).__BASE__; }\n",
        "src/api.ts": (
            "import { getBasePath } from './config';\n"
            f"const run = (path: string) => fetch(`{base}${{path}}`, {{ method: 'POST' }});\n"
            "export const login = () => run('/login');\n")})
    assert endpoints(contract) == {("POST", "/login")}
    assert inputs(capability(contract, "POST", "/login")) == []
    [(rule, observed)] = services(contract).values()
    assert (rule, observed) == ("service.runtime-base", [])
    assert any(r["message"].startswith("base URL of service") for r in contract["review"])


def test_a_base_read_by_key_from_a_settings_getter_is_the_base(derive_files):
    """``config.get('url') + 'application'`` (no '/' between): the getter's key names the
    value ``url``, a base; it was the required path input ``/{param}application``."""
    contract = derive_files({
        "src/config.ts": ("const values: Record<string, string> = {};\n"
                          "export const get = (key: string) => values[key];\n"
                          "export const set = (key: string, v: string) => { values[key] = v; };\n"),
        "src/api.ts": ("import axios from 'axios';\n"
                       "import * as config from './config';\n"
                       "export const apps = () => axios.get(`${config.get('url')}application`);\n"
                       "export const drop = (id: number) =>\n"
                       "  axios.delete(config.get('url') + 'application/' + id);\n")})
    assert endpoints(contract) == {("GET", "/application"), ("DELETE", "/application/{id}")}
    assert inputs(capability(contract, "GET", "/application")) == []
    assert services(contract) == {"app": ("service.unresolved-base", [])}


def test_url_read_from_the_page_is_a_review_item_not_a_capability(derive_files):
    contract = derive_files({"src/more.ts": (
        "import $ from 'jquery';\n"
        "export function more() {\n"
        "  const href = document.querySelector('a.next').getAttribute('href');\n"
        "  $.ajax({ url: href + '&x=1', method: 'GET' });\n"
        "}\n")})
    assert contract["capabilities"] == []
    [item] = [r for r in contract["review"] if "fixed part" in r["message"]]
    assert (item["severity"], item["evidence"][0]["line"]) == ("medium", 4)


def test_one_base_through_two_names_is_one_service(derive_files):
    contract = derive_files({
        "src/env.ts": "export const environment = { apiBaseUrl: 'https://api.shop.example/v1' };\n",
        "src/svc.ts": (
            ANGULAR + "import { environment } from './env';\n"
            "@Injectable({ providedIn: 'root' })\n"
            "export class OrderService {\n"
            "  private base = environment.apiBaseUrl;\n"
            "  constructor(private http: HttpClient) {}\n"
            "  list() { return this.http.get(`${this.base}/orders`); }\n"
            "  one(id: string) {\n"
            "    return this.http.get(`${environment.apiBaseUrl}/orders/${id}`);\n"
            "  }\n"
            "}\n")})
    assert endpoints(contract) == {("GET", "/orders"), ("GET", "/orders/{id}")}
    assert services(contract) == {"shop": ("service.constant", ["https://api.shop.example/v1"])}


# ============================================================== defaults, per caller
def sites(contract: dict) -> dict[tuple[str, str], list[str]]:
    """``{(METHOD, path): [calling functions]}``."""
    return {(r["method"], r["pathTemplate"]): sorted(s["function"] for s in r["callSites"])
            for c in contract["capabilities"] for r in c["implementation"]["requests"]}


def test_default_arguments_decide_guarded_writes_per_caller(derive_files):
    contract = derive_files({"src/a.ts": (
        "function urlFor(id = null, sub = null) {\n"
        "  let u = '/api/items';\n"
        "  if (id !== null) {\n"
        "    u += '/' + id;\n"
        "    if (sub) u += '/' + sub;\n"
        "  }\n"
        "  return u;\n"
        "}\n"
        "export const list = () => fetch(urlFor());\n"
        "export const listNull = () => fetch(urlFor(null));\n"
        "export const one = (id: string) => fetch(urlFor(id));\n"
        "export const child = (id: string, sub: string) => fetch(urlFor(id, sub));\n")})
    assert sites(contract) == {          # one/child pass required ids: value.required-parameter
        ("GET", "/api/items"): ["list", "listNull"],
        ("GET", "/api/items/{id}"): ["one"],
        ("GET", "/api/items/{id}/{sub}"): ["child"]}


def test_fixed_arguments_pick_one_branch_each(derive_files):
    contract = derive_files({"src/a.ts": (
        "function usersUrl(kind = '') {\n"
        "  let u;\n"
        "  if (kind === 'admin') u = '/api/admin/users';\n"
        "  else u = '/api/users';\n"
        "  return u;\n"
        "}\n"
        "export const users = () => fetch(usersUrl());\n"
        "export const admins = () => fetch(usersUrl('admin'));\n")})
    assert sites(contract) == {("GET", "/api/users"): ["users"],
                               ("GET", "/api/admin/users"): ["admins"]}


@pytest.mark.parametrize("condition", ["id !== null", "id != undefined", "id"])
def test_a_ternary_on_a_parameter_is_decided_per_caller(derive_files, condition):
    contract = derive_files({"src/a.ts": (
        f"const url = (id = null) => {condition} ? `/api/notes/${{id}}` : '/api/notes';\n"
        "export const all = () => fetch(url());\n"
        "export const one = (id: number) => fetch(url(id));\n"
        "export const first = () => fetch(url(1));\n")})
    assert sites(contract) == {("GET", "/api/notes"): ["all", "one"],
                               ("GET", "/api/notes/{id}"): ["one"],
                               ("GET", "/api/notes/1"): ["first"]}


def test_a_missing_argument_or_empty_fallback_is_no_input(derive_files):
    """``path || ''`` is ``''`` when ``path`` is missing (undefined): a caller passing nothing
    sends no ``{path}`` segment (it was a required ``path`` input); one passing a value
    sends it."""
    contract = derive_files({"src/a.ts": (
        "const url = (path?: string) => `/site/${path || ''}`;\n"
        "export const login = () => fetch(`${url()}private/`, { method: 'POST' });\n"
        "export const about = () => fetch(url('about'));\n")})
    assert sites(contract) == {("POST", "/site/private/"): ["login"],
                               ("GET", "/site/about"): ["about"]}


def test_guarded_pushes_onto_a_joined_array_are_decided_per_caller(derive_files):
    """``if (params.id) parts.push(params.id.toString())``: a caller passing no ``id`` sends no
    id segment, one passing a literal method sends it; the hole is named ``id``."""
    contract = derive_files({"src/url.ts": (
        "export function makeUrl(path: string, params?: { id?: number; method?: string }) {\n"
        "  params = params || {};\n"
        "  const parts = ['', 'api', 'v2', path];\n"
        "  if (params.id) { parts.push(params.id.toString()); }\n"
        "  if (params.method) { parts.push(params.method); }\n"
        "  parts.push('');\n"
        "  return parts.join('/');\n"
        "}\n"
        "export const weights = () => fetch(makeUrl('weightentry', { query: 1 }));\n"
        "export const stats = (id: string) =>\n"
        "  fetch(makeUrl('routine', { id: id, method: 'stats' }));\n")})
    assert sites(contract) == {("GET", "/api/v2/weightentry/"): ["weights"],
                               ("GET", "/api/v2/routine/{id}/stats/"): ["stats"],
                               ("GET", "/api/v2/routine/stats/"): ["stats"]}   # id may be ''


# ============================================================== unresolved segments
@pytest.mark.parametrize("segment, shown", [
    ("${process.env.TENANT}", "environment variable TENANT"),
    ("${window.APP.version}", "the page global window.APP.version"),
    ("${OSM.API_VERSION}", "the page global OSM.API_VERSION"),
])
def test_a_segment_no_caller_fills_is_a_review_item_not_an_input(derive_files, segment,
                                                                 shown):
    contract = derive_files({"src/a.ts": (
        f"export const items = (id: string) => fetch(`/api/{segment}/items/${{id}}`);\n")})
    [cap] = contract["capabilities"]
    [request] = cap["implementation"]["requests"]
    name = request["pathTemplate"].split("/")[2][1:-1]
    assert request["pathTemplate"] == f"/api/{{{name}}}/items/{{id}}"
    assert inputs(cap) == ["id"] and cap["inputSchema"]["required"] == ["id"]
    assert {b["target"]: b["input"] for b in request["bindings"]} == {
        f"path:{name}": None, "path:id": "id"}
    [item] = [r for r in contract["review"] if r["message"].startswith("path segment")]
    assert item["message"] == (f"path segment {{{name}}} comes from {shown}, which no caller "
                               "passes as an argument: it is no input; confirm where its "
                               "value comes from")
    assert (item["severity"], item["evidence"][0]["line"]) == ("medium", 1)
    assert cap["status"] == "requires-review"


def test_a_url_named_page_global_joined_without_a_slash_is_the_base(derive_files):
    contract = derive_files({"src/geo.js": (
        "import $ from 'jquery';\n"
        "export function geocode(q) {\n"
        "  return $.getJSON(OSM.NOMINATIM_URL + 'search?' + $.param({ q: q }));\n"
        "}\n")})
    assert endpoints(contract) == {("GET", "/search")}
    assert services(contract) == {"nominatim": ("service.unresolved-base", [])}
    no_host_in_names(contract)


def test_a_scheme_read_from_the_page_starts_the_base(derive_files):
    contract = derive_files({"src/stats.js": (
        "import $ from 'jquery';\n"
        "export function track() {\n"
        "  const base = location.protocol + '//' + OSM.STATS.host + '/';\n"
        "  $.ajax({ url: base + 'hits/track', method: 'POST' });\n"
        "}\n")})
    assert endpoints(contract) == {("POST", "/hits/track")}
    assert inputs(capability(contract, "POST", "/hits/track")) == []
    assert services(contract) == {"app": ("service.host-binding", [])}
    assert contract["services"][0]["evidence"][0]["note"] == "host"


@pytest.mark.parametrize("base", [
    "${window.location.protocol}//${window.location.host}",
    "${location.origin}",
    "${document.location.protocol}//${document.location.hostname}:${location.port}",
])
def test_a_base_from_the_pages_own_address_is_the_same_origin(derive_files, base):
    contract = derive_files({"src/a.ts": (
        f"export const me = () => fetch(`{base}/api/me`);\n")})
    assert endpoints(contract) == {("GET", "/api/me")}
    assert inputs(capability(contract, "GET", "/api/me")) == []
    assert services(contract) == {"app": ("service.same-origin", [])}


def test_a_scheme_hole_before_colon_slashes_starts_the_base(derive_files):
    contract = derive_files({"src/a.ts": (
        "declare const cfg: any;\n"
        "export const ping = () => fetch(`${cfg.scheme}://${cfg.host}/api/ping`);\n")})
    assert endpoints(contract) == {("GET", "/api/ping")}
    assert services(contract)["app"][0] == "service.host-binding"
    assert contract["services"][0]["evidence"][0]["note"] == "host"


@pytest.mark.parametrize("subject, method, literal, decided", [
    (LitV(None), "!==", None, False),
    (LitV(None), "==", None, True),
    (UnknownV("no-member"), "===", None, True),
    (StrV((Text("7"),)), "!==", None, True),
    (StrV((Text(""),)), "truthy", None, False),
    (StrV((Text("admin"),)), "===", "admin", True),
    (StrV((Text("user"),)), "!=", "admin", True),
    (LitV(2), "===", 2, True),
    (ObjV(()), "falsy", None, False),
    (ParamV("f", "id"), "!==", None, None),
    (UnknownV("call"), "truthy", None, None),
    (LitV(1), "===", "1", None),
])
def test_decide_test(subject, method, literal, decided):
    assert decide_test(subject, method, literal) is decided


def test_guarded_keeps_only_open_tests():
    written, before = StrV((Text("/a/x"),)), StrV((Text("/a"),))
    id_set = (ParamV("f", "id"), "!==", None)
    assert guarded(((LitV(None), "truthy", None), id_set), written, before) == before
    assert guarded(((LitV(1), "truthy", None),), written, before) == written
    id_unset = (ParamV("f", "id"), "===", None)     # (the one open test, positive: swapped)
    assert guarded(((LitV(1), "truthy", None), id_set), written, before) == AltV(
        (before, written), "any", branch_key(id_unset), ((id_unset,), "all", None))
    id_truthy = (ParamV("f", "id"), "truthy", None)     # (two open tests: one keyed
    inner = AltV((before, written), "any", branch_key(id_unset),   # choice per test, rule
                 ((id_unset,), "all", None))                       # value.branch-pairs)
    assert guarded((id_truthy, id_set), written, before) == AltV(
        (inner, before), "any", branch_key(id_truthy), ((id_truthy,), "all", None))
