"""Rule ``auth.interceptor-exit``: a request an interceptor hands on before it adds its
credential is sent without it.

An interceptor commonly lets some requests through untouched::

    export const authInterceptor = (req, next) => {
      if (req.headers.has('no_auth')) return next(req);      // a marker header
      if (req.url.includes('/auth/')) return next(req);      // a URL test
      return next(req.clone({setHeaders: {Authorization: `Bearer ${token()}`}}));
    };
    this.http.get(`/api/trips/shared/${t}`, {headers: {no_auth: '1'}});

Each ``return`` of the interceptor's own body that ends before the credential write and runs
under ``if`` tests (:func:`credential_exits`) is an exit. A request takes an exit when every
test of it holds for that request (:func:`exit_taken`): a test of the request's headers
(``req.headers.has('X')``, ``req.headers.get('X')`` read for its truth or compared with a
literal) decided on the headers the call writes (an object spelled out whole; no headers
option is no header; header names are matched case-insensitively, as ``HttpHeaders`` does), a
test of the request URL's text (``startsWith``/``endsWith``/``includes``/``indexOf``, rule
``angular.interceptor-guard``'s :func:`~code2skill.interceptor_guards.test_holds`) decided on
the URL as the call writes it. Likewise a request for which a test of the ``if`` s around the
write itself fails (``if (token && !req.headers.has('Skip-Auth')) req = req.clone(…)``,
:func:`write_tests`) is sent without it. A local constant bound to such a test (``const skip
= req.headers.has('Skip-Auth')``) is read as the test. A test of anything else (the token the
interceptor holds, a header object the call does not spell out) decides nothing: the
credential stays, as without the rule. A call taking an exit, or failing a test around the
write, carries a ``none`` hint (:func:`skipped`) in place of the interceptor's, evidenced at
that exit's or that test's condition.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from code2skill.facts import Call, FunctionFact, Lit, Member, Obj, Ref, Test
from code2skill.interceptor_guards import request_url_names, test_holds
from code2skill.requests import AuthHint
from code2skill.values import AltV, LitV, ObjV, Value, Where, text_of

RULE = "auth.interceptor-exit"
# methods of the request's headers whose result an exit's test may read
HEADER_READS = frozenset({"has", "get"})
COMPARISONS = ("===", "!==", "==", "!=")
MAX_DEPTH = 8
# the start of a literal withheld at extraction (``<redacted:credential>``)
REDACTED = "<redacted:"


@dataclass(frozen=True)
class Exit:
    """One early ``return`` of an interceptor: ``tests`` all hold where it runs, ``where`` the
    place of the branch's last test (else of the returned expression), ``ends`` the end
    ``(line, column)`` of the returned expression's span, ``deletes`` the lower-case names of
    the headers the request it hands on no longer has (:func:`deleted_headers`)."""

    tests: tuple[Test, ...]
    where: Where | None
    ends: tuple[int, int]
    deletes: frozenset[str] = frozenset()


@dataclass(frozen=True)
class InterceptorExits:
    """The exits of one interceptor (:class:`Exit`), with its request parameter's name
    (``request``), its names of the request URL (``urls``, as
    :func:`~code2skill.interceptor_guards.request_url_names`) and the place of its body
    (``body``)."""

    exits: tuple[Exit, ...]
    request: str
    urls: frozenset[str]
    body: Where | None


def credential_exits(fn: FunctionFact, where_of) -> InterceptorExits | None:
    """The :class:`InterceptorExits` of the interceptor ``fn``: each of its own ``return`` s
    run under ``if`` tests (never an unconditional one, nor one another construct decides);
    ``where_of(span)`` gives a span's place. ``None`` when ``fn`` has no request parameter."""
    if not fn.params or not fn.params[0].name:
        return None
    request = fn.params[0].name
    exits = tuple(Exit(bound_tests(fn, guards), where_of(guards[-1].span or expr.span),
                       expr.span[2:], deleted_headers(fn, expr, request))
                  for expr, guards in zip(fn.returns, fn.return_guards)
                  if guards and getattr(expr, "span", None) is not None)
    return InterceptorExits(exits, fn.params[0].name, request_url_names(fn), where_of(fn.span))


