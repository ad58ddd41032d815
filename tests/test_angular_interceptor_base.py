"""Rule ``angular.interceptor``: a class interceptor that hands on ``req.clone({url})`` with a
local ``url`` it rewrote to ``base + req.url`` (only for a URL that is not absolute, the
leading slash cut when the base ends with one) gives every relative ``HttpClient`` call that
base; an absolute URL, or one led by the page's origin, keeps its own host."""
from __future__ import annotations

from conftest import endpoints

ENV = """export const environment = { production: true, api: { baseUrl: '/api/' } };
"""

INTERCEPTOR = """import { HttpHandler, HttpInterceptor, HttpRequest } from '@angular/common/http';
import { Injectable } from '@angular/core';
import { environment } from '../environments/environment';

@Injectable()
export class DefaultInterceptor implements HttpInterceptor {
  intercept(req: HttpRequest<any>, next: HttpHandler) {
    let url = req.url;
    if (!url.startsWith('https://') && !url.startsWith('http://')) {
      const { baseUrl } = environment.api;
      url = baseUrl + (baseUrl.endsWith('/') && url.startsWith('/') ? url.substring(1) : url);
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
  remove(id: number) { return this.http.delete(`/monitors/${id}`); }
  mirror() { return this.http.get('https://status.example.com/summary'); }
  probe() {
    const origin = window.location.origin;
    return this.http.post(`${origin}/otlp/v1/logs`, {});
  }
}
"""

FILES = {"src/environments/environment.ts": ENV,
         "src/app/default.interceptor.ts": INTERCEPTOR,
         "src/app/monitor.service.ts": SERVICE}


def test_the_interceptor_base_prefixes_every_relative_call(derive_files):
    contract = derive_files(FILES)
    assert endpoints(contract) == {("GET", "/api/monitors"), ("DELETE", "/api/monitors/{id}"),
                                   ("GET", "/summary"), ("POST", "/otlp/v1/logs")}
    hosts = {s["baseUrlBinding"] for s in contract["services"]}
    assert len(hosts) == 2


def test_the_base_read_from_the_environment_raises_no_component_config_review(derive_files):
    contract = derive_files(FILES)
    assert not [r for r in contract["review"] if "configuration object" in r["message"]]


def test_a_template_base_before_the_request_url(derive_files):
    files = dict(FILES)
    files["src/app/default.interceptor.ts"] = INTERCEPTOR.replace(
        "return next.handle(req.clone({ url }));",
        "return next.handle(req.clone({ url: `${environment.api.baseUrl}v2/${req.url}` }));")
    contract = derive_files(files)
    assert ("GET", "/api/v2/monitors") in endpoints(contract)
