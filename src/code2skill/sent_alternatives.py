"""Rule ``body.caller-shape``: the members each way of calling sends for an object parameter,
followed through the objects its callers build from their own parameters.

A page builds the body from the form and the options its own callers pass::

    export function createFlag(vm, params) {
      const payload = params ? { ...vm.newFlag, ...params } : { ...vm.newFlag };
      crudApi.createFlag(payload);                 // createFlag(body: CreateFlagPayload)
    }
    createFlag(vm);                                // the plain flag
    createFlag(vm, { template: 'simple_boolean_flag' })

The ways of sending ``body`` are the alternatives of each caller's object: ``{...vm.newFlag}``
and ``{...vm.newFlag, ...params}`` with ``params`` in turn each of its callers' objects
(``undefined`` spreads nothing). So ``template`` is sent as ``'simple_boolean_flag'`` or not
at all: an optional ``enum`` (:func:`~code2skill.written_types.sent_texts`), where the declared
``template?: string`` alone would say any text.

:func:`alternatives` gives each way as ``{member: value}``, or ``None`` when one way is not
known: a chain ending in a function nothing here calls (its value is free), a value that is
no object literal, a choice of them, ``undefined`` or a whole parameter so followed, or a
spread whose members are not known (``members_of`` gives a spread value's declared member
names, ``None`` when its type does not list them all). A spread whose declared members do not
include a member cannot send it; one that does makes the member's value unknown there. At
most :data:`MAX_WAYS` ways and :data:`MAX_DEPTH` parameters deep.
"""
from __future__ import annotations

from collections.abc import Callable

from code2skill.caller_chains import PASSED, passed_values
from code2skill.values import AltV, LitV, ObjV, ParamV, UnknownV, Value, body_entries

MAX_WAYS = 32
MAX_DEPTH = 4
UNSEEN = UnknownV("spread-member")      # a member a declared spread may send: not known here

Way = dict[str, Value]


def alternatives(program, param: ParamV, members_of: Callable[[Value], frozenset | None],
                 depth: int = 0) -> list[Way] | None:
    """The ways the callers of ``param`` send it (module docstring), or ``None``."""
    ends = passed_values(program, param).ends
    if not ends or depth > MAX_DEPTH or any(end.end != PASSED for end in ends):
        return None
    ways: list[Way] = []
    for end in ends:
        found = value_ways(program, end.value, members_of, depth)
        if found is None or len(ways) + len(found) > MAX_WAYS:
            return None
        ways += found
    return ways


def value_ways(program, value: Value | None, members_of, depth: int) -> list[Way] | None:
    """The ways one passed ``value`` sends members: ``[{}]`` for ``undefined``."""
    if value is None or isinstance(value, LitV) and value.value is None:
        return [{}]
    if isinstance(value, AltV):
        ways: list[Way] = []
        for option in value.options:
            found = value_ways(program, option, members_of, depth)
            if found is None or len(ways) + len(found) > MAX_WAYS:
                return None
            ways += found
        return ways
    if isinstance(value, ParamV) and not value.path:
        return alternatives(program, value, members_of, depth + 1)
    if not isinstance(value, ObjV):
        return None
    ways = [{}]
    for prop in body_entries(value):
        if prop.key is not None:
            ways = [{**way, prop.key: prop.value} for way in ways]
            continue
        spread = spread_ways(program, prop.value, members_of, depth)
        if spread is None or len(ways) * len(spread) > MAX_WAYS:
            return None
        ways = [{**way, **more} for way in ways for more in spread]
    return ways


def spread_ways(program, value: Value, members_of, depth: int) -> list[Way] | None:
    """The ways a spread value adds members: its callers' objects for a whole parameter,
    else its declared members, each unknown (:data:`UNSEEN`)."""
    if isinstance(value, ParamV) and not value.path:
        found = alternatives(program, value, members_of, depth + 1)
        if found is not None:
            return found
    if isinstance(value, (AltV, ObjV)) or value is None or isinstance(value, LitV):
        return value_ways(program, value, members_of, depth)
    names = members_of(value)
    return None if names is None else [{name: UNSEEN for name in names}]


__all__ = ["MAX_DEPTH", "MAX_WAYS", "alternatives", "value_ways"]
