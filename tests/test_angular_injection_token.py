"""Rule ``angular.injection-token``: a constructor parameter Angular injects with
``@Inject(TOKEN)``, ``TOKEN`` an ``InjectionToken``, is the value the program provides under
that token (``{provide: TOKEN, useValue: v}``, or what ``useFactory``'s function returns), so an
NSwag client's ``baseUrl`` is the base URL the app configures: the service names it, and it is
never taken for a third party's host."""
from __future__ import annotations

PACKAGE = '{"name": "shop", "dependencies": {"@angular/core": "17"}}'

CLIENT = """\
import { Injectable, Inject, Optional, InjectionToken } from '@angular/core';
import { HttpClient } from '@angular/common/http';
export const API_BASE_URL = new InjectionToken<string>('API_BASE_URL');
@Injectable()
export class ItemsClient {
  private baseUrl: string;
  constructor(@Inject(HttpClient) private http: HttpClient,
              @Optional() @Inject(API_BASE_URL) baseUrl?: string) {
    this.baseUrl = baseUrl ? baseUrl : "";
  }
  list() { return this.http.get(this.baseUrl + "/api/Items/GetAll"); }
  config() { return this.http.get("/_configuration/shop"); }
}
"""


def app(provider: str) -> dict[str, str]:
    return {"package.json": PACKAGE, "src/app/items-client.ts": CLIENT,
            "src/environments/environment.ts":
                "export const environment = { apiBaseUrl: 'https://shop.example.com' };\n",
            "src/app/app.module.ts": (
                "import { NgModule } from '@angular/core';\n"
                "import { API_BASE_URL, ItemsClient } from './items-client';\n"
                "import { environment } from '../environments/environment';\n"
                "export function apiBase(): string { return 'https://api.example.com'; }\n"
                f"@NgModule({{ providers: [ItemsClient, {provider}] }})\n"
                "export class AppModule {}\n"),
            "src/app/page.ts": (
                "import { ItemsClient } from './items-client';\n"
                "export function show(c: ItemsClient) { c.list(); c.config(); }\n")}


def items_service(contract: dict) -> dict:
    [cap] = [c for c in contract["capabilities"]
             if c["implementation"]["requests"][0]["pathTemplate"] == "/api/Items/GetAll"]
    sid = cap["implementation"]["requests"][0]["service"]
    return next(s for s in contract["services"] if s["id"] == sid)


def test_use_value_names_the_base(derive_files):
    service = items_service(derive_files(app(
        "{ provide: API_BASE_URL, useValue: environment.apiBaseUrl }")))
    assert [u["url"] for u in service["observedBaseUrls"]] == ["https://shop.example.com"]
    assert [(e["rule"], e["file"], e["line"]) for e in service["evidence"]] == [
        ("angular.injection-token", "src/environments/environment.ts", 1)]
    assert "Third-party" not in service["description"]


def test_use_factory_names_the_base(derive_files):
    service = items_service(derive_files(app(
        "{ provide: API_BASE_URL, useFactory: apiBase, deps: [] }")))
    assert [u["url"] for u in service["observedBaseUrls"]] == ["https://api.example.com"]


def test_no_provider_leaves_the_base_unresolved(derive_files):
    service = items_service(derive_files(app("{ provide: 'OTHER', useValue: 'x' }")))
    assert service["observedBaseUrls"] == []
    assert [e["rule"] for e in service["evidence"]] == ["service.unresolved-base"]


def test_inject_function_in_a_field_initialiser(derive_files):
    files = app("{ provide: API_BASE_URL, useValue: environment.apiBaseUrl }")
    files["src/app/items-client.ts"] = CLIENT.replace(
        "import { Injectable, Inject, Optional, InjectionToken } from '@angular/core';",
        "import { Injectable, Inject, Optional, InjectionToken, inject } from '@angular/core';"
    ).replace("  private baseUrl: string;\n", "  private baseUrl = inject(API_BASE_URL);\n").replace(
        '    this.baseUrl = baseUrl ? baseUrl : "";\n', "")
    service = items_service(derive_files(files))
    assert [u["url"] for u in service["observedBaseUrls"]] == ["https://shop.example.com"]
