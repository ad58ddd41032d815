"""Rule ``openapi-fetch.middleware`` (``extractors/openapi_fetch_middleware.py``): the
credential headers an openapi-fetch client's middleware sets are its requests' auth."""
from __future__ import annotations

from conftest import capability

CLIENT = """import createClient from 'openapi-fetch';
import { getToken } from './session';
export const api = createClient({ baseUrl: '/api' });
export const open = createClient({ baseUrl: '/public' });
const auth = {
  async onRequest({ request }) {
    request.headers.set('Authorization', `Bearer ${await getToken()}`);
    return request;
  },
};
const logger = { onResponse({ response }) { console.log(response.status); } };
api.use(auth, logger);
export const listPets = () => api.GET('/pets');
export const listNews = () => open.GET('/news');
"""
SESSION = "export const getToken = async () => localStorage.getItem('t');\n"


def auth_of(contract, path):
    auth = capability(contract, "GET", path)["auth"]
    return auth["authentication"], [(e["rule"], e["line"]) for e in auth["evidence"]]


def test_a_middleware_sets_the_auth_of_its_clients_requests_only(derive_files):
    contract = derive_files({"src/api.js": CLIENT, "src/session.js": SESSION})
    assert auth_of(contract, "/api/pets") == ("bearer", [("openapi-fetch.middleware", 7)])
    assert auth_of(contract, "/public/news")[0] == "unknown"


def test_a_csrf_token_beside_basic_auth_guards_the_basic_credential(derive_files):
    client = CLIENT.replace(
        "request.headers.set('Authorization', `Bearer ${await getToken()}`);",
        "request.headers.set('X-CSRF-Token', 'c');\n"
        "    request.headers.set('Authorization', `Basic ${await getToken()}`);")
    contract = derive_files({"src/api.js": client, "src/session.js": SESSION})
    assert auth_of(contract, "/api/pets") == ("unknown", [("auth.basic-scheme", 8)])
