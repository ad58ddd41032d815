"""TypeScript types to JSON Schema (``types.py``), resolved across modules.

A small program is extracted with :func:`extract_module`, resolved with :class:`Resolver` and
:class:`ModuleResolver`, and ``TypeResolver(resolver).schema(text, module)`` is asserted for each
type text as seen from ``src/a.ts``. A few end-to-end rows go through ``derive_files``. Tests
marked ``xfail(strict=True)`` document a defect of the tool (the reason says what is wrong).
"""
from __future__ import annotations

import pytest
from conftest import capability

from code2skill.extractors.module_facts import extract_module
from code2skill.extractors.registry import RECOGNISERS
from code2skill.modules import ModuleResolver
from code2skill.resolution.resolver import Resolver
from code2skill.types import TypeResolver

PROGRAM = {
    "src/types.ts": (
        "export interface Article {\n"                      # 1
        "  slug: string;\n"                                 # 2
        "  title: string;\n"                                # 3
        "  tags?: string[];\n"                              # 4
        "  body: string | null;\n"                          # 5
        "  count: number;\n"                                # 6
        "}\n"
        "export type Status = 'draft' | 'live';\n"
        "export type AnyStatus = Status | 'gone';\n"
        "export default interface Settings { dark: boolean }\n"
        "export class NewUser { name: string; email?: string; age: number = 3; }\n"
        "export interface Base { id: string }\n"
        "export interface Post extends Base { title: string }\n"
        "export enum Color { Red = 'red', Blue = 'blue' }\n"
        "export interface Envelope<T> { data: T; total: number }\n"
        "export type Paged<T, M = {}> = { items: T[]; meta?: M };\n"
        "export type Optional<T> = { [K in keyof T]?: T[K] };\n"
        "export type Counts = { [key: string]: number };\n"
        "export type Kind = 'song' | 'video' | null;\n"),
    "src/index.ts": ("export * from './types';\n"
                     "export { Article as Story } from './types';\n"),
    "src/ns/models.ts": "export interface Tag { label: string; color?: 'red' | 'blue' }\n",
    "src/a.ts": (
        "import { Article, Status, AnyStatus, NewUser, Post, Color, Envelope, Paged, Optional,"
        " Counts, Kind } from './types';\n"
        "import Settings from './types';\n"
        "import { Story } from './index';\n"
        "import type { AnyStatus as Barrelled } from './index';\n"
        "import * as m from './ns/models';\n"
        "type Local = { id: number; when: Date; deep: { x: string } };\n"
        "interface Opt { a?: string; b: string | undefined; c: number | null | undefined;"
        " lit: 'x' }\n"
        "class Dto { id!: string; private secret?: number; static s: string;"
        " readonly r: boolean; method() { return 1; } }\n"),
}

ARTICLE = {"type": "object", "properties": {
    "slug": {"type": "string"}, "title": {"type": "string"},
    "tags": {"type": "array", "items": {"type": "string"}},
    "body": {"type": ["string", "null"]}, "count": {"type": "number"}},
    "required": ["slug", "title", "body", "count"]}
ARTICLE_OPEN = {"type": "object", "properties": ARTICLE["properties"]}


@pytest.fixture(scope="module")
def types() -> TypeResolver:
    modules = {path: extract_module(path, "typescript", text.encode())
               for path, text in PROGRAM.items()}
    resolver = Resolver(modules, ModuleResolver(set(modules)), RECOGNISERS)
    return TypeResolver(resolver)


