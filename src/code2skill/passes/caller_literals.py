"""What the callers of a body parameter show it is: the values the ends of its call chains pass
(:func:`~code2skill.caller_chains.passed_values`), read for the body a request sends whole.

A request function handed to a wrapper (``useSubmit((data) => $fetch(url, {body: data}))``)
sends what the wrapper's returned closure's callers pass (``submit({username: u, password:
p})``, ``submit(undefined)``, ``cancel({})``). Those callers are the body's call sites:

* rule ``body.always-sent`` — a member every chain's object literal sends unconditionally
  (no conditional spread), with a value the source proves present, is required, whatever a
  declared type says of it (the callers prove it sent); each caller's entry is the evidence.
  A member any caller's literal sends is shown by the source: it is never "known only from
  the declared type" (rule ``body.typed-credential`` is for the members no caller shows).
* rule ``body.caller-none`` — every chain passes ``undefined``/``null`` or leaves the
  argument out: the request sends no body (``fetch``, ``ofetch`` and axios send none for
  either; a body ``JSON.stringify`` makes is not read so: ``null`` becomes ``"null"``).
* rule ``body.empty-object`` — every chain passes an empty object literal: the fixed body
  ``{}``.

A chain that ends anywhere but in a call passing a value (a function nothing calls, the hop
limit, a cycle) shows nothing: then no member is required, no body is left out.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from code2skill.caller_chains import PASSED, Passed
from code2skill.values import LitV, ObjV, Value, Where, body_entries

NONE_RULE = "body.caller-none"


@dataclass(frozen=True, slots=True)
class Shown:
    """The members the callers' object literals send: ``places`` each member any of them
    sends → the place of every entry sending it (in chain order), ``always`` those every
    chain sends unconditionally with a value proven present."""

    places: dict[str, list[Where | None]]
    always: frozenset[str]


def sent_undefined(value: Value | None) -> bool:
    """Whether an argument passes nothing: left out (``None``) or ``undefined``/``null``."""
    return value is None or isinstance(value, LitV) and value.value is None


def shown_members(ends: Sequence[Passed], present: Callable[[Value], bool]) -> Shown:
    """The members the object literals at the chain ``ends`` send (module docstring);
    ``present`` says whether the source proves a member's value present. A member whose value
    is ``undefined`` is not sent (``JSON.stringify`` drops it). ``always`` is empty unless
    every end is a call passing an object literal without a spread of unknown members."""
    places: dict[str, list[Where | None]] = {}
    counts: dict[str, int] = {}
    literals = 0
    closed = bool(ends)
    for end in ends:
        if end.end != PASSED or not isinstance(end.value, ObjV):
            closed = False
            continue
        literals += 1
        sure: set[str] = set()
        for prop in body_entries(end.value):
            if prop.key is None:
                closed = False
            elif not sent_undefined(prop.value):
                places.setdefault(prop.key, []).append(prop.where or end.where)
                if not prop.optional and present(prop.value):
                    sure.add(prop.key)
        for key in sure:
            counts[key] = counts.get(key, 0) + 1
    always = frozenset(k for k, n in counts.items() if n == literals) if closed else frozenset()
    return Shown(places, always)


def no_body(ends: Sequence[Passed]) -> bool:
    """Rule ``body.caller-none``: every chain (at least one) passes nothing."""
    return bool(ends) and all(e.end == PASSED and sent_undefined(e.value) for e in ends)


def empty_body(ends: Sequence[Passed]) -> bool:
    """Rule ``body.empty-object``: every chain (at least one) passes ``{}``."""
    return bool(ends) and all(e.end == PASSED and isinstance(e.value, ObjV)
                              and not e.value.props for e in ends)
