"""Rules ``value.list-membership-test`` (:mod:`code2skill.list_membership`),
``method.override-guard`` (:mod:`code2skill.override_guards`) and ``value.spread-fallback``:
a membership test of a literal list decided per caller, a method override keeping the caller's
method, and a member read through a trailing spread that lacks it keeping the fallback."""
from __future__ import annotations

import pytest
from conftest import bindings, capability

from code2skill.extractors.module_facts.control_flow import as_test
from code2skill.facts import Arr, Call, Lit, Member, Ref
from code2skill.facts import Test as Condition
from code2skill.list_membership import IN, NOT_IN, decide_membership, membership_call
from code2skill.override_guards import overriding_write
from code2skill.resolution.shared import decide_test, equals
from code2skill.values import LitV, ParamV, StrV, Text

LISTED = Arr((Lit("GET"), Lit("POST")))
INCLUDES = Call(Member(LISTED, "includes"), (Ref("method"),))
INDEX = Call(Member(LISTED, "indexOf"), (Ref("method"),))
METHOD = ParamV("f", "method")


def text(value):
    return StrV((Text(value, None),))


@pytest.mark.parametrize("test, holds", [
    (Condition("truthy", INCLUDES), True), (Condition("falsy", INCLUDES), False),
    (Condition("!==", INDEX, -1), True), (Condition("===", INDEX, -1), False),
    (Condition("!=", INDEX, -1), True), (Condition("==", INDEX, -1), False)])
def test_includes_and_index_of_read_as_membership(test, holds):
    assert membership_call(test) == (LISTED, Ref("method"), holds)


def test_other_tests_are_no_membership():
    assert membership_call(Condition("===", INDEX, 0)) is None        # the first item only
    assert membership_call(Condition("truthy", INDEX)) is None        # index 0 is falsy
    assert membership_call(Condition("truthy", Call(Member(LISTED, "some"),
                                                    (Ref("m"),)))) is None


def test_a_positive_includes_of_an_array_literal_is_a_condition():
    assert as_test(INCLUDES) == Condition("truthy", INCLUDES, None, None)
    assert as_test(Call(Member(Ref("list"), "includes"), (Ref("m"),))) is None


@pytest.mark.parametrize("value, op, expected", [
    (text("GET"), IN, True), (text("DELETE"), IN, False), (text("DELETE"), NOT_IN, True),
    (text("POST"), NOT_IN, False), (LitV(None), NOT_IN, True), (METHOD, NOT_IN, None)])
def test_membership_is_decided_by_the_value(value, op, expected):
    assert decide_membership(value, op, ("GET", "POST"), equals) is expected
    assert decide_test(value, op, ("GET", "POST")) is expected


def test_an_override_writes_post_over_a_method_tested_against_a_list():
    guard = ((METHOD, "truthy", None), (METHOD, NOT_IN, ("GET", "POST")))
    assert overriding_write("method", text("POST"), METHOD, (guard, "&&", None))
    assert not overriding_write("method", text("PUT"), METHOD, (guard, "&&", None))
    assert not overriding_write("url", text("POST"), METHOD, (guard, "&&", None))
    assert not overriding_write("method", text("POST"), METHOD, (METHOD, "truthy", None))
    other = ParamV("f", "kind")
    assert not overriding_write("method", text("POST"), METHOD, (other, NOT_IN, ("GET",)))


WRAPPER = """
import axios from 'axios';
function request(original) {
  const options = { timeout: 5000, ...original };
  if (options.method && !['GET', 'POST'].includes(options.method)) {
    options.method = 'POST';
  }
  return axios(options);
}
export function search(q) { return request({ method: 'GET', url: '/api/items', params: { q } }); }
export function tags() { return request({ url: '/api/tags' }); }
export function create(item) { return request({ method: 'POST', url: '/api/items', data: item }); }
export function clear() { return request({ method: 'DELETE', url: '/api/cache' }); }
"""


def requests_of(contract):
    return sorted((r["method"], r["pathTemplate"]) for c in contract["capabilities"]
                  for r in c["implementation"]["requests"])


def test_an_override_guard_is_decided_per_caller_and_keeps_the_callers_method(derive_files):
    contract = derive_files({"src/api.js": WRAPPER})
    assert requests_of(contract) == [("DELETE", "/api/cache"), ("GET", "/api/items"),
                                     ("GET", "/api/tags"), ("POST", "/api/items")]


def test_without_the_override_a_listed_guard_still_decides_a_header(derive_files):
    source = """
import axios from 'axios';
function load(method, url) {
  const init = { method, url, headers: {} };
  if (['GET', 'HEAD'].indexOf(method) >= 0) { init.headers['Cache-Control'] = 'no-cache'; }
  return axios(init);
}
export function read() { return load('GET', '/api/status'); }
export function reset() { return load('PUT', '/api/status'); }
"""
    contract = derive_files({"src/api.js": source})
    assert bindings(capability(contract, "GET", "/api/status"))["header:Cache-Control"] \
        == "=no-cache"
    assert "header:Cache-Control" not in bindings(capability(contract, "PUT", "/api/status"))


def test_a_trailing_spread_without_the_member_keeps_the_fallback(derive_files):
    source = """
import axios from 'axios';
function send(original) {
  const options = { ...original };
  if (window.appConfig.putForPost && options.method === 'POST') { options.method = 'PUT'; }
  return axios(options);
}
export function open(body, options = {}) {
  return send({ method: 'POST', url: '/api/session', data: body, ...options });
}
export function signIn(body) { return open(body, { timeout: 1000 }); }
"""
    contract = derive_files({"src/api.js": source})
    assert requests_of(contract) == [("POST", "/api/session"), ("PUT", "/api/session")]
