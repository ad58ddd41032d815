"""XMLHttpRequest: ``open``, ``setRequestHeader`` and ``send`` across statements.

Call forms handled::

    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);                      // the request: method first, URL second
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.withCredentials = true;
    xhr.send(JSON.stringify(body));

The ``open`` call is the call site; ``send`` and ``setRequestHeader`` calls on the same
``XMLHttpRequest`` in the same function add the body and headers (field case FC-07: the method
argument is never taken for a URL).
"""
from __future__ import annotations

from code2skill.facts import Member
from code2skill.requests import AuthHint, Header, RequestTemplate
from code2skill.values import ClientV, LibV, Value

from .common import auth_from_headers, body_encoding, first_text, header_text, is_true
from .registry import Recogniser


def call_value(callee, args, where, new) -> Value | None:
    """``new XMLHttpRequest()`` → a request object identified by where it was made."""
    if new and isinstance(callee, LibV) and callee.lib == "xhr" and callee.path == ():
        return ClientV("xhr", None, where)
    return None


def request(callee, site, ctx) -> RequestTemplate | None:
    """A template for ``xhr.open(method, url)``; ``None`` for anything else."""
    if not (isinstance(callee, ClientV) and callee.lib == "xhr" and callee.path == ("open",)):
        return None
    args = ctx.args(site.call)
    if len(args) < 2:
        return None
    body = None
    headers: tuple[Header, ...] = ()
    auth: list[AuthHint] = []
    for other in ctx.calls_here():
        target = other.call.callee
        if not isinstance(target, Member) or target.prop not in ("send", "setRequestHeader"):
            continue
        owner = ctx.evaluate(target.obj)
        if not (isinstance(owner, ClientV) and owner.where == callee.where):
            continue
        values = ctx.args(other.call)
        if target.prop == "send" and values:
            body = values[0]
        elif target.prop == "setRequestHeader" and len(values) > 1 and first_text(values[0]):
            headers += (Header(first_text(values[0]), values[1], ctx.where(other.call.span)),)
    for assignment in ctx.assignments_here():
        if assignment.target[-1] == "withCredentials" and is_true(
                ctx.evaluate(assignment.value)):
            auth.append(AuthHint("cookie-session", ctx.where(assignment.span),
                                 "xhr.with-credentials", "withCredentials = true"))
    auth.extend(auth_from_headers(headers, "xhr.header"))
    return RequestTemplate(
        lib="xhr", method=args[0], url=args[1],
        sites=(ctx.site(site.call.span, "xhr.open"),),
        body=body, body_encoding=body_encoding(body, None, header_text(headers, "Content-Type"))
        if body is not None else None,
        headers=headers, auth=tuple(auth))


RECOGNISER = Recogniser(id="xhr", request=request, call_value=call_value,
                        globals={"XMLHttpRequest": "xhr"})