SCHEMAS = [
    # ---------------------------------------------------------------- primitives
    ("string", {"type": "string"}),
    ("number", {"type": "number"}),
    ("boolean", {"type": "boolean"}),
    ("Date", {"type": "string", "format": "date-time"}),
    ("true", {"type": "boolean", "const": True}),
    ("any", {}), ("unknown", {}), ("object", {}), ("{}", {}), ("bigint", {}), ("void", {}),
    ("Promise<Article>", {}), ("Map<string, number>", {}), ("Undeclared", {}),
    ("(string)", {"type": "string"}),
    # ---------------------------------------------------------------- arrays
    ("string[]", {"type": "array", "items": {"type": "string"}}),
    ("Array<number>", {"type": "array", "items": {"type": "number"}}),
    ("readonly string[]", {"type": "array", "items": {"type": "string"}}),
    ("ReadonlyArray<boolean>", {"type": "array", "items": {"type": "boolean"}}),
    ("Set<string>", {"type": "array", "items": {"type": "string"}}),
    ("string[][]", {"type": "array", "items": {"type": "array", "items": {"type": "string"}}}),
    ("Status[]", {"type": "array", "items": {"type": "string", "enum": ["draft", "live"]}}),
    ("Array<'a' | 'b'>", {"type": "array", "items": {"type": "string", "enum": ["a", "b"]}}),
    ("(string | number)[]", {"type": "array",
                             "items": {"anyOf": [{"type": "string"}, {"type": "number"}]}}),
    ("Array<Article>", {"type": "array", "items": ARTICLE}),
    # ---------------------------------------------------------------- literal unions → enum
    ("'a'", {"type": "string", "enum": ["a"]}),
    ("'a' | 'b'", {"type": "string", "enum": ["a", "b"]}),
    ('"a" | "b" | "a"', {"type": "string", "enum": ["a", "b"]}),
    ("Status", {"type": "string", "enum": ["draft", "live"]}),
    ("AnyStatus", {"type": "string", "enum": ["draft", "live", "gone"]}),   # nested aliases
    ("Barrelled", {"type": "string", "enum": ["draft", "live", "gone"]}),   # through a barrel
    ("AnyStatus | 'new'", {"type": "string", "enum": ["draft", "live", "gone", "new"]}),
    ("string | number", {"anyOf": [{"type": "string"}, {"type": "number"}]}),
    ("string | Undeclared", {}),                          # an unknown member admits anything
    # ---------------------------------------------------------------- null / undefined
    ("string | null", {"type": ["string", "null"]}),
    ("Status | null", {"type": ["string", "null"], "enum": ["draft", "live", None]}),
    ("string[] | null", {"type": ["array", "null"], "items": {"type": "string"}}),
    ("Article | null", {**ARTICLE, "type": ["object", "null"]}),
    ("string | undefined", {"type": "string"}),
    # ---------------------------------------------------------------- utility types
    ("Partial<Article>", ARTICLE_OPEN),
    ("Readonly<Article>", ARTICLE),
    ("Pick<Article, 'slug' | 'title'>", {"type": "object", "properties": {
        "slug": {"type": "string"}, "title": {"type": "string"}},
        "required": ["slug", "title"]}),
    ('Pick<Article, "slug">', {"type": "object", "properties": {"slug": {"type": "string"}},
                               "required": ["slug"]}),
    ("Omit<Article, 'body' | 'tags'>", {"type": "object", "properties": {
        "slug": {"type": "string"}, "title": {"type": "string"}, "count": {"type": "number"}},
        "required": ["slug", "title", "count"]}),
    ("Partial<Pick<Article, 'slug' | 'count'>>", {"type": "object", "properties": {
        "slug": {"type": "string"}, "count": {"type": "number"}}}),
    ("Pick<string, 'a'>", {}),
    # ---------------------------------------------------------------- generic declarations
    ("Envelope<Article>", {"type": "object", "properties": {          # argument from the use
        "data": ARTICLE, "total": {"type": "number"}},                 # site, members from
        "required": ["data", "total"]}),                               # the declaration
    ("Envelope<Local>", {"type": "object", "properties": {              # a type local to the
        "data": {"type": "object", "properties": {                     # use site only
            "id": {"type": "number"}, "when": {"type": "string", "format": "date-time"},
            "deep": {"type": "object", "properties": {"x": {"type": "string"}},
                     "required": ["x"]}},
            "required": ["id", "when", "deep"]},
        "total": {"type": "number"}}, "required": ["data", "total"]}),
    ("Envelope<Envelope<Status>>", {"type": "object", "properties": {
        "data": {"type": "object", "properties": {
            "data": {"type": "string", "enum": ["draft", "live"]}, "total": {"type": "number"}},
            "required": ["data", "total"]},
        "total": {"type": "number"}}, "required": ["data", "total"]}),
    ("Paged<Status>", {"type": "object", "properties": {               # an alias; a missing
        "items": {"type": "array", "items": {"type": "string", "enum": ["draft", "live"]}},
        "meta": {}}, "required": ["items"]}),                          # argument proves nothing
    ("Envelope", {"type": "object", "properties": {"data": {}, "total": {"type": "number"}},
                  "required": ["data", "total"]}),                     # no argument: T unknown
    ("Article<string>", {}),                                           # not generic
    # ---------------------------------------------------------------- mapped and indexed
    ("Optional<Article>", ARTICLE_OPEN),                               # homomorphic: Partial
    ("{ [K in keyof Article]-?: Article[K] }", {**ARTICLE_OPEN, "required": [
        "slug", "title", "tags", "body", "count"]}),                    # -?: Required
    ("{ readonly [K in keyof Article]: Article[K] }", ARTICLE),         # Readonly
    ("{ [K in keyof Article]: string }", {}),                           # not homomorphic
    ("Counts", {"type": "object"}),                                     # index signature
    ("{ [key: string]: number }", {"type": "object"}),
    # ---------------------------------------------------------------- indexed access
    ("Article['slug']", {"type": "string"}),
    ('Article["tags"]', {"type": "array", "items": {"type": "string"}}),
    ("Article['missing']", {}),
    # ---------------------------------------------------------------- inline object types
    ("{ a: string; b?: number }", {"type": "object", "properties": {
        "a": {"type": "string"}, "b": {"type": "number"}}, "required": ["a"]}),
    ("{ tags: Status[]; meta: { n: number } }", {"type": "object", "properties": {
        "tags": {"type": "array", "items": {"type": "string", "enum": ["draft", "live"]}},
        "meta": {"type": "object", "properties": {"n": {"type": "number"}},
                 "required": ["n"]}},
        "required": ["tags", "meta"]}),
    ("Local", {"type": "object", "properties": {
        "id": {"type": "number"}, "when": {"type": "string", "format": "date-time"},
        "deep": {"type": "object", "properties": {"x": {"type": "string"}},
                 "required": ["x"]}},
        "required": ["id", "when", "deep"]}),
    ("Opt", {"type": "object", "properties": {
        "a": {"type": "string"}, "b": {"type": "string"}, "c": {"type": ["number", "null"]},
        "lit": {"type": "string", "enum": ["x"]}},
        "required": ["lit"]}),
    # ---------------------------------------------------------------- imported declarations
    ("Article", ARTICLE),                                    # named import
    ("Story", ARTICLE),                                      # renamed re-export via a barrel
    ("Settings", {"type": "object", "properties": {"dark": {"type": "boolean"}},
                  "required": ["dark"]}),                    # default-exported interface
    ("m.Tag", {"type": "object", "properties": {
        "label": {"type": "string"}, "color": {"type": "string", "enum": ["red", "blue"]}},
        "required": ["label"]}),                             # import * as m
    ("m.Missing", {}),
    ("Tag", {}),                                             # not imported: unknown
    # ---------------------------------------------------------------- classes as DTO types
    ("NewUser", {"type": "object", "properties": {
        "name": {"type": "string"}, "email": {"type": "string"}, "age": {"type": "number"}},
        "required": ["name", "age"]}),
    ("Dto", {"type": "object", "properties": {"id": {"type": "string"},
                                              "r": {"type": "boolean"}},
             "required": ["id", "r"]}),                      # no private/static/methods
]


