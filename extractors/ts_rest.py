"""ts-rest: a client made from a contract of routes (``@ts-rest/core``), with query hooks
from ``@ts-rest/react-query`` (v4 ``initQueryClient``, v5 ``initTsrReactQuery``),
``@ts-rest/vue-query`` and ``@ts-rest/solid-query``.

Call forms handled::

    import { initContract, initClient } from '@ts-rest/core';
    const c = initContract();
    const posts = c.router({
      getPost: { method: 'GET', path: '/posts/:id', pathParams: z.object({…}),
                 query: z.object({…}), responses: { 200: Post } },
      addImage: { method: 'POST', path: '/posts/:id/image', contentType: 'multipart/form-data',
                  body: c.type<{ image: File }>(), responses: { 201: Post } },
    }, { pathPrefix: '/v1' });
    export const contract = c.router({ posts, health: { method: 'GET', … } },
                                     { pathPrefix: '/api' });        // nested routers

    const client = initClient(contract, { baseUrl: '', baseHeaders: { Authorization: … },
                                          credentials: 'include' });
    client.posts.getPost({ params: { id }, query: { q }, headers: { … } });
    client.posts.addImage({ params: { id }, body: form });

    const rq = initQueryClient(contract, { baseUrl });               // v4 hooks
    rq.posts.getPost.useQuery(['post', id], { params: { id } });      // also fetchQuery …
    rq.posts.getPost.query({ params: { id } });  rq.posts.create.mutation({ body });
    const { mutate } = rq.posts.create.useMutation();  mutate({ body });
    const tsr = initTsrReactQuery(contract, { baseUrl });            // v5 hooks
    tsr.posts.getPost.useQuery({ queryKey: ['post', id], queryData: { params: { id } } });

A call of a route on a client made from a contract is one request of that route (rule
``ts-rest.call``): its method and path, behind the ``pathPrefix`` of each router it sits in
(outermost first), each ``:name`` segment a ``{name}`` parameter the arguments' ``params``
fill, ``query`` the query, ``body`` the body (sent as the route's ``contentType``: JSON unless
``multipart/form-data`` or ``application/x-www-form-urlencoded``) and typed by the route's
zod ``body`` schema when one is written there, names a schema constant of the same file, or
is derived from a constant that may be imported (``S.strict()``, ``S.partial()``, ``S.omit``,
``S.pick``, ``S.extend``, ``S.merge``: rule ``zod.derived-schema``) (rule
``ts-rest.body-schema``: its fields, types, enums, bounds); the ``query`` and ``pathParams``
schemas, read the same way, type the query members and path parameters a call sends (rule
``zod.part-schema``), and a ``headers`` schema naming a credential header is auth evidence,
never an input (rule ``ts-rest.header-schema``); ``headers`` its headers
with the client's ``baseHeaders``, on the client's ``baseUrl``; an ``Authorization`` or API-key
header there or in the call's ``headers`` is auth evidence, the Host's credential, never an
input (rule ``ts-rest.base-headers``), and so is one the client's custom ``api`` fetcher
function sets on the request it sends (``args.headers.Authorization = `Bearer ${t}```, rule
``ts-rest.custom-api``); ``credentials:
'include'`` sends the browser's cookies (rule ``ts-rest.credentials-include``). The route
object is cited (rule ``ts-rest.route``). Only called routes are requests: the contract's
other routes are not. Query hooks send the route's request at the hook (rule
``ts-rest.query-hook``); a mutation hook's ``mutate(args)`` / ``mutateAsync(args)`` sends it
(rule ``ts-rest.mutation-hook``). A call of a member the contract does not show as a route is
a ``medium`` review item (rule ``ts-rest.route-missing``).
"""
from __future__ import annotations

import re
from dataclasses import replace

from code2skill.problem import Problem
from code2skill.requests import RequestTemplate, Site
from code2skill.values import (
    ClientV, HoleV, LibV, LitV, ObjV, PropV, StrV, Text, TypedV, Value, text_of,
)

from .common import (
    auth_from_headers, auth_in_function, credential_hints, headers_from, method_value,
)
from .registry import Recogniser
from .validation import ts_rest_entry_name
from .zod_parts import (
    PART_RULE, body_value, credential_header, header_schema_auth, schema_sites, schema_type, typed_hole,
    typed_object,
)

