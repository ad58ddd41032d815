"""Rule ``header.client-computed``: a header whose value the client computes by a call the
source does not show is no Tool input.

``'X-Expected-Entity-Length': chunk.size?.toString() ?? '0'``, ``'X-Signature': sign(body)``:
the value is what a function of the client returns where the request is made (a measure of
the body, a signature, a clock), so an Agent asked for it would guess. When every value the
header may take is such a call's result or a fixed fallback (:func:`client_computed`), it is
left out of the inputs and a ``medium`` review item names it (:func:`review_note`): the Host
must compute it as the client does, or the request is sent without it.
"""
from __future__ import annotations

from code2skill.values import AltV, LitV, StrV, Text, UnknownV, Value

RULE = "header.client-computed"
COMPUTED = frozenset({"call"})          # UnknownV reasons of a call's result the tool could not read


def client_computed(value: Value) -> bool:
    """Whether ``value`` (a header's) is a computed call result, possibly beside fixed
    fallbacks (``f() ?? '0'``)."""
    options = value.options if isinstance(value, AltV) else (value,)
    computed = [o for o in options if isinstance(o, UnknownV) and o.reason in COMPUTED]
    fixed = [o for o in options if isinstance(o, LitV) or isinstance(o, StrV) and all(
        isinstance(p, Text) for p in o.parts)]
    return bool(computed) and len(computed) + len(fixed) == len(options)


def review_note(name: str) -> str:
    """The ``medium`` review message of a client-computed header ``name``."""
    return (f"header {name} carries a value the client computes by a call code2skill cannot "
            "read (a measure or signature of the request, a clock): it is no Tool input; the "
            "Host must compute it as the client does, or the request goes without it (rule "
            "header.client-computed)")
