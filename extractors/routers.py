"""Library facts: router hooks whose result is the page the user is on.

Rule ``context.page-address`` (:mod:`code2skill.passes.context_refs`): calling one of these
hooks, or a method of what it returns (``useSearchParams().toString()``), evaluates to a
library value ``LibV(module, (hook, '()', …))`` instead of an unknown, so that a request value
built from the current route is recognised as context, not as an Agent input.
"""
from __future__ import annotations

from code2skill.values import LibV

# Router hooks whose result describes the page the user is on, by module (rule
# ``context.page-address``); what they return, and every member read or called on it
# (``searchParams.toString()``), is the current route.
ROUTE_HOOKS: dict[str, frozenset[str]] = {
    "next/navigation": frozenset({"usePathname", "useSearchParams"}),
    "next/router": frozenset({"useRouter"}),
    "react-router": frozenset({"useLocation", "useSearchParams"}),
    "react-router-dom": frozenset({"useLocation", "useSearchParams"}),
    "@remix-run/react": frozenset({"useLocation", "useSearchParams"}),
    "vue-router": frozenset({"useRoute"}),
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
