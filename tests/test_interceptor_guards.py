"""Rule ``angular.interceptor-guard``: an interceptor's base URL is joined to a request URL only
where the guard around its rewrite (an ``&&`` chain of negated ``startsWith`` tests, an
earlier ``return next.handle(req)`` under ``indexOf(x) === 0``) can hold for the URL as the call
writes it; a URL the tests cannot decide keeps the base with a low review note."""
from __future__ import annotations

from conftest import endpoints

from code2skill.extractors.module_facts import extract_module

ENV = "export const environment = { api: { baseUrl: '/api/' } };\n"

INTERCEPTOR = """import { HttpHandler, HttpInterceptor, HttpRequest } from '@angular/common/http';
import { Injectable } from '@angular/core';
import { environment } from '../environments/environment';

@Injectable()
export class DefaultInterceptor implements HttpInterceptor {
  intercept(req: HttpRequest<any>, next: HttpHandler) {
    let url = req.url;
    if (url.indexOf('/static/') === 0) {
      return next.handle(req);
    }
    if (!url.startsWith('https://') && !url.startsWith('http://') && !url.startsWith('.')) {
      url = environment.api.baseUrl + url;
    }
    return next.handle(req.clone({ url }));
  }
}
"""

SERVICE = """import { HttpClient } from '@angular/common/http';
import { Injectable } from '@angular/core';

@Injectable({ providedIn: 'root' })
export class MonitorService {
  constructor(private http: HttpClient) {}
  list() { return this.http.get('/monitors'); }
  appData() { return this.http.get('./assets/app-data.json'); }
  banner() { return this.http.get('/static/banner'); }
  under(root: string) { return this.http.get(`${root}/summary`); }
}
"""

FILES = {"src/environments/environment.ts": ENV,
         "src/app/default.interceptor.ts": INTERCEPTOR,
         "src/app/monitor.service.ts": SERVICE}


def test_the_base_is_joined_only_where_the_guard_holds(derive_files):
    contract = derive_files(FILES)
    assert endpoints(contract) == {("GET", "/api/monitors"), ("GET", "/static/banner"),
                                   ("GET", "/api/{root}/summary")}
    plumbing = [r["message"] for r in contract["review"] if "plumbing.bundle-file" in r["message"]]
    assert len(plumbing) == 1 and "GET /assets/app-data.json" in plumbing[0]


def test_an_undecided_url_keeps_the_base_with_a_low_note(derive_files):
    contract = derive_files(FILES)
    notes = [r for r in contract["review"] if any(
        e["rule"] == "angular.interceptor-guard" for e in r["evidence"])]
    assert [(n["severity"], n["evidence"][0]["line"]) for n in notes] == [("low", 10)]


def test_a_guard_on_another_value_is_undecided_unless_an_early_return_decides(derive_files):
    files = dict(FILES)
    files["src/app/default.interceptor.ts"] = INTERCEPTOR.replace(
        "!url.startsWith('.')", "environment.api.enabled")
    contract = derive_files(files)
    assert {("GET", "/api/assets/app-data.json"), ("GET", "/static/banner")} \
        <= endpoints(contract)
    notes = [r for r in contract["review"] if any(
        e["rule"] == "angular.interceptor-guard" for e in r["evidence"])]
    assert len(notes) == 3 and {n["severity"] for n in notes} == {"low"}


def test_a_write_inside_an_and_chain_records_each_operand_as_a_guard():
    facts = extract_module("a.ts", "typescript", b"""function f(u, v) {
  let x = '';
  if (!u.startsWith('.') && v === 2) { x = 'a'; }
  if (u && v) { x = 'b'; } else { x = 'c'; }
  return x;
}""")
    fn = next(f for f in facts.functions.values() if f.name == "f")
    guards = [w.guards for w in fn.writes["x"]]
    assert guards[0] == ()
    assert [(t.op, t.literal) for t in guards[1]] == [("falsy", None), ("===", 2)]
    # with an else the chain is one compound test, negated in the else (rule
    # value.compound-test-guard)
    assert [[t.op for t in g] for g in guards[2:]] == [["&&"], ["!&&"]]