@pytest.mark.parametrize("text, schema", SCHEMAS, ids=[t for t, _ in SCHEMAS])
def test_schema(types, text, schema):
    assert types.schema(text, "src/a.ts").schema == schema


@pytest.mark.parametrize("text, optional, required", [
    ("string | undefined", True, []),
    ("number | null | undefined", True, []),
    ("string | null", False, []),
    ("Article", False, ["slug", "title", "body", "count"]),
    ("Partial<Article>", False, []),
    ("Omit<Article, 'slug'>", False, ["title", "body", "count"]),
    ("Article | undefined", True, ["slug", "title", "body", "count"]),
    ("Article['tags']", True, []),                        # an optional member
    ("Article['slug']", False, []),
])
def test_optional_and_required(types, text, optional, required):
    typed = types.schema(text, "src/a.ts")
    assert (typed.optional, typed.required) == (optional, required)


def test_members_carry_the_declaring_module_and_line(types):
    typed = types.schema("Article", "src/a.ts")
    assert {name: (where[0], where[1][0]) for name, where in typed.members.items()} == {
        "slug": ("src/types.ts", 2), "title": ("src/types.ts", 3), "tags": ("src/types.ts", 4),
        "body": ("src/types.ts", 5), "count": ("src/types.ts", 6)}
    inline = types.schema("{ a: string }", "src/a.ts")
    assert inline.members == {"a": None}


