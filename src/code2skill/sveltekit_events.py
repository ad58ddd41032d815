"""SvelteKit request events: the ``fetch``, the route parameters and the cookies of the event
a load function, form action, server route handler or server hook receives, or a function
declares with an event's type.

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
parameter named ``event`` of any other function stays a parameter: its callers fill it, and
when every one hands it such an event, directly or through the event parameter of further
helpers (``search(q, event)`` handing its own ``event`` on), its ``fetch`` is ``fetch`` too
(:meth:`code2skill.resolution.emission.Emission.passed_clients`). The library call's evidence names the
rule in place of ``fetch.call``.

Rule ``sveltekit.event-type``: a parameter of any function declared with a request event's
type is that event (:func:`declares_event`): ``RequestEvent``, ``LoadEvent``,
``ServerLoadEvent`` imported from ``@sveltejs/kit``, the route's generated
``PageServerLoadEvent`` … or ``RequestEvent`` from a ``$types`` module, or the first parameter
of a load, action or handler type (``Parameters<PageServerLoad>[0]``); so is each name
destructured from it. Its ``fetch`` is ``fetch`` whoever calls the function — a server helper
``api(url, event: RequestEvent, init)`` that ends in ``event.fetch(…)`` is a fetch wrapper
like any other, its callers' loads and actions its call sites, and the ``event.fetch`` call's
evidence names this rule. A type the program declares itself, or an object type written out,
proves nothing.

Rule ``sveltekit.cookie-credential``: ``event.cookies.get(name)`` (``cookies.get(name)`` of a
destructured event) reads the browser's cookie ``name`` on the server (:func:`cookie_read`); a
credential header built from it (``Authorization: `Bearer ${event.cookies.get('token')}```)
is the credential the browser holds in that cookie, which the server load or action sends the
backend on the user's behalf: the auth evidence says so (:func:`cookie_note`).

Rule ``sveltekit.event-origin``: the event's ``url.origin`` is the origin of the page being
loaded (on the server, of the request the browser made for it), the page's own origin as
``location.origin`` is (:data:`PAGE_ORIGIN`): a client built on ``useClient({ fetch, origin:
url.origin })`` reaches the same-origin service.

Rule ``context.route-parameter`` (:mod:`code2skill.extractors.routers`): the event's
``params.id`` is the parameter ``id`` of the current route, as ``useParams().id`` is
(:func:`route_parameter_value`).
"""
from __future__ import annotations

import re

from code2skill.facts import Call, Fn, FunctionFact, ModuleFacts, Obj, Param, Ref
from code2skill.values import AltV, HoleV, LibV, StrV, Text, UnknownV, Value, Where

RULE = "sveltekit.event-fetch"
PAGE_ORIGIN = LibV("global", ("location", "origin"))    # rule sveltekit.event-origin
TYPE_RULE = "sveltekit.event-type"
COOKIE_RULE = "sveltekit.cookie-credential"
# ``UnknownV.reason`` prefix of a cookie the server reads from the request, then its name
COOKIE_READ = "sveltekit-cookie:"
# The library the route parameters of an event are read from (extractors/routers.py).
KIT = "@sveltejs/kit"
FETCH = LibV("fetch")

PAGE_FILE = re.compile(r"(^|/)\+(page|layout)(\.server)?\.[cm]?[jt]s$")
SERVER_ROUTE = re.compile(r"(^|/)\+server\.[cm]?[jt]s$")
SERVER_HOOKS = re.compile(r"(^|/)hooks\.server(\.[cm]?[jt]s|/index\.[cm]?[jt]s)$")
HANDLERS = frozenset({"GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD", "fallback"})
HOOKS_MODULE = "@sveltejs/kit/hooks"
# The types a request event is declared with (rule sveltekit.event-type): SvelteKit's own,
# and those a route's generated ``./$types`` module declares.
EVENT_TYPES = frozenset({"RequestEvent", "LoadEvent", "ServerLoadEvent", "PageLoadEvent",
                         "PageServerLoadEvent", "LayoutLoadEvent", "LayoutServerLoadEvent"})
