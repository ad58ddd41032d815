"""Rule value.arithmetic-operand: an arithmetic expression is a number, never path text."""
from code2skill.arithmetic import numeric_unknown
from code2skill.values import LitV, UnknownV


def test_arithmetic_results_are_numbers():
    for op in ("-", "*", "/", "%", "**", "|", ">>>"):
        assert numeric_unknown(UnknownV(f"binary:{op}"))
    assert numeric_unknown(UnknownV("number"))


def test_other_unknowns_and_known_values_are_not():
    assert not numeric_unknown(UnknownV("binary:instanceof"))
    assert not numeric_unknown(UnknownV("call"))
    assert not numeric_unknown(LitV(3))
