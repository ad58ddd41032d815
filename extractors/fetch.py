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
only on the calls whose arguments do not make the guard falsy. ``fetch(new Request(…))`` is not modelled (the URL stays unknown and is reported).
"""
from __future__ import annotations

from code2skill.facts import Obj
from code2skill.requests import AuthHint, RequestTemplate
from code2skill.values import LibV, StrV, Text, mentions_param

from .common import (
    auth_from_headers, auth_in_spreads, body_encoding, header_text, headers_from, option,
    prop_where, sends_credentials,
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
    method = ctx.member(init, "method")
    headers_value = ctx.member(init, "headers")
    headers = headers_from(headers_value, ctx.where(call.span))
    body_expr = None
    if isinstance(init_expr, Obj):
        body_expr = next((p.value for p in init_expr.props if p.key in FACTS.body_keys), None)
    body = option(ctx, init, FACTS.body_keys)
    auth = list(auth_from_headers(headers, "fetch.header"))
    auth.extend(auth_in_spreads(headers_value, ctx.where(call.span), "fetch.header-spread"))
    if sends_credentials(ctx, init, FACTS.credentials):
        auth.append(AuthHint("cookie-session", prop_where(init, FACTS.credentials[0])
                             or ctx.where(call.span), "fetch.credentials-include",
                             "credentials: 'include'"))
    return RequestTemplate(
        lib="fetch",
        method=method if method is not None else StrV((Text("GET", None, "fetch.default"),)),
        url=url,
        sites=(ctx.site(call.span, "fetch.call"),),
        body=body,
        body_encoding=body_encoding(body, body_expr, header_text(headers, "Content-Type"))
        if body is not None else None,
        headers=headers,
        auth=tuple(auth),
        pending_headers=headers_value if mentions_param(headers_value) else None,
    )


# react-admin's ``fetchUtils.fetchJson(url, options)`` is ``fetch(url, options)`` with JSON
# ``Accept``/``Content-Type`` headers added (rule ``fetch.react-admin-fetch-json``)
ALIASES = {(module, "fetchUtils", "fetchJson"): "fetch" for module in ("react-admin", "ra-core")}

RECOGNISER = Recogniser(id="fetch", request=request, call_value=call_value, modules=MODULES,
                        globals={"fetch": "fetch"}, aliases=ALIASES, facts=FACTS)

