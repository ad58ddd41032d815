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
that client's options (``rtk-query.wrapped-base-query``).
"""
from __future__ import annotations

from code2skill.facts import Call, Fn, Member, Obj
from code2skill.requests import RequestTemplate, Site
from code2skill.values import ClientV, LibV, ObjV, StrV, Text, Value

from .common import auth_in_function
from .registry import Recogniser

LIB = "rtk-query"
MODULES = {name: LIB for name in ("@reduxjs/toolkit/query", "@reduxjs/toolkit/query/react",
                                  "@reduxjs/toolkit/dist/query/react")}


def call_value(callee, args, where, new) -> Value | None:
    """``fetchBaseQuery(options)`` and ``createApi(config)`` → clients carrying their options."""
    if isinstance(callee, LibV) and callee.lib == LIB and callee.path in (
            ("fetchBaseQuery",), ("createApi",)):
        return ClientV(LIB, args[0] if args else None, where)
    return None


def request(callee, site, ctx) -> list[RequestTemplate] | None:
    """One template per endpoint of a ``createApi``/``injectEndpoints`` call; ``None``
    otherwise."""
    if isinstance(callee, LibV) and callee.lib == LIB and callee.path == ("createApi",):
        config_expr, api_config = site.call.args[0] if site.call.args else None, None
    elif isinstance(callee, ClientV) and callee.lib == LIB and callee.path == (
            "injectEndpoints",):
        config_expr, api_config = site.call.args[0] if site.call.args else None, callee.config
    else:
        return None
    if not isinstance(config_expr, Obj):
        return None
    config = ctx.evaluate(config_expr)
    base_query = ctx.member(config, "baseQuery") or ctx.member(api_config, "baseQuery")
    if not isinstance(base_query, ClientV):
        base_query = wrapped_base_query(ctx, base_query)
    options = base_query.config if isinstance(base_query, ClientV) else None
    base = ctx.member(options, "baseUrl")
    auth = auth_in_function(ctx, ctx.member(options, "prepareHeaders"), "rtk-query.prepare-headers")
    endpoints = ctx.function_facts(ctx.member(config, "endpoints"))
    if endpoints is None:
        return None
    templates = []
    for returned in endpoints[1].returns:
        if not isinstance(returned, Obj):
            continue
        for prop in returned.props:
            template = endpoint(ctx, prop.key, prop.value, base, auth)
            if template is not None:
                templates.append(template)
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


def endpoint(ctx, key: str | None, expr, base, auth) -> RequestTemplate | None:
    """The request of one ``build.query({query})`` / ``build.mutation({query})``."""
    if not (isinstance(expr, Call) and isinstance(expr.callee, Member)
            and expr.callee.prop in ("query", "mutation") and expr.args
            and isinstance(expr.args[0], Obj)):
        return None
    query = next((p.value for p in expr.args[0].props if p.key == "query"), None)
    if not isinstance(query, Fn):
        return None
    result = ctx.program.returns(query.fid)
    if isinstance(result, StrV):
        url, method, body, params = result, None, None, None
    elif isinstance(result, ObjV):
        url, method = ctx.member(result, "url"), ctx.member(result, "method")
        body, params = ctx.member(result, "body"), ctx.member(result, "params")
    else:
        return None
    if url is None:
        return None
    site = Site(ctx.where(expr.span), key, f"rtk-query.{expr.callee.prop}")
    return RequestTemplate(
        lib=LIB, method=method or StrV((Text("GET", None, "rtk-query.default-method"),)),
        url=url, base=base, sites=(site,),
        query=params, body=body, body_encoding="json" if body is not None else None,
        auth=auth)


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value, modules=MODULES)
