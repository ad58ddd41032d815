"""Pass: a request whose method the Ziggy route table does not allow at its path.

Rule ``ziggy.route-method``: the request's method is the one of the call its URL is handed to
(``form.post(route('profile.update'))`` is a ``POST``), whatever route the name picks. When
the folder's Ziggy table (:mod:`code2skill.ziggy_routes`) has routes at the request's path
(same segments, parameter names aside) and none of them allows that method (``GET`` allows
``HEAD``), the request gets a ``low`` review note naming the methods the table gives and the
routes' names, at the ``uri`` of the table. The table lists named routes only (Laravel apps
often name the page's ``GET /register`` and leave its ``POST`` unnamed) and may be filtered
(Ziggy's ``only``/``except``), so this proves nothing: the request stays, with the note.
"""
from __future__ import annotations

import re
from dataclasses import replace

from code2skill.normalize import Observed
from code2skill.ziggy_routes import ZiggyRoute

RULE = "ziggy.route-method"
ROUTE_FILE = "laravel.route-file"
ZIGGY = "ziggy"
PARAMETER = re.compile(r"\{[^}]*\}")


def ziggy_method_checks(calls: list[Observed], program) -> list[Observed]:
    """``calls`` with the note of rule ``ziggy.route-method`` on each same-origin request
    whose path the table has and whose method it does not allow there (module docstring);
    rule ``laravel.route-file``: a request at a path and method of a route read from a
    Laravel route file cites that route's line in its path evidence."""
    facts = program.setup.get(ZIGGY)
    routes = getattr(facts, "routes", None)
    if not routes:
        return calls
    by_path = routes_by_path(routes.values())
    out = []
    for call in calls:
        found = by_path.get(shape(call.path_template)) \
            if call.service.key == "same-origin" else None
        if found and not any(allows(r, call.method) for r in found):
            call = replace(call, notes=list(call.notes) + [method_note(call, found)])
        served = [r for r in found or () if r.rule == ROUTE_FILE and allows(r, call.method)]
        if served:
            call = replace(call, path_rewrites=call.path_rewrites + tuple(
                (ROUTE_FILE, f"route {r.name}: {', '.join(r.methods)} /{r.uri}", r.where)
                for r in served[:2]))
        out.append(call)
    return out


def routes_by_path(routes) -> dict[str, list[ZiggyRoute]]:
    """The routes at each path shape (:func:`shape`), an optional last parameter giving the
    shape both with and without it; routes on a domain of their own left out."""
    out: dict[str, list[ZiggyRoute]] = {}
    for route in routes:
        if route.on_domain:
            continue                          # (served on a host of its own)
        uri = "/" + route.uri
        for path in {uri, re.sub(r"/\{[^}]*\?\}$", "", uri) or "/"}:
            out.setdefault(shape(path), []).append(route)
    return out


def shape(path: str) -> str:
    """``path`` with each ``{param}`` written ``{}`` and no trailing ``/``."""
    return PARAMETER.sub("{}", path.rstrip("/") or "/")


def allows(route: ZiggyRoute, method: str) -> bool:
    """Whether ``route`` serves ``method``."""
    method = method.upper()
    return method in route.methods or method == "HEAD" and "GET" in route.methods


def method_note(call: Observed, routes: list[ZiggyRoute]) -> tuple:
    """The ``low`` note of rule ``ziggy.route-method``: ``(severity, message, where,
    rule)``."""
    given = sorted({m for r in routes for m in r.methods})
    names = ", ".join(sorted(r.name for r in routes))
    table = "the Laravel route files name" if routes[0].rule == ROUTE_FILE \
        else "the Ziggy route table names"
    return ("low", f"{call.method} {call.path_template}: {table} no route "
            f"for {call.method} at this path, only {', '.join(given)} (route {names}); the "
            "table lists named routes only, so check that the server serves this method "
            f"(rule {RULE})", routes[0].where, RULE)
