"""Auth comes only from a credential the request carries (a header, a cookie), found where
interceptors and their helpers put it; a body field or parameter named like a secret is none."""
from conftest import capability

JWT_INTERCEPTOR = (
    "import { Injectable } from '@angular/core';\n"
    "import { HttpRequest, HttpHandler, HttpInterceptor } from '@angular/common/http';\n"
    "@Injectable()\n"
    "export class JwtInterceptor implements HttpInterceptor {\n"
    "  constructor(private tokens: TokenStorage) {}\n"
    "  intercept(req: HttpRequest<any>, handler: HttpHandler) {\n"
    "    const token = this.tokens.get();\n"
    "    return handler.handle(token ? this.addToken(req, token) : req);\n"
    "  }\n"
    "  private addToken(request: HttpRequest<any>, token: string) {\n"
    "    return request.clone({ setHeaders: { Authorization: `Bearer ${token}` } });\n"
    "  }\n"
    "}\n")
APP_CONFIG = (
    "import { HTTP_INTERCEPTORS, provideHttpClient, withInterceptorsFromDi }"
    " from '@angular/common/http';\n"
    "import { JwtInterceptor } from './jwt.interceptor';\n"
    "export const appConfig = { providers: [provideHttpClient(withInterceptorsFromDi()),\n"
    "  { provide: HTTP_INTERCEPTORS, useClass: JwtInterceptor, multi: true }] };\n")
USER_SERVICE = (
    "import { Injectable } from '@angular/core';\n"
    "import { HttpClient } from '@angular/common/http';\n"
    "@Injectable({ providedIn: 'root' })\n"
    "export class UserService {\n"
    "  constructor(private http: HttpClient) {}\n"
    "  getAll() { return this.http.get<any[]>('/api/users'); }\n"
    "}\n")


def auth(cap: dict) -> tuple:
    return cap["auth"]["authentication"], [
        (e["rule"], e.get("file"), e.get("line"), e.get("note")) for e in cap["auth"]["evidence"]]


def test_a_class_interceptor_with_any_parameter_names_and_a_helper_is_followed(derive_files):
    # rules angular.class-interceptor and auth.interceptor-helper
    contract = derive_files({"src/app/jwt.interceptor.ts": JWT_INTERCEPTOR,
                             "src/app/app.config.ts": APP_CONFIG,
                             "src/app/user.service.ts": USER_SERVICE})
    assert auth(capability(contract, "GET", "/api/users")) == ("bearer", [
        ("angular.interceptor", "src/app/jwt.interceptor.ts", 11, "header Authorization")])


def test_an_interceptor_cloning_with_credentials_is_a_cookie_session(derive_files):
    # rule angular.interceptor-credentials
    interceptor = (
        "import { Injectable } from '@angular/core';\n"
        "import { HttpRequest, HttpHandler, HttpInterceptor } from '@angular/common/http';\n"
        "@Injectable()\n"
        "export class JwtInterceptor implements HttpInterceptor {\n"
        "  intercept(req: HttpRequest<any>, next: HttpHandler) {\n"
        "    let updated = req.clone({ withCredentials: true });\n"
        "    updated = updated.clone({ withCredentials: false, setHeaders: { 'X-A': '1' } });\n"
        "    return next.handle(updated);\n"
        "  }\n"
        "}\n")
    contract = derive_files({"src/app/jwt.interceptor.ts": interceptor,
                             "src/app/app.config.ts": APP_CONFIG,
                             "src/app/user.service.ts": USER_SERVICE})
    assert auth(capability(contract, "GET", "/api/users")) == ("cookie-session", [
        ("angular.interceptor-credentials", "src/app/jwt.interceptor.ts", 6,
         "withCredentials: true")])


def test_an_intercept_method_of_a_class_that_is_no_angular_interceptor_is_not_one(derive_files):
    contract = derive_files({
        "src/app/jwt.interceptor.ts": JWT_INTERCEPTOR.replace(
            "import { HttpRequest, HttpHandler, HttpInterceptor } from '@angular/common/http';\n",
            "import { HttpRequest } from '@angular/common/http';\n"),
        "src/app/user.service.ts": USER_SERVICE})
    assert auth(capability(contract, "GET", "/api/users"))[0] == "unknown"


