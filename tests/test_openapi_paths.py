"""The reader of openapi-typescript's generated types (:mod:`code2skill.openapi_paths`): for
one ``paths[path][method]`` it gives the declared path, query, header and JSON body fields
with their schema, requiredness, JSDoc description and declaration place, or says why it
could not read them; and the JSDoc text a type member keeps (rule ``ts.member-doc``)."""
from __future__ import annotations

import pytest

from code2skill.extractors.module_facts import extract_module
from code2skill.extractors.module_facts.types import jsdoc_text
from code2skill.extractors.registry import RECOGNISERS
from code2skill.modules import ModuleResolver
from code2skill.openapi_paths import DeclaredField, OperationReader
from code2skill.requests import DeclaredOperation
from code2skill.resolution.resolver import Resolver
from code2skill.types import TypeResolver

API = """export interface paths {
    "/pets/{petId}": {
        parameters: { query?: never; header?: never; path?: never; cookie?: never };
        get: operations["get_pet"];
        put?: never;
        /** Rename */
        patch: {
            parameters: {
                query?: never;
                header: {
                    /** @description The tenant */
                    "X-Tenant": string;
                };
                path: { petId: number };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["PetPatch"];
                };
            };
        };
    };
    "/pets": {
        parameters: { query?: never; header?: never; path?: never; cookie?: never };
        get: operations["list_pets"];
        post: operations["add_pet"];
    };
}
export interface components {
    schemas: {
        PetPatch: {
            /**
             * Name
             * @description The new name
             */
            name: string;
            tag?: string | null;
        };
        /** @enum {string} */
        Kind: "cat" | "dog";
    };
}
export interface operations {
    get_pet: {
        parameters: {
            query?: {
                /** @description Include the owner */
                owner?: boolean;
            };
            path: { petId: number };
        };
        requestBody?: never;
    };
    list_pets: {
        parameters: {
            query: {
                kind: components["schemas"]["Kind"];
                /** Format: int32 */
                limit?: number;
            };
        };
        requestBody?: never;
    };
    add_pet: {
        parameters: { query?: never };
        requestBody: {
            content: {
                "multipart/form-data": { photo: string };
                "application/json": { name: string; kind?: components["schemas"]["Kind"] };
            };
        };
    };
}
"""
CLIENT = "import type { paths } from './api';\nexport type Paths = paths;\n"
FILE = "src/api.d.ts"


@pytest.fixture(scope="module")
def reader() -> OperationReader:
    sources = {FILE: API, "src/client.ts": CLIENT}
    modules = {path: extract_module(path, "typescript", text.encode())
               for path, text in sources.items()}
    resolver = Resolver(modules, ModuleResolver(set(modules)), RECOGNISERS)
    return OperationReader(TypeResolver(resolver))


def read(reader, path, method, paths_type="paths", module="src/client.ts"):
    return reader.read(DeclaredOperation(paths_type, module, path, method, None))


def test_path_and_query_fields_through_an_operations_reference(reader):
    found = read(reader, "/pets/{petId}", "get")
    assert found.problem is None
    assert found.where == (FILE, (4, 9, 4, 35))
    assert found.fields == {
        "query": {"owner": DeclaredField({"type": "boolean"}, False, "Include the owner",
                                         "boolean", (FILE, (49, 17, 49, 32)))},
        "path": {"petId": DeclaredField({"type": "number"}, True, None, "number",
                                        (FILE, (51, 21, 51, 34)))}}
    assert found.body is None


def test_inline_operation_with_header_and_an_optional_components_body(reader):
    found = read(reader, "/pets/{petId}", "patch")
    assert found.fields["header"] == {"X-Tenant": DeclaredField(
        {"type": "string"}, True, "The tenant", "string", (FILE, (12, 21, 12, 39)))}
    assert found.fields["path"]["petId"].schema == {"type": "number"}
    assert found.fields["body"] == {
        "name": DeclaredField({"type": "string"}, True, "The new name", "string",
                              (FILE, (37, 13, 37, 25))),
        "tag": DeclaredField({"type": ["string", "null"]}, False, None, "string | null",
                             (FILE, (38, 13, 38, 32)))}
    assert found.body == {"type": "object", "properties": {
        "name": {"type": "string"}, "tag": {"type": ["string", "null"]}},
        "required": ["name"]}
    assert found.body_required is False
    assert found.body_where == (FILE, (19, 21, 19, 74))


