"""A CSRF-cookie probe before login (rule ``plumbing.csrf-probe``): a ``GET`` naming a CSRF
cookie whose response the client ignores is an ``info`` session-precondition item, never a
Tool; the login it prepares stays; a CSRF endpoint whose response is read keeps its Tool
(with the ``plumbing.path-word`` note)."""
from __future__ import annotations

from conftest import endpoints

HTTP = "import axios from 'axios';\nexport default axios.create({ withCredentials: true });\n"


def test_an_ignored_csrf_cookie_probe_is_no_tool(derive_files):
    contract = derive_files({"src/http.js": HTTP, "src/login.js": (
        "import http from './http';\n"
        "export default ({ username, password }) =>\n"
        "  http.get('/sanctum/csrf-cookie')\n"
        "    .then(() => http.post('/auth/login', { user: username, password }))\n"
        "    .then((response) => response.data);\n")})
    assert endpoints(contract) == {("POST", "/auth/login")}
    [item] = [r for r in contract["review"] if "csrf-probe" in r["message"]]
    assert item["severity"] == "info"
    assert item["evidence"][0]["rule"] == "plumbing.csrf-probe"


def test_a_csrf_token_the_client_reads_keeps_its_tool(derive_files):
    contract = derive_files({"src/http.js": HTTP, "src/token.js": (
        "import http from './http';\n"
        "export const csrfToken = () => http.get('/api/csrf').then((r) => r.data.token);\n")})
    assert endpoints(contract) == {("GET", "/api/csrf")}