def test_an_axios_interceptor_helper_and_a_callback_it_passes_are_followed(derive_files):
    contract = derive_files({"src/http.ts": (
        "import axios from 'axios';\n"
        "const api = axios.create({ baseURL: 'https://api.x.example' });\n"
        "function withKey(config: any) {\n"
        "  config.headers['X-Api-Key'] = readKey();\n"
        "  return config;\n"
        "}\n"
        "api.interceptors.request.use((config) => withKey(config));\n"
        "export const me = () => api.get('/me');\n")})
    assert auth(capability(contract, "GET", "/me")) == ("api-key", [
        ("axios.request-interceptor", "src/http.ts", 4, "header X-Api-Key")])


def test_body_fields_and_parameters_named_like_secrets_are_no_auth(derive_files):
    contract = derive_files({"src/api.ts": (
        "export function reset(token: string, password: string) {\n"
        "  return fetch('/api/password/reset', { method: 'POST',\n"
        "    body: JSON.stringify({ token, password, apiKey: 'k', secret: 's',"
        " csrfProtection: true }) });\n"
        "}\n"
        "export function verify(token: string) {\n"
        "  const params = new URLSearchParams();\n"
        "  params.set('token', token);\n"
        "  const data: any = {};\n"
        "  data.secret = token;\n"
        "  return fetch('/api/verify?' + params, { method: 'POST', body: JSON.stringify(data) });\n"
        "}\n")})
    for path in ("/api/password/reset", "/api/verify"):
        assert auth(capability(contract, "POST", path)) == ("unknown", [
            ("auth.not-observed", None, None, "no credential handling seen on these call sites")])


def test_a_bare_token_key_inside_a_header_map_is_a_credential(derive_files):
    contract = derive_files({"src/api.ts": (
        "export function me(t: string) {\n"
        "  return fetch('/api/me', { headers: { token: t } });\n"
        "}\n"
        "export function feed(t: string) {\n"
        "  const headers = new Headers({ token: t });\n"
        "  return fetch('/api/feed', { headers });\n"
        "}\n")})
    assert auth(capability(contract, "GET", "/api/me"))[0] == "api-key"
    assert auth(capability(contract, "GET", "/api/feed")) == ("api-key", [
        ("fetch.header", "src/api.ts", 5, "header token")])


def test_a_header_whose_name_is_configuration_but_whose_value_is_a_bearer_token(derive_files):
    # rule auth.token-scheme-value: the header's name comes from an injected config object
    contract = derive_files({
        "src/app/auth.interceptor.ts": (
            "import { HttpHandler, HttpInterceptor, HttpRequest } from '@angular/common/http';\n"
            "export class AuthInterceptor implements HttpInterceptor {\n"
            "  constructor(private config: AppConfig, private cookies: Cookies) {}\n"
            "  intercept(req: HttpRequest<any>, next: HttpHandler) {\n"
            "    const token = this.cookies.get('token');\n"
            "    const authReq = req.clone({\n"
            "      headers: req.headers.set(this.config.headerName, `Bearer ${token}`) });\n"
            "    return next.handle(authReq);\n"
            "  }\n"
            "}\n"),
        "src/app/user.service.ts": USER_SERVICE})
    assert auth(capability(contract, "GET", "/api/users")) == ("bearer", [
        ("angular.interceptor", "src/app/auth.interceptor.ts", 7,
         "header (name not resolved) carrying the Bearer scheme")])


def test_a_computed_header_key_read_from_an_injected_service_field(derive_files):
    contract = derive_files({
        "src/app/config.service.ts": (
            "export class ConfigService {\n"
            "  public options = { authHeader: 'Authorization', authToken: 'Bearer' };\n"
            "}\n"),
        "src/app/jwt.interceptor.ts": (
            "import { HttpHandler, HttpInterceptor, HttpRequest } from '@angular/common/http';\n"
            "import { ConfigService } from './config.service';\n"
            "export class JwtInterceptor implements HttpInterceptor {\n"
            "  constructor(private config: ConfigService, private shared: Shared) {}\n"
            "  intercept(req: HttpRequest<any>, next: HttpHandler) {\n"
            "    const { authHeader, authToken } = this.config.options;\n"
            "    const token = this.shared.getToken();\n"
            "    return next.handle(req.clone({\n"
            "      setHeaders: { [authHeader]: `${authToken} ${token}` } }));\n"
            "  }\n"
            "}\n"),
        "src/app/user.service.ts": USER_SERVICE})
    assert auth(capability(contract, "GET", "/api/users")) == ("bearer", [
        ("angular.interceptor", "src/app/jwt.interceptor.ts", 9, "header Authorization")])
