"""ofetch/Nuxt and openapi-fetch recognisers."""
from conftest import bindings, capability, endpoints


def test_nuxt_fetch_forms(derive_files):
    contract = derive_files({"composables/useShop.ts": (
        "const api = $fetch.create({ baseURL: 'https://api.shop.example' });\n"
        "export const listProducts = (q: string) => $fetch('/products', { query: { q } });\n"
        "export const addToCart = (sku: string) =>\n"
        "  api('/cart/items', { method: 'POST', body: { sku, qty: 1 } });\n"
        "export const useOrders = () => useFetch('/orders');\n")})
    assert endpoints(contract) == {("GET", "/products"), ("POST", "/cart/items"),
                                   ("GET", "/orders")}
    add = capability(contract, "POST", "/cart/items")
    assert bindings(add) == {"body:qty": "=1", "body:sku": "sku"}
    assert add["implementation"]["requests"][0]["service"] == "shop"
    assert add["implementation"]["requests"][0]["bodyEncoding"] == "json"
    assert bindings(capability(contract, "GET", "/products")) == {"query:q": "q"}


def test_openapi_fetch_client(derive_files):
    contract = derive_files({"src/api.ts": (
        "import createClient from 'openapi-fetch';\n"
        "const client = createClient<paths>({ baseUrl: 'https://petstore.example/v3' });\n"
        "export const getPet = (petId: number) =>\n"
        "  client.GET('/pet/{petId}', { params: { path: { petId } } });\n"
        "export const findPets = (status: string) =>\n"
        "  client.GET('/pet/findByStatus', { params: { query: { status } } });\n"
        "export const addPet = (name: string) => client.POST('/pet', { body: { name } });\n")})
    assert endpoints(contract) == {("GET", "/pet/{petId}"), ("GET", "/pet/findByStatus"),
                                   ("POST", "/pet")}
    get = capability(contract, "GET", "/pet/{petId}")
    assert bindings(get) == {"path:petId": "petId"}
    assert get["inputSchema"]["properties"]["petId"]["type"] == "integer"
    assert capability(contract, "GET", "/pet/findByStatus")["sideEffect"] == "read"
    assert bindings(capability(contract, "POST", "/pet")) == {"body:name": "name"}


def test_qs_stringify_and_got(derive_files):
    contract = derive_files({"src/a.ts": (
        "import qs from 'qs';\n"
        "import got from 'got';\n"
        "const api = got.extend({ prefixUrl: 'https://api.books.example' });\n"
        "export const search = (q: string, page = 1) =>\n"
        "  fetch(`/api/search?${qs.stringify({ q, page })}`);\n"
        "export const addBook = (title: string) => api.post('books', { json: { title } });\n")})
    assert endpoints(contract) == {("GET", "/api/search"), ("POST", "/books")}
    search = capability(contract, "GET", "/api/search")
    assert bindings(search) == {"query:page": "page", "query:q": "q"}
    assert search["inputSchema"].get("required") == ["q"]
    add = capability(contract, "POST", "/books")
    assert bindings(add) == {"body:title": "title"}
    assert add["implementation"]["requests"][0]["callSites"][0]["rule"] == "got.instance-call"


def test_generated_client_request_descriptors(derive_files):
    contract = derive_files({
        "src/core/request.ts": (
            "export const request = (config: any, options: any) => {\n"
            "  const url = getUrl(config, options);\n"
            "  return fetch(url, { method: options.method });\n"
            "};\n"),
        "src/services/PetsService.ts": (
            "import { request as __request } from '../core/request';\n"
            "import { OpenAPI } from '../core/OpenAPI';\n"
            "export class PetsService {\n"
            "  public static getPet(petId: number) {\n"
            "    return __request(OpenAPI, { method: 'GET', url: '/pets/{petId}',"
            " path: { 'petId': petId } });\n"
            "  }\n"
            "  public static addPet(requestBody: { name: string }) {\n"
            "    return __request(OpenAPI, { method: 'POST', url: '/pets', body: requestBody,"
            " mediaType: 'application/json' });\n"
            "  }\n"
            "}\n")})
    assert endpoints(contract) == {("GET", "/pets/{petId}"), ("POST", "/pets")}
    get = capability(contract, "GET", "/pets/{petId}")
    assert get["inputSchema"]["properties"]["petId"]["type"] == "integer"
    assert get["implementation"]["requests"][0]["callSites"][0]["rule"] == "descriptor.request"
    assert bindings(capability(contract, "POST", "/pets")) == {"body:name": "name"}


