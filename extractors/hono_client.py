"""Hono's typed RPC client (``hc`` of ``hono/client``): requests named by member chains.

Forms handled::

    const client = hc<AppType>(import.meta.env.VITE_API_URL, { headers, init })
    client.task[':id'].$put({ param: { id }, json: { title } })    // PUT {base}/task/{id}
    client['time-entry'].task[':taskId'].$get({ param, query })    // GET {base}/time-entry/task/{taskId}
    client.index.$get()                                            // GET {base}/ (Hono's index)
    client.task[':id'].$url({ param: { id } })                     // a URL object: no request

Rule ``hono.rpc-client``: a chain on a client ``hc(base, options)`` made ending in
``$get``, ``$post``, ``$put``, ``$patch``, ``$delete``, ``$head`` or ``$options`` is that
method on the path its members spell, joined with ``/`` (a trailing ``index`` member is left
out, as the client does), each ``:name`` segment (also ``:name?``, ``:name{regex}``) the path
parameter ``{name}`` whose value is ``param.name`` of the call's first argument; ``query`` is
the query, ``json`` a JSON body, ``form`` a multipart body (the client builds ``FormData``),
``header`` and the second argument's ``headers`` the headers; the base is ``hc``'s first
argument, ``init.credentials: 'include'`` (of ``hc``'s options or the call's) sends cookies.
``$url()`` and ``$ws()`` make no HTTP request.

Rule ``hono.root-route``: a chain naming no segment (``client.index.$get()``,
``client.$post(…)``) is the route ``/`` of the client's base: the app type ``hc`` is typed
with declares it, so it is an endpoint like any other (a bare base of another client is not).

Rule ``hono.assumed-client``: the client is often made in a workspace package the analysed
folder does not hold (``import { client } from '@acme/libs'``), so ``hc`` cannot be read. A
call chain on a value imported from a package no recogniser models (path: export name,
members, ``$verb``), in a folder whose ``package.json`` depends on ``hono``, is read as such a
client's request on a base the source does not show (a base URL the Host binds, its service
named after the export, ``client of @acme/libs``, with evidence at the import); one review
item per package names the assumption, its number of call sites and the first. Without the
``hono`` dependency (rule ``hono.unproven-client``) such calls are request-like sites
reviewed, never requests: one review item per package.

Not modelled: headers given as a function, ``hc``'s ``fetch`` option (a custom fetch's
changes), a client passed through a variable of a type only (``hc`` results handed into a
function parameter no caller fills stay unknown), ``$ws`` (WebSocket).
"""
from __future__ import annotations

import re
from functools import cache

from code2skill.problem import Problem
from code2skill.requests import AuthHint, RequestTemplate
from code2skill.values import ClientV, HoleV, LibV, StrV, Text, UnknownV, Value, Where

from .common import auth_from_headers, headers_from, method_value, prop_where, sends_credentials
from .registry import LibraryFacts, Recogniser

LIB = "hono"
RULE = "hono.rpc-client"
ASSUMED_RULE = "hono.assumed-client"
UNPROVEN_RULE = "hono.unproven-client"
ROOT_RULE = "hono.root-route"
BASE = "base"                    # ClientV.setup kind: hc's first argument
VERBS = frozenset({"$get", "$post", "$put", "$patch", "$delete", "$head", "$options"})
NO_REQUEST = frozenset({"$url", "$ws"})
INDEX = "index"
PARAM = re.compile(r"^:([A-Za-z_$][\w$]*)(?:\{.*\})?\??$")
CREDENTIALS = ("credentials", "include")
FACTS = LibraryFacts(query_keys=("query",), body_keys=("json", "form"), json_keys=("json",),
                     credentials=CREDENTIALS, response_body="json()")
NOT_PACKAGES = ("js", "global")  # LibV libraries of the language and the page, no package


@cache
def modelled_libraries() -> frozenset[str]:
    """The library ids the recognisers give imports and globals (``axios``, ``angularjs``):
    a value of one of them is that library's, never an assumed Hono client."""
    from .registry import RECOGNISERS          # (the registry imports this module)
    return frozenset(lib for rec in RECOGNISERS
                     for lib in (*rec.modules.values(), *rec.globals.values()))


def call_value(callee, args, where, new) -> Value | None:
    """``hc(base, options)`` → a client: options as config, the base in ``setup``."""
    if isinstance(callee, LibV) and callee.lib == LIB and callee.path == ("hc",):
        base = args[0] if args else UnknownV("hono-base", where)
        return ClientV(LIB, args[1] if len(args) > 1 else None, where, (),
                       ((BASE, base, where),))
    return None


def route_path(members: tuple[str, ...]) -> tuple[str, ...] | None:
    """The path segments a member chain names before its ``$verb`` (``('task', ':id')``),
    the trailing ``index`` left out; ``None`` when a member is a client method itself (a
    ``$``-member before the last: no route chain)."""
    if any(m.startswith("$") for m in members):
        return None
    return members[:-1] if members[-1:] == (INDEX,) else members


def url_value(ctx, segments: tuple[str, ...], params: Value | None, where: Where | None
              ) -> StrV:
    """``/a/{name}/b`` as a string value: each ``:name`` segment a hole holding
    ``params.name`` (an unknown value when the call does not pass it); ``/`` for no
    segment."""
    parts: list[Text | HoleV] = []
    for segment in segments:
        match = PARAM.match(segment)
        if match is None:
            parts.append(Text("/" + segment, where))
            continue
        name = match.group(1)
        parts.append(Text("/", where))
        parts.append(HoleV(name, ctx.member(params, name) or UnknownV("hono-param", where),
                           where))
    return StrV(tuple(parts) or (Text("/", where),))


