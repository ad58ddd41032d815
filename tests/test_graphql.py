"""GraphQL recogniser: one capability per operation (field case FC-10)."""
from conftest import bindings, endpoints

FRAGMENTS = ("import { gql } from '@apollo/client';\n"
             "export const CARD_FIELDS = gql`fragment CardFields on Card { id title dueAt }`;\n")
BOARD = """import { gql, useMutation, useQuery } from '@apollo/client';
import { CARD_FIELDS } from './fragments';
const MOVE_CARD = gql`
  ${CARD_FIELDS}
  mutation MoveCard($cardId: ID!, $toColumn: ID!, $position: Int) {
    moveCard(cardId: $cardId, toColumn: $toColumn, position: $position) { ...CardFields }
  }
`;
const BOARD = gql`query Board($id: ID!) { board(id: $id) { columns { id } } }`;
export const useMoveCard = () => useMutation(MOVE_CARD);
export const useBoard = (id: string) => useQuery(BOARD, { variables: { id } });
"""
CLIENT = ("import { ApolloClient, InMemoryCache } from '@apollo/client';\n"
          "export const client = new ApolloClient({ uri: 'https://api.boards.example/graphql',"
          " cache: new InMemoryCache() });\n")


def by_name(contract: dict) -> dict:
    return {c["name"]: c for c in contract["capabilities"]}


def test_fc10_mutation_with_imported_fragment(derive_files):
    contract = derive_files({"src/fragments.ts": FRAGMENTS, "src/board.ts": BOARD,
                             "src/client.ts": CLIENT})
    caps = by_name(contract)
    assert sorted(caps) == ["get_board", "move_card"]
    move = caps["move_card"]
    request = move["implementation"]["requests"][0]
    assert (request["method"], request["pathTemplate"], request["service"]) == \
        ("POST", "/graphql", "boards")
    assert request["graphql"] == {"operationType": "mutation", "operationName": "MoveCard"}
    assert move["sideEffect"] == "update"
    assert move["operationPolicy"]["idempotency"] == "at-most-once"
    assert move["inputSchema"]["required"] == ["cardId", "toColumn"]
    assert {k: v.get("type") for k, v in move["inputSchema"]["properties"].items()} == {
        "cardId": "string", "toColumn": "string", "position": "integer"}
    assert bindings(move)["body:variables.position"] == "position"
    query = next(b["value"] for b in request["bindings"] if b["target"] == "body:query")
    assert "fragment CardFields on Card" in query and "mutation MoveCard" in query
    board = caps["get_board"]
    assert board["sideEffect"] == "read"
    assert board["operationPolicy"]["automaticRetry"] == "allowed"
    assert contract["services"][0]["observedBaseUrls"][0]["url"] == "https://api.boards.example"


def test_urql_and_graphql_request_clients(derive_files):
    contract = derive_files({"src/a.ts": (
        "import { gql, useQuery } from 'urql';\n"
        "import { request, GraphQLClient } from 'graphql-request';\n"
        "const TAGS = gql`query Tags { tags }`;\n"
        "const DEL = gql`mutation DeleteTag($id: ID!) { deleteTag(id: $id) }`;\n"
        "const ADD = gql`mutation AddTag($name: String!) { addTag(name: $name) }`;\n"
        "export const useTags = () => useQuery({ query: TAGS });\n"
        "export const del = (id: string) => request('https://gql.tags.example/graphql', DEL,"
        " { id });\n"
        "const client = new GraphQLClient('https://gql.tags.example/graphql');\n"
        "export const add = (name: string) => client.request(ADD, { name });\n")})
    caps = by_name(contract)
    assert {n: c["sideEffect"] for n, c in caps.items()} == {
        "add_tag": "create", "delete_tag": "delete", "get_tags": "read"}
    # the hook names no endpoint; the program's only GraphQL client gives it
    assert {c["implementation"]["requests"][0]["service"] for c in caps.values()} == {"tags"}
    assert endpoints(contract) == {("POST", "/graphql")}


def test_hook_without_any_client_assumes_graphql_and_says_so(derive_files):
    contract = derive_files({"src/a.ts": (
        "import { gql, useQuery } from '@apollo/client';\n"
        "const ME = gql`query Me { me { id } }`;\n"
        "export const useMe = () => useQuery(ME);\n")})
    assert endpoints(contract) == {("POST", "/graphql")}
    me = by_name(contract)["get_me"]
    assert me["status"] == "requires-review"
    assert any(r["capability"] == "get_me" and r["message"] ==
               "the GraphQL endpoint is not named in source; /graphql assumed"
               for r in contract["review"])


