"""ky and got: the two clients that share ``prefixUrl``/``json``/``searchParams`` options.

Call forms handled::

    ky(url, { method, json, body, searchParams, headers })      // GET by default
    ky.get|post|put|patch|delete|head(url, options)
    const api = ky.create({ prefixUrl, headers });  api.get('articles')
    ky.extend({ headers }).post(url, { json })      // instances extend instances
    … .json()  .text()                              // response readers, chained
    got(url, options)  got.post(url, options)  got.extend({ prefixUrl })   // got, alike

``json`` is a JSON body, ``body`` a raw one (``FormData`` → multipart); ``searchParams`` the
query; ``prefixUrl`` the base URL (joined with exactly one ``/``, as ky does);
``credentials: 'include'`` is cookie-session evidence and an ``Authorization`` header bearer
evidence.

Rule ``ky.before-request-hook``: a function in ``hooks.beforeRequest`` of the client's options
(``ky.create``/``ky.extend``/``api.extend`` or the call's own, inline or referenced by name)
that sets a credential header (``request.headers.set('Authorization', `Bearer ${t}`)``,
``options.headers.set('X-Api-Key', k)``, or through a helper it calls) is auth evidence at that
line, as an axios request interceptor's is. ky merges the hooks of an extended client with the
new ones, so every ``hooks`` of the merged options counts.
"""
from __future__ import annotations

from code2skill.requests import AuthHint, RequestTemplate
from code2skill.values import ArrV, ClientV, LibV, ObjV, StrV, Text, Value

from .common import (
    auth_from_headers, auth_in_choice, auth_in_function, body_encoding, headers_from, method_value,
    option, prop_where, sends_credentials,
)
from .registry import LibraryFacts, Recogniser

LIBS = ("ky", "got")
FACTS = LibraryFacts(response_body="json()", verbs=("get", "post", "put", "patch", "delete",
                                                    "head"),
                     base_keys=("prefixUrl",), query_keys=("searchParams",), json_keys=("json",),
                     body_keys=("body",), credentials=("credentials", "include"))


def call_value(callee, args, where, new) -> Value | None:
    """``ky.create(options)`` / ``ky.extend(options)`` / ``api.extend(options)`` → a client."""
    if isinstance(callee, LibV) and callee.lib in LIBS and callee.path in (("create",),
                                                                            ("extend",)):
        return ClientV(callee.lib, args[0] if args else None, where)
    if isinstance(callee, ClientV) and callee.lib in LIBS and callee.path in (("create",),
                                                                               ("extend",)):
        merged = merge_options(callee.config, args[0] if args else None) \
            if callee.path == ("extend",) else (args[0] if args else None)
        return ClientV(callee.lib, merged, callee.where or where)
    return None


def merge_options(first: Value | None, second: Value | None) -> Value | None:
    if isinstance(first, ObjV) and isinstance(second, ObjV):
        return ObjV(first.props + second.props, first.where)
    return second if second is not None else first


def request(callee, site, ctx) -> RequestTemplate | None:
    """A template for a ky request; ``None`` for anything else."""
    if isinstance(callee, LibV) and callee.lib in LIBS:
        client, path = None, callee.path
    elif isinstance(callee, ClientV) and callee.lib in LIBS:
        client, path = callee, callee.path
    else:
        return None
    lib = callee.lib
    call = site.call
    args = ctx.args(call)
    if not args or not (path == () or (len(path) == 1 and path[0] in FACTS.verbs)):
        return None
    url = args[0]
    options = args[1] if len(args) > 1 else None
    options = merge_options(client.config if client else None, options)
    if path:
        method = method_value(path[0], ctx.where(call.span))
    else:
        method = ctx.member(options, "method") or StrV((Text("GET", None, f"{lib}.default"),))
    headers_value = ctx.member(options, "headers")
    headers = headers_from(headers_value, ctx.where(call.span))
    auth = list(auth_from_headers(headers, f"{lib}.header")) + hook_auth(ctx, options) + \
        list(auth_in_choice(headers_value, ctx.where(call.span)))
    if sends_credentials(ctx, options, FACTS.credentials):
        auth.append(AuthHint("cookie-session", prop_where(options, FACTS.credentials[0])
                             or ctx.where(call.span), f"{lib}.credentials-include",
                             "credentials: 'include'"))
    response = next(((ta, ctx.where(span)) for name, _, span, ta in site.chain
                     if name == "json" and ta), None)         # .json<Article>()
    json_body = option(ctx, options, FACTS.json_keys)
    raw_body = option(ctx, options, FACTS.body_keys)
    body = json_body if json_body is not None else raw_body
    return RequestTemplate(
        lib=lib, method=method, url=url, base=option(ctx, options, FACTS.base_keys),
        sites=(ctx.site(call.span, f"{lib}.instance-call" if client else f"{lib}.call"),),
        query=option(ctx, options, FACTS.query_keys), body=body,
        body_encoding="json" if json_body is not None else body_encoding(raw_body),
        response_type=response,
        headers=headers, auth=tuple(auth))


def hook_auth(ctx, options: Value | None) -> list[AuthHint]:
    """Rule ``ky.before-request-hook``: the auth hints the ``beforeRequest`` hooks of merged
    ``options`` set (each hook function read with its helpers, as an interceptor is)."""
    if not isinstance(options, ObjV):
        return []
    hints: list[AuthHint] = []
    for hooks in (p.value for p in options.props if p.key == "hooks"):
        listed = ctx.member(hooks, "beforeRequest")
        for hook in listed.items if isinstance(listed, ArrV) else ():
            hints.extend(h for h in auth_in_function(ctx, hook, "ky.before-request-hook",
                                                     follow=True) if h not in hints)
    return hints


RECOGNISER = Recogniser(id="ky", request=request, call_value=call_value, facts=FACTS,
                        modules={"ky": "ky", "ky-universal": "ky", "got": "got"},
                        client_types={"KyInstance": "instance", "Got": "instance"})
