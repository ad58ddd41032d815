"""Rule ``angular.interceptor-normalised``: an interceptor whose URL is built loosely and then
normalised (`` `${BASE}/${req.url}`.replace(/\\/+/g, '/').replace(/\\/+$/, '') ``, ``.replaceAll``,
``.trim()``) still gives every relative call its base, read as the normalisation leaves it;
a step that cannot be applied leaves no base, never a guessed one."""
from __future__ import annotations

from conftest import endpoints

from code2skill.normalised_bases import normalised_base
from code2skill.values import HoleV, StrV, Text, UnknownV

ENV = """export const environment = { production: true, apiURL: '/api/v1/' };
"""

INTERCEPTOR = """import { HttpHandler, HttpInterceptor, HttpRequest } from '@angular/common/http';
import { Injectable } from '@angular/core';
import { environment } from '../environments/environment';

@Injectable()
export class ApiInterceptor implements HttpInterceptor {
  intercept(request: HttpRequest<any>, next: HttpHandler) {
    const url = `${environment.apiURL}/${request.url}`.replace(/\\/+/g, '/').replace(/\\/+$/, '');
    request = request.clone({ url, setHeaders: { Authorization: `Bearer ${localStorage.getItem('t')}` } });
    return next.handle(request);
  }
}
"""

SERVICE = """import { HttpClient } from '@angular/common/http';
import { Injectable } from '@angular/core';

@Injectable({ providedIn: 'root' })
export class BuildService {
  constructor(private http: HttpClient) {}
  list() { return this.http.get('builds'); }
  get(id: number) { return this.http.get(`/builds/${id}`); }
  login(email: string, password: string) { return this.http.post('/auth/login', { email, password }); }
}
"""

FILES = {"src/environments/environment.ts": ENV,
         "src/app/api.interceptor.ts": INTERCEPTOR,
         "src/app/build.service.ts": SERVICE}


def with_url(expression: str, env: str = ENV) -> dict[str, str]:
    """The app with the interceptor's ``const url = …`` written ``expression``."""
    line = INTERCEPTOR.splitlines()[7]
    return {**FILES, "src/environments/environment.ts": env,
            "src/app/api.interceptor.ts": INTERCEPTOR.replace(line, f"    const url = {expression};")}


def test_a_replaced_url_gives_every_call_the_base(derive_files):
    contract = derive_files(FILES)
    assert endpoints(contract) == {("GET", "/api/v1/builds"), ("GET", "/api/v1/builds/{id}"),
                                   ("POST", "/api/v1/auth/login")}


def test_the_environment_base_raises_no_component_config_review(derive_files):
    contract = derive_files(FILES)
    assert [r for r in contract["review"]
            if any(e["rule"] == "coverage.component-config-url" for e in r["evidence"])] == []


def test_repeated_slashes_inside_the_base_collapse(derive_files):
    env = ENV.replace("'/api/v1/'", "'/api//v2/'")
    contract = derive_files(with_url(
        "`${environment.apiURL}/${request.url}`.replace(/\\/+/g, '/')", env))
    assert endpoints(contract) == {("GET", "/api/v2/builds"), ("GET", "/api/v2/builds/{id}"),
                                   ("POST", "/api/v2/auth/login")}


def test_replace_all_with_a_text_and_a_trim(derive_files):
    env = ENV.replace("'/api/v1/'", "'  /api//v3'")
    contract = derive_files(with_url(
        "`${environment.apiURL}/${request.url}`.replaceAll('//', '/').trim()", env))
    assert endpoints(contract) == {("GET", "/api/v3/builds"), ("GET", "/api/v3/builds/{id}"),
                                   ("POST", "/api/v3/auth/login")}


def test_a_replacement_that_is_no_fixed_text_leaves_no_base(derive_files):
    contract = derive_files(with_url(
        "`${environment.apiURL}/${request.url}`.replace(/\\/+/g, localStorage.getItem('s'))"))
    assert endpoints(contract) == {("GET", "/builds"), ("GET", "/builds/{id}"),
                                   ("POST", "/auth/login")}


def test_a_match_reaching_into_the_request_url_leaves_no_base(derive_files):
    contract = derive_files(with_url(
        "`${environment.apiURL}/${request.url}`.replace(/v1\\/.*/, 'v9/')"))
    assert ("GET", "/api/v9/builds") not in endpoints(contract)
    assert ("GET", "/builds") in endpoints(contract)


def test_an_end_anchored_pattern_reaches_only_the_request_url():
    base = StrV((Text("/api/v1//"),))
    found = normalised_base(base, [(r"\/+", "g", "/"), (r"\/+$", "", "")])
    assert found == StrV((Text("/api/v1/"),))


def test_an_unknown_base_is_kept_as_a_hole():
    env = HoleV("apiURL", UnknownV("env"))
    found = normalised_base(StrV((env, Text("//"))), [(r"\/+", "g", "/")])
    assert found == StrV((env, Text("/")))
