"""Rule ``auth.per-call-opt-out``: a request interceptor that adds the credential only when the
request's own config does not opt out sends no credential on the calls that do.

An admin front end commonly lets a call skip the token the interceptor adds::

    service.interceptors.request.use(config => {
      const isToken = (config.headers || {}).isToken === false
      if (getToken() && !isToken) config.headers['Authorization'] = 'Bearer ' + getToken()
      return config
    })
    request({ url: '/captchaImage', headers: { isToken: false }, method: 'get' })

The ``if`` around the header write is read into :class:`ConfigTest` s (:func:`config_tests`):
each conjunct of the condition (``a && b``) that tests a member of the interceptor's config
parameter (``config.headers.isToken``, ``(config.headers || {}).isToken``, ``config.skipAuth``)
— directly or through a local constant bound to such a test, negations counted. Each call
then decides them on the config object it passes (:func:`sent_for`): a member the object does
not write is ``undefined``, a member it writes is its value; a test that fails means this call
does not send the header. An object the call spreads or does not spell out decides nothing:
the header stays, as without the rule. A call that opts out carries a ``none`` hint
(:func:`opted_out`) in place of the interceptor's: with no other credential on its call
sites, its capability's auth is ``none`` with the call's config as evidence. A CSRF header is
no credential of its own: a call opting out of it still sends the session cookie it guards,
so it keeps the ``cookie-session`` hint (rule ``auth.unsent-csrf-header``).
"""
from __future__ import annotations

from dataclasses import dataclass

from dataclasses import replace

from code2skill.enclosing_tests import CSRF_UNSENT_RULE, csrf_hint, csrf_unsent_note
from code2skill.facts import Alt, Expr, FunctionFact, Member, Obj, Ref, Test
from code2skill.requests import AuthHint
from code2skill.values import FIRST_SET, LitV, ObjV, Value, Where

RULE = "auth.per-call-opt-out"
MAX_DEPTH = 8
TRUTH_TESTS = ("truthy", "falsy")
COMPARISONS = ("===", "!==", "==", "!=")


@dataclass(frozen=True, slots=True)
class ConfigTest:
    """A test of the request config a header is sent under: ``path`` the members read from
    the config (``('headers', 'isToken')``), ``op`` and ``literal`` as in
    :class:`~code2skill.facts.Test`, ``negated`` when the header is sent where the test
    fails (``!isToken``)."""

    path: tuple[str, ...]
    op: str
    literal: object
    negated: bool = False


def config_tests(fn: FunctionFact, guard: Expr | None, enclosing: tuple[Test, ...] | None = None
                 ) -> tuple[ConfigTest, ...]:
    """The tests of ``fn``'s first parameter (the request config) among the conjuncts of
    ``guard``, the condition a header write of ``fn`` runs under, and of ``enclosing``, the
    tests of all the ``if``s around it (rule ``value.enclosing-tests``: ``if
    (!config.skipAuth) { if (token) … }``); ``()`` when there is none."""
    if not fn.params or not fn.params[0].name:
        return ()
    found = [t for test in ((guard,) if guard is not None else ()) + tuple(enclosing or ())
             for t in conjunct_tests(test, fn, fn.params[0].name, False, 0)]
    return tuple(dict.fromkeys(found))


def conjunct_tests(expr: Expr, fn: FunctionFact, config: str, negated: bool,
                   depth: int) -> list[ConfigTest]:
    """The :class:`ConfigTest` s ``expr`` must pass (or fail, ``negated``) for the write to run:
    each option of an ``&&`` (not negated: ``!(a && b)`` proves neither), a test of a config
    member, a truth test of a local constant bound to one."""
    if depth > MAX_DEPTH:
        return []
    if isinstance(expr, Alt) and expr.kind == "and" and not negated:
        return [t for option in expr.options
                for t in conjunct_tests(option, fn, config, negated, depth + 1)]
    if isinstance(expr, Ref):
        expr = Test("truthy", expr)
    if not isinstance(expr, Test):
        return []
    path = config_path(expr.subject, config)
    if path is not None and (expr.op in TRUTH_TESTS or expr.op in COMPARISONS):
        return [ConfigTest(path, expr.op, expr.literal, negated)]
    bound = fn.locals.get(expr.subject.name) if isinstance(expr.subject, Ref) else None
    if expr.op in TRUTH_TESTS and bound is not None and len(bound) == 1:
        flip = negated != (expr.op == "falsy")
        return conjunct_tests(bound[0], fn, config, flip, depth + 1)
    return []


def config_path(expr: Expr, config: str) -> tuple[str, ...] | None:
    """The members ``expr`` reads from the parameter ``config`` (``config.headers.isToken`` →
    ``('headers', 'isToken')``; ``(config.headers || {}).isToken`` alike: an empty object
    fallback reads the same member); ``None`` for anything else."""
    names: list[str] = []
    while True:
        if isinstance(expr, Member):
            names.append(expr.prop)
            expr = expr.obj
        elif isinstance(expr, Alt) and expr.kind in FIRST_SET and len(expr.options) == 2 and \
                isinstance(expr.options[1], Obj) and not expr.options[1].props:
            expr = expr.options[0]
        else:
            break
    if isinstance(expr, Ref) and expr.name == config and names:
        return tuple(reversed(names))
    return None


def member_read(config: Value | None, path: tuple[str, ...]) -> Value | None:
    """The value a request config object gives ``path``: ``undefined`` (a ``LitV(None)``)
    where an object spelled out whole has no such member; ``None`` (unknown) where the object
    is not spelled out (no object, or one spreading another)."""
    value = config
    for name in path:
        if not isinstance(value, ObjV) or any(p.key is None for p in value.props):
            return None
        found = [p for p in value.props if p.key == name]
        if not found:
            return LitV(None)
        value = found[-1].value
    return value


def sent_for(tests: tuple[ConfigTest, ...], config: Value | None, decide) -> bool | None:
    """Whether a call passing the request config ``config`` sends the header its ``tests``
    guard: ``False`` when one test is decided against it, ``True`` when all are decided for
    it, ``None`` otherwise. ``decide(value, op, literal)`` decides one test (``None`` when the
    value does not prove it)."""
    verdicts = []
    for test in tests:
        value = member_read(config, test.path)
        decided = decide(value, test.op, test.literal) if value is not None else None
        verdicts.append(None if decided is None else decided != test.negated)
    if False in verdicts:
        return False
    return True if verdicts and all(verdicts) else None


def opted_out(hint: AuthHint, config: Value | None, decide, where: Where | None
              ) -> AuthHint | None:
    """The ``none`` hint of a call at ``where`` whose request config ``config`` opts out of
    the interceptor credential ``hint`` (:func:`sent_for` is ``False``); ``None`` when the
    call does not opt out or does not show it. A CSRF header opted out of leaves the
    ``cookie-session`` hint of the cookie it guards at the header instead (rule
    ``auth.unsent-csrf-header``, :func:`~code2skill.enclosing_tests.csrf_hint`)."""
    if not hint.config_tests or sent_for(hint.config_tests, config, decide) is not False:
        return None
    if csrf_hint(hint):                       # rule auth.unsent-csrf-header: the cookie goes
        return replace(hint, rule=CSRF_UNSENT_RULE, config_tests=(),
                       note=csrf_unsent_note(hint))
    shown = ", ".join(".".join(t.path) for t in hint.config_tests)
    at = f" at {hint.where[0]}:{hint.where[1][0]}" if hint.where else ""
    return replace(hint, kind="none", where=where, rule=RULE, config_tests=(),
                   note=f"the request config's {shown} opts out of the credential the "
                        f"interceptor{at} adds")
