"""Rule ``value.logical-assignment``: ``x ??= v``, ``x ||= v`` and ``x &&= v`` are ``x = x ??
v``, ``x = x || v`` and ``x = x && v`` (each caller deciding whether ``x`` was set), whether
``x`` is a name or a member: ``options.method ||= 'GET'`` keeps the method a caller gave,
``this.base ??= '/api'`` the base the constructor set, and a namespace made once
(``window.App.Api ??= (() => {…})()``) is the value written."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Alt, Lit, Member, Ref


def test_a_defaulted_local_is_the_callers_value_or_the_default(derive_files):
    contract = derive_files({"src/a.js": (
        "export function load(opts) {\n"
        "  let base = opts.base;\n"
        "  base ??= '/api';\n"
        "  return fetch(base + '/items');\n"
        "}\n"
        "load({}); load({ base: '/v2' });\n")})
    assert endpoints(contract) == {("GET", "/api/items"), ("GET", "/v2/items")}


def test_a_member_written_with_or_assignment(derive_files):
    contract = derive_files({"src/ns.js": (
        "var App = {};\n"
        "App.api ||= { get: (resource) => fetch('/api/' + resource) };\n"
        "App.api.get('users');\n")})
    assert endpoints(contract) == {("GET", "/api/users")}


def member_write(source: str, target: tuple) -> object:
    """The value expression of the one write to ``target`` in function ``f`` of ``source``."""
    fn = next(f for f in extract_module("a.js", "javascript", source.encode()).functions.values()
              if f.name == "f")
    return next(a.value for a in fn.assignments if a.target == target)


def test_a_member_logical_assignment_keeps_the_members_value():
    """``o.method ||= 'GET'`` is ``o.method = o.method || 'GET'``, ``??=`` and ``&&=`` alike."""
    for operator, kind in (("||=", "or"), ("??=", "nullish"), ("&&=", "and")):
        value = member_write(f"function f(o) {{ o.method {operator} 'GET'; }}\n",
                             ("o", "method"))
        assert isinstance(value, Alt) and value.kind == kind
        old, new = value.options
        assert isinstance(old, Member) and old.prop == "method" and old.obj.name == "o"
        assert isinstance(new, Lit) and new.value == "GET"


def test_an_index_logical_assignment_keeps_the_members_value():
    value = member_write("function f(o) { o['credentials'] ??= 'same-origin'; }\n",
                         ("o", "credentials"))
    assert isinstance(value, Alt) and value.kind == "nullish"
    assert value.options[0] == Member(Ref("o", value.options[0].obj.span), "credentials",
                                      value.options[0].span)


CSRF_FETCH = (
    "export async function csrfFetch(url, options = {}) {\n"
    "  options.headers ||= {};\n"
    "  options.method ||= 'GET';\n"
    "  if (options.method.toUpperCase() !== 'GET') {\n"
    "    options.headers['X-CSRF-Token'] = sessionStorage.getItem('X-CSRF-Token');\n"
    "  }\n"
    "  return fetch(url, options);\n"
    "}\n")


def test_a_defaulted_method_option_keeps_each_callers_method(derive_files):
    """The Rails ``csrfFetch`` template: a caller's POST or DELETE is no GET, and the
    token header is sent only by the requests that are no GET; the GET keeps the session
    cookie the header guards (rule ``auth.unsent-csrf-header``)."""
    contract = derive_files({"src/csrf.js": CSRF_FETCH, "src/items.js": (
        "import { csrfFetch } from './csrf';\n"
        "export const list = () => csrfFetch('/api/items');\n"
        "export const add = (item) => csrfFetch('/api/items', "
        "{ method: 'POST', body: JSON.stringify(item) });\n"
        "export const remove = (id) => csrfFetch(`/api/items/${id}`, { method: 'DELETE' });\n")})
    assert endpoints(contract) == {("GET", "/api/items"), ("POST", "/api/items"),
                                   ("DELETE", "/api/items/{id}")}
    read = capability(contract, "GET", "/api/items")["auth"]["evidence"]
    write = capability(contract, "POST", "/api/items")["auth"]["evidence"]
    assert [e["rule"] for e in read] == ["auth.unsent-csrf-header"]
    assert [(e["rule"], e["note"]) for e in write] == [("fetch.header", "header X-CSRF-Token")]


def test_a_field_defaulted_in_a_method_keeps_the_constructors_value(derive_files):
    """``this.base ??= '/api/reviews'`` keeps the base the constructor set; a field nothing
    else writes is the default."""
    contract = derive_files({"src/a.js": (
        "class Reviews {\n"
        "  constructor(base) { this.base = base; }\n"
        "  send(path) { this.base ??= '/api/reviews'; return fetch(this.base + path); }\n"
        "  list(id) { return this.send(`/products/${id}`); }\n"
        "}\n"
        "export const reviews = new Reviews('/api/v2/reviews');\n"
        "class Things {\n"
        "  send(path) { this.root ||= '/api/v4'; return fetch(this.root + path); }\n"
        "  get(id) { return this.send(`/things/${id}`); }\n"
        "}\n"
        "export const things = new Things();\n")})
    assert endpoints(contract) == {("GET", "/api/v2/reviews/products/{id}"),
                                   ("GET", "/api/v4/things/{id}")}


def test_an_and_assignment_of_a_callers_member_is_settled_per_caller(derive_files):
    """Rule ``value.parameter-guard``: ``options.method &&= 'DELETE'`` is ``'DELETE'`` for a
    caller whose method is truthy and the caller's absent method (axios's GET) otherwise;
    ``method && 'PUT'`` of a parameter alike. Hostile round 40's finding 4 got both arms:
    the caller's POST beside the DELETE, and a DELETE for a caller passing no method."""
    contract = derive_files({"src/api.js": (
        "import axios from 'axios';\n"
        "export function a1(url, options = {}) {\n"
        "  options.method &&= 'DELETE';\n"
        "  return axios({ url, method: options.method });\n"
        "}\n"
        "export const c1 = () => a1('/api/and', { method: 'POST' });\n"
        "export const c2 = () => a1('/api/none', {});\n"
        "export function a4(url, method) { return axios({ url, method: method && 'PUT' }); }\n"
        "export const c4 = () => a4('/api/put', 'POST');\n"), "package.json":
        '{"name": "f4", "dependencies": {"axios": "1"}}'})
    assert endpoints(contract) == {("DELETE", "/api/and"), ("GET", "/api/none"),
                                   ("PUT", "/api/put")}
