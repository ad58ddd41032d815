"""Rule ``value.deferred-promise``: the value a deferred's promise settles with.

``var d = $q.defer(); $http(…).then(function (resp) { d.resolve(resp.data); }); return
d.promise;`` is AngularJS's way (also Q's and Bluebird's ``defer()``) for a wrapper to hand
the answer back through a promise of its own: ``d.promise`` is the value passed to
``d.resolve``, as ``new Promise(executor)`` is the value passed to ``resolve`` (rule
``value.promise-executor``, whose reading it shares:
:func:`~code2skill.promise_executor.settled_value`). So a caller's
``api.getUpload(id).then(function (upload) { … upload.files … })`` reads the answer of the
request the wrapper made. ``d`` is a local of the function reading ``d.promise`` whose every
initialiser is a ``defer()`` call the program does not define itself (a function of its own
named ``defer`` is followed as any other); each ``d.resolve(v)`` in that function or a
function nested in it counts (several are alternatives), a ``d.reject(…)`` never does (an
error is no answer). A ``v`` read from a ``.then(cb)`` callback's parameter is bound to the
response ``.then`` is called on; a value still reading any other parameter of a nested
function leaves the promise unknown.
"""
from __future__ import annotations

from code2skill.facts import Call, Expr, Member, Ref
from code2skill.promise_executor import settled_value
from code2skill.recogniser_context import Frame
from code2skill.values import FnV, Value

RULE = "value.deferred-promise"


def deferred_promise(resolver, expr: Member, frame: Frame, depth: int) -> Value | None:
    """The value ``d.promise`` (``expr``) settles with when ``d`` is a deferred local of the
    function of ``frame`` (module docstring), else ``None`` (an ordinary member read)."""
    if expr.prop != "promise" or type(expr.obj) is not Ref or frame.fid is None:
        return None
    fn = resolver.function(frame.fid)
    name = expr.obj.name
    made = fn.locals.get(name) if fn is not None else None
    if not made or not all(makes_deferred(resolver, e, frame, depth) for e in made):
        return None
    return settled_value(resolver, frame.path, frame.fid, name,
                         lambda callee: resolves(callee, name), frame, depth,
                         frozenset({frame.fid}))


def makes_deferred(resolver, expr: Expr, frame: Frame, depth: int) -> bool:
    """Whether ``expr`` is a call ``x.defer()`` of no function of the program's own."""
    if type(expr) is not Call or expr.args or type(expr.callee) is not Member \
            or expr.callee.prop != "defer":
        return False
    return not isinstance(resolver.evaluate(expr.callee, frame, depth + 1), FnV)


def resolves(callee: Expr, name: str) -> bool:
    """Whether ``callee`` is ``name.resolve``."""
    return type(callee) is Member and callee.prop == "resolve" and \
        type(callee.obj) is Ref and callee.obj.name == name
