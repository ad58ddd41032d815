"""Rule ``output.wrapper-return-type``: the declared return type of the innermost function on a
request's call chain that returns the request's result unchanged is its output schema
(``Promise<T>`` unwrapped, ``any``/``unknown``/``void`` skipped), after the call's own type
argument; a function that transforms the result closes the chain."""

from __future__ import annotations

from conftest import capability

CLIENT = (
    "async function fetchApi<T>(url: string, init: RequestInit = {}): Promise<T> {\n"
    "  const response = await fetch(`/api${url}`, init);\n"
    "  return response.json();\n"
    "}\n"
    "export const api = {\n"
    "  get<T>(url: string): Promise<T> { return fetchApi<T>(url); },\n"
    "  post<T>(url: string, body: object): Promise<T> {\n"
    "    return fetchApi<T>(url, { method: 'POST', body: JSON.stringify(body) });\n"
    "  },\n"
    "};\n")
TYPES = ("export type Thing = { id: string; name: string };\n"
         "export interface Person { id: number; name: string }\n")


def output(contract: dict, method: str, path: str) -> tuple[dict | None, list[tuple]]:
    cap = capability(contract, method, path)
    return cap["outputSchema"], [(e["file"], e["line"], e["column"], e["kind"], e["rule"])
                                 for e in cap["evidence"].get("/outputSchema", [])]


def test_declared_return_types_of_wrappers_returning_the_response(derive_files):
    contract = derive_files({
        "src/client.ts": CLIENT, "src/types.ts": TYPES,
        "src/things.ts": (
            "import { api } from './client';\n"
            "import type { Thing, Person } from './types';\n"
            "export const createThing = (data: { name: string }): Promise<Thing> =>\n"
            "  api.post('/things', data);\n"
            "export async function getPerson(id: string): Promise<Person> {\n"
            "  return await api.get(`/people/${id}`);\n"
            "}\n")})
    schema, evidence = output(contract, "POST", "/api/things")
    assert schema["properties"].keys() == {"id", "name"}
    assert evidence == [("src/things.ts", 3, 54, "inferred", "output.wrapper-return-type")]
    schema, evidence = output(contract, "GET", "/api/people/{id}")
    assert schema["properties"].keys() == {"id", "name"}
    assert evidence == [("src/things.ts", 5, 46, "inferred", "output.wrapper-return-type")]


def test_a_transforming_wrapper_closes_the_chain(derive_files):
    contract = derive_files({
        "src/client.ts": CLIENT, "src/types.ts": TYPES,
        "src/people.ts": (
            "import { api } from './client';\n"
            "import type { Person } from './types';\n"
            "async function names(): Promise<string[]> {\n"
            "  const all = await api.get('/people');\n"
            "  return all.map((p: Person) => p.name);\n"
            "}\n"
            "export async function loadNames(): Promise<Person[]> {\n"
            "  return names() as any;\n"
            "}\n")})
    schema, evidence = output(contract, "GET", "/api/people")
    assert all(rule != "output.wrapper-return-type" for *_, rule in evidence)


def test_silent_types_are_skipped_and_a_type_argument_wins(derive_files):
    contract = derive_files({
        "src/client.ts": CLIENT, "src/types.ts": TYPES,
        "src/a.ts": (
            "import { api } from './client';\n"
            "import type { Thing, Person } from './types';\n"
            "const raw = (url: string): Promise<any> => api.get(url);\n"
            "export const thing = (id: string): Promise<Thing> => raw(`/things/${id}`);\n"
            "export const person = (): Promise<Thing> => api.get<Person>('/me');\n"
            "export const drop = (id: string): Promise<void> => api.post(`/drop/${id}`, {});\n")})
    schema, evidence = output(contract, "GET", "/api/things/{id}")
    assert schema["properties"].keys() == {"id", "name"}
    assert evidence == [("src/a.ts", 4, 36, "inferred", "output.wrapper-return-type")]
    schema, evidence = output(contract, "GET", "/api/me")
    assert evidence == [("src/a.ts", 5, 45, "observed", "output.type-argument")]
    schema, evidence = output(contract, "POST", "/api/drop/{id}")
    assert schema is None


def test_a_type_argument_of_an_enveloping_wrapper_is_not_the_body(derive_files):
    contract = derive_files({"src/http.ts": (
        "import axios from 'axios';\n"
        "interface ResultData<T> { code: string; msg: string; data: T }\n"
        "interface User { id: string }\n"
        "const service = axios.create({ baseURL: '/api' });\n"
        "class Http {\n"
        "  get<T>(url: string): Promise<ResultData<T>> { return service.get(url); }\n"
        "  raw<T>(url: string): Promise<T> { return service.get(url); }\n"
        "}\n"
        "const http = new Http();\n"
        "export const users = () => http.get<User[]>('/users');\n"
        "export const me = () => http.raw<User>('/me');\n")})
    users = capability(contract, "GET", "/api/users")["outputSchema"]
    assert sorted(users["properties"]) == ["code", "data", "msg"]        # the envelope
    me = capability(contract, "GET", "/api/me")["outputSchema"]
    assert sorted(me["properties"]) == ["id"]                            # T itself


def test_a_client_response_object_of_the_type_argument_keeps_it_as_the_body(derive_files):
    contract = derive_files({"src/api.ts": (
        "interface HttpResponse<D, E = unknown> extends Response { data: D; error: E }\n"
        "interface Tag { name: string }\n"
        "async function request<T = any, E = any>(path: string): Promise<HttpResponse<T, E>> {\n"
        "  return fetch(path) as Promise<HttpResponse<T, E>>;\n"
        "}\n"
        "export const tags = () => request<Tag[]>('/api/tags');\n")})
    assert capability(contract, "GET", "/api/tags")["outputSchema"]["type"] == "array"
