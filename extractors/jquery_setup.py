"""jQuery: ``$.ajaxSetup(settings)``, the defaults of every later ``$.ajax`` call.

Form handled (anywhere in the program, also inside a ready callback ``$(() => {…})``)::

    $.ajaxSetup({ headers: { 'X-CSRF-TOKEN': token }, xhrFields: { withCredentials: true },
                  beforeSend(xhr) { xhr.setRequestHeader('Authorization', 'Bearer ' + t) } })

Rule ``jquery.setup``: jQuery merges these settings into every ``$.ajax``, ``$.get``,
``$.getJSON`` and ``$.post`` request of the page, so a credential header they name (an
``Authorization`` scheme, an API-key header, a CSRF token header: ``cookie-session``), a
credential header ``beforeSend`` sets, and ``xhrFields.withCredentials`` are auth evidence of
every jQuery request of the program, as axios defaults are of every axios request.
"""
from __future__ import annotations

from code2skill.recogniser_context import SetupFacts
from code2skill.requests import AuthHint
from code2skill.values import LibV

from .common import auth_from_headers, headers_from, settings_calls, xhr_settings_auth

LIB = "jquery"
RULE = "jquery.setup"


def setup(program) -> SetupFacts:
    """Program-wide: the auth hints of every ``$.ajaxSetup({...})`` call (module docstring),
    as a list of :class:`~code2skill.requests.AuthHint` read back by :func:`setup_auth`; a
    call whose argument is no object literal the resolver can read adds nothing."""
    def accepts(callee, frame) -> bool:
        value = program.evaluate(callee, frame)
        return isinstance(value, LibV) and value.lib == LIB and value.path == ("ajaxSetup",)

    found: list[AuthHint] = []
    for ctx, settings, where in settings_calls(program, "ajaxSetup", accepts):
        found.extend(auth_from_headers(headers_from(ctx.member(settings, "headers"), where), RULE))
        found.extend(xhr_settings_auth(ctx, settings, where, RULE, "jquery.with-credentials",
                                       "$.ajaxSetup xhrFields.withCredentials"))
    return SetupFacts(found)


def setup_auth(ctx) -> tuple[AuthHint, ...]:
    """The auth evidence ``$.ajaxSetup(…)`` gives every jQuery request (:func:`setup`)."""
    return tuple(ctx.program.setup_facts(LIB, []))