def deleted_headers(fn: FunctionFact, returned, request: str) -> frozenset[str]:
    """The lower-case names of the headers ``<request>.headers.delete('X')`` removes in the
    expression an exit returns (``next(req.clone({headers: req.headers.delete('skip')}))``)
    or in the one value of a local it hands on (``const r = req.clone(…); return next(r)``):
    the marker header is plumbing the request no longer carries."""
    found: set[str] = set()
    seen: set[str] = set()

    def walk(expr, depth: int) -> None:
        if depth > MAX_DEPTH or expr is None:
            return
        if isinstance(expr, Ref) and expr.name not in seen:
            seen.add(expr.name)
            bound = fn.locals.get(expr.name) or []
            if len(bound) == 1:
                walk(bound[0], depth + 1)
            return
        if isinstance(expr, Call):
            callee = expr.callee
            if isinstance(callee, Member) and callee.prop == "delete" and \
                    isinstance(callee.obj, Member) and callee.obj.prop == "headers" and \
                    isinstance(callee.obj.obj, Ref) and callee.obj.obj.name == request and \
                    len(expr.args) == 1 and isinstance(expr.args[0], Lit) and \
                    isinstance(expr.args[0].value, str):
                found.add(expr.args[0].value.lower())
            walk(callee, depth + 1)
            for arg in expr.args:
                walk(arg, depth + 1)
        elif isinstance(expr, Member):
            walk(expr.obj, depth + 1)
        elif isinstance(expr, Obj):
            for prop in expr.props:
                walk(prop.value, depth + 1)

    walk(returned, 0)
    return frozenset(found)


def taken_deletes(guarded: tuple[InterceptorExits, Where | None, tuple[Test, ...]] | None,
                  url: Value, headers: Value | None) -> frozenset[str]:
    """The lower-case names of the headers a request to ``url`` sending ``headers`` loses in
    the first exit (before the credential write) it takes; none when it takes none."""
    if guarded is None:
        return frozenset()
    exits, place, _ = guarded
    for found in exits.exits:
        if place is not None and before(found, exits.body, place) and \
                exit_taken(found, exits, url, headers):
            return found.deletes
    return frozenset()


def bound_tests(fn: FunctionFact, tests) -> tuple[Test, ...]:
    """``tests`` with each truth test of a local constant bound to a call (``const skip =
    req.headers.has('Skip-Auth')``, then ``if (!skip)``) read as that test of the call."""
    out = []
    for test in tests or ():
        bound = fn.locals.get(test.subject.name) if isinstance(test.subject, Ref) else None
        if test.op in ("truthy", "falsy") and bound and len(bound) == 1 and \
                isinstance(bound[0], Call):
            test = Test(test.op, bound[0], None, test.span)
        out.append(test)
    return tuple(out)


def write_place(fn: FunctionFact, calls, write: Where | None, helpers, where_of
                ) -> Where | None:
    """Where the interceptor ``fn`` makes the credential write at ``write``: the write itself
    inside its body; for a write in a helper it calls (``helpers``: ``(path, FunctionFact)``
    of the functions it reaches, ``this.addToken(req, t)``), the first of its own ``calls``
    naming the helper that holds it; ``None`` when neither is found."""
    body = where_of(fn.span)
    if write is None or body is None:
        return None
    if write[0] == body[0] and body[1][:2] <= write[1][:2] <= body[1][2:]:
        return write
    holder = next((helper for path, helper in helpers if path == write[0] and
                   helper.span[:2] <= write[1][:2] and write[1][2:] <= helper.span[2:]), None)
    if holder is None:
        return None
    name = holder.name.rsplit(".", 1)[-1]
    named = [site for site in calls if site.scope == fn.fid and (
        isinstance(site.call.callee, Ref) and site.call.callee.name == name or
        isinstance(site.call.callee, Member) and site.call.callee.prop == name)]
    first = min(named, key=lambda site: site.call.span[:2], default=None)
    return where_of(first.call.span) if first is not None else None


