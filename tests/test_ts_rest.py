"""ts-rest clients made from a contract of routes (``extractors/ts_rest.py``).

Each test is a tiny client; the assertions are exact endpoints, bindings, encodings, the body
schema the route gives and the auth evidence of the client's options.
"""
from __future__ import annotations

from conftest import bindings, capability, endpoints

CONTRACT = (
    "import { initContract } from '@ts-rest/core';\n"
    "import { z } from 'zod';\n"
    "const c = initContract();\n"
    "const Tag = z.object({ name: z.string().min(1).max(40), kind: z.enum(['a', 'b']) });\n"
    "const tags = c.router({\n"
    "  list: { method: 'GET', path: '', query: z.object({ page: z.number() }),\n"
    "          responses: { 200: c.type<string[]>() } },\n"
    "  create: { method: 'POST', path: '', body: Tag, responses: { 201: Tag } },\n"
    "  icon: { method: 'PUT', path: '/:tag/icon', contentType: 'multipart/form-data',\n"
    "          body: c.type<{ icon: File }>(), responses: { 200: c.noBody() } },\n"
    "  drop: { method: 'DELETE', path: '/:tag', body: c.noBody(), responses: {} },\n"
    "}, { pathPrefix: '/orgs/:org/tags' });\n"
    "export const contract = c.router({ tags, me: { method: 'GET', path: '/me', responses: {} } },\n"
    "  { pathPrefix: '/api' });\n")

CLIENT = (
    "import { initClient } from '@ts-rest/core';\n"
    "import { contract } from './contract';\n"
    "export const client = initClient(contract, { baseUrl: 'https://api.example.com',\n"
    "  baseHeaders: { Authorization: `Bearer ${localStorage.getItem('t')}` } });\n")


def app(derive_files, page: str) -> dict:
    return derive_files({"src/contract.ts": CONTRACT, "src/client.ts": CLIENT,
                         "src/page.ts": page})


def test_called_routes_behind_nested_path_prefixes_are_the_requests(derive_files):
    contract = app(derive_files, (
        "import { client } from './client';\n"
        "export const list = (org: string, page: number) =>\n"
        "  client.tags.list({ params: { org }, query: { page } });\n"
        "export const add = (org: string, name: string) =>\n"
        "  client.tags.create({ params: { org }, body: { name, kind: 'a' } });\n"
        "export const icon = (org: string, tag: string, icon: File) =>\n"
        "  client.tags.icon({ params: { org, tag }, body: { icon } });\n"))
    assert endpoints(contract) == {("GET", "/api/orgs/{org}/tags"),
                                   ("POST", "/api/orgs/{org}/tags"),
                                   ("PUT", "/api/orgs/{org}/tags/{tag}/icon")}
    # the uncalled routes (drop, me) are no requests
    assert bindings(capability(contract, "GET", "/api/orgs/{org}/tags")) == {
        "path:org": "org", "query:page": "page"}
    upload = capability(contract, "PUT", "/api/orgs/{org}/tags/{tag}/icon")
    assert upload["implementation"]["requests"][0]["bodyEncoding"] == "multipart"


def test_the_route_body_schema_types_the_body(derive_files):
    contract = app(derive_files, (
        "import { client } from './client';\n"
        "export const add = (org: string, name: string) =>\n"
        "  client.tags.create({ params: { org }, body: { name, kind: 'a' } });\n"))
    create = capability(contract, "POST", "/api/orgs/{org}/tags")
    schema = create["inputSchema"]
    assert schema["properties"]["name"] == {"description": "Name of the tag.", "maxLength": 40,
                                            "minLength": 1, "type": "string"}
    assert schema["properties"]["kind"]["enum"] == ["a", "b"]
    assert schema["required"] == ["org", "name", "kind"]
    via = [v["rule"] for s in create["implementation"]["requests"][0]["callSites"]
           for v in s["via"]]
    assert via == ["ts-rest.route", "ts-rest.body-schema"]


def test_base_headers_authorization_is_auth_evidence_never_an_input(derive_files):
    contract = app(derive_files, (
        "import { client } from './client';\n"
        "export const me = () => client.me();\n"))
    me = capability(contract, "GET", "/api/me")
    assert me["auth"]["authentication"] == "bearer"
    assert [e["rule"] for e in me["auth"]["evidence"]] == ["ts-rest.base-headers"]
    assert me["inputSchema"]["properties"] == {}
    assert "localStorage" not in str(me)