def test_a_union_of_enums_one_of_them_nullable(types):
    """A member whose schema's type is a list (``['string', 'null']``) is one kind among the
    union's: it made the union crash (a list is no set member) and lost the request."""
    assert types.schema("Kind | 'album'", "src/a.ts").schema == {"anyOf": [
        {"enum": ["song", "video", None], "type": ["string", "null"]},
        {"enum": ["album"], "type": "string"}]}


def test_unknown_module_or_text(types):
    assert types.schema("Article", "src/nowhere.ts").schema == {}
    assert types.schema("string", None).schema == {}
    assert types.schema(None, "src/a.ts").schema == {}
    assert types.schema("", "src/a.ts").schema == {}


def test_a_type_is_resolved_once_per_module_and_each_use_gets_its_own_copy(monkeypatch):
    modules = {path: extract_module(path, "typescript", text.encode())
               for path, text in PROGRAM.items()}
    types = TypeResolver(Resolver(modules, ModuleResolver(set(modules)), RECOGNISERS))
    resolved, looked_up = [], []
    original_resolved, original_declaration = types.resolved, types.declaration
    monkeypatch.setattr(types, "resolved", lambda text, module, depth, bindings: (
        resolved.append((text, depth)) or original_resolved(text, module, depth, bindings)))
    monkeypatch.setattr(types, "declaration", lambda name, module, depth: (
        looked_up.append((name, module, depth)) or original_declaration(name, module, depth)))
    first = types.schema("Article", "src/a.ts")
    first.children["slug"].optional = True               # a use may change its copy
    first.schema["properties"]["slug"]["type"] = "number"
    second = types.schema("Article", "src/a.ts")
    assert second.schema == ARTICLE and not second.children["slug"].optional
    assert [text for text, depth in resolved if depth == 0] == ["Article"]
    assert len(looked_up) == len(set(looked_up))         # each name once per module, depth


def test_a_member_read_copies_that_member_only(monkeypatch):
    """A member read (``v.title`` of ``v: Article``: :meth:`TypeResolver.member`) walks the
    shared schema and copies the one member it returns, never the interface: a typed body of
    N fields read one by one copied the N-member schema N times (quadratic: 146 s CPU for
    2,000 fields). The copy is the caller's to change; the shared schema stays as resolved."""
    import copy

    import code2skill.types as types_module
    modules = {path: extract_module(path, "typescript", text.encode())
               for path, text in PROGRAM.items()}
    types = TypeResolver(Resolver(modules, ModuleResolver(set(modules)), RECOGNISERS))
    copied, real = [], copy.deepcopy
    monkeypatch.setattr(types_module.copy, "deepcopy",
                        lambda value, memo=None: (copied.append(value) if memo is None else 0)
                        or real(value, memo))
    shared = types.shared("Article", "src/a.ts")
    title = types.member("Article", "src/a.ts", ("title",))
    tags = types.member("Article", "src/a.ts", ("tags",))
    assert copied == [shared.children["title"], shared.children["tags"]]
    assert (title.schema, title.optional) == ({"type": "string"}, False)
    assert (tags.schema, tags.optional) == ({"type": "array", "items": {"type": "string"}}, True)
    tags.optional, title.schema["type"] = False, "number"          # the caller's copy
    assert shared.children["tags"].optional is False              # as resolved: `tags?:`
    assert "tags" not in shared.required
    assert shared.schema == ARTICLE and shared.children["title"].schema == {"type": "string"}
    assert types.member("Article", "src/a.ts", ("nope",)).schema == {}
    assert types.member("Envelope<Article>", "src/a.ts", ("data", "slug")).schema == \
        {"type": "string"}
    assert types.member("Article", "src/a.ts", ()).schema == ARTICLE    # the whole type


