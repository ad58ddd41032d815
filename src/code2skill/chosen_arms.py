"""Requests in the arms of a test on a parameter, made only by the calls taking that arm.

A request helper often takes the HTTP method (or an action name) as a parameter and picks
the request by testing it::

    callJson(method: 'get' | 'post', url: string, data = {}) {
      switch (method) {
        case 'get': return this.http.get(this.base + url)
        case 'post': return this.http.post(this.base + url, data)
        default: throw new Error('Unknown method')
      }
    }
    getJson(url) { return this.callJson('get', url) }

Rule ``wrapper.chosen-arm``: a request made inside a branch where a test proves a parameter
of its function one of some constants (a ``case`` of ``switch (method)``, the branch of ``if
(method === 'get')``, of ``['put', 'patch'].includes(method)``), or none of them (the
``else`` of such an ``if``, a ``switch``'s ``default``, the statements after ``if (method ===
'get') return …``, after an else-if chain or a ``switch`` whose arms all return; the tests
around a request on one parameter join into one), or in a function looked up by it in an object literal (``handlers[method]()``
with ``handlers = {get: () => http.get(url), …}``), carries that test as a run guard (:class:`ArmTest`); each call passing a
value for the parameter (a literal, a constant, a default bound per call, a value a caller
further up passes for its own parameter) that fails the test makes no such request, so
``getJson('/albums')`` makes ``GET /albums`` alone. A request no seen call takes is none;
when a call passes a value the source does not fix, the arm's request stays and a
``medium`` review item names the helper and its test (:func:`open_note`). The parameter must
be one its function never reassigns (:mod:`code2skill.narrowings`). Pure over facts and
values.
"""
from __future__ import annotations

from dataclasses import dataclass

from code2skill.facts import FunctionFact, Narrowing
from code2skill.redact import CREDENTIAL, is_credential_position
from code2skill.values import AltV, ChoiceV, ClientV, FnV, LibV, ParamV, Value, Where

RULE = "wrapper.chosen-arm"
OP = "chosen-arm"          # the operator of an :class:`ArmTest` run guard


@dataclass(frozen=True, slots=True)
class ArmTest:
    """The test an arm of ``helper`` (the function's name) makes on its parameter ``name``:
    the arm runs when the value is one of ``literals`` (``holds``) or none of them (not
    ``holds``); ``test`` is where the test is written."""

    literals: tuple[str | int | float, ...]
    holds: bool
    helper: str
    name: str
    test: Where


Guard = tuple[Value, str, ArmTest]


def arm_guards(fn: FunctionFact, held: tuple[Narrowing, ...], module: str
               ) -> tuple[Guard, ...]:
    """The run guards ``(parameter value, OP, test)`` of a call in ``fn`` of ``module``
    around which the narrowings ``held`` of ``fn`` hold (outermost first,
    :func:`code2skill.narrowings.around`): one per positional parameter ``fn`` never
    reassigns that one of them tests, the narrowings on it joined (:func:`joined_test`), in
    the order of their outermost test."""
    params = {p.name: p for p in fn.params if p.name and not p.rest}
    around: dict[str, list[Narrowing]] = {}
    for n in held:
        if n.name in params and not fn.writes.get(n.name):
            around.setdefault(n.name, []).append(n)
    return tuple(
        (ParamV(fn.fid, name, type_text=params[name].type_text, module=module), OP,
         joined_test(narrowings, fn.name, module))
        for name, narrowings in around.items())


def joined_test(narrowings: list[Narrowing], helper: str, module: str) -> ArmTest:
    """The one test that holds where each of ``narrowings`` (on one name, outermost first)
    holds: the constants every narrowing that holds names, less those one that fails names
    (``m !== 'a'`` then ``m !== 'b'``: none of ``'a'``, ``'b'``; ``m === 'a'`` then ``m !==
    'b'``: ``'a'``), written at the innermost test."""
    chosen = [n.literals for n in narrowings if n.holds]
    excluded = {v for n in narrowings if not n.holds for v in n.literals}
    innermost = narrowings[-1]
    if chosen:
        literals = tuple(v for v in chosen[-1] if all(v in c for c in chosen)
                         and v not in excluded)
        return ArmTest(literals, True, helper, innermost.name, (module, innermost.test))
    literals = tuple(dict.fromkeys(v for n in narrowings for v in n.literals))
    return ArmTest(literals, False, helper, innermost.name, (module, innermost.test))


