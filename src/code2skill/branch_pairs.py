"""Rule ``value.branch-pairs``: values written together in the branches of one ``if``/``else``
choose together.

``if (note.id) { cfg.url = `/notes/${note.id}`; cfg.method = 'PUT' } else { cfg.url = '/notes';
cfg.method = 'POST' }`` sends ``PUT /notes/{id}`` or ``POST /notes``, never ``POST
/notes/{id}``: each value written under one ``if`` test is a two-option choice (the value where
the test holds, the value where it fails) keyed by that test on its subject's value, so that
:func:`code2skill.normalize.correlated` (rule ``url.same-condition``) pairs the choices of the
members — or of plain variables — option by option instead of multiplying them out. A test is
``(subject value, op, literal)`` as :func:`code2skill.resolution.shared.decide_test` reads it. A
plain variable written in the arm of an ``else if`` (or of nested ``if``s) is a chain of
such choices, one per test of its arm (:func:`code2skill.resolution.shared.guarded`), so ``let verb =
'PUT'; if (id) { url = a } else if (name) { verb = 'POST'; url = b; data = { name } }``
gives ``PUT a`` and ``POST b`` with its body, never ``POST a``.
"""
from __future__ import annotations

import hashlib

from code2skill.instance_tests import NOT_OP as NOT_INSTANCE, OP as INSTANCE
from code2skill.list_membership import IN, NOT_IN
from code2skill.string_test_guards import NOT, STRING_TESTS
from code2skill.values import AltV, Value

NEGATED_OPS = {"falsy": "truthy", "!==": "===", "!=": "==",
               **{NOT + m: m for m in STRING_TESTS},     # !x.startsWith('http')
               NOT + "||": "||", NOT + "&&": "&&",       # !(a || b): compound tests
               NOT_IN: IN,                               # ![…].includes(x)
               NOT_INSTANCE: INSTANCE}                   # !(x instanceof C)


def positive(test: tuple) -> tuple[tuple, bool]:
    """``(test in its positive form, whether test is that form)``: ``!x`` is ``(x truthy,
    False)``, ``x !== null`` ``(x === null, False)``, any other test itself and ``True``."""
    subject, op, literal = test
    if op in NEGATED_OPS:
        return (subject, NEGATED_OPS[op], literal), False
    return test, True


def branch_key(test: tuple) -> str:
    """The :attr:`AltV.cond` of a choice made by ``test`` in its positive form: the test's
    operator and literal with a digest of its subject's value, so that two writes under one
    test of one value share it and a test of another value does not."""
    canon, _ = positive(test)
    subject, op, literal = canon
    digest = hashlib.blake2b(repr(subject).encode("utf-8", "surrogatepass"),
                             digest_size=8).hexdigest()
    return f"if {op} {literal!r}|{digest}"


def branch_choice(test: tuple, written: Value, previous: Value, per_caller: bool = False
                  ) -> Value:
    """The value of a member written ``written`` under the one ``if`` test ``test``, its value
    before the write being ``previous``: ``AltV((where the positive test holds, where it
    fails), cond=branch_key(test))``. A ``previous`` choice on the same key (the other branch
    of the same ``if``, or an earlier ``if`` on the same test) keeps its option for the other
    outcome; any other ``previous`` is the value for that outcome as it is. Equal options give
    the value itself. ``per_caller`` (the test reads a parameter) keeps the positive test on
    the choice as ``((test,), 'all', None)``, so that a caller's arguments decide it as
    :func:`code2skill.resolution.shared.guarded` does (rule ``value.compound-test-guard``: ``if
    (method == 'GET' || method == 'HEAD') options.headers[…] = …`` sends the header on a
    caller's GET only)."""
    key = branch_key(test)
    canon, holds = positive(test)
    other = previous
    if isinstance(previous, AltV) and previous.cond == key and len(previous.options) == 2:
        other = previous.options[1 if holds else 0]
    if other == written:
        return written
    return AltV((written, other) if holds else (other, written), "any", key,
                ((canon,), "all", None) if per_caller else None)
