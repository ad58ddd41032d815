"""RTK Query: endpoints declared in ``createApi`` / ``injectEndpoints``.

Forms handled::

    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: '/api', prepareHeaders: (h) => { h.set('authorization', …) } }),
      endpoints: (build) => ({
        getPost: build.query<Post, number>({ query: (id) => `/posts/${id}` }),
        addPost: build.mutation<Post, NewPost>({
          query: (body) => ({ url: '/posts', method: 'POST', body, params }) }),
      }),
    });
    api.injectEndpoints({ endpoints: (build) => ({ … }) })

Each ``build.query``/``build.mutation`` is one request whose call site is the endpoint's
definition (its key names it: ``getPost``). A ``query`` returning a string is a ``GET`` of that
URL; an object gives ``url``, ``method`` (``GET`` by default, as ``fetchBaseQuery`` does),
``body`` and ``params``. ``prepareHeaders`` that sets ``Authorization`` is bearer evidence. A
``baseQuery`` wrapping a ``fetchBaseQuery`` client in a function of the program (re-auth) keeps
that client's options (``rtk-query.wrapped-base-query``). A ``query`` whose argument carries
no type of its own takes the endpoint's ``Arg`` type argument (``rtk-query.endpoint-argument``):
the body, params and path members read from it are that type's. The answer's declared type
(the first type argument, or a ``transformResponse``'s input) is read by
:mod:`.rtk_query_answers`; the body encoding a custom ``baseQuery`` function decides
(``if (args.asForm) args.body = serialize(args.body)``) by :mod:`.rtk_query_encoding`, a body
the endpoint builds as ``FormData`` keeping its own.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Call, Fn, Member, Obj
from code2skill.requests import RequestTemplate, Site
from code2skill.types import split_top
from code2skill.values import AltV, ClientV, LibV, ObjV, ParamV, StrV, Text, Value

from .common import auth_in_function
from .interceptor_headers import interceptor_headers
from .rtk_query_answers import answered
from .rtk_query_encoding import BodyRule, base_query_rules, sent_encoding
from .registry import Recogniser

LIB = "rtk-query"
MODULES = {name: LIB for name in ("@reduxjs/toolkit/query", "@reduxjs/toolkit/query/react",
                                  "@reduxjs/toolkit/dist/query/react")}


def call_value(callee, args, where, new) -> Value | None:
    """``fetchBaseQuery(options)`` and ``createApi(config)`` → clients carrying their options;
    ``api.enhanceEndpoints(…)`` and ``api.injectEndpoints(…)`` → ``api`` itself (rule
    ``rtk-query.same-api``: both return the API they are called on, with its ``baseQuery``)."""
    if isinstance(callee, LibV) and callee.lib == LIB and callee.path in (
            ("fetchBaseQuery",), ("createApi",)):
        return ClientV(LIB, args[0] if args else None, where)
    if isinstance(callee, ClientV) and callee.lib == LIB and callee.path in (
            ("enhanceEndpoints",), ("injectEndpoints",)):
        return replace(callee, path=())
    return None


def request(callee, site, ctx) -> list[RequestTemplate] | None:
    """One template per endpoint of a ``createApi``/``injectEndpoints`` call; ``None``
    otherwise."""
    if isinstance(callee, LibV) and callee.lib == LIB and callee.path == ("createApi",):
        config_expr, api_config = site.call.args[0] if site.call.args else None, None
        api_where = ctx.where(site.call.span)
    elif isinstance(callee, ClientV) and callee.lib == LIB and callee.path == (
            "injectEndpoints",):
        config_expr, api_config = site.call.args[0] if site.call.args else None, callee.config
        api_where = callee.where
    else:
        return None
    if not isinstance(config_expr, Obj):
        return None
    config = ctx.evaluate(config_expr)
    endpoints = ctx.function_facts(ctx.member(config, "endpoints"))
    if endpoints is None:
        return None
    base_query = ctx.member(config, "baseQuery") or ctx.member(api_config, "baseQuery")
    rules = base_query_rules(ctx, base_query)       # rule rtk-query.base-query-encoding
    if not isinstance(base_query, ClientV):
        base_query = wrapped_base_query(ctx, base_query)
    options = base_query.config if isinstance(base_query, ClientV) else None
    base = ctx.member(options, "baseUrl")
    prepare = ctx.member(options, "prepareHeaders")
    auth = auth_in_function(ctx, prepare, "rtk-query.prepare-headers")
    headers = tuple(interceptor_headers(ctx, prepare))       # rule header.proxy-identity
    templates = []
    for returned in endpoints[1].returns:
        if not isinstance(returned, Obj):
            continue
        for prop in returned.props:
            if prop.key is None:
                unfollowed(ctx, prop, "RTK Query endpoints spread into `endpoints` from "
                                      "another value could not be followed")
                continue
            templates.extend(endpoint(ctx, prop.key, prop.value, base, auth, headers, rules))
    if templates and base_query is None and api_where is not None:
        ctx.program.note_review(                     # rule rtk-query.custom-base-query
            "medium", "the RTK Query API's `baseQuery` is not a `fetchBaseQuery` client "
            "code2skill can follow: its endpoints are read as fetchBaseQuery requests "
            "(`url`, `method`, `body`, `params`) with no base URL or auth from it", api_where)
    return templates


def wrapped_base_query(ctx, value: Value | None) -> ClientV | None:
    """Rule ``rtk-query.wrapped-base-query``: a ``baseQuery`` that is a function of the program
    (RTK's documented re-authentication wrapper, ``async (args, api, extra) => { let r = await
    baseQuery(args, api, extra); … }``) sends through the ``fetchBaseQuery`` client it calls:
    that client's ``baseUrl`` and ``prepareHeaders`` hold. ``None`` when it calls none."""
    found = ctx.function_facts(value)
    if found is None:
        return None
    fid = value.fid
    for site in ctx.calls_in(fid):
        callee = ctx.evaluate_in(fid, site.call.callee)
        if isinstance(callee, ClientV) and callee.lib == LIB:
            return callee
    return None


