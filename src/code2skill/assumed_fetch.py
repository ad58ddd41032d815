"""Rule ``fetch.assumed-client``: a ``fetch`` method of a client made by a package the run
cannot read, called with fetch's arguments, is read as the WHATWG ``fetch``.

SDKs of backends often expose ``client.fetch(path, init)`` that sends a fetch request
relative to the backend's address with the session's tokens added (trailbase's
``initClient(...).fetch``, the ``fetch`` of an authenticated session object). The package is
outside the analysed folder, so the tool cannot prove what the method does; when its
arguments have fetch's shape the call is taken as ``fetch(url, init)`` (method from
``init.method``, default ``GET``; body from ``init.body``; headers from ``init.headers``),
and the request carries a ``medium`` review item naming the package, so nothing looks surer
than the source proves.

Fetch's shape (:func:`fetch_shaped`):

* the first argument is a URL: a string or template whose fixed text is a path with ``/``
  (``'/api/me'``, ``` `${base}/items` ```) or an absolute ``http(s)`` URL, or a value read
  from a wrapper's parameter;
* the second is absent (only with a URL that starts with ``/`` or ``http(s)://``), or an object whose every
  member is a ``RequestInit`` member (``method``, ``headers``, ``body``, ``signal``,
  ``credentials`` …) or a spread, with at least one, or (with a URL holding ``/``) a value
  the call is handed (a wrapper's ``init`` parameter);
* nothing after it.

Other methods named ``fetch`` are no request: Backbone's ``collection.fetch({data})`` (an
options object first), a store's ``fetch('key')`` (a bare word), a cache's ``fetch(key,
{ttl})`` (an option fetch does not have).
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.requests import RequestTemplate
from code2skill.values import LibV, ObjV, ParamV, StrV, Text, Value, Where, mentions_param

RULE = "fetch.assumed-client"
METHOD = "fetch"
FETCH = LibV("fetch")              # the WHATWG fetch function the call is read as
FETCH_RULE = "fetch.call"          # the site rule of fetch's own template

# the members of fetch's ``RequestInit`` (WHATWG Fetch), and Next.js's ``next``
INIT_KEYS = frozenset({
    "method", "headers", "body", "signal", "credentials", "cache", "mode", "redirect",
    "referrer", "referrerPolicy", "integrity", "keepalive", "priority", "window", "duplex",
    "next",
})


def url_texts(value: Value) -> tuple[str, str]:
    """``(the fixed text a URL value starts with, all its fixed text)``: ``('/api/', '/api/')``
    for ``` `/api/${p}` ```, ``('', '/items')`` for ``` `${base}/items` ```."""
    if not isinstance(value, StrV):
        return "", ""
    texts = [p.text for p in value.parts if isinstance(p, Text)]
    first = value.parts[0].text if value.parts and isinstance(value.parts[0], Text) else ""
    return first, "".join(texts)


def fetch_shaped(args: tuple[Value, ...]) -> bool:
    """Whether call arguments ``args`` (resolved values) have the shape of ``fetch(url,
    init)`` (see the module docstring)."""
    if not args or len(args) > 2:
        return False
    first, text = url_texts(args[0])
    rooted = first.startswith(("/", "http://", "https://")) and " " not in text
    pathlike = "/" in text and " " not in text
    if not pathlike and not mentions_param(args[0]):
        return False
    if len(args) == 1:
        return rooted
    init = args[1]
    if isinstance(init, ObjV):
        return bool(init.props) and all(p.key is None or p.key in INIT_KEYS
                                        for p in init.props)
    return pathlike and isinstance(init, ParamV)


def package_of(source: LibV) -> str:
    """The import specifier a library value comes from (``'trailbase'``)."""
    return source.package or source.lib


def assumed(templates: list[RequestTemplate], source: LibV, written: str,
            where: Where | None) -> list[RequestTemplate]:
    """``templates`` (fetch's, for the call ``written`` at ``where``) marked as made by a
    client of package ``source`` read as fetch: the call's site cites :data:`RULE` and each
    carries a ``medium`` note saying fetch semantics are assumed."""
    note = ("medium", f"call of {written}: a method of a client from '{package_of(source)}', "
            "a package outside the analysed code, is read as fetch(url, init) because its "
            "arguments have fetch's shape; code2skill cannot read that client, so the base "
            "address, headers and credentials it adds, and whether it sends the request as "
            f"written, are assumed (rule {RULE})", where, RULE)
    return [replace(t, sites=tuple(replace(s, rule=RULE) if s.rule == FETCH_RULE else s
                                   for s in t.sites), notes=t.notes + (note,))
            for t in templates]
