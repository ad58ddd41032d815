"""Rule ``this.object-literal`` for a literal assigned to a member path (``window._api =
{…}``): ``this`` in its methods is that literal, and a classic script's global written so
(rule ``scope.script-globals``) is read as ``window._api`` and through another page global
holding it (``window.App = {api: window._api}`` then ``App.api.request(…)``)."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.extractors.module_facts import extract_module
from code2skill.object_this import ObjectHome, object_methods

API = (
    "window._api = {\n"
    "  request(method, url, key, data) {\n"
    "    return axios({method: method, url: url, headers: {'X-Api-Key': key}, data: data})\n"
    "  },\n"
    "  health() { return this.request('get', '/api/v1/health') },\n"
    "  remove(key, id) { return this.request('delete', '/api/v1/items/' + id, key) },\n"
    "}\n")
PAGE = {"index.html": ("<html><head><script src='js/api.js'></script>"
                       "<script src='js/base.js'></script><script src='js/page.js'></script>"
                       "</head><body></body></html>"),
        "js/api.js": API,
        "js/base.js": "window.App = {\n  api: window._api,\n}\n",
        "package.json": '{"name": "p", "dependencies": {"axios": "^1.6.0"}}'}


def inputs(cap: dict) -> list[str]:
    return sorted(cap["inputSchema"].get("properties", {}))


def test_this_in_a_member_assigned_literal_is_that_literal(derive_files):
    contract = derive_files({**PAGE, "js/page.js": (
        "function ping() { return window._api.health() }\n"
        "function drop(key, id) { return window._api.remove(key, id) }\n")})
    assert endpoints(contract) == {("GET", "/api/v1/health"), ("DELETE", "/api/v1/items/{id}")}
    assert inputs(capability(contract, "DELETE", "/api/v1/items/{id}")) == ["id"]
    assert capability(contract, "GET", "/api/v1/health")["auth"]["authentication"] == "api-key"


def test_a_page_global_holding_the_literal_reaches_its_methods(derive_files):
    contract = derive_files({**PAGE, "js/page.js": (
        "function list(key) { return App.api.request('GET', '/api/v1/wallets', key) }\n"
        "function rename(key, id, name) {\n"
        "  return window._api.request('PUT', '/api/v1/wallets/' + id, key, {name: name})\n"
        "}\n")})
    assert endpoints(contract) == {("GET", "/api/v1/wallets"), ("PUT", "/api/v1/wallets/{id}"),
                                   ("GET", "/api/v1/health"), ("DELETE", "/api/v1/items/{id}")}
    assert inputs(capability(contract, "PUT", "/api/v1/wallets/{id}")) == ["id", "name"]
    sites = capability(contract, "GET", "/api/v1/wallets")["implementation"]["requests"][0]
    assert [(s["file"], s["line"]) for s in sites["callSites"]] == [("js/page.js", 1)]


def test_object_methods_homes_a_member_assigned_literal_but_not_framework_options():
    source = ("window._api = { f() { return this.x }, n: { h() {} }, g: () => 1 };\n"
              "Store.actions = { load() {} };\n"
              "app.options = { methods: { m() {} } };\n"
              "obj[key] = { k() {} };\n")
    facts = extract_module("m.js", "javascript", source.encode())
    homes = object_methods({"m.js": facts})
    named = {facts.functions[fid].name: home for fid, home in homes.items()}
    literal = facts.assignments[0].value
    assert named == {"window._api.f": ObjectHome("m.js", None, "window._api", (), literal.span),
                     "window._api.n.h": ObjectHome("m.js", None, "window._api", ("n",),
                                                   literal.span)}
    assert named["window._api.f"].literal is literal
