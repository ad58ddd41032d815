"""Functions only backend code calls, through any number of calls and through a dispatch table.

Shape::

    // src/routes/api/v1/next.json/+server.ts (a route handler: backend code)
    const response = await buildAPIRequest("next", { context, params });
    // src/routes/api/_lib/request.ts (a page's server load imports it too)
    const ENDPOINT_DICT = { artist: artistRequest, next: nextRequest, player: playerRequest };
    export function buildAPIRequest(endpoint, options) {
      return ENDPOINT_DICT[endpoint](ctx, options.params);     // the dispatch
    }
    function nextRequest(context, params) {                    // backend code's request
      return fetch(API_BASE_URL + "next?key=" + KEY, { method: "POST", body: … });
    }

Rule ``scope.server-callers``: a function every known call of which (the resolver's linked
callers) is made in a backend file (rule ``scope.server-code``: a route handler, a server
package …) or in a function itself called only so, to a fixpoint, runs only on the backend,
whatever file holds it: the requests it makes are backend code's (rule
``server-code.not-a-candidate``). A module a client file imports (the shared request helper
above) no longer makes all its functions client code. A call through a dispatch table, an
object of functions indexed by a parameter of the calling function (``TABLE[param](…)``), is
reached only from the calls of that function whose argument for the parameter may select the
callee: a written key naming another entry (``buildAPIRequest("artist", …)`` for
``nextRequest``) never reaches it, any other argument may. A function with no known call is
not decided here (``False``), nor is a cycle of calls, nor a function a client module imports
(it may run there as a value: ``<button onClick={track}>`` of a ``track`` a route handler
calls too).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from code2skill.deep_walks import Walk, run_walk
from code2skill.facts import CallSite, Index, Lit, ModuleFacts, Obj, Ref, Typed
from code2skill.values import Where

if TYPE_CHECKING:                      # (the program imports the passes it runs)
    from code2skill.program import Program

RULE = "scope.server-callers"


def server_called(program: Program, modules: Mapping[str, ModuleFacts],
                  server: set[str]) -> frozenset[str]:
    """The fids of the functions of ``program`` that only backend code calls (module
    docstring); ``server`` are the backend files (relative paths)."""
    sites: dict[Where, CallSite] = {(path, site.call.span): site for path, facts in
                                    modules.items() for site in facts.calls if site.call.span}
    memo: dict[str, bool] = {}
    referenced = client_imports(program, modules, server)

    def only_server(fid: str) -> Walk[bool]:
        if fid not in memo:
            memo[fid] = False                    # a cycle decides nothing
            memo[fid] = yield called_only_by_server(fid)
        return memo[fid]

    def made_on_server(where: str, caller: str | None) -> Walk[bool]:
        return where in server or caller is not None and (yield only_server(caller))

    def called_only_by_server(fid: str) -> Walk[bool]:
        callers = program.callers.get(fid, ())
        path, fn = program.functions[fid]
        if (path, fn.name) in referenced or (path, "*") in referenced:
            return False            # a client module holds it as a value (onClick={track})
        for where, caller, _, span in callers:
            if not (yield edge_on_server(fid, where, caller, span)):
                return False
        return bool(callers)

    def edge_on_server(fid: str, where: str, caller: str | None, span) -> Walk[bool]:
        keys = dispatch_keys(fid, sites.get((where, span)), caller, program, modules)
        if keys is None:
            return (yield made_on_server(where, caller))
        index, names = keys
        for outer, outer_caller, _, outer_span in program.callers.get(caller, ()):
            if may_select(sites.get((outer, outer_span)), index, names) and \
                    not (yield made_on_server(outer, outer_caller)):
                return False
        return True

    return frozenset(fid for fid in program.functions if run_walk(only_server(fid)))


def client_imports(program: Program, modules: Mapping[str, ModuleFacts],
                   server: set[str]) -> frozenset[tuple[str, str]]:
    """``{(module path, imported name)}`` of the value imports the client's modules (those not
    in ``server``) make of the program's modules, ``*`` for a namespace import: a function a
    client module imports may run there as a value (a handler, a callback) even when every
    call the resolver links is made on the backend, so it is never backend-only."""
    found: set[tuple[str, str]] = set()
    for path, facts in modules.items():
        if path in server:
            continue
        for imp in facts.imports:
            target = None if imp.type_only or not imp.imported else \
                program.module_resolver.resolve(path, imp.source)
            if target is not None:
                found.add((target, imp.imported))
    return frozenset(found)


def dispatch_keys(fid: str, site: CallSite | None, caller: str | None, program: Program,
                  modules: Mapping[str, ModuleFacts]) -> tuple[int, frozenset[str]] | None:
    """When ``site`` (a call in function ``caller`` reaching function ``fid``) calls through a
    dispatch table, ``TABLE[param](…)`` with ``TABLE`` an object written in the caller's
    module or function and ``param`` a parameter of the caller: the parameter's index and the
    keys of the table's entries naming ``fid``'s function; else ``None``."""
    found = program.functions.get(fid)
    outer = program.functions.get(caller) if caller is not None else None
    if site is None or found is None or outer is None or not isinstance(site.call.callee, Index):
        return None
    table, index = site.call.callee.obj, site.call.callee.index
    if not isinstance(table, Ref) or not isinstance(index, Ref):
        return None
    params = [param.name for param in outer[1].params]
    if index.name not in params:
        return None
    written = outer[1].locals.get(table.name) or modules[outer[0]].bindings.get(table.name, [])
    objects = [unwrapped(expr) for expr in written]
    if len(objects) != 1 or not isinstance(objects[0], Obj):
        return None
    name = found[1].name
    keys = frozenset(prop.key for prop in objects[0].props if prop.key is not None
                     and isinstance(prop.value, Ref) and prop.value.name == name)
    return (params.index(index.name), keys) if keys else None


def unwrapped(expr):
    """``expr`` without the type annotations and casts around it (``{…} as const``)."""
    while isinstance(expr, Typed):
        expr = expr.expr
    return expr


def may_select(site: CallSite | None, index: int, keys: frozenset[str]) -> bool:
    """Whether the call ``site`` of a dispatching function may select one of ``keys``: its
    argument at ``index`` is not a written text naming another entry (unknown calls may)."""
    if site is None or index >= len(site.call.args):
        return True
    arg = unwrapped(site.call.args[index])
    return not (isinstance(arg, Lit) and isinstance(arg.value, str) and arg.value not in keys)
