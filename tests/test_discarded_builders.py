"""Rule ``angular.discarded-builder``: Angular's ``HttpHeaders``/``HttpParams`` are immutable,
so a ``set``/``append`` statement whose value is thrown away adds nothing to the request, and
one naming a credential header is a medium review item (the app's own bug)."""
from __future__ import annotations

from conftest import bindings, capability

from code2skill.extractors.module_facts import extract_module

PATH = "src/app/shelves.service.ts"
HEAD = """\
import { HttpClient, HttpHeaders, HttpParams } from '@angular/common/http';
import { Injectable } from '@angular/core';

@Injectable()
export class ShelvesService {
  constructor(private http: HttpClient) {}
"""


def sites(source: str) -> dict[str, bool]:
    """``{first argument: discarded}`` of a snippet's ``set``/``append`` calls."""
    facts = extract_module("src/a.ts", "typescript", source.encode())
    return {s.call.args[0].value: s.discarded for s in facts.calls
            if getattr(s.call.callee, "prop", None) in ("set", "append")}


def test_a_statement_call_and_every_link_of_its_chain_is_discarded():
    found = sites("""function f(h, p) {
  h.set('a', 1);
  (h.set('b', 1));
  h.append('c', 1).append('d', 1);
  h = h.set('e', 1);
  const k = h.set('f', 1);
  g(h.set('g', 1));
  return h.set('h', 1);
}""")
    assert found == {"a": True, "b": True, "c": True, "d": True,
                     "e": False, "f": False, "g": False, "h": False}


def test_a_discarded_authorization_set_sends_no_header_and_is_reviewed(derive_files):
    source = HEAD + """
  list() {
    const headers = new HttpHeaders({ Accept: 'application/json' });
    headers.set('Authorization', `Bearer ${localStorage.getItem('t')}`);
    return this.http.get('/api/shelves', { headers });
  }
}
"""
    contract = derive_files({PATH: source})
    cap = capability(contract, "GET", "/api/shelves")
    assert cap["auth"]["authentication"] == "unknown"
    assert bindings(cap) == {"header:Accept": "=application/json"}
    [item] = [r for r in contract["review"] if r["capability"] == "list_shelves"
              and r["severity"] == "medium"]
    assert item["message"].startswith("headers.set('Authorization', …) has no effect: "
                                      "HttpHeaders is immutable")
    assert item["evidence"][0]["line"] == 10
    assert item["evidence"][0]["rule"] == "angular.discarded-builder"


def test_a_discarded_params_set_sends_no_query_parameter(derive_files):
    source = HEAD + """
  search(q: string, page: number) {
    const params = new HttpParams().set('q', q);
    params.set('page', String(page));
    return this.http.get('/api/search', { params });
  }
}
"""
    contract = derive_files({PATH: source})
    assert bindings(capability(contract, "GET", "/api/search")) == {"query:q": "q"}
    assert not [r for r in contract["review"] if r["severity"] == "medium"]


def test_kept_values_still_send_their_headers(derive_files):
    source = HEAD + """
  one(id: string) {
    let headers = new HttpHeaders();
    headers = headers.set('Authorization', `Bearer ${localStorage.getItem('t')}`);
    return this.http.get(`/api/one/${id}`, { headers });
  }

  two(id: string) {
    const headers = new HttpHeaders();
    return this.http.get(`/api/two/${id}`,
      { headers: headers.set('X-Api-Key', localStorage.getItem('k')) });
  }
}
"""
    contract = derive_files({PATH: source})
    assert capability(contract, "GET", "/api/one/{id}")["auth"]["authentication"] == "bearer"
    assert capability(contract, "GET", "/api/two/{id}")["auth"]["authentication"] == "api-key"
    assert not [r for r in contract["review"] if r["severity"] == "medium"]


def test_a_mutable_fetch_headers_set_statement_still_counts(derive_files):
    source = """export function list() {
  const headers = new Headers();
  headers.set('Authorization', `Bearer ${localStorage.getItem('t')}`);
  return fetch('/api/list', { headers });
}
"""
    contract = derive_files({"src/api.ts": source})
    assert capability(contract, "GET", "/api/list")["auth"]["authentication"] == "bearer"
    assert not [r for r in contract["review"] if "immutable" in r["message"]]