def test_enum_from_a_components_union_and_a_required_query(reader):
    fields = read(reader, "/pets", "get").fields["query"]
    assert fields["kind"] == DeclaredField({"type": "string", "enum": ["cat", "dog"]}, True,
                                           None, 'components["schemas"]["Kind"]',
                                           (FILE, (58, 17, 58, 52)))
    assert fields["limit"] == DeclaredField({"type": "number"}, False, None, "number",
                                            (FILE, (60, 17, 60, 31)))


def test_json_body_is_chosen_over_a_form_one_and_required(reader):
    found = read(reader, "/pets", "post")
    assert found.body_required is True
    assert set(found.fields["body"]) == {"name", "kind"}
    assert found.fields["body"]["kind"].schema == {"type": "string", "enum": ["cat", "dog"]}
    assert found.fields["body"]["kind"].required is False
    assert found.fields["body"]["name"].where == (FILE, (70, 39, 70, 51))
    assert found.body_where == (FILE, (70, 17, 70, 91))


def test_an_alias_of_paths_is_followed(reader):
    found = read(reader, "/pets", "get", paths_type="Paths")
    assert found.problem is None
    assert set(found.fields["query"]) == {"kind", "limit"}


@pytest.mark.parametrize("paths_type, path, method, problem", [
    ("Missing", "/pets", "get",
     "its client's type Missing does not resolve to an object type in the source tree"),
    ("paths", "/owners", "get", "paths declares no path '/owners'"),
    ("paths", "/pets/{petId}", "put", "paths['/pets/{petId}'] declares no put operation"),
    ("paths", "/pets/{petId}", "delete",
     "paths['/pets/{petId}'] declares no delete operation"),
])
def test_what_does_not_resolve_is_a_problem(reader, paths_type, path, method, problem):
    found = read(reader, path, method, paths_type=paths_type)
    assert found.problem == problem
    assert found.fields == {} and found.body is None


def test_a_union_operation_type_is_not_followed():
    source = ("export interface paths { '/x': { get: A | B } }\n"
              "interface A { parameters: {} }\ninterface B { parameters: {} }\n")
    modules = {"a.ts": extract_module("a.ts", "typescript", source.encode())}
    reader = OperationReader(TypeResolver(Resolver(modules, ModuleResolver(set(modules)),
                                                   RECOGNISERS)))
    found = reader.read(DeclaredOperation("paths", "a.ts", "/x", "get", None))
    assert found.problem == ("the get operation's type A | B is no object type the reader "
                             "follows")


@pytest.mark.parametrize("comment, text", [
    ("/**\n * Movie Id\n * @description The id\n *   at the provider\n * @default 1\n */",
     "The id at the provider"),
    ("/** Add Movie */", "Add Movie"),
    ("/**\n * Format: uuid\n */", None),
    ("/**\n * Format: date-time\n * When it starts\n */", "When it starts"),
    ("// a line comment", None),
    ("/* a block comment */", None),
])
def test_jsdoc_text(comment, text):
    assert jsdoc_text(comment) == text


def test_a_member_keeps_its_doc_and_its_inline_members():
    source = "interface A {\n  /** @description The query */\n  q: { id: string };\n  b: number;\n}"
    q, b = extract_module("a.ts", "typescript", source.encode()).types["A"].members
    assert (q.doc, b.doc) == ("The query", None)
    assert [(m.name, m.type_text, m.span) for m in q.members] == [("id", "string",
                                                                  (3, 8, 3, 18))]
    assert b.members is None
