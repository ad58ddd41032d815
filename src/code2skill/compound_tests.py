"""Rule ``value.compound-test-guard``: an ``if`` whose condition is an ``||`` or ``&&`` of tests
(or the negation of one) guards the writes under it, decided per caller part by part.

A request helper sets cache headers for reads only::

    function setupConfig(method, options) {
        if (method == "GET" || method == "HEAD") { options.headers['Cache-Control'] = 'no-cache' }
        …
    }
    setupConfig('POST', {})        // 'POST' == "GET" and 'POST' == "HEAD" both fail

The condition is one :class:`~code2skill.facts.Test` of op ``||`` (``&&``; ``!||``/``!&&``
for ``!(a || b)`` and for the ``else`` arm) whose subject is an
:class:`~code2skill.facts.Alt` of the operand tests (:func:`compound_test`). As a guard it is
``(operand guards, op, None)``, each operand guard ``(subject value, op, literal)`` as
:func:`code2skill.resolution.shared.decide_test` reads it (:func:`decide_compound`): an ``||`` holds
when one operand holds and fails when every operand fails, an ``&&`` the other way round; an
operand no value proves leaves the whole open unless another settles it, so both arms stay.

An ``||`` takes only operands that are tests themselves (comparisons, ``!x``, string tests):
``a || b`` of plain names is also how ``a ?? b`` reads, whose truth is no disjunction.
"""
from __future__ import annotations

from typing import Callable

from code2skill.facts import Alt, Call, Expr, Test
from code2skill.list_membership import membership_guard
from code2skill.recogniser_context import Frame
from code2skill.string_test_guards import NOT, string_call
from code2skill.string_test_guards import guard_test as plain_guard

RULE = "value.compound-test-guard"
OR, AND = "||", "&&"
KINDS = {"or": OR, "and": AND}                      # Alt.kind → the test's op
NEGATED_COMPOUND = {OR: NOT + OR, NOT + OR: OR, AND: NOT + AND, NOT + AND: AND}


def is_compound(op: str) -> bool:
    """Whether ``op`` is a compound test's op (``||``, ``&&``, ``!||``, ``!&&``)."""
    return op in NEGATED_COMPOUND


def compound_test(expr: Expr, as_test: Callable[[Expr], Test | None]) -> Test | None:
    """``expr`` (an ``if`` condition) as one compound :class:`Test` when it is an ``||``/``&&``
    of tests, or ``!(…)`` of one: op ``||``/``&&`` (``!||``/``!&&`` negated), subject the
    :class:`Alt` of the operand tests (nested compounds included); ``None`` otherwise.
    ``as_test`` reads an ``&&`` operand (a name read for its truth is one)."""
    if isinstance(expr, Test) and expr.op in ("truthy", "falsy"):
        inner = compound_test(expr.subject, as_test)
        if inner is None or expr.op == "truthy":
            return inner
        return Test(NEGATED_COMPOUND[inner.op], inner.subject, None, expr.span)
    if not isinstance(expr, Alt) or expr.kind not in KINDS:
        return None
    operands = []
    for option in expr.options:
        test = compound_test(option, as_test) or operand_test(option, expr.kind, as_test)
        if test is None:
            return None
        operands.append(test)
    return Test(KINDS[expr.kind], Alt(tuple(operands), expr.span, expr.kind), None, expr.span)


def operand_test(option: Expr, kind: str, as_test: Callable[[Expr], Test | None]
                 ) -> Test | None:
    """One operand of an ``||`` (kind ``or``: a test or a string test only) or ``&&`` (kind
    ``and``: whatever ``as_test`` reads) as a :class:`Test`, else ``None``."""
    if kind == "or" and not (isinstance(option, Test) or isinstance(option, Call)
                             and string_call(Test("truthy", option)) is not None):
        return None
    return as_test(option)


def guard_test(resolver, test: Test, frame: Frame, depth: int) -> tuple:
    """The guard ``test`` as ``(subject value, op, literal)``: a compound one as ``(operand
    guards, op, None)``, a list-membership one as ``(item value, 'in' | '!in', literals)``
    (rule ``value.list-membership-test``), any other as
    :func:`code2skill.string_test_guards.guard_test` reads it."""
    if is_compound(test.op) and isinstance(test.subject, Alt):
        return (tuple(guard_test(resolver, t, frame, depth) for t in test.subject.options),
                test.op, None)
    return membership_guard(resolver, test, frame, depth) or \
        plain_guard(resolver, test, frame, depth)


def decide_compound(parts: tuple, op: str, decide: Callable[..., bool | None]
                    ) -> bool | None:
    """Whether the compound test ``op`` of the operand guards ``parts`` (each ``(subject
    value, op, literal)``, decided by ``decide``) holds: ``||`` true when one operand is,
    false when all are; ``&&`` false when one is, true when all hold; ``!`` negates. ``None``
    when the operands do not settle it (or ``parts`` is no tuple of guards)."""
    if not isinstance(parts, tuple) or not all(isinstance(p, tuple) and len(p) == 3
                                               for p in parts):
        return None
    negated = op.startswith(NOT)
    settles = (op.removeprefix(NOT) == OR)     # the operand value that settles the whole
    decided = [decide(*p) for p in parts]
    if settles in decided:
        result = settles
    elif all(d is not None for d in decided):
        result = not settles
    else:
        return None
    return result != negated


def map_parts(test: tuple, each: Callable[[tuple], tuple]) -> tuple:
    """Guard ``test`` with ``each`` applied to every operand guard of a compound one (nested
    compounds in turn), to a plain one's whole: a caller's substitution."""
    subject, op, literal = test
    if is_compound(op) and isinstance(subject, tuple):
        return (tuple(map_parts(p, each) for p in subject), op, literal)
    return each(test)


def any_part(test: tuple, holds: Callable[[tuple], bool]) -> bool:
    """Whether ``holds`` is true of a plain guard ``test`` or of one operand guard of a
    compound one (at any depth)."""
    subject, op, _ = test
    if is_compound(op) and isinstance(subject, tuple):
        return any(any_part(p, holds) for p in subject)
    return holds(test)


__all__ = ["AND", "NEGATED_COMPOUND", "OR", "RULE", "any_part", "compound_test",
           "decide_compound", "guard_test", "is_compound", "map_parts"]
