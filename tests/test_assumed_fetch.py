"""Rule ``fetch.assumed-client``: ``X.fetch(url, init)`` on a client an unrecognised package
makes or exports is read as fetch when its arguments have fetch's shape, and reviewed."""
from __future__ import annotations

from code2skill.assumed_fetch import fetch_shaped
from code2skill.values import EnvV, HoleV, LitV, ObjV, ParamV, PropV, StrV, Text

RULE = "fetch.assumed-client"
PACKAGE = '{"name": "console", "dependencies": {"@orbit/backend-sdk": "^2.1.0"}}'
CLIENT = ("import { createClient } from '@orbit/backend-sdk';\n"
          "export const client = createClient(window.location.origin);\n")


def requests(contract: dict) -> set[tuple[str, str, str]]:
    """``{(METHOD, pathTemplate, the rules of its capability's medium review items)}``."""
    return {(req["method"], req["pathTemplate"], ",".join(sorted(
        {r["evidence"][0]["rule"] for r in contract["review"] if r["capability"] == cap["name"]
         and r["severity"] == "medium" and r["evidence"]})))
            for cap in contract["capabilities"] for req in cap["implementation"]["requests"]}


def url(text: str) -> StrV:
    return StrV((Text(text, None, "test"),))


def init(*keys: str | None) -> ObjV:
    return ObjV(tuple(PropV(key, LitV("x") if key else ParamV("f", "init")) for key in keys))


def test_fetch_shape_wants_a_url_first():
    """A rooted path, an absolute URL, a relative path with '/', or a wrapper's parameter
    (with an init) is a URL; a bare word or an options object is not."""
    assert fetch_shaped((url("/api/me"),))
    assert fetch_shaped((url("https://api.example.com/v1/me"),))
    assert fetch_shaped((url("api/items"), init("method")))
    assert fetch_shaped((StrV((HoleV("base", EnvV("VITE_API")), Text("/items", None, "t"))),
                         init("method")))
    assert not fetch_shaped((StrV((HoleV("base", EnvV("VITE_API")), Text("/items", None, "t"))),))
    assert fetch_shaped((ParamV("f", "input"), init("method", "body")))
    assert not fetch_shaped((url("theme"),))
    assert not fetch_shaped((url("theme"), init("method")))
    assert not fetch_shaped((init("data"),))            # Backbone collection.fetch({data})
    assert not fetch_shaped((ParamV("f", "key"),))        # a store's fetch(key)


def test_fetch_shape_wants_request_init_members_only():
    """The second argument holds only RequestInit members and spreads; nothing follows."""
    assert fetch_shaped((url("/api/x"), init("method", "headers", "body", "signal")))
    assert fetch_shaped((url("/api/x"), init("headers", None)))
    assert fetch_shaped((url("/api/x"), ParamV("f", "init")))
    assert not fetch_shaped((url("/api/x"), init("ttl")))        # a cache's options
    assert not fetch_shaped((url("/api/x"), init()))
    assert not fetch_shaped((url("/api/x"), init("method"), init("method")))


def test_wrapper_of_an_sdk_client_fetch_makes_its_callers_requests(derive_files):
    """``consoleFetch(input, init)`` over ``client.fetch(`/api${input}`, {headers,
    ...init})``: each caller's method, path, body and query, each reviewed."""
    contract = derive_files({"package.json": PACKAGE, "src/client.ts": CLIENT, "src/api.ts": (
        "import { client } from './client';\n"
        "export function consoleFetch(input: string, init?: RequestInit) {\n"
        "  return client.fetch(`/api${input}`, {\n"
        "    headers: { 'Content-Type': 'application/json' }, ...init });\n"
        "}\n"
        "export const list = (limit: number) => consoleFetch(`/jobs?limit=${limit}`);\n"
        "export const run = (id: string) =>\n"
        "  consoleFetch('/job/run', { method: 'POST', body: JSON.stringify({ id }) });\n"
        "export const drop = (id: string) => consoleFetch(`/jobs/${id}`, { method: 'DELETE' });\n"
    )})
    assert requests(contract) == {("GET", "/api/jobs", RULE), ("POST", "/api/job/run", RULE),
                                  ("DELETE", "/api/jobs/{id}", RULE)}
    run = next(c for c in contract["capabilities"] if c["implementation"]["requests"][0][
        "pathTemplate"] == "/api/job/run")
    assert [b["target"] for b in run["implementation"]["requests"][0]["bindings"]] == ["body:id"]
    note = next(r["message"] for r in contract["review"] if r["capability"] == run["name"]
                and r["evidence"][0]["rule"] == RULE)
    assert "'@orbit/backend-sdk'" in note and "client.fetch" in note


def test_an_exported_session_and_a_constructed_client_are_read_as_fetch(derive_files):
    """``session.fetch`` of a package's export and ``new Api().fetch`` of a package's class."""
    contract = derive_files({"package.json": PACKAGE, "src/profile.ts": (
        "import { session, Api } from '@orbit/backend-sdk';\n"
        "export const me = () => session.fetch('/api/me');\n"
        "const api = new Api({ token: 'x' });\n"
        "export const save = (name: string) =>\n"
        "  api.fetch('/api/me', { method: 'PUT', body: JSON.stringify({ name }) });\n")})
    assert requests(contract) == {("GET", "/api/me", RULE), ("PUT", "/api/me", RULE)}


def test_other_fetch_methods_are_no_requests(derive_files):
    """Backbone's ``fetch({data})``, a store's ``fetch('key')``, a cache's ``fetch(url,
    {ttl})``, a fetch handed a callback and a client's ``query({query})`` make nothing, and
    a ``fetch`` method the program defines is its own code, not fetch."""
    contract = derive_files({"package.json": PACKAGE, "src/client.ts": CLIENT, "src/page.ts": (
        "import Backbone from 'backbone';\n"
        "import { client } from './client';\n"
        "const Members = Backbone.Collection.extend({ model: Backbone.Model });\n"
        "class Store { fetch(key: string) { return localStorage.getItem(key); } }\n"
        "const store = new Store();\n"
        "export async function refresh() {\n"
        "  new Members().fetch({ data: { page: 1 } });\n"
        "  await client.fetch('theme');\n"
        "  await client.fetch('/api/cached', { ttl: 60 });\n"
        "  await client.fetch('/api/jobs', { method: 'GET' }, () => undefined);\n"
        "  await client.query({ query: 'projects' });\n"
        "  return store.fetch('/api/local');\n"
        "}\n")})
    assert requests(contract) == set()
    assert not any(e["rule"] == RULE for r in contract["review"] for e in r["evidence"])
