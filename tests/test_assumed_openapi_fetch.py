"""Rule ``openapi-fetch.assumed-client``: ``client.GET(path, init)`` on a client a package the
tool does not model makes (a workspace package wrapping openapi-fetch outside the analysed
folder) is read as openapi-fetch when the call has its shape, and reviewed; an in-root
openapi-fetch call whose path is a choice of literals makes one request per literal."""
from __future__ import annotations

from code2skill import assumed_openapi_fetch
from code2skill.assumed_openapi_fetch import openapi_fetch_shaped, rooted_path
from code2skill.extractors.openapi_fetch import FACTS
from code2skill.fixed_texts import fixed_texts
from code2skill.values import AltV, HoleV, LitV, ObjV, ParamV, PropV, StrV, Text

RULE = "openapi-fetch.assumed-client"
PACKAGE = '{"name": "garden", "dependencies": {"@garden/api-client": "workspace:*"}}'
CLIENT = ("import { createClient } from '@garden/api-client';\n"
          "export const client = createClient({ fetch });\n")


def requests(contract: dict) -> set[tuple[str, str, str]]:
    """``{(METHOD, pathTemplate, the rules of its capability's medium review items)}``."""
    return {(req["method"], req["pathTemplate"], ",".join(sorted(
        {r["evidence"][0]["rule"] for r in contract["review"] if r["capability"] == cap["name"]
         and r["severity"] == "medium" and r["evidence"]
         and r["evidence"][0]["rule"] == RULE})))
            for cap in contract["capabilities"] for req in cap["implementation"]["requests"]}


def text(value: str) -> StrV:
    return StrV((Text(value, None, "test"),))


def init(*keys: str | None) -> ObjV:
    return ObjV(tuple(PropV(key, LitV("x") if key else ParamV("f", "init")) for key in keys))


def test_the_verbs_are_the_recognisers():
    """The assumed client has exactly the methods the openapi-fetch recogniser reads."""
    assert assumed_openapi_fetch.VERBS == FACTS.verbs


def test_fixed_texts_of_a_choice_of_literals():
    """A literal is one text; a ternary of literals each (repeats once); anything else none."""
    assert fixed_texts(text("/a")) == ["/a"]
    assert fixed_texts(AltV((text("/a"), AltV((text("/b"), text("/a")))))) == ["/a", "/b"]
    assert fixed_texts(AltV((text("/a"), ParamV("f", "p")))) is None
    assert fixed_texts(StrV((Text("/a/", None, "t"), HoleV("id", ParamV("f", "id"))))) is None


def test_rooted_path():
    assert rooted_path("/api/v1/crates/{name}")
    assert not rooted_path("//cdn.example.com/x")
    assert not rooted_path("api/v1")
    assert not rooted_path("/a b")


def test_shape_wants_an_uppercase_method_and_a_path_template_first():
    """``GET('/pets/{id}')``, a choice of rooted literals; not a lower-case method, a key,
    a template with holes or an absolute URL."""
    assert openapi_fetch_shaped("GET", (text("/api/pets/{id}"),))
    assert openapi_fetch_shaped("DELETE", (AltV((text("/a/{id}"), text("/b/{id}"))),
                                           init("params")))
    assert not openapi_fetch_shaped("get", (text("/api/pets"),))
    assert not openapi_fetch_shaped("FETCH", (text("/api/pets"),))
    assert not openapi_fetch_shaped("GET", (text("theme"),))
    assert not openapi_fetch_shaped("GET", (text("https://example.com/pets"),))
    assert not openapi_fetch_shaped("GET", (StrV((Text("/pets/", None, "t"),
                                                  HoleV("id", ParamV("f", "id")))),))
    assert not openapi_fetch_shaped("GET", ())


def test_shape_wants_request_options_only():
    """The second argument holds only openapi-fetch's options and RequestInit members (or
    spreads), or is a value handed in; nothing follows."""
    assert openapi_fetch_shaped("POST", (text("/x"), init("params", "body", "headers", None)))
    assert openapi_fetch_shaped("GET", (text("/x"), init("params", "signal", "parseAs")))
    assert openapi_fetch_shaped("PUT", (text("/x"), ParamV("f", "options")))
    assert openapi_fetch_shaped("GET", (text("/x"), init()))
    assert not openapi_fetch_shaped("GET", (text("/x"), init("ttl")))
    assert not openapi_fetch_shaped("GET", (text("/x"), init("params"), init("params")))


