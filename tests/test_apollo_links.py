"""Apollo link chains: the credentials their context links set (rule graphql.context-link)."""
from conftest import endpoints

PACKAGE = '{"name": "app", "dependencies": {"@apollo/client": "3.10.0", "graphql": "16.8.1"}}'
TAGS = ("import { gql, useQuery } from '@apollo/client';\n"
        "const TAGS = gql`query Tags($first: Int) { tags(first: $first) { id } }`;\n"
        "export const useTags = () => useQuery(TAGS, { variables: { first: 10 } });\n")


def auth_of(contract: dict) -> list[tuple]:
    """``(name, authentication, tenant binding, [(file, line, rule, note)])`` per capability."""
    return sorted((c["name"], c["auth"]["authentication"],
                   (c["auth"].get("tenant") or {}).get("binding"),
                   [(e["file"], e["line"], e["rule"], e["note"]) for e in c["auth"]["evidence"]])
                  for c in contract["capabilities"])


def test_set_context_and_apollo_link_in_from_chain(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/tags.ts": TAGS, "src/client.ts": (
        "import { ApolloClient, ApolloLink, InMemoryCache, createHttpLink, from }"
        " from '@apollo/client';\n"
        "import { setContext } from '@apollo/client/link/context';\n"
        "import { onError } from '@apollo/client/link/error';\n"
        "import { orgHeaders } from './org';\n"
        "const httpLink = createHttpLink({ uri: '/api/graphql' });\n"
        "const authLink = setContext((_, { headers }) => ({\n"
        "  headers: { ...headers, authorization: token() ? `Bearer ${token()}` : '' } }));\n"
        "const orgLink = new ApolloLink((operation, forward) => {\n"
        "  operation.setContext({ headers: orgHeaders() });\n"
        "  return forward(operation);\n"
        "});\n"
        "const errorLink = onError(({ graphQLErrors }) => console.warn(graphQLErrors));\n"
        "const token = () => localStorage.getItem('token');\n"
        "export const client = new ApolloClient({ cache: new InMemoryCache(),\n"
        "  link: from([errorLink, authLink, orgLink, httpLink]) });\n"),
        "src/org.ts": ("export const orgHeaders = () => {\n"
                       "  const org = localStorage.getItem('org');\n"
                       "  return { ...(org ? { 'x-acme-organization': org } : {}) };\n"
                       "};\n")})
    assert endpoints(contract) == {("POST", "/api/graphql")}
    assert auth_of(contract) == [("get_tags", "bearer", "header:x-acme-organization", [
        ("src/client.ts", 7, "graphql.context-link", "header authorization")])]
    tenant = contract["capabilities"][0]["auth"]["tenant"]["evidence"]
    assert [(e["file"], e["line"], e["note"]) for e in tenant] == [
        ("src/org.ts", 3, "header x-acme-organization")]


def test_concat_and_split_keep_the_http_side_and_its_context(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/tags.ts": TAGS, "src/client.ts": (
        "import { ApolloClient, InMemoryCache, HttpLink, split } from '@apollo/client';\n"
        "import { setContext } from '@apollo/client/link/context';\n"
        "import { WebSocketLink } from '@apollo/client/link/ws';\n"
        "const authLink = setContext(async (_, { headers }) => {\n"
        "  const key = await loadKey();\n"
        "  return { headers: { ...headers, 'X-Api-Key': key } };\n"
        "});\n"
        "const loadKey = async () => sessionStorage.getItem('key');\n"
        "const http = authLink.concat(new HttpLink({ uri: 'https://api.tags.example/graphql' }));\n"
        "const ws = new WebSocketLink({ uri: 'wss://api.tags.example/graphql' });\n"
        "export const client = new ApolloClient({ cache: new InMemoryCache(),\n"
        "  link: split(({ query }) => isSubscription(query), ws, http) });\n")})
    assert endpoints(contract) == {("POST", "/graphql")}
    assert contract["services"][0]["observedBaseUrls"][0]["url"] == "https://api.tags.example"
    assert auth_of(contract) == [("get_tags", "api-key", None, [
        ("src/client.ts", 6, "graphql.context-link", "header X-Api-Key")])]


