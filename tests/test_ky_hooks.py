"""Rule ``ky.before-request-hook``: a credential header a ky client's ``beforeRequest`` hook
sets (inline or a named function, on ``ky.create``, ``ky.extend`` or ``api.extend``) is that
client's auth, cited at the hook's line."""
from conftest import capability

API = """import ky from 'ky';
import { getToken } from './session';

export const api = ky.create({
  prefixUrl: '/api',
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set('Authorization', `Bearer ${getToken()}`);
      },
    ],
  },
});

function addKey(request, options) {
  options.headers.set('X-Api-Key', getToken());
}

export const keyed = ky.extend({ prefixUrl: '/keyed', hooks: { beforeRequest: [addKey] } });
export const admin = api.extend({ prefixUrl: '/admin' });
export const plain = ky.create({ prefixUrl: '/public', hooks: { afterResponse: [addKey] } });

export const listArticles = () => api.get('articles').json();
export const listThings = () => keyed.get('things').json();
export const listUsers = () => admin.get('users').json();
export const listNews = () => plain.get('news').json();
"""
SESSION = "export const getToken = () => localStorage.getItem('token');\n"


def auth(cap: dict) -> tuple:
    return (cap["auth"]["authentication"],
            [(e["rule"], e["file"], e["line"], e["note"]) for e in cap["auth"]["evidence"]])


def test_a_before_request_hook_sets_the_clients_auth(derive_files):
    contract = derive_files({"package.json": '{"dependencies": {"ky": "1.0.0"}}',
                             "src/api.js": API, "src/session.js": SESSION})
    bearer = ("bearer", [("ky.before-request-hook", "src/api.js", 9, "header Authorization")])
    assert auth(capability(contract, "GET", "/api/articles")) == bearer
    assert auth(capability(contract, "GET", "/admin/users")) == bearer   # extended: hooks kept
    assert auth(capability(contract, "GET", "/keyed/things")) == (
        "api-key", [("ky.before-request-hook", "src/api.js", 16, "header X-Api-Key")])
    # an afterResponse hook sends nothing
    assert auth(capability(contract, "GET", "/public/news"))[0] == "unknown"
