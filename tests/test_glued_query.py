"""A value glued onto a query parameter's fixed value (``code2skill.glued_query``, rule
``query.glued-hole``): a query-string value starts more query text; a value the tool cannot
follow leaves the parameter reviewed, never a silent input."""
from __future__ import annotations

from code2skill.glued_query import glued_entry, glued_unknown_note
from code2skill.values import HoleV, ParamV, UnknownV

from conftest import bindings, capability


def hole(name, value=None):
    return HoleV(name, value or UnknownV("test"))


def test_a_query_named_value_after_a_complete_value_starts_an_entry():
    assert glued_entry("page=1", hole("qs"))
    assert glued_entry("a=b&page=1", hole("queryParams"))


def test_a_value_still_being_written_is_no_entry():
    assert not glued_entry("q=status:", hole("search"))     # the value goes on
    assert not glued_entry("q=", hole("qs"))                 # the value itself
    assert not glued_entry("page=1", hole("id"))             # no query name
    assert not glued_entry("page", hole("qs"))               # no value yet


def test_only_fixed_text_joined_to_an_unknown_value_is_noted():
    assert glued_unknown_note("sort=asc${x}", [hole("x")], True, None)[0] == "medium"
    assert glued_unknown_note("sort=${x}", [hole("x")], False, None) is None
    assert glued_unknown_note("q=a${p}", [hole("p", ParamV("f", "p"))], True, None) is None


API = """
export function search(qs) {
  return fetch(`/api/items?page=1${qs}`).then(r => r.json());
}
export function things(extra) {
  return fetch('/api/things?sort=asc' + extra.build()).then(r => r.json());
}
"""
MAIN = """
import { search, things } from './api';
document.querySelector('#go').addEventListener('click', () => {
  search(window.location.hash.slice(1)); things(window.helper);
});
"""


def test_glued_values_are_reviewed_not_silent_inputs(derive_files):
    contract = derive_files({"src/api.js": API, "src/main.js": MAIN})
    items = capability(contract, "GET", "/api/items")
    assert bindings(items).get("query:page") == "=1"
    assert items["status"] == "requires-review"
    things = capability(contract, "GET", "/api/things")
    assert things["status"] == "requires-review"
    assert any("rule query.glued-hole" in r["message"] and "sort=asc" in r["message"]
               for r in contract["review"])
