"""Rule ``value.list-membership-test``: an ``if`` testing whether a value is one of a literal
list (``[…].includes(x)``, ``[…].indexOf(x) !== -1``, or the negation) guards the writes under
it, decided by the value each caller passes.

A request wrapper sends methods other than GET and POST as a POST::

    function request(original) {
        const options = {...original};
        if (options.method && !['GET', 'POST'].includes(options.method)) {
            options.method = 'POST';
        }
        return axios(options);
    }
    request({method: 'GET', url: '/api/items'})     // 'GET' is listed: no POST

The condition is a :class:`~code2skill.facts.Test` reading the call for its truth
(``includes``: ``truthy``, or ``falsy`` under ``!``) or comparing it with ``-1`` (``indexOf``:
``!==``/``!=`` hold for a member, ``===``/``==`` for none; ``>= 0``, ``> -1`` and ``< 0`` are
read as those by ``extractors/module_facts/``). As a guard it is ``(x's value, 'in' |
'!in', the listed literals)`` when the list is an array whose items are all literals (its
value, so a constant array counts), which :func:`decide_membership` decides: a value equal to
one item is in, a value proven unequal to every item is not, anything else is unknown.
"""
from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Callable

from code2skill.facts import Call, Expr, Member, ModuleFacts, Ref, Test
from code2skill.recogniser_context import Frame
from code2skill.values import ArrV, Value, literal_of

RULE = "value.list-membership-test"
IN, NOT_IN = "in", "!in"
NEGATED_MEMBERSHIP = {IN: NOT_IN, NOT_IN: IN}
FOUND_OPS = {"includes": {"truthy": True, "falsy": False},
             "indexOf": {"!==": True, "!=": True, "===": False, "==": False}}


def membership_call(test: Test) -> tuple[Expr, Expr, bool] | None:
    """``(list expression, item expression, whether the test holds for a member)`` when
    ``test`` reads ``list.includes(item)`` for its truth or compares ``list.indexOf(item)``
    with ``-1``; ``None`` for any other test."""
    call = test.subject
    if not isinstance(call, Call) or not isinstance(call.callee, Member) \
            or len(call.args) != 1 or call.callee.prop not in FOUND_OPS:
        return None
    if call.callee.prop == "indexOf" and test.literal != -1:
        return None
    holds = FOUND_OPS[call.callee.prop].get(test.op)
    return None if holds is None else (call.callee.obj, call.args[0], holds)


def membership_guard(resolver, test: Test, frame: Frame, depth: int) -> tuple | None:
    """The guard ``test`` as ``(item value, 'in' | '!in', listed literals)`` when it is a
    membership test (:func:`membership_call`) of an array of literals its module never
    writes after its declaration (:func:`written_lists`); ``None`` otherwise."""
    found = membership_call(test)
    if found is None:
        return None
    listed, item, holds = found
    if resolver.written_list(frame.path, listed):
        return None
    array = resolver.evaluate(listed, frame, depth)
    if not isinstance(array, ArrV) or not array.items:
        return None
    literals = tuple(literal_of(v) for v in array.items)
    if any(literal is None for literal in literals):
        return None
    return resolver.evaluate(item, frame, depth), IN if holds else NOT_IN, literals


# array methods that change a list in place: what it holds after them is not its literal's
LIST_WRITERS = frozenset({"push", "unshift", "splice", "fill", "copyWithin", "pop", "shift",
                          "sort", "reverse"})


def listed_name(listed: Expr) -> str | None:
    """The last name of a list expression (``allowed`` → ``allowed``, ``this.langs`` →
    ``langs``), ``None`` for a literal or any other expression."""
    if isinstance(listed, Member):
        return listed.prop
    return listed.name if isinstance(listed, Ref) else None


def written_lists(modules: Mapping[str, ModuleFacts]) -> set[tuple[str, str]]:
    """``(module, last name)`` of every list a module writes after its declaration, whatever
    the scope (rules ``value.list-membership-test`` and ``value.list-narrowing``): a call of
    :data:`LIST_WRITERS` on it (``allowed.push(extra)``), an element or its ``length``
    written (``allowed[2] = extra``, ``allowed[i] = x``, ``allowed.length = 1``). Read
    once per program; a name is matched by its last part, so a list of the same name
    elsewhere in the module counts too (no enum rather than a wrong one)."""
    found: set[tuple[str, str]] = set()
    for path, facts in modules.items():
        for site in facts.calls:
            callee = site.call.callee
            if isinstance(callee, Member) and callee.prop in LIST_WRITERS:
                name = listed_name(callee.obj)
                if name is not None:
                    found.add((path, name))
        writes = list(facts.assignments)
        for fn in facts.functions.values():
            writes += fn.assignments
        for write in writes:
            target = tuple(write.target)
            if write.key is not None and target:
                found.add((path, target[-1]))             # allowed[i] = x
            elif len(target) > 1 and (target[-1].isdigit() or target[-1] == "length"):
                found.add((path, target[-2]))             # allowed[2] = x, .length = n
    return found


def decide_membership(subject: Value, op: str, literals: tuple,
                      equals: Callable[[Value, object], bool | None]) -> bool | None:
    """Whether the membership guard ``(subject, op, literals)`` holds: ``subject`` is in the
    list when ``equals`` proves it equal to one literal, out of it when ``equals`` proves it
    unequal to all; ``None`` when the value proves neither.

    ``equals`` is asked about a few literals only, whatever the list's length (a caller's
    value is decided in constant time once the list is indexed, :func:`literal_index`): the
    literal that is the subject's own value (:func:`~code2skill.values.literal_of`), when
    listed, and for each type of literal listed (``None`` is one) one other literal of that
    type standing for the rest. This asks of ``equals``
    that it decide alike every literal of one type other than the subject's own value, as
    :func:`code2skill.resolution.shared.equals` does (a text other than the value's is
    unequal, a number of another type unknown)."""
    literals = tuple(literals)
    keys, samples = literal_index(literals, tuple(map(type, literals)))
    own = literal_of(subject)
    own_key = None if own is None else key_of(own)
    asked = [own] if own_key in keys else []
    for sample in samples:
        asked += [literal for literal in sample if key_of(literal) != own_key][:1]
    decided = [equals(subject, literal) for literal in asked]
    if True in decided:
        member = True
    elif all(d is False for d in decided):
        member = False
    else:
        return None
    return member == (op == IN)


def key_of(literal: object) -> tuple[type, object]:
    """A listed literal's identity for :func:`literal_index`: its type with its value, so that
    ``1``, ``1.0``, ``True`` and ``'1'`` stay four literals."""
    return type(literal), literal


@lru_cache(maxsize=256)
def literal_index(literals: tuple, types: tuple) -> tuple[frozenset, tuple[tuple, ...]]:
    """``(the keys of the literals, for each type of literal listed its first two distinct
    literals)`` of a membership guard's list, computed once per list
    (:func:`decide_membership`); ``types`` are the literals' types, so that ``(1,)``,
    ``(1.0,)`` and ``(True,)``, equal as tuples, are three lists."""
    by_type: dict[type, list] = {}
    for literal in literals:
        found = by_type.setdefault(type(literal), [])
        if len(found) < 2 and literal not in found:
            found.append(literal)
    return frozenset(map(key_of, literals)), tuple(tuple(found) for found in by_type.values())


__all__ = ["IN", "LIST_WRITERS", "NEGATED_MEMBERSHIP", "NOT_IN", "RULE", "decide_membership",
           "listed_name", "membership_call", "membership_guard", "written_lists"]
