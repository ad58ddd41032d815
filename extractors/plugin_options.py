"""Requests a jQuery plugin or widget library declares in its options object.

Shapes shared by the option recognisers (:mod:`.bloodhound`, :mod:`.bootstrap_table`,
:mod:`.select2`)::

    new Bloodhound({ remote: { url } })            // a constructor given options
    $('#table').bootstrapTable({ url })            // a jQuery plugin method given options

The library sends the request itself (through ``$.ajax``) when the widget loads or the user
types, so the URL is data in the options, not a call the resolver follows. Each recogniser
names the call (a constructor or plugin method), reads its options object and returns the
requests its library's documented defaults make; this module walks the program's call sites,
evaluates each recognised call's options where the call is (so a URL built from the enclosing
function's parameters is specialised to its callers, as a direct ``$.ajax`` would be), and adds
``$.ajaxSetup``'s auth (rule ``jquery.setup``). Options the resolver cannot read as an object
are a ``medium`` review item naming the call site (rule ``plugin.options-unread``).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Iterable

from code2skill.facts import Call, Lit, Member, Obj, Ref
from code2skill.recogniser_context import Frame
from code2skill.requests import RequestTemplate
from code2skill.placeholders import placeholder
from code2skill.values import HoleV, ObjV, StrV, Text, Value

LIB = "jquery"
UNREAD = "plugin.options-unread"


def declared_requests(program, match: Callable[[Call], str | None],
                      build: Callable[[object, ObjV, Call], Iterable[RequestTemplate]], *,
                      lib: str = LIB, jquery_defaults: bool = True,
                      paths: Iterable[str] | None = None) -> list:
    """Every request ``build`` reads from the options of a call ``match`` names (it returns
    the call's label, such as ``new Bloodhound``, or ``None``), as ``Emitted`` items at the
    function making the call; options that are no readable object are reviewed as a site of
    library ``lib``. ``jquery_defaults``: the library sends through ``$.ajax``, so
    ``$.ajaxSetup``'s auth is the request's too (a widget with its own ``XMLHttpRequest``
    passes ``False``); ``paths``: only those modules' calls (all modules when ``None``)."""
    from code2skill.resolution.shared import Emitted

    from .jquery_setup import setup_auth

    out = []
    for path in sorted(program.modules if paths is None else paths):
        for site in program.modules[path].calls:
            label = match(site.call)
            if label is None:
                continue
            frame = Frame(path, site.scope)
            ctx = program.context(frame, function_name(program, site.scope))
            options = ctx.evaluate(site.call.args[-1]) if site.call.args else None
            if not isinstance(options, ObjV):
                where = ctx.where(site.call.span)
                program.note_review("medium", f"{label}(…) is given options code2skill could "
                                    "not read as an object: the URL its library requests is "
                                    f"not in the contract (rule {UNREAD})", where)
                program.note_reviewed_site(where, lib)
                continue
            auth = setup_auth(ctx) if jquery_defaults else ()
            for template in build(ctx, options, site.call):
                out.append(Emitted(replace(template, auth=template.auth + tuple(auth)),
                                   path, site.scope))
    return out


def plugin_call(call: Call, methods: frozenset[str]) -> bool:
    """``$(target).method({…})``/``el.method({…})``: a jQuery plugin method of ``methods``
    called with an options object as its last argument (a string first argument is a
    method call on a made widget, ``bootstrapTable('refresh')``, no options)."""
    return isinstance(call.callee, Member) and call.callee.prop in methods and not call.new \
        and bool(call.args) and not isinstance(call.args[0], Lit)


def constructor_call(call: Call, name: str) -> bool:
    """``new name(options)``."""
    return call.new and isinstance(call.callee, Ref) and call.callee.name == name \
        and bool(call.args)


def with_input(url: Value, marker: str, name: str) -> Value:
    """``url`` with each occurrence of ``marker`` in its fixed text (Bloodhound's ``%QUERY``
    wildcard) made a hole named ``name`` whose value the library fills at run time."""
    if not isinstance(url, StrV) or not marker:
        return url
    parts: list = []
    for part in url.parts:
        if not isinstance(part, Text) or marker not in part.text:
            parts.append(part)
            continue
        pieces = part.text.split(marker)
        for i, piece in enumerate(pieces):
            if i:
                parts.append(HoleV(name, placeholder(name, part.where), part.where))
            if piece:
                parts.append(Text(piece, part.where, part.origin))
    return StrV(tuple(parts))


def entry_span(call: Call, key: str):
    """The span of entry ``key`` of the call's options when they are an object literal written
    at the call (the request's call site), else the call's own span."""
    options = call.args[-1] if call.args else None
    if isinstance(options, Obj):
        found = next((p.span for p in reversed(options.props) if p.key == key), None)
        if found is not None:
            return found
    return call.span


def no_request(callee, site, ctx) -> None:
    """An option recogniser claims no call: its requests are declared (``declared``)."""
    return None


def function_name(program, fid: str | None) -> str | None:
    """The name of function ``fid`` (``None`` at module level or when unknown)."""
    if fid is None:
        return None
    found = program.function_facts(fid)
    return found[1].name if found is not None else None
