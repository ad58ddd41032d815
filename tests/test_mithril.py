"""Mithril's ``m.request`` (rules ``mithril.call``, ``mithril.params-interpolation``,
``extractors/mithril.py``) and the app-object and model-layer shapes it is used through
(rules ``client.cast-class``, ``value.spread-member-write``, ``wrapper.literal-kind-arguments``,
``wrapper.url-arm-arguments``)."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.extractors.mithril import interpolated
from code2skill.values import HoleV, LitV, ObjV, PropV, StrV, Text


def request_of(contract: dict, method: str, path: str) -> dict:
    return capability(contract, method, path)["implementation"]["requests"][0]


def targets(contract: dict, method: str, path: str) -> list[str]:
    return sorted(b["target"] for b in request_of(contract, method, path)["bindings"])


def test_options_object_and_url_first_forms(derive_files):
    contract = derive_files({"src/notes.js": (
        "import m from 'mithril';\n"
        "export const list = (page) => m.request({ url: '/api/notes', params: { page } });\n"
        "export const add = (text) => m.request({ method: 'POST', url: '/api/notes', body: { text } });\n"
        "export const drop = (id) => m.request('/api/notes/:id', { method: 'DELETE', params: { id } });\n"
        "export const put = (id, text) =>\n"
        "  m.request({ method: 'PUT', url: '/api/notes/:id', params: { id, v: 2 }, body: { text } });\n")})
    assert endpoints(contract) == {("GET", "/api/notes"), ("POST", "/api/notes"),
                                   ("DELETE", "/api/notes/{id}"), ("PUT", "/api/notes/{id}")}
    assert targets(contract, "GET", "/api/notes") == ["query:page"]
    assert request_of(contract, "POST", "/api/notes")["bodyEncoding"] == "json"
    assert targets(contract, "DELETE", "/api/notes/{id}") == ["path:id"]
    assert targets(contract, "PUT", "/api/notes/{id}") == ["body:text", "path:id", "query:v"]
    assert request_of(contract, "PUT", "/api/notes/{id}")["callSites"][0]["rule"] == "mithril.call"


def test_global_m_with_credentials_or_a_bearer_header(derive_files):
    contract = derive_files({"src/me.js": (
        "export const me = () => m.request({ url: '/api/me', withCredentials: true });\n"
        "export function feed(token) {\n"
        "  return m.request({ url: '/api/feed', headers: { Authorization: 'Bearer ' + token } });\n"
        "}\n")})
    assert endpoints(contract) == {("GET", "/api/me"), ("GET", "/api/feed")}
    me = capability(contract, "GET", "/api/me")["auth"]
    assert (me["authentication"], [e["rule"] for e in me["evidence"]]) == (
        "cookie-session", ["mithril.with-credentials"])
    feed = capability(contract, "GET", "/api/feed")["auth"]
    assert (feed["authentication"], [e["rule"] for e in feed["evidence"]]) == (
        "bearer", ["mithril.header"])


def test_params_fill_only_whole_placeholder_segments():
    url = StrV((Text("/a/:id/b:c/:rest"),))
    params = ObjV((PropV("id", LitV(1)), PropV("q", LitV(2))))
    out, query = interpolated(url, params)
    assert out == StrV((Text("/a/"), HoleV("id", LitV(1)), Text("/b:c/:rest")))
    assert query == ObjV((PropV("q", LitV(2)),))
    assert interpolated(url, None) == (url, None)                 # nothing to fill
    untouched = ObjV((PropV("q", LitV(2)),))
    assert interpolated(url, untouched) == (url, untouched)       # no member names a segment


def test_app_wrapper_behind_a_cast_proxy_and_a_store_per_type(derive_files):
    contract = derive_files({
        "src/Application.ts": (
            "import m from 'mithril';\n"
            "import Store from './Store';\n"
            "export default class Application {\n"
            "  store: Store = new Store();\n"
            "  request(original: object) {\n"
            "    const options = { ...original };\n"
            "    if (options.method === 'PATCH') { options.method = 'POST'; }\n"
            "    return m.request(options);\n"
            "  }\n"
            "}\n"),
        "src/app.ts": (
            "import type Application from './Application';\n"
            "const current = new Proxy({}, { get: (_, k) => Reflect.get((window as any).app, k) });\n"
            "export default current as Application;\n"),
        "src/Store.ts": (
            "import app from './app';\n"
            "export default class Store {\n"
            "  find(type: string, idOrParams?: string | object) {\n"
            "    let url = '/api/' + type;\n"
            "    let params = {};\n"
            "    if (typeof idOrParams === 'object') { params = idOrParams; }\n"
            "    else if (idOrParams) { url += '/' + idOrParams; }\n"
            "    return app.request({ method: 'GET', url, params });\n"
            "  }\n"
            "}\n"),
        "src/pages.ts": (
            "import app from './app';\n"
            "export const mail = () => app.request({ method: 'DELETE', url: '/api/cache' });\n"
            "export const user = (id: string) => app.store.find('users', id);\n"
            "export const posts = () => app.store.find('posts', { page: 1 });\n")})
    found = endpoints(contract)
    # the caller's DELETE is kept where the guarded write does not replace it, never absent
    assert ("DELETE", "/api/cache") in found and ("GET", "/api/cache") not in found
    # one request per type the callers name; an object is no path segment of /posts/{…}
    assert {("GET", "/api/users/{idOrParams}"), ("GET", "/api/posts")} <= found
    assert not any(path.startswith("/api/posts/") or "{type}" in path for _, path in found)
    hops = [s["rule"] for s in request_of(contract, "GET", "/api/users/{idOrParams}")["callSites"]]
    assert "wrapper.literal-kind-arguments" in hops


def test_kind_holes_leave_a_wrapper_whole_when_no_hole_is_fixed_by_every_call(derive_files):
    contract = derive_files({"src/api.js": (
        "import axios from 'axios';\n"
        "function find(type, id) { return axios.get('/api/' + type + '/' + id); }\n"
        "export const a = (id, kind) => find(kind, id);\n"
        "export const b = (id) => find('posts', id);\n")})
    assert endpoints(contract) == {("GET", "/api/{type}/{id}")}


def test_an_unfollowed_request_is_counted_for_mithril(derive_files):
    contract = derive_files({"src/a.js": (
        "export function send(options) {\n"
        "  return m.request(options);\n"
        "}\n"
        "export const go = () => send(window.settings);\n")})
    assert contract["capabilities"] == []
    assert contract["source"]["coverage"]["byLibrary"]["mithril"] == {
        "requestLikeSites": 1, "resolved": 0, "reviewed": 1, "unresolved": 0}
