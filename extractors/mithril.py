"""Mithril: ``m.request``, the framework's own HTTP client (rule ``mithril.call``).

Call forms handled::

    import m from 'mithril';                    // default or namespace import, or the global m
    m.request({ method, url, params, body, headers, withCredentials, config })   // GET by default
    m.request(url, { method, params, body })    // the URL first, the options after it
    app.request(options) { return m.request(this.transform(options)); }   // followed per caller

``params`` fills the URL's ``:name`` segments and Mithril appends the rest as the query
(rule ``mithril.params-interpolation``): ``m.request({url: '/notes/:id', params: {id, page}})``
is ``GET /notes/{id}?page=…``. Where the options are not written at the call (a wrapper's
parameter), a ``:name`` segment is a path parameter by rule ``path.colon-placeholder`` and
``params`` stays the query. ``body`` is serialised as JSON (Mithril's default ``serialize``)
unless it is ``FormData`` (multipart) or the options name their own ``serialize`` (encoding
unknown). ``withCredentials: true`` sends the session cookie; a ``config(xhr)`` function that
sets a credential header (``xhr.setRequestHeader('Authorization', …)``) is auth evidence at
that line (rule ``mithril.config-header``). Mithril v1's ``data`` option (the query of a GET,
the body otherwise) is not read.
"""
from __future__ import annotations

from code2skill.requests import AuthHint, RequestTemplate
from code2skill.values import HoleV, LibV, ObjV, StrV, Text, Value

from .common import (
    auth_from_headers, auth_in_choice, auth_in_function, body_encoding, headers_from, option,
    prop_where, sends_credentials,
)
from .registry import LibraryFacts, Recogniser

LIB = "mithril"
FACTS = LibraryFacts(response_body="", query_keys=("params",), body_keys=("body",),
                     credentials=("withCredentials", True))
DEFAULT_METHOD = "mithril.default-method"


def request(callee, site, ctx) -> RequestTemplate | None:
    """A template for ``m.request(options)`` / ``m.request(url, options)``; ``None`` for any
    other call (``m.route``, ``m.mount``: no request)."""
    if not (isinstance(callee, LibV) and callee.lib == LIB and callee.path == ("request",)):
        return None
    args = ctx.args(site.call)
    if not args:
        return None
    if len(args) > 1 or isinstance(args[0], StrV):
        url, options = args[0], (args[1] if len(args) > 1 else None)
    else:
        options = args[0]
        url = ctx.member(options, "url")
    if url is None:
        return None
    where = ctx.where(site.call.span)
    headers_value = ctx.member(options, "headers")
    headers = headers_from(headers_value, where)
    auth = list(auth_from_headers(headers, "mithril.header")) \
        + list(auth_in_choice(headers_value, where)) \
        + list(auth_in_function(ctx, ctx.member(options, "config"), "mithril.config-header"))
    if sends_credentials(ctx, options, FACTS.credentials):
        auth.append(AuthHint("cookie-session", prop_where(options, FACTS.credentials[0]) or where,
                             "mithril.with-credentials", "withCredentials: true"))
    body = option(ctx, options, FACTS.body_keys)
    url, query = interpolated(url, option(ctx, options, FACTS.query_keys))
    return RequestTemplate(
        lib=LIB, url=url,
        method=ctx.member(options, "method") or StrV((Text("GET", None, DEFAULT_METHOD),)),
        sites=(ctx.site(site.call.span, "mithril.call"),),
        query=query, body=body,
        body_encoding=None if body is None else body_encoding(body) or (
            None if ctx.member(options, "serialize") is not None else "json"),
        headers=headers, auth=tuple(auth))


def interpolated(url: Value, params: Value | None) -> tuple[Value, Value | None]:
    """``(url, query)`` once the members of a written ``params`` object fill the URL's
    ``:name`` segments (rule ``mithril.params-interpolation``): each filled segment becomes a
    hole of that name holding the member's value, the members left over are the query
    (``None`` when none is left). Any other ``params`` is the query, the URL unchanged."""
    if not isinstance(url, StrV) or not isinstance(params, ObjV):
        return url, params
    named = {p.key: p for p in params.props if p.key is not None}
    parts: list[Text | HoleV] = []
    used: set[str] = set()
    for part in url.parts:
        if not isinstance(part, Text):
            parts.append(part)
            continue
        for piece in segments(part.text):
            key = piece[1:] if piece.startswith(":") else None
            if key in named and (not parts or ends_segment(parts[-1])):
                used.add(key)
                parts.append(HoleV(key, named[key].value, named[key].where))
            elif piece and parts and isinstance(parts[-1], Text) \
                    and parts[-1].where == part.where:
                parts[-1] = Text(parts[-1].text + piece, part.where, part.origin)
            elif piece:
                parts.append(Text(piece, part.where, part.origin))
    if not used:
        return url, params
    rest = tuple(p for p in params.props if p.key not in used)
    return StrV(tuple(parts)), (ObjV(rest, params.where, params.declared) if rest else None)


def segments(text: str) -> list[str]:
    """``text`` cut before and after every ``/`` (``'/a/:id'`` → ``['', '/', 'a', '/',
    ':id']``), so a ``:name`` segment is one piece."""
    out: list[str] = []
    for i, chunk in enumerate(text.split("/")):
        if i:
            out.append("/")
        out.append(chunk)
    return out


def ends_segment(before: Text | HoleV) -> bool:
    """Whether the piece before a ``:name`` piece closes a segment (a ``/`` text)."""
    return isinstance(before, Text) and before.text.endswith("/")


RECOGNISER = Recogniser(id=LIB, request=request, facts=FACTS,
                        modules={"mithril": LIB}, globals={"m": LIB})
