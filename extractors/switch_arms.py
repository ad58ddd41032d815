"""Rule ``value.switch-arms``: the cases of a ``switch`` that never fall through are the arms
of an ``else if`` chain.

::

    switch (action) {
      case 'lock': url = `/pens/${id}/lock`; method = 'PUT'; break;
      case 'drop': url = `/pens/${id}`; method = 'DELETE'; break;
      default: url = '/pens'; method = 'POST';
    }

runs the statements of ``case 'lock':`` where ``action === 'lock'``, those of ``case 'drop':``
where ``action !== 'lock'`` and ``action === 'drop'``, and the ``default``'s where neither
holds — as ``if (action === 'lock') {…} else if (action === 'drop') {…} else {…}`` would.
:func:`case_tests` gives those conditions, so a write in a case gets them as its guards
(:attr:`code2skill.facts.LocalWrite.guards`) and the values written in one case pair up
(rule ``value.branch-pairs``), never ``PUT /pens/{id}`` nor ``DELETE /pens``.

Only a ``switch`` every case of which tests a literal (text, number, boolean or ``null``) and
ends in ``break``, ``return``, ``throw`` or ``continue`` (the last one may end without) is
read so: a case falling into the next one (``case 'a': case 'b': …``) runs under a
disjunction, which no chain of tests states. Whatever the cases test, when none falls through
each case runs instead of the others (:func:`other_cases`, rule ``value.exclusive-arms``).
A ``switch`` is read once (:func:`read_switch`); each case's answers are then slices of that
reading, at most a given number long, so a ``switch`` of *n* cases costs time linear in *n*
(rule ``budget.parent-walk``). Pure over the tree and the facts IR.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import accumulate
from typing import Callable

from tree_sitter import Node

from code2skill.facts import Expr, Lit, Member, Ref, Span, Test

CASE_TYPES = ("switch_case", "switch_default")
CASE_ENDS = frozenset({"break_statement", "return_statement", "throw_statement",
                       "continue_statement"})     # a case's last statement that never falls on


@dataclass(frozen=True, slots=True)
class SwitchReading:
    """One ``switch`` read once: its ``cases`` (``switch_case``/``switch_default`` nodes in
    source order) with their ``spans``; ``position`` maps a case's node id to its index;
    ``exclusive`` whether no case falls into the next (each but the last ends in ``break``,
    ``return``, ``throw`` or ``continue``); ``passed`` the ``x !== a`` test of each case
    testing a literal, in order, ``before`` how many of those cases stand before each case,
    and ``own`` each case's ``x === a`` test (``None`` for a ``default``); ``chained`` whether the cases read as an ``else if`` chain (the ``switch``
    tests a name or member, each case a literal, and none falls through)."""

    cases: tuple[Node, ...]
    spans: tuple[Span, ...]
    position: dict[int, int]
    exclusive: bool
    passed: tuple[Test, ...]
    before: tuple[int, ...]
    own: tuple[Test | None, ...]
    chained: bool


def read_switch(switch: Node, expr: Callable[[Node], Expr], span: Callable[[Node], Span]
                ) -> SwitchReading:
    """The :class:`SwitchReading` of the ``switch_statement`` node ``switch``; ``expr`` reads
    a node into the facts IR, ``span`` gives a node's span."""
    body = switch.child_by_field_name("body")
    value = switch.child_by_field_name("value")
    cases = tuple(c for c in body.named_children if c.type in CASE_TYPES) \
        if body is not None else ()
    exclusive = all(ends_case(c) for c in cases[:-1])
    subject = expr(value) if value is not None else None
    literals = [case_literal(c, expr) for c in cases]
    own = tuple(Test("===", subject, literal.value, literal.span) if literal else None
                for literal in literals)
    passed = tuple(Test("!==", subject, literal.value, literal.span)
                   for literal in literals if literal is not None)
    before = tuple(accumulate((literal is not None for literal in literals[:-1]), initial=0))
    chained = exclusive and isinstance(subject, (Ref, Member)) and not any(
        c.type == "switch_case" and literal is None for c, literal in zip(cases, literals))
    return SwitchReading(cases, tuple(span(c) for c in cases),
                         {c.id: i for i, c in enumerate(cases)}, exclusive, passed, before,
                         own, chained)


def case_tests(reading: SwitchReading, case: Node, limit: int | None
               ) -> tuple[Test, ...] | None:
    """The tests that hold where the statements of ``case`` (a case of the ``switch`` read
    as ``reading``) run, in the order an ``else if`` chain states them: ``x !== a`` for each
    case before it, then ``x === b`` of its own (a ``default``: ``x !== …`` for every case,
    wherever it stands). ``None`` when the cases read as no ``else if`` chain
    (:attr:`SwitchReading.chained`), ``case`` is none of them, or there are more than
    ``limit`` tests (when given)."""
    index = reading.position.get(case.id)
    if index is None or not reading.chained:
        return None
    own = reading.own[index]
    before = reading.before[index] if own is not None else len(reading.passed)
    if limit is not None and before + (own is not None) > limit:
        return None
    return reading.passed[:before] + ((own,) if own is not None else ())


def case_literal(case: Node, expr: Callable[[Node], Expr]) -> Lit | None:
    """The literal ``case`` tests (``case 'a':`` → ``Lit('a')``); ``None`` for a
    ``default`` or a case testing anything else."""
    test = case.child_by_field_name("value")
    literal = expr(test) if test is not None else None
    return literal if type(literal) is Lit and (
        literal.value is None or isinstance(literal.value, (str, int, float, bool))) else None


def ends_case(case: Node) -> bool:
    """Whether the statements of ``case`` end in a statement that leaves it (``break``,
    ``return``, ``throw``, ``continue``; also as the last statement of a ``{ … }`` block
    that is the case's last statement)."""
    test = case.child_by_field_name("value")
    last = None
    for child in case.named_children:
        if child != test and child.type != "comment":
            last = child
    while last is not None and last.type == "statement_block":
        inner = [c for c in last.named_children if c.type != "comment"]
        last = inner[-1] if inner else None
    return last is not None and last.type in CASE_ENDS


def other_cases(reading: SwitchReading, case: Node, limit: int) -> tuple[Span, ...]:
    """Rule ``value.exclusive-arms`` for a ``switch``: the spans of the cases of the
    ``switch`` read as ``reading`` that run instead of ``case``: every other one when no
    case falls into the next (:attr:`SwitchReading.exclusive`), so a run enters one case
    only; the nearest ``limit`` of them in source order when there are more (a case left
    out is taken as one that may run before); ``()`` when one may fall through."""
    index = reading.position.get(case.id)
    if index is None or not reading.exclusive:
        return ()
    low = max(0, min(index - limit // 2, len(reading.spans) - 1 - limit))
    return tuple(s for i, s in enumerate(reading.spans[low:low + limit + 1], low)
                 if i != index)[:limit]
