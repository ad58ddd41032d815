"""Apollo operations sent through the provider's client, endpoints a page global may override,
documents parsed with graphql-js, package entry-file imports and GraphQL subscriptions (rules
graphql.context-client, graphql.page-global-override, graphql.unread-operation,
graphql.subscription)."""
from code2skill.package_entries import library_of

PACKAGE = ('{"name": "station", "dependencies": {"@apollo/client": "3.13.0", '
           '"@vue/apollo-composable": "4.2.0", "graphql": "16.9.0", "vue": "3.5.0"}}')
CLIENT = (
    "import { ApolloClient, createHttpLink, InMemoryCache } from "
    "'@apollo/client/core/index.js';\n"
    "const STATION_GRAPHQL = '/station/graphql';\n"
    "const absolute = (value) => /^https?:/.test(value) ? value\n"
    "  : new URL(value, window.location.origin).toString();\n"
    "const endpoint = () => window.STATION_ENDPOINT ? absolute(window.STATION_ENDPOINT)\n"
    "  : absolute(STATION_GRAPHQL);\n"
    "export const client = new ApolloClient({ link: createHttpLink({ uri: endpoint() }),"
    " cache: new InMemoryCache() });\n")
DOCS = (
    "import { parse } from 'graphql';\n"
    "export const CREATE = parse(`mutation CreatePool($name: String!) "
    "{ createPool(name: $name) { id } }`);\n"
    "export const LOG = parse(`subscription PoolLog($id: ID!) { poolLog(id: $id) { line } }`);\n")


def requests(contract: dict) -> dict[str, tuple]:
    """``{capability: (method, path, operation name, first call site rule)}``."""
    out = {}
    for cap in contract["capabilities"]:
        request = cap["implementation"]["requests"][0]
        out[cap["name"]] = (request["method"], request["pathTemplate"],
                            request["graphql"]["operationName"],
                            request["callSites"][0]["rule"])
    return out


def items(contract: dict) -> list[tuple[str, str, int, str]]:
    """``(severity, file, line, message)`` of the review items, output-schema items left out."""
    return sorted((r["severity"], r["evidence"][0]["file"], r["evidence"][0]["line"],
                   r["message"]) for r in contract["review"]
                  if not r["message"].startswith(("output schema", "variable $")))


def test_the_composable_client_member_sends_a_parsed_document_to_the_named_path(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/client.ts": CLIENT,
                             "src/docs.ts": DOCS, "src/pool.ts": (
        "import { useApolloClient } from '@vue/apollo-composable';\n"
        "import { CREATE } from './docs';\n"
        "export const createPool = async (name: string) => {\n"
        "  const apolloClient = useApolloClient().client;\n"
        "  const { data } = await apolloClient.mutate({ mutation: CREATE, variables: { name } });\n"
        "  return data.createPool.id;\n"
        "};\n"
        "export function useStoredPools() {\n"
        "  const { client } = useApolloClient();\n"
        "  const doc = JSON.parse(localStorage.getItem('doc') ?? 'null');\n"
        "  return () => client.query({ query: doc });\n"
        "}\n")})
    assert requests(contract) == {
        "create_pool": ("POST", "/station/graphql", "CreatePool", "graphql.mutate")}
    create = contract["capabilities"][0]
    assert create["status"] == "draft"                 # the endpoint is the source's own
    assert create["inputSchema"]["required"] == ["name"]
    assert items(contract) == [
        ("low", "src/client.ts", 2, "the GraphQL endpoint /station/graphql is used unless the "
         "page sets window.STATION_ENDPOINT, which no analysed code writes (rule "
         "graphql.page-global-override)"),
        ("medium", "src/pool.ts", 11, "GraphQL query(…) sends a document the analysis cannot "
         "read: the operation is not in the contract (rule graphql.unread-operation)")]
    assert contract["source"]["coverage"]["reviewed"] == 1


def test_resolve_client_gives_the_provider_client(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/client.ts": CLIENT,
                             "src/docs.ts": DOCS, "src/a.ts": (
        "import { useApolloClient } from '@vue/apollo-composable';\n"
        "import { gql } from '@apollo/client/core';\n"
        "const DRIVES = gql`query Drives { drives { id } }`;\n"
        "export const drives = () => useApolloClient().resolveClient().query({ query: DRIVES });\n"
        )})
    assert requests(contract) == {
        "get_drives": ("POST", "/station/graphql", "Drives", "graphql.query")}


def test_subscriptions_are_reviewed_sites_not_tools(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/client.ts": CLIENT,
                             "src/docs.ts": DOCS, "src/log.ts": (
        "import { useApolloClient, useQuery, useSubscription } from '@vue/apollo-composable';\n"
        "import { gql } from '@apollo/client/core';\n"
        "import { LOG } from './docs';\n"
        "const ALERTS = gql`subscription Alerts { alerts { id } }`;\n"
        "export const useAlerts = () => useSubscription(ALERTS);\n"
        "export const follow = (id: string) =>\n"
        "  useApolloClient().client.subscribe({ query: LOG, variables: { id } });\n"
        "const POOLS = gql`query Pools { pools { id } }`;\n"
        "const { subscribeToMore } = useQuery(POOLS);\n"
        "subscribeToMore({ document: LOG, variables: { id: 'p1' } });\n")})
    assert sorted(c["name"] for c in contract["capabilities"]) == ["get_pools"]
    assert [(severity, file, line) for severity, file, line, message in items(contract)
            if "(rule graphql.subscription)" in message] == [
        ("medium", "src/log.ts", 5), ("medium", "src/log.ts", 7), ("medium", "src/log.ts", 10)]
    assert any(m.startswith("GraphQL subscription PoolLog: a stream") for *_, m in items(contract))
    assert contract["source"]["coverage"]["reviewed"] == 3


def test_a_package_entry_file_names_the_package_module():
    modules = {"@apollo/client/core": "graphql", "axios": "axios"}
    assert library_of(modules, "@apollo/client/core/index.js") == "graphql"
    assert library_of(modules, "@apollo/client/core/index") == "graphql"
    assert library_of(modules, "@apollo/client/core.js") == "graphql"
    assert library_of(modules, "axios") == "axios"
    assert library_of(modules, "@apollo/client/cache/index.js") == "@apollo/client/cache/index.js"
    assert library_of(modules, "./index.js") == "./index.js"