def write_tests(fn: FunctionFact, calls, write: Where | None, where_of) -> tuple[Test, ...]:
    """The tests of the ``if`` s around the credential write at ``write`` (as
    :func:`write_place` gives it) in the interceptor's own body
    (:attr:`~code2skill.facts.CallSite.guards` of the innermost call of ``calls``, the
    interceptor's own, holding it: ``req.clone({setHeaders: …})``, ``this.addToken(req, t)``),
    locals read as :func:`bound_tests`; ``()`` when none is known."""
    if write is None:
        return ()
    holding = [site for site in calls if site.scope == fn.fid and site.guards
               and (where := where_of(site.call.span)) is not None and where[0] == write[0]
               and where[1][:2] <= write[1][:2] and write[1][2:] <= where[1][2:]]
    if not holding:
        return ()
    inner = max(holding, key=lambda site: site.call.span[:2])
    return bound_tests(fn, inner.guards)


def before(found: Exit, body: Where | None, write: Where) -> bool:
    """Whether the exit ``found`` ends before the credential write at ``write`` inside the
    interceptor's ``body`` (a write of a helper elsewhere is never known to come after)."""
    if body is None or write[0] != body[0]:
        return False
    start, end = body[1][:2], body[1][2:]
    return start <= write[1][:2] <= end and found.ends <= write[1][:2]


def exit_taken(found: Exit, exits: InterceptorExits, url: Value,
               headers: Value | None) -> bool | None:
    """Whether a request to ``url`` sending ``headers`` (the call's headers option: ``None``
    for none) takes the exit ``found``: ``True`` when every test holds, ``False`` when one
    fails, ``None`` when a test is not decided."""
    results = [test_holds(t, url, exits.urls) if header_read(t, exits.request) is None
               else header_test(t, exits.request, headers) for t in found.tests]
    if False in results:
        return False
    return True if results and None not in results else None


def header_read(test: Test, request: str) -> tuple[str, str] | None:
    """``(method, header name)`` of a test reading ``<request>.headers.has('X')`` or
    ``.get('X')``; ``None`` otherwise."""
    call = test.subject
    if not (isinstance(call, Call) and isinstance(call.callee, Member)
            and call.callee.prop in HEADER_READS and len(call.args) == 1
            and isinstance(call.args[0], Lit) and isinstance(call.args[0].value, str)):
        return None
    headers = call.callee.obj
    if not (isinstance(headers, Member) and headers.prop == "headers"
            and isinstance(headers.obj, Ref) and headers.obj.name == request):
        return None
    return call.callee.prop, call.args[0].value


def header_test(test: Test, request: str, headers: Value | None) -> bool | None:
    """Whether the header test ``test`` holds for a call sending ``headers``: ``has`` is the
    header's presence, ``get`` its value (``null`` when absent) read for its truth or compared
    with a literal; ``None`` when the headers are not spelled out whole or the value is no
    fixed text or literal."""
    method, name = header_read(test, request)
    value = header_value(headers, name)
    if value is None:
        return None
    present = not (isinstance(value, LitV) and value.value is None)
    fixed = value.value if isinstance(value, LitV) else text_of(value)
    if isinstance(fixed, str) and fixed.startswith(REDACTED):
        fixed = None                        # a value withheld at extraction decides nothing
    if method == "has":
        held = present
    elif present and fixed is None:
        return None
    elif test.op in ("truthy", "falsy"):
        held = bool(fixed)
    elif test.op in COMPARISONS:
        return (fixed == test.literal) == (test.op in ("===", "=="))
    else:
        return None
    return held != (test.op == "falsy") if test.op in ("truthy", "falsy") else None