def endpoint(ctx, key: str | None, expr, base, auth, headers: tuple = (),
             rules: tuple[BodyRule, ...] = ()) -> list[RequestTemplate]:
    """The requests of one ``build.query({…})`` / ``build.mutation({…})``: what its ``query``
    returns (each alternative of a ``query`` with several returns), else the requests its
    ``queryFn`` makes through its ``baseQuery`` argument (:func:`query_fn_requests`). An
    endpoint whose request cannot be followed is a review item naming it (rule
    ``rtk-query.unfollowed-endpoint``), never a silent miss."""
    if not (isinstance(expr, Call) and isinstance(expr.callee, Member)
            and expr.callee.prop in ("query", "mutation") and expr.args
            and isinstance(expr.args[0], Obj)):
        return []
    kind = expr.callee.prop
    definition = {p.key: p.value for p in expr.args[0].props if p.key}
    query, query_fn = definition.get("query"), definition.get("queryFn")
    if isinstance(query, Fn):
        site = Site(ctx.where(expr.span), key, f"rtk-query.{kind}")
        made = [template(ctx, url_args, site, base, auth, headers, rules)
                for url_args in request_args(ctx.program.returns(query.fid))]
        typed = argument_site(ctx, key, expr, query)
        made = [replace(t, sites=t.sites + (typed,)) if t is not None and typed else t
                for t in made]
        made = [answered(ctx, key, expr, definition, t) if t is not None else t
                for t in made]
        if made and all(t is not None for t in made):
            return made
        unfollowed(ctx, expr, f"the URL that the `query` of RTK Query {kind} endpoint "
                              f"'{key}' returns could not be followed")
        return [t for t in made if t is not None]
    if isinstance(query_fn, Fn):
        return query_fn_requests(ctx, key, kind, query_fn, base, auth, headers, rules)
    unfollowed(ctx, expr, f"RTK Query {kind} endpoint '{key}' has neither a `query` nor a "
                          "`queryFn` function that code2skill can read")
    return []


def argument_site(ctx, key: str | None, expr: Call, query: Fn) -> Site | None:
    """Rule ``rtk-query.endpoint-argument``: the evidence hop of an endpoint whose ``query``
    takes its argument's type from the endpoint's ``Arg`` type argument
    (``build.mutation<Result, NewPost>({query: (post) => ({url, method: 'POST', body:
    post})})``: the facts type ``post`` as ``NewPost``, so a body, params or path read from
    it have that type's members); ``None`` when the endpoint names no ``Arg`` type."""
    arguments = split_top(expr.type_args or "", ",")
    found = ctx.program.function_facts(query.fid)
    if len(arguments) < 2 or found is None or not found[1].params \
            or found[1].params[0].type_text != arguments[1].strip():
        return None
    return Site(ctx.where(expr.span), key, "rtk-query.endpoint-argument", shaping=True)