# The function types whose first parameter is a request event: ``Parameters<PageLoad>[0]``.
EVENT_FUNCTION_TYPES = frozenset({"Load", "ServerLoad", "PageLoad", "PageServerLoad",
                                  "LayoutLoad", "LayoutServerLoad", "Action",
                                  "RequestHandler"})
FIRST_PARAMETER = re.compile(r"^Parameters<\s*(.+?)\s*>\s*\[\s*0\s*\]$", re.S)
TYPE_NAME = re.compile(r"""^(?:import\(\s*(['"])(?P<source>[^'"]+)\1\s*\)\.)?"""
                       r"(?P<name>[\w$]+(?:\.[\w$]+)?)\s*(?:<.*>)?$", re.S)

# Where the request event sits in the first parameter: the parameter itself, or its
# ``event`` member (a hook's ``{ event, resolve }``, ``handleFetch``'s ``{ event, request,
# fetch }``, whose own ``fetch`` is the event's).
WHOLE: tuple[tuple[str, ...], ...] = ((),)
IN_EVENT: tuple[tuple[str, ...], ...] = (("event",),)


def is_page_code(path: str) -> bool:
    """Whether ``path`` is a SvelteKit page's or layout's data file (``+page.server.ts``,
    ``+layout.ts`` …) or its server hooks: the client app's own server side, which renders
    its pages and runs their form actions (rule ``scope.client-evidence``)."""
    return PAGE_FILE.search(path) is not None or SERVER_HOOKS.search(path) is not None


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


def kit_type(module: ModuleFacts, name: str, source: str | None) -> str | None:
    """The name SvelteKit gives type ``name`` of ``module`` (``Kit.RequestEvent`` through a
    namespace import, ``import('./$types').PageServerLoadEvent`` with its ``source``) when it
    is imported from ``@sveltejs/kit`` or a ``$types`` module, else ``None``."""
    head, _, member = name.partition(".")
    if source is not None:
        return name if not member and is_kit_module(source) else None
    found = next((i for i in module.imports if i.local == head), None)
    if found is None or not is_kit_module(found.source):
        return None
    if member:
        return member if found.imported == "*" else None
    return found.imported


def is_kit_module(source: str) -> bool:
    """``@sveltejs/kit`` or a route's generated types (``./$types``, ``../$types``)."""
    return source == KIT or source == "$types" or source.endswith("/$types")


def declares_event(module: ModuleFacts, type_text: str | None) -> bool:
    """Rule ``sveltekit.event-type``: whether a parameter declared ``type_text`` in ``module``
    holds a SvelteKit request event (see the module docstring)."""
    if not type_text:
        return False
    text = type_text.strip()
    first = FIRST_PARAMETER.match(text)
    names = EVENT_FUNCTION_TYPES if first else EVENT_TYPES
    match = TYPE_NAME.match(first.group(1) if first else text)
    return match is not None and \
        kit_type(module, match.group("name"), match.group("source")) in names


# A parameter holding a request event: its index, where the event sits in it (:data:`WHOLE`,
# :data:`IN_EVENT`) and the rule that says so (:data:`RULE`, :data:`TYPE_RULE`).
EventParam = tuple[int, tuple[tuple[str, ...], ...], str]


def event_params(path: str, fn: FunctionFact, module: ModuleFacts | None
                 ) -> tuple[EventParam, ...]:
    """The parameters of function ``fn`` of module ``path`` that hold a request event: the
    first one of a function SvelteKit calls with one (:func:`event_paths`, rule
    ``sveltekit.event-fetch``), and any declared with an event's type (:func:`declares_event`,
    rule ``sveltekit.event-type``)."""
    if module is None:
        return ()
    first = event_paths(path, fn, module)
    found: tuple[EventParam, ...] = ((0, first, RULE),) if first else ()
    return found + tuple((index, WHOLE, TYPE_RULE) for index, param in enumerate(fn.params)
                         if not (index == 0 and first)
                         and declares_event(module, param.type_text))


