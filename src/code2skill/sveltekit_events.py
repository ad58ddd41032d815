"""SvelteKit request events: the ``fetch`` and the route parameters of the event a load
function, form action, server route handler or server hook receives.

Forms handled::

    // src/routes/**/+page.ts, +page.server.ts, +layout.ts, +layout.server.ts
    export const load = async (event) => { await event.fetch(`${API}/items/${event.params.id}`) }
    export const load = async ({ fetch, params }) => fetch(`/api/items/${params.id}`)
    export const actions = { default: async (event) => event.fetch(url, { method: 'POST' }) }
    // src/routes/**/+server.ts (backend code: passes/server_code.py)
    export const GET = async ({ fetch }) => fetch(url)
    // src/hooks.server.ts
    export const authHook = async ({ event, resolve }) => { await event.fetch(url) }
    export const handle = sequence(authHook, themeHook)
    export const handleFetch = async ({ event, request, fetch }) => fetch(request)

Rule ``sveltekit.event-fetch``: SvelteKit calls these exported functions itself (no caller in
the program) with a request event whose ``fetch`` is the ``fetch`` function, with the
browser's cookies forwarded when it runs on the server. So ``event.fetch(url, init)`` is a
``fetch`` call (:data:`FETCH`). Whether a function is one of them is read from the file
(:func:`event_paths`): the exported ``load`` of a page or layout file, each function of the
exported ``actions`` object of a page's server file, the exported method handlers (``GET``,
``POST`` …) of a ``+server`` file, and in a ``hooks.server`` file the exported ``handle``,
each hook its ``sequence(…)`` (``@sveltejs/kit/hooks``) combines, and ``handleFetch``. A
parameter named ``event`` of any other function stays a parameter (its callers fill it).

Rule ``context.route-parameter`` (:mod:`code2skill.extractors.routers`): the event's
``params.id`` is the parameter ``id`` of the current route, as ``useParams().id`` is
(:func:`route_parameter_value`).
"""
from __future__ import annotations

import re

from code2skill.facts import Call, Fn, FunctionFact, ModuleFacts, Obj, Ref
from code2skill.values import LibV, Value

RULE = "sveltekit.event-fetch"
# The library the route parameters of an event are read from (extractors/routers.py).
KIT = "@sveltejs/kit"
FETCH = LibV("fetch")

PAGE_FILE = re.compile(r"(^|/)\+(page|layout)(\.server)?\.[cm]?[jt]s$")
SERVER_ROUTE = re.compile(r"(^|/)\+server\.[cm]?[jt]s$")
SERVER_HOOKS = re.compile(r"(^|/)hooks\.server(\.[cm]?[jt]s|/index\.[cm]?[jt]s)$")
HANDLERS = frozenset({"GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD", "fallback"})
HOOKS_MODULE = "@sveltejs/kit/hooks"

# Where the request event sits in the first parameter: the parameter itself, or its
# ``event`` member (a hook's ``{ event, resolve }``, ``handleFetch``'s ``{ event, request,
# fetch }``, whose own ``fetch`` is the event's).
WHOLE: tuple[tuple[str, ...], ...] = ((),)
IN_EVENT: tuple[tuple[str, ...], ...] = (("event",),)


def exported(module: ModuleFacts, name: str) -> bool:
    """Whether module-level binding ``name`` is exported under its own name."""
    return any(e.exported == name and (e.local or name) == name and e.source is None
               for e in module.exports)


def sequenced_hooks(module: ModuleFacts) -> frozenset[str]:
    """The names of the hooks the exported ``handle`` combines with ``sequence(…)`` of
    ``@sveltejs/kit/hooks``: ``handle = sequence(authHook, themeHook)`` → both."""
    local = next((i.local for i in module.imports
                  if i.source == HOOKS_MODULE and i.imported == "sequence"), None)
    if local is None or not exported(module, "handle"):
        return frozenset()
    return frozenset(arg.name for expr in module.bindings.get("handle", ())
                     if isinstance(expr, Call) and isinstance(expr.callee, Ref)
                     and expr.callee.name == local
                     for arg in expr.args if isinstance(arg, Ref))


def bound_names(module: ModuleFacts, fn: FunctionFact) -> frozenset[str]:
    """The module-level names function ``fn`` is bound to: its own name, a binding whose value
    it is (``export const load = (async (event) => …) satisfies PageServerLoad`` leaves the
    function anonymous), and ``actions.<key>`` for a property of an object bound to ``actions``."""
    names = {fn.name} if fn.name != "<anonymous>" else set()
    for name, exprs in module.bindings.items():
        for expr in exprs:
            if isinstance(expr, Fn) and expr.fid == fn.fid:
                names.add(name)
            elif isinstance(expr, Obj):
                names.update(f"{name}.{p.key}" for p in expr.props
                             if isinstance(p.value, Fn) and p.value.fid == fn.fid)
    return frozenset(names)


def event_paths(path: str, fn: FunctionFact, module: ModuleFacts | None
                ) -> tuple[tuple[str, ...], ...]:
    """Where the request event sits in the first parameter of function ``fn`` of module
    ``path`` when SvelteKit calls it with one (see the module docstring), else ``()``."""
    if module is None or fn.parent is not None or not fn.params:
        return ()
    names = bound_names(module, fn)
    if PAGE_FILE.search(path):
        if "load" in names and exported(module, "load"):
            return WHOLE
        server = ".server." in path.rsplit("/", 1)[-1]
        if server and exported(module, "actions") and \
                any(n.startswith("actions.") for n in names):
            return WHOLE
        return ()
    if SERVER_ROUTE.search(path):
        return WHOLE if any(n in HANDLERS and exported(module, n) for n in names) else ()
    if SERVER_HOOKS.search(path):
        hooks = sequenced_hooks(module)
        if any(n in ("handle", "handleFetch") and exported(module, n) or n in hooks
               for n in names):
            return IN_EVENT
    return ()


def event_member(fn: FunctionFact, events: tuple[tuple[str, ...], ...], name: str,
                 path: tuple[str, ...], prop: str) -> Value | None:
    """The value of member ``prop`` read from ``name``/``path`` (a value of parameter
    ``name``, or bound by destructuring the first parameter, with members ``path`` read from
    it) in a function whose first parameter holds the request event at ``events``: the event's
    ``fetch`` is :data:`FETCH` (rule ``sveltekit.event-fetch``), ``params.<x>`` the route
    parameter ``x`` (:func:`route_parameter_value`); ``None`` for anything else."""
    first = fn.params[0]
    if first.name == name:
        full = path + (prop,)
    elif name in first.pattern:
        full = (name,) + path + (prop,)
    else:
        return None
    for event in events:
        rest = full[len(event):] if full[:len(event)] == event else None
        if rest == ("fetch",):
            return FETCH
        if rest is not None and len(rest) == 2 and rest[0] == "params":
            return route_parameter_value(rest[1])
    return None


def route_parameter_value(name: str) -> LibV:
    """The value of route parameter ``name`` read from a request event's ``params``."""
    return LibV(KIT, ("params", "()", name))
