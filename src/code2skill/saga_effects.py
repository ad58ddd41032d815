"""Rule ``redux-saga.call-effect``: a redux-saga effect that runs a function is a call of that
function with the effect's arguments.

    function* queueRequest(method, ...args) {
      const accessToken = yield select(selectors.selectAccessToken);
      return yield call(method, ...args, { Authorization: `Bearer ${accessToken}` });
    }
    export default function* request(method, ...args) {
      return yield join(yield spawn(queueRequest, method, ...args));
    }
    yield call(request, api.updateUser, id, data);     // api.updateUser(id, data, {Authorization})

The effects of ``redux-saga/effects`` (also ``@redux-saga/core/effects``, ``typed-redux-saga``
and the ``effects`` member of ``redux-saga``) the middleware runs as calls:
``call``/``fork``/``spawn``/``cps(fn, ...args)`` with ``fn`` written as a function, ``[obj,
fn]``, ``[obj, 'name']`` or ``{context: obj, fn}``; ``apply(obj, fn, [args])``;
``retry(tries, delay, fn, ...args)``; and the watchers ``takeEvery``/``takeLatest``/
``takeLeading(pattern, worker, ...args)`` and ``throttle``/``debounce(ms, pattern, worker,
...args)``, which call ``worker(...args, action)`` with an action nobody here knows.

:func:`effect_calls` gives each function an effect runs one call per effect site, its
arguments evaluated where the effect is written. A function handed on through sagas that run
it (``request`` spawning ``queueRequest`` which calls its ``method`` parameter) is followed
from each outer effect with the arguments it really passes: a parameter read whole is that
call's argument, a spread rest parameter the call's arguments from there on (so the headers
object ``queueRequest`` adds lands right after them), anything else evaluated in the saga with
its parameters bound; the outer effect is the call's place. Chains longer than
:data:`MAX_HOPS` sagas are not followed.
"""
from __future__ import annotations

from code2skill.facts import Arr, CallSite, Expr, Lit, Member, Obj, Ref, Spread
from code2skill.recogniser_context import Frame
from code2skill.values import ArrV, FnV, LibV, UnknownV, Value

RULE = "redux-saga.call-effect"
SOURCES = frozenset({"redux-saga/effects", "@redux-saga/core/effects", "typed-redux-saga",
                     "typed-redux-saga/macro"})
# the effect's name → the index of the function it runs among its arguments
RUNNERS = {"call": 0, "fork": 0, "spawn": 0, "cps": 0, "retry": 2}
WATCHERS = {"takeEvery": 1, "takeLatest": 1, "takeLeading": 1, "throttle": 2, "debounce": 2}
EFFECTS = RUNNERS | WATCHERS | {"apply": 1}
MAX_HOPS = 4
ACTION = UnknownV("saga-action")

# (caller module path, caller function id, argument values, call span) as Resolver.callers
CallerEntry = tuple


def effect_name(callee: Expr) -> str | None:
    """The effect a callee names syntactically (``call``, ``effects.call``), or ``None``."""
    name = callee.name if isinstance(callee, Ref) else \
        callee.prop if isinstance(callee, Member) else None
    return name if name in EFFECTS else None


def is_effect(value: Value, name: str) -> bool:
    """Whether ``value`` (the evaluated callee) is redux-saga's effect creator ``name``."""
    return isinstance(value, LibV) and (
        value.lib in SOURCES and value.path == (name,)
        or value.lib == "redux-saga" and value.path == ("effects", name))


def runnable(fn: Expr) -> Expr:
    """The function an effect's ``fn`` argument names: ``[obj, fn]`` and ``{context, fn}``
    give ``fn`` (``obj.name`` for a name written as a string), anything else itself."""
    ctx = target = None
    if isinstance(fn, Arr) and len(fn.items) == 2:
        ctx, target = fn.items
    elif isinstance(fn, Obj):
        props = {p.key: p.value for p in fn.props if p.key is not None}
        ctx, target = props.get("context"), props.get("fn")
    if target is None:
        return fn
    if isinstance(target, Lit) and isinstance(target.value, str) and ctx is not None:
        return Member(ctx, target.value, target.span)
    return target


def effect_parts(site: CallSite) -> tuple[str, Expr, tuple[Expr, ...]] | None:
    """``(effect name, the function it runs, the argument expressions it passes)`` for a call
    shaped as one of the effects (the callee not yet checked to be redux-saga's), or
    ``None``. A watcher's action is not among the arguments."""
    name = effect_name(site.call.callee)
    args = site.call.args
    if name is None or site.call.new or any(isinstance(a, Spread) for a in args[:EFFECTS[name] + 1]):
        return None
    if name == "apply":
        if len(args) < 2:
            return None
        fn = runnable(Arr((args[0], args[1])))
        listed = args[2] if len(args) > 2 else Arr(())
        passed = listed.items if isinstance(listed, Arr) else (Spread(listed),)
        return name, fn, passed
    index = EFFECTS[name]
    if len(args) <= index:
        return None
    return name, runnable(args[index]), args[index + 1:]