def test_declared_members_are_indexed_by_name_once(types):
    members, where = types.declared_members("Article", "src/a.ts")
    assert list(members) == ["slug", "title", "tags", "body", "count"]
    assert (members["tags"].type_text, where) == ("string[]", "src/types.ts")
    assert types.declared_members("Article", "src/a.ts")[0] is members
    inline, here = types.declared_members("{ a: number; a: string }", "src/a.ts")
    assert ({n: m.type_text for n, m in inline.items()}, here) == ({"a": "number"}, "src/a.ts")


def test_interface_extends(types):
    typed = types.schema("Post", "src/a.ts")
    assert typed.schema == {"type": "object", "properties": {
        "id": {"type": "string"}, "title": {"type": "string"}}, "required": ["id", "title"]}


def test_string_enum_type(types):
    assert types.schema("Color", "src/a.ts").schema == {"type": "string",
                                                        "enum": ["red", "blue"]}


def test_number_literal_union(types):
    assert types.schema("1 | 2", "src/a.ts").schema == {"type": "number", "enum": [1, 2]}


def test_required_utility(types):
    assert types.schema("Required<Opt>", "src/a.ts").required == ["a", "lit"]


# ============================================================== through the pipeline
def test_barrel_interface_and_class_dto_in_a_contract(derive_files):
    contract = derive_files({
        "src/api.ts": "import axios from 'axios';\nexport const api = axios.create({});\n",
        "src/models/user.ts": ("export class NewUser {\n"
                               "  name!: string;\n"
                               "  role?: 'admin' | 'member';\n"
                               "}\n"),
        "src/models/index.ts": "export * from './user';\n",
        "src/users.ts": ("import { api } from './api';\n"
                         "import { NewUser } from './models';\n"
                         "export const add = (u: NewUser) => api.post('/users', u);\n")})
    cap = capability(contract, "POST", "/users")
    assert {k: (v["type"], v.get("enum")) for k, v in cap["inputSchema"]["properties"].items()} \
        == {"name": ("string", None), "role": ("string", ["admin", "member"])}
    assert cap["inputSchema"]["required"] == ["name"]
    assert [(e["kind"], e["file"], e["line"], e["rule"]) for e in
            cap["evidence"]["/inputSchema/properties/name"]] == \
        [("observed", "src/models/user.ts", 2, "body.typed")]


def test_small_constant_list_is_the_enum_of_the_input_it_types(derive_files):
    contract = derive_files({
        "src/reasons.ts": (
            "export const CANCEL_REASONS = ['customer-request', 'fraud', 'duplicate'] as const;\n"
            "export const PLANS = [{ id: 'pro', label: 'Pro plan' }] as const;\n"
            "export const COUNTRIES = [" + ", ".join(f"'c{i}'" for i in range(21)) + "] as const;\n"),
        "src/api.ts": (
            "import { CANCEL_REASONS, COUNTRIES, PLANS } from './reasons';\n"
            "type Reason = typeof CANCEL_REASONS[number];\n"
            "export const cancel = (id: string, reason: Reason, plan: typeof PLANS[number],\n"
            "                       country: typeof COUNTRIES[number]) =>\n"
            "  fetch(`/api/orders/${id}/cancel`, { method: 'POST',\n"
            "    body: JSON.stringify({ reason, plan, country }) });\n")})
    props = capability(contract, "POST", "/api/orders/{id}/cancel")["inputSchema"]["properties"]
    assert (props["reason"]["type"], props["reason"]["enum"]) == (
        "string", ["customer-request", "fraud", "duplicate"])
    # labelled entries are a catalogue, and 21 values are no small domain: no enum
    assert "enum" not in props["plan"] and "enum" not in props["country"]


