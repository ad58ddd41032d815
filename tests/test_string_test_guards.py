"""Rule ``value.string-test-guard`` (:mod:`code2skill.string_test_guards`): an ``if`` testing
a string with ``startsWith``/``endsWith``/``includes`` guards the writes under it, decided by
the text each caller passes."""
from __future__ import annotations

import pytest
from conftest import endpoints

from code2skill.branch_pairs import positive
from code2skill.facts import Call, Lit, Member, Ref
from code2skill.facts import Test as Condition
from code2skill.resolution.shared import NEGATION, decide_test
from code2skill.string_test_guards import string_call
from code2skill.values import ParamV, StrV, Text

STARTS = Call(Member(Ref("url"), "startsWith"), (Lit("http"),))


def test_a_string_call_read_for_its_truth_is_a_string_test():
    assert string_call(Condition("falsy", STARTS)) == (STARTS.callee, "http")
    assert string_call(Condition("truthy", STARTS)) == (STARTS.callee, "http")
    assert string_call(Condition("===", STARTS, True)) is None
    assert string_call(Condition("falsy", Call(Member(Ref("url"), "startsWith"), (Ref("x"),)))) \
        is None
    assert string_call(Condition("falsy", Call(Member(Ref("url"), "indexOf"), (Lit("h"),)))) is None


@pytest.mark.parametrize("subject, op, expected", [
    (StrV((Text("/backup/1"),)), "!startsWith", True),
    (StrV((Text("https://x.example/a"),)), "!startsWith", False),
    (ParamV("f", "url"), "!startsWith", None),
    (StrV((Text("/a.json"),)), "!endsWith", False),
])
def test_a_negated_string_test_is_decided_on_the_text(subject, op, expected):
    literal = ".json" if "endsWith" in op else "http"
    assert decide_test(subject, op, literal) == expected


def test_a_negated_string_test_pairs_with_its_positive_form():
    assert NEGATION["startsWith"] == "!startsWith" and NEGATION["!includes"] == "includes"
    assert positive(("u", "!startsWith", "http")) == (("u", "startsWith", "http"), False)


WRAPPER = """\
const apiurl = '/api/v1';
export function get(url) {
  let rurl = url;
  if (!url.startsWith('http')) {
    rurl = apiurl + url;
  }
  return fetch(rurl);
}
export function post(url, body) {
  let target = apiurl + url;
  if (url.startsWith('http')) target = url;
  return fetch(target, {method: 'POST', body: JSON.stringify(body)});
}
export const backups = (id) => get('/backup/' + id);
export const latest = () => get('https://updates.example.com/latest.json');
export const run = (id) => post('/backup/' + id + '/run', {});
"""


def test_the_base_is_joined_only_to_paths_the_test_lets_through(derive_files):
    contract = derive_files({"src/api.js": WRAPPER})
    assert endpoints(contract) == {("GET", "/api/v1/backup/{id}"), ("GET", "/latest.json"),
                                   ("POST", "/api/v1/backup/{id}/run")}
