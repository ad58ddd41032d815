"""Conditions that narrow a name to constants (rule ``value.narrowed-by-test``), read by the
extractor at each ``if`` (:func:`tested_constants`) and ``switch`` case (:func:`constant`).

``if (impl === 'cln') { url = base + '/' + impl + '/decode' }`` runs its branch only when
``impl`` is ``'cln'``; so the ``else`` of ``impl !== 'cln'``, the statements of ``case
'cln':`` of ``switch (impl)`` and the branch of ``['lnd', 'ecl'].includes(impl)`` (one of those
texts). The extractor records each such branch as a :class:`~code2skill.facts.Narrowing` of
the function holding it; :mod:`code2skill.narrowings` reads a name inside one. The other
branch, a ``switch``'s ``default`` and the statements after ``if (impl === 'cln') return …``
hold none of those constants: recorded with ``holds`` false, they choose the requests made there
(rule ``wrapper.chosen-arm``). Pure over the facts IR.
"""

from __future__ import annotations

from code2skill.facts import Arr, Call, Expr, Lit, Member, Ref, Test

Literal = str | int | float


def constant(value: object) -> bool:
    """Whether ``value`` is a text or a number (``true``/``false``/``null`` narrow nothing a
    path would show)."""
    return isinstance(value, (str, int, float)) and not isinstance(value, bool)


def tested_constants(condition: Expr | None) -> tuple[str, tuple[Literal, ...], bool] | None:
    """``(name, constants, holds)`` for a condition that compares the plain name ``name``
    with constants: ``holds`` ``True`` when the condition being true narrows it (``x ===
    'a'``, ``x == 1``, ``['a', 'b'].includes(x)``), ``False`` when its being false does
    (``x !== 'a'``); ``None`` for any other condition."""
    if isinstance(condition, Test) and isinstance(condition.subject, Ref) \
            and condition.op in ("===", "==", "!==", "!=") and constant(condition.literal):
        return condition.subject.name, (condition.literal,), condition.op in ("===", "==")
    if isinstance(condition, Call) and isinstance(condition.callee, Member) \
            and condition.callee.prop == "includes" and isinstance(condition.callee.obj, Arr) \
            and len(condition.args) == 1 and isinstance(condition.args[0], Ref):
        items = condition.callee.obj.items
        if items and all(isinstance(i, Lit) and constant(i.value) for i in items):
            return condition.args[0].name, tuple(i.value for i in items), True
    return None
