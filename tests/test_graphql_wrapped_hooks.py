"""Rules ``graphql.forwarded-document`` (a project hook passing its document parameter to
Apollo's or urql's ``useQuery``), ``graphql.link-factory`` (a client made by a function from
the links array its caller passes) and ``call.default-import-name`` (an anonymous default
export is called by the names its importers give it)."""
from __future__ import annotations

from conftest import bindings

from code2skill.default_imports import default_import_names
from code2skill.facts import ImportFact, ModuleFacts

PACKAGE = ('{"name": "reader", "dependencies": {"@apollo/client": "3.11.0", "urql": "4.1.0",'
           ' "react": "18.3.1"}}')
FACTORY = """\
import { ApolloClient, InMemoryCache, from, HttpLink } from '@apollo/client'
import { setContext } from '@apollo/client/link/context'
export default (links) => new ApolloClient({ link: from(links), cache: new InMemoryCache() })
export const tokenLink = () => setContext((_, { headers }) => ({
  headers: { ...headers, 'X-Api-Key': localStorage.getItem('key') } }))
export const httpLink = () => new HttpLink({ uri: '/v2/graph' })
"""
MAIN = """\
import makeClient, { tokenLink, httpLink } from './client'
export const client = makeClient([tokenLink(), httpLink()])
export { useBook, useBooks } from './books'
"""
HOOK = """\
import { useQuery } from '@apollo/client'
export default function usePicked(query, pick, options) {
  const { data } = useQuery(query, { fetchPolicy: 'cache-first', ...options })
  return pick(data)
}
"""
BOOKS = """\
import { gql } from '@apollo/client'
import usePicked from './usePicked'
const BOOK = gql`query book($id: ID!) { book(id: $id) { title } }`
const BOOKS = gql`query books { books { title } }`
export const useBook = (id) => usePicked(BOOK, (d) => d.book, { variables: { id } })
export const useBooks = () => usePicked(BOOKS, (d) => d.books)
"""
FILES = {"package.json": PACKAGE, "src/client.js": FACTORY, "src/main.js": MAIN,
         "src/usePicked.js": HOOK, "src/books.js": BOOKS}


def summary(contract: dict) -> dict:
    """name → (method, path, operation, call file and line, auth kind)."""
    return {c["name"]: tuple((r["method"], r["pathTemplate"], r["graphql"]["operationName"],
                              r["callSites"][0]["file"], r["callSites"][0]["line"],
                              c["auth"]["authentication"] if c["auth"] else None)
                             for r in c["implementation"]["requests"])
            for c in contract["capabilities"]}


def test_each_caller_of_a_document_wrapper_sends_its_document_to_the_factory_link(
        derive_files):
    contract = derive_files(FILES)
    assert summary(contract) == {
        "get_book": (("POST", "/v2/graph", "book", "src/books.js", 5, "api-key"),),
        "get_books": (("POST", "/v2/graph", "books", "src/books.js", 6, "api-key"),)}
    caps = {c["name"]: c for c in contract["capabilities"]}
    assert bindings(caps["get_book"])["body:variables.id"] == "id"
    assert "body:variables.id" not in bindings(caps["get_books"])
    assert not [r for r in contract["review"] if r["severity"] != "low"]


def test_a_factory_no_code_calls_leaves_the_endpoint_unnamed(derive_files):
    files = dict(FILES)
    del files["src/main.js"]
    contract = derive_files(files)
    assert {r["pathTemplate"] for c in contract["capabilities"]
            for r in c["implementation"]["requests"]} == {"/graphql"}
    assert "the GraphQL endpoint is not named in source; /graphql assumed" in {
        r["message"] for r in contract["review"]}


def test_a_wrapper_forwarding_urql_options_sends_the_document_they_name(derive_files):
    files = {"package.json": PACKAGE, "src/useData.js": """\
import { useQuery } from 'urql'
export function useData(args) { const [result] = useQuery(args); return result.data }
""", "src/shelf.js": """\
import { useData } from './useData'
const Q = `query shelf($id: ID!) { shelf(id: $id) { name } }`
export const useShelf = (id) => useData({ query: Q, variables: { id } })
"""}
    contract = derive_files(files)
    assert summary(contract) == {
        "get_shelf": (("POST", "/graphql", "shelf", "src/shelf.js", 3, "unknown"),)}
    assert bindings(contract["capabilities"][0])["body:variables.id"] == "id"


def test_a_document_no_caller_names_is_reviewed(derive_files):
    files = {"package.json": PACKAGE, "src/usePicked.js": HOOK, "src/page.js": """\
import usePicked from './usePicked'
export const usePage = () => usePicked(window.savedQuery, (d) => d)
"""}
    contract = derive_files(files)
    assert contract["capabilities"] == []
    assert ("medium", "src/page.js", 2) in {
        (r["severity"], r["evidence"][0]["file"], r["evidence"][0]["line"])
        for r in contract["review"]
        if r["message"].startswith("GraphQL operation sent with an options object")}


def module(*imports: tuple[str, str, str]) -> ModuleFacts:
    """Facts of a module with only ``(local, source, imported)`` imports."""
    return ModuleFacts("m.js", "javascript", "", imports=[ImportFact(local, source, imported, (0, 0, 0, 0))
                                for local, source, imported in imports])


def test_default_import_names_are_the_importers_local_names():
    modules = {"src/a.js": module(("makeClient", "./client", "default"),
                                  ("other", "./other", "default")),
               "src/b.js": module(("build", "./client", "default"),
                                  ("httpLink", "./client", "httpLink")),
               "src/client.js": module()}
    targets = {("src/a.js", "./client"): "src/client.js", ("src/b.js", "./client"):
               "src/client.js", ("src/a.js", "./other"): "src/other.js"}
    assert default_import_names(modules, lambda p, s: targets.get((p, s)),
                                "src/client.js") == {"makeClient", "build"}
