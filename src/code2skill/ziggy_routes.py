"""Ziggy route tables: the named Laravel routes a client calls by name (``route('login')``).

Table forms read (what ``php artisan ziggy:generate`` writes into the app, or the same object
written by hand)::

    const Ziggy = {
        url: 'http://app.test', port: null, defaults: {},
        routes: {
            'two-factor.confirm': { uri: 'user/confirmed-two-factor-authentication',
                                    methods: ['POST'] },
            'projects.show': { uri: 'projects/{project}', methods: ['GET', 'HEAD'],
                               parameters: ['project'], bindings: { project: 'id' } },
            'telescope': { uri: 'telescope/{view?}', methods: ['GET', 'HEAD'],
                           wheres: { view: '(.*)' }, parameters: ['view'] },
        },
    };
    export { Ziggy };

Rule ``ziggy.route-table``: a module-level binding whose object literal has a ``routes``
object each of whose entries has a string ``uri`` and an array of ``methods`` is a Ziggy table
(read from the literal, never run). The table's ``url`` and ``port`` are the host the table
was generated on: a deployment value, never part of a path, a name or an input.

Rule ``ziggy.route-name``: ``route(name, params)`` is ``'/' + uri`` of the table's entry
``name``: each ``{param}`` is filled from ``params`` (a member of that name of an object, the
object's binding key, ``{project: p}`` with binding ``id`` → ``p.id``; a positional value for
the first parameter, an array in order; a literal so given is the URL's own text, as in a
template); a parameter not given is a path input the Agent supplies; an optional ``{param?}`` not given drops its segment; the object's other members
are the query string Ziggy appends. The fixed text of the path is the table's literal. A
route with a ``domain`` of its own is left unknown (its host is a deployment value).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Mapping

from code2skill.facts import Arr, Expr, Lit, Obj, Typed
from code2skill.values import (ArrV, HoleV, ObjV, StrV, Text, UnknownV, Value, Where,
                               literal_of)

TABLE_RULE = "ziggy.route-table"
NAME_RULE = "ziggy.route-name"
SEGMENT = re.compile(r"\{(\w+)(\??)\}")

# an HTTP method is a token (RFC 9110 §9.1): letters only here, as every method a table lists
HTTP_TOKEN = re.compile(r"[A-Za-z]{1,20}")
URL_SYNTAX = re.compile(r"[/?#&=%{}\s]")


@dataclass(frozen=True)
class ZiggyRoute:
    """One named route: ``uri`` as the table writes it (no leading ``/``, ``{param}`` and
    optional ``{param?}`` segments), its HTTP ``methods`` (upper case), ``wheres`` parameter →
    the pattern the server requires, ``bindings`` parameter → the member of a model object
    that fills it, ``where`` the place of the ``uri`` literal; ``on_domain``: the route is
    served on a host of its own (a ``domain`` entry, or a ``uri`` naming a host), which the
    table does not tie to the page's origin; ``base`` the source text of a leading prefix the deployment chooses
    (``config('app.route_prefix')`` of a route file), ``None`` when the uri is all there is;
    ``rule`` the rule that read the route (``ziggy.route-table``, ``laravel.route-file``)."""

    name: str
    uri: str
    methods: tuple[str, ...]
    wheres: tuple[tuple[str, str], ...] = ()
    bindings: tuple[tuple[str, str], ...] = ()
    where: Where | None = None
    on_domain: bool = False
    base: str | None = None
    rule: str = TABLE_RULE

    @property
    def parameters(self) -> tuple[tuple[str, bool], ...]:
        """``(name, optional)`` of each ``{param}`` of :attr:`uri`, in order."""
        return tuple((m.group(1), bool(m.group(2))) for m in SEGMENT.finditer(self.uri))


def table_routes(expr: Expr | None, path: str, where_of) -> dict[str, ZiggyRoute] | None:
    """Rule ``ziggy.route-table``: route name → :class:`ZiggyRoute` of the object literal
    ``expr`` written in module ``path`` (``where_of(path, span)`` gives a place), or ``None``
    when it is no Ziggy table (no ``routes`` object, or an entry without a literal ``uri``
    and ``methods``)."""
    while isinstance(expr, Typed):
        expr = expr.expr
    routes = _member(expr, "routes")
    if not isinstance(routes, Obj) or not routes.props:
        return None
    found: dict[str, ZiggyRoute] = {}
    for prop in routes.props:
        entry = _route(prop.key, prop.value, path, where_of)
        if entry is None:
            return None
        found[entry.name] = entry
    return found


def _route(name: str | None, expr: Expr, path: str, where_of) -> ZiggyRoute | None:
    """The route ``name`` of entry literal ``expr``, or ``None`` when it is no route entry."""
    uri, methods = _member(expr, "uri"), _member(expr, "methods")
    if name is None or not (isinstance(uri, Lit) and isinstance(uri.value, str)) \
            or not isinstance(methods, Arr):
        return None
    verbs = tuple(str(m.value).upper() for m in methods.items
                  if isinstance(m, Lit) and isinstance(m.value, str)
                  and HTTP_TOKEN.fullmatch(m.value))
    if not verbs:
        return None
    hosted = uri.value.startswith("//") or "://" in uri.value     # a host in the uri: its own
    return ZiggyRoute(name, uri.value.strip("/"), verbs, _pairs(_member(expr, "wheres")),
                      _pairs(_member(expr, "bindings")), where_of(path, uri.span),
                      _member(expr, "domain") is not None or hosted)


def _member(expr: Expr | None, key: str) -> Expr | None:
    """The value of entry ``key`` of object literal ``expr`` (the last wins), else ``None``."""
    if not isinstance(expr, Obj):
        return None
    return next((p.value for p in reversed(expr.props) if p.key == key), None)


def _pairs(expr: Expr | None) -> tuple[tuple[str, str], ...]:
    """``(key, text)`` of the string entries of object literal ``expr``."""
    if not isinstance(expr, Obj):
        return ()
    return tuple((p.key, p.value.value) for p in expr.props
                 if p.key is not None and isinstance(p.value, Lit)
                 and isinstance(p.value.value, str))


def route_url(route: ZiggyRoute, params: Value | None, where: Where | None) -> StrV:
    """Rule ``ziggy.route-name``: the URL ``route(route.name, params)`` gives (module
    docstring): fixed text from the table, a hole per path parameter (the value ``params``
    gives it, else an unknown the Agent supplies), then ``?key=`` holes for the object's
    other members. ``where`` is the ``route()`` call."""
    given = _given(route, params)
    parts: list[Text | HoleV] = [Text("/", route.where)]
    if route.base is not None:                  # a prefix the deployment chooses: a base
        parts.insert(0, HoleV("route_prefix", UnknownV(
            f"the route prefix {route.base} of route {route.name}, which the deployment "
            f"configures (rule {route.rule})", route.where), route.where))
    for index, segment in enumerate(route.uri.split("/") if route.uri else ()):
        pieces = _segment(route, segment, given, where)
        if pieces is None:
            continue                                   # an optional parameter not given
        if index:
            parts.append(Text("/", route.where))
        parts.extend(pieces)
    extra = [(k, v) for k, v in (given.get(None) or ()) if k]
    for i, (key, value) in enumerate(extra):
        parts.append(Text(("?" if i == 0 else "&") + key + "=", where))
        fixed = _fixed_text(value)
        parts.append(Text(fixed, where) if fixed is not None else HoleV(key, value, where))
    return StrV(tuple(_merged(parts)))


def _fixed_text(value: Value | None) -> str | None:
    """The text a literal parameter value is sent as (``route('teams.destroy', 5)`` → ``5``):
    a string or a number with no character of URL syntax, so the segment or query value is
    fixed, never an input; ``None`` for any other value."""
    literal = literal_of(value)
    if type(literal) not in (int, float, str):
        return None                                   # no literal, or a boolean
    text = str(literal)
    return text if text and not URL_SYNTAX.search(text) else None


def _segment(route: ZiggyRoute, segment: str, given: dict, where: Where | None
             ) -> list[Text | HoleV] | None:
    """The parts of one ``/``-separated segment of the uri; ``None`` for an optional
    parameter segment the call does not fill."""
    out: list[Text | HoleV] = []
    start = 0
    for match in SEGMENT.finditer(segment):
        name, optional = match.group(1), bool(match.group(2))
        value = given.get(name)
        if value is None and optional and match.group(0) == segment:
            return None
        if match.start() > start:
            out.append(Text(segment[start:match.start()], route.where))
        pattern = dict(route.wheres).get(name)
        note = f"parameter {name} of Ziggy route {route.name}" + (
            f" (the server requires it to match {pattern})" if pattern else "")
        fixed = _fixed_text(value)
        out.append(Text(fixed, where) if fixed is not None else HoleV(
            name, value if value is not None else UnknownV(
                f"ziggy-parameter:{route.name}.{name}", where), where, tag=(NAME_RULE, note)))
        start = match.end()
    if start < len(segment):
        out.append(Text(segment[start:], route.where))
    return out


def _given(route: ZiggyRoute, params: Value | None) -> dict:
    """Parameter name → the value the call gives it; under ``None`` the ``(key, value)`` of
    an object's members that fill no parameter (the query string)."""
    names = [name for name, _ in route.parameters]
    bindings = dict(route.bindings)
    if params is None or not names and not isinstance(params, ObjV):
        return {}
    if isinstance(params, ArrV):
        return dict(zip(names, params.items))
    if not isinstance(params, ObjV):
        return {names[0]: params}
    out: dict = {}
    rest = []
    for prop in params.props:
        if prop.key in names:
            out[prop.key] = _bound(prop.value, bindings.get(prop.key))
        elif prop.key is not None and prop.key != "_query":
            rest.append((prop.key, prop.value))
    out[None] = rest
    return out


