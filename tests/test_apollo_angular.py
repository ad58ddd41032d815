"""apollo-angular: the Apollo service, operation services and the clients' options (rules
graphql.apollo-angular, graphql.apollo-angular-service, graphql.codegen-service; the resolver
rules client.injected-parameter and this.field-initialiser they lean on)."""
from conftest import endpoints, sample_files

PACKAGE = ('{"name": "app", "dependencies": {"@angular/core": "18.2.0", "apollo-angular": "7.2.0",'
           ' "@apollo/client": "3.11.8", "graphql": "16.9.0"}}')
BOOKS = (
    "import { Injectable } from '@angular/core';\n"
    "import { Apollo, gql } from 'apollo-angular';\n"
    "const BOOKS = gql`query Books($first: Int) { books(first: $first) { id } }`;\n"
    "const REMOVE = gql`mutation RemoveBook($id: ID!) { removeBook(id: $id) { id } }`;\n"
    "@Injectable({ providedIn: 'root' })\n"
    "export class BooksService {\n"
    "  constructor(private apollo: Apollo) {}\n"
    "  list(first: number) { return this.apollo.watchQuery({ query: BOOKS, variables: { first } }); }\n"
    "  remove(id: string) { return this.apollo.mutate({ mutation: REMOVE, variables: { id } }); }\n"
    "}\n")


def operations(contract: dict) -> dict[str, tuple]:
    """``{capability: (operation type, operation name, path, authentication, site rules)}``."""
    out = {}
    for cap in contract["capabilities"]:
        request = cap["implementation"]["requests"][0]
        out[cap["name"]] = (request["graphql"]["operationType"],
                            request["graphql"]["operationName"], request["pathTemplate"],
                            cap["auth"]["authentication"],
                            sorted({s["rule"] for s in request["callSites"]}))
    return out


def messages(contract: dict) -> list[str]:
    return [r["message"] for r in contract["review"]]


def test_the_sample_app_sends_each_operation_to_the_provided_endpoint(derive_files):
    contract = derive_files(sample_files(
        "apollo-angular", "package.json", "src/app/app.config.ts",
        "src/app/graphql/generated.ts", "src/app/books/books.component.ts",
        "src/app/books/returns.component.ts", "src/app/authors/authors.service.ts"))
    assert operations(contract) == {
        "add_book": ("mutation", "AddBook", "/api/graphql", "bearer",
                     ["graphql.apollo-angular-service"]),
        "get_author": ("query", "Author", "/api/graphql", "bearer", ["graphql.apollo-angular"]),
        "get_books": ("query", "Books", "/api/graphql", "bearer",
                      ["graphql.apollo-angular", "graphql.apollo-angular-service"]),
        "get_shelves": ("query", "Shelves", "/api/graphql", "bearer",
                        ["graphql.apollo-angular-service"]),
        "retire_author": ("mutation", "RetireAuthor", "/api/graphql", "bearer",
                          ["graphql.apollo-angular"])}
    assert [(r["evidence"][0]["rule"], r["message"].split(":")[0]) for r in contract["review"]
            if "subscription" in r["message"]] == [
        ("graphql.subscription", "GraphQL subscription BookReturned")]   # a stream, no Tool
    books = next(c for c in contract["capabilities"] if c["name"] == "get_books")
    request = books["implementation"]["requests"][0]
    query = next(b["value"] for b in request["bindings"] if b["target"] == "body:query")
    assert "fragment BookFields on Book" in query          # the codegen document's fragment
    assert sorted(books["inputSchema"]["properties"]) == ["first", "shelf"]


