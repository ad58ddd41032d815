"""A root-relative path under the rooted base path the app fixes for the build-time variable its
API client reads as base URL is that client's call, relative to the base (rule
``service.configured-base-path``); a base two variables share, a path on another first
segment, a fallback beside the variable, or a variable nothing fixes keeps the page-origin
reading."""
from __future__ import annotations

from conftest import capability, endpoints

PACKAGE = '{"name": "shop", "dependencies": {"axios": "^1.6.0", "nuxt": "^2.17.0"}}'
CONFIG = "export default {\n  env: {\n    baseUrl: '/v1'\n  }\n}\n"
CLIENT = ("import axios from 'axios'\n"
          "const api = axios.create({ baseURL: process.env.baseUrl })\n"
          "export const listOrders = () => api.get('/orders')\n")
FULL = ("export const upload = (form) => fetch('/v1/files/', { method: 'POST', body: form })\n"
        "export const status = () => fetch('/v10/status')\n"
        "export const bare = () => fetch('/v1')\n")


def services_of(contract: dict) -> dict[tuple[str, str], str]:
    """``{(METHOD, path): service id}`` of every request."""
    return {(r["method"], r["pathTemplate"]): r["service"] for c in contract["capabilities"]
            for r in c["implementation"]["requests"]}


def test_a_path_under_the_configured_base_is_the_clients_call(derive_files):
    contract = derive_files({"package.json": PACKAGE, "nuxt.config.js": CONFIG,
                             "api.js": CLIENT, "upload.js": FULL})
    found = services_of(contract)
    assert found[("POST", "/files/")] == found[("GET", "/orders")] == "shop"
    assert found[("GET", "/v10/status")] != "shop"         # another first segment
    assert found[("GET", "/v1")] != "shop"                 # the bare base names no endpoint
    service = next(s for s in contract["services"] if s["id"] == "shop")
    assert [(e["file"], e["line"], e["note"]) for e in service["evidence"]
            if e["rule"] == "service.configured-base-path"] == [
        ("nuxt.config.js", 3, "baseUrl = /v1")]
    upload = capability(contract, "POST", "/files/")
    assert [(e["file"], e["line"], e["note"])
            for e in upload["evidence"]["/implementation/requests/0/pathTemplate"]
            if e["rule"] == "service.configured-base-path"] == [
        ("upload.js", 1, "/v1/files/ is /files/ under /v1")]
    orders = capability(contract, "GET", "/orders")
    assert not [e for e in orders["evidence"]["/implementation/requests/0/pathTemplate"]
                if e["rule"] == "service.configured-base-path"]
    assert "under the base path the app configures" in service["description"]
    # the configured value is the client's base, no endpoint a component requests
    assert not [r for r in contract["review"] if "endpoint URL /v1 under key" in r["message"]]


def test_a_rooted_fallback_keeps_the_page_origin(derive_files):
    contract = derive_files({
        "package.json": '{"name": "shop", "dependencies": {"axios": "^1.6.0"}}',
        "api.js": ("import axios from 'axios'\n"
                   "const api = axios.create({ baseURL: import.meta.env.VITE_API || '/api' })\n"
                   "export const listOrders = () => api.get('/orders')\n"
                   "export const ping = () => fetch('/api/ping/now')\n")})
    found = services_of(contract)
    assert found[("GET", "/api/ping/now")] != found[("GET", "/orders")]
    assert ("GET", "/ping/now") not in endpoints(contract)


def test_no_fixed_value_keeps_the_page_origin(derive_files):
    contract = derive_files({"package.json": PACKAGE, "api.js": CLIENT, "upload.js": FULL})
    assert ("POST", "/v1/files/") in endpoints(contract)
    assert services_of(contract)[("POST", "/v1/files/")] != \
        services_of(contract)[("GET", "/orders")]


def test_a_base_two_variables_share_keeps_the_page_origin(derive_files):
    contract = derive_files({
        "package.json": PACKAGE,
        "nuxt.config.js": "export default { env: { baseUrl: '/v1', adminUrl: '/v1' } }\n",
        "api.js": CLIENT + ("const admin = axios.create({ baseURL: process.env.adminUrl })\n"
                            "export const listUsers = () => admin.get('/users')\n"),
        "upload.js": FULL})
    assert ("POST", "/v1/files/") in endpoints(contract)
    assert capability(contract, "GET", "/users")["implementation"]["requests"][0][
        "service"] != services_of(contract)[("POST", "/v1/files/")]
