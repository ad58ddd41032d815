"""Rule ``angular.interceptor-guard``: an interceptor's base URL is joined to a request URL
only where the guard around its rewrite can hold for that URL.

An interceptor such as ::

    let url = req.url;
    if (url.startsWith('assets/')) return next.handle(req);
    if (!url.startsWith('https://') && !url.startsWith('http://') && !url.startsWith('.')) {
      url = environment.api.baseUrl + url;
    }
    return next.handle(req.clone({ url }));

prefixes the base only to URLs for which every test of the ``if`` around the write holds (each
operand of an ``&&`` chain: :func:`code2skill.extractors.module_facts.control_flow.conjuncts`) and
the tests of no earlier ``return`` all hold. A test of the request URL's text — ``startsWith(x)``,
``endsWith(x)``, ``includes(x)``, ``indexOf(x) === 0`` (``!== 0``), negated or not — is decided
on the URL as the call writes it (rule ``value.string-test``), so ``./assets/app-data.json``
keeps its own path. A test the URL's text cannot decide (a URL led by a value), or one of
something else, leaves the base joined with a low review note. The request URL is the
interceptor's first parameter's ``url`` (``urlWithParams``) or a local first declared as it.
"""
from __future__ import annotations

from dataclasses import dataclass

from code2skill.facts import Call, Expr, FunctionFact, Lit, Member, Ref, Span, Test
from code2skill.values import Value

RULE = "angular.interceptor-guard"

# members of the request that hold its URL
URL_MEMBERS = frozenset({"url", "urlWithParams"})
# string methods whose test of the URL the URL's written text may decide
TEXT_TESTS = frozenset({"startsWith", "endsWith", "includes"})


@dataclass(frozen=True)
class BaseGuard:
    """When an interceptor joins its base: ``tests`` all hold around the rewrite (``None``:
    another construct decides whether it runs); ``exits`` the tests of each ``return`` before
    it (``None`` for one another construct decides); ``names`` the interceptor's names of the
    request URL (locals, and ``<param>.url`` as ``param.url``)."""

    tests: tuple[Test, ...] | None
    exits: tuple[tuple[Test, ...] | None, ...]
    names: frozenset[str]


def base_guard(fn: FunctionFact, tests: tuple[Test, ...] | None, write: Span) -> BaseGuard:
    """The :class:`BaseGuard` of the rewrite at span ``write`` in interceptor ``fn``, made under
    ``tests``: the guards of the function's own ``return``s that end before it."""
    exits = tuple(guards for expr, guards in zip(fn.returns, fn.return_guards)
                  if getattr(expr, "span", None) is not None and expr.span[2:] <= write[:2])
    return BaseGuard(tests, exits, request_url_names(fn))


def request_url_names(fn: FunctionFact) -> frozenset[str]:
    """``param.url`` / ``param.urlWithParams`` of the interceptor's first parameter, and each
    local whose first value is one of them (``let url = req.url``)."""
    if not fn.params or not fn.params[0].name:
        return frozenset()
    members = {f"{fn.params[0].name}.{m}" for m in URL_MEMBERS}
    local = {name for name, values in fn.locals.items()
             if values and dotted(values[0]) in members}
    return frozenset(members | local)


def dotted(expr: Expr) -> str | None:
    """``a`` or ``a.b`` for a name or a member of a name; ``None`` otherwise."""
    if isinstance(expr, Ref):
        return expr.name
    if isinstance(expr, Member) and isinstance(expr.obj, Ref):
        return f"{expr.obj.name}.{expr.prop}"
    return None


def base_applies(guard: BaseGuard, url: Value) -> bool | None:
    """Whether the interceptor joins its base to a request whose URL (as the call writes it)
    is ``url``: ``False`` when a test around the rewrite fails or an earlier ``return``'s
    tests all hold, ``True`` when every test holds and every earlier ``return`` has one that
    fails, ``None`` when the tests cannot decide."""
    if guard.tests is None:
        return None
    around = [test_holds(t, url, guard.names) for t in guard.tests]
    if False in around:
        return False
    exits = [None if g is None else all_hold([test_holds(t, url, guard.names) for t in g])
             for g in guard.exits]
    if True in exits:
        return False
    return True if None not in around and None not in exits else None


def all_hold(results: list[bool | None]) -> bool | None:
    """The conjunction of decided-or-not ``results`` (``None`` when it stays undecided)."""
    if False in results:
        return False
    return True if None not in results else None


def test_holds(test: Test, url: Value, names: frozenset[str]) -> bool | None:
    """Whether ``test`` holds for the request URL ``url``: a ``startsWith``/``endsWith``/
    ``includes`` call on the request URL read for its truth (or negated), or ``indexOf(x)``
    compared with ``0``; ``None`` for anything else or a URL text that decides nothing."""
    from code2skill.resolution.shared import decide_string_test       # (resolve loads the extractors)

    found = url_text_test(test.subject, names)
    if found is None:
        return None
    method, literal = found
    if method == "indexOf":
        if test.op not in ("===", "!==", "==", "!=") or test.literal != 0:
            return None
        method, negated = "startsWith", test.op in ("!==", "!=")
    elif test.op in ("truthy", "falsy"):
        negated = test.op == "falsy"
    else:
        return None
    held = decide_string_test(url, method, literal)
    return None if held is None else held != negated


def url_text_test(expr: Expr, names: frozenset[str]) -> tuple[str, str] | None:
    """``(method, literal)`` of ``<request url>.method('literal')`` for a text test
    (:data:`TEXT_TESTS`) or ``indexOf``; ``None`` otherwise."""
    if not (isinstance(expr, Call) and isinstance(expr.callee, Member)
            and (expr.callee.prop in TEXT_TESTS or expr.callee.prop == "indexOf")
            and len(expr.args) == 1 and isinstance(expr.args[0], Lit)
            and isinstance(expr.args[0].value, str) and dotted(expr.callee.obj) in names):
        return None
    return expr.callee.prop, expr.args[0].value


NOTE = ("the interceptor joins its base URL only where the test around its rewrite holds, and "
        "code2skill cannot decide it for this URL; confirm the endpoint")


__all__ = ["BaseGuard", "NOTE", "RULE", "base_applies", "base_guard", "request_url_names",
           "test_holds"]
