"""Rule ``url.presence-pair``: a fallback on the same value a method choice tests.

``const method = x.id ? 'PUT' : 'POST'; const url = `/fuel-logs/${x.id || ''}`;
apiClient[method.toLowerCase()](url, x)``: ``x.id || ''`` is ``x.id`` exactly when the
ternary's test ``x.id`` holds, so the ``PUT`` request sends ``/fuel-logs/{id}`` and the
``POST`` one ``/fuel-logs/`` — never a ``POST`` with an ``{id}`` path input, nor a ``PUT``
with an empty segment. A choice whose test reads a value for its truth (``x.id ?``,
``!x.id ?``) pairs, option by option, with every ``a || b`` (``a ?? b``) whose first value is
that same value. The functions are pure over resolved values.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.values import FIRST_SET, AltV, ArrV, HoleV, ObjV, StrV, Value

RULE = "url.presence-pair"


def presence_test(choice: Value) -> tuple[Value, int] | None:
    """``(value tested, index of the option taken when it is set)`` of a two-way choice
    whose test reads one value for its truth (``x.id ? a : b``: index 0; ``!x.id ? a : b``:
    index 1), else ``None``."""
    if not isinstance(choice, AltV) or len(choice.options) != 2 or choice.test is None \
            or len(choice.test) != 3 or choice.test[1] not in ("truthy", "falsy"):
        return None
    return choice.test[0], 0 if choice.test[1] == "truthy" else 1


def paired(value: Value | None, subject: Value, set_index: int, index: int,
           flatten=None) -> Value | None:
    """``value`` with every ``subject || fallback`` in it taken as option ``index`` of the
    choice testing ``subject``: ``subject`` where that option is the one taken when it is
    set, the fallback otherwise. ``flatten`` re-joins a string's pieces."""
    if isinstance(value, AltV):
        if value.kind in FIRST_SET and len(value.options) == 2 and value.options[0] == subject:
            return value.options[0] if index == set_index else value.options[1]
        options = tuple(paired(o, subject, set_index, index, flatten) for o in value.options)
        return value if options == value.options else replace(value, options=options)
    if isinstance(value, StrV):
        parts = tuple(replace(p, value=paired(p.value, subject, set_index, index, flatten))
                      if isinstance(p, HoleV) else p for p in value.parts)
        if parts == value.parts:
            return value
        return flatten(StrV(parts)) if flatten is not None else StrV(parts)
    if isinstance(value, ObjV):
        props = tuple(replace(p, value=paired(p.value, subject, set_index, index, flatten))
                      for p in value.props)
        return value if props == value.props else replace(value, props=props)
    if isinstance(value, ArrV):
        items = tuple(paired(i, subject, set_index, index, flatten) for i in value.items)
        return value if items == value.items else replace(value, items=items)
    return value
