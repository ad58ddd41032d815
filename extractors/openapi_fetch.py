"""openapi-fetch: typed clients whose calls name OpenAPI path templates.

Call forms handled::

    const client = createClient<paths>({ baseUrl, headers });
    client.GET('/pets/{petId}', { params: { path: { petId }, query: { tags } } });
    client.POST('/pets', { body: { name } });   // PUT, PATCH, DELETE, HEAD, OPTIONS alike

The path is already a template: each ``{name}`` becomes a path parameter whose value is
``params.path.name``; ``params.query`` is the query and ``body`` a JSON body. The auth the
client's middleware adds (``client.use({onRequest})``) is each request's
(:mod:`.openapi_fetch_middleware`).

Rule ``openapi-fetch.declared-operation``: a client created with a type argument
(``createClient<paths>``, kept by rule ``client.type-arguments``) names, at each call, the
operation ``paths[path][method]`` of its declared types; the template carries it
(:class:`~code2skill.requests.DeclaredOperation`) for :mod:`code2skill.openapi_paths`, which
types the call's inputs from it.
"""
from __future__ import annotations

import re

from code2skill.fixed_texts import fixed_texts
from code2skill.requests import AuthHint, DeclaredOperation, RequestTemplate
from code2skill.types import split_top
from code2skill.values import ClientV, HoleV, LibV, ObjV, StrV, Text, TypedV, Value

from .common import (
    auth_from_headers, headers_from, method_value, option, prop_where, sends_credentials,
)
from .openapi_fetch_middleware import middleware_auth, setup as middleware_setup
from .registry import LibraryFacts, Recogniser

LIB = "openapi-fetch"
# (the query is ``params.query``: the ``query_keys`` of the init's ``params``)
FACTS = LibraryFacts(verbs=("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"),
                     base_keys=("baseUrl",), query_keys=("query",), body_keys=("body",),
                     credentials=("credentials", "include"))


def call_value(callee, args, where, new) -> Value | None:
    """``createClient(options)`` → a client."""
    if isinstance(callee, LibV) and callee.lib == LIB and callee.path in ((), ("default",),
                                                                          ("createClient",)):
        return ClientV(LIB, args[0] if args else None, where)
    return None


def request(callee, site, ctx) -> RequestTemplate | list[RequestTemplate] | None:
    """The template of ``client.GET(path, init)`` — one per path when the path is chosen
    among literals (``client.DELETE(kind === 'a' ? '/a/{id}' : '/b/{id}', init)``: each
    option is a request of its own); ``None`` for anything else."""
    if not (isinstance(callee, ClientV) and callee.lib == LIB and len(callee.path) == 1
            and callee.path[0] in FACTS.verbs):
        return None
    args = ctx.args(site.call)
    paths = fixed_texts(args[0]) if args else None
    if not paths:
        return None
    init = args[1] if len(args) > 1 else None
    templates = [path_template(callee, site, ctx, path, init) for path in paths]
    return templates[0] if len(templates) == 1 else templates


def path_template(callee: ClientV, site, ctx, path: str, init: Value | None) -> RequestTemplate:
    """The template of one call of ``callee`` (``client.GET``) on the path template ``path``
    with the options ``init`` (``{params: {path, query, header}, body, headers}``): each
    ``{name}`` a path parameter filled from ``params.path.name``, ``params.query`` the
    query, ``params.header`` and ``headers`` headers, ``body`` a JSON body."""
    params = ctx.member(init, "params")
    path_values = ctx.member(params, "path")
    parts: list[Text | HoleV] = []
    for piece in re.split(r"(\{[^}]+\})", path):
        if piece.startswith("{") and piece.endswith("}"):
            name = piece[1:-1]
            parts.append(HoleV(name, ctx.member(path_values, name) or StrV(()),
                               ctx.where(site.call.span)))
        elif piece:
            parts.append(Text(piece, ctx.where(site.call.span)))
    headers = headers_from(ctx.member(callee.config, "headers"), callee.where) + \
        headers_from(ctx.member(init, "headers"), ctx.where(site.call.span)) + \
        headers_from(ctx.member(params, "header"), ctx.where(site.call.span))
    body = option(ctx, init, FACTS.body_keys)
    return RequestTemplate(
        lib=LIB, method=method_value(callee.path[0], ctx.where(site.call.span)),
        url=StrV(tuple(parts)), base=option(ctx, callee.config, FACTS.base_keys),
        sites=(ctx.site(site.call.span, "openapi-fetch.call"),),
        query=option(ctx, params, FACTS.query_keys), body=body,
        body_encoding="json" if isinstance(body, ObjV) else None,
        headers=headers, auth=auth_from_headers(headers, "openapi-fetch.header") + tuple(
            AuthHint("cookie-session", prop_where(config, FACTS.credentials[0]) or callee.where,
                     "openapi-fetch.credentials-include",
                     "credentials: 'include'")
            for config in (callee.config, init)
            if sends_credentials(ctx, config, FACTS.credentials))
        + middleware_auth(ctx, callee, LIB),                     # openapi-fetch.middleware
        declared_operation=declared_operation(callee, path, ctx.where(site.call.span)))


def declared_operation(client: ClientV, path: str, where) -> DeclaredOperation | None:
    """Rule ``openapi-fetch.declared-operation``: the operation ``paths[path][method]`` a call
    of ``client`` (``client.GET``) names, when the client was created with a type argument
    (its first one: ``createClient<paths, 'application/json'>``); ``None`` otherwise."""
    typed = next((v for kind, v, _ in client.setup if kind == "type-arguments"), None)
    if not isinstance(typed, TypedV):
        return None
    arguments = split_top(typed.type_text, ",")
    if not arguments:
        return None
    return DeclaredOperation(arguments[0], typed.module, path, client.path[0].lower(), where)


def setup(program):
    """The auth of each client's middleware (rule ``openapi-fetch.middleware``)."""
    return middleware_setup(program, LIB)


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value,
                        setup=setup,
                        modules={"openapi-fetch": LIB}, facts=FACTS)
