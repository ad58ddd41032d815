"""Angular ``HttpParams`` / ``HttpHeaders`` builders (rule ``angular.params-builder``).

Each snippet states the exact query (or header) bindings, which inputs are required, and the
evidence line of every query parameter: the ``.set``/``.append`` call or the ``fromObject``
entry that adds it.
"""
from __future__ import annotations

from conftest import bindings, capability, endpoints
from test_recognisers import line_of

HEAD = """\
import { HttpClient, HttpHeaders, HttpParams } from '@angular/common/http';
import { Injectable } from '@angular/core';

export interface Filters { tag?: string; author?: string; limit?: number; }

@Injectable()
export class ArticlesService {
  constructor(private http: HttpClient) {}
"""

SERVICE = HEAD + """
  feed(limit: number, offset: number) {
    const params = new HttpParams().set('limit', String(limit)).set('offset', String(offset));
    return this.http.get('/articles/feed', { params });
  }

  tags(tag: string) {
    const params = new HttpParams({ fromObject: { tag: tag, page: '1' } });
    return this.http.get('/tags', { params: params });
  }

  search(q: string, author?: string) {
    let params = new HttpParams().set('q', q);
    if (author) {
      params = params.append('author', author);
    }
    return this.http.get('/search', { params });
  }

  inline(q: string) {
    return this.http.get('/inline', { params: new HttpParams().set('q', q) });
  }

  list(filters: Filters) {
    let params = new HttpParams();
    Object.keys(filters).forEach((key) => {
      params = params.set(key, filters[key]);
    });
    return this.http.get('/articles', { params });
  }

  mixed(filters: Filters, page: number) {
    let params = new HttpParams().set('page', String(page));
    Object.keys(filters).forEach((key) => {
      params = params.set(key, filters[key]);
    });
    return this.http.get('/mixed', { params });
  }

  me(token: string) {
    const headers = new HttpHeaders().set('Authorization', `Bearer ${token}`).set('X-Client', 'web');
    return this.http.get('/me', { headers });
  }

  plain(q: string) {
    return this.http.get('/plain', { params: { q } });
  }

  page(status: string, pageIndex: number, owner?: string) {
    let params = new HttpParams();
    params = params.appendAll({ status: status, pageIndex: pageIndex });
    if (owner) {
      params = params.append('owner', owner);
    }
    return this.http.get('/pages', { params });
  }

  chained(status: string) {
    const params = new HttpParams().appendAll({ status, closed: false }).append('limit', 10);
    return this.http.get('/chained', { params });
  }
}
"""

PATH = "src/app/articles.service.ts"


def query_lines(cap: dict) -> dict[str, int]:
    """``{query parameter: line of its first evidence}``."""
    out = {}
    for pointer, refs in cap["evidence"].items():
        if pointer.startswith("/inputSchema/properties/") and pointer.count("/") == 3:
            out[pointer.rsplit("/", 1)[1]] = refs[0]["line"]
    return out


def test_chained_set_gives_one_query_parameter_per_key(derive_files):
    contract = derive_files({PATH: SERVICE})
    cap = capability(contract, "GET", "/articles/feed")
    assert bindings(cap) == {"query:limit": "limit", "query:offset": "offset"}
    assert sorted(cap["inputSchema"]["required"]) == ["limit", "offset"]
    line = line_of(SERVICE, "new HttpParams().set('limit'")
    assert query_lines(cap) == {"limit": line, "offset": line}


def test_from_object_entries_are_query_parameters(derive_files):
    contract = derive_files({PATH: SERVICE})
    cap = capability(contract, "GET", "/tags")
    assert bindings(cap) == {"query:tag": "tag", "query:page": "=1"}
    assert cap["inputSchema"]["required"] == ["tag"]


def test_reassignment_under_a_condition_is_optional(derive_files):
    contract = derive_files({PATH: SERVICE})
    cap = capability(contract, "GET", "/search")
    assert bindings(cap) == {"query:q": "q", "query:author": "author"}
    assert cap["inputSchema"]["required"] == ["q"]
    assert query_lines(cap) == {"q": line_of(SERVICE, "new HttpParams().set('q', q);"),
                                "author": line_of(SERVICE, "params.append('author'")}


def test_builder_inline_in_the_options(derive_files):
    cap = capability(derive_files({PATH: SERVICE}), "GET", "/inline")
    assert bindings(cap) == {"query:q": "q"}


