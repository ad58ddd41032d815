"""Rule ``delon.http-client``: ng-alain's ``_HttpClient`` of ``@delon/theme`` takes the query
object as an argument of its own — ``get/delete(url, params, options)``, ``post/put/patch/
form(url, body, params, options)``, ``request(method, url, {params, body})`` — and its calls
pass through the app's ``HttpClient`` interceptors."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

LOGIN = """import { Component } from '@angular/core';
import { _HttpClient } from '@delon/theme';

@Component({ selector: 'app-login', template: '' })
export class LoginComponent {
  constructor(private http: _HttpClient) {}
  login(name: string, secret: string) {
    return this.http.post('/auth/form', { identifier: name }, { remember: true });
  }
  notices(page: number) { return this.http.get('/notices', { page, size: 20 }); }
  remove(id: number) { return this.http.delete(`/notices/${id}`, { force: true }); }
  rename(id: number, title: string) { return this.http.put(`/notices/${id}`, { title }); }
  subscribe(email: string) { return this.http.form('/subscriptions', { email }); }
  raw(kind: string) { return this.http.request('PATCH', '/settings', { params: { kind }, body: { on: true } }); }
  lang(lang: string) { return this.http.get(`/i18n/${lang}`, null, { headers: { 'Cache-Control': 'no-cache' } }); }
}
"""

PATH = "src/app/login.component.ts"


def test_each_method_is_one_request(derive_files):
    assert endpoints(derive_files({PATH: LOGIN})) == {
        ("POST", "/auth/form"), ("GET", "/notices"), ("DELETE", "/notices/{id}"),
        ("PUT", "/notices/{id}"), ("POST", "/subscriptions"), ("PATCH", "/settings"),
        ("GET", "/i18n/{lang}")}


def test_the_params_argument_is_the_query(derive_files):
    contract = derive_files({PATH: LOGIN})
    assert bindings(capability(contract, "POST", "/auth/form")) == {
        "body:identifier": "identifier", "query:remember": "=True"}
    assert bindings(capability(contract, "GET", "/notices")) == {
        "query:page": "page", "query:size": "=20"}
    assert bindings(capability(contract, "DELETE", "/notices/{id}")) == {
        "path:id": "id", "query:force": "=True"}
    assert bindings(capability(contract, "PATCH", "/settings")) == {
        "query:kind": "kind", "body:on": "=True"}


def test_options_after_a_null_query_carry_headers(derive_files):
    cap = capability(derive_files({PATH: LOGIN}), "GET", "/i18n/{lang}")
    assert bindings(cap) == {"path:lang": "lang", "header:Cache-Control": "=no-cache"}


def test_form_sends_a_form_encoded_body(derive_files):
    cap = capability(derive_files({PATH: LOGIN}), "POST", "/subscriptions")
    request = cap["implementation"]["requests"][0]
    assert request["bodyEncoding"] == "form"
    assert bindings(cap) == {"body:email": "email"}


def test_the_interceptor_base_applies(derive_files):
    interceptor = """import { HttpInterceptorFn } from '@angular/common/http';
export const base: HttpInterceptorFn = (req, next) => next(req.clone({ url: `/gateway${req.url}` }));
"""
    contract = derive_files({PATH: LOGIN, "src/app/base.interceptor.ts": interceptor})
    assert ("GET", "/gateway/notices") in endpoints(contract)