def template(ctx, site, verb: str, segments: tuple[str, ...], config: Value | None,
             base: Value, rule: str) -> RequestTemplate:
    """The request of ``….$verb(input, options)``: method, path, query, body, headers and
    cookie auth per the rule of the module docstring."""
    where = ctx.where(site.call.span)
    args = ctx.args(site.call)
    given = args[0] if args else None
    options = args[1] if len(args) > 1 else None
    json_body, form = ctx.member(given, "json"), ctx.member(given, "form")
    body = json_body if json_body is not None else form
    headers = headers_from(ctx.member(config, "headers"), where) \
        + headers_from(ctx.member(given, "header"), where) \
        + headers_from(ctx.member(options, "headers"), where)
    cookies = tuple(
        AuthHint("cookie-session", prop_where(init, CREDENTIALS[0]) or where,
                 "hono.credentials-include", "credentials: 'include'")
        for init in (ctx.member(config, "init"), ctx.member(options, "init"))
        if sends_credentials(ctx, init, CREDENTIALS))
    return RequestTemplate(
        lib=LIB, method=method_value(verb[1:], where),
        url=url_value(ctx, segments, ctx.member(given, "param"), where), base=base,
        sites=(ctx.site(site.call.span, rule),), query=ctx.member(given, "query"), body=body,
        body_encoding=None if body is None else "json" if json_body is not None
        else "multipart",
        headers=headers, auth=auth_from_headers(headers, "hono.header") + cookies,
        root_route=ROOT_RULE)


def request(callee, site, ctx) -> list[RequestTemplate] | None:
    """The request of a client chain's ``$verb`` call (a list of one); ``[]`` for a claimed
    call that makes none (``$url()``, ``hc`` itself, another member); ``None`` for calls of
    other libraries."""
    if isinstance(callee, LibV) and callee.lib == LIB:
        return []
    if isinstance(callee, ClientV) and callee.lib == LIB:
        segments = route_path(callee.path[:-1]) if callee.path[-1:] and \
            callee.path[-1] in VERBS else None
        if segments is None:
            return []
        base = next((v for kind, v, _ in callee.setup if kind == BASE), None)
        return [template(ctx, site, callee.path[-1], segments, callee.config, base, RULE)]
    if isinstance(callee, LibV):
        return assumed(callee, site, ctx)
    return None


def assumed(callee: LibV, site, ctx) -> list[RequestTemplate] | None:
    """Rules ``hono.assumed-client`` / ``hono.unproven-client``: a ``$verb`` chain on an
    export of a package no recogniser models (``LibV('@acme/libs', ('client', 'task', ':id',
    '$put'))``): the request on a base the source does not show when the folder depends on
    ``hono``, else a reviewed site (``[]``); ``None`` for any other library call."""
    if callee.lib in NOT_PACKAGES or len(callee.path) < 2 or callee.path[-1] not in VERBS \
            or callee.lib in modelled_libraries():
        return None
    segments = route_path(callee.path[1:-1])
    where = ctx.where(site.call.span)
    if segments is None or where is None:
        return None
    depends = ctx.program.declared_range(ctx.frame.path, LIB) is not None
    seen = state(ctx.program).setdefault((callee.lib, callee.path[0], depends), [])
    seen.append(where)
    if not depends:
        ctx.program.note_reviewed_site(where, callee.lib)
        return []
    return [template(ctx, site, callee.path[-1], segments, None,
                     export_base(ctx, callee.lib, callee.path[0], where), ASSUMED_RULE)]


def export_base(ctx, package: str, export: str, site: Where) -> StrV:
    """The base of the assumed client ``export`` of ``package``: a client base the source does
    not show, named after the export (``client of @acme/libs``, so its service never merges
    with another client's unshown base) and placed at its import (:func:`import_place`), else
    at the call ``site``."""
    where = import_place(ctx, package, export) or site
    return StrV((HoleV(f"{export} of {package}", LibV(package, (export,), where), where,
                       client_base=True),))


def import_place(ctx, package: str, export: str) -> Where | None:
    """Where the first analysed module (by path) imports ``export`` of ``package`` (``import
    { client } from '@acme/libs'``): the evidence of the client's base, one place for every
    call site; ``None`` when no module imports it by that name."""
    modules = ctx.program.modules
    for path in sorted(modules):
        found = next((i for i in modules[path].imports
                      if i.source == package and i.imported == export), None)
        if found is not None:
            return ctx.program.where(path, found.span)
    return None


def state(program) -> dict:
    """``(package, export, depends on hono)`` → the places of its ``$verb`` call sites."""
    return program.notes(LIB)


def review(program) -> list[Problem]:
    """One review item per package whose export's ``$verb`` chains were read (or not) as a
    Hono RPC client, at its first call site."""
    found = []
    for (package, export, depends), places in sorted(state(program).items()):
        first = min(places)
        count = f"{len(places)} call site{'s' if len(places) != 1 else ''}"
        if depends:
            found.append(Problem(
                "medium", f"'{export}' of '{package}' is made outside the analysed folder: its "
                f"{count} of $get/$post/… chains are read as a Hono RPC client (hc) because "
                "the app depends on 'hono'; its base URL (and any headers or fetch it is "
                "made with) is not shown, so the Host binds the base", first, ASSUMED_RULE))
        else:
            found.append(Problem(
                "medium", f"'{export}' of '{package}' is called with {count} of $get/$post/… "
                "chains like a Hono RPC client, but the app does not depend on 'hono' and the "
                "client is made outside the analysed folder: not in the contract", first,
                UNPROVEN_RULE))
    return found


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value, review=review,
                        modules={"hono/client": LIB}, facts=FACTS)
