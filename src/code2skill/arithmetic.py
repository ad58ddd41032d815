"""Rule ``value.arithmetic-operand``: an arithmetic expression is a number, never path text.

``segment.start_time + (playerTime - totalTime)``: the parenthesised subtraction is a number
whatever its operands hold (``-``, ``*``, ``/``, ``%``, ``**`` and the bitwise operators
always give a number in JavaScript), so the ``+`` around it adds or concatenates by its other
operand, and the fold of the ``+`` chain (rule ``value.numeric-plus``) takes it as a number:
with an operand of unknown type the result is one unknown value (a single path parameter),
never two holes joined as if both were text (``{start_time}{param}``).
"""
from __future__ import annotations

from code2skill.values import UnknownV, Value

RULE = "value.arithmetic-operand"
NUMERIC_OPERATORS = frozenset({"-", "*", "/", "%", "**", "&", "|", "^", "<<", ">>", ">>>"})
UNKNOWN_NUMBER = "number"        # the kind of an unknown value known to be a number
NUMBER_CONVERSION = "js-builtin:number"   # Number(x), parseInt(x), parseFloat(x)


def numeric_unknown(value: Value) -> bool:
    """Whether ``value`` is an unknown value that is certainly a number: the result of a
    binary arithmetic operator (:data:`NUMERIC_OPERATORS`; the extractor keeps it as
    ``binary:<op>``), a sum of numbers whose values are unknown or a unary ``+``/``-``/``~``
    (:data:`UNKNOWN_NUMBER`), or a built-in's conversion to a number
    (:data:`NUMBER_CONVERSION`)."""
    if not isinstance(value, UnknownV):
        return False
    kind = value.reason
    return kind in (UNKNOWN_NUMBER, NUMBER_CONVERSION) or kind.startswith("binary:") and \
        kind[len("binary:"):] in NUMERIC_OPERATORS
