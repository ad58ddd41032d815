"""fetch: the WHATWG Fetch API and its isomorphic ports.

Call forms handled::

    fetch(url)                                        // GET
    fetch(url, { method, body, headers, credentials })
    window.fetch(…)  globalThis.fetch(…)  self.fetch(…)
    import fetch from 'node-fetch' | 'cross-fetch' | 'isomorphic-fetch' | 'unfetch'
    fetchRetry(fetch)(url, init)                      // fetch-retry wraps fetch
    fetchUtils.fetchJson(url, init)                   // react-admin's fetch with JSON headers

``body: JSON.stringify(x)`` is a JSON body of ``x``; a ``FormData`` body is multipart, a
``URLSearchParams`` body a form; an explicit ``Content-Type`` header decides otherwise.
``credentials: 'include'`` is cookie-session evidence; an ``Authorization`` header bearer
evidence, also when a spread of ``headers`` holds it (rule ``fetch.header-spread``) and when the
headers come from the wrapper's arguments (``fetch(...args)``: rule ``auth.substituted-headers``
reads them per call); one sent under a parameter guard (``secure && worker(token)``) counts
only on the calls whose arguments do not make the guard falsy. ``fetch(new Request(url, init))``
(also through a variable) is ``fetch(url, init)``, an ``init`` given to ``fetch`` itself
overriding the request's members (rule ``fetch.request-object``).
"""
from __future__ import annotations

from code2skill.facts import Call, Obj, Ref
from code2skill.requests import REQUEST_OBJECT, RequestTemplate
from code2skill.values import ClientV, LibV, ObjV, PropV, StrV, Text, mentions_param

from .common import (
    auth_from_headers, auth_in_spreads, body_encoding, credential_hints, header_text,
    headers_from, option,
)
from .registry import LibraryFacts, Recogniser

FACTS = LibraryFacts(response_body="json()", body_keys=("body",),
                     credentials=("credentials", "include"))

MODULES = {name: "fetch" for name in ("node-fetch", "cross-fetch", "isomorphic-fetch",
                                      "unfetch", "isomorphic-unfetch", "whatwg-fetch",
                                      "ember-fetch", "fetch")}     # ember-fetch's modules
MODULES["fetch-retry"] = "fetch-retry"


def call_value(callee, args, where, new):
    """``fetchRetry(fetch)`` (fetch-retry) is the fetch function it wraps."""
    if isinstance(callee, LibV) and callee.lib == "fetch-retry" and callee.path == () and args:
        return args[0]
    return None


def request(callee, site, ctx) -> RequestTemplate | None:
    """A template for ``fetch(url, init)``; ``None`` for anything else."""
    if not (isinstance(callee, LibV) and callee.lib == "fetch" and callee.path == ()):
        return None
    call = site.call
    args = ctx.args(call)
    if not args:
        return None
    url = args[0]
    init_expr = call.args[1] if len(call.args) > 1 else None
    init = args[1] if len(args) > 1 else None
    rule = "fetch.call"
    if isinstance(url, ClientV) and url.lib == REQUEST_OBJECT and not url.path \
            and isinstance(url.config, ObjV):                # rule fetch.request-object
        url, init = request_object(url.config, init)
        init_expr = init_expr or made_request_init(call.args[0])
        rule = "fetch.request-object"
    method = ctx.member(init, "method")
    headers_value = ctx.member(init, "headers")
    headers = headers_from(headers_value, ctx.where(call.span))
    body_expr = None
    if isinstance(init_expr, Obj):
        body_expr = next((p.value for p in init_expr.props if p.key in FACTS.body_keys), None)
    body = option(ctx, init, FACTS.body_keys)
    auth = list(auth_from_headers(headers, "fetch.header"))
    auth.extend(auth_in_spreads(headers_value, ctx.where(call.span), "fetch.header-spread"))
    hints, pending = credential_hints(ctx, init, FACTS.credentials, ctx.where(call.span),
                                      "fetch.credentials-include")
    auth.extend(hints)
    return RequestTemplate(
        lib="fetch",
        method=method if method is not None else StrV((Text("GET", None, "fetch.default"),)),
        url=url,
        sites=(ctx.site(call.span, rule),),
        body=body,
        body_encoding=body_encoding(body, body_expr, header_text(headers, "Content-Type"))
        if body is not None else None,
        headers=headers,
        auth=tuple(auth),
        pending_headers=headers_value if mentions_param(headers_value) else None,
        pending_credentials=pending,
    )


def request_object(config: ObjV, init):
    """``(url, init)`` that ``fetch(new Request(url, made), init)`` sends: ``config`` is the
    request's ``{url, ...made}``; the members of ``init`` given to ``fetch`` win."""
    url = config.get("url")
    made = ObjV(tuple(p for p in config.props if p.key != "url"), config.where)
    if init is None:
        return url, made
    extra = init.props if isinstance(init, ObjV) else (PropV(None, init),)
    return url, ObjV(made.props + extra, made.where)


def made_request_init(expr):
    """The init object literal of ``new Request(url, {…})`` written inline, else ``None``."""
    if isinstance(expr, Call) and expr.new and isinstance(expr.callee, Ref) \
            and expr.callee.name == "Request" and len(expr.args) > 1 \
            and isinstance(expr.args[1], Obj):
        return expr.args[1]
    return None


# react-admin's ``fetchUtils.fetchJson(url, options)`` is ``fetch(url, options)`` with JSON
# ``Accept``/``Content-Type`` headers added (rule ``fetch.react-admin-fetch-json``)
ALIASES = {(module, "fetchUtils", "fetchJson"): "fetch" for module in ("react-admin", "ra-core")}

RECOGNISER = Recogniser(id="fetch", request=request, call_value=call_value, modules=MODULES,
                        globals={"fetch": "fetch"}, aliases=ALIASES, facts=FACTS)

