"""Rule ``value.list-membership-test`` at scale: a caller's value is decided against a listed
literal list with a few comparisons whatever the list's length (the list is indexed once),
and the decision is the one comparing the value with every literal would make."""
from __future__ import annotations

import itertools

import pytest

import code2skill.resolution.shared as shared
from code2skill.list_membership import IN, NOT_IN, decide_membership
from code2skill.values import ArrV, AltV, HoleV, LitV, ObjV, ParamV, StrV, Text, UnknownV
from hostile_support import python_calls


def text(value):
    return StrV((Text(value, None),))


SUBJECTS = (text("GET"), text("DELETE"), text("1"), text(""), LitV(1), LitV(1.0), LitV(True),
            LitV(False), LitV(None), LitV(2), UnknownV("no-member"), UnknownV("unknown"),
            ParamV("f", "method"), ObjV(()), ArrV(()), StrV((Text("a", None), HoleV("x", ParamV("f", "x")))),
            AltV((text("GET"), text("PUT"))))
LISTS = (("GET", "POST"), ("GET",), ("DELETE", None), (1, 2), (1.0,), (True,), ("1", 1),
         (None,), ("", "x"), ("GET", True, 1, None), (0, False, "0"))


def every_literal(subject, op, literals):
    """The decision comparing ``subject`` with every literal (the rule's definition)."""
    decided = [shared.equals(subject, literal) for literal in literals]
    member = True if True in decided else False if all(d is False for d in decided) else None
    return None if member is None else member == (op == IN)


@pytest.mark.parametrize("literals", LISTS)
def test_the_indexed_decision_is_the_one_of_every_literal(literals):
    for subject, op in itertools.product(SUBJECTS, (IN, NOT_IN)):
        assert decide_membership(subject, op, literals, shared.equals) == \
            every_literal(subject, op, literals), (subject, op, literals)


def test_a_caller_costs_a_few_comparisons_whatever_the_list_length():
    def asked(size):
        literals = tuple(f"M{i}" for i in range(size))
        count = 0

        def counted(subject, literal):
            nonlocal count
            count += 1
            return shared.equals(subject, literal)
        for i in range(50):                          # fifty callers of one guarded wrapper
            decide_membership(text(f"M{i * 7}"), NOT_IN, literals, counted)
            decide_membership(text("PATCH"), NOT_IN, literals, counted)
        return count
    assert asked(20_000) == asked(2_000) <= 200         # two callers asking twice at most
    literals = tuple(f"L{i}" for i in range(4_000))
    calls = python_calls(lambda: [decide_membership(text("X"), IN, literals, shared.equals)
                                  for _ in range(100)])
    assert calls < 20_000     # the list indexed once; comparing every literal made over 400,000
