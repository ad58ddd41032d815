"""Request descriptors: generated clients that call one helper with ``{method, url, path, …}``.

Form handled (openapi-typescript-codegen, and in-house clients of the same shape)::

    return __request(OpenAPI, { method: 'GET', url: '/pets/{petId}', path: { petId },
                                query: { limit }, body: requestBody, mediaType: 'application/json' });

When the helper itself cannot be followed to a request (its URL is built at run time from the
descriptor), a call whose argument is an object literal with a literal HTTP ``method`` and a
literal ``url`` path is that request: ``{name}`` placeholders become path parameters valued
from ``path``, ``query`` is the query and ``body``/``formData`` the body (rule
``descriptor.request``).

A call of a factory, a function that returns a function (``useDefineApi({url: '/api/auth'})``
returning a hook whose ``execute(config)`` merges the caller's ``{params, data}`` and sends
it), is no descriptor: the definition is only part of a request made later, with what the
caller adds and whatever method the client defaults to, so the call stays the resolver's:
the calls of the executor it returns make the requests (rule ``closure.factory-arguments``).
"""
from __future__ import annotations

import re

from code2skill.facts import Fn, FunctionFact
from code2skill.requests import RequestTemplate
from code2skill.values import HoleV, ObjV, StrV, Text, Value, text_of

HTTP_METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS")


def is_factory(fn: FunctionFact | None) -> bool:
    """Whether ``fn`` returns a function (``(base) => () => …``, ``function f(base) { return
    () => {…} }``): a call of it defines a request, never makes one, so rule
    ``descriptor.request`` does not apply to it."""
    return fn is not None and any(isinstance(r, Fn) for r in fn.returns)


def descriptor_template(args: tuple[Value, ...], site, ctx) -> RequestTemplate | None:
    """The request a descriptor argument describes, or ``None``."""
    for arg in args:
        if not isinstance(arg, ObjV):
            continue
        method = (text_of(ctx.member(arg, "method")) or "").upper()
        url = text_of(ctx.member(arg, "url"))
        if method not in HTTP_METHODS or not url or not url.startswith("/"):
            continue
        where = ctx.where(site.call.span)
        path_values = ctx.member(arg, "path")
        parts: list[Text | HoleV] = []
        for piece in re.split(r"(\{[^}]+\})", url):
            if piece.startswith("{") and piece.endswith("}"):
                parts.append(HoleV(piece[1:-1], ctx.member(path_values, piece[1:-1]) or StrV(()),
                                   where))
            elif piece:
                parts.append(Text(piece, where))
        form = ctx.member(arg, "formData")
        body = form if form is not None else ctx.member(arg, "body")
        return RequestTemplate(
            lib="descriptor", method=StrV((Text(method, where),)), url=StrV(tuple(parts)),
            sites=(ctx.site(site.call.span, "descriptor.request"),),
            query=ctx.member(arg, "query"), body=body,
            body_encoding="multipart" if form is not None else (
                "json" if body is not None else None))
    return None
