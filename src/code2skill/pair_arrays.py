"""Rule ``multipart.pairs-loop``: the ``[name, value]`` pairs an array holds when a loop
appends them to a ``FormData``.

A form helper takes its fields as pairs (``buildFormInput([["name", c.name], ["artwork",
c.artwork]])``) and loops over them (``pairs.forEach(([k, v]) => form.append(k, v))``). The
array the loop reads is what the call of the helper passed (the ``FormData``'s captured call,
rule ``multipart.helper-arguments``): an array literal, or a local array literal the caller
grows with ``push`` before the call (``if (rom.artwork) fields.push(["artwork", …])``), each
pushed pair sent only when its ``push`` runs. The functions are pure over the resolver's
frozen program (``program``: ``value_of``, ``captured``, ``function``, ``function_at``,
``calls_by_scope``, ``scopes_within``).
"""
from __future__ import annotations

from dataclasses import dataclass

from code2skill.arrays import mutations
from code2skill.facts import Expr, Ref, Span, Spread
from code2skill.recogniser_context import Frame
from code2skill.values import ArrV, Capture, ParamV, Value, Where

MAX_HOPS = 4        # helper calls followed back from the loop to the array's literal


@dataclass(frozen=True, slots=True)
class Pair:
    """One pair of the array: its items (``[name, value, …]``), where it is written, and
    whether it is there only under a condition (a guarded ``push``)."""

    items: tuple[Value, ...]
    where: Where | None
    guarded: bool


def array_pairs(source: Expr, frame: Frame, before: Span, captures: tuple[Capture, ...],
                program, hops: int = 0) -> list[Pair] | None:
    """The pairs the array ``source`` (read in ``frame``) holds when the code at ``before``
    runs: a helper's parameter is read as the call in ``captures`` passed it (that call's
    argument expression, followed back to its own frame); an array literal's items, then
    each ``push`` of pairs on a local array before ``before``. ``None`` when an item is no
    array literal, the array is not a literal, or it is changed another way (``splice``,
    ``unshift``, a spread ``push``)."""
    value = program.value_of(source, frame)
    if isinstance(value, ParamV) and not value.path and hops < MAX_HOPS:
        for index, capture in enumerate(captures):
            if capture.factory == value.fid:
                passed = argument_of(capture, value.name, program)
                if passed is None:
                    return None
                return array_pairs(passed[0], passed[1], capture.where[1],
                                   captures[index + 1:], program, hops + 1)
    value = program.captured(value, captures)
    if not isinstance(value, ArrV):
        return None
    pairs = [Pair(item.items, item.where, False) if isinstance(item, ArrV) else None
             for item in value.items]
    pushed = pushed_pairs(source, frame, before, captures, program)
    if pushed is None or None in pairs:
        return None
    return pairs + pushed


def pushed_pairs(source: Expr, frame: Frame, before: Span, captures: tuple[Capture, ...],
                 program) -> list[Pair] | None:
    """The pairs ``name.push([k, v], …)`` adds to the local array ``source`` in its function
    (and functions nested in it) before ``before``, in source order, each guarded when its
    ``push`` is; ``[]`` when ``source`` is no local or nothing is pushed; ``None`` for any
    other change of it or a pushed item that is no array literal."""
    fn = program.function(frame.fid)
    if not isinstance(source, Ref) or fn is None or source.name not in fn.locals:
        return []
    sites = [(site, scope) for scope in program.scopes_within(frame.path, frame.fid)
             for site in program.calls_by_scope.get((frame.path, scope), [])]
    calls = mutations(source.name, [site for site, _ in sites], before)
    if calls is None:
        return None
    scope_of = {id(site): scope for site, scope in sites}
    out = []
    for site in calls:
        if site.call.callee.prop != "push" or any(isinstance(a, Spread)
                                                  for a in site.call.args):
            return None
        inner = Frame(frame.path, scope_of[id(site)], frame.this)
        for arg in site.call.args:
            item = program.captured(program.value_of(arg, inner), captures)
            if not isinstance(item, ArrV):
                return None
            out.append(Pair(item.items, item.where, site.guarded or inner.fid != frame.fid))
    return out


def argument_of(capture: Capture, name: str, program) -> tuple[Expr, Frame] | None:
    """``(expression, frame)`` of the argument the helper call of ``capture`` passes for the
    helper's parameter ``name``; ``None`` when the call or a plain argument at that place is
    not found (a spread before it, too few arguments)."""
    helper = program.function(capture.factory)
    path, span = capture.where
    caller = program.function_at(path, span)
    scope = caller.fid if caller is not None else None
    site = next((s for s in program.calls_by_scope.get((path, scope), [])
                 if s.call.span == span), None)
    index = next((i for i, p in enumerate(helper.params) if p.name == name), None) \
        if helper is not None else None
    if site is None or index is None or index >= len(site.call.args) or any(
            isinstance(a, Spread) for a in site.call.args[:index + 1]):
        return None
    return site.call.args[index], Frame(path, scope)
