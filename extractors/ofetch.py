"""ofetch and Nuxt: ``$fetch``, ``ofetch``, ``useFetch`` and ``ofetch.create``.

Call forms handled::

    $fetch(url, { method, body, query | params, headers, baseURL })    // Nuxt auto-import
    import { ofetch } from 'ofetch'; ofetch(url, options)
    const api = ofetch.create({ baseURL, headers }); api(url, options)
    useFetch(url, options)  useLazyFetch(url, options)                   // Nuxt composables

``body`` objects are sent as JSON (ofetch serialises them); ``query``/``params`` are the query.
"""
from __future__ import annotations

from code2skill.requests import AuthHint, RequestTemplate
from code2skill.values import ClientV, LibV, ObjV, StrV, Text, Value

from .common import (
    auth_from_headers, auth_in_choice, body_encoding, credential_hints, headers_from, option,
    prop_where, sends_credentials,
)
from .registry import LibraryFacts, Recogniser

LIB = "ofetch"
FACTS = LibraryFacts(response_body="", base_keys=("baseURL",), query_keys=("query", "params"),
                     body_keys=("body",), credentials=("credentials", "include"))
CALLERS = ((), ("ofetch",), ("$fetch",), ("useFetch",), ("useLazyFetch",), ("native",))


def call_value(callee, args, where, new) -> Value | None:
    """``ofetch.create(options)`` / ``$fetch.create(options)`` → a client."""
    if isinstance(callee, (LibV, ClientV)) and callee.lib == LIB and callee.path[-1:] == (
            "create",):
        return ClientV(LIB, args[0] if args else None, where)
    return None


def request(callee, site, ctx) -> RequestTemplate | None:
    """A template for an ofetch/Nuxt fetch call; ``None`` for anything else."""
    if isinstance(callee, LibV) and callee.lib == LIB and callee.path in CALLERS:
        client = None
    elif isinstance(callee, ClientV) and callee.lib == LIB and callee.path == ():
        client = callee
    else:
        return None
    args = ctx.args(site.call)
    if not args:
        return None
    options = args[1] if len(args) > 1 else None
    defaults = client.config if client is not None else None
    headers_value = ctx.member(options, "headers")
    headers = headers_from(ctx.member(defaults, "headers"), client.where if client else None) \
        + headers_from(headers_value, ctx.where(site.call.span))
    auth = list(auth_from_headers(headers, "ofetch.header")) + \
        list(auth_in_choice(headers_value, ctx.where(site.call.span)))
    if sends_credentials(ctx, defaults, FACTS.credentials):          # the client's defaults
        auth.append(AuthHint("cookie-session", prop_where(defaults, FACTS.credentials[0])
                             or ctx.where(site.call.span), "ofetch.credentials-include",
                             "credentials: 'include'"))
    hints, pending = credential_hints(ctx, options, FACTS.credentials, ctx.where(
        site.call.span), "ofetch.credentials-include")
    auth.extend(hints)
    body = option(ctx, options, FACTS.body_keys)
    return RequestTemplate(
        lib=LIB, url=args[0],
        method=ctx.member(options, "method") or StrV((Text("GET", None, "ofetch.default"),)),
        base=option(ctx, options, FACTS.base_keys) or option(ctx, defaults, FACTS.base_keys),
        sites=(ctx.site(site.call.span, "ofetch.call"),),
        query=option(ctx, options, FACTS.query_keys), body=body,
        body_encoding=(body_encoding(body) or ("json" if isinstance(body, ObjV) else None))
        if body is not None else None,
        headers=headers, auth=tuple(auth), pending_credentials=pending)


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value, facts=FACTS,
                        modules={"ofetch": LIB, "ohmyfetch": LIB, "#app": LIB, "#imports": LIB,
                                 "nuxt/app": LIB},
                        globals={"$fetch": LIB, "useFetch": LIB, "useLazyFetch": LIB},
                        client_types={"$Fetch": "instance"})