def test_an_apollo_options_factory_with_an_injected_http_link(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/app/books.service.ts": BOOKS,
                             "src/app/graphql.module.ts": (
        "import { NgModule } from '@angular/core';\n"
        "import { APOLLO_OPTIONS, ApolloModule } from 'apollo-angular';\n"
        "import { HttpLink } from 'apollo-angular/http';\n"
        "import { InMemoryCache } from '@apollo/client/core';\n"
        "const uri = 'https://api.example.com/graphql';\n"
        "export function createApollo(httpLink: HttpLink) {\n"
        "  return { link: httpLink.create({ uri }), cache: new InMemoryCache() };\n"
        "}\n"
        "@NgModule({ exports: [ApolloModule],\n"
        "  providers: [{ provide: APOLLO_OPTIONS, useFactory: createApollo, deps: [HttpLink] }] })\n"
        "export class GraphQLModule {}\n")})
    assert endpoints(contract) == {("POST", "/graphql")}
    assert [s["observedBaseUrls"][0]["url"] for s in contract["services"]] == [
        "https://api.example.com"]
    assert operations(contract) == {
        "get_books": ("query", "Books", "/graphql", "unknown", ["graphql.apollo-angular"]),
        "remove_book": ("mutation", "RemoveBook", "/graphql", "unknown",
                        ["graphql.apollo-angular"])}
    assert not [m for m in messages(contract) if "GraphQL endpoint" in m]


def test_a_module_constructor_creates_the_client_with_a_context_link(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/app/books.service.ts": BOOKS,
                             "src/app/graphql.module.ts": (
        "import { NgModule } from '@angular/core';\n"
        "import { Apollo } from 'apollo-angular';\n"
        "import { HttpLink } from 'apollo-angular/http';\n"
        "import { InMemoryCache } from '@apollo/client/core';\n"
        "import { setContext } from '@apollo/client/link/context';\n"
        "@NgModule({})\n"
        "export class GraphQLModule {\n"
        "  constructor(apollo: Apollo, httpLink: HttpLink) {\n"
        "    const http = httpLink.create({ uri: '/api/graphql' });\n"
        "    const auth = setContext((_, { headers }) => ({ headers: { ...headers,\n"
        "      authorization: `Bearer ${localStorage.getItem('token')}` } }));\n"
        "    apollo.create({ link: auth.concat(http), cache: new InMemoryCache() });\n"
        "  }\n"
        "}\n")})
    assert endpoints(contract) == {("POST", "/api/graphql")}
    assert {n: op[3] for n, op in operations(contract).items()} == {
        "get_books": "bearer", "remove_book": "bearer"}


def test_named_clients_send_to_their_own_endpoint(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/app/app.config.ts": (
        "import { inject } from '@angular/core';\n"
        "import { provideApollo, provideNamedApollo } from 'apollo-angular';\n"
        "import { HttpLink } from 'apollo-angular/http';\n"
        "import { InMemoryCache } from '@apollo/client/core';\n"
        "export const appConfig = { providers: [\n"
        "  provideApollo(() => ({ link: inject(HttpLink).create({ uri: '/graphql' }),\n"
        "    cache: new InMemoryCache() })),\n"
        "  provideNamedApollo(() => ({ admin: { link: inject(HttpLink).create({\n"
        "    uri: '/admin/graphql' }), cache: new InMemoryCache() } })),\n"
        "] };\n"), "src/app/users.ts": (
        "import { Injectable, inject } from '@angular/core';\n"
        "import { Apollo, Query, gql } from 'apollo-angular';\n"
        "@Injectable({ providedIn: 'root' })\n"
        "export class AuditLogGQL extends Query<{ log: string[] }> {\n"
        "  override document = gql`query AuditLog { log }`;\n"
        "  override client = 'admin';\n"
        "}\n"
        "@Injectable({ providedIn: 'root' })\n"
        "export class UsersService {\n"
        "  private apollo = inject(Apollo);\n"
        "  private log = inject(AuditLogGQL);\n"
        "  users() { return this.apollo.use('admin').query({ query: gql`query Users { users { id } }` }); }\n"
        "  me() { return this.apollo.query({ query: gql`query Me { me { id } }` }); }\n"
        "  audit() { return this.log.fetch(); }\n"
        "  reports() { return this.apollo.use('reports').query({ query: gql`query Reports { reports }` }); }\n"
        "}\n")})
    assert {n: op[2] for n, op in operations(contract).items()} == {
        "get_audit_log": "/admin/graphql", "get_me": "/graphql", "get_users": "/admin/graphql",
        "get_reports": "/graphql"}
    # the 'reports' client has no options in source: its endpoint is assumed, and said so
    assert messages(contract).count(
        "the GraphQL endpoint is not named in source; /graphql assumed") == 1


