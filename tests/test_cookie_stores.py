"""Cookie and storage libraries are no HTTP clients: their ``get``/``put`` calls raise no
"HTTP client code2skill does not recognise" review item (rule ``review.unknown-http-library``)."""
from __future__ import annotations

import pytest

from code2skill.extractors.cookie_stores import is_store


@pytest.mark.parametrize(("owner", "store"), [
    ("ngy-cookie.CookieService.prototype", True), ("ngx-cookie-service.CookieService", True),
    ("this.cookieService", True), ("js-cookie", True), ("$cookies", True),
    ("@ngx-pwa/local-storage.LocalStorage", True), ("localforage", True),
    ("idb-keyval", True), ("this.sessionStorageService", True),
    ("this.http", False), ("this.storageApi", False), ("this.sidebarApi", False),
    ("superagent-prefix", False),
])
def test_is_store(owner, store):
    assert is_store(owner) is store


def unknown_client_items(contract: dict) -> list[str]:
    return [r["message"] for r in contract["review"] if "does not recognise" in r["message"]]


def test_cookie_service_calls_raise_no_item(derive_files):
    contract = derive_files({"src/backup.ts": (
        "import { CookieService } from 'ngy-cookie';\n"
        "import { HttpClient } from '@angular/common/http';\n"
        "export class Backup {\n"
        "  constructor(private cookies: CookieService, private http: HttpClient,\n"
        "              private api: Transport) {}\n"
        "  save() {\n"
        "    this.cookies.put('continueCode/v2', 'x');\n"
        "    const language = this.cookies.get('language');\n"
        "    this.api.put('/rest/backup', { language });\n"
        "  }\n"
        "}\n")})
    assert unknown_client_items(contract) == [
        "call of this.api.put with a URL-like argument: an HTTP client code2skill does not "
        "recognise or cannot follow, so its endpoint is not in the contract (its URL starts "
        "with '/rest/backup')"]