def header_value(headers: Value | None, name: str) -> Value | None:
    """The value ``headers`` gives the header ``name`` (case-insensitive): ``LitV(None)`` when
    it is absent (no headers at all, or an object spelled out whole without it); ``None`` when
    not known (a spread, a value not an object, an entry that may be absent)."""
    if headers is None:
        return LitV(None)
    if not isinstance(headers, ObjV) or any(p.key is None for p in headers.props):
        return None
    found = [p.value for p in headers.props if p.key.lower() == name.lower()]
    if not found:
        return LitV(None)
    value = found[-1]
    if isinstance(value, AltV) and any(isinstance(o, LitV) and o.value is None
                                       for o in value.options):
        return None
    return value


def skipped(hint: AuthHint, guarded: tuple[InterceptorExits, Where | None, tuple[Test, ...]]
            | None, url: Value, headers: Value | None) -> AuthHint | None:
    """The ``none`` hint of a request to ``url`` sending ``headers`` that takes an exit
    ending before ``hint``'s credential write, or for which a test around that write fails
    (``guarded``: the interceptor's exits, where its body makes the write, :func:`write_place`,
    and those tests; module docstring), evidenced at that exit or test; ``None`` when the call
    shows neither."""
    if guarded is None or hint.where is None or hint.kind == "none":
        return None
    exits, place, around = guarded
    at = f" at {hint.where[0]}:{hint.where[1][0]}"
    for found in exits.exits:
        if place is not None and before(found, exits.body, place) and \
                exit_taken(found, exits, url, headers):
            return replace(hint, kind="none", where=found.where or hint.where, rule=RULE,
                           guards=(), config_tests=(),
                           note=f"the interceptor hands on a request with "
                                f"{' and '.join(described(t, exits) for t in found.tests)} "
                                f"before it adds the credential{at}")
    for test in around:
        if exit_taken(Exit((test,), None, (0, 0)), exits, url, headers) is False:
            at_test = (exits.body[0], test.span) if exits.body and test.span else hint.where
            return replace(hint, kind="none", where=at_test,
                           rule=RULE, guards=(), config_tests=(),
                           note=f"the interceptor adds the credential{at} only to a request "
                                f"with {described(test, exits)}")
    return None


def described(test: Test, exits: InterceptorExits) -> str:
    """What an exit's ``test`` asks of a request, for a note: ``header skip_auth`` (``no
    header skip_auth``, ``header No-Auth set to 'True'``), ``a URL that includes '/api/auth/'``
    (``that does not …``)."""
    read = header_read(test, exits.request)
    negated = test.op in ("falsy", "!==", "!=")
    if read is not None and test.op in COMPARISONS:
        return f"header {read[1]} {'other than' if negated else 'set to'} {test.literal!r}"
    if read is not None:
        return f"{'no ' if negated else ''}header {read[1]}"
    call = test.subject
    method = call.callee.prop if isinstance(call, Call) and isinstance(call.callee, Member) \
        else "test"
    literal = call.args[0].value if isinstance(call, Call) and call.args and \
        isinstance(call.args[0], Lit) else "…"
    held, failed = WORDS.get(method, (method, f"fails {method}"))
    return f"a URL that {failed if negated else held} {literal!r}"


# a URL test's method as words of a note (``a URL that starts with '/auth'``)
WORDS = {"startsWith": ("starts with", "does not start with"),
         "endsWith": ("ends with", "does not end with"),
         "includes": ("includes", "does not include"),
         "indexOf": ("starts with", "does not start with")}


__all__ = ["Exit", "InterceptorExits", "RULE", "credential_exits", "exit_taken", "skipped",
           "taken_deletes", "write_place", "write_tests"]