def request_args(value) -> list:
    """The request descriptions a ``query`` result or a ``baseQuery`` argument stands for:
    a string URL or an object ``{url, method, body, params}``, one per alternative."""
    options = value.options if isinstance(value, AltV) and value.kind == "any" else (value,)
    return list(options)


def template(ctx, value, site: Site, base, auth, headers: tuple = (),
             rules: tuple[BodyRule, ...] = ()) -> RequestTemplate | None:
    """The request of one description (rule ``rtk-query.default-method``: ``GET`` unless it
    names a method, as ``fetchBaseQuery`` does), with the ``headers`` the base query's
    ``prepareHeaders`` sets (:func:`.interceptor_headers.interceptor_headers`) and the body
    encoding its ``rules`` give (:func:`.rtk_query_encoding.sent_encoding`); ``None`` when
    it gives no URL."""
    if isinstance(value, StrV):
        url, method, body, params = value, None, None, None
    elif isinstance(value, ObjV):
        url, method = ctx.member(value, "url"), ctx.member(value, "method")
        body, params = ctx.member(value, "body"), ctx.member(value, "params")
    else:
        return None
    if url is None:
        return None
    encoding, encoding_rule, notes = sent_encoding(ctx, value, body, rules)
    return RequestTemplate(
        lib=LIB, method=method or StrV((Text("GET", None, "rtk-query.default-method"),)),
        url=url, base=base, sites=(site,),
        query=params, body=body, body_encoding=encoding, encoding_rule=encoding_rule,
        notes=notes, headers=headers, auth=auth)


def query_fn_requests(ctx, key: str | None, kind: str, query_fn: Fn, base, auth,
                      headers: tuple = (), rules: tuple[BodyRule, ...] = ()
                      ) -> list[RequestTemplate]:
    """Rule ``rtk-query.query-fn``: ``queryFn: async (args, api, extra, baseQuery) => …``
    sends a request of the API's base query each time it calls its fourth parameter with
    ``{url, method, body, params}`` (or a URL string): one template per such call (its own
    call site, named after the endpoint), in the function or the functions nested in it. A
    call whose argument cannot be followed is a review item; a ``queryFn`` that never calls
    its ``baseQuery`` makes no request of the API (the clients it calls are their own
    recognisers')."""
    found = ctx.program.function_facts(query_fn.fid)
    if found is None:
        return []
    path, fn = found
    params = fn.params
    if len(params) < 4 or params[3].name is None:
        return []
    name = params[3].name
    made = []
    for scope in ctx.program.scopes_within(path, query_fn.fid):
        for call_site in ctx.program.calls_in_scope(path, scope):
            frame_fid = scope if scope is not None else query_fn.fid
            callee = ctx.evaluate_in(frame_fid, call_site.call.callee)
            if not (isinstance(callee, ParamV) and callee.fid == query_fn.fid
                    and callee.name == name and not callee.path):
                continue
            site = Site(ctx.where(call_site.call.span), key, "rtk-query.query-fn")
            arg = ctx.evaluate_in(frame_fid, call_site.call.args[0]) \
                if call_site.call.args else None
            templates = [template(ctx, v, site, base, auth, headers, rules)
                         for v in request_args(arg)]
            made.extend(t for t in templates if t is not None)
            if not templates or None in templates:
                unfollowed(ctx, call_site.call, f"the request that the `queryFn` of RTK Query "
                                                f"{kind} endpoint '{key}' sends through "
                                                f"`{name}` could not be followed")
    return made


def unfollowed(ctx, node, message: str) -> None:
    """A review item at an endpoint the recogniser claims but cannot make a request of
    (rule ``rtk-query.unfollowed-endpoint``), a reviewed request-like site in coverage."""
    where = ctx.where(node.span)
    if where is not None:
        ctx.program.note_review("medium", message, where)
        ctx.program.note_reviewed_site(where, LIB)


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value, modules=MODULES)
