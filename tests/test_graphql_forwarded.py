"""Rules ``graphql.forwarded-options`` (an Apollo call through a wrapper that forwards its
whole options object) and ``graphql.upload-link`` (apollo-upload-client's
``createUploadLink({uri})`` is the HTTP link)."""
from __future__ import annotations

from conftest import bindings

PACKAGE = ('{"name": "forms", "dependencies": {"@apollo/client": "3.8.0", '
           '"apollo-upload-client": "17.0.0", "react": "18.2.0"}}')
REQUEST = """\
import { ApolloClient, InMemoryCache, from } from '@apollo/client'
import { onError } from '@apollo/client/link/error'
import { createUploadLink } from 'apollo-upload-client'

const links = [onError(({ graphQLErrors }) => console.log(graphQLErrors))]
const client = new ApolloClient({
  link: from([...links, createUploadLink({ uri: '/graphql' })]),
  cache: new InMemoryCache(),
})

export const request = {
  async query(options: any) {
    const result = await client.query(options)
    return result.data
  },
  async mutate(options: any) {
    const result = await client.mutate(options)
    return result.data
  },
}
"""
SERVICE = """\
import { gql } from '@apollo/client'
import { request } from '../request'

const LOGIN_GQL = gql`
  mutation login($input: LoginInput!) { login(input: $input) }
`
const FORMS_GQL = gql`
  query forms($projectId: String!) { forms(projectId: $projectId) { id name } }
`
export class FormService {
  static login(email: string, password: string) {
    return request.mutate({ mutation: LOGIN_GQL, variables: { input: { email, password } } })
  }
  static forms(projectId: string) {
    return request.query({ query: FORMS_GQL, variables: { projectId }, fetchPolicy: 'network-only' })
  }
}
"""
FILES = {"package.json": PACKAGE, "src/request.ts": REQUEST, "src/service/form.ts": SERVICE}


def summary(contract: dict) -> dict:
    """name → [(method, path, operation, call line, library call line and rule)]."""
    return {c["name"]: [(r["method"], r["pathTemplate"], r["graphql"]["operationName"],
                         site["line"], *[(v["line"], v["rule"]) for v in site["via"][-1:]])
                        for r in c["implementation"]["requests"] for site in r["callSites"]]
            for c in contract["capabilities"]}


def test_operations_through_a_wrapper_forwarding_its_options(derive_files):
    contract = derive_files(FILES)
    assert summary(contract) == {
        "login": [("POST", "/graphql", "login", 12, (17, "graphql.mutate"))],
        "get_forms": [("POST", "/graphql", "forms", 15, (13, "graphql.query"))],
    }
    caps = {c["name"]: c for c in contract["capabilities"]}
    assert bindings(caps["get_forms"])["body:variables.projectId"] == "projectId"
    assert bindings(caps["login"])["body:variables.input"] == "input"
    assert not [r for r in contract["review"] if r["severity"] == "medium"]
    assert contract["source"]["coverage"]["byLibrary"] == {"graphql": {
        "requestLikeSites": 2, "resolved": 2, "reviewed": 0, "unresolved": 0}}


def test_a_forwarded_document_no_caller_names_is_reviewed(derive_files):
    files = {"package.json": PACKAGE, "src/request.ts": REQUEST, "src/page.ts": """\
import { request } from './request'
declare const window: any
export const load = () => request.query(window.savedOptions)
"""}
    contract = derive_files(files)
    assert contract["capabilities"] == []
    assert sorted((r["severity"], r["evidence"][0]["file"], r["evidence"][0]["line"],
                   r["message"]) for r in contract["review"] if r["severity"] != "low") == [
        ("info", "src/request.ts", 17, "graphql request at src/request.ts:17 did not reach the "
         "contract: its method or URL comes from a caller code2skill did not find (a wrapper "
         "no analysed code calls, or calls only through a value it cannot follow); any "
         "endpoint reached through it is missing"),
        ("medium", "src/page.ts", 3, "GraphQL operation sent with an options object whose "
         "document no caller shows: the operation is not in the contract")]


def test_upload_link_default_export_names_the_endpoint(derive_files):
    files = {"package.json": PACKAGE, "src/client.ts": """\
import { ApolloClient, InMemoryCache, gql } from '@apollo/client'
import createUploadLink from 'apollo-upload-client/createUploadLink.mjs'
const client = new ApolloClient({ link: createUploadLink({ uri: '/api/graphql' }),
                                  cache: new InMemoryCache() })
const PAGES = gql`query pages { pages { id } }`
export const pages = () => client.query({ query: PAGES })
"""}
    contract = derive_files(files)
    assert summary(contract) == {"get_pages": [("POST", "/api/graphql", "pages", 6)]}
    assert not [r for r in contract["review"] if r["severity"] == "medium"]