LIB = "ts-rest"
CONTRACT = "ts-rest.contract"     # initContract(): config None
ROUTER = "ts-rest.router"         # c.router(routes, options): config {routes, options}
CLIENT = "ts-rest.client"         # initClient / initQueryClient …: config {contract, options}
MUTATION = "ts-rest.mutation"     # client.<route>.useMutation(): config {client}, path the route
KINDS = frozenset({CONTRACT, ROUTER, CLIENT, MUTATION})
MODULES = {name: LIB for name in (
    "@ts-rest/core", "@ts-rest/react-query", "@ts-rest/react-query/v5", "@ts-rest/vue-query",
    "@ts-rest/solid-query")}
CREATORS = frozenset({"initClient", "initQueryClient", "initTsrReactQuery",
                      "initTsrVueQuery"})
# hooks and helpers that send the route's request (arguments: :func:`hook_args`)
QUERY_HOOKS = frozenset({"useQuery", "useSuspenseQuery", "useInfiniteQuery",
                         "useSuspenseInfiniteQuery", "fetchQuery", "prefetchQuery",
                         "ensureQueryData", "fetchInfiniteQuery", "prefetchInfiniteQuery"})
DIRECT = frozenset({"query", "mutation", "mutate"})    # v4/v5 client.route.query(args) …
# a query client's own members, no route (v5's provider component and query-client hook)
CLIENT_MEMBERS = frozenset({"ReactQueryProvider", "useQueryClient", "VueQueryPlugin"})
CONTENT_TYPES = {"multipart/form-data": "multipart",
                 "application/x-www-form-urlencoded": "form", "application/json": "json"}
PATH_PARAM = re.compile(r":([A-Za-z_$][\w$]*)")
MAX_DEPTH = 12                    # nested routers followed
MISSING_RULE = "ts-rest.route-missing"


def call_value(callee, args, where, new) -> Value | None:
    """``initContract()`` → a contract builder; ``c.router(routes[, options])`` → a router;
    ``c.query(route)`` / ``c.mutation(route)`` → the route itself; ``initClient(contract,
    options)`` and the query-client creators → a client (v5's ``tsr.useQueryClient()`` the
    same client); ``client.<route>.useMutation()`` → the mutation whose ``mutate`` sends the
    route's request."""
    first = args[0] if args else None
    if isinstance(callee, LibV) and callee.lib == LIB and len(callee.path) == 1:
        name = callee.path[0]
        if name == "initContract":
            return ClientV(CONTRACT, None, where)
        if name in CREATORS and first is not None:
            props = [PropV("contract", first, where)]
            if len(args) > 1:
                props.append(PropV("options", args[1], where))
            return ClientV(CLIENT, ObjV(tuple(props), where), where)
        return None
    if not isinstance(callee, ClientV) or callee.lib not in KINDS:
        return None
    if callee.lib == CONTRACT and callee.path == ("router",) and first is not None:
        props = [PropV("routes", first, where)]
        if len(args) > 1:
            props.append(PropV("options", args[1], where))
        return ClientV(ROUTER, ObjV(tuple(props), where), where)
    if callee.lib == CONTRACT and callee.path in (("query",), ("mutation",)):
        return first
    if callee.lib == CLIENT and callee.path == ("useQueryClient",):
        return replace(callee, path=())          # v5: its .route.fetchQuery(…) sends too
    if callee.lib == CLIENT and len(callee.path) >= 2 and callee.path[-1] == "useMutation":
        return ClientV(MUTATION, ObjV((PropV("client", replace(callee, path=()), where),),
                                     where), where, callee.path[:-1])
    return None


def route_of(ctx, contract: Value | None, names: tuple[str, ...]
             ) -> tuple[tuple[Value, ...], ObjV] | None:
    """The route ``names`` reaches in ``contract`` and the ``pathPrefix`` values of the routers
    it passes through, outermost first; ``None`` when the names reach no route."""
    prefixes: list[Value] = []
    node = contract
    for depth, name in enumerate(names):
        if depth > MAX_DEPTH:
            return None
        routes = node
        if isinstance(node, ClientV) and node.lib == ROUTER:
            prefix = ctx.member(ctx.member(node.config, "options"), "pathPrefix")
            if prefix is not None:
                prefixes.append(prefix)
            routes = ctx.member(node.config, "routes")
        node = ctx.member(routes, name)
        if node is None:
            return None
    return (tuple(prefixes), node) if is_route(ctx, node) else None


