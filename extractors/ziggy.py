"""Ziggy's ``route()``: a Laravel route name turned into its URL by a route table.

Call forms handled::

    // the global route() of ZiggyVue / the @routes directive, or imported from ziggy-js
    import { route } from 'ziggy-js'
    form.post(route('two-factor.confirm'))          // POST /user/confirmed-two-factor-authentication
    axios.get(route('projects.show', { project: p.id }))   // GET /projects/{project}
    router.delete(route('teams.destroy', team.id))  // a positional value: the first parameter
    const route = useRoute()                        // ziggy-js's Vue composable: the same route()

The names are looked up in a Ziggy table committed in the analysed folder
(:mod:`code2skill.ziggy_routes`, rule ``ziggy.route-table``), or, when it commits none (the
``@routes`` directive or a build step writes it), in the folder's Laravel route files
(:mod:`code2skill.laravel_routes`, rule ``laravel.route-file``); ``route(name, params)`` is the
table's path with the parameters filled (rule ``ziggy.route-name``; ``this.route(…)`` in a Vue
options component too, ZiggyVue's component method); the request's method is
the one of the call the URL is handed to (``form.post`` → ``POST``), checked against the
methods the table allows by :mod:`code2skill.passes.ziggy_methods`. A name the folder's table
lacks, or any name when the folder has no table, is an unknown URL whose reason names the
route: never a path made up from the name. ``route()`` with no argument (the router object:
``route().current('x')``) is not modelled.

Rule ``ziggy.caller-route-name``: ``route(name, params)`` whose ``name`` is a parameter of a
function around it (``const useList = (routeName = 'media.uploads') => … route(routeName)``)
waits for that function's callers: its URL is a choice keyed by the parameter among the
table's routes (:class:`~code2skill.values.ChoiceV`), settled by each caller's literal name
(its default when a caller passes none); a caller passing a name the table lacks, or no
literal, leaves that URL unknown. A table of more than :data:`MAX_DEFERRED_ROUTES` routes is
not offered (the name stays unknown, as before). The global ``route`` is read as Ziggy's only in a
program that shows Ziggy: a table, or an import of ``ziggy-js`` or Laravel's vendored copy.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from code2skill.recogniser_context import SetupFacts
from code2skill.values import ChoiceV, LibV, mentions_param, text_of
from code2skill.ziggy_routes import ZiggyRoute, route_url, table_routes, unresolved_name

from .registry import Recogniser

ZIGGY = "ziggy"
MODULES = ("ziggy-js", "ziggy")
ROUTE_FILES = "the folder's Laravel route files do"
MAX_TABLE_BINDINGS = 64          # module-level object literals looked at per module
MAX_DEFERRED_ROUTES = 512        # routes a route() whose name is a parameter may choose among
CALLER_RULE = "ziggy.caller-route-name"


@dataclass(frozen=True)
class ZiggyFacts:
    """What the program shows of Ziggy: ``routes`` name → route of every table found (the
    first table naming a route wins; ``None`` when the folder holds none), ``tables`` the
    modules holding them; ``source`` what the routes were read from and its verb, as review text
    says it (a Ziggy table, or the Laravel route files when the folder holds no table)."""

    routes: Mapping[str, ZiggyRoute] | None
    tables: tuple[str, ...] = ()
    source: str = "the folder's Ziggy route table does"


def setup(program) -> SetupFacts | None:
    """Rule ``ziggy.route-table``: the Ziggy tables of the program's modules (module-level
    bindings read as literals); with none, rule ``laravel.route-file``: the named routes of
    the folder's Laravel route files, in a program that imports Ziggy; ``None`` facts when the
    program neither holds a table nor imports Ziggy."""
    routes: dict[str, ZiggyRoute] = {}
    tables: list[str] = []
    uses = False
    for path, module in sorted(program.modules.items()):
        uses = uses or any(is_ziggy_module(i.source) for i in module.imports)
        for name, exprs in list(module.bindings.items())[:MAX_TABLE_BINDINGS]:
            found = table_routes(exprs[-1], path, program.where) if len(exprs) == 1 else None
            if found:
                tables.append(path)
                for key, entry in found.items():
                    routes.setdefault(key, entry)
    if not tables and not uses:
        return None
    if not tables and program.laravel_routes is not None:
        return SetupFacts(facts=ZiggyFacts(program.laravel_routes, (), ROUTE_FILES))
    return SetupFacts(facts=ZiggyFacts(routes if tables else None, tuple(tables)))


def is_ziggy_module(source: str) -> bool:
    """Whether import specifier ``source`` is Ziggy's: ``ziggy-js``, or Laravel's vendored
    copy (``../../vendor/tightenco/ziggy``)."""
    return source in MODULES or source.rstrip("/").endswith(("/ziggy", "/ziggy-js")) \
        and "vendor/" in source or source.startswith("ziggy-js/")


def call_result(callee, args, where, ctx):
    """Rule ``ziggy.route-name``: the URL of ``route(name, params)`` (module docstring), an
    unknown naming the route when no table names it; ``None`` for any other call, for
    ``route()`` with no argument and in a program that shows no Ziggy."""
    if not (isinstance(callee, LibV) and callee.lib == ZIGGY
            and callee.path in ((), ("route",), ("default",)) and args):
        return None
    facts = ctx.program.setup_facts(ZIGGY)
    if not isinstance(facts, ZiggyFacts):
        return None
    name = text_of(args[0])
    params = args[1] if len(args) > 1 else None
    if name is None and facts.routes is not None and mentions_param(args[0]) \
            and len(facts.routes) <= MAX_DEFERRED_ROUTES:
        return caller_route(args[0], params, facts.routes, where)
    entry = facts.routes.get(name) if facts.routes is not None and name else None
    if entry is None or entry.on_domain:
        return unresolved_name(name, facts.routes, where, facts.source)
    return route_url(entry, params, where)


def caller_route(name, params, routes: Mapping[str, ZiggyRoute], where) -> ChoiceV:
    """Rule ``ziggy.caller-route-name``: the URL of ``route(name, params)`` whose ``name``
    still mentions a parameter of the function around the call: a choice keyed by ``name``
    among the URLs of every route of the table not on a domain of its own (route name →
    :func:`route_url` with ``params``), which the caller's argument settles; ``where`` is the
    ``route()`` call."""
    return ChoiceV(name, tuple((key, route_url(entry, params, where))
                               for key, entry in sorted(routes.items()) if not entry.on_domain))


def call_value(callee, args, where, new):
    """``useRoute()`` of ``ziggy-js`` (its Vue composable) → the ``route`` function itself;
    ``None`` for any other call."""
    if isinstance(callee, LibV) and callee.lib == ZIGGY and callee.path == ("useRoute",) \
            and not new:
        return LibV(ZIGGY, ("route",))
    return None


def request(callee, site, ctx):
    """``route()`` makes no request itself."""
    return None


RECOGNISER = Recogniser(id=ZIGGY, request=request, call_result=call_result, setup=setup,
                        call_value=call_value,
                        modules={m: ZIGGY for m in MODULES}, globals={"route": ZIGGY})
