"""Rule ``value.string-test-guard``: an ``if`` that tests a string with ``startsWith``/
``endsWith``/``includes`` and a literal guards the writes and returns under it like a
comparison does.

A wrapper joins its base only to a path that is no absolute URL::

    this.get = function (url) {
        let rurl = url;
        if (!url.startsWith('http')) { rurl = this.apiurl + url; }
        return $http.get(rurl);
    };
    AppService.get('/backup/' + id);        // '/backup/…' does not start with 'http'

The condition is a :class:`~code2skill.facts.Test` reading the call for its truth (``x.m(s)``
is ``truthy``, ``!x.m(s)`` ``falsy``: ``as_test`` of ``extractors/module_facts/``), so the
writes and returns under the ``if`` carry it; as a guard it is the test ``(x's value,
'startsWith', 'http')``, or ``'!startsWith'`` when negated, which
:func:`code2skill.resolution.shared.decide_test` decides on the text each caller passes (rule
``value.string-test``: ``startsWith`` by the literal head of the text, ``endsWith``/
``includes`` on a wholly literal text only). A text that proves neither keeps both values.
"""
from __future__ import annotations

from code2skill.facts import Call, Lit, Member, Test
from code2skill.recogniser_context import Frame

RULE = "value.string-test-guard"
STRING_TESTS = frozenset({"startsWith", "endsWith", "includes"})
NOT = "!"                   # prefix of a negated string test's op (``!startsWith``)
NEGATED_STRING_TESTS = {**{m: NOT + m for m in STRING_TESTS},
                        **{NOT + m: m for m in STRING_TESTS}}


def string_call(test: Test) -> tuple[Member, str] | None:
    """``(x.m, literal)`` when ``test`` reads ``x.m(literal)`` for its truth, ``m`` one of
    :data:`STRING_TESTS` and ``literal`` a string literal; else ``None``."""
    call = test.subject
    if test.op not in ("truthy", "falsy") or not isinstance(call, Call) \
            or not isinstance(call.callee, Member) or call.callee.prop not in STRING_TESTS \
            or len(call.args) != 1 or not isinstance(call.args[0], Lit) \
            or not isinstance(call.args[0].value, str):
        return None
    return call.callee, call.args[0].value


def guard_test(resolver, test: Test, frame: Frame, depth: int) -> tuple:
    """The guard ``test`` as ``(subject value, op, literal)``: a string test read for its
    truth as ``(x's value, 'startsWith' | '!startsWith' …, literal)``, any other test as its
    subject's value with its own op and literal."""
    found = string_call(test)
    if found is None:
        return resolver.evaluate(test.subject, frame, depth), test.op, test.literal
    member, literal = found
    op = member.prop if test.op == "truthy" else NOT + member.prop
    return resolver.evaluate(member.obj, frame, depth), op, literal


__all__ = ["NEGATED_STRING_TESTS", "NOT", "RULE", "guard_test", "string_call"]
