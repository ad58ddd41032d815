"""Relay operations (rule relay.operation, relay.refetchable-query) sent on the request of the
environment's network fetch function (rule relay.network-fetch)."""
from conftest import bindings, endpoints

ENVIRONMENT = """import { Environment, Network, RecordSource, Store } from 'relay-runtime';
function fetchGraphQL(params, variables) {
  return fetch('https://api.shop.example/graphql', {
    method: 'POST', credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: params.text, variables }),
  }).then((r) => r.json());
}
export const environment = new Environment({ network: Network.create(fetchGraphQL),
                                             store: new Store(new RecordSource()) });
"""
OPERATIONS = """import { graphql, useLazyLoadQuery, useMutation, useRefetchableFragment,
         usePreloadedQuery } from 'react-relay';
import { commitMutation, fetchQuery } from 'relay-runtime';
import { environment } from './environment';
const Cart = graphql`query CartQuery($id: ID!) { cart(id: $id) { ...CartLines_cart } }`;
export const useCart = (id) => useLazyLoadQuery(Cart, { id });
export const useCartView = (ref) => usePreloadedQuery(Cart, ref);
export const useLines = (cart) => useRefetchableFragment(graphql`
  fragment CartLines_cart on Cart @refetchable(queryName: "CartLinesRefetchQuery") { lines { id } }
`, cart);
export const useAdd = () => useMutation(graphql`
  mutation CartAddMutation($sku: String!) { addToCart(sku: $sku) { id } }`);
export const removeLine = (line) => commitMutation(environment, {
  mutation: graphql`mutation RemoveLineMutation($line: ID!) { removeLine(line: $line) { id } }`,
  variables: { line } });
export const search = (text) => fetchQuery(environment,
  graphql`query ProductSearchQuery($text: String!) { search(text: $text) { id } }`, { text });
"""


def by_operation(contract: dict) -> dict:
    return {r["graphql"]["operationName"]: (c, r) for c in contract["capabilities"]
            for r in c["implementation"]["requests"] if r.get("graphql")}


def test_each_relay_call_sends_its_operation_on_the_network_fetch(derive_files):
    contract = derive_files({"src/environment.js": ENVIRONMENT, "src/cart.js": OPERATIONS})
    ops = by_operation(contract)
    assert sorted(ops) == ["CartAddMutation", "CartLinesRefetchQuery", "CartQuery",
                           "ProductSearchQuery", "RemoveLineMutation"]
    assert endpoints(contract) == {("POST", "/graphql")}     # the fetch itself is no Tool
    assert [s["observedBaseUrls"][0]["url"] for s in contract["services"]] == \
        ["https://api.shop.example"]
    cart, request = ops["CartQuery"]
    assert (cart["sideEffect"], request["graphql"]["operationType"]) == ("read", "query")
    assert bindings(cart)["body:variables.id"] == "id"
    assert cart["auth"]["authentication"] == "cookie-session"    # the fetch's credentials
    assert [s["line"] for s in request["callSites"]] == [6]       # not usePreloadedQuery's
    remove, _ = ops["RemoveLineMutation"]
    assert remove["inputSchema"]["required"] == ["line"]
    assert bindings(remove)["body:variables.line"] == "line"
    assert ops["CartAddMutation"][1]["graphql"]["operationType"] == "mutation"
    lines, _ = ops["CartLinesRefetchQuery"]
    assert bindings(lines)["body:variables.id"] == "id"
    assert not [r for r in contract["review"] if "assumed" in r["message"]]
    compiled = [r["message"] for r in contract["review"] if "Relay compiler" in r["message"]]
    assert compiled == ["the Relay compiler sends CartQuery with the fragments it spreads from "
                        "other documents (CartLines_cart) inlined and Relay's own directives "
                        "removed: the query text shown is the source document, not the text "
                        "sent"]                       # rule relay.compiled-document


def test_a_document_handed_to_a_wrapper_is_sent_by_each_caller(derive_files):
    contract = derive_files({"src/environment.js": ENVIRONMENT, "src/preload.js": (
        "import { fetchQuery, graphql } from 'relay-runtime';\n"
        "import { environment } from './environment';\n"
        "export function preload(query, variables) {\n"
        "  return fetchQuery(environment, query, variables).subscribe({});\n}\n"
        "export const warm = () => preload(graphql`query WarmQuery { shop { id } }`, {});\n")})
    assert sorted(by_operation(contract)) == ["WarmQuery"]


