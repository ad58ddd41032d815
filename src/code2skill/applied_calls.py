"""Rule ``wrapper.applied-function``: a function handed to a helper that applies it to the
helper's other arguments is called with those arguments.

    cachedRequest(apiFunction, expireAfter, ...params) {
      return apiFunction.bind(this)(...params).pipe(share());
    }
    cachedRequest(this.api.listStatistics$, 250, timespan)     // listStatistics$(timespan)

The resolver records the calls of ``cachedRequest`` but none of ``listStatistics$``: the call
``apiFunction(...)`` is of a parameter. :func:`applied_calls` gives ``listStatistics$`` one call
per call of the helper that hands it over, its arguments mapped through the applying call
(``fn(...args)``, ``fn.bind(x)(...args)``, ``fn.call(x, ...args)``, ``fn.apply(x, args)``,
written in the helper's own body): a parameter of the helper passed on is the caller's
argument at that position, a spread rest parameter the caller's arguments from there on,
anything else unknown. A function handed to a helper that never visibly applies it (it is
stored, queued, passed on) has calls nobody sees: :func:`handed_functions` lists those, so
that no rule says its parameters are never passed.
"""
from __future__ import annotations

from collections.abc import Mapping

from code2skill.facts import Arr, Call, CallSite, FunctionFact, Member, Ref, Spread
from code2skill.forwarded_calls import forwarded_args
from code2skill.values import FnV

RULE = "wrapper.applied-function"

# (caller module path, caller function id, argument values, call span) as Resolver.callers
CallerEntry = tuple


def applied_args(site: CallSite, params: tuple) -> tuple[int, tuple] | None:
    """``(index of the parameter applied, the argument expressions it is applied to)`` when
    ``site`` calls one of ``params`` (a whole, non-rest parameter) directly or through
    ``.bind(x)(…)``, ``.call(x, …)`` or ``.apply(x, list)``; else ``None``. An ``apply``
    list that is neither an array literal nor a parameter is no application seen."""
    positions = {p.name: i for i, p in enumerate(params) if p.name and not p.rest}
    callee, args = site.call.callee, site.call.args
    if isinstance(callee, Ref) and callee.name in positions:
        return positions[callee.name], args
    if isinstance(callee, Call) and isinstance(callee.callee, Member) \
            and callee.callee.prop == "bind" and isinstance(callee.callee.obj, Ref) \
            and callee.callee.obj.name in positions:
        return positions[callee.callee.obj.name], callee.args[1:] + args
    if not (isinstance(callee, Member) and isinstance(callee.obj, Ref)
            and callee.obj.name in positions):
        return None
    index = positions[callee.obj.name]
    if callee.prop == "call":
        return index, args[1:]
    if callee.prop == "apply" and len(args) == 2:
        listed = args[1]
        if isinstance(listed, Arr):
            return index, listed.items
        if isinstance(listed, Ref):
            return index, (Spread(listed),)
    return None


def applications(fn: FunctionFact, sites: tuple[CallSite, ...]) -> list[tuple[int, tuple]]:
    """The applications (:func:`applied_args`) of ``fn``'s parameters among ``sites``, the
    call sites of ``fn``'s own body."""
    return [found for site in sites if (found := applied_args(site, fn.params)) is not None]


def applied_calls(callers: Mapping[str, list[CallerEntry]],
                  functions: Mapping[str, tuple[str, FunctionFact]],
                  calls_by_scope: Mapping[tuple[str, str | None], list[CallSite]]
                  ) -> dict[str, list[CallerEntry]]:
    """``{function id: [caller entry]}``: for each call of a helper that applies one of its
    parameters, one call of the function passed at that parameter (an :class:`FnV`
    argument), with the arguments of the applying call (rule ``wrapper.applied-function``),
    the helper's call site its place."""
    out: dict[str, list[CallerEntry]] = {}
    for fid, entries in callers.items():
        path, fn = functions.get(fid, (None, None))
        found = applications(fn, tuple(calls_by_scope.get((path, fid), ()))) if fn else []
        for index, exprs in found:
            for caller_path, caller_fid, args, span in entries:
                target = args[index] if index < len(args) else None
                if isinstance(target, FnV) and target.fid in functions:
                    entry = (caller_path, caller_fid, forwarded_args(exprs, fn.params, args),
                             span)
                    if entry not in out.setdefault(target.fid, []):
                        out[target.fid].append(entry)
    return out


def handed_functions(callers: Mapping[str, list[CallerEntry]],
                     applied: Mapping[str, list[CallerEntry]]) -> frozenset[str]:
    """The functions passed whole as an argument of a call the resolver linked that no
    application (:func:`applied_calls`) accounts for: their calls are not seen."""
    return frozenset(arg.fid for entries in callers.values() for _, _, args, _ in entries
                     for arg in args if isinstance(arg, FnV) and arg.fid not in applied)
