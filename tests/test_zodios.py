"""Zodios clients made from an endpoint table (``extractors/zodios.py``).

Each test is a tiny client; the assertions are exact endpoints, bindings, encodings and the
body schema the table gives.
"""
from __future__ import annotations

from conftest import bindings, capability, endpoints

CLIENT = (
    "import { makeApi, Zodios, type ZodiosOptions } from '@zodios/core';\n"
    "import { z } from 'zod';\n"
    "const TagStore = z.object({ name: z.string().min(1).max(40),\n"
    "  color: z.union([z.string(), z.null()]).optional() }).passthrough();\n"
    "const endpoints = makeApi([\n"
    "  { method: 'get', path: '/v1/countries', alias: 'getCountries', response: z.any() },\n"
    "  { method: 'get', path: '/v1/orgs/:org/tags', alias: 'getTags',\n"
    "    parameters: [{ name: 'org', type: 'Path', schema: z.string() }], response: z.any() },\n"
    "  { method: 'post', path: '/v1/orgs/:org/tags', alias: 'createTag', requestFormat: 'json',\n"
    "    parameters: [{ name: 'body', type: 'Body', schema: TagStore },\n"
    "                 { name: 'org', type: 'Path', schema: z.string() }], response: z.any() },\n"
    "  { method: 'delete', path: '/v1/orgs/:org/tags/:tag', alias: 'deleteTag',\n"
    "    response: z.any() },\n"
    "  { method: 'post', path: '/v1/login', alias: 'login', requestFormat: 'form-url',\n"
    "    parameters: [{ name: 'body', type: 'Body', schema: z.object({ user: z.string() }) }],\n"
    "    response: z.any() },\n"
    "]);\n"
    "export const api = new Zodios('/api', endpoints);\n"
    "export function createApiClient(baseUrl: string, options?: ZodiosOptions) {\n"
    "  return new Zodios(baseUrl, endpoints, options);\n"
    "}\n")

INDEX = ("import { createApiClient } from './client';\n"
         "const api = createApiClient('/api', { validate: 'none' });\n"
         "export { createApiClient, api };\n")

PAGE = ("import { api } from '@/packages/api';\n"
        "export const tags = (org: string, page: number) =>\n"
        "  api.getTags({ params: { org }, queries: { page } });\n"
        "export const addTag = (org: string, tag: any) => api.createTag(tag, { params: { org } });\n"
        "export const dropTag = (org: string, tag: string) =>\n"
        "  api.deleteTag(undefined, { params: { org, tag } });\n"
        "export const signIn = (user: string) => api.login({ user });\n")

TSCONFIG = '{"compilerOptions": {"baseUrl": ".", "paths": {"@/*": ["src/*"]}}}'


def app(derive_files) -> dict:
    return derive_files({"tsconfig.json": TSCONFIG, "src/packages/api/client.ts": CLIENT,
                         "src/packages/api/index.ts": INDEX, "src/pages/tags.ts": PAGE})


def test_aliases_called_through_a_re_exported_client_are_its_endpoints(derive_files):
    contract = app(derive_files)
    assert endpoints(contract) == {
        ("GET", "/api/v1/orgs/{org}/tags"), ("POST", "/api/v1/orgs/{org}/tags"),
        ("DELETE", "/api/v1/orgs/{org}/tags/{tag}"), ("POST", "/api/v1/login")}
    # the table's uncalled alias (getCountries) is no request


def test_params_fill_the_path_and_queries_the_query(derive_files):
    contract = app(derive_files)
    assert bindings(capability(contract, "GET", "/api/v1/orgs/{org}/tags")) == {
        "path:org": "org", "query:page": "page"}
    dropped = capability(contract, "DELETE", "/api/v1/orgs/{org}/tags/{tag}")
    assert bindings(dropped) == {"path:org": "org", "path:tag": "tag"}
    assert dropped["implementation"]["requests"][0]["bodyEncoding"] == "none"


def test_the_body_parameter_schema_types_the_body(derive_files):
    contract = app(derive_files)
    create = capability(contract, "POST", "/api/v1/orgs/{org}/tags")
    request = create["implementation"]["requests"][0]
    assert request["bodyEncoding"] == "json"
    schema = create["inputSchema"]
    assert schema["properties"]["name"] == {"description": "Name of the tag.", "maxLength": 40,
                                            "minLength": 1, "type": "string"}
    assert schema["properties"]["color"]["type"] == ["string", "null"]
    assert schema["required"] == ["org", "name"]
    via = [e["rule"] for e in create["evidence"]["/implementation/requests/0/pathTemplate"]]
    assert via[0] == "zodios.call"


def test_request_format_sets_the_encoding(derive_files):
    login = capability(app(derive_files), "POST", "/api/v1/login")
    assert login["implementation"]["requests"][0]["bodyEncoding"] == "form"
    assert bindings(login) == {"body:user": "user"}


