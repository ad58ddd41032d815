"""Rule ``body.search-params-fields``: a ``URLSearchParams`` body sends its entries as form
fields, also through a wrapper converting the object each caller passes."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

from code2skill.form_bodies import form_fields, is_search_params
from code2skill.values import ClientV, LitV, ObjV, ParamV, PropV, StrV, Text

WHERE = ("src/api.ts", (3, 16, 3, 43))

WRAPPER = (
    "import axios from 'axios'\n"
    "type Parameters = Record<string, any>\n"
    "export default class Provider {\n"
    "  private http = axios.create({ baseURL: '/api/v2' })\n"
    "  private async post(route: string, params?: Parameters) {\n"
    "    const data = new URLSearchParams(params)\n"
    "    return this.http.post(route, data)\n"
    "  }\n"
    "  async addFeed(url: string, folder: string) {\n"
    "    await this.post('/rss/addFeed', { url, path: folder })\n"
    "  }\n"
    "  async reannounce(hashes: string[]) {\n"
    "    const params = { hashes: hashes.join('|') }\n"
    "    await this.post('/torrents/reannounce', params)\n"
    "  }\n"
    "  async shutdown() {\n"
    "    await this.post('/app/shutdown')\n"
    "  }\n"
    "}\n")


def request(cap: dict) -> dict:
    return cap["implementation"]["requests"][0]


def test_a_wrapper_converting_its_callers_objects_sends_their_fields(derive_files):
    contract = derive_files({"src/provider.ts": WRAPPER})
    assert endpoints(contract) == {("POST", "/api/v2/rss/addFeed"),
                                   ("POST", "/api/v2/torrents/reannounce"),
                                   ("POST", "/api/v2/app/shutdown")}
    feed = capability(contract, "POST", "/api/v2/rss/addFeed")
    assert bindings(feed) == {"body:path": "path", "body:url": "url"}
    assert feed["inputSchema"]["required"] == ["url", "path"]
    assert request(feed)["bodyEncoding"] == "form"
    encoding = feed["evidence"]["/implementation/requests/0/bodyEncoding"][0]
    assert (encoding["rule"], encoding["line"]) == ("body.search-params-fields", 6)
    reannounce = capability(contract, "POST", "/api/v2/torrents/reannounce")
    assert bindings(reannounce) == {"body:hashes": "hashes"}
    shutdown = capability(contract, "POST", "/api/v2/app/shutdown")   # passes nothing
    assert bindings(shutdown) == {}
    assert not [r for r in contract["review"]
                if "fields could not be determined" in r["message"]]


def test_entries_set_and_appended_in_the_requesting_function(derive_files):
    contract = derive_files({"src/auth.ts": (
        "export async function login(username: string, password: string, remember: boolean) {\n"
        "  const form = new URLSearchParams({ username })\n"
        "  form.set('password', password)\n"
        "  if (remember) form.append('remember', '1')\n"
        "  return fetch('/auth/login', { method: 'POST', body: form })\n"
        "}\n")})
    login = capability(contract, "POST", "/auth/login")
    assert bindings(login) == {"body:password": "password", "body:remember": "remember",
                               "body:username": "username"}
    assert login["inputSchema"]["required"] == ["username", "password"]
    assert request(login)["bodyEncoding"] == "form"


def test_an_object_the_source_does_not_show_stays_the_whole_body(derive_files):
    contract = derive_files({"src/api.ts": (
        "export function save(values: any) {\n"
        "  return fetch('/settings', { method: 'POST', body: new URLSearchParams(values) })\n"
        "}\n")})
    save = capability(contract, "POST", "/settings")
    assert bindings(save) == {"body:": "body"}
    assert request(save)["bodyEncoding"] == "form"


def test_form_fields_reads_the_folded_entries():
    name = PropV("name", StrV((Text("x"),)), WHERE)
    param = ParamV("src/api.ts#1", "params")
    folded = ClientV("urlsearchparams", ObjV((PropV(None, LitV(None), WHERE), name), WHERE),
                     WHERE)
    assert is_search_params(folded)
    assert form_fields(folded) == ObjV((name,), WHERE)            # {...undefined} adds none
    alone = ClientV("urlsearchparams", ObjV((PropV(None, param, WHERE),), WHERE), WHERE)
    assert form_fields(alone) == param                            # sent whole
    unfolded = ClientV("urlsearchparams", param, WHERE)
    assert form_fields(unfolded) is unfolded                      # not folded: unchanged
    assert form_fields(name.value) is name.value
    assert not is_search_params(ClientV("urlsearchparams", None, WHERE, ("toString",)))
