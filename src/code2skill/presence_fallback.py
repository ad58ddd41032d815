"""Rule ``value.presence-fallback``: a ternary that keeps a value when it is set is ``??``.

A request wrapper often takes its body from an argument and falls back on an option:
``const body = data !== undefined ? data : config.data``. When ``data`` is a parameter the
ternary's test stays open, and its two branches would be one alternative of the typed
argument (``dto: CreateEnvironmentDTO``) and one of an absent member: a body of unknown shape.
Yet the ternary is exactly ``data ?? config.data``: the value itself when it is set, else
the fallback. Read so, the argument a caller passes (an object literal, a typed parameter)
settles it as ``??`` does, and the fallback only counts when the value may be unset.

Shapes (``x`` any expression, the same value in the test and in the branch it keeps; ``null``
and ``undefined`` are one value here, as in the resolver's other tests):

* ``x !== undefined ? x : y``, ``x != null ? x : y`` → ``x ?? y``
* ``x === undefined ? y : x``, ``x == null ? y : x`` → ``x ?? y``
* ``x ? x : y`` → ``x || y``, ``!x ? y : x`` → ``x || y``

Any other ternary keeps its test (``value.condition``).
"""
from __future__ import annotations

from code2skill.values import Value

RULE = "value.presence-fallback"
KEEPS_FIRST = frozenset({"!==", "!=", "truthy"})      # the set value is the first branch
KEEPS_SECOND = frozenset({"===", "==", "falsy"})      # … the second


def fallback_pair(test: tuple, options: tuple[Value, ...]) -> tuple[Value, Value] | None:
    """``(x, y)`` when a ternary with test ``test`` (``(subject, op, literal)``) and branch
    values ``options`` is ``x ?? y`` (or ``x || y``): the branch it keeps when the test holds
    is the tested value itself; ``None`` for any other ternary."""
    subject, op, literal = test
    if len(options) != 2 or literal is not None:     # x !== 'a' ? x : y is no fallback
        return None
    if op in KEEPS_FIRST and options[0] == subject:
        return options[0], options[1]
    if op in KEEPS_SECOND and options[1] == subject:
        return options[1], options[0]
    return None


def fallback_kind(test: tuple) -> str:
    """The :class:`~code2skill.values.AltV` kind of the pair :func:`fallback_pair` finds for
    ``test``: ``or`` when the test reads the value's truth (``x ? x : y``), else ``nullish``
    (``x != null ? x : y`` keeps ``''`` and ``0``, rule ``value.nullish-default``)."""
    return "or" if test[1] in ("truthy", "falsy") else "nullish"