def test_method_and_path_calls_and_request_on_a_client_without_base(derive_files):
    contract = derive_files({"src/status.ts": (
        "import { makeEndpoint, Zodios } from '@zodios/core';\n"
        "import { z } from 'zod';\n"
        "const one = makeEndpoint({ method: 'get', path: '/status/:id', response: z.any() });\n"
        "const client = new Zodios([one]);\n"
        "export const get = (id: string) => client.get('/status/:id', { params: { id } });\n"
        "export const put = (id: string, up: boolean) =>\n"
        "  client.put('/status/:id', { up }, { params: { id } });\n"
        "export const send = (id: string) =>\n"
        "  client.request({ method: 'patch', url: '/status/:id', params: { id }, data: { id } });\n"
        "client.use({ name: 'log', request: async (_a, c) => c });\n")})
    assert endpoints(contract) == {("GET", "/status/{id}"), ("PUT", "/status/{id}"),
                                   ("PATCH", "/status/{id}")}
    assert bindings(capability(contract, "PUT", "/status/{id}")) == {
        "path:id": "id", "body:up": "up"}


def test_an_alias_the_table_does_not_show_is_reviewed(derive_files):
    contract = derive_files({"src/client.ts": (
        "import { Zodios } from '@zodios/core';\n"
        "import { endpoints } from 'generated-elsewhere';\n"
        "const api = new Zodios('/api', endpoints);\n"
        "export const list = () => api.getThings();\n"
        "api.use({ name: 'log' });\n")})
    assert endpoints(contract) == set()
    items = [r for r in contract["review"] if "getThings" in r["message"]]
    assert [r["severity"] for r in items] == ["medium"]
    assert contract["source"]["coverage"]["reviewed"] == 1


def test_hooks_send_queries_at_the_hook_and_mutations_at_mutate(derive_files):
    contract = derive_files({"src/client.ts": CLIENT, "src/page.ts": (
        "import { ZodiosHooks } from '@zodios/react';\n"
        "import { api } from './client';\n"
        "const hooks = new ZodiosHooks('api', api);\n"
        "export const useTags = (org: string) => hooks.useGetTags({ params: { org } });\n"
        "export function useAdd(org: string) {\n"
        "  const { mutate } = hooks.useCreateTag({ params: { org } });\n"
        "  return (name: string) => mutate({ name });\n"
        "}\n"
        "export const useDrop = (org: string, tag: string) => hooks.useMutation(\n"
        "  'delete', '/v1/orgs/:org/tags/:tag', { params: { org, tag } });\n"
        "export const unused = (org: string) => hooks.useCreateTag({ params: { org } });\n")})
    assert endpoints(contract) == {("GET", "/api/v1/orgs/{org}/tags"),
                                   ("POST", "/api/v1/orgs/{org}/tags")}
    create = capability(contract, "POST", "/api/v1/orgs/{org}/tags")
    sites = create["evidence"]["/implementation/requests/0/pathTemplate"]
    assert [(s["rule"], s["line"]) for s in sites] == [("zodios.mutation-hook", 7)]
    assert create["inputSchema"]["required"] == ["org", "name"]


def test_imported_body_schemas_and_parameter_schemas_type_the_inputs(derive_files):
    contract = derive_files({
        "src/schemas.ts": (
            "import { z } from 'zod';\n"
            "export const Project = z.object({ id: z.string(), name: z.string().max(80),\n"
            "  billable: z.boolean() });\n"),
        "src/models.ts": "export { Project as ProjectSchema } from './schemas';\n",
        "src/client.ts": (
            "import { makeApi, Zodios } from '@zodios/core';\n"
            "import { z } from 'zod';\n"
            "import { ProjectSchema } from './models';\n"
            "const endpoints = makeApi([\n"
            "  { method: 'patch', path: '/orgs/:org/projects/:id', alias: 'updateProject',\n"
            "    parameters: [{ name: 'body', type: 'Body', schema: ProjectSchema.partial()\n"
            "                     .omit({ id: true }) },\n"
            "                 { name: 'org', type: 'Path', schema: z.string().uuid() },\n"
            "                 { name: 'id', type: 'Path', schema: z.string() },\n"
            "                 { name: 'archived', type: 'Query', schema: z.boolean().optional() },\n"
            "                 { name: 'view', type: 'Query', schema: z.enum(['a', 'b']) },\n"
            "                 { name: 'Authorization', type: 'Header', schema: z.string() }],\n"
            "    response: z.any() },\n"
            "]);\n"
            "export const api = new Zodios('/api', endpoints);\n"),
        "src/page.ts": (
            "import { api } from './client';\n"
            "export function save(org, id, body: any, archived, view) {\n"
            "  return api.updateProject(body, { params: { org, id }, queries: { archived, view } });\n"
            "}\n")})
    update = capability(contract, "PATCH", "/api/orgs/{org}/projects/{id}")
    schema = update["inputSchema"]
    assert sorted(schema["properties"]) == ["archived", "billable", "id", "name", "org", "view"]
    assert schema["properties"]["name"]["maxLength"] == 80
    assert schema["properties"]["archived"]["type"] == "boolean"
    assert schema["properties"]["view"]["enum"] == ["a", "b"]
    assert schema["required"] == ["org", "id", "view"]
    assert update["auth"]["authentication"] == "bearer"
    assert [e["rule"] for e in update["auth"]["evidence"]] == ["zodios.header-schema"]
    rules = {v["rule"] for s in update["implementation"]["requests"][0]["callSites"]
             for v in s["via"]}
    assert {"zodios.body-schema", "zod.derived-schema", "zodios.parameter-schema"} <= rules
