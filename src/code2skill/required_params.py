"""Rule ``value.required-parameter``: a function's own required parameter is passed.

A URL builder called with a parameter of the function making the request
(``deleteTag(id: TagId)`` calling ``buildUrl(id)``, which appends ``/${id}`` under
``if (id)`` or ``if (id !== null)``) leaves those conditions open when nothing in the program
calls ``deleteTag``: both the ``/tags`` and the ``/tags/{id}`` variants would be endpoints, the
first one invented. The function's signature settles it: a parameter declared without a
default, without ``?`` and without ``undefined``/``null`` in its type is passed by every
caller, so a presence test on it (``!== null``, ``!= undefined``) holds, and a truth test
(``if (id)``) holds when its declared type is no boolean (a flag may be ``false``; an id of
``0`` is taken as no id, as such builders themselves take it).
An untyped parameter decides presence tests only. A known call that leaves the argument out
(``removeAll('domain')``) keeps both branches: its callers decide.
"""
from __future__ import annotations

from code2skill.facts import FunctionFact, Param
from code2skill.values import AltV, HoleV, ParamV, StrV, Value

ABSENT = ("null", "undefined", "?", "any", "unknown", "void")
NOT_TRUTHY = ("boolean", "any", "unknown")


def open_tests(value: Value | None) -> list[tuple]:
    """The ``(subject, op, literal)`` tests still open in a value's guarded alternatives."""
    if isinstance(value, AltV):
        own = list(value.test[0]) if value.test is not None and value.test[1] == "all" else []
        return own + [t for o in value.options for t in open_tests(o)]
    if isinstance(value, StrV):
        return [t for p in value.parts if isinstance(p, HoleV) for t in open_tests(p.value)]
    return []


def required(param: Param) -> bool:
    """Whether every call passes ``param``: named, no default, not rest, and no absent
    value in its declared type."""
    return bool(param.name) and param.default is None and not param.rest and not (
        param.type_text and any(word in param.type_text for word in ABSENT))


def passed(fn: FunctionFact, arity: list[int]) -> dict[str, Param]:
    """The required parameters of ``fn`` by name, less those some known call leaves out
    (``arity`` the argument counts of its known calls; none known: every one passes)."""
    return {p.name: p for i, p in enumerate(fn.params)
            if required(p) and all(n > i for n in arity)}


def passed_tests(tests: list[tuple], fn: FunctionFact, params: dict[str, Param],
                 negation: dict[str, str]) -> tuple[tuple, ...]:
    """The tests (each given, or its negation) that hold because they test one of
    ``params``, passed parameters of ``fn`` itself (not a member of one): see the module."""
    out = []
    for subject, op, literal in tests:
        if not (isinstance(subject, ParamV) and subject.fid == fn.fid and not subject.path
                and subject.name in params):
            continue
        holds = truth(op, params[subject.name].type_text) if op in ("truthy", "falsy") else \
            presence(op) if literal is None else None
        if holds is not None and (holds or op in negation):
            out.append((subject, op, literal) if holds else (subject, negation[op], literal))
    return tuple(out)


def presence(op: str) -> bool | None:
    """Whether a comparison of a passed value with ``null``/``undefined`` holds."""
    return {"!==": True, "!=": True, "===": False, "==": False}.get(op)


def truth(op: str, type_text: str | None) -> bool | None:
    """Whether a truth test of a passed value holds: only for a declared type no flag or
    zero can take."""
    if not type_text or any(word in type_text for word in NOT_TRUTHY):
        return None
    return op == "truthy"
