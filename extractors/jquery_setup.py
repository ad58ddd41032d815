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

from code2skill.facts import Member
from code2skill.recogniser_context import Frame, SetupFacts
from code2skill.requests import AuthHint
from code2skill.values import LibV, ObjV

from .common import auth_from_headers, auth_in_function, headers_from, is_true

LIB = "jquery"
RULE = "jquery.setup"


def setup(program) -> SetupFacts:
    """Program-wide: the auth hints of every ``$.ajaxSetup({...})`` call (module docstring),
    as a list of :class:`~code2skill.requests.AuthHint` read back by :func:`setup_auth`; a
    call whose argument is no object literal the resolver can read adds nothing."""
    from code2skill.recogniser_context import Context

    found: list[AuthHint] = []
    for path in sorted(program.modules):
        for site in program.modules[path].calls:
            if not (isinstance(site.call.callee, Member) and site.call.callee.prop == "ajaxSetup"
                    and site.call.args):
                continue
            frame = Frame(path, site.scope)
            callee = program.evaluate(site.call.callee, frame)
            if not (isinstance(callee, LibV) and callee.lib == LIB
                    and callee.path == ("ajaxSetup",)):
                continue
            ctx = Context(program, frame, None)
            settings = program.evaluate(site.call.args[0], frame)
            if not isinstance(settings, ObjV):
                continue
            where = ctx.where(site.call.span)
            found.extend(auth_from_headers(headers_from(ctx.member(settings, "headers"), where),
                                           RULE))
            found.extend(auth_in_function(ctx, ctx.member(settings, "beforeSend"), RULE))
            if is_true(ctx.member(ctx.member(settings, "xhrFields"), "withCredentials")):
                found.append(AuthHint("cookie-session", where, "jquery.with-credentials",
                                      "$.ajaxSetup xhrFields.withCredentials"))
    return SetupFacts(found)


def setup_auth(ctx) -> tuple[AuthHint, ...]:
    """The auth evidence ``$.ajaxSetup(…)`` gives every jQuery request (:func:`setup`)."""
    return tuple(ctx.program.setup_facts(LIB, []))