def test_calls_of_a_workspace_client_are_reviewed_openapi_fetch_requests(derive_files):
    """The package's client, held in a module, handed to a loader, and used with a path
    chosen by a ternary: each request has its path, path parameters, query, header and body,
    a base URL the Host binds, and a medium review item naming the package."""
    contract = derive_files({"package.json": PACKAGE, "src/client.ts": CLIENT, "src/api.ts": (
        "import { client } from './client';\n"
        "import { createClient } from '@garden/api-client';\n"
        "type Client = ReturnType<typeof createClient>;\n"
        "async function loadPlant(api: Client, id: string, lang: string) {\n"
        "  return api.GET('/api/plants/{plant_id}', {\n"
        "    params: { path: { plant_id: id }, query: { full: true },\n"
        "              header: { 'Accept-Language': lang } } });\n"
        "}\n"
        "export const show = (id: string) => loadPlant(createClient({ fetch }), id, 'en');\n"
        "export const add = (name: string) =>\n"
        "  client.POST('/api/beds', { body: { bed: { name } } });\n"
        "export function drop(kind: 'a' | 'b', id: number) {\n"
        "  const path = kind === 'a' ? ('/api/a/{id}' as const) : ('/api/b/{id}' as const);\n"
        "  return client.DELETE(path, { params: { path: { id } } });\n"
        "}\n")})
    assert requests(contract) == {
        ("GET", "/api/plants/{plant_id}", RULE), ("POST", "/api/beds", RULE),
        ("DELETE", "/api/a/{id}", RULE), ("DELETE", "/api/b/{id}", RULE)}
    plant = next(c for c in contract["capabilities"]
                 if c["implementation"]["requests"][0]["method"] == "GET")
    request = plant["implementation"]["requests"][0]
    assert sorted(b["target"] for b in request["bindings"]) == [
        "header:Accept-Language", "path:plant_id", "query:full"]
    service = next(s for s in contract["services"] if s["id"] == request["service"])
    assert [e["rule"] for e in service["evidence"]] == ["service.unresolved-base"]
    assert [e["line"] for e in service["evidence"]] == [9]     # the createClient it was handed
    note = next(r["message"] for r in contract["review"] if r["capability"] == plant["name"]
                and r["evidence"][0]["rule"] == RULE)
    assert "'@garden/api-client'" in note and "api.GET" in note
    assert not any(r["evidence"] and r["evidence"][0]["rule"] == "coverage.declared-client"
                   for r in contract["review"])


def test_other_uppercase_methods_are_no_requests(derive_files):
    """A key argument, an unknown option, a third argument, an absolute URL and a method the
    program defines make nothing, and nothing cites the rule."""
    contract = derive_files({"package.json": PACKAGE, "src/client.ts": CLIENT, "src/page.ts": (
        "import { client } from './client';\n"
        "class Store { GET(key: string) { return localStorage.getItem(key); } }\n"
        "const store = new Store();\n"
        "export async function refresh() {\n"
        "  await client.GET('theme');\n"
        "  await client.GET('/api/cached', { ttl: 60 });\n"
        "  await client.GET('/api/jobs', {}, () => undefined);\n"
        "  await client.GET('https://example.com/api/jobs');\n"
        "  return store.GET('/api/local');\n"
        "}\n")})
    assert requests(contract) == set()
    assert not any(e["rule"] == RULE for r in contract["review"] for e in r["evidence"])


def test_an_in_root_client_call_with_a_chosen_path_makes_each_request(derive_files):
    """openapi-fetch's own client: a ternary of literal paths is one request per literal,
    each with the path parameter and the ``params.header`` header, under the client's base."""
    contract = derive_files({
        "package.json": '{"name": "shed", "dependencies": {"openapi-fetch": "^0.13.0"}}',
        "src/api.ts": (
            "import createClient from 'openapi-fetch';\n"
            "const client = createClient({ baseUrl: '/api' });\n"
            "export function drop(kind: 'a' | 'b', id: number, trace: string) {\n"
            "  const path = kind === 'a' ? ('/a/{id}' as const) : ('/b/{id}' as const);\n"
            "  return client.DELETE(path,\n"
            "    { params: { path: { id }, header: { 'X-Trace-Id': trace } } });\n"
            "}\n")})
    assert {(req["method"], req["pathTemplate"],
             tuple(sorted(b["target"] for b in req["bindings"])), req["callSites"][0]["rule"])
            for cap in contract["capabilities"] for req in cap["implementation"]["requests"]} == {
        ("DELETE", "/api/a/{id}", ("header:X-Trace-Id", "path:id"), "openapi-fetch.call"),
        ("DELETE", "/api/b/{id}", ("header:X-Trace-Id", "path:id"), "openapi-fetch.call")}
