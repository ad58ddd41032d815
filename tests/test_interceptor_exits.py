"""Rule ``auth.interceptor-exit`` (``src/code2skill/interceptor_exits.py``): a request an
Angular interceptor hands on in an early ``return`` before it adds its credential is sent
without it, when the call's headers or URL make every test of that branch hold; a test of
anything else keeps the credential."""
from __future__ import annotations

import pytest
from conftest import capability

from code2skill import facts
from code2skill.facts import Call, Lit, Member, Ref
from code2skill.interceptor_exits import Exit, InterceptorExits, exit_taken
from code2skill.values import LitV, ObjV, PropV, StrV, Text, UnknownV

FUNCTIONAL = """import { HttpHandlerFn, HttpRequest } from '@angular/common/http';
import { inject } from '@angular/core';
import { Session } from './session';

export const authInterceptor = (req: HttpRequest<unknown>, next: HttpHandlerFn) => {
  const session = inject(Session);
  if (req.headers.has('no_auth')) {
    return next(req);
  }
  if (req.url.startsWith('/api/open/') && req.method === 'GET') return next(req);
  if (!session.token) return next(req);
  return next(req.clone({ setHeaders: { Authorization: `Bearer ${session.token}` } }));
};
"""

CLASS = """import { HttpHandler, HttpInterceptor, HttpRequest } from '@angular/common/http';
import { Injectable } from '@angular/core';

@Injectable()
export class TokenInterceptor implements HttpInterceptor {
  intercept(request: HttpRequest<any>, handler: HttpHandler) {
    if (request.url.includes('/auth/')) {
      return handler.handle(request);
    }
    if (request.headers.get('X-Anonymous') === 'yes') return handler.handle(request);
    const token = localStorage.getItem('token');
    return handler.handle(request.clone({ setHeaders: { Authorization: `Bearer ${token}` } }));
  }
}
"""

SESSION = """export class Session { token: string | null = null; }
"""

SERVICE = """import { HttpClient, HttpHeaders } from '@angular/common/http';
import { Injectable } from '@angular/core';

const NO_AUTH = { no_auth: '1' };

@Injectable({ providedIn: 'root' })
export class Api {
  constructor(private http: HttpClient) {}
  shared(t: string) { return this.http.get(`/api/shared/${t}`, { headers: NO_AUTH }); }
  builder(t: string) {
    return this.http.get(`/api/links/${t}`, { headers: new HttpHeaders().set('no_auth', '1') });
  }
  own(id: string) { return this.http.get(`/api/items/${id}`); }
  other(id: string) { return this.http.get(`/api/files/${id}`, { headers: { Accept: 'text/csv' } }); }
  passed(id: string, headers: any) { return this.http.get(`/api/notes/${id}`, { headers }); }
  login(username: string, password: string) {
    return this.http.post('/api/auth/login', { username, password });
  }
  skip() { return this.http.get('/api/banner', { headers: { 'X-Anonymous': 'yes' } }); }
  noSkip() { return this.http.get('/api/tips', { headers: { 'X-Anonymous': 'no' } }); }
}
"""


def auth_of(contract: dict, method: str, path: str) -> tuple[str, list[tuple[str, str]]]:
    auth = capability(contract, method, path)["auth"]
    return auth["authentication"], [(e["rule"], f"{e['file']}:{e['line']}")
                                    for e in auth["evidence"]]


def test_a_marked_request_is_sent_without_the_functional_interceptor_s_token(derive_files):
    contract = derive_files({"src/app/auth.interceptor.ts": FUNCTIONAL,
                             "src/app/session.ts": SESSION, "src/app/api.ts": SERVICE})
    for path in ("/api/shared/{t}", "/api/links/{t}"):
        assert auth_of(contract, "GET", path) == (
            "none", [("auth.interceptor-exit", "src/app/auth.interceptor.ts:7")]), path
    note = capability(contract, "GET", "/api/shared/{t}")["auth"]["evidence"][0]["note"]
    assert note == ("the interceptor hands on a request with header no_auth before it adds the "
                    "credential at src/app/auth.interceptor.ts:12")
    # a header the call does not spell out, another header, or no header: the token is added
    for path in ("/api/items/{id}", "/api/files/{id}", "/api/notes/{id}"):
        assert auth_of(contract, "GET", path)[0] == "bearer", path


