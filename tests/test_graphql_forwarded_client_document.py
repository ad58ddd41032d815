"""Rule ``graphql.forwarded-document`` on a client call: a generic hook hands the document
its caller's options name to ``client.request`` (graphql-request), so each caller sends its
own operation; one a caller imports from a module the analysis does not read is a review item
naming it (``graphql.unread-document``)."""
from __future__ import annotations

PACKAGE = ('{"name": "w", "dependencies": {"graphql-request": "7.1.0", '
           '"@tanstack/react-query": "5.59.0", "react": "18.3.1"}}')
CLIENT = ("import { GraphQLClient } from 'graphql-request';\n"
          "export const client = new GraphQLClient('/api/graphql');\n")
CRUD = """\
import { useMutation } from '@tanstack/react-query';
import { client } from './client';
export const useCrud = (config) => useMutation({
  mutationFn: async (values) => {
    const input = config.toInput(values);
    return client.request(config.createDocument, { input });
  },
});
"""
BOOKS = """\
import { gql } from 'graphql-request';
import { CreateAuthorDocument } from '@acme/generated';
import { useCrud } from './crud';
const CreateBook = gql`mutation CreateBook($input: BookInput!) { createBook(input: $input) { id } }`;
const CreateShelf = gql`mutation CreateShelf($input: ShelfInput!) { createShelf(input: $input) { id } }`;
export const useBook = () => useCrud({ createDocument: CreateBook, toInput: (v) => v });
export const useShelf = () => useCrud({ createDocument: CreateShelf, toInput: (v) => v });
export const useAuthor = () => useCrud({ createDocument: CreateAuthorDocument, toInput: (v) => v });
"""


def test_each_caller_of_a_generic_hook_sends_its_own_document(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/client.ts": CLIENT,
                             "src/crud.ts": CRUD, "src/books.ts": BOOKS})
    sent = sorted((c["name"], r["method"], r["pathTemplate"], r["graphql"]["operationType"],
                   r["graphql"]["operationName"], r["callSites"][0]["line"])
                  for c in contract["capabilities"] for r in c["implementation"]["requests"])
    assert sent == [("create_book", "POST", "/api/graphql", "mutation", "CreateBook", 6),
                    ("create_shelf", "POST", "/api/graphql", "mutation", "CreateShelf", 7)]
    [item] = [r for r in contract["review"] if r["severity"] == "medium"]
    assert (item["evidence"][0]["file"], item["evidence"][0]["line"],
            item["evidence"][0]["rule"]) == ("src/books.ts", 8, "graphql.unread-document")
    assert item["message"].startswith("GraphQL document CreateAuthorDocument (operation "
                                      "CreateAuthor by graphql-codegen's <Name>Document "
                                      "naming) is imported from '@acme/generated'")