def test_an_unresolved_network_url_keeps_graphql_and_says_so(derive_files):
    environment = ENVIRONMENT.replace("'https://api.shop.example/graphql'",
                                      "settings[process.argv[2]]")
    contract = derive_files({"src/environment.js": "const settings = {};\n" + environment,
                             "src/cart.js": OPERATIONS})
    assert endpoints(contract) == {("POST", "/graphql")}
    notes = {r["message"] for r in contract["review"] if "assumed" in r["message"]}
    assert notes == {"the URL the Relay network's fetch function posts to is not resolved; "
                     "/graphql assumed"}


def test_without_a_network_fetch_the_operations_keep_graphql_and_say_so(derive_files):
    contract = derive_files({"src/cart.js": OPERATIONS.replace(
        "import { environment } from './environment';\n", "const environment = null;\n")})
    assert len(by_operation(contract)) == 5
    notes = {r["message"] for r in contract["review"] if "assumed" in r["message"]}
    assert notes == {"the Relay network's fetch function (Network.create) is not found in "
                     "source; /graphql assumed"}


def test_a_json_post_of_a_parameter_id_is_no_relay_transport(derive_files):
    contract = derive_files({"src/environment.js": ENVIRONMENT, "src/cart.js": OPERATIONS,
                             "src/session.js": (
        "export const open = (session) => fetch('/sign/session', { method: 'POST',\n"
        "  body: JSON.stringify({ id: session.id }) });\n")})
    assert ("POST", "/sign/session") in endpoints(contract)


def test_a_compiler_artifact_sends_the_text_of_its_params(derive_files):
    # rule relay.generated-request: the committed __generated__ module of a query
    artifact = (
        "const node = (function(){\n  var v0 = [{\"kind\": \"Variable\"}];\n  return {\n"
        "    \"kind\": \"Request\", \"fragment\": {}, \"operation\": {},\n"
        "    \"params\": {\"id\": null, \"name\": \"ShopQuery\",\n"
        "      \"operationKind\": \"query\",\n"
        "      \"text\": \"query ShopQuery(\\n  $id: ID!\\n) {\\n  shop(id: $id) {\\n"
        "    id\\n  }\\n}\\n\"}\n"
        "  };\n})();\nexport default node;\n")
    contract = derive_files({"src/environment.js": ENVIRONMENT,
                             "src/__generated__/ShopQuery.graphql.js": artifact,
                             "src/main.js": (
        "import { loadQuery } from 'react-relay';\n"
        "import ShopQueryNode from './__generated__/ShopQuery.graphql.js';\n"
        "import { environment } from './environment';\n"
        "export const ref = loadQuery(environment, ShopQueryNode, { id: 'main' });\n")})
    shop, request = by_operation(contract)["ShopQuery"]
    assert request["graphql"] == {"operationType": "query", "operationName": "ShopQuery"}
    assert shop["inputSchema"]["required"] == ["id"]
    assert request["callSites"][0]["file"] == "src/main.js"


def test_the_babel_macro_tag_and_a_wrapper_hook_of_commit_mutation(derive_files):
    contract = derive_files({"src/environment.js": ENVIRONMENT, "src/useMutation.js": (
        "import { commitMutation } from 'relay-runtime';\n"
        "import { environment } from './environment';\n"
        "export default function useMutation(mutation) {\n"
        "  return (config) => commitMutation(environment, { ...config, mutation });\n}\n"),
        "src/actions.js": (
        "import graphql from 'babel-plugin-relay/macro';\n"
        "import useMutation from './useMutation';\n"
        "const Close = graphql`mutation ActionsCloseMutation($id: ID!) {\n"
        "  close(id: $id) { id } }`;\n"
        "export const useClose = () => useMutation(Close);\n")})
    assert sorted(by_operation(contract)) == ["ActionsCloseMutation"]
    assert endpoints(contract) == {("POST", "/graphql")}


def test_a_network_fetch_with_no_resolved_operation_stays_a_request(derive_files):
    contract = derive_files({"src/environment.js": ENVIRONMENT, "src/useMutation.js": (
        "import { commitMutation } from 'relay-runtime';\n"
        "import { environment } from './environment';\n"
        "export const run = (mutation) => commitMutation(environment, { mutation });\n")})
    assert endpoints(contract) == {("POST", "/graphql")}
    assert by_operation(contract) == {}        # the fetch's own POST, no operation
