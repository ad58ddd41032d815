"""Where a test narrows a name to constants (rule ``value.narrowed-by-test``).

The extractor records each branch where a test proves a name one of some constants (``if
(impl === 'cln') {…}``, the ``else`` of ``!==``, a ``switch`` case, a branch of
``['lnd', 'ecl'].includes(impl)``: :mod:`code2skill.extractors.narrowed_branches`) as a
:class:`~code2skill.facts.Narrowing` of the function holding it. A read of the name inside
the branch is the constant when the name is a parameter its function never reassigns, or a
local written once, before the branch (:func:`narrowing_at`): then nothing between the test
and the read can have changed it.
"""

from __future__ import annotations

from code2skill.facts import FunctionFact, Narrowing, Span


def within(inner: Span, outer: Span) -> bool:
    """Whether span ``inner`` lies inside ``outer``."""
    return outer[:2] <= inner[:2] and inner[2:] <= outer[2:]


def narrowing_at(fns: list[FunctionFact], name: str, declaring: FunctionFact, read: Span
                 ) -> Narrowing | None:
    """The innermost narrowing of ``name`` around a read at ``read`` recorded by one of
    ``fns`` (the functions from the read's out to ``declaring``, the one that declares
    ``name``), when ``declaring`` never reassigns ``name`` (a parameter it never writes, a
    local written once, before the narrowing branch); else ``None``."""
    writes = declaring.writes.get(name, [])
    is_param = any(p.name == name for p in declaring.params)
    if len(writes) > (0 if is_param else 1):
        return None
    found = [n for fn in fns for n in fn.narrowings
             if n.holds and n.name == name and within(read, n.span)
             and all(w.span[2:] <= n.span[:2] for w in writes)]
    return max(found, key=lambda n: n.span[:2], default=None)
