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


PARAM_PATH = """\
import axios from 'axios';
import { readFilters } from './filters';

function get(path: string, opts: { query?: Record<string, unknown> } = {}) {
  const url = new URL(path, location.origin);
  if (opts.query) {
    for (const [k, v] of Object.entries(opts.query)) url.searchParams.set(k, String(v));
  }
  return fetch(url);
}

function text(path: string, query: Record<string, string | undefined>) {
  const url = new URL(path, location.origin);
  Object.entries(query).forEach(([k, v]) => {
    if (v !== undefined) url.searchParams.append(k, v);
  });
  return axios.get(url.toString());
}

function one(path: string, id: string) {
  const url = new URL(path, location.origin);
  url.searchParams.set('id', id);
  return fetch(url.href);
}

function keyed(path: string, query: Record<string, string>) {
  const url = new URL(path, location.origin);
  for (const k of Object.keys(query)) url.searchParams.append(k, query[k]);
  return fetch(`${url}`);
}

export const logs = (level: string, since: string) =>
  get('/api/logs', { query: { level, since, limit: 20 } });
export const users = () => get('/api/users');
export const audit = () => get('/api/audit', { query: readFilters() });
export const exports = (format: string, until?: string) => text('/api/export', { format, until });
export const job = (id: string) => one('/api/job', id);
export const runs = (pipeline: string) => keyed('/api/runs', { pipeline });
"""
FILTERS = "export function readFilters() { return JSON.parse(localStorage.getItem('f')); }\n"


def param_path_contract(derive_files) -> dict:
    return derive_files({PATH: PARAM_PATH, "src/filters.ts": FILTERS})


def test_a_loop_on_a_url_made_from_a_parameter_sends_each_callers_keys(derive_files):
    """Rule ``url.object-query``: ``new URL(path, location.origin)`` with ``path`` the
    wrapper's parameter keeps the loop's pairs: the caller's keys are query parameters (a
    fixed value a fixed binding), each citing the loop's call."""
    contract = param_path_contract(derive_files)
    cap = capability(contract, "GET", "/api/logs")
    assert bindings(cap) == {"query:level": "level", "query:since": "since", "query:limit": "=20"}
    assert sorted(cap["inputSchema"]["required"]) == ["level", "since"]
    cited = cap["evidence"]["/inputSchema/properties/level"]
    assert (cited[0]["rule"], cited[0]["line"]) == (
        "url.object-query", line_of(PARAM_PATH, "url.searchParams.set(k, String(v))"))
    assert bindings(capability(contract, "GET", "/api/users")) == {}


def test_a_loop_guarded_on_its_value_sends_each_key_optionally(derive_files):
    """A ``forEach`` whose ``append`` runs only when the value is set leaves unset members
    out; the URL reaches axios through ``toString()``."""
    cap = capability(param_path_contract(derive_files), "GET", "/api/export")
    assert bindings(cap) == {"query:format": "format", "query:until": "until"}
    assert cap["inputSchema"]["required"] == ["format"]


def test_fixed_names_and_keys_loops_reach_href_and_templates(derive_files):
    contract = param_path_contract(derive_files)
    job = capability(contract, "GET", "/api/job")
    assert bindings(job) == {"query:id": "id"}
    assert job["inputSchema"]["required"] == ["id"]
    assert bindings(capability(contract, "GET", "/api/runs")) == {"query:pipeline": "pipeline"}


def test_a_query_object_the_tool_cannot_follow_is_reviewed(derive_files):
    contract = param_path_contract(derive_files)
    cap = capability(contract, "GET", "/api/audit")
    assert cap["status"] == "requires-review"
    assert any(r["capability"] == cap["name"] and r["severity"] == "medium"
               and "the query part" in r["message"] for r in contract["review"])


SELF_READ = """\
<script setup>
async function loadVideo() {
  var uri;
  if (!props.video.dash) {
    const url = new URL(props.video.dash);
  } else if (lbry) {
    const url = new URL(uri);
    url.searchParams.set("host", url.host);
    uri = url.toString();
    const contentType = await fetch(uri, {}).then(response => {
      uri = response.url;
      return response.headers.get("Content-Type");
    });
  }
}
</script>
"""


def test_a_query_value_read_from_its_own_url_is_a_cycle_not_a_crash(derive_files):
    # Piped's player: url.searchParams.set('host', url.host) on a URL made from a local a
    # callback rewrites; evaluating the query call's value read the URL again, unbounded
    # (exit 3, RecursionError). The URL is a reviewed call site with no fixed part.
    contract = derive_files({"package.json": '{"name": "player"}', "src/Player.vue": SELF_READ})
    assert contract["capabilities"] == []
    assert [(r["severity"], r["message"]) for r in contract["review"]] == [
        ("medium", "request URL has no fixed part to name an endpoint (one of "
                   "{url}?host={host}, parameter response)")]
    assert contract["review"][0]["evidence"][0]["line"] == 10
