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
"""
from __future__ import annotations

from code2skill.values import LibV

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
}


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


# The member of a route hook's result that holds the route's parameters, by hook: ``()`` is
# the result itself (``useParams()``).
PARAMETER_MEMBERS: dict[str, tuple[str, ...]] = {
    "useParams": (), "useRoute": ("params",), "$route": ("params",), "useRouter": ("query",),
    "params": ()}


def route_parameter(value: LibV) -> str | None:
    """Rule ``context.route-parameter``: the name of the route parameter a value reads
    (``LibV('react-router-dom', ('useParams', '()', 'teamId'))`` → ``teamId``), else
    ``None`` (the whole route, its path or search string, a method called on it)."""
    if not route_hook(value):
        return None
    members = PARAMETER_MEMBERS.get(value.path[0])
    if members is None:
        return None
    rest = value.path[2:]
    if rest[:len(members)] != members or len(rest) != len(members) + 1:
        return None
    return rest[-1]


def route_source(value: LibV) -> str:
    """How the source reads a route value: ``LibV(_, ('useRoute', '()', 'params', 'id'))`` →
    ``useRoute().params.id``, ``LibV(_, ('$route', '()', 'query'))`` → ``this.$route.query``,
    a SvelteKit event's ``LibV('@sveltejs/kit', ('params', '()', 'id'))`` → ``params.id``."""
    head = "this.$route" if value.path[0] == "$route" else \
        value.path[0] if value.lib == "@sveltejs/kit" else value.path[0] + "()"
    return head + "".join("." + p for p in value.path[2:])
