"""Rule ``auth.choice-headers``: headers that are one of several objects."""
from __future__ import annotations

from conftest import capability

from code2skill.extractors.choice_headers import (
    CONDITIONAL_NOTE, choice_of_objects, conditional, holds_no_header,
)
from code2skill.values import AltV, LitV, ObjV, PropV, UnknownV


def auth(cap: dict) -> tuple:
    return cap["auth"]["authentication"], [(e["rule"], e["line"], e["note"])
                                            for e in cap["auth"]["evidence"]]


def test_an_empty_object_or_value_holds_no_header_but_an_unknown_spread_may():
    assert holds_no_header(ObjV(()))
    assert holds_no_header(LitV(None))
    assert holds_no_header(ObjV((PropV("Accept", LitV("x")),)))
    assert not holds_no_header(ObjV((PropV(None, UnknownV("call")),)))
    assert not holds_no_header(UnknownV("call"))


def test_a_choice_is_any_alternative_but_an_and_guard():
    assert choice_of_objects(AltV((ObjV(()), ObjV(()))))
    assert not choice_of_objects(AltV((LitV(True), ObjV(())), kind="and"))
    assert not choice_of_objects(ObjV(()))


def test_the_note_says_conditional_only_when_an_option_holds_nothing():
    row = ("bearer", "header Authorization", None, ())
    options = (UnknownV("call"), ObjV(()))      # the first holds the header, the second none
    assert conditional([row], [[row], []], (UnknownV("call"), UnknownV("call"))) == [row]
    assert conditional([row], [[row], []], options) == [
        ("bearer", "header Authorization" + CONDITIONAL_NOTE, None, ())]
    marked = ("bearer", "header Authorization" + CONDITIONAL_NOTE, None, ())
    assert conditional([marked], [[marked], []], options) == [marked]


HELPER = """
const store = { token: localStorage.getItem('t') };
function authHeader() {
  if (store.token) {
    return { Authorization: `Bearer ${store.token}` };
  }
  return {};
}
export async function list() {
  const headers = authHeader();
  return fetch('/api/items', { method: 'GET', headers });
}
export async function create(item, noAuth) {
  let headers = {};
  if (!noAuth) {
    headers = { ...authHeader() };
  }
  headers = { ...headers, 'Content-Type': 'application/json' };
  return fetch('/api/items', { method: 'POST', headers, body: JSON.stringify({ item }) });
}
export const remove = (id) => fetch(`/api/items/${id}`, { method: 'DELETE', headers: { ...authHeader() } });
export const ping = () => fetch('/api/ping', { headers: store.token ? { 'X-Api-Key': store.token } : undefined });
"""


def test_a_helper_returning_the_header_or_nothing_is_conditional_bearer(derive_files):
    contract = derive_files({"src/api.js": HELPER})
    conditional_bearer = ("bearer", [("auth.choice-headers", 5,
                                      "header Authorization" + CONDITIONAL_NOTE)])
    assert auth(capability(contract, "GET", "/api/items")) == conditional_bearer
    assert auth(capability(contract, "POST", "/api/items")) == conditional_bearer
    assert auth(capability(contract, "DELETE", "/api/items/{id}")) == (
        "bearer", [("fetch.header-spread", 5, "header Authorization" + CONDITIONAL_NOTE)])
    assert auth(capability(contract, "GET", "/api/ping")) == (
        "api-key", [("auth.choice-headers", 22, "header X-Api-Key" + CONDITIONAL_NOTE)])