def keyed_options(callee: Value, fid: str | None) -> tuple[tuple[str, Value], ...]:
    """The ``(key, function)`` options of a callee looked up in an object literal by a
    parameter of the calling function ``fid`` (``handlers[method]()`` with ``handlers = {get:
    () => http.get(url), …}``), when every option is a function or a request library's
    method; ``()`` for any other callee."""
    if not (isinstance(callee, ChoiceV) and isinstance(callee.key, ParamV)
            and callee.key.fid == fid and not callee.key.path and not callee.key.coded):
        return ()
    callable_ = all(isinstance(option, (FnV, LibV, ClientV)) for _, option in callee.options)
    return callee.options if callable_ else ()


def keyed_guard(callee: ChoiceV, key: str, helper: str | None, where: Where
                ) -> tuple[Guard]:
    """The run guard of the option at ``key`` of a lookup :func:`keyed_options` reads: the
    parameter naming the key is ``key``, the lookup's call at ``where`` the test."""
    return ((callee.key, OP, ArmTest((key,), True, helper or "<anonymous>", callee.key.name,
                                     where)),)


def keyed_label(function: str, arm: ArmTest) -> str:
    """The call-site label of the option function named ``function`` (``handlers.get``) a
    lookup by the parameter ``arm`` tests chooses: its key written ``<redacted:credential>``
    when the parameter names a credential (``handlers[apiKey]()``), as the test's message
    writes it (:func:`condition`); ``function`` otherwise."""
    if not (credential(arm.name) and "." in function):
        return function
    return function.rsplit(".", 1)[0] + "." + CREDENTIAL


def credential(name: str) -> bool:
    """Whether a parameter named ``name`` holds a credential (``apiKey``, ``token``)."""
    return is_credential_position("field", name)


def compared_options(callee: Value, depth: int = 0) -> list[tuple[Value, tuple]]:
    """The options of a callee chosen by comparing a parameter with constants, each with the
    run guards ``(subject, '===' or '!==', constant)`` under which it is the one called: a
    name narrowed to several constants read as such a choice (``http[method]`` in ``case
    'post': case 'put':``, :meth:`code2skill.resolution.flow.Flow.narrowed`), nested choices
    flattened (8 levels); ``[]`` for any other callee."""
    if not (isinstance(callee, AltV) and isinstance(callee.test, tuple)
            and len(callee.options) == 2 and callee.test[1] == "===" and depth < 8):
        return []
    subject, _, literal = callee.test
    return [(option, (guard,) + inner)
            for option, guard in zip(callee.options, ((subject, "===", literal),
                                                      (subject, "!==", literal)))
            for option, inner in (compared_options(option, depth + 1) or [(option, ())])]


def arm_outcome(equal: list[bool | None], holds: bool) -> bool | None:
    """Whether an arm runs for a value, given whether the value equals each of its test's
    literals (``None``: not known): a value equal to one decides it, one unequal to all
    decides it the other way (so does no literal at all); ``None`` otherwise."""
    if not equal:
        return not holds
    if any(e is True for e in equal):
        return holds
    return (not holds) if equal and all(e is False for e in equal) else None


def callers_outcome(outcomes: list[bool | None]) -> bool | None:
    """Whether any call of a function takes an arm, given each call's outcome: ``True`` when
    one does, ``False`` when every one is known not to (and there is one), else ``None``."""
    if any(o is True for o in outcomes):
        return True
    return False if outcomes and all(o is False for o in outcomes) else None


def condition(arm: ArmTest) -> str:
    """The test of ``arm`` in words: ``method is 'post' or 'put'``, ``kind is not 'read'``."""
    tested = CREDENTIAL if credential(arm.name) else " or ".join(repr(v) for v in arm.literals)
    return f"{arm.name} is {tested}" if arm.holds else f"{arm.name} is not {tested}"


def untaken_message(lib: str, where: Where, arm: ArmTest) -> str:
    """The ``info`` message of a library call in an arm of ``arm.helper`` no call takes."""
    return (f"{lib} request at {where[0]}:{where[1][0]} is made only when {condition(arm)} "
            f"in {arm.helper}, and no call of it seen passes such a value: it is no Tool "
            f"(rule {RULE})")


def open_note(arm: ArmTest, method: str | None) -> tuple[str, str, Where, str]:
    """The ``medium`` review note of a request kept in an arm of ``arm.helper`` that a call
    passing an unknown value may not take."""
    request = f"this {method} request" if method else "this request"
    return ("medium", f"{arm.helper} chooses the request it makes by testing its parameter "
            f"{arm.name}; {request} is made only when {condition(arm)}, and a call passes a "
            "value the source does not fix: every arm is kept, confirm which the call makes",
            arm.test, RULE)
