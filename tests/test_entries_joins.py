"""A query string joined in one expression from an object's members
(``code2skill.entries_joins``, rule ``query.entries-join``): the keys of the object each caller
passes are the request's query parameters."""
from __future__ import annotations

import pytest

from code2skill.entries_joins import joined_object, reduced_object
from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Call, Ref

from conftest import bindings, capability


def join_call(source: str):
    """The ``.join('&')`` call of ``const q = …`` in ``source`` and a ``function`` view."""
    module = extract_module("src/q.js", "javascript", source.encode())
    fn = next(f for f in module.functions.values() if f.name == "make")
    expr = fn.locals["q"][0]

    class Facts:
        @staticmethod
        def function(fid):
            return module.functions.get(fid)
    return expr, Facts()


@pytest.mark.parametrize("pairs", [
    "Object.entries(params).map(p => p.join('='))",
    "Object.entries(params).map(([k, v]) => `${k}=${v}`)",
    "Object.entries(params).map(([k, v]) => k + '=' + encodeURIComponent(v))",
    "Object.entries(params).map(p => `${p[0]}=${p[1]}`)",
    "Object.keys(params).map(k => `${k}=${params[k]}`)",
    "Object.keys(params).map(k => encodeURIComponent(k) + '=' + encodeURIComponent(params[k]))",
])
def test_pairs_joined_with_an_ampersand_are_the_object(pairs):
    expr, facts = join_call(f"function make(params) {{ const q = {pairs}.join('&'); }}")
    assert isinstance(expr, Call)
    found = joined_object(expr, facts)
    assert isinstance(found, Ref) and found.name == "params"


@pytest.mark.parametrize("pairs", [
    "Object.entries(params).map(p => p.join('=')).join(',')",          # another separator
    "Object.entries(params).map(p => p.join(':')).join('&')",          # no name=value pair
    "Object.entries(params).map(([k, v]) => `${v}=${k}`).join('&')",   # swapped
    "Object.keys(params).map(k => `${k}=${other[k]}`).join('&')",      # another object's value
    "Object.keys(params).map(k => `x=${params[k]}`).join('&')",        # a fixed name
    "Object.values(params).map(p => p.join('=')).join('&')",
    "Object.entries(params).map(([k, v]) => { if (v) return `${k}=${v}`; return ''; }).join('&')",
])
def test_other_callbacks_are_no_such_join(pairs):
    expr, facts = join_call(f"function make(params, other) {{ const q = {pairs}; }}")
    assert joined_object(expr, facts) is None


WRAPPER = """
function send(method, endpoint, params = {}) {
  let extra = '';
  if (Object.keys(params).length) {
    extra = '?' + Object.entries(params).map(p => p.join('=')).join('&');
  }
  return fetch(`/api${endpoint}${extra}`, {method: method});
}
"""


def test_each_callers_keys_become_query_parameters(derive_files):
    contract = derive_files({"src/api.js": WRAPPER + (
        "export function removeVolume(id, deleteFolder) {\n"
        "  return send('DELETE', `/volumes/${id}`, {delete_folder: deleteFolder});\n}\n"
        "export function listHistory(offset) {\n"
        "  return send('GET', '/history', {offset: offset, kind: 'all'});\n}\n"
        "export function renameVolume(id) {\n"
        "  return send('PUT', `/volumes/${id}`, {});\n}\n")})
    removed = capability(contract, "DELETE", "/api/volumes/{id}")
    assert bindings(removed) == {"path:id": "id", "query:delete_folder": "delete_folder"}
    listed = capability(contract, "GET", "/api/history")   # the guard holds: always sent
    assert bindings(listed) == {"query:kind": "=all", "query:offset": "offset"}
    assert listed["inputSchema"]["required"] == ["offset"]
    rules = {e["rule"] for e in listed["evidence"]["/inputSchema/properties/offset"]}
    assert "query.entries-join" in rules
    renamed = capability(contract, "PUT", "/api/volumes/{id}")
    assert bindings(renamed) == {"path:id": "id"}
    assert not [r for r in contract["review"] if "query part" in r["message"]]


def test_a_filtering_callback_keeps_the_query_reviewed(derive_files):
    contract = derive_files({"src/api.js": WRAPPER.replace(
        "map(p => p.join('='))", "filter(p => p[1]).map(p => p.join('='))") + (
        "export const history = (offset) => send('GET', '/history', {offset: offset});\n")})
    cap = capability(contract, "GET", "/api/history")
    assert "offset" not in cap["inputSchema"]["properties"]
    assert [r for r in contract["review"] if "query part" in r["message"]]


