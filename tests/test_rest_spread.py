"""The rest element of a destructuring holds the other members of the object its callers pass
(rule ``value.rest-element``), so a spread of it carries their method and body; a spread whose
members the source does not show may set the method, so the request is never claimed a read on
the default ``GET`` (rules ``value.unshown-spread``, ``method.unshown``,
``side-effect.method-unshown``)."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

FETCHER = (
    "const token = () => localStorage.getItem('t') || '';\n"
    "export async function fetchURL(url, opts) {\n"
    "  const { headers, ...rest } = opts || {};\n"
    "  return fetch(`/api${url}`, { headers: { 'X-Client': 'web', ...headers }, ...rest });\n"
    "}\n"
    "export const load = () => fetchURL('/settings');\n"
    "export const save = (s) => fetchURL('/settings', { method: 'PUT', body: JSON.stringify(s) });\n"
    "export const remove = (id) => fetchURL(`/share/${id}`, { method: 'DELETE' });\n"
    "export const trace = (n) => fetchURL('/notes', { method: 'POST', body: JSON.stringify(n),\n"
    "  headers: { 'X-Trace': '1' } });\n")


def test_the_rest_of_an_options_object_carries_the_callers_method(derive_files):
    contract = derive_files({"src/api.js": FETCHER})
    assert endpoints(contract) == {("GET", "/api/settings"), ("PUT", "/api/settings"),
                                   ("DELETE", "/api/share/{id}"), ("POST", "/api/notes")}
    assert capability(contract, "PUT", "/api/settings")["sideEffect"] == "update"
    assert capability(contract, "DELETE", "/api/share/{id}")["sideEffect"] == "delete"


def test_the_rest_leaves_out_the_destructured_keys(derive_files):
    # `headers` is taken out of the rest: the merged headers are sent, never replaced by the
    # caller's own object (whose X-Trace the merge spreads in: rule header.substituted)
    contract = derive_files({"src/api.js": FETCHER})
    assert bindings(capability(contract, "POST", "/api/notes")) == {
        "body:": "body", "header:X-Client": "=web", "header:X-Trace": "=1"}
    assert bindings(capability(contract, "GET", "/api/settings")) == {"header:X-Client": "=web"}


def test_a_rest_parameter_pattern_carries_the_method(derive_files):
    contract = derive_files({"src/api.ts": (
        "export function request(path: string, { headers, ...init }: RequestInit = {}) {\n"
        "  return fetch(`/v2${path}`, { ...init, headers: { Accept: 'application/json', ...headers } });\n"
        "}\n"
        "export const create = (n: Note) => request('/notes', { method: 'POST', body: JSON.stringify(n) });\n"
        "export const list = () => request('/notes');\n")})
    assert endpoints(contract) == {("POST", "/v2/notes"), ("GET", "/v2/notes")}


UNSHOWN = ("the HTTP method may be the method member of a spread value the source does not "
           "show: the request may be a write, not only GET")


def test_an_unshown_spread_makes_no_read_of_the_default_get(derive_files):
    contract = derive_files({"src/api.js": (
        "import { settings } from 'some-config';\n"
        "export function send(path) {\n"
        "  return fetch(`/u${path}`, { ...settings.requestInit });\n"
        "}\n"
        "export const touch = () => send('/touch');\n")})
    assert endpoints(contract) == {("GET", "/u/touch")}
    cap = capability(contract, "GET", "/u/touch")
    assert (cap["status"], cap["sideEffect"], cap["annotations"]["readOnlyHint"],
            cap["operationPolicy"]["automaticRetry"]) == \
        ("requires-review", "update", False, "never")
    items = [(r["severity"], r["message"], r["evidence"][0]["line"]) for r in contract["review"]
             if r["capability"] == cap["name"]]
    assert ("medium", UNSHOWN, 3) in items
    assert any(s == "medium" and m.startswith("side effect guessed from the HTTP method the "
                                               "source shows") for s, m, _ in items)


def test_a_known_spread_without_a_method_stays_a_read(derive_files):
    contract = derive_files({"src/api.js": (
        "const base = { credentials: 'include' };\n"
        "export const list = () => fetch('/items', { ...base });\n")})
    cap = capability(contract, "GET", "/items")
    assert (cap["status"], cap["sideEffect"]) == ("draft", "read")


def test_a_method_from_an_unknown_global_is_reviewed(derive_files):
    # service.runtime-base: the page may leave a page global unset, so `|| 'GET'` may apply:
    # the GET it shows is a reviewed update, the global named as the method it may be
    contract = derive_files({"src/api.js": (
        "export const go = () => fetch('/jobs', { method: window.appConfig.verb || 'GET' });\n")})
    assert endpoints(contract) == {("GET", "/jobs")}
    cap = capability(contract, "GET", "/jobs")
    assert (cap["status"], cap["sideEffect"]) == ("requires-review", "update")
    assert ("medium", "the HTTP method may be window.appConfig.verb, a page global the source "
            "does not show: the request may be a write, not only GET") in [
        (r["severity"], r["message"]) for r in contract["review"]]


def test_a_method_parameter_no_caller_fills_is_reviewed(derive_files):
    contract = derive_files({"src/api.js": (
        "import { verbs } from 'verbs';\n"
        "export const go = (o) => fetch('/jobs', { method: o.verb || 'GET' });\n"
        "export const run = () => go(verbs.pick());\n")})
    cap = capability(contract, "GET", "/jobs")
    assert (cap["status"], cap["sideEffect"]) == ("requires-review", "update")
    assert [r["message"] for r in contract["review"] if r["capability"] == cap["name"]
            and r["message"].startswith("the HTTP method may be")] == [
        "the HTTP method may be unknown: unknown-member, which the source does not show: "
        "the request may be a write, not only GET"]