def test_loop_over_an_object_sends_its_typed_members(derive_files):
    """Rule ``query.typed-object``: the object a loop copies whole into the params is its
    declared type's members, each optional, as beside a fixed key (``/mixed``)."""
    contract = derive_files({PATH: SERVICE})
    cap = capability(contract, "GET", "/articles")
    assert bindings(cap) == {"query:author": "author", "query:limit": "limit",
                             "query:tag": "tag"}
    assert "required" not in cap["inputSchema"]
    assert cap["evidence"]["/inputSchema/properties/tag"][0]["rule"] == "query.typed-object"
    assert not any("query" in r["message"] and r.get("capability") == cap["name"]
                   for r in contract["review"])


def test_loop_next_to_fixed_keys_sends_the_typed_members(derive_files):
    """Rule ``query.typed-spread``: the keys a loop over ``Object.keys(filters)`` sets are the
    members ``Filters`` declares, each optional, beside the fixed ``page``; no spread is left
    unknown."""
    contract = derive_files({PATH: SERVICE})
    cap = capability(contract, "GET", "/mixed")
    assert bindings(cap) == {"query:page": "page", "query:author": "author",
                             "query:limit": "limit", "query:tag": "tag"}
    assert cap["inputSchema"]["required"] == ["page"]
    assert cap["evidence"]["/inputSchema/properties/tag"][0]["rule"] == "query.typed-spread"
    assert not [r for r in contract["review"]
                if r["message"] == "query object has a spread whose members are unknown"]


def test_header_builder_carries_auth_and_fixed_headers(derive_files):
    cap = capability(derive_files({PATH: SERVICE}), "GET", "/me")
    assert cap["auth"]["authentication"] == "bearer"
    assert cap["auth"]["evidence"][0]["line"] == line_of(SERVICE, "new HttpHeaders()")
    assert bindings(cap) == {"header:X-Client": "=web"}
    assert "token" not in cap["inputSchema"].get("properties", {})


def test_plain_object_params_are_unchanged(derive_files):
    contract = derive_files({PATH: SERVICE})
    assert bindings(capability(contract, "GET", "/plain")) == {"query:q": "q"}
    assert len(endpoints(contract)) == 10


def test_a_set_on_another_params_object_is_not_counted(derive_files):
    source = HEAD + """
  one(a: string, b: string) {
    const other = new HttpParams().set('x', b);
    let params = new HttpParams().set('a', a);
    other.set('y', b);
    return this.http.get('/one', { params });
  }
}
"""
    cap = capability(derive_files({PATH: source}), "GET", "/one")
    assert bindings(cap) == {"query:a": "a"}


def test_http_params_appended_in_successive_conditions_are_all_optional_queries(derive_files):
    contract = derive_files({"src/data.service.ts": (
        "import { HttpClient, HttpParams } from '@angular/common/http';\n"
        "import { inject } from '@angular/core';\n"
        "export class DataService {\n"
        "  private readonly http = inject(HttpClient);\n"
        "  public build(a?: string, b?: string, c?: string) {\n"
        "    let params = new HttpParams();\n"
        "    if (a) { params = params.append('a', a); }\n"
        "    if (b) { params = params.append('b', b); }\n"
        "    if (c) { params = params.append('c', c); }\n"
        "    return params;\n"
        "  }\n"
        "  public remove(a?: string, b?: string, c?: string) {\n"
        "    return this.http.delete('/api/v1/activities', { params: this.build(a, b, c) });\n"
        "  }\n"
        "}\n")})
    cap = capability(contract, "DELETE", "/api/v1/activities")
    assert sorted(b["target"] for b in cap["implementation"]["requests"][0]["bindings"]) == [
        "query:a", "query:b", "query:c"]
    assert cap["inputSchema"].get("required", []) == []


def test_append_all_gives_one_query_parameter_per_key(derive_files):
    contract = derive_files({PATH: SERVICE})
    cap = capability(contract, "GET", "/pages")
    assert bindings(cap) == {"query:status": "status", "query:pageIndex": "pageIndex",
                             "query:owner": "owner"}
    assert sorted(cap["inputSchema"]["required"]) == ["pageIndex", "status"]
    line = line_of(SERVICE, "params.appendAll({ status: status")
    assert query_lines(cap)["status"] == line


def test_append_all_in_a_chain_keeps_its_fixed_values(derive_files):
    cap = capability(derive_files({PATH: SERVICE}), "GET", "/chained")
    assert bindings(cap) == {"query:status": "status", "query:closed": "=False",
                             "query:limit": "=10"}
    assert cap["inputSchema"]["required"] == ["status"]