def test_a_fixed_member_is_sent_as_it_is(derive_files):
    contract = derive_files({"src/api.js": (
        "function get(endpoint, filters = {}) {\n"
        "  const query = Object.keys(filters).map(k => `${k}=${filters[k]}`).join('&');\n"
        "  return fetch(`/api${endpoint}?${query}`);\n}\n"
        "export const shelves = (offset) => get('/shelves', {offset: offset, sort: 'title'});\n")})
    cap = capability(contract, "GET", "/api/shelves")
    assert bindings(cap) == {"query:offset": "offset", "query:sort": "=title"}
    rules = {e["rule"] for e in cap["evidence"]["/implementation/requests/0/bindings/1"]}
    assert rules == {"query.fixed", "query.entries-join"}


def test_the_key_count_guard_is_decided_per_caller(derive_files):
    contract = derive_files({"src/api.js": WRAPPER.replace(
        "if (Object.keys(params).length)", "if (Object.entries(params).length > 0 && params)"
        ).replace("function send", "function unused() {}\nfunction send") + (
        "export const history = (offset) => send('GET', '/history', {offset: offset});\n")})
    cap = capability(contract, "GET", "/api/history")
    assert bindings(cap) == {"query:offset": "offset"}


def test_key_count_of_objects_and_parameters():
    from code2skill.entries_joins import KEY_COUNT, key_count
    from code2skill.values import LitV, ObjV, ParamV, PropV, UnknownV
    two = ObjV((PropV("a", LitV(1)), PropV("b", LitV(None))))
    assert key_count(two, None) == LitV(2, None)
    assert key_count(ObjV(()), None) == LitV(0, None)
    assert isinstance(key_count(ObjV((PropV("a", LitV(1), optional=True),)), None), UnknownV)
    assert isinstance(key_count(ObjV((PropV(None, ParamV("f", "o")),)), None), UnknownV)
    assert key_count(ParamV("f", "params"), None) == ParamV("f", "params", (KEY_COUNT,))


@pytest.mark.parametrize("pairs, lead, trail", [
    ("Object.keys(params).reduce((acc, k) => acc + `&${k}=${params[k]}`, '')", "&", ""),
    ("Object.entries(params).reduce((acc, [k, v]) => `${acc}${k}=${v}&`, '')", "", "&"),
    ("Object.entries(params).reduce((acc, p) => acc + '&' + p[0] + '=' + p[1], '')", "&", ""),
])
def test_pairs_added_up_from_an_empty_text_are_the_object(pairs, lead, trail):
    expr, facts = join_call(f"function make(params) {{ const q = {pairs}; }}")
    found = reduced_object(expr, facts)
    assert found is not None and isinstance(found[0], Ref) and found[0].name == "params"
    assert found[1:] == (lead, trail)


@pytest.mark.parametrize("pairs", [
    "Object.keys(params).reduce((acc, k) => acc + `${k}=${params[k]}`, '')",    # no separator
    "Object.keys(params).reduce((acc, k) => acc + `&${k}=${params[k]}&`, '')",  # both sides
    "Object.keys(params).reduce((acc, k) => acc + `&${k}=${params[k]}`, '?')",  # not empty
    "Object.keys(params).reduce((acc, k) => `&${k}=${params[k]}`, '')",         # drops acc
])
def test_other_reductions_are_no_such_join(pairs):
    expr, facts = join_call(f"function make(params) {{ const q = {pairs}; }}")
    assert reduced_object(expr, facts) is None


def test_a_reduced_query_after_a_fixed_parameter(derive_files):
    contract = derive_files({"src/api.js": (
        "function send(endpoint, params = {}) {\n"
        "  const qs = Object.keys(params).reduce((acc, k) => acc + `&${k}=${params[k]}`, '');\n"
        "  return fetch(`/api${endpoint}?v=1${qs}`);\n}\n"
        "export const b = (offset) => send('/b', {offset: offset, kind: 'x'});\n")})
    cap = capability(contract, "GET", "/api/b")
    assert bindings(cap) == {"query:kind": "=x", "query:offset": "offset", "query:v": "=1"}
