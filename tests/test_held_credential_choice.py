"""A credential the client holds is never a Tool input: headers built by a private helper or
method (``#headers()``, ``private authHeaders()``, ``getHeaders()`` returning ``{Authorization:
'Bearer ' + this.token}``) are the auth mechanism, and a query credential that reads a
parameter only as one choice beside a held one (``optionalReadToken || getReadToken()``,
passed through a private URL helper) is a context reference (``query.held-credential``)."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.passes.schema import held_choice
from code2skill.values import AltV, LitV, ParamV, StrV, Text, UnknownV

CLIENT = (
    "export class Client {\n"
    "  private token: string | null = null\n"
    "  #key = ''\n"
    "  constructor(private base: string) {}\n"
    "  setToken(t: string) { this.token = t; this.#key = t }\n"
    "  private authHeaders() { return { Authorization: 'Bearer ' + this.token } }\n"
    "  #headers() { return { Authorization: `Bearer ${this.#key}` } }\n"
    "  getHeaders() { return { ...this.authHeaders(), Accept: 'application/json' } }\n"
    "  listNotes() { return fetch(this.base + '/notes', { headers: this.authHeaders() }) }\n"
    "  addNote(text: string) {\n"
    "    return fetch(this.base + '/notes', { method: 'POST', headers: this.#headers(),\n"
    "                                         body: JSON.stringify({ text }) })\n"
    "  }\n"
    "  getNote(id: string) { return fetch(`${this.base}/notes/${id}`, "
    "{ headers: this.getHeaders() }) }\n"
    "}\n"
    "export const client = new Client('/api')\n")


def inputs(cap: dict) -> list[str]:
    return sorted(cap["inputSchema"].get("properties", {}))


def test_headers_from_private_helpers_are_the_auth_mechanism(derive_files):
    contract = derive_files({"src/client.ts": CLIENT, "src/page.ts": (
        "import { client } from './client'\n"
        "export const a = () => client.listNotes()\n"
        "export const b = () => client.addNote('x')\n"
        "export const c = (id: string) => client.getNote(id)\n")})
    assert endpoints(contract) == {("GET", "/api/notes"), ("POST", "/api/notes"),
                                   ("GET", "/api/notes/{id}")}
    assert inputs(capability(contract, "GET", "/api/notes")) == []
    assert inputs(capability(contract, "POST", "/api/notes")) == ["text"]
    assert inputs(capability(contract, "GET", "/api/notes/{id}")) == ["id"]
    assert {c["auth"]["authentication"] for c in contract["capabilities"]} == {"bearer"}


def test_a_read_token_that_a_parameter_may_override_is_held(derive_files):
    contract = derive_files({
        "src/utils.ts": ("export const getReadToken = (): string =>\n"
                         "  new URLSearchParams(window.location.search).get('r') || ''\n"),
        "src/client.ts": (
            "import { getReadToken } from './utils'\n"
            "class Client {\n"
            "  getBlock(blockID: string, optionalReadToken?: string) {\n"
            "    let path = `/api/blocks?block_id=${blockID}`\n"
            "    const readToken = optionalReadToken || getReadToken()\n"
            "    if (readToken) {\n"
            "      path += `&read_token=${readToken}`\n"
            "    }\n"
            "    return this.getWithPath(path)\n"
            "  }\n"
            "  private getWithPath(path: string) { return fetch(path) }\n"
            "}\n"
            "export const client = new Client()\n"),
        "src/page.ts": ("import { client } from './client'\n"
                        "export const load = (id: string) => client.getBlock(id)\n")})
    cap = capability(contract, "GET", "/api/blocks")
    assert inputs(cap) == ["block_id"]
    assert [r["name"] for r in cap["contextReferences"]] == ["read_token"]
    assert [r["message"] for r in contract["review"] if "read_token" in r["message"]] == [
        "query parameter read_token carries a credential the client holds (readToken): the "
        "Host must supply it; it is never a Tool input"]


def test_a_caller_passed_token_alone_stays_an_input(derive_files):
    contract = derive_files({"src/api.ts": (
        "export const share = (id: string, token: string) =>\n"
        "  fetch(`/api/share/${id}?token=${token || ''}`)\n")})
    assert inputs(capability(contract, "GET", "/api/share/{id}")) == ["id", "token"]


def test_held_choice_values():
    own = ParamV("f", "t")
    assert held_choice(AltV((own, UnknownV("call"))), "f") is True
    assert held_choice(AltV((own, StrV((Text("", None),)))), "f") is False
    assert held_choice(AltV((own, LitV(None))), "f") is False
    assert held_choice(ParamV("setter", "t"), "f") is True


def test_a_bare_key_query_parameter_is_data_unless_its_value_is_a_credential(derive_files):
    """Rule ``query.bare-key``: a settings row's ``?key=${item.key}``, read in a callback
    (no parameter of the function making the request), is the setting's name: an input;
    ``?key=${apiKey}`` from a held value so named stays a credential the Host supplies."""
    contract = derive_files({"src/settings.ts": (
        "const apiKey = localStorage.getItem('api_key') || ''\n"
        "export const rows = (items: { key: string }[]) =>\n"
        "  items.map((item) => ({\n"
        "    remove: () => fetch(`/api/setting/delete?key=${item.key}`, { method: 'POST' }),\n"
        "  }))\n"
        "export const geocode = (q: string) => fetch(`/api/geo?q=${q}&key=${apiKey}`)\n")})
    remove = capability(contract, "POST", "/api/setting/delete")
    assert inputs(remove) == ["key"]
    assert remove["contextReferences"] == []
    assert [(e["rule"], e["note"]) for e in remove["evidence"]["/inputSchema/properties/key"]
            if e["rule"] == "query.bare-key"] == [("query.bare-key", "key")]
    geo = capability(contract, "GET", "/api/geo")
    assert inputs(geo) == ["q"]
    assert [r["name"] for r in geo["contextReferences"]] == ["key"]
    assert [r["message"] for r in contract["review"] if "setting" in r["capability"]
            and "credential" in r["message"]] == []


def test_a_stored_tokens_identifier_is_data(derive_files):
    """Rule ``query.credential-record-id``: an admin page's ``?tokenId=${item.tokenId}`` names
    the token record it deletes: an input, and no evidence of api-key auth; the page's own
    ``?token=${apiToken}`` stays a credential the Host supplies."""
    contract = derive_files({"src/tokens.ts": (
        "const apiToken = localStorage.getItem('api_token') || ''\n"
        "export const rows = (items: { tokenId: string }[]) =>\n"
        "  items.map((item) => ({\n"
        "    remove: () => fetch(`/api/tokens/delete?tokenId=${item.tokenId}`, "
        "{ method: 'POST' }),\n"
        "  }))\n"
        "export const list = () => fetch(`/api/tokens?token=${apiToken}`)\n")})
    remove = capability(contract, "POST", "/api/tokens/delete")
    assert inputs(remove) == ["tokenId"]
    assert remove["contextReferences"] == []
    assert remove["auth"]["authentication"] == "unknown"
    listed = capability(contract, "GET", "/api/tokens")
    assert [r["name"] for r in listed["contextReferences"]] == ["token"]
    assert listed["auth"]["authentication"] == "api-key"
