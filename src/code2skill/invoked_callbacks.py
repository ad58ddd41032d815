"""Rule ``callback.invoked-parameter``: a function written inline as an argument is called by
the function it is handed to, through the parameter that receives it::

    function handleConfirmationMessage(linkElement, callback) {
        yes.onclick = () => callback(linkElement.dataset.url, linkElement.dataset.redirectUrl);
    }
    handleConfirmationMessage(event.target, (url, redirectURL) => sendPOSTRequest(url));

The arrow's callers are the calls ``callback(…)`` in ``handleConfirmationMessage`` and in the
functions nested in it (a handler it sets), with the arguments written there, so the arrow's
request is made with ``linkElement.dataset.url``. :func:`link_invoked_callbacks` records them
in ``resolver.callers`` once every function is summarised, before any step reads a function's
callers (as rule ``ui.prop-callback`` records a component's calls of a function prop), and
emits there the requests the function leaves waiting for its parameters, each made with
the arguments of each of those calls. Read
for a function expression written as an argument of a call whose callee is a function of the
program, through a parameter of that function named by a plain name and called by that name
with no member (``callback(…)``, not ``options.callback(…)``), and only for a function whose
waiting requests no other rule made (no emitted request starts at their call) and wait for
its own parameters alone, not for those of the functions around it (whose callers decide
them: ``withRetry(() => $http.get(url))`` in a wrapper taking ``url``); at most
:data:`MAX_HANDINGS` handings of one function are read.
"""
from __future__ import annotations

from code2skill.facts import Fn, Ref
from code2skill.resolution.shared import Emitted, is_deferred
from code2skill.values import FnV, ParamV

RULE = "callback.invoked-parameter"
MAX_HANDINGS = 16


def link_invoked_callbacks(resolver) -> int:
    """Record, in ``resolver.callers``, each call a function makes of an inline function
    handed to it (module docstring); returns how many were added."""
    from code2skill.recogniser_context import Frame
    handings: dict[str, list] = {}
    for (path, scope), sites in sorted(resolver.calls_by_scope.items(),
                                       key=lambda item: (item[0][0], item[0][1] or "")):
        for site in sites:
            for position, arg in enumerate(site.call.args):
                if isinstance(arg, Fn) and arg.fid in resolver.functions and \
                        len(handings.setdefault(arg.fid, [])) < MAX_HANDINGS:
                    handings[arg.fid].append((path, scope, site, position))
    added = 0
    made = {e.template.sites[0].where for e in resolver.emitted if e.template.sites}
    for fid, places in handings.items():
        path, fn = resolver.functions[fid]
        waiting = resolver.settled_summary(path, fid)
        outer = resolver.param_scope(fn.parent) if fn.parent else frozenset()
        if not waiting or any(t.sites and t.sites[0].where in made or is_deferred(t, outer)
                              for t in waiting):
            continue      # nothing waits, another rule made them, or the callers around decide
        before = added
        for path, scope, site, position in places:
            target = resolver.value_of(site.call.callee, Frame(path, scope))
            if not isinstance(target, FnV) or target.fid not in resolver.functions:
                continue
            outer = resolver.functions[target.fid][1]
            if position >= len(outer.params) or not outer.params[position].name:
                continue
            for call_path, call in parameter_calls(resolver, target.fid,
                                                   outer.params[position].name):
                args = resolver.eval_args(call.call.args, Frame(call_path, call.scope))
                entry = (call_path, call.scope, args, call.call.span)
                if entry not in resolver.callers.setdefault(fid, []):
                    resolver.callers[fid].append(entry)
                    added += 1
        if added > before:              # its waiting requests, made at each of those calls
            for call_path, scope, args, span in resolver.callers[fid]:
                mapping = resolver.bind_args(fid, args, 0)
                for template in waiting:
                    resolver.emitted.extend(resolver.caller_emitted(
                        Emitted(template, path, fid), call_path, scope, span, mapping, RULE))
    return added


def parameter_calls(resolver, outer: str, param: str) -> list:
    """``(path, call site)`` of the calls ``param(…)`` made in function ``outer`` or in a
    function nested in it, where ``param`` is ``outer``'s own parameter."""
    from code2skill.recogniser_context import Frame
    path = resolver.functions[outer][0]
    found = []
    for scope in [outer, *resolver.nested_functions(path, outer)]:
        for site in resolver.calls_by_scope.get((path, scope), ()):
            if not (isinstance(site.call.callee, Ref) and site.call.callee.name == param):
                continue
            value = resolver.value_of(site.call.callee, Frame(path, scope))
            if isinstance(value, ParamV) and value.fid == outer and value.name == param \
                    and not value.path:
                found.append((path, site))
    return found