def is_route(ctx, value: Value | None) -> bool:
    """A route object: one with a ``method`` and a ``path``."""
    return isinstance(value, ObjV) and ctx.member(value, "method") is not None \
        and ctx.member(value, "path") is not None


def request(callee, site, ctx) -> list[RequestTemplate] | RequestTemplate | None:
    """The request of a route call on a ts-rest client, ``[]`` for a claimed call that makes
    none (a contract builder's, ``useMutation()`` itself, a cache helper), ``None`` for calls
    of other libraries."""
    if isinstance(callee, LibV) and callee.lib == LIB:
        return []
    if not isinstance(callee, ClientV) or callee.lib not in KINDS:
        return None
    args = ctx.args(site.call)
    if callee.lib == MUTATION:
        if callee.path[-1:] not in (("mutate",), ("mutateAsync",)):
            return []
        client = ctx.member(callee.config, "client")
        found = route_of(ctx, ctx.member(client.config, "contract"), callee.path[:-1]) \
            if isinstance(client, ClientV) else None
        if found is None:
            return []
        made = template(ctx, site, client, found, arg(args, 0), "ts-rest.mutation-hook")
        return replace(made, sites=made.sites + (Site(callee.where, None,
                                                      "ts-rest.mutation-hook"),)) \
            if callee.where is not None else made
    if callee.lib != CLIENT or not callee.path or callee.path[0] in CLIENT_MEMBERS:
        return []
    contract = ctx.member(callee.config, "contract")
    found = route_of(ctx, contract, callee.path)
    if found is not None:                              # client.posts.getPost(args)
        return template(ctx, site, callee, found, arg(args, 0), "ts-rest.call")
    *names, verb = callee.path
    found = route_of(ctx, contract, tuple(names)) if names else None
    if found is None:
        return missing(ctx, site, callee.path)
    if verb in DIRECT:
        return template(ctx, site, callee, found, arg(args, 0), "ts-rest.call")
    if verb in QUERY_HOOKS:
        return template(ctx, site, callee, found, hook_args(ctx, args), "ts-rest.query-hook")
    return []


def hook_args(ctx, args: tuple[Value, ...]) -> Value | None:
    """A query hook's request arguments: v5's ``{queryKey, queryData}`` → ``queryData``;
    v4's ``(queryKey, args, options)`` → ``args``."""
    first = arg(args, 0)
    data = ctx.member(first, "queryData") if isinstance(first, ObjV) else None
    return data if data is not None else arg(args, 1)


def missing(ctx, site, path: tuple[str, ...]) -> list:
    """Rule ``ts-rest.route-missing``: a call through a client whose contract shows no such
    route (or a contract code2skill could not read) is a reviewed request-like site, no
    request; :func:`review` makes its ``medium`` item."""
    where = ctx.where(site.call.span)
    if where is not None:
        ctx.program.note_reviewed_site(where, LIB)
        ctx.program.notes(LIB).setdefault("missing", {})[where] = ".".join(path)
    return []


def review(program) -> list[Problem]:
    """Rule ``ts-rest.route-missing``: one ``medium`` item per call of a route the client's
    contract does not show."""
    return [Problem("medium", f"ts-rest: call of `{name}`, which the client's contract does "
                    "not show as a route (the contract is not in the analysed source, or "
                    "lacks the route): its request is not in the contract", where,
                    MISSING_RULE)
            for where, name in program.notes(LIB).get("missing", {}).items()]


def arg(args: tuple[Value, ...], index: int) -> Value | None:
    """Argument ``index``, ``None`` when absent or ``undefined``/``null``."""
    value = args[index] if len(args) > index else None
    return None if isinstance(value, LitV) and value.value is None else value