def test_a_link_that_sets_no_header_leaves_auth_unknown(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/tags.ts": TAGS, "src/client.ts": (
        "import { ApolloClient, ApolloLink, InMemoryCache, HttpLink } from '@apollo/client';\n"
        "const timing = new ApolloLink((operation, forward) => {\n"
        "  operation.setContext({ start: Date.now() });\n"
        "  return forward(operation);\n"
        "});\n"
        "export const client = new ApolloClient({ cache: new InMemoryCache(),\n"
        "  link: ApolloLink.from([timing, new HttpLink({ uri: '/graphql' })]) });\n")})
    assert auth_of(contract) == [("get_tags", "unknown", None, [
        (None, None, "auth.not-observed", "no credential handling seen on these call sites")])]


def test_apollo_boost_request_option_sets_the_header(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/tags.ts": TAGS, "src/client.ts": (
        "import ApolloClient from 'apollo-boost';\n"
        "export const client = new ApolloClient({ uri: '/graphql',\n"
        "  request: (operation) => {\n"
        "    operation.setContext({ headers: { authorization: `Bearer ${localStorage.token}` } });\n"
        "  } });\n")})
    assert auth_of(contract) == [("get_tags", "bearer", None, [
        ("src/client.ts", 4, "graphql.context-link", "header authorization")])]


def test_use_apollo_client_is_the_program_client(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/client.ts": (
        "import { ApolloClient, InMemoryCache } from '@apollo/client';\n"
        "export const client = new ApolloClient({ uri: '/api/graphql',"
        " cache: new InMemoryCache(), headers: { authorization: `Bearer ${t}` } });\n"),
        "src/page.tsx": (
        "import { gql, useApolloClient } from '@apollo/client';\n"
        "const DEL = gql`mutation DeleteTag($id: ID!) { deleteTag(id: $id) }`;\n"
        "export function useDelete() {\n"
        "  const client = useApolloClient();\n"
        "  return (id: string) => client.mutate({ mutation: DEL, variables: { id } });\n"
        "}\n")})
    assert endpoints(contract) == {("POST", "/api/graphql")}
    assert [(c["name"], c["auth"]["authentication"]) for c in contract["capabilities"]] == [
        ("delete_tag", "bearer")]


def test_http_link_fetch_option_sets_the_header(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/tags.ts": TAGS, "src/client.ts": (
        "import { ApolloClient, InMemoryCache, ApolloLink } from '@apollo/client';\n"
        "import { BatchHttpLink } from '@apollo/client/link/batch-http';\n"
        "import { ErrorLink } from '@apollo/client/link/error';\n"
        "export const client = new ApolloClient({ cache: new InMemoryCache(),\n"
        "  link: ApolloLink.from([new ErrorLink(() => {}), new BatchHttpLink({\n"
        "    uri: '/graphql', credentials: 'include',\n"
        "    fetch: async (uri, options) => {\n"
        "      const jwt = readCookie('jwt');\n"
        "      if (jwt) { options.headers.Authorization = `Bearer ${jwt}`; }\n"
        "      return fetch(uri, options);\n"
        "    } })]) });\n")})
    assert auth_of(contract) == [("get_tags", "bearer", None, [
        ("src/client.ts", 9, "graphql.context-link",
          "header Authorization, only under a condition")])]


def test_http_link_headers_option(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/other.ts": (
        "import { ApolloClient, InMemoryCache, createHttpLink } from '@apollo/client';\n"
        "import { gql } from '@apollo/client';\n"
        "const other = new ApolloClient({ cache: new InMemoryCache(), link: createHttpLink({\n"
        "  uri: 'https://partner.example/graphql', headers: { 'X-Api-Key': KEY } }) });\n"
        "const PING = gql`query Ping { ping }`;\n"
        "export const ping = () => other.query({ query: PING });\n")})
    assert auth_of(contract) == [
        ("get_ping", "api-key", None, [("src/other.ts", 4, "graphql.header", "header X-Api-Key")])]
