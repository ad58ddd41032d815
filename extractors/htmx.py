"""htmx: the requests of htmx's JavaScript API, and (rule ``htmx.attribute``,
:mod:`code2skill.extractors.htmx_attributes`) of its ``hx-<verb>`` markup attributes.

Call forms handled::

    htmx.ajax('POST', '/api/links', {values: {target}, headers: {…}})
    htmx.ajax('GET', url)                  // the third argument may be a target selector

The first argument is the method, the second the URL. ``values`` of the context object are
sent as htmx sends an element's parameters: the query of a ``GET`` or ``DELETE``, a form
(``application/x-www-form-urlencoded``) body otherwise; with a method not fixed they are the
body. ``headers`` are the request's headers. The attribute reader adds ``unread``, the texts
of the element's attributes it could not read: each is a medium review note; and
``confirm``, the question of its ``hx-confirm``: an info item (rule ``policy.ui-confirmation``,
Skill guidance, as a ``confirm()`` before a call is).
"""
from __future__ import annotations

from code2skill.requests import RequestTemplate
from code2skill.values import ArrV, LibV, ObjV, StrV, Text

from .common import headers_from, auth_from_headers
from .registry import LibraryFacts, Recogniser

FACTS = LibraryFacts(response_body=None)
QUERY_METHODS = frozenset(("GET", "DELETE"))
CONFIRM_RULE = "policy.ui-confirmation"


def request(callee, site, ctx) -> RequestTemplate | None:
    """A template for ``htmx.ajax(method, url, context)``; ``None`` for anything else."""
    if not (isinstance(callee, LibV) and callee.lib == "htmx" and callee.path == ("ajax",)):
        return None
    call = site.call
    args = ctx.args(call)
    if len(args) < 2:
        return None
    method, url = args[0], args[1]
    context = args[2] if len(args) > 2 and isinstance(args[2], ObjV) else None
    values = ctx.member(context, "values")
    headers = headers_from(ctx.member(context, "headers"), ctx.where(call.span))
    fixed = fixed_text(method)
    in_query = fixed is not None and fixed.upper() in QUERY_METHODS
    rule = "htmx.attribute" if call.callee.span == call.span else "htmx.ajax"
    unread = ctx.member(context, "unread")
    notes = tuple(("medium", f"htmx also sends what {text} gives, which code2skill does not "
                   "read: confirm the request's parameters against the backend",
                   ctx.where(call.span)) for text in unread_texts(unread))
    asked = fixed_text(ctx.member(context, "confirm"))
    if asked is not None:                                  # hx-confirm="Delete this link?"
        notes += (("info", f"the client asks the user to confirm ({asked!r}) before this "
                   "call: keep it as Skill guidance; it is not a trusted confirmation and no "
                   "guard is derived from it", ctx.where(call.span), CONFIRM_RULE),)
    return RequestTemplate(
        lib="htmx", method=StrV((Text(fixed.upper(), ctx.where(call.span)),))
        if fixed is not None else method, url=url,
        sites=(ctx.site(call.span, rule),),
        query=values if in_query else None,
        body=None if in_query else values,
        body_encoding=None if in_query or values is None else "form",
        headers=headers, auth=tuple(auth_from_headers(headers, "htmx.header")), notes=notes)


def unread_texts(value) -> list[str]:
    """The texts of the ``unread`` array the attribute reader adds (rule ``htmx.attribute``:
    the parts of the element it could not read); none for anything else."""
    items = value.items if isinstance(value, ArrV) else ()
    return [text for text in map(fixed_text, items) if text is not None]


def fixed_text(value) -> str | None:
    """The text of a string value made of literal parts only, else ``None``."""
    if isinstance(value, StrV) and all(isinstance(p, Text) for p in value.parts):
        return "".join(p.text for p in value.parts)
    return None


RECOGNISER = Recogniser(id="htmx", request=request, facts=FACTS, globals={"htmx": "htmx"})
