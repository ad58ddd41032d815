"""Rule ``auth.substituted-credentials``: request options that a wrapper spreads from its
caller's object (``ofetch(url, {baseURL, ...rest})`` of ``({url, baseUrl, ...rest})``, filled
by a config that sets ``credentials: 'include'``) are read per call once the caller's value is
substituted, so every call sends the session cookie (papra's ``apiClient``)."""
from conftest import capability

WRAPPERS = (
    "import { ofetch } from 'ofetch';\n"
    "async function base({ url, baseUrl, ...rest }: { url: string; baseUrl?: string }) {\n"
    "  return ofetch(url, { baseURL: baseUrl, ...rest });\n"
    "}\n"
    "export async function api({ path, ...rest }: { path: string; method?: string }) {\n"
    "  const requestConfig = { url: path, credentials: 'include', ...rest };\n"
    "  return base(requestConfig);\n"
    "}\n"
    "function send(url: string, init: RequestInit) { return fetch(url, { ...init }); }\n"
    "export const open = () => send('/api/open', { method: 'POST' });\n"
    "export const mine = () => send('/api/mine', { credentials: 'include' });\n"
    "export const list = () => api({ path: '/api/items' });\n"
    "export const del = (id: string) => api({ path: `/api/items/${id}`, method: 'DELETE' });\n")


def test_credentials_spread_from_a_callers_config_are_read_per_call(derive_files):
    contract = derive_files({"package.json": '{"dependencies": {"ofetch": "1.3.0"}}',
                             "src/api.ts": WRAPPERS})
    auth = {(m, p): (capability(contract, m, p)["auth"]["authentication"],
                     [(e["rule"], e["line"]) for e in capability(contract, m, p)["auth"]["evidence"]])
            for m, p in (("GET", "/api/items"), ("DELETE", "/api/items/{id}"),
                         ("GET", "/api/mine"), ("POST", "/api/open"))}
    assert auth[("GET", "/api/items")] == ("cookie-session", [("ofetch.credentials-include", 6)])
    assert auth[("DELETE", "/api/items/{id}")] == ("cookie-session",
                                                   [("ofetch.credentials-include", 6)])
    assert auth[("GET", "/api/mine")] == ("cookie-session", [("fetch.credentials-include", 11)])
    assert auth[("POST", "/api/open")][0] == "unknown"