def test_documents_in_graphql_files(derive_files):
    contract = derive_files({
        "src/queries.graphql": ("query ListBooks($first: Int) { books(first: $first) { id } }\n"
                                "mutation RemoveBook($id: ID!) { removeBook(id: $id) }\n"),
        "src/books.ts": ("import { useQuery, useMutation } from '@apollo/client';\n"
                         "import { ListBooks, RemoveBook } from './queries.graphql';\n"
                         "export const useBooks = () => useQuery(ListBooks);\n"
                         "export const useRemove = () => useMutation(RemoveBook);\n")})
    caps = by_name(contract)
    assert sorted(caps) == ["list_books", "remove_book"]
    assert caps["list_books"]["sideEffect"] == "read"
    assert caps["remove_book"]["sideEffect"] == "delete"
    assert caps["remove_book"]["inputSchema"]["required"] == ["id"]
    site = caps["remove_book"]["evidence"]["/inputSchema/properties/id"][0]
    assert (site["file"], site["line"]) == ("src/queries.graphql", 2)


def test_endpoint_that_is_the_whole_base_url(derive_files):
    contract = derive_files({"src/a.ts": (
        "import { ApolloClient, InMemoryCache, gql } from '@apollo/client';\n"
        "const client = new ApolloClient({ uri: import.meta.env.VITE_OPS_GRAPHQL_URL,\n"
        "  cache: new InMemoryCache() });\n"
        "const ACK = gql`mutation AcknowledgeIncident($id: ID!) { acknowledgeIncident(id: $id)"
        " { id } }`;\n"
        "export const ack = (id: string) => client.mutate({ mutation: ACK, variables: { id } });\n"
        )})
    ack = by_name(contract)["acknowledge_incident"]
    request = ack["implementation"]["requests"][0]
    assert (request["method"], request["pathTemplate"], request["service"]) == ("POST", "/", "ops")
    assert (ack["sideEffect"], ack["status"]) == ("update", "draft")
    assert [s["baseUrlBinding"] for s in contract["services"]] == ["OPS_API_BASE_URL"]
    assert not [r for r in contract["review"] if "no fixed part" in r["message"]]


def test_endpoint_read_from_a_configuration_module_the_repository_lacks(derive_files):
    """Rule service.unresolved-base: ``uri: environment.GQL_ENDPOINT`` of an environment file
    the build writes is the base the Host binds, the operation sent to its root."""
    contract = derive_files({"src/a.ts": (
        "import { ApolloClient, InMemoryCache, gql } from '@apollo/client';\n"
        "import { environment } from './environments/environment';\n"
        "const client = new ApolloClient({ uri: environment.GQL_ENDPOINT,\n"
        "  cache: new InMemoryCache() });\n"
        "export const tags = () => client.query({ query: gql`query Tags { tags }` });\n"
        )})
    tags = by_name(contract)["get_tags"]
    request = tags["implementation"]["requests"][0]
    assert (request["method"], request["pathTemplate"]) == ("POST", "/")
    [service] = contract["services"]
    assert service["observedBaseUrls"] == []
    assert [e["rule"] for e in service["evidence"]] == ["service.unresolved-base"]
    assert not [r for r in contract["review"] if "could not be determined" in r["message"]]


def test_rest_call_to_a_bare_base_url_still_names_no_endpoint(derive_files):
    contract = derive_files({"src/a.ts": (
        "export const ping = () => fetch(import.meta.env.VITE_API_URL);\n")})
    assert contract["capabilities"] == []
    assert [r["message"] for r in contract["review"]] == [
        "request URL has no fixed part to name an endpoint (environment variable VITE_API_URL)"]


def pre(cap: dict) -> list[tuple]:
    return [(p["input"], p["issuedBy"], p["resultPath"], [e["line"] for e in p["evidence"]])
            for p in cap["preconditions"]]


def test_ids_returned_by_operations_feed_other_operations(derive_files):
    contract = derive_files({"src/a.ts": (
        "import { ApolloClient, InMemoryCache, gql, useQuery } from '@apollo/client';\n"
        "import { request } from 'graphql-request';\n"
        "const client = new ApolloClient({ uri: '/graphql', cache: new InMemoryCache() });\n"
        "const LIST = gql`query OpenIncidents { incidents { id } }`;\n"
        "const ACK = gql`mutation AcknowledgeIncident($id: ID!) { acknowledgeIncident(id: $id)"
        " { id } }`;\n"
        "const CLOSE = gql`mutation CloseIncident($id: ID!) { closeIncident(id: $id) { id } }`;\n"
        "const MUTE = gql`mutation MuteIncident($id: ID!) { muteIncident(id: $id) { id } }`;\n"
        "export async function ackFirst() {\n"
        "  const result = await client.query({ query: LIST });\n"
        "  return client.mutate({ mutation: ACK, variables: { id: result.data.incidents[0].id } });\n"
        "}\n"
        "export async function closeFirst() {\n"
        "  const data = await request('/graphql', LIST);\n"
        "  return request('/graphql', CLOSE, { id: data.incidents[0].id });\n"
        "}\n"
        "export function Page() {\n"
        "  const { data } = useQuery(LIST);\n"
        "  return () => client.mutate({ mutation: MUTE, variables: { id: data.incidents[0].id } });\n"
        "}\n")})
    caps = by_name(contract)
    assert pre(caps["acknowledge_incident"]) == [
        ("id", "get_open_incidents", "data.incidents.0.id", [10])]
    assert pre(caps["close_incident"]) == [
        ("id", "get_open_incidents", "data.incidents.0.id", [14])]
    assert pre(caps["mute_incident"]) == [
        ("id", "get_open_incidents", "data.incidents.0.id", [18])]