def test_query_hooks_and_mutations_of_v4_and_v5_clients(derive_files):
    contract = derive_files({"src/contract.ts": CONTRACT, "src/page.ts": (
        "import { initQueryClient } from '@ts-rest/react-query';\n"
        "import { initTsrReactQuery } from '@ts-rest/react-query/v5';\n"
        "import { contract } from './contract';\n"
        "const rq = initQueryClient(contract, { baseUrl: '' });\n"
        "const tsr = initTsrReactQuery(contract, { baseUrl: '', credentials: 'include' });\n"
        "export const useList = (org: string) =>\n"
        "  rq.tags.list.useQuery(['tags', org], { params: { org }, query: { page: 1 } });\n"
        "export const useMe = () => tsr.me.useQuery({ queryKey: ['me'] });\n"
        "export function useDrop(org: string) {\n"
        "  const { mutate } = tsr.tags.drop.useMutation();\n"
        "  return (tag: string) => mutate({ params: { org, tag } });\n"
        "}\n"
        "export const unused = () => tsr.tags.create.useMutation();\n"
        "export function usePrefetch(org: string) {\n"
        "  const qc = tsr.useQueryClient();\n"
        "  return qc.tags.list.fetchQuery({ queryKey: ['t'], queryData: { params: { org },\n"
        "    query: { page: 2 } } });\n"
        "}\n")})
    assert endpoints(contract) == {("GET", "/api/orgs/{org}/tags"), ("GET", "/api/me"),
                                   ("DELETE", "/api/orgs/{org}/tags/{tag}")}
    drop = capability(contract, "DELETE", "/api/orgs/{org}/tags/{tag}")
    sites = drop["evidence"]["/implementation/requests/0/pathTemplate"]
    assert [(s["rule"], s["line"]) for s in sites] == [("ts-rest.mutation-hook", 11)]
    assert drop["auth"]["authentication"] == "cookie-session"
    listed = capability(contract, "GET", "/api/orgs/{org}/tags")
    assert [(s["rule"], s["line"]) for s in listed["implementation"]["requests"][0][
        "callSites"]] == [("ts-rest.query-hook", 7), ("ts-rest.query-hook", 16)]
    assert [r["severity"] for r in contract["review"]] == ["low"] * 3   # output schemas


def test_a_route_the_contract_does_not_show_is_reviewed(derive_files):
    contract = derive_files({"src/client.ts": (
        "import { initClient } from '@ts-rest/core';\n"
        "import { contract } from 'contracts-elsewhere';\n"
        "const client = initClient(contract, { baseUrl: '/api' });\n"
        "export const list = () => client.things.list();\n")})
    assert endpoints(contract) == set()
    items = [r for r in contract["review"] if "things.list" in r["message"]]
    assert [(r["severity"], r["evidence"][0]["rule"]) for r in items] == [
        ("medium", "ts-rest.route-missing")]
    assert contract["source"]["coverage"]["reviewed"] == 1


SCHEMAS_PACKAGE = {
    "packages/schemas/package.json": '{"name": "@acme/schemas", "exports": {"./*": '
                                     '{"types": "./src/*.ts"}}}',
    "packages/schemas/src/tags.ts": (
        "import { z } from 'zod';\n"
        "export const TagSchema = z.object({ id: z.string(), name: z.string().max(40),\n"
        "  kind: z.enum(['a', 'b']), secret: z.string() });\n"
        "export const TagQuery = z.object({ page: z.number().int().min(1),\n"
        "  sort: z.enum(['asc', 'desc']).optional() });\n"
        "export const Paging = z.object({ limit: z.number().max(50) });\n"),
    "packages/schemas/src/index.ts": "export * from './tags';\n",
}


