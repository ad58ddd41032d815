"""Answers declared through a generic class (``PagedResult<MessageSummary>``: its type
parameters are read, so the argument is put in) and through DTO aliases indexed by a type
parameter over an openapi-typescript schema (rule ``ts.indexed-parameter``:
``components["schemas"][K]`` of ``ApiDto<"Bookmark">`` is ``components["schemas"]["Bookmark"]``),
as outputs and as a body type."""
from __future__ import annotations

from code2skill.types import bound_keys

SCHEMA = """\
export interface paths {
    "/tags": { get: operations["listTags"] };
}
export interface components {
    schemas: {
        Bookmark: { id: string; is_archived: boolean };
        Tag: { name: string };
    };
}
export interface operations {
    listTags: {
        responses: { 200: { content: { "application/json": components["schemas"]["Tag"][] } } };
    };
}
"""
TYPES = """\
import type { components, paths, operations } from "./schema";
type Schemas = components["schemas"];
export type ApiDto<K extends keyof components["schemas"]> = components["schemas"][K];
export type Model<T extends keyof Schemas> = Readonly<Schemas[T]>;
export type Answer<P extends keyof paths, M extends keyof paths[P]> =
    paths[P][M]["responses"][200]["content"]["application/json"];
export type Op<O extends keyof operations> = operations[O]["responses"][200]["content"]["application/json"];
export type Twice<K extends keyof components["schemas"]> = ApiDto<K>;
"""
CLIENT = """\
import type { ApiDto, Model, Answer, Op, Twice } from "./types";
async function apiFetch<T>(path: string, init?: RequestInit): Promise<T> {
    const res = await fetch(path, init);
    return (await res.json()) as T;
}
export const a = () => apiFetch<ApiDto<"Bookmark">>("/a");
export const b = () => apiFetch<Model<"Bookmark">>("/b");
export const c = () => apiFetch<Answer<"/tags", "get">>("/c");
export const d = () => apiFetch<Op<"listTags">>("/d");
export const e = () => apiFetch<Twice<"Bookmark">>("/e");
export const f = () => apiFetch<ApiDto<"Bookmark" | "Tag">>("/f");
export const g = (patch: ApiDto<"Bookmark">) =>
    apiFetch<void>("/g", { method: "PUT", body: JSON.stringify(patch) });
"""
BOOKMARK = {"type": "object", "properties": {"id": {"type": "string"},
                                             "is_archived": {"type": "boolean"}},
            "required": ["id", "is_archived"]}
TAGS = {"type": "array", "items": {"type": "object", "properties": {"name": {"type": "string"}},
                                   "required": ["name"]}}


def by_path(contract: dict) -> dict:
    return {r["pathTemplate"]: cap for cap in contract["capabilities"]
            for r in cap["implementation"]["requests"]}


def test_an_alias_indexed_by_its_type_parameter_is_the_schema_it_names(derive_files):
    caps = by_path(derive_files({"src/schema.d.ts": SCHEMA, "src/types.ts": TYPES,
                                 "src/client.ts": CLIENT}))
    for path in ("/a", "/b", "/e"):
        assert caps[path]["outputSchema"] == BOOKMARK, path
    assert caps["/c"]["outputSchema"] == TAGS
    assert caps["/d"]["outputSchema"] == TAGS


def test_a_union_of_keys_stays_unknown(derive_files):
    caps = by_path(derive_files({"src/schema.d.ts": SCHEMA, "src/types.ts": TYPES,
                                 "src/client.ts": CLIENT}))
    assert caps["/f"]["outputSchema"] is None


def test_an_indexed_alias_types_a_body(derive_files):
    caps = by_path(derive_files({"src/schema.d.ts": SCHEMA, "src/types.ts": TYPES,
                                 "src/client.ts": CLIENT}))
    body = caps["/g"]["inputSchema"]["properties"]
    assert {k: v["type"] for k, v in body.items()} == {"id": "string", "is_archived": "boolean"}


def test_bound_keys_writes_literal_keys_only():
    bound = {"K": ('"Bookmark"', "m", {}), "N": ("200", "m", {}), "U": ('"A" | "B"', "m", {}),
             "P": ("Q", "m", {"Q": ("'x'", "m", {})})}
    assert bound_keys('components["schemas"][K]', bound) == 'components["schemas"]["Bookmark"]'
    assert bound_keys("R[N]['content']", bound) == "R[200]['content']"
    assert bound_keys("T[P]", bound) == "T['x']"
    assert bound_keys('components["schemas"][U]', bound) is None
    assert bound_keys("T[Z]", bound) is None
    assert bound_keys("T[K]", {}) is None


def test_a_generic_class_answer_takes_its_type_argument(derive_files):
    contract = derive_files({
        "src/PagedResult.ts": (
            "export default class PagedResult<Type> {\n"
            "  constructor(page: number, results: Array<Type>) {\n"
            "    this.page = page; this.results = results;\n  }\n"
            "  page: number;\n  results: Array<Type>;\n}\n"),
        "src/Summary.ts": ("export default class Summary {\n"
                           "  constructor(id: string) { this.id = id; }\n  id: string;\n}\n"),
        "src/api.ts": (
            "import axios from 'axios';\nimport PagedResult from './PagedResult';\n"
            "import Summary from './Summary';\n"
            "export async function list(): Promise<PagedResult<Summary>> {\n"
            "  return (await axios.get('/api/messages')).data as PagedResult<Summary>;\n}\n")})
    [cap] = contract["capabilities"]
    assert cap["outputSchema"] == {
        "type": "object", "required": ["page", "results"],
        "properties": {"page": {"type": "number"}, "results": {
            "type": "array", "items": {"type": "object", "properties": {
                "id": {"type": "string"}}, "required": ["id"]}}}}


def test_a_wrappers_answer_is_the_type_argument_its_return_type_hands_back(derive_files):
    contract = derive_files({"src/a.ts": (
        "interface Res { ok: boolean }\ninterface Req { name: string }\n"
        "async function request<T>(path: string, init?: RequestInit): Promise<T> {\n"
        "  const r = await fetch(path, init);\n  return r.json();\n}\n"
        "const post = <TBody, TResponse>(path: string, data: TBody): Promise<TResponse> =>\n"
        "  request<TResponse>(path, { method: 'POST', body: JSON.stringify(data) });\n"
        "export const create = (name: string) => post<Req, Res>('/api/things', { name });\n")})
    [cap] = contract["capabilities"]
    assert cap["outputSchema"] == {"type": "object", "properties": {"ok": {"type": "boolean"}},
                                   "required": ["ok"]}


def test_a_primitive_member_deep_in_an_indexed_schema_keeps_its_type(derive_files):
    schema = SCHEMA.replace("Bookmark: { id: string; is_archived: boolean };",
                            'Bookmark: { id: string; is_archived: boolean; '
                            'tags: components["schemas"]["Tag"][] };')
    caps = by_path(derive_files({"src/schema.d.ts": schema, "src/types.ts": TYPES,
                                 "src/client.ts": CLIENT}))
    assert caps["/e"]["outputSchema"]["properties"]["tags"] == TAGS
