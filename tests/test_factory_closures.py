"""Functions returned by a factory capture the factory call's arguments (rule
``closure.factory-arguments``), request-like sites that reach no caller are still counted and
reviewed (rule ``coverage.unresolved-site``)."""
from __future__ import annotations

from conftest import capability, endpoints


def evidence(cap: dict) -> list[tuple[str, int, str]]:
    """The call site naming the request, then its chain of hops."""
    site = cap["implementation"]["requests"][0]["callSites"][0]
    return [(e["file"], e["line"], e["rule"]) for e in [site, *site["via"]]]


def test_each_factory_call_names_the_request_of_the_returned_function(derive_files):
    contract = derive_files({
        "src/ajax.js": ("import $ from 'jquery';\n"
                        "export default function createAjaxRequest(o) {\n"
                        "  return { request: $.ajax({ dataType: 'json', ...o }) };\n"
                        "}\n"),
        "src/handlers.js": (
            "import createAjaxRequest from './ajax';\n"
            "import $ from 'jquery';\n"
            "function createFetchHandler(section, url) {\n"
            "  return function (getState, payload, dispatch) {\n"
            "    return createAjaxRequest({ url, data: payload }).request;\n"
            "  };\n"
            "}\n"
            "function f(url) { return p => $.ajax({ url, data: p }); }\n"
            "function g(url) { return ({ id }) => $.ajax({ url: `${url}/${id}`, method: 'DELETE' }); }\n"
            "function h(url) { return p => $.ajax({ url: p.url, data: url }); }\n"
            "export const handlers = {\n"
            "  FETCH_TAGS: createFetchHandler('tags', '/tag'),\n"
            "  FETCH_INDEXERS: createFetchHandler('indexers', '/indexer'),\n"
            "  A: f('/app'), B: f('/history'), C: g('/tag'), D: h('/nothing'),\n"
            "};\n")})
    assert endpoints(contract) == {("GET", "/tag"), ("GET", "/indexer"), ("GET", "/app"),
                                   ("GET", "/history"), ("DELETE", "/tag/{id}")}
    assert evidence(capability(contract, "GET", "/indexer"))[:2] == [
        ("src/handlers.js", 13, "closure.factory-arguments"),
        ("src/handlers.js", 5, "wrapper.call")]
    assert evidence(capability(contract, "GET", "/app"))[:1] == [
        ("src/handlers.js", 14, "closure.factory-arguments")]
    cov = contract["source"]["coverage"]
    # each factory call writing a URL is a site (coverage.written-site): lines 33, 34 and
    # the A, B, C calls of line 35 resolved; h's request at line 10 reviewed
    assert (cov["requestLikeSites"], cov["resolved"], cov["reviewed"], cov["unresolved"]) \
        == (6, 5, 1, 0)
    assert [r["evidence"][0]["line"] for r in contract["review"]
            if r["evidence"] and r["evidence"][0]["rule"] == "coverage.unresolved-site"] == [10]


def test_a_called_closure_keeps_the_factory_arguments(derive_files):
    contract = derive_files({"src/a.js": (
        "import $ from 'jquery';\n"
        "function createTest(section, url) {\n"
        "  return function (getState, payload) {\n"
        "    return $.ajax({ url: `${url}/test`, method: 'POST', data: payload });\n"
        "  };\n"
        "}\n"
        "const helper = createTest('releases', '/search');\n"
        "export const handlers = {\n"
        "  A: function (getState, payload) { return helper(getState, payload); },\n"
        "  B: function (getState, payload) { createTest('d', '/downloadclient')(getState, payload); },\n"
        "  C: createTest('i', '/indexer'),\n"
        "};\n")})
    assert endpoints(contract) == {("POST", "/search/test"), ("POST", "/downloadclient/test"),
                                   ("POST", "/indexer/test")}
    assert evidence(capability(contract, "POST", "/search/test")) == [
        ("src/a.js", 9, "wrapper.call"), ("src/a.js", 7, "closure.factory-arguments"),
        ("src/a.js", 4, "jquery.ajax")]
    assert evidence(capability(contract, "POST", "/downloadclient/test"))[:2] == [
        ("src/a.js", 10, "wrapper.call"), ("src/a.js", 10, "closure.factory-arguments")]


