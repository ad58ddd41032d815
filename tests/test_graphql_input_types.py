"""Rule ``graphql.codegen-input-type`` (``code2skill.passes.graphql_input_types``): a GraphQL
input object variable takes the fields of the type graphql-codegen generated for it."""
from __future__ import annotations

from dataclasses import dataclass, field

from conftest import capability

from code2skill.passes.graphql_input_types import generated_input_type, listed, named_type


@dataclass
class Facts:
    types: dict = field(default_factory=dict)


@dataclass
class Decl:
    span: tuple


def test_the_named_type_of_a_reference():
    assert named_type("UpdateApiKeyInput!") == ("UpdateApiKeyInput", 0)
    assert named_type("[TagInput!]!") == ("TagInput", 1)
    assert named_type("[[Point]]") == ("Point", 2)


def test_lists_wrap_the_schema():
    assert listed({"type": "object"}, 1) == {"type": "array", "items": {"type": "object"}}
    assert listed({"type": "object"}, 0) == {"type": "object"}


def test_only_a_generated_module_declares_an_input_type():
    generated = Facts({"Scalars": Decl((1, 1, 3, 2)), "KeyInput": Decl((5, 1, 8, 2))})
    hand = Facts({"KeyInput": Decl((1, 1, 2, 2))})
    modules = {"src/gql/graphql.ts": generated, "src/forms.ts": hand}
    found = generated_input_type(modules, "KeyInput", "src/keys.ts")
    assert (found.module, found.span) == ("src/gql/graphql.ts", (5, 1, 8, 2))
    assert generated_input_type({"src/forms.ts": hand}, "KeyInput", None) is None
    twice = {"a/graphql.ts": generated, "b/graphql.ts": generated}
    assert generated_input_type(twice, "KeyInput", None) is None
    assert generated_input_type(twice, "KeyInput", "b/graphql.ts").module == "b/graphql.ts"


GENERATED = (
    "export type Maybe<T> = T | null;\n"
    "export type InputMaybe<T> = Maybe<T>;\n"
    "export type Scalars = {\n"
    "  String: { input: string; output: string; }\n"
    "  ID: { input: string; output: string; }\n"
    "};\n"
    "export type RenameInput = {\n"
    "  id: Scalars['ID']['input'];\n"
    "  name?: InputMaybe<Scalars['String']['input']>;\n"
    "};\n")


def test_a_variable_takes_the_generated_fields(derive_files):
    contract = derive_files({
        "src/gql/graphql.ts": GENERATED,
        "src/rename.ts": (
            "import { gql } from '@apollo/client';\n"
            "import { client } from './client';\n"
            "const RENAME = gql`mutation Rename($input: RenameInput!) { rename(input: $input) }`;\n"
            "export const rename = (id: string) =>\n"
            "  client.mutate({ mutation: RENAME, variables: { input: { id } } });\n"),
        "src/client.ts": (
            "import { ApolloClient, InMemoryCache } from '@apollo/client';\n"
            "export const client = new ApolloClient({ uri: '/graphql', "
            "cache: new InMemoryCache() });\n")})
    cap = capability(contract, "POST", "/graphql")
    schema = cap["inputSchema"]["properties"]["input"]
    assert schema["properties"] == {"id": {"type": "string"},
                                    "name": {"type": ["string", "null"]}}
    assert schema["required"] == ["id"]
    rules = [(e["rule"], e["file"], e["line"])
             for e in cap["evidence"]["/inputSchema/properties/input"]]
    assert ("graphql.codegen-input-type", "src/gql/graphql.ts", 7) in rules
    assert not any("whose fields the client does not show" in r["message"]
                   for r in contract["review"])