def test_instance_credentials_are_cookie_auth_cited_at_the_setting(derive_files):
    """``credentials: 'include'`` given once when the client is made is the evidence of every
    call's cookie-session auth: it points at that line, never at the call's own options."""
    contract = derive_files({"src/api.ts": (
        "import ky from 'ky';\n"
        "import createClient from 'openapi-fetch';\n"
        "const server = ky.create({\n"
        "  prefixUrl: '/api',\n"
        "  credentials: 'include',\n"
        "});\n"
        "const shop = $fetch.create({ baseURL: '/shop', credentials: 'include' });\n"
        "const pets = createClient({ baseUrl: '/pets',\n"
        "  credentials: 'include' });\n"
        "export const addAlert = (alert: any) =>\n"
        "  server('alerts', {\n"
        "    method: 'POST',\n"
        "    json: alert,\n"
        "  }).json();\n"
        "export const listOrders = () => shop('/orders');\n"
        "export const listPets = () => pets.GET('/all');\n")})
    expected = {("POST", "/api/alerts"): ("ky.credentials-include", 5),
                ("GET", "/shop/orders"): ("ofetch.credentials-include", 7),
                ("GET", "/pets/all"): ("openapi-fetch.credentials-include", 9)}
    for (method, path), (rule, line) in expected.items():
        auth = capability(contract, method, path)["auth"]
        assert auth["authentication"] == "cookie-session"
        assert [(e["rule"], e["line"]) for e in auth["evidence"]] == [(rule, line)]


def test_openapi_fetch_declared_types_through_an_imported_client(derive_files):
    contract = derive_files({
        "src/schema.d.ts": (
            "export interface paths {\n"
            "  '/pets/{id}': { delete: { parameters: {\n"
            "    query?: { /** @description Keep the photos */ keep?: boolean };\n"
            "    path: { id: number } } } };\n"
            "}\n"),
        "src/client.ts": (
            "import createClient from 'openapi-fetch';\n"
            "import type { paths } from './schema';\n"
            "export const typed = createClient<paths>({ baseUrl: '/api' });\n"
            "export const plain = createClient({ baseUrl: '/api' });\n"),
        "src/pets.ts": (
            "import { typed, plain } from './client';\n"
            "export const remove = (id: string, keep: boolean) =>\n"
            "  typed.DELETE('/pets/{id}', { params: { path: { id }, query: { keep } } });\n"
            "export const feed = (id: string) => typed.POST('/pets/{id}/feed', {});\n"
            "export const walk = (id: string) => plain.POST('/pets/{id}/walk', {});\n")})
    remove = capability(contract, "DELETE", "/api/pets/{id}")
    props = remove["inputSchema"]["properties"]
    assert props["id"]["type"] == "number"
    assert props["keep"] == {"type": "boolean", "description": "Keep the photos (query parameter)."}
    assert remove["inputSchema"]["required"] == ["id"]
    assert [(e["file"], e["line"]) for e in remove["evidence"]["/inputSchema/properties/keep"]
            if e["rule"] == "openapi-fetch.declared-type"] == [("src/schema.d.ts", 3)]
    unread = [r["message"] for r in contract["review"] if "declared OpenAPI types" in r["message"]]
    assert unread == ["openapi-fetch call POST /pets/{id}/feed: its declared OpenAPI types could "
                      "not be read (paths declares no path '/pets/{id}/feed'); its inputs are "
                      "typed only as the call site shows them"]


def test_a_declared_operation_of_6000_query_and_6000_body_fields_is_cut_by_the_budget(
        derive_files):
    """Rules openapi-fetch.declared-type and budget.schema-work: a query and a body sent
    whole take one input per declared field, each charged INPUT_UNITS (20) units, so an
    operation declaring 12,000 fields is cut after 5,000 inputs, with the diagnostic naming
    the limit and a high review item (25,000 + 25,000 fields took over 60 s, uncharged)."""
    n = 6000
    query = "".join(f"   q{i}?: string;\n" for i in range(n))
    body = "".join(f"   f{i}: string;\n" for i in range(n))
    contract = derive_files({
        "package.json": '{"name": "oaf", "dependencies": {"openapi-fetch": "0.9"}}',
        "src/api.d.ts": ('export interface paths {\n  "/api/big/{id}": {\n    post: {\n'
                         '      parameters: { path: { id: string }; query: {\n' + query +
                         '      } };\n      requestBody: { content: { "application/json": {\n'
                         + body + '      } } };\n    };\n  };\n}\n'),
        "src/c.ts": ("import createClient from 'openapi-fetch';\n"
                     "import type { paths } from './api';\n"
                     "const client = createClient<paths>({ baseUrl: '/' });\n"
                     "export const o1 = (id: string, query: any, body: any) => client.POST("
                     "'/api/big/{id}', { params: { path: { id }, query }, body });\n")})
    assert contract["source"]["diagnostics"] == [{
        "line": 4, "path": "src/c.ts", "severity": "warning", "stage": "schema",
        "reason": "limit schema-work exceeded: describing the inputs of POST /api/big/{id} "
                  "took over 100,000 units of work: 5001 inputs described, the others are "
                  "missing (review[])"}]
    (cap,) = contract["capabilities"]
    names = list(cap["inputSchema"]["properties"])          # the body not reached yet
    assert (len(names), names[:3]) == (5001, ["body", "id", "q0"])
    assert [r["severity"] for r in contract["review"] if "schema-work" in r["message"]] == \
        ["high"]
