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
Pure over the tree and the facts IR.
"""
from __future__ import annotations

from typing import Callable

from tree_sitter import Node

from code2skill.facts import Expr, Lit, Member, Ref, Test

CASE_TYPES = ("switch_case", "switch_default")
CASE_ENDS = frozenset({"break_statement", "return_statement", "throw_statement",
                       "continue_statement"})     # a case's last statement that never falls on


def case_tests(switch: Node, case: Node, expr: Callable[[Node], Expr]
               ) -> tuple[Test, ...] | None:
    """The tests that hold where the statements of ``case`` (a ``switch_case`` or
    ``switch_default`` node of the ``switch_statement`` node ``switch``) run, in the order
    an ``else if`` chain states them: ``x !== a`` for each case before it, then ``x === b``
    of its own (a ``default``: ``x !== …`` for every case, wherever it stands). ``expr``
    reads a node into the facts IR. ``None`` when the ``switch`` tests no name or member, a
    case tests no literal or a case falls through."""
    body = switch.child_by_field_name("body")
    value = switch.child_by_field_name("value")
    if body is None or value is None:
        return None
    subject = expr(value)
    cases = [c for c in body.named_children if c.type in CASE_TYPES]
    if case not in cases:
        return None
    literals = [case_literal(c, expr) for c in cases]
    if not isinstance(subject, (Ref, Member)) or any(
            c.type == "switch_case" and literal is None for c, literal in zip(cases, literals)) \
            or not all(ends_case(c) for c in cases[:-1]):
        return None
    before = [Test("!==", subject, literal.value, literal.span)
              for c, literal in zip(cases, literals) if literal is not None
              and (case.type == "switch_default" or c.start_byte < case.start_byte)]
    own = literals[cases.index(case)]
    return tuple(before) + ((Test("===", subject, own.value, own.span),) if own else ())


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


def other_cases(case: Node, body: Node | None) -> list[Node]:
    """Rule ``value.exclusive-arms`` for a ``switch``: the cases of the ``switch_body`` node
    ``body`` that run instead of ``case`` — every other one when no case falls into the
    next (each but the last ends in ``break``, ``return``, ``throw`` or ``continue``), so a
    run enters one case only; ``[]`` when one may fall through."""
    cases = [c for c in body.named_children if c.type in CASE_TYPES] \
        if body is not None else []
    if case not in cases or not all(ends_case(c) for c in cases[:-1]):
        return []
    return [c for c in cases if c != case]