def test_imported_and_derived_schemas_type_body_query_and_path(derive_files):
    contract = derive_files({**SCHEMAS_PACKAGE, "web/src/contract.ts": (
        "import { initContract } from '@ts-rest/core';\n"
        "import { z } from 'zod';\n"
        "import { TagSchema, TagQuery as Query } from '@acme/schemas/tags';\n"
        "import { Paging } from '@acme/schemas/index';\n"
        "const c = initContract();\n"
        "const NewTag = TagSchema.omit({ id: true, secret: true });\n"
        "export const contract = c.router({\n"
        "  list: { method: 'GET', path: '/tags', query: Query.merge(Paging).strict(),\n"
        "          responses: {} },\n"
        "  create: { method: 'POST', path: '/tags', body: NewTag.extend({ color: z.string() }),\n"
        "            responses: {} },\n"
        "  patch: { method: 'PATCH', path: '/tags/:id', body: NewTag.partial(),\n"
        "           pathParams: z.object({ id: z.string().uuid() }), responses: {} },\n"
        "  pick: { method: 'PUT', path: '/tags/:id/name', body: TagSchema.pick({ name: true }),\n"
        "          responses: {} },\n"
        "}, { pathPrefix: '/api' });\n"),
        "web/src/page.ts": (
        "import { initClient } from '@ts-rest/core';\n"
        "import { contract } from './contract';\n"
        "const client = initClient(contract, { baseUrl: '' });\n"
        "export function list(page, sort, limit) {\n"
        "  return client.list({ query: { page, sort, limit } });\n"
        "}\n"
        "export const add = (body: any) => client.create({ body });\n"
        "export const patch = (id, body: any) => client.patch({ params: { id }, body });\n"
        "export const rename = (body: any) => client.pick({ body });\n")})
    listed = capability(contract, "GET", "/api/tags")["inputSchema"]
    assert listed["properties"]["page"]["type"] == "integer"
    assert listed["properties"]["sort"]["enum"] == ["asc", "desc"]
    assert listed["properties"]["limit"]["type"] == "number"
    assert listed["required"] == ["page", "limit"]
    create = capability(contract, "POST", "/api/tags")["inputSchema"]
    assert sorted(create["properties"]) == ["color", "kind", "name"]      # id, secret omitted
    assert create["properties"]["name"]["maxLength"] == 40
    assert create["required"] == ["name", "kind", "color"]
    patched = capability(contract, "PATCH", "/api/tags/{id}")
    assert sorted(patched["inputSchema"]["properties"]) == ["id", "kind", "name"]
    assert patched["inputSchema"]["required"] == ["id"]                   # partial()
    assert patched["inputSchema"]["properties"]["id"]["type"] == "string"
    renamed = capability(contract, "PUT", "/api/tags/{id}/name")["inputSchema"]
    assert sorted(renamed["properties"]) == ["id", "name"]
    name_refs = capability(contract, "POST", "/api/tags")["evidence"][
        "/inputSchema/properties/name"]
    assert {r["file"] for r in name_refs} >= {"packages/schemas/src/tags.ts"}
    via = [[v["rule"] for s in capability(contract, m, p)["implementation"]["requests"][0][
        "callSites"] for v in s["via"]] for m, p in (("GET", "/api/tags"), ("POST", "/api/tags"))]
    assert via == [["ts-rest.route", "zod.part-schema", "zod.derived-schema"],
                   ["ts-rest.route", "ts-rest.body-schema", "zod.derived-schema"]]


def test_a_header_schema_naming_a_credential_is_auth_never_an_input(derive_files):
    contract = derive_files({"src/contract.ts": (
        "import { initContract, initClient } from '@ts-rest/core';\n"
        "import { z } from 'zod';\n"
        "const c = initContract();\n"
        "const contract = c.router({\n"
        "  me: { method: 'GET', path: '/me', headers: z.object({ 'x-api-key': z.string() }),\n"
        "        responses: {} },\n"
        "});\n"
        "const client = initClient(contract, { baseUrl: '' });\n"
        "export const me = () => client.me();\n")})
    me = capability(contract, "GET", "/me")
    assert me["auth"]["authentication"] == "api-key"
    assert [e["rule"] for e in me["auth"]["evidence"]] == ["ts-rest.header-schema"]
    assert me["inputSchema"]["properties"] == {}


def test_a_derivation_that_names_itself_types_nothing(derive_files):
    contract = derive_files({"src/contract.ts": (
        "import { initContract, initClient } from '@ts-rest/core';\n"
        "import { z } from 'zod';\n"
        "const c = initContract();\n"
        "const A = B.partial();\n"
        "const B = A.strict();\n"
        "const contract = c.router({\n"
        "  add: { method: 'POST', path: '/a', body: A.omit({ x: true }), responses: {} },\n"
        "});\n"
        "const client = initClient(contract, { baseUrl: '' });\n"
        "export const add = (title: string) => client.add({ body: { title } });\n")})
    added = capability(contract, "POST", "/a")
    assert sorted(added["inputSchema"]["properties"]) == ["title"]     # the call's own body
    via = [v["rule"] for s in added["implementation"]["requests"][0]["callSites"]
           for v in s["via"]]
    assert via == ["ts-rest.route"]
