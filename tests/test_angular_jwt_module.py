"""Rule ``angular.jwt-module``: ``JwtModule.forRoot`` of ``@auth0/angular-jwt`` is the auth
mechanism of the ``HttpClient`` requests it covers (the page's origin and ``allowedDomains``)."""
from __future__ import annotations

SERVICE = """import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';

@Injectable({ providedIn: 'root' })
export class RequestService {
  constructor(private http: HttpClient) {}
  approve(id: number) { return this.http.post('/api/v1/Request/approve', { id }); }
  movies() { return this.http.get('https://media.example:5000/api/v1/movies'); }
  weather() { return this.http.get('https://weather.example/today'); }
}
"""


def module(config: str) -> str:
    return ("import { NgModule } from '@angular/core';\n"
            "import { JwtModule } from '@auth0/angular-jwt';\n"
            "export function tokenGetter() { return localStorage.getItem('id_token'); }\n"
            "@NgModule({\n"
            f"  imports: [JwtModule.forRoot({{ config: {{ tokenGetter, {config} }} }})],\n"
            "})\n"
            "export class AppModule {}\n")


def auth_by_path(contract: dict) -> dict[str, tuple[str, list]]:
    return {c["implementation"]["requests"][0]["pathTemplate"]: (
        c["auth"]["authentication"],
        [(e["rule"], e["line"]) for e in c["auth"]["evidence"]]) for c in contract["capabilities"]}


def test_token_sent_to_the_origin_and_allowed_domains_only(derive_files):
    contract = derive_files({"src/app/app.module.ts": module(
                                 "allowedDomains: ['media.example:5000']"),
                             "src/app/request.service.ts": SERVICE})
    assert auth_by_path(contract) == {
        "/api/v1/Request/approve": ("bearer", [("angular.jwt-module", 5)]),
        "/api/v1/movies": ("bearer", [("angular.jwt-module", 5)]),
        "/today": ("unknown", [("auth.not-observed", None)])}


def test_another_scheme_is_an_api_key(derive_files):
    contract = derive_files({"src/app/app.module.ts": module("authScheme: 'Token '"),
                             "src/app/request.service.ts": SERVICE})
    assert auth_by_path(contract)["/api/v1/Request/approve"] == (
        "api-key", [("angular.jwt-module", 5)])
    assert auth_by_path(contract)["/api/v1/movies"][0] == "unknown"
