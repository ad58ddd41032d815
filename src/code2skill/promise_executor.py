"""Rule ``value.promise-executor``: the value a hand-made promise settles with.

``new Promise((resolve, reject) => { http.get(url).then(({ data }) => resolve(data.url)) })``
is the value passed to ``resolve``: a wrapper that hides a response behind its own promise
(``getFileUploadUrl(uuid).then((url) => axios.post(url, …))``) keeps what the response gave,
so a later request sending it (an upload to the returned URL, an id) is seen to take it from
that response. Each ``resolve(v)`` call in the executor or a function nested in it counts
(several are alternatives; ``resolve()`` is ``undefined``). A ``v`` read from a parameter of a
nested ``.then(cb)`` callback is that callback's parameter bound to the value ``.then`` is
called on, when that value is a response, outward to the executor; anything else left
unbound (a callback of an unknown caller) makes the promise's value unknown, never a stray
parameter. An executor that is no function of the program, or whose first parameter is
destructured or shadowed, is unknown too.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Call, Expr, Fn, Member, Ref
from code2skill.recogniser_context import Frame
from code2skill.values import FnV, LitV, ResponseV, UnknownV, Value, mentions_param

RULE = "value.promise-executor"
SUCCESS = "success"                # AngularJS's legacy $http callback, handed the body
DONE = "done"                      # a jqXHR's success callback, handed the answer
CHAINED = frozenset({"error", "fail", "always", "complete"})   # failure/settled callbacks:
#                                    the call returns the same request, never its answer
UNKNOWN = "promise"


def promise_value(resolver, executor: Expr, frame: Frame, depth: int) -> Value:
    """The value ``new Promise(executor)`` evaluated in ``frame`` settles with (module
    docstring); :class:`UnknownV` ``promise`` when it is not shown."""
    handler = resolver.evaluate(executor, frame, depth)
    if not isinstance(handler, FnV) or handler.fid not in resolver.functions:
        return UnknownV(UNKNOWN)
    path, fn = resolver.functions[handler.fid]
    name = fn.params[0].name if fn.params else None
    if not name:
        return UnknownV(UNKNOWN)
    return settled_value(resolver, path, fn.fid, name, lambda callee: isinstance(
        callee, Ref) and callee.name == name, frame, depth, frozenset())


def settled_value(resolver, path: str, owner: str, name: str, settles, frame: Frame,
                  depth: int, kept: frozenset[str]) -> Value:
    """The value a promise settles with when the calls ``settles`` accepts the callee of
    (``resolve(v)``, ``d.resolve(v)``) in function ``owner`` of module ``path`` or a function
    nested in it, where ``name`` is not shadowed, hand it ``v``: their values as alternatives
    (``undefined`` for a call without argument), each with the parameters of the ``.then``
    callbacks around it bound (:func:`settled`); :class:`UnknownV` ``promise`` when there is
    none or a value still reads a parameter of those functions (but of the functions in
    ``kept``, whose parameters their callers bind)."""
    from code2skill.resolution.shared import alternatives
    inner = resolver.scopes_within(path, owner)
    options: list[Value] = []
    for scope in inner:
        if scope != owner and shadows(resolver, scope, owner, name):
            continue
        for site in resolver.calls_by_scope.get((path, scope), []):
            call = site.call
            if not settles(call.callee):
                continue
            if not call.args:
                options.append(LitV(None))
                continue
            value = resolver.evaluate(call.args[0], Frame(path, scope, frame.this), depth + 1)
            options.append(settled(resolver, value, path, scope, owner, frame, depth))
    if not options:
        return UnknownV(UNKNOWN)
    value = alternatives(options)
    return UnknownV(UNKNOWN) if mentions_param(value, frozenset(
        f for f in inner if f and f not in kept)) else value


def shadows(resolver, scope: str, executor: str, name: str) -> bool:
    """Whether a function between ``scope`` and the executor (``scope`` included) declares
    its own ``name`` (a parameter or local), so ``name(…)`` there is not the executor's."""
    while scope and scope != executor:
        fn = resolver.function(scope)
        if fn is None:
            return True
        if name in fn.locals or any(name in (p.name, *p.pattern, *p.elements)
                                    for p in fn.params):
            return True
        scope = fn.parent
    return False


def settled(resolver, value: Value, path: str, scope: str, executor: str, frame: Frame,
            depth: int) -> Value:
    """``value`` (read in ``scope``) with the parameter of each ``.then(cb)`` callback between
    ``scope`` and the executor bound to the response ``.then`` is called on; unchanged where
    it reads none."""
    while scope and scope != executor:
        fn = resolver.function(scope)
        if fn is None:
            return UnknownV(UNKNOWN)
        if mentions_param(value, frozenset({scope})):
            response = then_response(resolver, path, fn.parent, scope, frame, depth)
            if response is None:
                return UnknownV(UNKNOWN)
            value = resolver.substitute(value, scope,
                                        resolver.bind_args(scope, (response,), depth + 1))
        scope = fn.parent
    return value


def then_response(resolver, path: str, parent: str | None, callback: str, frame: Frame,
                  depth: int) -> ResponseV | None:
    """The response ``x`` of the call ``x.then(callback)`` in function ``parent``, or the
    body of ``x`` for AngularJS's legacy ``x.success(callback)`` (rule
    ``dataflow.success-callback``), or ``x`` for a jqXHR's ``x.done(callback)`` (rule
    ``jquery.answer``), anywhere in a chain (``x.success(f).error(g)``); ``None``
    when there is no such call or ``x`` is no response."""
    for site in resolver.calls_by_scope.get((path, parent), []):
        call = site.call
        while isinstance(call, Call) and isinstance(call.callee, Member):
            callee, args = call.callee, call.args
            if callee.prop in ("then", SUCCESS, DONE) and args and isinstance(args[0], Fn) \
                    and args[0].fid == callback:
                value = resolver.evaluate(callee.obj, Frame(path, parent, frame.this),
                                          depth + 1)
                if callee.prop == SUCCESS:
                    value = success_body(value)
                return value if isinstance(value, ResponseV) else None
            call = callee.obj
    return None


def success_body(value: Value) -> Value:
    """Rule ``dataflow.success-callback``: what AngularJS's legacy ``$http(…).success(cb)``
    (and a jqXHR's) hands ``cb`` first: the body of the whole response ``value``; any other
    value is unchanged."""
    if isinstance(value, ResponseV) and not value.path:
        return replace(value, body=True)
    return value
