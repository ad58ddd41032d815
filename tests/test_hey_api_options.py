"""hey-api.options-data, hey-api.sse, hey-api.body-serializer: a hey-api SDK function whose
request data rides in its spread ``...options`` parameter."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

from code2skill.extractors.hey_api_options import data_types, declared_slots, optional_part
from code2skill.facts import TypeDecl, TypeMember

CLIENT = {
    "src/client/client/client.gen.ts": (
        "export const createClient = (config = {}) => {\n"
        "  const request = async (options) => {\n"
        "    const opts = { ...config, ...options };\n"
        "    return (await fetch(new Request(opts.baseUrl + opts.url))).json();\n"
        "  };\n"
        "  return { request, get: (o) => request({ ...o, method: 'GET' }),\n"
        "           post: (o) => request({ ...o, method: 'POST' }),\n"
        "           sse: { get: (o) => o } };\n"
        "};\n"),
    "src/client/client/index.ts": "export { createClient } from './client.gen';\n",
    "src/client/client.gen.ts": ("import { createClient } from './client';\n"
                                 "export const client = createClient({ baseUrl: '/api' });\n"),
    "src/client/core/bodySerializer.gen.ts": (
        "export const formDataBodySerializer = {\n"
        "  bodySerializer: (body) => { const data = new FormData();\n"
        "    Object.entries(body).forEach(([k, v]) => data.append(k, v)); return data; } };\n"),
    "src/client/types.gen.ts": (
        "export type Pet = { name: string; tag?: string };\n"
        "export type AddPetData = { body: Pet; path?: never; query?: never; url: '/pets' };\n"
        "export type ListPetsData = { body?: never; path?: never;\n"
        "  query?: { limit?: number; tag?: string }; url: '/pets' };\n"
        "export type FindPetsData = { body?: never; path?: never;\n"
        "  query: { q: string }; url: '/pets/find' };\n"
        "export type GetPetData = { body?: never; path: { id: number }; query?: never;\n"
        "  url: '/pets/{id}' };\n"
        "export type UploadData = { body: { file: Blob }; path: { id: number }; query?: never;\n"
        "  url: '/pets/{id}/photo' };\n"
        "export type EventsData = { body?: never; path?: never; query?: never;\n"
        "  url: '/events' };\n"),
    "src/client/sdk.gen.ts": (
        "import { formDataBodySerializer } from './core/bodySerializer.gen';\n"
        "import { client } from './client.gen';\n"
        "import type { AddPetData, ListPetsData, FindPetsData, GetPetData, UploadData,\n"
        "  EventsData } from './types.gen';\n"
        "type Options<T, E = boolean> = Omit<T, 'url'> & { client?: unknown };\n"
        "export const addPet = <E extends boolean = false>(options: Options<AddPetData, E>) =>\n"
        "  (options.client ?? client).post({ url: '/pets', ...options,\n"
        "    headers: { 'Content-Type': 'application/json', ...options.headers } });\n"
        "export const listPets = <E extends boolean = false>(\n"
        "  options?: Options<ListPetsData, E>) =>\n"
        "  (options?.client ?? client).get({ url: '/pets', ...options });\n"
        "export const findPets = <E extends boolean = false>(\n"
        "  options: Options<FindPetsData, E>) =>\n"
        "  (options.client ?? client).get({ url: '/pets/find', ...options });\n"
        "export const getPet = <E extends boolean = false>(options: Options<GetPetData, E>) =>\n"
        "  (options.client ?? client).get({ url: '/pets/{id}', ...options });\n"
        "export const uploadPhoto = <E extends boolean = false>(\n"
        "  options: Options<UploadData, E>) =>\n"
        "  (options.client ?? client).post({ ...formDataBodySerializer, url: '/pets/{id}/photo',\n"
        "    ...options, headers: { 'Content-Type': null, ...options.headers } });\n"
        "export const events = <E extends boolean = false>(options?: Options<EventsData, E>) =>\n"
        "  (options?.client ?? client).sse.get({ url: '/events', ...options });\n"),
}


def test_declared_data_type_gives_body_query_and_path(derive_files):
    contract = derive_files(CLIENT)
    assert endpoints(contract) == {("POST", "/api/pets"), ("GET", "/api/pets"),
                                   ("GET", "/api/pets/find"), ("GET", "/api/pets/{id}"),
                                   ("POST", "/api/pets/{id}/photo")}
    add = capability(contract, "POST", "/api/pets")
    assert bindings(add) == {"body:name": "name", "body:tag": "tag"}
    assert add["inputSchema"]["required"] == ["name"]
    assert add["implementation"]["requests"][0]["bodyEncoding"] == "json"
    listed = capability(contract, "GET", "/api/pets")
    assert bindings(listed) == {"query:limit": "limit", "query:tag": "tag"}
    assert "required" not in listed["inputSchema"]
    found = capability(contract, "GET", "/api/pets/find")
    assert bindings(found) == {"query:q": "q"}
    assert found["inputSchema"]["required"] == ["q"]
    got = capability(contract, "GET", "/api/pets/{id}")
    assert bindings(got) == {"path:id": "id"}          # body?: never, query?: never: none
    assert got["implementation"]["requests"][0]["bodyEncoding"] == "none"


def test_form_data_body_serializer_is_multipart(derive_files):
    photo = capability(derive_files(CLIENT), "POST", "/api/pets/{id}/photo")
    assert photo["implementation"]["requests"][0]["bodyEncoding"] == "multipart"


def test_sse_function_is_a_review_item_not_a_tool(derive_files):
    contract = derive_files(CLIENT)
    assert ("GET", "/api/events") not in endpoints(contract)
    items = [r for r in contract["review"] if "hey-api.sse" in r["message"]]
    assert len(items) == 1 and "GET /events" in items[0]["message"]
    assert contract["source"]["coverage"]["byLibrary"]["hey-api"]["reviewed"] == 1


def test_without_a_declared_type_callers_literals_give_the_slots(derive_files):
    contract = derive_files({**{k: v for k, v in CLIENT.items() if "sdk" not in k}, "src/fb.js": (
        "import { client } from './client/client.gen';\n"
        "export const send = (options) => client.post({ url: '/feedback', ...options });\n"
        "export const go = (text) => send({ body: { text } });\n")})
    sent = capability(contract, "POST", "/api/feedback")
    assert bindings(sent) == {"body:text": "text"}


def test_data_types_reads_the_type_arguments():
    assert data_types("Options<AddPetData, ThrowOnError>") == ["AddPetData", "ThrowOnError"]
    assert data_types("Options<AddPetData, ThrowOnError> | undefined") == ["AddPetData",
                                                                           "ThrowOnError"]
    assert data_types("Options<TComposable, XData, R>")[1] == "XData"
    assert data_types("{ client?: Client }") == []
    assert optional_part("Options<X> | undefined") == " | undefined"
    assert optional_part("Options<X>") == ""


def test_declared_slots_leave_out_never():
    decl = TypeDecl("D", (TypeMember("body", True, "never", (0, 0, 0, 0)),
                          TypeMember("query", True, "{ q?: string }", (0, 0, 0, 0)),
                          TypeMember("url", False, "'/x'", (0, 0, 0, 0))), None, (0, 0, 0, 0))
    assert declared_slots(decl) == {"query": "{ q?: string }"}
    assert declared_slots(TypeDecl("D", None, "string", (0, 0, 0, 0))) is None


def test_without_a_declared_type_callers_query_literals_give_its_parameters(derive_files):
    contract = derive_files({**{k: v for k, v in CLIENT.items() if "sdk" not in k}, "src/n.js": (
        "import { client } from './client/client.gen';\n"
        "export const notes = (options) => client.get({ url: '/notes', ...options });\n"
        "export const a = (tag) => notes({ query: { tag, limit: 5 } });\n"
        "export const b = () => notes({ query: { page: 2 } });\n")})
    assert bindings(capability(contract, "GET", "/api/notes")) == {
        "query:tag": "tag", "query:limit": "limit", "query:page": "page"}
