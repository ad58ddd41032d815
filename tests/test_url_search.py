"""``URL`` objects given a query after they are made (rule ``url.search-params``): exact
endpoints, query bindings, requiredness and the evidence line of each query parameter."""
from __future__ import annotations

from conftest import bindings, capability, endpoints
from test_recognisers import line_of

API = """\
import qs from 'qs';
import axios from 'axios';
const BASE = 'https://api.example.com';

export async function search(q: string, page?: number) {
  const url = new URL('/search', BASE);
  url.searchParams.set('q', q);
  if (page) url.searchParams.append('page', String(page));
  return fetch(url);
}

export async function list(filters: { tag?: string; limit?: number }) {
  const url = new URL('/items', BASE);
  url.search = new URLSearchParams({ tag: filters.tag, limit: String(filters.limit) }).toString();
  return fetch(url.toString());
}

export async function users(name: string, role: string) {
  const url = new URL(`${BASE}/users`);
  url.search = qs.stringify({ name, role });
  return fetch(url.href);
}

export async function tagged(tags: string[]) {
  const url = new URL('/tagged', BASE);
  tags.forEach((t) => url.searchParams.append('tag', t));
  return axios.get(url.toString());
}

export async function dynamic(key: string, value: string) {
  const url = new URL('/dynamic', BASE);
  url.searchParams.set(key, value);
  return fetch(url);
}

export async function plain(id: string) {
  const url = new URL(`/things/${id}`, BASE);
  return fetch(url);
}

export async function other(q: string) {
  const url = new URL('/other', BASE);
  const unrelated = new URL('/elsewhere', BASE);
  unrelated.searchParams.set('x', q);
  return fetch(url);
}
"""

PATH = "src/api.ts"


def evidence_line(cap: dict, name: str) -> int:
    return cap["evidence"][f"/inputSchema/properties/{name}"][0]["line"]


def test_search_params_calls_are_query_parameters(derive_files):
    cap = capability(derive_files({PATH: API}), "GET", "/search")
    assert bindings(cap) == {"query:q": "q", "query:page": "page"}
    assert cap["inputSchema"]["required"] == ["q"]
    assert evidence_line(cap, "q") == line_of(API, "url.searchParams.set('q'")
    assert evidence_line(cap, "page") == line_of(API, "url.searchParams.append('page'")


def test_search_assigned_from_url_search_params(derive_files):
    cap = capability(derive_files({PATH: API}), "GET", "/items")
    assert bindings(cap) == {"query:tag": "tag", "query:limit": "limit"}
    assert "required" not in cap["inputSchema"]         # both members are optional


def test_search_assigned_from_qs_and_read_through_href(derive_files):
    cap = capability(derive_files({PATH: API}), "GET", "/users")
    assert bindings(cap) == {"query:name": "name", "query:role": "role"}
    assert sorted(cap["inputSchema"]["required"]) == ["name", "role"]


def test_append_in_a_callback_is_optional_and_seen_by_any_client(derive_files):
    cap = capability(derive_files({PATH: API}), "GET", "/tagged")
    assert bindings(cap) == {"query:tag": "tag"}
    assert "required" not in cap["inputSchema"]
    assert cap["implementation"]["requests"][0]["callSites"][0]["rule"].startswith("axios")


def test_a_key_that_is_not_fixed_is_reported_not_guessed(derive_files):
    contract = derive_files({PATH: API})
    cap = capability(contract, "GET", "/dynamic")
    assert bindings(cap) == {}
    assert any(r["capability"] == cap["name"] and r["severity"] == "medium"
               and "comes from an expression the tool cannot follow" in r["message"]
               for r in contract["review"])
    assert cap["status"] == "requires-review"


def test_urls_without_search_and_other_urls_are_unchanged(derive_files):
    contract = derive_files({PATH: API})
    assert bindings(capability(contract, "GET", "/things/{id}")) == {"path:id": "id"}
    assert bindings(capability(contract, "GET", "/other")) == {}
    assert endpoints(contract) == {
        ("GET", "/search"), ("GET", "/items"), ("GET", "/users"), ("GET", "/tagged"),
        ("GET", "/dynamic"), ("GET", "/things/{id}"), ("GET", "/other")}
    assert len(contract["services"]) == 1


ROUTE = """\
const parts = { host: 'http://localhost.com', prefix: '/api/v1' };
export function route(rest: string, params: Record<string, string> = {}): string {
  const url = new URL(parts.prefix + rest, parts.host);
  for (const [key, value] of Object.entries(params)) {
    url.searchParams.append(key, String(value));
  }
  return url.toString().replace('http://localhost.com', '');
}
export const exportItems = () => fetch(route('/items/export?print=true&format=csv'));
export const labels = (page: string) => fetch(route(`/labels?page=${page}`));
"""


def test_a_literal_query_in_a_builders_path_stays_fixed(derive_files):
    """Rule ``url.search-params-join``: the caller's ``?print=true`` is the query; the
    builder's own appends join it with ``&``, so ``print`` is a fixed value, never an input."""
    contract = derive_files({PATH: ROUTE})
    assert endpoints(contract) == {("GET", "/api/v1/items/export"), ("GET", "/api/v1/labels")}
    export = capability(contract, "GET", "/api/v1/items/export")
    assert bindings(export) == {"query:print": "=True", "query:format": "=csv"}
    assert export["inputSchema"]["properties"] == {}
    labels = capability(contract, "GET", "/api/v1/labels")
    assert bindings(labels) == {"query:page": "page"}
    assert labels["inputSchema"]["required"] == ["page"]
