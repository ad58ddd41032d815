"""Rule ``value.nullish-default``: ``a ?? b`` (and ``??=``, a destructured default, ``x != null ?
x : y``, ``if (x == null) x = y``) takes ``b`` only when ``a`` is ``null`` or ``undefined``;
``a || b`` takes it whenever ``a`` is falsy."""
import pytest

from code2skill import facts
from code2skill.facts import Lit, LocalWrite, Ref
from code2skill.null_defaults import Fill, fill_kind
from code2skill.presence_fallback import fallback_kind
from code2skill.resolution.shared import alternatives
from code2skill.values import AltV, LitV, ObjV, ParamV, StrV, Text, UnknownV, presence

EMPTY, EVENTS = StrV((Text(""),)), StrV((Text("/events"),))
ABSENT = UnknownV("no-member")


@pytest.mark.parametrize("first, nullish, either", [
    (EMPTY, EMPTY, EVENTS),                 # '' ?? d is '', '' || d is d
    (LitV(0), LitV(0), EVENTS),
    (LitV(False), LitV(False), EVENTS),
    (LitV(None), EVENTS, EVENTS),           # null and undefined take the fallback
    (ABSENT, EVENTS, EVENTS)])
def test_a_known_first_value_settles_the_choice(first, nullish, either):
    assert alternatives([first, EVENTS], "nullish") == nullish
    assert alternatives([first, EVENTS], "or") == either


def test_an_unknown_first_value_keeps_both_with_its_kind():
    param = ParamV("f", "url")
    assert alternatives([param, EVENTS], "nullish") == AltV((param, EVENTS), "nullish")


def test_a_choice_of_the_other_kind_stays_whole():
    """(a || b) ?? c is not a ?? b ?? c: a '' a makes the first b, the second ''."""
    inner = AltV((ParamV("f", "a"), ParamV("f", "b")), "or")
    found = alternatives([inner, EVENTS], "nullish")
    assert found == AltV((inner, EVENTS), "nullish")
    assert alternatives([AltV((ParamV("f", "a"), ParamV("f", "b")), "nullish"), EVENTS],
                        "nullish").options == (ParamV("f", "a"), ParamV("f", "b"), EVENTS)


@pytest.mark.parametrize("value, expected", [
    (EMPTY, True), (LitV(0), True), (ObjV(()), True), (LitV(None), False), (ABSENT, False),
    (ParamV("f", "x"), None), (AltV((EMPTY, LitV(1)), "any"), True),
    (AltV((EMPTY, LitV(None)), "any"), None)])
def test_presence(value, expected):
    assert presence(value) is expected


@pytest.mark.parametrize("op, kind", [("!=", "nullish"), ("===", "nullish"),
                                      ("truthy", "or"), ("falsy", "or")])
def test_a_ternary_fallback_takes_the_kind_of_its_test(op, kind):
    assert fallback_kind((ParamV("f", "x"), op, None)) == kind


def test_an_unset_write_takes_the_kind_of_its_guard():
    def write(op):
        return LocalWrite(Lit("all"), (2, 1, 2, 9), "f", guards=(facts.Test(op, Ref("x"), None),))
    assert fill_kind(Fill((write("=="),))) == "nullish"
    assert fill_kind(Fill((write("falsy"),))) == "or"