def template(ctx, site, client: ClientV, found: tuple[tuple[Value, ...], ObjV],
             call_args: Value | None, rule: str) -> RequestTemplate:
    """Rule ``ts-rest.call`` (or the hook's rule): the route's method and prefixed path
    (``:name`` segments filled from ``params``), ``query``, ``body`` and ``headers`` of the
    call's arguments, the client's ``baseHeaders`` and ``baseUrl``; the route object is cited
    as a shaping hop (rule ``ts-rest.route``)."""
    prefixes, route = found
    where = ctx.where(site.call.span)
    params = ctx.member(call_args, "params")
    path = StrV((Text(text_of(ctx.member(route, "path")) or "", where),))
    path_schema = entry_schema(ctx, route, "pathParams")
    parts: list[Text | HoleV] = []
    for written in prefixes + (path,):
        for part in written.parts if isinstance(written, StrV) else ():
            parts.extend(typed_hole(p, path_schema) if isinstance(p, HoleV) else p
                         for p in filled(ctx, part, params, where))
    method = (text_of(ctx.member(route, "method")) or "get").lower()
    options = ctx.member(client.config, "options")
    sites = (ctx.site(site.call.span, rule),)
    if route.where is not None:
        sites += (Site(route.where, None, "ts-rest.route", shaping=True),)
    body = ctx.member(call_args, "body")
    schema = entry_schema(ctx, route, "body") if body is not None else None
    query = ctx.member(call_args, "query")
    query_schema = entry_schema(ctx, route, "query") if query is not None else None
    header_schema = entry_schema(ctx, route, "headers")
    for rule, typed in (("ts-rest.body-schema", schema), (PART_RULE, query_schema),
                        (PART_RULE, path_schema if params is not None else None)):
        sites += schema_sites(ctx, typed, rule)
    headers = headers_from(ctx.member(options, "baseHeaders"), where)
    named = {h.name.lower() for h in headers}
    headers = tuple(h for h in headers_from(ctx.member(call_args, "headers"), where)
                    if h.name.lower() not in named) + headers
    hints, pending = credential_hints(ctx, options, ("credentials", "include"), where,
                                      "ts-rest.credentials-include")
    auth = auth_from_headers(headers, "ts-rest.base-headers") + tuple(hints) + \
        auth_in_function(ctx, ctx.member(options, "api"), "ts-rest.custom-api", follow=True)
    if not any(credential_header(h.name) for h in headers):
        auth += header_schema_auth(ctx, header_schema, "ts-rest.header-schema")
    return RequestTemplate(
        lib=LIB, method=method_value(method, where), url=StrV(tuple(parts)),
        base=ctx.member(options, "baseUrl"), sites=sites,
        query=typed_object(query, query_schema),
        body=body_value(ctx, body, schema) if body is not None else None, headers=headers, auth=auth, pending_credentials=pending,
        body_encoding=encoding(ctx, route) if body is not None else None)


def filled(ctx, part: Text | HoleV, params: Value | None, where) -> list[Text | HoleV]:
    """A piece of a prefix or path with each ``:name`` segment of its text a ``{name}`` hole
    the ``params`` member of that name fills."""
    if not isinstance(part, Text):
        return [part]
    out: list[Text | HoleV] = []
    for index, piece in enumerate(PATH_PARAM.split(part.text)):
        if index % 2:
            out.append(HoleV(piece, ctx.member(params, piece) or StrV(()), where))
        elif piece:
            out.append(replace(part, text=piece))
    return out


def entry_schema(ctx, route: ObjV, entry: str) -> TypedV | None:
    """Rules ``ts-rest.body-schema`` and ``zod.part-schema``: the zod object of the route's
    ``entry`` (``body``, ``query``, ``pathParams``, ``headers``), read by the validation
    extractor under :func:`~.validation.ts_rest_entry_name` (a schema written there, a schema
    constant of the file, or one derived from a constant it may import: ``S.strict()``,
    ``S.partial()``, ``S.omit({…})`` …, rule ``zod.derived-schema``), as that part's type;
    ``None`` otherwise (``c.type<T>()``, ``c.noBody()``)."""
    where = next((p.where for p in route.props if p.key == entry), None)
    if where is None:
        return None
    return schema_type(ctx, where[0], ts_rest_entry_name(entry, where[1][0], where[1][1]),
                       where)


def encoding(ctx, route: ObjV) -> str:
    """The body's encoding: the route's ``contentType`` (JSON by default, as ts-rest sends)."""
    return CONTENT_TYPES.get(text_of(ctx.member(route, "contentType")) or "", "json")


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value, review=review,
                        modules=MODULES)
