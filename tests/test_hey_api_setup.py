"""hey-api: a generated SDK's client configured once (createConfig, setConfig, a request
interceptor) carries that auth on every call of the client."""
from __future__ import annotations

from conftest import capability

CLIENT = ("import { createClient, createConfig } from '@hey-api/client-fetch';\n"
          "export const client = createClient(createConfig({ baseUrl: '/api' }));\n")


def auth_of(contract, method, path):
    auth = capability(contract, method, path)["auth"]
    return auth["authentication"], [(e["rule"], e.get("note")) for e in auth["evidence"]]


def test_set_config_and_interceptor(derive_files):
    contract = derive_files({
        "src/client.ts": CLIENT,
        "src/main.ts": (
            "import { client } from './client';\n"
            "client.setConfig({ credentials: 'include', headers: { 'X-XSRF-TOKEN': window.t } });\n"
            "client.interceptors.request.use((req) => {\n"
            "  req.headers.set('X-CSRF-Token', document.cookie);\n"
            "  return req;\n"
            "});\n"
            "export const list = () => client.get({ url: '/notes' });\n")})
    assert auth_of(contract, "GET", "/api/notes") == ("cookie-session", [
        ("hey-api.credentials-include", "credentials: 'include'"),
        ("hey-api.set-config", "header X-XSRF-TOKEN"),
        ("hey-api.request-interceptor", "header X-CSRF-Token")])


def test_config_of_create_config_and_axios_client(derive_files):
    contract = derive_files({"src/api.ts": (
        "import { createClient, createConfig } from '@hey-api/client-fetch';\n"
        "import { createClient as axiosClient } from '@hey-api/client-axios';\n"
        "const a = createClient(createConfig({ baseUrl: '/a', credentials: 'include' }));\n"
        "const b = axiosClient({ baseUrl: '/b', withCredentials: true });\n"
        "const c = createClient({ baseUrl: '/c', credentials: 'same-origin' });\n"
        "export const one = () => a.get({ url: '/one' });\n"
        "export const two = () => b.get({ url: '/two' });\n"
        "export const three = () => c.get({ url: '/three' });\n")})
    assert auth_of(contract, "GET", "/a/one")[0] == "cookie-session"
    assert auth_of(contract, "GET", "/b/two") == (
        "cookie-session", [("hey-api.credentials-include", "withCredentials: true")])
    assert auth_of(contract, "GET", "/c/three")[0] == "unknown"


def test_guarded_set_config_is_noted_conditional(derive_files):
    contract = derive_files({
        "src/client.ts": CLIENT,
        "src/main.ts": (
            "import { client } from './client';\n"
            "if (window.crossSite) client.setConfig({ credentials: 'include' });\n"
            "export const list = () => client.get({ url: '/notes' });\n")})
    assert auth_of(contract, "GET", "/api/notes") == ("cookie-session", [
        ("hey-api.credentials-include", "credentials: 'include', only under a condition")])
