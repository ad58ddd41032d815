"""Rule ``value.array-mutation``: a URL joined from a local array that the function grows
before the join (``const parts = ['api']; parts.push('items'); if (id) parts.push(id);
url = '/' + parts.join('/')``).

The array's items are its declared value's, then each ``push``/``unshift``/``pop``/``shift``
call on it in the same function, before the join, in source order. A call under the test of
an ``if`` may or may not run: each such call doubles the variants (one with it, one
without), at most :data:`MAX_OPTIONAL` of them (so :data:`MAX_OPTIONAL` ** 2 variants);
a mutation under any other condition (a loop, a ternary, ``&&``), a spread argument, any
other mutating method (``splice``, ``reverse``, ``sort``, ``length = …``) or more optional
calls makes the join unknown (the site is then reviewed as a URL with no fixed part).

Rule ``query.optional-entries``: a join with ``&`` builds a query string, whose entries are
independent of each other; when the variants above cannot be followed (more optional calls,
a call in a loop or under another condition), it has two variants (every call applied, and
only the unconditional ones), so that each conditional entry is one optional query
parameter. The functions are pure over the resolver's facts; the resolver evaluates the
values.
"""
from __future__ import annotations

from typing import Callable

from code2skill.facts import CallSite, Member, Ref, Span, Spread
from code2skill.values import ArrV, Value

MAX_OPTIONAL = 3
MUTATORS = frozenset({"push", "unshift", "pop", "shift"})
OPAQUE_MUTATORS = frozenset({"splice", "reverse", "sort", "fill", "copyWithin"})

Item = tuple[Value, str | None, object]          # (value, hole name, span of its expression)


def mutations(name: str, sites: list[CallSite], before: Span) -> list[CallSite] | None:
    """The calls on local ``name`` (``name.push(…)``…) among ``sites`` that start before
    ``before``, in source order; ``None`` when one is a mutation this rule cannot follow."""
    found = []
    for site in sites:
        callee = site.call.callee
        if not (isinstance(callee, Member) and isinstance(callee.obj, Ref)
                and callee.obj.name == name and site.call.span is not None
                and site.call.span[:2] < before[:2]):
            continue
        if callee.prop in OPAQUE_MUTATORS:
            return None
        if callee.prop in MUTATORS:
            found.append(site)
    return sorted(found, key=lambda s: s.call.span[:2])


def variants(start: ArrV, calls: list[CallSite], evaluate: Callable[[object], Value],
             name_of: Callable[[object], str | None]) -> list[list[Item]] | None:
    """The item lists the array may hold at the join: ``start``'s items, then each call of
    ``calls`` applied (an ``if``-guarded call to a copy of every variant); ``None`` past
    :data:`MAX_OPTIONAL` optional calls, for a call under another condition, a spread
    argument, or a ``pop``/``shift`` that may not run."""
    lists: list[list[Item]] = [[(item, None, None) for item in start.items]]
    optional = 0
    for site in calls:
        args = site.call.args
        if any(isinstance(arg, Spread) for arg in args):
            return None
        if site.guarded and site.guard is None:
            return None
        added = [(evaluate(arg), name_of(arg), getattr(arg, "span", None)) for arg in args]
        verb = site.call.callee.prop

        def apply(items: list[Item]) -> list[Item]:
            if verb == "push":
                return items + added
            if verb == "unshift":
                return added + items
            return items[:-1] if verb == "pop" else items[1:]

        if site.guard is None:
            lists = [apply(items) for items in lists]
            continue
        if verb in ("pop", "shift"):
            return None
        optional += 1
        if optional > MAX_OPTIONAL:
            return None
        lists = lists + [apply(items) for items in lists]
    return lists


def query_variants(start: ArrV, calls: list[CallSite], evaluate: Callable[[object], Value],
                   name_of: Callable[[object], str | None]) -> list[list[Item]] | None:
    """Rule ``query.optional-entries``: the items of a ``&``-joined array with every call
    of ``calls`` applied, then with only the unconditional ones; ``None`` for a spread
    argument or a conditional ``pop``/``shift`` (which entry it drops is unknown)."""
    every: list[Item] = [(item, None, None) for item in start.items]
    sure: list[Item] = list(every)
    for site in calls:
        args = site.call.args
        if any(isinstance(arg, Spread) for arg in args):
            return None
        verb = site.call.callee.prop
        if site.guarded and verb in ("pop", "shift"):
            return None
        added = [(evaluate(arg), name_of(arg), getattr(arg, "span", None)) for arg in args]
        lists = (every,) if site.guarded else (every, sure)
        for items in lists:
            if verb == "push":
                items.extend(added)
            elif verb == "unshift":
                items[:0] = added
            elif verb == "pop":
                del items[-1:]
            else:
                del items[:1]
    return [every, sure]
