"""Rule ``header.helper-object``: headers given as the object a helper returns; rule
``header.proxy-identity`` on the identity headers a client sets on every request."""
from __future__ import annotations

from conftest import bindings, capability

from code2skill.extractors.common import auth_from_headers, choice_headers, headers_from
from code2skill.values import AltV, ObjV, PropV, StrV, Text

PROXY_ITEM = "(rule header.proxy-identity)"


def text(value: str) -> StrV:
    return StrV((Text(value),))


def test_a_header_every_option_holds_is_always_sent_one_some_hold_is_optional():
    choice = AltV((ObjV((PropV("Accept", text("a")),)),
                   ObjV((PropV("X-Forwarded-User", text("u")), PropV("Accept", text("b"))))))
    found = choice_headers(choice, None)
    assert [(h.name, h.optional, h.chosen) for h in found] == [
        ("Accept", False, True), ("X-Forwarded-User", True, True)]
    assert found[0].value == AltV((text("a"), text("b")))   # no one fixed text
    first, second = (StrV((Text("a", ("h.js", (line, 1, line, 4))),)) for line in (2, 5))
    same = AltV((ObjV((PropV("Accept", first),)), ObjV((PropV("Accept", second),))))
    assert choice_headers(same, None)[0].value == first      # one fixed text, set twice
    assert headers_from(choice) == found
    # a credential header of a choice is auth_in_spreads' (rule auth.choice-headers)
    bearer = AltV((ObjV((PropV("Authorization", text("Bearer t")),)), ObjV(())))
    assert auth_from_headers(headers_from(bearer), "fetch.header") == ()


HELPERS = """
import Cookies from 'js-cookie';
export function proxyHeaders() {
  const user = Cookies.get('remote_user');
  const token = Cookies.get('access_token');
  let headers = {};
  if (user) {
    headers = { 'X-Forwarded-User': user, 'X-Forwarded-Groups': Cookies.get('groups') || '' };
  }
  if (token) {
    headers['Authorization'] = `Bearer ${token}`;
  }
  headers['Accept'] = 'application/json';
  return headers;
}
export function csrfHeaders() {
  const headers = new Headers({ Accept: 'application/json' });
  headers.set('X-CSRFToken', Cookies.get('csrftoken') || '');
  return headers;
}
"""

CALLS = """
import axios from 'axios';
import ky from 'ky';
import { ofetch } from 'ofetch';
export const tags = () => ky.get('/api/tags', { headers: proxyHeaders() }).json();
export const pins = () => ofetch('/api/pins', { headers: proxyHeaders() });
import { proxyHeaders, csrfHeaders } from './headers';
export const list = () => fetch('/api/notes', { headers: proxyHeaders() });
export const add = (text) => axios.post('/api/notes', { text }, { headers: proxyHeaders() });
export function remove(id) {
  const headers = csrfHeaders();
  return fetch(`/api/notes/${id}`, { method: 'DELETE', headers });
}
const files = axios.create({ baseURL: '/files' });
files.defaults.headers.common = proxyHeaders();
export const file = (id) => files.get(`/${id}`);
"""


def proxy_items(contract: dict, name: str) -> list[str]:
    return [r["message"] for r in contract["review"]
            if r.get("capability") == name and r["message"].endswith(PROXY_ITEM)]


def auth(cap: dict) -> tuple:
    return cap["auth"]["authentication"], [(e["file"], e["line"], e["rule"])
                                            for e in cap["auth"]["evidence"]]


def test_a_helpers_headers_give_auth_host_side_headers_and_fixed_bindings(derive_files):
    contract = derive_files({"src/headers.js": HELPERS, "src/notes.js": CALLS})
    listed = capability(contract, "GET", "/api/notes")
    assert auth(listed) == ("bearer", [("src/headers.js", 11, "auth.choice-headers")])
    assert bindings(listed) == {"header:Accept": "=application/json"}
    items = proxy_items(contract, listed["name"])
    assert len(items) == 1 and "X-Forwarded-User, X-Forwarded-Groups" in items[0]
    added = capability(contract, "POST", "/api/notes")
    assert auth(added) == ("bearer", [("src/headers.js", 11, "auth.choice-headers")])
    assert "header:X-Forwarded-User" not in bindings(added)
    assert len(proxy_items(contract, added["name"])) == 1
    removed = capability(contract, "DELETE", "/api/notes/{id}")
    assert auth(removed) == ("cookie-session", [("src/headers.js", 18, "fetch.header")])
    filed = capability(contract, "GET", "/files/{id}")
    assert auth(filed) == ("bearer", [("src/headers.js", 11, "axios.defaults-header")])
    assert len(proxy_items(contract, filed["name"])) == 1
    for path in ("/api/tags", "/api/pins"):                  # ky, ofetch
        cap = capability(contract, "GET", path)
        assert auth(cap) == ("bearer", [("src/headers.js", 11, "auth.choice-headers")])
        assert len(proxy_items(contract, cap["name"])) == 1


CLIENT_WIDE = """
import axios from 'axios';
import Cookies from 'js-cookie';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
export const api = createApi({
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    prepareHeaders: (headers, { getState }) => {
      const user = getState().auth.user;
      if (user) {
        headers.set('X-Forwarded-User', user);
      }
      headers.set('X-Trace', 'on');
      return headers;
    },
  }),
  endpoints: (build) => ({
    listFolders: build.query({ query: () => '/folders/' }),
  }),
});
const client = axios.create({ baseURL: '/api' });
client.interceptors.request.use((config) => {
  config.headers['X-Remote-User'] = Cookies.get('remote_user');
  return config;
});
export const profile = () => client.get('/profile');
"""


def test_identity_headers_a_client_sets_on_every_request_get_the_item(derive_files):
    contract = derive_files({"src/api.js": CLIENT_WIDE})
    folders = capability(contract, "GET", "/api/folders/")
    items = proxy_items(contract, folders["name"])
    assert len(items) == 1 and "X-Forwarded-User carry" in items[0]
    assert bindings(folders) == {}                  # X-Trace is no identity header: not read
    profile = capability(contract, "GET", "/api/profile")
    items = proxy_items(contract, profile["name"])
    assert len(items) == 1 and "X-Remote-User carry" in items[0]
    assert not any(k.startswith("header:") for k in bindings(profile))


WRAPPER = """
export function apiFetch(path, init) {
  return fetch(`/api${path}`, { headers: { 'Content-Type': 'application/json' }, ...init });
}
export const upload = (bytes) => apiFetch('/blobs', {
  method: 'POST', headers: { 'Content-Type': 'application/octet-stream' },
  body: new Uint8Array(bytes) });
"""


def test_a_choice_one_option_of_which_a_caller_gives_is_read_per_call(derive_files):
    contract = derive_files({"src/api.js": WRAPPER})
    request = capability(contract, "POST", "/api/blobs")["implementation"]["requests"][0]
    assert request["bodyEncoding"] == "binary"     # not the wrapper's default JSON header