def test_a_wrapper_call_in_a_handler_nobody_calls_is_a_reviewed_site(derive_files):
    contract = derive_files({
        "src/ajax.js": ("import $ from 'jquery';\n"
                        "export default function createAjaxRequest(o) {\n"
                        "  return $.ajax({ dataType: 'json', ...o });\n"
                        "}\n"),
        "src/save.js": (
            "import createAjaxRequest from './ajax';\n"
            "function createSave(method) {\n"
            "  return function (getState, payload) {\n"
            "    return createAjaxRequest({ url: payload.url, method });\n"
            "  };\n"
            "}\n"
            "export const handlers = { SAVE: createSave('PUT') };\n")})
    assert endpoints(contract) == set()
    cov = contract["source"]["coverage"]
    assert (cov["requestLikeSites"], cov["resolved"], cov["reviewed"], cov["unresolved"]) \
        == (2, 0, 2, 0)
    assert sorted((r["evidence"][0]["file"], r["evidence"][0]["line"]) for r in contract["review"]
                  if r["evidence"] and r["evidence"][0]["rule"] == "coverage.unresolved-site") \
        == [("src/ajax.js", 3), ("src/save.js", 4)]


def test_a_request_in_a_closure_of_a_factory_nobody_calls_is_reviewed(derive_files):
    contract = derive_files({"src/a.js": (
        "function f(u) { return p => $.ajax({ url: u, data: p }); }\n")})
    cov = contract["source"]["coverage"]
    assert (cov["requestLikeSites"], cov["resolved"], cov["reviewed"], cov["unresolved"]) \
        == (1, 0, 1, 0)
    assert [(r["severity"], r["evidence"][0]["line"]) for r in contract["review"]
            if r["evidence"] and r["evidence"][0]["rule"] == "coverage.unresolved-site"] \
        == [("info", 1)]


def test_a_request_interceptor_default_base_url_is_the_clients_base(derive_files):
    contract = derive_files({"src/api.js": (
        "import axios from 'axios'\n"
        "const service = axios.create()\n"
        "service.interceptors.request.use(config => {\n"
        "  config.baseURL = config.baseURL || import.meta.env.VITE_BASE_API; return config })\n"
        "export const a = (params) => service({ url: '/x', method: 'get', params })\n"
        "export const b = (params) => service({ url: '/y', method: 'post', data: params })\n")})
    services = contract["services"]
    assert [(s["id"], [(e["rule"], e["line"], e["note"]) for e in s["evidence"]])
            for s in services] == [("app", [("service.env", 4, "VITE_BASE_API")])]
    assert {(r["method"], r["pathTemplate"], r["service"]) for c in contract["capabilities"]
            for r in c["implementation"]["requests"]} == {("GET", "/x", "app"),
                                                          ("POST", "/y", "app")}


def test_a_header_a_helper_writes_on_the_options_object_is_sent(derive_files):
    contract = derive_files({"src/ajax.js": (
        "import $ from 'jquery';\n"
        "function addApiKey(o) {\n"
        "  o.headers = o.headers || {};\n"
        "  o.headers['X-Api-Key'] = window.App.apiKey;\n"
        "}\n"
        "function addClient(o) { o.headers = o.headers || {}; o.headers['X-Client'] = true; }\n"
        "export function load() {\n"
        "  const opts = { url: '/api/v1/tag', dataType: 'json' };\n"
        "  if (!/^https?:/.test(opts.url)) { addApiKey(opts); addClient(opts); }\n"
        "  return $.ajax({ xhr: () => null, ...opts });\n"
        "}\n")})
    cap = capability(contract, "GET", "/api/v1/tag")
    assert cap["auth"]["authentication"] == "api-key"
    assert [(e["file"], e["line"]) for e in cap["auth"]["evidence"]] == [("src/ajax.js", 4)]
