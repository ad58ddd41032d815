"""openapi-react-query: a query hook sends its openapi-fetch request at the hook (rule
``openapi-react-query.query-hook``), a mutation's ``mutate(init)`` sends the method and path
its ``useMutation`` names (rule ``openapi-react-query.mutation-hook``)."""
from __future__ import annotations

PACKAGE = ('{"name": "kennel", "dependencies": {"openapi-fetch": "^0.13.0", '
           '"openapi-react-query": "^0.2.0", "react": "^18.3.0"}}')
API = ("import createFetchClient from 'openapi-fetch';\n"
       "import createClient from 'openapi-react-query';\n"
       "const fetchClient = createFetchClient({ baseUrl: 'https://api.example.com/v1' });\n"
       "export const $api = createClient(fetchClient);\n")


def requests(contract: dict) -> dict[tuple[str, str], tuple[list[str], list[str]]]:
    """``{(METHOD, pathTemplate): (site rules, binding targets)}``."""
    return {(req["method"], req["pathTemplate"]): (
        [s["rule"] for s in req["callSites"]], sorted(b["target"] for b in req["bindings"]))
        for cap in contract["capabilities"] for req in cap["implementation"]["requests"]}


def test_query_hooks_and_mutations_send_their_requests(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/api.ts": API, "src/pets.ts": (
        "import { $api } from './api';\n"
        "export function usePets(page: number, id: string) {\n"
        "  const list = $api.useQuery('get', '/pets', { params: { query: { page } } });\n"
        "  const one = $api.useSuspenseQuery('get', '/pets/{pet_id}',\n"
        "    { params: { path: { pet_id: id } } });\n"
        "  const add = $api.useMutation('post', '/pets');\n"
        "  const drop = $api.useMutation('delete', '/pets/{pet_id}');\n"
        "  return {\n"
        "    save: (name: string) => add.mutate({ body: { name } }),\n"
        "    remove: () => drop.mutateAsync({ params: { path: { pet_id: id } } }),\n"
        "  };\n"
        "}\n")})
    query, mutation = ["openapi-react-query.query-hook"], ["openapi-react-query.mutation-hook"]
    assert requests(contract) == {
        ("GET", "/pets"): (query, ["query:page"]),
        ("GET", "/pets/{pet_id}"): (query, ["path:pet_id"]),
        ("POST", "/pets"): (mutation, ["body:name"]),
        ("DELETE", "/pets/{pet_id}"): (mutation, ["path:pet_id"]),
    }
    assert {s["id"] for s in contract["services"]} == {"example"}


def test_hooks_over_anything_else_or_unwritten_methods_send_nothing(derive_files):
    """A hooks client made from no openapi-fetch client, a method the call does not write,
    and a mutation never mutated make no request."""
    contract = derive_files({"package.json": PACKAGE, "src/api.ts": API, "src/pets.ts": (
        "import createClient from 'openapi-react-query';\n"
        "import { $api } from './api';\n"
        "const other = createClient(window.customClient);\n"
        "export function usePets(method: 'get' | 'head') {\n"
        "  other.useQuery('get', '/other');\n"
        "  $api.useQuery(method, '/pets');\n"
        "  return $api.useMutation('post', '/pets');\n"
        "}\n")})
    assert requests(contract) == {}