def test_a_test_of_something_else_decides_nothing(derive_files):
    """``req.method === 'GET'`` beside the URL test is no test of the call's URL or headers,
    and ``!session.token`` tests the token the interceptor holds: neither exit is taken."""
    contract = derive_files({"src/app/auth.interceptor.ts": FUNCTIONAL,
                             "src/app/session.ts": SESSION, "src/app/public.ts": (
                                 "import { HttpClient } from '@angular/common/http';\n"
                                 "import { Injectable } from '@angular/core';\n"
                                 "@Injectable({ providedIn: 'root' })\n"
                                 "export class Pub {\n"
                                 "  constructor(private http: HttpClient) {}\n"
                                 "  list() { return this.http.get('/api/open/events'); }\n"
                                 "}\n")})
    assert auth_of(contract, "GET", "/api/open/events")[0] == "bearer"


def test_a_class_interceptor_s_url_and_header_value_exits(derive_files):
    contract = derive_files({"src/app/token.interceptor.ts": CLASS, "src/app/api.ts": SERVICE})
    assert auth_of(contract, "POST", "/api/auth/login") == (
        "none", [("auth.interceptor-exit", "src/app/token.interceptor.ts:7")])
    assert "a URL that includes '/auth/'" in \
        capability(contract, "POST", "/api/auth/login")["auth"]["evidence"][0]["note"]
    assert auth_of(contract, "GET", "/api/banner") == (
        "none", [("auth.interceptor-exit", "src/app/token.interceptor.ts:10")])
    for path in ("/api/tips", "/api/items/{id}", "/api/shared/{t}"):
        assert auth_of(contract, "GET", path)[0] == "bearer", path


def has(name: str, op: str = "truthy", literal=None) -> facts.Test:
    headers = Member(Ref("req"), "headers")
    return facts.Test(op, Call(Member(headers, "has" if literal is None and op in ("truthy", "falsy")
                                else "get"), (Lit(name),)), literal)


def text(s: str) -> StrV:
    return StrV((Text(s, None),))


EXITS = InterceptorExits((), "req", frozenset({"req.url"}), None)


@pytest.mark.parametrize("test, headers, expected", [
    (has("skip"), None, False),                                      # no headers option
    (has("skip"), ObjV((PropV("Skip", text("1"), None),)), True),    # case-insensitive
    (has("skip"), ObjV((PropV("accept", text("x"), None),)), False),
    (has("skip"), ObjV((PropV(None, UnknownV("spread", None), None),)), None),
    (has("skip"), UnknownV("param", None), None),
    (has("skip", "falsy"), None, True),
    (has("x", "===", "yes"), ObjV((PropV("x", LitV("yes"), None),)), True),
    (has("x", "===", "yes"), ObjV((PropV("x", LitV("no"), None),)), False),
    (has("x", "!==", "yes"), ObjV((PropV("x", LitV("no"), None),)), True),
    (has("x", "===", "yes"), ObjV((PropV("x", text("<redacted:credential>"), None),)), None),
])
def test_a_header_test_is_decided_on_the_headers_the_call_writes(test, headers, expected):
    assert exit_taken(Exit((test,), None, (1, 1)), EXITS, text("/api/x"), headers) is expected


AROUND = """import { HttpInterceptorFn } from '@angular/common/http';

export const tokenInterceptor: HttpInterceptorFn = (req, next) => {
  const token = localStorage.getItem('token');
  const skipAuth = req.headers.has('Skip-Auth');
  if (token && !skipAuth) {
    const authReq = req.clone({ setHeaders: { Authorization: `Bearer ${token}` } });
    return next(authReq);
  }
  return next(req);
};
"""


