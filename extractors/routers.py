"""Library facts: router hooks whose result is the page the user is on.

Rule ``context.page-address`` (:mod:`code2skill.passes.context_refs`): calling one of these
hooks, or a method of what it returns (``useSearchParams().toString()``), evaluates to a
library value ``LibV(module, (hook, '()', …))`` instead of an unknown, so that a request value
built from the current route is recognised as context, not as an Agent input.

Rule ``context.route-parameter``: a read of one parameter of the current route
(``useParams().teamId``, ``useRoute().params.id``, Next's ``useRouter().query.slug``, a SvelteKit
load function's ``params.id``) names
the item the page shows, which an Agent has no page to take from: it stays an input the Agent
supplies, and the capability says where the client takes it (:func:`route_parameter`).

Rule ``context.address-value``: a read of one value of the page's query string is such a
parameter too (Vue Router's ``useRoute().query.token`` and ``this.$route.query.token``,
``useSearchParams().get('token')`` of Next or React Router, ``new
URLSearchParams(location.search).get('token')``): a page opened from a link (an
e-mail verification, a password reset, an invitation) takes it from its address, so it is an
input the Agent must be given, never a credential the client holds.
"""
from __future__ import annotations

from code2skill.values import LibV, UnknownV, Value, Where

# Router hooks whose result describes the page the user is on, by module (rule
# ``context.page-address``); what they return, and every member read or called on it
# (``searchParams.toString()``), is the current route.
ROUTE_HOOKS: dict[str, frozenset[str]] = {
    "next/navigation": frozenset({"usePathname", "useSearchParams", "useParams"}),
    "next/router": frozenset({"useRouter"}),
    "react-router": frozenset({"useLocation", "useSearchParams", "useParams"}),
    "react-router-dom": frozenset({"useLocation", "useSearchParams", "useParams"}),
    "@remix-run/react": frozenset({"useLocation", "useSearchParams", "useParams"}),
    "vue-router": frozenset({"useRoute", "$route"}),   # `this.$route` of an options component
    # a SvelteKit request event's `params` (code2skill.sveltekit_events)
    "@sveltejs/kit": frozenset({"params"}),
    # `new URLSearchParams(location.search)` (:func:`address_search_value`)
    "<page address>": frozenset({"URLSearchParams"}),
}
# The library of a value read from ``new URLSearchParams(location.search)``.
PAGE_ADDRESS_LIB = "<page address>"


def route_hook(value: LibV) -> bool:
    """True for a router hook's result or anything read from it: ``LibV('next/navigation',
    ('usePathname', '()', …))``."""
    return len(value.path) >= 2 and value.path[1] == "()" \
        and value.path[0] in ROUTE_HOOKS.get(value.lib, ())


def is_route_hook_call(callee: LibV) -> bool:
    """True when calling ``callee`` gives the current route: a router hook itself
    (``usePathname``) or a method of its result (``searchParams.toString``)."""
    return callee.path[:1] != () and callee.path[0] in ROUTE_HOOKS.get(callee.lib, ()) \
        and (len(callee.path) == 1 or route_hook(callee))


# The members of a route hook's result that hold the route's parameters or the values of its
# query string, by hook: ``()`` is the result itself (``useParams()``); ``get`` the method of a
# ``URLSearchParams`` (``useSearchParams().get('token')``, its argument the last member; React
# Router's hook returns ``[searchParams, setSearchParams]``).
PARAMETER_MEMBERS: dict[str, tuple[tuple[str, ...], ...]] = {
    "useParams": ((),), "useRoute": (("params",), ("query",)),
    "$route": (("params",), ("query",)), "useRouter": (("query",),), "params": ((),),
    "useSearchParams": (("get",), ("0", "get")), "URLSearchParams": (("get",),)}
# The method of a ``URLSearchParams`` reading one value of the query string.
SEARCH_GET = "get"


def route_parameter(value: LibV) -> str | None:
    """Rule ``context.route-parameter``: the name of the route parameter a value reads
    (``LibV('react-router-dom', ('useParams', '()', 'teamId'))`` → ``teamId``), else
    ``None`` (the whole route, its path or search string, a method called on it)."""
    if not route_hook(value):
        return None
    rest = value.path[2:]
    return next((rest[-1] for members in PARAMETER_MEMBERS.get(value.path[0], ())
                 if rest[:len(members)] == members and len(rest) == len(members) + 1), None)


def query_string_read(value: LibV) -> bool:
    """Rule ``context.address-value``: whether a route parameter read (:func:`route_parameter`)
    reads the page's query string (``useRoute().query.token``, ``useSearchParams().get('code')``)
    rather than a parameter of its path; not Next's ``useRouter().query``, which holds both."""
    if route_parameter(value) is None:
        return False
    return value.path[0] in ("useSearchParams", "URLSearchParams") or \
        value.path[0] != "useRouter" and value.path[2:3] == ("query",)


def search_value(callee: LibV, name: str | None) -> LibV | None:
    """Rule ``context.address-value``: what ``searchParams.get(name)`` of a route hook's
    search parameters evaluates to, the read value named by its last member
    (``LibV('next/navigation', ('useSearchParams', '()', 'get', 'token'))``), else ``None``
    (another method, or a name that is no fixed text)."""
    if name is None or not route_hook(callee) or callee.path[-1] != SEARCH_GET:
        return None
    value = LibV(callee.lib, callee.path + (name,), callee.where)
    return value if route_parameter(value) is not None else None


def route_source(value: LibV) -> str:
    """How the source reads a route value: ``LibV(_, ('useRoute', '()', 'params', 'id'))`` →
    ``useRoute().params.id``, ``LibV(_, ('$route', '()', 'query'))`` → ``this.$route.query``,
    a SvelteKit event's ``LibV('@sveltejs/kit', ('params', '()', 'id'))`` → ``params.id``."""
    head = "this.$route" if value.path[0] == "$route" else \
        value.path[0] if value.lib == "@sveltejs/kit" else \
        "new URLSearchParams(location.search)" if value.lib == PAGE_ADDRESS_LIB else \
        value.path[0] + "()"
    rest = value.path[2:]
    if rest[-2:-1] == (SEARCH_GET,):          # useSearchParams().get('token')
        return head + "".join(member(p) for p in rest[:-1]) + f"('{rest[-1]}')"
    return head + "".join(member(p) for p in rest)


def address_search_value(init: Value, name: str | None, where: Where | None) -> LibV | None:
    """Rule ``context.address-value``: what ``new URLSearchParams(init).get(name)`` evaluates
    to when ``init`` is the page's query string (``location.search``, ``window.location.search``
    or ``document.location.search``), ``LibV('<page address>', ('URLSearchParams', '()', 'get',
    name))``, else ``None`` (another init, or a name that is no fixed text)."""
    path: tuple[str, ...] = ()
    if isinstance(init, LibV) and init.lib == "global":
        path = init.path
    elif isinstance(init, UnknownV) and init.reason.startswith("unresolved:"):
        path = tuple(init.reason.split(":", 1)[1].split("."))
    path = path[1:] if path[:1] in (("window",), ("document",)) else path
    if name is None or path != ("location", "search"):
        return None
    return LibV(PAGE_ADDRESS_LIB, ("URLSearchParams", "()", SEARCH_GET, name), where)


def member(name: str) -> str:
    """How source reads member ``name``: ``.query``, or ``[0]`` for an index."""
    return f"[{name}]" if name.isdigit() else "." + name