def test_several_default_options_prove_no_endpoint(derive_files):
    config = ("import { inject } from '@angular/core';\n"
              "import { provideApollo } from 'apollo-angular';\n"
              "import { HttpLink } from 'apollo-angular/http';\n"
              "export const config = [provideApollo(() => ({ link: inject(HttpLink).create({\n"
              "  uri: '%s' }) }))];\n")
    contract = derive_files({"package.json": PACKAGE, "src/app/books.service.ts": BOOKS,
                             "src/app/browser.config.ts": config % "/api/graphql",
                             "src/app/server.config.ts": config % "/internal/graphql"})
    assert endpoints(contract) == {("POST", "/graphql")}
    assert "several GraphQL endpoints in source; /graphql assumed" in messages(contract)


def test_field_initialisers_read_the_component_members(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/app/books.ts": (
        "import { Component, inject } from '@angular/core';\n"
        "import { Apollo, gql } from 'apollo-angular';\n"
        "const JOBS = gql`query Jobs($queue: String) { jobs(queue: $queue) { id } }`;\n"
        "const SHELVES = gql`query Shelves { shelves }`;\n"
        "class JobsSource {\n"
        "  constructor(private apollo: Apollo, private queue: string) {}\n"
        "  load() { return this.apollo.query({ query: JOBS, variables: { queue: this.queue } }); }\n"
        "}\n"
        "@Component({ selector: 'app-jobs', template: '' })\n"
        "export class JobsComponent {\n"
        "  private apollo = inject(Apollo);\n"
        "  source = new JobsSource(this.apollo, 'default');\n"
        "  shelves$ = this.apollo.watchQuery({ query: SHELVES }).valueChanges;\n"
        "}\n")})
    assert {n: op[:2] for n, op in operations(contract).items()} == {
        "get_jobs": ("query", "Jobs"), "get_shelves": ("query", "Shelves")}


def test_codegen_services_of_a_missing_generated_module(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/app/tags.ts": (
        "import { Component, inject } from '@angular/core';\n"
        "import { gql } from 'apollo-angular';\n"
        "import { GetTagGQL, RenameTagGQL, TagStatsGQL } from '../generated/graphql';\n"
        "gql`query getTag($id: ID!) { tag(id: $id) { id } }\n"
        "    mutation renameTag($id: ID!, $label: String!) { renameTag(id: $id, label: $label) { id } }`;\n"
        "@Component({ selector: 'app-tags', template: '' })\n"
        "export class TagsComponent {\n"
        "  private getTag = inject(GetTagGQL);\n"
        "  private stats = inject(TagStatsGQL);\n"
        "  constructor(private renameTag: RenameTagGQL) {}\n"
        "  load(id: string) { return this.getTag.fetch({ id }); }\n"
        "  rename(id: string, label: string) { return this.renameTag.mutate({ id, label }); }\n"
        "  count() { return this.stats.watch(); }\n"
        "}\n")})
    # no document of the app names TagStats: that call stays unclaimed
    assert operations(contract) == {
        "get_tag": ("query", "getTag", "/graphql", "unknown", ["graphql.codegen-service"]),
        "rename_tag": ("mutation", "renameTag", "/graphql", "unknown",
                       ["graphql.codegen-service"])}
    rename = next(c for c in contract["capabilities"] if c["name"] == "rename_tag")
    assert rename["inputSchema"]["required"] == ["id", "label"]


def test_a_wrapper_forwarding_its_options_to_the_service(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/app/api.ts": (
        "import { Injectable } from '@angular/core';\n"
        "import { Apollo, gql } from 'apollo-angular';\n"
        "@Injectable({ providedIn: 'root' })\n"
        "export class Api {\n"
        "  constructor(private apollo: Apollo) {}\n"
        "  run(options: any) { return this.apollo.query(options); }\n"
        "  tags() { return this.run({ query: gql`query Tags { tags }` }); }\n"
        "}\n")})
    assert {n: op[:2] for n, op in operations(contract).items()} == {
        "get_tags": ("query", "Tags")}
