"""Rule ``axios.platform-session`` (``extractors/axios.py``): axios imported from a platform's
client package that sends the platform's session (``@nextcloud/axios``), or an instance it
creates, is a ``cookie-session`` with the import as evidence; the platform's CSRF header
(``requesttoken``) sent by hand is one too."""
from __future__ import annotations

from conftest import capability

NOTE = "@nextcloud/axios sends the Nextcloud session cookie and its requesttoken CSRF header"


def auth_of(contract, method, path):
    auth = capability(contract, method, path)["auth"]
    return auth["authentication"], [(e["rule"], e.get("note"), e["file"], e["line"])
                                    for e in auth["evidence"]]


def test_platform_client_direct_and_created_instance(derive_files):
    contract = derive_files({"src/api.js": (
        "import axios from '@nextcloud/axios'\n"
        "const instance = axios.create()\n"
        "const other = instance.create({ timeout: 5 })\n"
        "export const list = () => axios.get('/apps/x/items')\n"
        "export const save = (id, body) => instance.put(`/apps/x/items/${id}`, body)\n"
        "export const drop = (id) => other.delete(`/apps/x/items/${id}`)\n")})
    expected = ("cookie-session", [("axios.platform-session", NOTE, "src/api.js", 1)])
    assert auth_of(contract, "GET", "/apps/x/items") == expected
    assert auth_of(contract, "PUT", "/apps/x/items/{id}") == expected
    assert auth_of(contract, "DELETE", "/apps/x/items/{id}") == expected


def test_plain_axios_proves_no_session(derive_files):
    contract = derive_files({"src/api.js": (
        "import axios from 'axios'\n"
        "export const list = () => axios.get('/apps/x/items')\n")})
    assert auth_of(contract, "GET", "/apps/x/items")[0] == "unknown"


def test_requesttoken_header_is_the_csrf_of_a_cookie_session(derive_files):
    contract = derive_files({"src/api.js": (
        "export const save = (v) => fetch('/apps/x/settings', {method: 'PUT',\n"
        "  headers: { requesttoken: OC.requestToken }, body: JSON.stringify({ v }) })\n")})
    assert auth_of(contract, "PUT", "/apps/x/settings")[0] == "cookie-session"

