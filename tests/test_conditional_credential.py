"""A credential header the client sets only when it holds the credential (``if (token)
config.headers.Authorization = …`` in an interceptor, or on a local headers object) is
stated as sent only under a condition, never as always sent (rule
``auth.conditional-credential``); a write with an ``else`` arm that refuses to send, or one
made whatever the credential, stays unconditional."""
from __future__ import annotations

from conftest import capability

from code2skill.extract import extract_module
from code2skill.extractors.held_credentials import held_only

PACKAGE = '{"name": "app", "dependencies": {"axios": "^1.6.0"}}'

HTTP = """\
import axios from 'axios';

const http = axios.create({ baseURL: '/api' });
http.interceptors.request.use((config) => {
  const token = localStorage.getItem('token');
  if (token) config.headers.Authorization = `Bearer ${token}`;
  return config;
});
export const listBooks = () => http.get('/books');

const admin = axios.create({ baseURL: '/admin' });
admin.interceptors.request.use((config) => {
  const key = localStorage.getItem('key');
  if (key) {
    config.headers['X-Api-Key'] = key;
  } else {
    throw new Error('no key');
  }
  return config;
});
export const getStats = () => admin.get('/stats');

const store = { token: '', getters: { token: '' } };
const reports = axios.create({ baseURL: '/reports' });
reports.interceptors.request.use((config) => {
  if (store.token) config.headers.Authorization = 'Bearer ' + store.token;
  if (config.method) config.headers['X-Client'] = 'web';
  return config;
});
export const getDaily = () => reports.get('/daily');

const keyed = axios.create({ baseURL: '/keyed' });
keyed.interceptors.request.use((config) => {
  if (store.getters.token) config.headers['X-Token'] = localStorage.getItem('t');
  return config;
});
export const getKeyed = () => keyed.get('/items');

export function loadThings(token: string | null) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = 'Bearer ' + token;
  return fetch('/things', { headers });
}

export function loadShelves(session: { token: string }) {
  const headers: Record<string, string> = {};
  headers.Authorization = 'Bearer ' + session.token;
  return fetch('/shelves', { headers });
}
"""


def auth_notes(cap: dict) -> list[tuple[str, str, str]]:
    return [(e["rule"], e["note"], e["kind"]) for e in cap["auth"]["evidence"]]


def test_a_token_header_set_only_when_held_is_conditional(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/http.ts": HTTP})
    books = capability(contract, "GET", "/api/books")
    assert books["auth"]["authentication"] == "bearer"
    assert auth_notes(books) == [("axios.request-interceptor",
                                  "header Authorization, only under a condition", "observed")]
    daily = capability(contract, "GET", "/reports/daily")
    assert auth_notes(daily) == [("axios.request-interceptor",
                                  "header Authorization, only under a condition", "observed")]
    keyed = capability(contract, "GET", "/keyed/items")
    assert keyed["auth"]["authentication"] == "api-key"
    assert auth_notes(keyed) == [("axios.request-interceptor",
                                  "header X-Token, only under a condition", "observed")]
    things = capability(contract, "GET", "/things")
    assert auth_notes(things) == [("fetch.header",
                                   "header Authorization, only under a condition", "observed")]


def test_a_header_sent_whatever_or_refusing_without_it_is_unconditional(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/http.ts": HTTP})
    stats = capability(contract, "GET", "/admin/stats")
    assert auth_notes(stats) == [("axios.request-interceptor", "header X-Api-Key", "observed")]
    shelves = capability(contract, "GET", "/shelves")
    assert auth_notes(shelves) == [("fetch.header", "header Authorization", "observed")]


def test_held_only_needs_a_truthiness_test_of_what_the_header_sends():
    facts = extract_module("src/http.ts", "typescript", HTTP.encode())
    writes = {(a.target[-1], a.span[0]): held_only(a)
              for fn in facts.functions.values() for a in fn.assignments
              if a.target[:2] == ("config", "headers") or a.target[:1] == ("headers",)}
    assert writes == {("Authorization", 6): True, ("X-Api-Key", 15): False,
                      ("Authorization", 26): True, ("X-Client", 27): False,
                      ("X-Token", 34): True,
                      ("Authorization", 41): True, ("Authorization", 47): False}