def _bound(value: Value, binding: str | None) -> Value:
    """The member ``binding`` of a model object a call passes for a bound parameter
    (``{project: p}`` with binding ``id`` → ``p.id``); the value itself otherwise."""
    if binding and isinstance(value, ObjV) and value.get(binding) is not None:
        return value.get(binding)
    return value


def _merged(parts: list[Text | HoleV]) -> list[Text | HoleV]:
    """``parts`` with neighbouring texts joined (the first one's place kept)."""
    out: list[Text | HoleV] = []
    for part in parts:
        if isinstance(part, Text) and out and isinstance(out[-1], Text):
            out[-1] = Text(out[-1].text + part.text, out[-1].where, out[-1].origin)
        else:
            out.append(part)
    return out


def unresolved_name(name: str | None, tables: Mapping[str, ZiggyRoute] | None,
                    where: Where | None,
                    source: str = "the folder's Ziggy route table does") -> UnknownV:
    """The unknown URL of ``route(name)`` when no table in the folder names it (or names it
    on a host of its own): the reason names the route (rule ``ziggy.route-name``); never a
    path invented from the name, never the host. ``source`` names what the routes were read
    from and its verb (the Ziggy table, or the Laravel route files)."""
    if name is None:
        why = "a route name the source does not fix"
    elif tables is None:
        why = f"Ziggy route '{name}', and the folder holds no Ziggy route table"
    elif name in tables:
        why = f"Ziggy route '{name}', served on a domain of its own"
    else:
        why = f"Ziggy route '{name}', which {source} not name"
    return UnknownV(f"{why} (rule {NAME_RULE})", where)

