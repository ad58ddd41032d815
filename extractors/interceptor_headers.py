"""Headers a client sets (rule ``context.runtime-header``): a header of the user's runtime environment that a client
sets on every request it passes — in a request interceptor
(``config.headers['X-Timezone-Offset'] = getTimezoneOffsetMinutes(…)``, also in the helpers it
calls) or as a default (``axios.defaults.headers.common['Accept-Language'] = locale`` in a
locale setter) — is a header the client sets: a context reference of each request of that
client (``context.runtime-header``), never a Tool input nor a credential. Only headers named as
the user's environment count (locale, language, time zone: the names
``context.runtime-header`` knows); the value the setter is given is the client's own state,
not a caller's argument, so it is kept as an unknown ``client-state`` value.
"""
from __future__ import annotations

from code2skill.passes.context_refs import RUNTIME_HEADER
from code2skill.requests import Header
from code2skill.values import UnknownV, Value, mentions_param

from .common import reached_functions

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


def interceptor_headers(ctx, handler: Value | None) -> list[Header]:
    """The environment headers an interceptor function (and the helpers it calls) writes to
    ``….headers[NAME]`` (module docstring)."""
    from code2skill.recogniser_context import Frame

    facts = ctx.function_facts(handler)
    if facts is None:
        return []
    found: list[Header] = []
    for fid in reached_functions(ctx, facts[1].fid):
        path, fn = ctx.program.function_facts(fid)
        for assignment in fn.assignments:
            target = ctx.program.written_target(Frame(path, fn.fid), assignment)
            if target is None or "headers" not in target[:-1] or \
                    not is_environment_header(target[-1]):
                continue
            where = (path, assignment.span)
            value = ctx.program.evaluate(assignment.value, Frame(path, fn.fid)) \
                if assignment.value is not None else None
            found.append(Header(target[-1], client_value(value, where), where))
    return found