def test_a_test_around_the_write_that_fails_leaves_the_request_without_the_token(
        derive_files):
    """``if (token && !skipAuth)`` around the write, ``skipAuth`` a local bound to
    ``req.headers.has('Skip-Auth')``: a call sending that header fails it."""
    contract = derive_files({"src/app/token.interceptor.ts": AROUND, "src/app/api.ts": SERVICE
                             .replace("X-Anonymous", "Skip-Auth")})
    assert auth_of(contract, "GET", "/api/banner") == (
        "none", [("auth.interceptor-exit", "src/app/token.interceptor.ts:6")])
    assert capability(contract, "GET", "/api/banner")["auth"]["evidence"][0]["note"] == (
        "the interceptor adds the credential at src/app/token.interceptor.ts:7 only to a "
        "request with no header Skip-Auth")
    for path in ("/api/items/{id}", "/api/shared/{t}", "/api/notes/{id}"):
        assert auth_of(contract, "GET", path)[0] == "bearer", path


HELPER = """import { HttpEvent, HttpHandler, HttpInterceptor, HttpRequest } from '@angular/common/http';
import { Injectable } from '@angular/core';

@Injectable()
export class AuthInterceptor implements HttpInterceptor {
  intercept(req: HttpRequest<any>, next: HttpHandler) {
    if (req.headers.get('No-Auth') === 'True') {
      return next.handle(req.clone());
    }
    req = this.addToken(req, localStorage.getItem('token'));
    return next.handle(req);
  }

  private addToken(request: HttpRequest<any>, token: string | null) {
    return request.clone({ setHeaders: { Authorization: `Bearer ${token}` } });
  }
}
"""

LOGIN = """import { HttpClient, HttpHeaders } from '@angular/common/http';
import { Injectable } from '@angular/core';

@Injectable({ providedIn: 'root' })
export class UserService {
  requestHeaders = new HttpHeaders({ 'No-Auth': 'True' });
  constructor(private http: HttpClient) {}
  login(body: { username: string }) {
    return this.http.post('/authenticate', body, { headers: this.requestHeaders });
  }
  forUser() { return this.http.get('/forUser'); }
}
"""


def test_an_exit_before_the_call_of_a_helper_writing_the_token(derive_files):
    """The token is written in ``addToken``, which the interceptor calls after its exit."""
    contract = derive_files({"src/app/auth.interceptor.ts": HELPER,
                             "src/app/user.service.ts": LOGIN})
    assert auth_of(contract, "POST", "/authenticate") == (
        "none", [("auth.interceptor-exit", "src/app/auth.interceptor.ts:7")])
    assert capability(contract, "POST", "/authenticate")["auth"]["evidence"][0]["note"] == (
        "the interceptor hands on a request with header No-Auth set to 'True' before it adds "
        "the credential at src/app/auth.interceptor.ts:15")
    assert auth_of(contract, "GET", "/forUser")[0] == "bearer"


DELETING = """import { HttpHandler, HttpInterceptor, HttpRequest } from '@angular/common/http';
import { Injectable } from '@angular/core';

@Injectable()
export class AuthInterceptor implements HttpInterceptor {
  intercept(request: HttpRequest<any>, next: HttpHandler) {
    if (request.headers.has('X-Skip-Auth')) {
      const cleaned = request.clone({ headers: request.headers.delete('X-Skip-Auth') });
      return next.handle(cleaned);
    }
    const key = sessionStorage.getItem('key') as string;
    return next.handle(request.clone({ setHeaders: { Authorization: `Bearer ${key}` } }));
  }
}
"""

PAGES = """import { HttpClient } from '@angular/common/http';
import { Injectable } from '@angular/core';

@Injectable({ providedIn: 'root' })
export class Pages {
  constructor(private http: HttpClient) {}
  about() { return this.http.get('/api/pages/about', { headers: { 'X-Skip-Auth': '1', Accept: 'text/html' } }); }
  mine() { return this.http.get('/api/pages/mine', { headers: { Accept: 'text/html' } }); }
}
"""


def test_a_marker_header_the_exit_deletes_is_not_sent(derive_files):
    contract = derive_files({"src/app/auth.interceptor.ts": DELETING, "src/app/pages.ts": PAGES})
    about = capability(contract, "GET", "/api/pages/about")
    assert about["auth"]["authentication"] == "none"
    assert {b["target"] for b in about["implementation"]["requests"][0]["bindings"]} == {
        "header:Accept"}
    mine = capability(contract, "GET", "/api/pages/mine")
    assert mine["auth"]["authentication"] == "bearer"
    assert {b["target"] for b in mine["implementation"]["requests"][0]["bindings"]} == {
        "header:Accept"}
