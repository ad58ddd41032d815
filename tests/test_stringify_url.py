"""Rule ``query.stringify-url``: query-string's ``stringifyUrl({url, query})`` keeps the URL's
path and reads the query object's members as query parameters."""
from conftest import bindings, capability, endpoints

PACKAGE = '{"name": "app", "dependencies": {"query-string": "^9.0.0"}}'

WRAPPER = """
import queryString from 'query-string';
function buildUrl({ url, params }) {
  return queryString.stringifyUrl({ url: `/api/${url}`, query: params });
}
export async function get({ url, params }) {
  return (await fetch(buildUrl({ url, params }))).json();
}
"""


def test_wrapper_callers_name_paths_and_query(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/base.js": WRAPPER,
                             "src/hosts.js": """
import { get } from './base';
export const listHosts = (expand) => get({ url: 'hosts', params: { expand, sort: 'name' } });
export const getHost = (id) => get({ url: `hosts/${id}` });
"""})
    assert endpoints(contract) == {("GET", "/api/hosts"), ("GET", "/api/hosts/{id}")}
    listed = bindings(capability(contract, "GET", "/api/hosts"))
    assert listed["query:expand"] == "expand" and listed["query:sort"] == "=name"
    one = capability(contract, "GET", "/api/hosts/{id}")
    assert not any(t.startswith("query:") for t in bindings(one))
    assert not [r for r in contract["review"] if r["severity"] == "medium"]


def test_url_with_query_already_gets_an_ampersand(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/a.js": """
import { stringifyUrl } from 'query-string';
export const search = (q) => fetch(stringifyUrl({ url: '/api/search?v=2', query: { q } }));
"""})
    assert bindings(capability(contract, "GET", "/api/search")) == {
        "query:q": "q", "query:v": "=2"}
