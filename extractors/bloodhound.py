"""Bloodhound, typeahead.js's suggestion engine: its ``remote`` and ``prefetch`` options name
the URLs the engine requests.

Forms handled::

    new Bloodhound({ remote: { url: base + '/authors?q=%QUERY', wildcard: '%QUERY' } })
    new Bloodhound({ remote: '/suggest?q=%QUERY', prefetch: '/countries.json' })
    new Bloodhound({ prefetch: { url: '/tags', cache: false } })

typeahead.js documents (``doc/bloodhound.md``) ``remote`` and ``prefetch`` each as "a URL or
an options hash" whose ``url`` is required; the default ``prepare``/``transport`` send
``$.ajax({url, type: 'GET', dataType: 'json'})``, so both are ``GET`` requests with no body.

Rule ``bloodhound.remote``: the engine requests ``remote.url`` when its local data is not
enough, replacing the ``wildcard`` text (``%QUERY`` when no ``wildcard`` is written, the
wildcard of typeahead.js 0.10 and of every documented example) with the URI-encoded query the
user typed: that text becomes the input ``query`` where it stands (``?q=%QUERY`` is the query
parameter ``q``). A ``prepare``/``replace`` function without a ``wildcard`` rewrites the URL at
run time: the request keeps the written URL with a ``low`` review note saying so.

Rule ``bloodhound.prefetch``: the engine requests ``prefetch.url`` once, when it initialises,
with no input.

The ``remote``/``prefetch`` entry is the request's call site; a URL the source does not show
stays a request, reviewed downstream as any unresolved URL.
"""
from __future__ import annotations

from code2skill.facts import Call
from code2skill.requests import RequestTemplate
from code2skill.values import FnV, ObjV, StrV, Text

from .common import first_text
from .plugin_options import (
    LIB, constructor_call, declared_requests, entry_span, no_request, with_input,
)
from .registry import Recogniser

REMOTE = "bloodhound.remote"
PREFETCH = "bloodhound.prefetch"
WILDCARD = "%QUERY"
INPUT = "query"


def requests(program) -> list:
    """Rules ``bloodhound.remote``/``bloodhound.prefetch``: the requests of every ``new
    Bloodhound({…})`` (module docstring)."""
    return declared_requests(program, match, build)


def match(call: Call) -> str | None:
    """``new Bloodhound(options)``'s label, else ``None``."""
    return "new Bloodhound" if constructor_call(call, "Bloodhound") else None


def build(ctx, options: ObjV, call: Call) -> list[RequestTemplate]:
    """The ``remote`` and ``prefetch`` requests of one engine's ``options``."""
    out = []
    for key, rule in (("remote", REMOTE), ("prefetch", PREFETCH)):
        entry = options.get(key)
        if entry is None or isinstance(entry, FnV):
            continue
        settings = entry if isinstance(entry, ObjV) else None
        url = ctx.member(settings, "url") if settings is not None else entry
        if url is None:
            continue
        span = entry_span(call, key)
        where = ctx.where(span)
        notes = ()
        if rule == REMOTE:
            wildcard = first_text(ctx.member(settings, "wildcard")) if settings else None
            rewrites = settings is not None and wildcard is None and any(
                isinstance(ctx.member(settings, k), FnV) for k in ("prepare", "replace"))
            url = with_input(url, wildcard or WILDCARD, INPUT)
            if rewrites:
                notes = (("low", "Bloodhound's remote URL is rewritten at run time by its "
                          "prepare/replace function: the written URL is the one shown; confirm "
                          "the query the engine adds", where),)
        out.append(RequestTemplate(
            lib=LIB, method=StrV((Text("GET", where, rule),)), url=url,
            sites=(ctx.site(span, rule),), notes=notes))
    return out


RECOGNISER = Recogniser(id="bloodhound", request=no_request, declared=requests)
