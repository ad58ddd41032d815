"""Rule ``value.member-append``: ``opts.url += '/' + value`` grows a member of a local object.

A jQuery-style helper builds its request settings as an object and then lengthens the URL
member in a branch before sending them::

    var opts = {type: 'POST', url: '/api/v1/topology/' + id + '/' + action};
    if (param) { var value = prompt(…); opts.url += '/' + value; }
    $.ajax(opts);

The extractor records the ``+=`` as the member write ``opts.url = opts.url + '/' + value``
(:meth:`~code2skill.extractors.module_facts.declarations.Declarations.local_member`); the
write reads the member it writes, so it is made on the value the member holds at that point
of the writes (:func:`appended_parts` finds the shape, :func:`appended` joins the values),
never on the member read afresh (which would see no value: the object is still being made).
A write under conditions one of which tests whether a parameter of the writing function is
set (``if (param)``, ``if (typeof v !== 'undefined')``) is the choice of that test
(:func:`appended_choice`), which rule ``url.caller-arms`` decides per call: a call passing
``false`` sends the URL as it was, one passing ``true`` the grown one (or, under a further
condition no call decides, either). Under other conditions it stays the choice rule
``value.member-writes`` makes of it (the URL grown or as it was).
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.extractors.module_facts.declarations import member_path
from code2skill.facts import Assignment, Hole, Lit, Tmpl
from code2skill.caller_arms import COMPARISONS, SET_WHEN_TRUE, presence_choice
from code2skill.resolution.shared import alternatives, flatten
from code2skill.values import AltV, HoleV, LitV, ParamV, StrV, Value

RULE = "value.member-append"


def appended_parts(write: Assignment, target: tuple[str, ...]) -> Tmpl | None:
    """What the member write ``write`` (to ``target``, ``(local, member)``) appends to the
    member it reads first (``opts.url = opts.url + '/' + v``: ``'/' + v``), as a template of
    the remaining parts; ``None`` when the write does not start by reading ``target``."""
    value = write.value
    if len(target) != 2 or not isinstance(value, Tmpl) or len(value.parts) < 2:
        return None
    first = value.parts[0]
    if not isinstance(first, Hole) or member_path(first.expr) != target:
        return None
    rest = value.parts[1:]
    return Tmpl(rest, value.span, value.plus and not any(
        isinstance(part, Lit) and isinstance(part.value, str) for part in rest))


def appended(current: Value | None, tail: Value) -> Value:
    """``current`` (the member's value so far; ``None``: not written yet) with ``tail``
    appended: each alternative of a choice lengthened alike; a text joined part by part."""
    if current is None:
        return tail
    if isinstance(current, AltV):
        return replace(current, options=tuple(appended(option, tail)
                                              for option in current.options))
    head = current.parts if isinstance(current, StrV) else (HoleV(None, current),)
    rest = tail.parts if isinstance(tail, StrV) else (HoleV(None, tail),)
    return flatten(StrV(tuple(head) + tuple(rest)))


def appended_choice(tests: tuple[tuple, ...], tail: Value, previous: Value | None,
                    fid: str | None, span: object) -> Value | None:
    """The member an append of ``tail`` under the guards ``tests`` (``(subject value, op,
    literal)`` each, outermost first) of function ``fid`` makes on ``previous`` (its value
    so far; ``None``: not written), when a guard tests whether a parameter of ``fid`` is set
    (:func:`presence_test`): :func:`guarded_growth`, keyed by the write's place ``span``;
    ``None`` when no guard does."""
    if not any(presence_test(test) is not None for test in tests):
        return None
    return guarded_growth(tests, tail, previous if previous is not None else LitV(None),
                          fid, f"{RULE}:{span}")


def guarded_growth(tests: tuple[tuple, ...], tail: Value, before: Value, fid: str | None,
                   key: str) -> Value:
    """``before`` grown by ``tail`` where every guard of ``tests`` holds: a guard testing
    whether a parameter of ``fid`` is set is a choice rule ``url.caller-arms`` decides per
    call (grown where it holds, ``before`` where not; a ``before`` chosen by the same
    parameter's test, the other arm of the same ``if``, keeps its own option for each
    outcome); any other guard is a choice no call decides (grown or ``before``)."""
    if not tests:
        return appended(before, tail)
    test = presence_test(tests[0])
    if test is not None:
        held, failed = split_choice(before, test)
        choice = AltV((guarded_growth(tests[1:], tail, held, fid, key), failed), "any",
                      f"{test[0].fid}:{key}:{len(tests)}", test)
        if presence_choice(choice, fid):
            return choice
    return alternatives([guarded_growth(tests[1:], tail, before, fid, key), before])


def presence_test(test: object) -> tuple | None:
    """A guard as a test of whether a parameter is set: ``(ParamV, op, literal)`` with op
    ``truthy``/``falsy`` or a comparison with ``null``/``undefined``; ``typeof v !==
    'undefined'`` read as ``v !== undefined``. ``None`` for any other guard."""
    if not (isinstance(test, tuple) and len(test) == 3 and isinstance(test[0], ParamV)):
        return None
    subject, op, literal = test
    if op.startswith("typeof") and literal == "undefined":
        return (subject, op.removeprefix("typeof"), None)
    if op in ("truthy", "falsy") or op in COMPARISONS and literal is None:
        return test
    return None


def split_choice(value: Value, test: tuple) -> tuple[Value, Value]:
    """``value`` where presence test ``test`` holds and where it fails: a choice by a test of
    the same kind on the same parameter gives each outcome its own option; any other value
    is the same for both."""
    other = presence_test(value.test) if isinstance(value, AltV) and value.test is not None \
        and len(value.options) == 2 else None
    if other is None or other[0] != test[0] or \
            (other[1] in ("truthy", "falsy")) != (test[1] in ("truthy", "falsy")):
        return value, value
    same = (other[1] in SET_WHEN_TRUE) == (test[1] in SET_WHEN_TRUE)
    return (value.options[0], value.options[1]) if same else \
        (value.options[1], value.options[0])
