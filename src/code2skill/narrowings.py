"""Where a test narrows a name to constants (rule ``value.narrowed-by-test``).

The extractor records each branch where a test proves a name one of some constants (``if
(impl === 'cln') {…}``, the ``else`` of ``!==``, a ``switch`` case, a branch of
``['lnd', 'ecl'].includes(impl)``: :mod:`code2skill.extractors.narrowed_branches`) as a
:class:`~code2skill.facts.Narrowing` of the function holding it. A read of the name inside
the branch is the constant when the name is a parameter its function never reassigns, or a
local written once, before the branch (:func:`narrowing_at`): then nothing between the test
and the read can have changed it.

A function's narrowings are indexed once (:func:`index_narrowings`): branches nest or stand
apart, so the ones around a point are the chain of branches holding the last one that starts
before it (:func:`around`), and a function of *n* ``case``s costs time linear in *n* (rule
``budget.parent-walk``).
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from typing import Iterable

from code2skill.facts import FunctionFact, Narrowing, Span


def within(inner: Span, outer: Span) -> bool:
    """Whether span ``inner`` lies inside ``outer``."""
    return outer[:2] <= inner[:2] and inner[2:] <= outer[2:]


@dataclass(frozen=True, slots=True)
class NarrowingIndex:
    """The narrowings of one function sorted by where they start (of two starting together,
    the longer first): ``narrowings``, their ``starts`` (``(line, column)``), ``parents``
    (the position of the nearest one holding each, ``-1`` for none) and ``order`` (each one's
    position as recorded); ``nested`` is false when two of them overlap without one holding
    the other, and then :func:`around` reads them all."""

    narrowings: tuple[Narrowing, ...]
    starts: tuple[tuple[int, int], ...]
    parents: tuple[int, ...]
    order: tuple[int, ...]
    nested: bool


def index_narrowings(narrowings: list[Narrowing]) -> NarrowingIndex:
    """The :class:`NarrowingIndex` of ``narrowings`` (one function's, as recorded)."""
    order = sorted(range(len(narrowings)), key=lambda i: (
        narrowings[i].span[:2], tuple(-x for x in narrowings[i].span[2:])))
    ranked = tuple(narrowings[i] for i in order)
    parents: list[int] = []
    stack: list[int] = []
    nested = True
    for position, narrowing in enumerate(ranked):
        while stack and not within(narrowing.span, ranked[stack[-1]].span):
            nested = nested and ranked[stack[-1]].span[2:] <= narrowing.span[:2]
            stack.pop()
        parents.append(stack[-1] if stack else -1)
        stack.append(position)
    return NarrowingIndex(ranked, tuple(n.span[:2] for n in ranked), tuple(parents),
                          tuple(order), nested)


def around(index: NarrowingIndex, span: Span) -> tuple[Narrowing, ...]:
    """The narrowings of ``index`` whose branch holds ``span``, in the order they start (of
    two starting together, in the order recorded): the outermost first."""
    if not index.nested:
        held = [k for k, n in enumerate(index.narrowings) if within(span, n.span)]
    else:
        held, k = [], bisect_right(index.starts, span[:2]) - 1
        while k >= 0:
            if within(span, index.narrowings[k].span):
                held.append(k)
            k = index.parents[k]
    return tuple(index.narrowings[k] for k in sorted(
        held, key=lambda k: (index.starts[k], index.order[k])))


def narrowing_at(held: Iterable[Narrowing], name: str, declaring: FunctionFact
                 ) -> Narrowing | None:
    """The innermost narrowing of ``name`` among ``held`` (those around a read, recorded by
    the functions from the read's out to ``declaring``, the one that declares ``name``),
    when ``declaring`` never reassigns ``name`` (a parameter it never writes, a local
    written once, before the narrowing branch); else ``None``."""
    writes = declaring.writes.get(name, [])
    is_param = any(p.name == name for p in declaring.params)
    if len(writes) > (0 if is_param else 1):
        return None
    found = [n for n in held if n.holds and n.name == name
             and all(w.span[2:] <= n.span[:2] for w in writes)]
    return max(found, key=lambda n: n.span[:2], default=None)
