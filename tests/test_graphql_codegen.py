"""Codegen hooks whose generated module is not analysed, read from the app's own gql documents
(rules graphql.codegen-hook, graphql.codegen-document)."""
from conftest import endpoints

PACKAGE = '{"name": "app", "dependencies": {"@apollo/client": "3.10.0", "graphql": "16.8.1"}}'
CLIENT = ("import { ApolloClient, InMemoryCache } from '@apollo/client';\n"
          "export const client = new ApolloClient({ uri: '/api/graphql',"
          " cache: new InMemoryCache() });\n")
FRAGMENT = "import { gql } from '@apollo/client';\ngql`fragment TagFields on Tag { id label }`;\n"


def sites(cap: dict) -> list[tuple]:
    """``(file, line, rule)`` of a capability's call sites."""
    return sorted((s["file"], s["line"], s["rule"])
                  for s in cap["implementation"]["requests"][0]["callSites"])


def generated_sites(contract: dict) -> dict:
    return contract["source"]["coverage"]["byLibrary"].get("generated:src/generated/graphql")


def test_hooks_send_the_operations_the_app_documents_name(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/client.ts": CLIENT,
                             "src/fragments.tsx": FRAGMENT, "src/tags.tsx": (
        "import { gql } from '@apollo/client';\n"
        "import { useGetTagsQuery, useRenameTagMutation, useFindTagLazyQuery,\n"
        "  useTagStatsQuery } from '~/generated/graphql';\n"
        "gql`\n"
        "  query getTags($first: Int) { tags(first: $first) { ...TagFields } }\n"
        "  mutation renameTag($id: ID!, $label: String!) { renameTag(id: $id, label: $label) { id } }\n"
        "  query findTag($label: String!) { findTag(label: $label) { id } }\n"
        "`;\n"
        "export function Tags() {\n"
        "  const { data } = useGetTagsQuery({ variables: { first: 5 } });\n"
        "  const [rename] = useRenameTagMutation();\n"
        "  const [find] = useFindTagLazyQuery();\n"
        "  const stats = useTagStatsQuery();\n"
        "  return { data, rename, find, stats };\n"
        "}\n")})
    assert endpoints(contract) == {("POST", "/api/graphql")}
    caps = {c["name"]: c for c in contract["capabilities"]}
    assert sorted(caps) == ["get_tag", "get_tags", "rename_tag"]
    assert {n: (c["implementation"]["requests"][0]["graphql"]["operationType"],
                c["implementation"]["requests"][0]["graphql"]["operationName"])
            for n, c in caps.items()} == {"get_tag": ("query", "findTag"),
                                          "get_tags": ("query", "getTags"),
                                          "rename_tag": ("mutation", "renameTag")}
    rename = caps["rename_tag"]
    assert rename["inputSchema"]["required"] == ["id", "label"]
    assert {k: v["type"] for k, v in rename["inputSchema"]["properties"].items()} == {
        "id": "string", "label": "string"}
    request = caps["get_tags"]["implementation"]["requests"][0]
    query = next(b["value"] for b in request["bindings"] if b["target"] == "body:query")
    assert query == ("query getTags($first: Int) {\n  tags(first: $first) {\n    ...TagFields\n"
                     "  }\n}\n\nfragment TagFields on Tag {\n  id\n  label\n}")
    assert {n: sites(c) for n, c in caps.items()} == {
        "get_tag": [("src/tags.tsx", 12, "graphql.codegen-hook")],
        "get_tags": [("src/tags.tsx", 10, "graphql.codegen-hook")],
        "rename_tag": [("src/tags.tsx", 11, "graphql.codegen-hook")]}
    # the hook no document names stays a reviewed site of the missing module
    assert generated_sites(contract) == {"requestLikeSites": 1, "resolved": 0, "reviewed": 1,
                                         "unresolved": 0}
    assert [r["message"].split("analysed tree: ")[1].split("; if it")[0]
            for r in contract["review"] if "generated" in r["message"]] == [
        "3 call site(s) of its names were read from the operations the app's own gql documents "
        "define; 1 other call site(s) make requests code2skill cannot see"]


def test_document_import_and_suffix_and_duplicate_rules(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/client.ts": CLIENT,
                             "src/a.tsx": (
        "import { gql } from '@apollo/client';\n"
        "import { client } from './client';\n"
        "import { TagQueryDocument, useTagQuery, useCountsQuery, useSameQuery }"
        " from '../src/generated/graphql';\n"
        "gql`query TagQuery($id: ID!) { tag(id: $id) { id } }`;\n"
        "gql`query counts { counts }`;\n"
        "gql`query same { same }`;\n"
        "export const load = (id: string) => client.query({ query: TagQueryDocument,"
        " variables: { id } });\n"
        "export const useTag = () => useTagQuery();\n"
        "export const useCounts = () => useCountsQuery();\n"
        "export const useSame = () => useSameQuery();\n"),
        "src/b.tsx": ("import { gql } from '@apollo/client';\n"
                      "gql`query counts { counts(all: true) }`;\n"      # differs: ambiguous
                      "gql`query same { same }`;\n")})                  # identical: one
    caps = {c["name"]: c for c in contract["capabilities"]}
    assert sorted(caps) == ["get_same", "get_tag"]
    tag = caps["get_tag"]
    assert sites(tag) == [("src/a.tsx", 7, "graphql.query"),
                          ("src/a.tsx", 8, "graphql.codegen-hook")]
    assert sites(caps["get_same"]) == [("src/a.tsx", 10, "graphql.codegen-hook")]
    assert generated_sites(contract)["reviewed"] == 1            # useCountsQuery


def test_an_analysed_generated_module_is_read_as_code(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/client.ts": CLIENT,
                             "src/generated/graphql.ts": (
        "import { gql } from '@apollo/client';\n"
        "import * as Apollo from '@apollo/client';\n"
        "export const GetTagsDocument = gql`query getTags { tags { id } }`;\n"
        "export function useGetTagsQuery(options?: any) {\n"
        "  return Apollo.useQuery(GetTagsDocument, options);\n"
        "}\n"),
        "src/tags.tsx": ("import { gql } from '@apollo/client';\n"
                         "import { useGetTagsQuery } from './generated/graphql';\n"
                         "gql`query getTags { tags { id } }`;\n"
                         "export const useTags = () => useGetTagsQuery();\n")})
    assert [(c["name"], sites(c)) for c in contract["capabilities"]] == [
        ("get_tags", [("src/generated/graphql.ts", 5, "graphql.useQuery")])]
