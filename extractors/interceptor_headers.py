"""Headers a client sets (rule ``context.runtime-header``): a header of the user's runtime environment that a client
sets on every request it passes — in a request interceptor
(``config.headers['X-Timezone-Offset'] = getTimezoneOffsetMinutes(…)``, also in the helpers it
calls) or as a default (``axios.defaults.headers.common['Accept-Language'] = locale`` in a
locale setter) — is a header the client sets: a context reference of each request of that
client (``context.runtime-header``), never a Tool input nor a credential. Only headers named as
the user's environment count (locale, language, time zone: the names
``context.runtime-header`` knows); the value the setter is given is the client's own state,
not a caller's argument, so it is kept as an unknown ``client-state`` value.

Rule ``header.proxy-identity``: an identity or routing header a client sets the same ways
(``config.headers['X-Forwarded-User'] = user`` in an interceptor, ``headers.set('X-Forwarded-
User', user)`` in RTK Query's ``prepareHeaders``, ``api.defaults.headers.common =
defaultHeaders()``) is a header of each request of that client too: the request pass makes it
no Tool input and gives the request its review item
(:mod:`code2skill.passes.proxy_headers`). A ``….set(NAME, value)``/``….append(NAME, value)``
call counts on a parameter of the function or a member named ``headers``.
"""
from __future__ import annotations

from code2skill.facts import Member, Ref
from code2skill.passes.context_refs import RUNTIME_HEADER
from code2skill.passes.proxy_headers import identity_header
from code2skill.requests import Header
from code2skill.values import UnknownV, Value, mentions_param, text_of

from .common import headers_from, reached_functions

MUTATORS = ("set", "append")

def client_value(value: Value | None, where) -> Value:
    """A header value the client itself set: a value reading a parameter (of the setter or
    the interceptor) is the client's state, unknown here."""
    if value is None or mentions_param(value):
        return UnknownV("client-state", where)
    return value


def is_environment_header(name: str | None) -> bool:
    """Whether ``name`` is a header of the user's environment (``Accept-Language``,
    ``X-Timezone-Offset``, ``X-Timezone-Name``…)."""
    return bool(name) and bool(RUNTIME_HEADER.match(name))


def is_client_header(name: str | None) -> bool:
    """Whether a client-wide write of header ``name`` is one the request reads: an
    environment header (rule ``context.runtime-header``) or an identity or routing header
    (rule ``header.proxy-identity``)."""
    return is_environment_header(name) or (bool(name) and identity_header(name))


def interceptor_headers(ctx, handler: Value | None) -> list[Header]:
    """The environment and identity headers an interceptor or ``prepareHeaders`` function
    (and the helpers it calls) writes to ``….headers[NAME]`` or sets with
    ``….set(NAME, value)`` (module docstring)."""
    from code2skill.recogniser_context import Frame

    facts = ctx.function_facts(handler)
    if facts is None:
        return []
    found: list[Header] = []
    for fid in reached_functions(ctx, facts[1].fid):
        path, fn = ctx.program.function_facts(fid)
        frame = Frame(path, fn.fid)
        for assignment in fn.assignments:
            target = ctx.program.written_target(frame, assignment)
            if target is None or "headers" not in target[:-1] or \
                    not is_client_header(target[-1]):
                continue
            where = (path, assignment.span)
            value = ctx.program.evaluate(assignment.value, frame) \
                if assignment.value is not None else None
            found.append(Header(target[-1], client_value(value, where), where))
        params = {p.name for p in fn.params if p.name}
        for site in ctx.calls_in(fid):
            callee = site.call.callee
            if not (isinstance(callee, Member) and callee.prop in MUTATORS
                    and len(site.call.args) == 2 and headers_object(callee.obj, params)):
                continue
            name = text_of(ctx.program.evaluate(site.call.args[0], frame))
            if is_client_header(name):
                where = (path, site.call.span)
                value = ctx.program.evaluate(site.call.args[1], frame)
                found.append(Header(name, client_value(value, where), where))
    return found


def headers_object(expr, params: set[str]) -> bool:
    """Whether ``expr`` names a headers object a client-wide function fills: one of its
    parameters (``prepareHeaders: (headers) => …``) or a member ``headers``
    (``config.headers.set(…)``)."""
    return (isinstance(expr, Ref) and expr.name in params) or \
        (isinstance(expr, Member) and expr.prop == "headers")


def default_identity_headers(value: Value | None, where) -> list[Header]:
    """The identity headers (rule ``header.proxy-identity``) of a headers object assigned as a
    client's defaults (``api.defaults.headers.common = defaultHeaders()``), also of a choice
    of objects a helper builds (rule ``header.helper-object``)."""
    return [Header(h.name, client_value(h.value, h.where or where), h.where or where,
                   h.optional)
            for h in headers_from(value, where) if identity_header(h.name)]
