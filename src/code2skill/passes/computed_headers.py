"""Rule ``header.client-computed``: a header holding a measure of the request's own body is
computed by the client, no Tool input.

``'X-Expected-Entity-Length': chunk.size?.toString() ?? '0'`` with ``data: chunk``: the value
is the size of the bytes the request sends, which the client measures where it makes the
request; an Agent asked for it would guess, and a wrong length breaks the upload. When every
value the header may take is a measure (:data:`MEASURES`: ``size``, ``length``,
``byteLength``) of a value the request sends as its body, or a fixed fallback
(:func:`client_computed`), it is left out of the inputs and a ``medium`` review item names
it (:func:`review_note`): the Host computes it from the body, or the request goes without it.
"""
from __future__ import annotations

from code2skill.values import AltV, LitV, ParamV, StrV, Text, Value

RULE = "header.client-computed"
MEASURES = frozenset({"size", "length", "byteLength"})


def client_computed(value: Value, body: Value | None) -> bool:
    """Whether header ``value`` is a measure of ``body`` (a parameter sent as the body, or one
    of its alternatives), possibly beside fixed fallbacks (``chunk.size ?? '0'``)."""
    sent = body.options if isinstance(body, AltV) else (body,)
    bodies = {(p.fid, p.name, p.path) for p in sent if isinstance(p, ParamV)}
    options = value.options if isinstance(value, AltV) else (value,)
    measures = [o for o in options if isinstance(o, ParamV) and o.path[-1:]
                and o.path[-1] in MEASURES and (o.fid, o.name, o.path[:-1]) in bodies]
    fixed = [o for o in options if isinstance(o, LitV) or isinstance(o, StrV) and all(
        isinstance(p, Text) for p in o.parts)]
    return bool(measures) and len(measures) + len(fixed) == len(options)


def review_note(name: str) -> str:
    """The ``medium`` review message of a client-computed header ``name``."""
    return (f"header {name} carries a measure of the request's own body (its size or "
            "length), which the client computes: it is no Tool input; the Host must compute "
            "it from the body, or the request goes without it (rule header.client-computed)")
