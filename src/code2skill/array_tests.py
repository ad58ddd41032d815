"""Rule ``value.is-array``: ``Array.isArray(x)`` decided by the value ``x`` holds.

A helper taking "a path or a ``[path, params]`` pair" tells the two apart with
``Array.isArray``::

    const [path, params] = Array.isArray(key) ? key : [key, undefined];

Once ``key`` is known (a caller's argument, an SWR hook's key), the test is decided: an array
literal's value is an array, a string, number, boolean, ``null``, object or function is not.
Any other value (a parameter not yet bound, a response field, an unknown) leaves the test
open, so both branches stay possible. :func:`is_array_call` recognises the call in the IR,
:func:`is_array_test` a condition that is such a call or its negation (``!Array.isArray(x)``),
:func:`decide_is_array` decides it.
"""
from __future__ import annotations

from code2skill.facts import Call, Expr, Member, Ref, Test
from code2skill.values import AltV, ArrV, FnV, LitV, ObjV, StrV, Value

RULE = "value.is-array"
METHOD = "isArray"           # the method of the (subject, method, literal) ternary test


def is_array_call(expr: Expr | None) -> Expr | None:
    """The argument of ``Array.isArray(arg)`` when ``expr`` is that call, else ``None``."""
    if isinstance(expr, Call) and len(expr.args) == 1 and isinstance(expr.callee, Member) \
            and expr.callee.prop == "isArray" and isinstance(expr.callee.obj, Ref) \
            and expr.callee.obj.name == "Array":
        return expr.args[0]
    return None


def is_array_test(expr: Expr | None) -> tuple[Expr, bool] | None:
    """``(arg, wanted)`` of a condition ``Array.isArray(arg)`` (``wanted`` ``True``) or
    ``!Array.isArray(arg)`` (``False``); ``None`` for any other condition."""
    arg = is_array_call(expr)
    if arg is not None:
        return arg, True
    if isinstance(expr, Test) and expr.op in ("truthy", "falsy"):
        arg = is_array_call(expr.subject)
        if arg is not None:
            return arg, expr.op == "truthy"
    return None


def decide_is_array(value: Value | None) -> bool | None:
    """Whether ``value`` is an array, when its value proves it: ``True`` for an array,
    ``False`` for a string, a literal (number, boolean, ``null``, ``undefined``), an object or
    a function; for alternatives, what every option proves alike; ``None`` otherwise."""
    if isinstance(value, AltV) and value.kind == "any":
        found = {decide_is_array(o) for o in value.options}
        return found.pop() if len(found) == 1 else None
    if isinstance(value, ArrV):
        return True
    if isinstance(value, (StrV, LitV, ObjV, FnV)):
        return False
    return None