def event_member(fn: FunctionFact, events: tuple[EventParam, ...], name: str,
                 path: tuple[str, ...], prop: str) -> Value | None:
    """The value of member ``prop`` read from ``name``/``path`` (a value of parameter
    ``name``, or bound by destructuring a parameter, with members ``path`` read from it) in
    function ``fn`` whose parameters hold the request event as ``events`` says
    (:func:`event_params`): the event's ``fetch`` is :data:`FETCH` (rule
    ``sveltekit.event-fetch``), ``params.<x>`` the route parameter ``x``
    (:func:`route_parameter_value`), ``cookies.get`` the cookie read of
    :func:`cookie_read`; ``None`` for anything else."""
    return next((found for index, paths, _ in events
                 if (found := param_event_member(fn.params[index], paths, name, path, prop))
                 is not None), None)


def event_rule(fn: FunctionFact, events: tuple[EventParam, ...], name: str,
               path: tuple[str, ...]) -> str | None:
    """The rule by which ``name``/``path`` (as for :func:`event_member`) reads ``fetch`` of a
    request event in function ``fn``, ``None`` when it reads no event's ``fetch``."""
    return next((rule for index, paths, rule in events
                 if param_event_member(fn.params[index], paths, name, path, "fetch") == FETCH),
                None)


def param_event_member(param: Param, events: tuple[tuple[str, ...], ...], name: str,
                       path: tuple[str, ...], prop: str) -> Value | None:
    """:func:`event_member` for one parameter ``param`` holding the event at ``events``."""
    if param.name == name:
        full = path + (prop,)
    elif name in param.pattern:
        full = (name,) + path + (prop,)
    else:
        return None
    for event in events:
        rest = full[len(event):] if full[:len(event)] == event else None
        if rest == ("fetch",):
            return FETCH
        if rest is not None and rest[:1] == ("cookies",):
            return LibV(KIT, rest)                # rule sveltekit.cookie-credential
        if rest is not None and len(rest) == 2 and rest[0] == "params":
            return route_parameter_value(rest[1])
        if rest == ("url", "origin"):             # rule sveltekit.event-origin
            return PAGE_ORIGIN
    return None


def route_parameter_value(name: str) -> LibV:
    """The value of route parameter ``name`` read from a request event's ``params``."""
    return LibV(KIT, ("params", "()", name))


def cookie_read(callee: Value, args: tuple[Value, ...], where: Where | None
                ) -> UnknownV | None:
    """Rule ``sveltekit.cookie-credential``: the value of calling ``callee`` with ``args`` at
    ``where`` when it is a request event's ``cookies.get(name)``: an unknown value whose reason
    is :data:`COOKIE_READ` and the cookie's name (empty when the name is not fixed text);
    ``None`` for any other call."""
    if not (isinstance(callee, LibV) and callee.lib == KIT and callee.path == ("cookies", "get")):
        return None
    name = args[0] if args else None
    fixed = isinstance(name, StrV) and all(isinstance(p, Text) for p in name.parts)
    return UnknownV(COOKIE_READ + ("".join(p.text for p in name.parts) if fixed else ""), where)


def read_cookies(value: Value | None, depth: int = 0) -> tuple[str, ...]:
    """The names of the request cookies a header value is built from (:func:`cookie_read`;
    ``""`` for one whose name is not fixed), through string parts and alternatives."""
    if depth > 6 or value is None:
        return ()
    if isinstance(value, UnknownV) and value.reason.startswith(COOKIE_READ):
        return (value.reason[len(COOKIE_READ):],)
    if isinstance(value, StrV):
        parts = [p.value for p in value.parts if isinstance(p, HoleV)]
    elif isinstance(value, AltV):
        parts = list(value.options)
    else:
        return ()
    return tuple(dict.fromkeys(n for part in parts for n in read_cookies(part, depth + 1)))


def cookie_note(value: Value | None) -> str:
    """The evidence note's addition for a credential header built from request cookies (rule
    ``sveltekit.cookie-credential``): ``read on the server from the request's cookie
    accessToken``; ``""`` when ``value`` reads none."""
    names = read_cookies(value)
    if not names:
        return ""
    named = ", ".join(n for n in names if n)
    return "read on the server from the request's cookie" + (f" {named}" if named else "")