def test_endpoint_of_the_http_link_an_apollo_link_chain_ends_in(derive_files):
    contract = derive_files({"src/a.js": (
        "import { ApolloClient } from 'apollo-client';\n"
        "import { BatchHttpLink } from 'apollo-link-batch-http';\n"
        "import { ApolloLink, split } from 'apollo-link';\n"
        "import { WebSocketLink } from 'apollo-link-ws';\n"
        "import { ErrorLink } from 'apollo-link-error';\n"
        "import gql from 'graphql-tag';\n"
        "const http = ApolloLink.from([new ErrorLink(() => {}),\n"
        "  new BatchHttpLink({ uri: '/api/graphql', credentials: 'include' })]);\n"
        "const ws = new WebSocketLink({ uri: 'wss://example.test/subscriptions' });\n"
        "const client = new ApolloClient({ link: split(() => false, ws, http) });\n"
        "const Q = gql`query Pages { pages { id } }`;\n"
        "export const pages = () => client.query({ query: Q });\n")})
    request = by_name(contract)["get_pages"]["implementation"]["requests"][0]
    assert (request["method"], request["pathTemplate"]) == ("POST", "/api/graphql")
    assert not [r for r in contract["review"] if "endpoint" in r["message"]]


def test_anonymous_operations_are_named_by_what_they_select(derive_files):
    contract = derive_files({"src/a.ts": (
        "import { ApolloClient, InMemoryCache, gql } from '@apollo/client';\n"
        "const client = new ApolloClient({ uri: '/graphql', cache: new InMemoryCache() });\n"
        "const DEL = gql`mutation ($id: Int!) { assets { deleteAsset(id: $id) { ok } } }`;\n"
        "const LIST = gql`query ($folder: Int!) { assets { list(folderId: $folder) { id } } }`;\n"
        "const ONE = gql`query ($id: Int!) { pages { single(id: $id) { id title } } }`;\n"
        "const TWO = gql`query { users { id } groups { id } }`;\n"
        "export const del = (id: number) => client.mutate({ mutation: DEL, variables: { id } });\n"
        "export const list = (folder: number) =>\n"
        "  client.query({ query: LIST, variables: { folder } });\n"
        "export const one = (id: number) => client.query({ query: ONE, variables: { id } });\n"
        "export const two = () => client.query({ query: TWO });\n")})
    caps = by_name(contract)
    assert {n: (c["sideEffect"], c["evidence"]["/name"][0]["rule"]) for n, c in caps.items()} == {
        "delete_asset": ("delete", "name.graphql-selection"),
        "list_assets": ("read", "name.graphql-selection"),
        "get_pages_single": ("read", "name.graphql-selection"),
        "get_operation": ("read", "name.graphql-operation"),
    }


def test_a_mutation_named_like_a_read_is_a_reviewed_write_keeping_its_name(derive_files):
    """Rule ``side-effect.mutation-guess``: ``mutation downloadInvoicePdf`` is declared a
    write by its schema, so it is a guessed update with no automatic retry, reviewed; its name
    stays the operation's (``download_invoice_pdf``, not ``update_invoice_pdf``)."""
    contract = derive_files({
        "package.json": '{"name": "app", "dependencies": {"@apollo/client": "3.10.0"}}',
        "src/client.ts": ("import { ApolloClient, InMemoryCache } from '@apollo/client';\n"
                          "export const client = new ApolloClient({ uri: '/graphql',"
                          " cache: new InMemoryCache() });\n"),
        "src/invoice.ts": (
            "import { gql, useMutation } from '@apollo/client';\n"
            "const DOWNLOAD = gql`mutation downloadInvoicePdf($id: ID!) {\n"
            "  downloadInvoicePdf(input: { id: $id }) { fileUrl } }`;\n"
            "export const useDownload = () => useMutation(DOWNLOAD);\n")})
    [cap] = contract["capabilities"]
    assert (cap["name"], cap["sideEffect"], cap["status"],
            cap["operationPolicy"]["automaticRetry"]) == (
        "download_invoice_pdf", "update", "requires-review", "never")
    assert cap["evidence"]["/sideEffect"][0]["rule"] == "side-effect.mutation-guess"
