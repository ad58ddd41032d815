"""Rule ``value.compound-test-guard`` (:mod:`code2skill.compound_tests`): an ``if`` whose
condition is an ``||``/``&&`` of tests, or its negation, guards the writes under it, decided
per caller operand by operand; an operand no caller settles keeps both arms."""
from __future__ import annotations

from pathlib import Path

import pytest
from conftest import bindings, capability

from code2skill.compound_tests import compound_test, decide_compound
from code2skill.extractors.module_facts.control_flow import as_test
from code2skill.facts import Alt, Lit, Ref
from code2skill.facts import Test as Condition
from code2skill.resolution.shared import NEGATION, decide_test
from code2skill.values import ParamV, StrV, Text

GET = Condition("==", Ref("method"), "GET")
HEAD = Condition("==", Ref("method"), "HEAD")


def test_an_or_of_tests_is_one_compound_test():
    found = compound_test(Alt((GET, HEAD), None, "or"), as_test)
    assert found == Condition("||", Alt((GET, HEAD), None, "or"))
    negated = compound_test(Condition("falsy", Alt((GET, HEAD), None, "or")), as_test)
    assert negated.op == "!||" and NEGATION["!||"] == "||"


def test_an_or_of_plain_names_is_no_compound_test():
    # `a || b` is also how `a ?? b` reads: its truth is no disjunction of the two
    assert compound_test(Alt((Ref("a"), Ref("b")), None, "or"), as_test) is None
    assert compound_test(Alt((Ref("a"), Lit("x")), None, "and"), as_test) is None


def guard(value, literal):
    return (value, "==", literal)


@pytest.mark.parametrize("method, op, expected", [
    ("GET", "||", True), ("HEAD", "||", True), ("POST", "||", False),
    ("POST", "!||", True), ("GET", "!||", False),
    ("GET", "&&", False), ("POST", "!&&", True),
])
def test_a_compound_test_is_decided_by_its_operands(method, op, expected):
    value = StrV((Text(method),))
    parts = (guard(value, "GET"), guard(value, "HEAD"))
    assert decide_compound(parts, op, decide_test) == expected
    assert decide_test(parts, op, None) == expected


def test_an_operand_no_value_proves_leaves_it_open_unless_another_settles_it():
    open_part = guard(ParamV("f", "method"), "GET")
    assert decide_test((open_part, guard(StrV((Text("POST"),)), "HEAD")), "||", None) is None
    assert decide_test((open_part, guard(StrV((Text("HEAD"),)), "HEAD")), "||", None) is True
    assert decide_test((open_part, guard(StrV((Text("POST"),)), "HEAD")), "&&", None) is False


# the compound-guards sample: reads, writes and a confirmed delete decided per caller
SETUP = (Path(__file__).resolve().parent.parent / "samples" / "compound-guards" / "src"
         / "api.js").read_text(encoding="utf-8")


def test_headers_under_an_or_reach_only_the_callers_it_lets_through(derive_files):
    contract = derive_files({"src/api.js": SETUP})
    read = bindings(capability(contract, "GET", "/api/things"))
    assert read["header:Cache-Control"] == "=no-cache"
    assert "header:X-Requested-With" not in read
    made = bindings(capability(contract, "POST", "/api/things"))
    assert "header:Cache-Control" not in made
    assert made["header:X-Requested-With"] == "=XMLHttpRequest"
    assert made["header:X-Confirm"] == "=no"          # (its && fails on the method alone)


def test_an_and_with_an_operand_no_caller_proves_keeps_both_arms(derive_files):
    contract = derive_files({"src/api.js": SETUP})
    dropped = capability(contract, "DELETE", "/api/things/{id}")
    assert "header:Cache-Control" not in bindings(dropped)
    assert bindings(dropped)["header:X-Requested-With"] == "=XMLHttpRequest"
    confirm = next(b for b in dropped["implementation"]["requests"][0]["bindings"]
                   if b["target"] == "header:X-Confirm")
    assert confirm["value"] is None     # 'yes' or 'no': options.confirm is the caller's
