"""Rule ``wrapper.forwarded-function``: a request function handed to a hook that calls it from a
function the hook returns is called by that returned function's callers.

    export function useRequest(fn) {
      const run = useCallback(async (...args) => fn(...args), [fn]);
      return { run, loading };
    }
    const label = useRequest(createLabel);
    label.run({ title: 'x' })              // createLabel({ title: 'x' })

The resolver records ``run``'s callers (``label.run({...})``) but none of ``createLabel``'s: the
call ``fn(...args)`` is of a parameter. :func:`forwarded_calls` gives ``createLabel`` one call
per call of ``run``, its arguments mapped through the forwarding call: a parameter of ``run``
passed on is the caller's argument at that position, a spread rest parameter the caller's
arguments from there on, anything else unknown.
"""
from __future__ import annotations

from code2skill.facts import Ref, Spread
from code2skill.values import FnV, UnknownV, Value

# (caller module path, caller function id, argument values, call span) as Resolver.callers
CallerEntry = tuple


def forwarded_calls(program, fid: str) -> list[CallerEntry]:
    """The calls of function ``fid`` made through a hook it was passed to (see the module
    docstring), built once per program: ``[]`` when it was passed to none."""
    index = program.pass_memo.get("forwarded-calls")
    if index is None:
        index = program.pass_memo["forwarded-calls"] = forwarded_index(program)
    return index.get(fid, [])


def forwarded_index(program) -> dict[str, list[CallerEntry]]:
    """``{function id: [caller entry]}``: for each call of a function a hook returned (its
    value remembering the hook call's arguments, rule ``closure.factory-arguments``), one
    call of the function that hook call was given, when the returned function (or a callback
    in it) calls the hook's parameter holding it. Each hook call's returned function
    forwards to its own argument only (``label.run`` to ``createLabel``, ``rename.run`` to
    ``renameLabel``)."""
    index: dict[str, list[CallerEntry]] = {}
    for fid, entries in program.captured_callers.items():
        inner = program.function(fid)
        if inner is None:
            continue
        path = program.functions[fid][0]
        own = {p.name for p in inner.params}
        for captures, (caller_path, caller_fid, args, span) in entries:
            passed = {name: value.fid for capture in captures
                      for name, value in capture.mapping if isinstance(value, FnV)}
            for scope in program.scopes_within(path, fid):
                for site in program.calls_by_scope.get((path, scope), []):
                    callee = site.call.callee
                    if isinstance(callee, Ref) and callee.name in passed \
                            and callee.name not in own:
                        index.setdefault(passed[callee.name], []).append(
                            (caller_path, caller_fid,
                             forwarded_args(site.call.args, inner.params, args), span))
    return index


def forwarded_args(exprs: tuple, params: tuple, args: tuple[Value, ...]) -> tuple[Value, ...]:
    """The values a forwarding call ``fn(a, ...rest)`` passes when its function (whose
    ``params`` they are) is called with ``args``: a parameter read whole is the argument at its
    position, a spread rest parameter the arguments from its position on, else unknown."""
    positions = {p.name: i for i, p in enumerate(params) if p.name}
    out: list[Value] = []
    for expr in exprs:
        name = expr.expr.name if isinstance(expr, Spread) and isinstance(expr.expr, Ref) \
            else expr.name if isinstance(expr, Ref) else None
        i = positions.get(name) if name is not None else None
        if i is not None and isinstance(expr, Spread) and params[i].rest:
            out.extend(args[i:])
        elif i is not None and not isinstance(expr, Spread) and not params[i].rest:
            out.append(args[i] if i < len(args) else UnknownV("forwarded-argument"))
        else:
            out.append(UnknownV("forwarded-argument"))
    return tuple(out)
