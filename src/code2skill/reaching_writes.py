"""Which writes of a local reach one read of it (rule ``value.reaching-writes``), found by
bisection over the writes sorted by where they end, so that a function writing one local n
times costs ``O(n log n)`` for its n reads rather than ``O(n²)``.

A write reaches a read at ``span`` in the local's declaring function when it ends before the
read starts and the read is in no arm of an ``if`` that runs instead of the write's (rule
``value.exclusive-arms``), when a loop around the write holds the read, or when a nested
function makes it (it may run at any time). Of those, the read sees the last one that kills
the earlier values (unconditional in the declaring function's own body) and every one from it
on: an unconditional write stands at the body's level, so the ``if`` arms of every earlier
write have closed before it and all of them reach the read, unseen.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from itertools import accumulate

from code2skill.facts import Call, LocalWrite, Member, Ref, Span, within


@dataclass(frozen=True)
class WriteOrder:
    """The writes of one local of one function: ``own`` those the declaring function makes,
    sorted by their ends (``ends`` the ``(line, column)`` each ends at), ``all_kill[i]``
    whether every one of ``own[:i]`` kills; ``looped`` the indices in ``own`` of those made
    in a loop; ``nested`` those nested functions make; ``position`` each write's index in the
    function's source-ordered list (by ``id``)."""

    own: tuple[LocalWrite, ...]
    ends: tuple[tuple[int, int], ...]
    all_kill: tuple[bool, ...]
    looped: tuple[int, ...]
    nested: tuple[LocalWrite, ...]
    position: dict[int, int]


@dataclass(frozen=True)
class Reach:
    """The writes a read sees (``writes``, in source order: from the ``last`` unconditional
    one before the read on, with those in a loop around it and those of nested functions),
    whether every write of the local can reach it (``every``), how many writes end before
    ``last`` begins (``hidden``: they reach the read too, unseen), and whether those are all
    unconditional ones (``hidden_plain``: a plain reassignment hides them)."""

    writes: tuple[LocalWrite, ...]
    last: LocalWrite | None
    every: bool
    hidden: int
    hidden_plain: bool


def write_order(writes: list[LocalWrite], fid: str) -> WriteOrder:
    """The :class:`WriteOrder` of ``writes`` (one local's, in source order) of function
    ``fid``."""
    own = tuple(sorted((w for w in writes if w.scope == fid), key=lambda w: w.span[2:]))
    return WriteOrder(
        own, tuple(w.span[2:] for w in own),
        (True,) + tuple(accumulate((w.kills for w in own), lambda a, b: a and b)),
        tuple(i for i, w in enumerate(own) if w.loops),
        tuple(w for w in writes if w.scope != fid),
        {id(w): i for i, w in enumerate(writes)})


def reach(order: WriteOrder, span: Span) -> Reach:
    """The :class:`Reach` of a read at ``span`` in the declaring function."""
    before = bisect_right(order.ends, span[:2])
    seen: list[LocalWrite] = []
    last, at, skipped = None, 0, False
    for index in range(before - 1, -1, -1):
        write = order.own[index]
        if any(within(span, arm) for arm in write.exclusive):
            skipped = True
            continue
        seen.append(write)
        if write.kills:
            last, at = write, index
            break
    hidden = bisect_right(order.ends, last.span[:2]) if last is not None else 0
    inside = list(order.own[hidden:at])          # (made inside the last one's own value)
    looping = [order.own[i] for i in order.looped if i >= before
               and any(within(span, loop) for loop in order.own[i].loops)]
    found = seen + inside + looping + list(order.nested)
    return Reach(tuple(sorted(found, key=lambda w: order.position[id(w)])), last,
                 not skipped and len(order.own) - before == len(looping),
                 hidden, hidden > 0 and order.all_kill[hidden])


def every_reaching(order: WriteOrder, seen: Reach) -> tuple[LocalWrite, ...]:
    """Every write that can reach the read ``seen`` is of, in source order: those it sees and
    the ``hidden`` ones (all of which reach it, :func:`reach`), so that a rule judging all of
    them costs ``O(k log k)`` for ``k`` of them rather than a test of each write of the local."""
    return tuple(sorted(order.own[:seen.hidden] + seen.writes,
                        key=lambda w: order.position[id(w)]))


def reaches(write: LocalWrite, fid: str, span: Span) -> bool:
    """Whether ``write`` of a local of function ``fid`` can run before a read at ``span`` in
    that function: it ends before the read starts and the read is in no arm of an ``if``
    that runs instead of the write's (rule ``value.exclusive-arms``: ``if (h) { u = `//${h}${u}`
    } else { u = `/v2${u}` }`` — the ``else`` arm reads the ``u`` from before the ``if``), a
    loop around it holds the read, or it is made in a nested function."""
    return write.scope != fid or write.span[2:] <= span[:2] and not any(
        within(span, arm) for arm in write.exclusive) or any(
        within(span, loop) for loop in write.loops)


def rewrites_itself(write: LocalWrite | None, name: str) -> bool:
    """Rule ``value.self-rewrite``: whether ``write`` sets the local ``name`` to a method call
    on its own earlier value (``url_ = url_.replace(/[?&]$/, "")``, ``s = s.trim()``): the
    earlier values then reach a later read only through that call, never as values of their
    own (a URL is the cleaned text alone, never also the text before the cleaning)."""
    value = write.value if write is not None else None
    return isinstance(value, Call) and not value.new and isinstance(value.callee, Member) \
        and isinstance(value.callee.obj, Ref) and value.callee.obj.name == name