def effect_call(resolver, site: CallSite, frame: Frame
                ) -> tuple[str, Expr, tuple[Expr, ...]] | None:
    """:func:`effect_parts` of ``site`` when its callee evaluates to redux-saga's effect."""
    parts = effect_parts(site)
    if parts is None or not is_effect(resolver.evaluate(site.call.callee, frame), parts[0]):
        return None
    return parts


def argument(value: Value) -> Value:
    """An effect's argument value as its call passes it: a name the resolver cannot bind
    (a nested destructuring ``{payload: {id}}`` of the saga's action) is an unknown argument,
    never a page global."""
    if isinstance(value, UnknownV) and value.reason.startswith("unresolved:"):
        return UnknownV("saga-argument")
    return value


def bound_args(resolver, exprs: tuple[Expr, ...], fid: str, frame: Frame,
               mapping: dict[str, Value]) -> tuple[Value, ...]:
    """The values of argument expressions written in function ``fid`` (``frame``) once its
    parameters are ``mapping``: a spread of a parameter bound to a known list gives its
    items, anything else is evaluated and its parameters substituted."""
    out: list[Value] = []
    for expr in exprs:
        if isinstance(expr, Spread):
            value = resolver.substitute(resolver.evaluate(expr.expr, frame), fid, mapping)
            out.extend(value.items if isinstance(value, ArrV) else (UnknownV("spread"),))
        else:
            out.append(resolver.substitute(resolver.evaluate(expr, frame), fid, mapping))
    return tuple(argument(v) for v in out)


def handed_on(resolver, fid: str, args: tuple[Value, ...], origin: tuple, hops: int,
              out: dict[str, list[CallerEntry]]) -> None:
    """Follow saga ``fid`` called with ``args`` from ``origin`` (``(path, caller fid,
    span)`` of the outer effect): each effect of its own body, and each call of one of its
    parameters, that runs a function with a function among the arguments or through a
    parameter, is a call of that function from ``origin`` with the arguments bound."""
    if hops > MAX_HOPS or fid not in resolver.functions:
        return
    path, fn = resolver.functions[fid]
    mapping = resolver.bind_args(fid, args, hops)
    params = {p.name for p in fn.params if p.name and not p.rest}
    frame = Frame(path, fid)
    for site in resolver.calls_by_scope.get((path, fid), ()):
        parts = effect_call(resolver, site, frame)
        if parts is not None:
            _, target_expr, exprs = parts
        elif isinstance(site.call.callee, Ref) and site.call.callee.name in params:
            target_expr, exprs = site.call.callee, site.call.args
        else:
            continue
        through_param = isinstance(target_expr, Ref) and target_expr.name in params
        target = resolver.substitute(resolver.evaluate(target_expr, frame), fid, mapping)
        if not isinstance(target, FnV) or target.fid not in resolver.functions:
            continue
        values = bound_args(resolver, exprs, fid, frame, mapping)
        if through_param:
            entry = (origin[0], origin[1], values, origin[2])
            if entry not in out.setdefault(target.fid, []):
                out[target.fid].append(entry)
        if through_param or any(isinstance(v, FnV) for v in values):
            handed_on(resolver, target.fid, values, origin, hops + 1, out)


def effect_calls(resolver) -> dict[str, list[CallerEntry]]:
    """``{function id: [caller entry]}``: the calls redux-saga's effects make (see the module
    docstring), each effect site the place of its calls."""
    out: dict[str, list[CallerEntry]] = {}
    for path, module in resolver.modules.items():
        for site in module.calls:
            if effect_parts(site) is None:
                continue
            frame = Frame(path, site.scope)
            parts = effect_call(resolver, site, frame)
            if parts is None:
                continue
            name, target_expr, exprs = parts
            target = resolver.evaluate(target_expr, frame)
            if not isinstance(target, FnV) or target.fid not in resolver.functions:
                continue
            values = tuple(argument(v) for v in resolver.eval_args(exprs, frame)) + (
                (ACTION,) if name in WATCHERS else ())
            entry = (path, site.scope, values, site.call.span)
            if entry not in out.setdefault(target.fid, []):
                out[target.fid].append(entry)
            if any(isinstance(v, FnV) for v in values):
                handed_on(resolver, target.fid, values, (path, site.scope, site.call.span), 1,
                          out)
    return out


__all__ = ["RULE", "effect_calls"]