GENERATED = (                      # the shape openapi-typescript generates (ts.indexed-access)
    "export interface components {\n"
    "  schemas: { Login: { email: string; password?: string } };\n"
    "  requestBodies: { LoginRequest: { content: {\n"
    "    'application/json': { user: components['schemas']['Login'] } } } };\n"
    "}\n"
    "export interface operations {\n"
    "  Login: { requestBody: components['requestBodies']['LoginRequest'];\n"
    "           responses: { 200: { token: string } } };\n"
    "}\n")


@pytest.mark.parametrize("text, schema", [
    ('api.operations["Login"]["requestBody"]["content"]["application/json"]',
     {"type": "object", "properties": {"user": {"type": "object", "properties": {
         "email": {"type": "string"}, "password": {"type": "string"}},
         "required": ["email"]}}, "required": ["user"]}),
    ("api.operations['Login']['responses'][200]", {
        "type": "object", "properties": {"token": {"type": "string"}}, "required": ["token"]}),
    ("api.operations['Login']['missing']['content']", {}),
    ("api.operations['Login'][number]", {}),
])
def test_indexed_access_chains_walk_declarations_lazily(text, schema):
    program = {"src/api.d.ts": GENERATED,
               "src/a.ts": "import type * as api from './api';\n"}
    modules = {path: extract_module(path, "typescript", body.encode())
               for path, body in program.items()}
    resolver = Resolver(modules, ModuleResolver(set(modules)), RECOGNISERS)
    assert TypeResolver(resolver).schema(text, "src/a.ts").schema == schema


@pytest.mark.parametrize("text, schema", [
    ("Post & { n?: number }", {"type": "object", "properties": {
        "id": {"type": "string"}, "title": {"type": "string"}, "n": {"type": "number"}},
        "required": ["id", "title"]}),
    ("Partial<Article> & Pick<Article, 'slug'>", {**ARTICLE_OPEN, "required": ["slug"]}),
    ("string & { __brand: 'Id' }", {"type": "string"}),              # a branded primitive
    ("Missing & { a: string }", {"type": "object", "properties": {"a": {"type": "string"}},
                                 "required": ["a"]}),                # unknown part adds nothing
])
def test_intersection(types, text, schema):
    assert types.schema(text, "src/a.ts").schema == schema


FILE_MEMBERS = [
    # (type text as seen from src/a.ts, member path, whether it may be file bytes)
    ("File", (), True),
    ("Blob | null", (), True),
    ("File | string", (), True),                                  # it may be one
    ("{ f: File }", ("f",), True),
    ("Partial<Article & { art?: File }>", ("art",), True),
    ("Omit<Article & { art: File }, 'slug'>", ("art",), True),
    ("Pick<Article & { art: File }, 'art'>", ("art",), True),
    ("Required<Envelope<File>>", ("data",), True),               # a generic's argument
    ("Envelope<{ scan: Blob | null }>", ("data", "scan"), True),
    ("{ pages: File[] }", ("pages", "0"), True),                  # an item of a list of files
    ("{ pages: Array<Blob> }", ("pages",), True),
    ("{ pages: File[] }", ("pages", "length"), False),
    ("{ f: File }", ("f", "name"), False),                       # the file's name is text
    ("Partial<Article & { art?: File }>", ("title",), False),
    ("Article", ("nothing",), False),
    ("Unknown", ("f",), False),
]


@pytest.mark.parametrize("text,path,file", FILE_MEMBERS)
def test_file_member(types, text, path, file):
    assert types.file_member(text, "src/a.ts", path)[0] is file


def test_a_file_member_cites_its_declaration_and_a_file_type_of_the_program_is_none():
    program = {"src/a.ts": ("export interface File { id: number }\n"
                            "export interface Upload { doc: File; raw: Blob }\n"
                            "export type Form = Upload & { name: string };\n")}
    modules = {path: extract_module(path, "typescript", text.encode())
               for path, text in program.items()}
    types = TypeResolver(Resolver(modules, ModuleResolver(set(modules)), RECOGNISERS))
    found, where = types.file_member("Partial<Form>", "src/a.ts", ("raw",))
    assert (found, where[0], where[1][0]) == (True, "src/a.ts", 2)
    assert types.file_member("Form", "src/a.ts", ("doc",)) == (False, None)
