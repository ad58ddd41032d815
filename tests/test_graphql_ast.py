"""GraphQL documents written as JSON ASTs (rule graphql.ast-document)."""
import json

from code2skill.extractors.graphql_ast import document_text, is_document_literal

NAME = {"kind": "Name", "value": "BookList"}
QUERY = {"kind": "Document", "definitions": [{
    "kind": "OperationDefinition", "operation": "query", "name": NAME,
    "variableDefinitions": [{
        "kind": "VariableDefinition",
        "variable": {"kind": "Variable", "name": {"kind": "Name", "value": "page"}},
        "type": {"kind": "NonNullType", "type": {"kind": "NamedType",
                                                  "name": {"kind": "Name", "value": "Int"}}},
        "defaultValue": {"kind": "IntValue", "value": "1"}}],
    "selectionSet": {"kind": "SelectionSet", "selections": [{
        "kind": "Field", "name": {"kind": "Name", "value": "books"},
        "arguments": [{"kind": "Argument", "name": {"kind": "Name", "value": "page"},
                       "value": {"kind": "Variable",
                                 "name": {"kind": "Name", "value": "page"}}}],
        "selectionSet": {"kind": "SelectionSet", "selections": [
            {"kind": "FragmentSpread", "name": {"kind": "Name", "value": "BookPart"}}]}}]}},
    {"kind": "FragmentDefinition", "name": {"kind": "Name", "value": "BookPart"},
     "typeCondition": {"kind": "NamedType", "name": {"kind": "Name", "value": "Book"}},
     "selectionSet": {"kind": "SelectionSet", "selections": [
         {"kind": "Field", "name": {"kind": "Name", "value": "title"}}]}}]}


def test_a_codegen_document_is_its_printed_text():
    assert document_text(json.dumps(QUERY, separators=(",", ":"))) == (
        "query BookList($page: Int! = 1) {\n  books(page: $page) {\n    ...BookPart\n  }\n}"
        "\n\nfragment BookPart on Book {\n  title\n}")


def test_unquoted_keys_and_a_loc_member_are_read():
    text = ('{kind: "Document", definitions: [{kind: "OperationDefinition", operation: '
            '"mutation", name: {kind: "Name", value: "Ping"}, selectionSet: {kind: '
            '"SelectionSet", selections: [{kind: "Field", name: {kind: "Name", value: '
            '"ping"}}]}}], loc: {start: 0, end: 30}}')
    assert document_text(text) == "mutation Ping {\n  ping\n}"


def test_anything_else_is_no_document():
    assert not is_document_literal('{"definitions": [], "kind": "Document"}')
    assert document_text('{"kind": "Document", "definitions": []}') is None
    unknown = dict(QUERY, definitions=[{"kind": "Shape", "name": NAME}])
    assert document_text(json.dumps(unknown)) is None
    bad_operation = {"kind": "Document", "definitions": [
        dict(QUERY["definitions"][0], operation="fetch")]}
    assert document_text(json.dumps(bad_operation)) is None
    assert document_text('{"kind": "Document", "definitions": [') is None
    assert document_text('{"kind": "Document", "definitions": [{"kind": "Name", '
                         '"value": 3}]}') is None


def test_a_document_object_in_a_workspace_package_is_sent_by_graphql_request(derive_files):
    document = json.dumps(QUERY, separators=(",", ":"))
    contract = derive_files({
        "package.json": '{"name": "root", "workspaces": ["web", "generated"]}',
        "generated/package.json": '{"name": "@shop/generated", "main": "index.ts"}',
        "generated/index.ts": f"export const BookListDocument = {document} as unknown as "
                              "DocumentNode<BookListQuery, BookListQueryVariables>;\n",
        "web/package.json": '{"name": "web", "dependencies": {"graphql-request": "7.1.0",'
                            ' "@shop/generated": "workspace:*"}}',
        "web/books.ts": "import { GraphQLClient } from 'graphql-request';\n"
                        "import { BookListDocument } from '@shop/generated';\n"
                        "const client = new GraphQLClient('/api/graphql');\n"
                        "export const books = (page: number) =>\n"
                        "  client.request(BookListDocument, { page });\n"})
    [cap] = contract["capabilities"]
    [request] = cap["implementation"]["requests"]
    assert (request["method"], request["pathTemplate"]) == ("POST", "/api/graphql")
    assert request["graphql"]["operationType"] == "query"
    assert request["graphql"]["operationName"] == "BookList"
    assert cap["inputSchema"]["properties"]["page"]["type"] == "integer"
    assert cap["inputSchema"]["required"] == ["page"]
