"""Framework7: the XHR helper ``request`` and its shorthands.

Call forms handled::

    import { request } from 'framework7';      // also Framework7.request, f7.request
    request({ url, method, data, contentType, processData, headers, xhrFields })  // GET by default
    request.get(url[, data])    request.json(url[, data])        // GET, data: the query
    request.post(url[, data])   request.postJSON(url[, data])    // POST, data: the body
    request.promise(…)   request.promise.get|post|json|postJSON(…)   // the same, as promises
    request.setup({ xhrFields: { withCredentials: true }, beforeSend(xhr) { … } })

``data`` is the query of a ``GET``/``HEAD`` and the body otherwise: form-encoded (the default
``application/x-www-form-urlencoded``) unless ``contentType`` names another type (JSON, a
``text/plain`` body sent as it is); ``postJSON`` sends JSON. ``xhrFields: { withCredentials:
true }`` (per call or in ``request.setup``) is cookie-session evidence, and a credential header
``beforeSend`` sets in ``request.setup`` is auth evidence of every request (rule
``framework7.setup``).
"""
from __future__ import annotations

from code2skill.requests import AuthHint, RequestTemplate
from code2skill.recogniser_context import SetupFacts
from code2skill.values import FnV, LibV, StrV, Text, Value

from .common import (
    auth_from_headers, body_encoding, first_text, headers_from, is_true,
    method_value, settings_calls, xhr_settings_auth,
)
from .registry import LibraryFacts, Recogniser

LIB = "framework7"
SHORTHANDS = {"get": "GET", "json": "GET", "post": "POST", "postJSON": "POST"}
FACTS = LibraryFacts(verbs=tuple(SHORTHANDS), body_keys=("data",))
# what stands before ``request`` in a callee: the import itself, the default export
# (``Framework7.request``) or the app instance framework7-vue/-react export (``f7.request``)
OWNERS = ((), ("default",), ("f7",))


def request_call(callee: Value) -> str | None:
    """The form of a Framework7 request call: ``request``, a shorthand name, or ``None``.
    ``request.promise`` and ``request.promise.<shorthand>`` are their plain forms."""
    if not (isinstance(callee, LibV) and callee.lib == LIB):
        return None
    path = callee.path
    owner = next((o for o in OWNERS if path[:len(o) + 1] == o + ("request",)), None)
    if owner is None:
        return None
    rest = tuple(p for p in path[len(owner) + 1:] if p != "promise")
    if not rest:
        return "request"
    return rest[0] if len(rest) == 1 and rest[0] in SHORTHANDS else None


def request(callee, site, ctx) -> RequestTemplate | None:
    """A template for a Framework7 ``request`` call; ``None`` for anything else."""
    form = request_call(callee)
    args = ctx.args(site.call) if form else ()
    if not args:
        return None
    where = ctx.where(site.call.span)
    if form == "request":
        settings = args[0]
        url = ctx.member(settings, "url")
        method = ctx.member(settings, "method") or StrV((Text("GET", None,
                                                              "framework7.default-method"),))
        data = ctx.member(settings, "data")
        content_type = first_text(ctx.member(settings, "contentType"))
    else:
        settings = None
        url = args[0]
        data = args[1] if len(args) > 1 and not isinstance(args[1], FnV) else None
        method = method_value(SHORTHANDS[form], where)
        content_type = "application/json" if form == "postJSON" else None
    if url is None:
        return None
    headers = headers_from(ctx.member(settings, "headers"), where)
    auth = list(auth_from_headers(headers, "framework7.header")) + list(setup_auth(ctx))
    if is_true(ctx.member(ctx.member(settings, "xhrFields"), "withCredentials")):
        auth.append(AuthHint("cookie-session", where, "framework7.with-credentials",
                             "xhrFields.withCredentials"))
    is_get = (first_text(method) or "GET").upper() in ("GET", "HEAD")
    return RequestTemplate(
        lib=LIB, method=method, url=url, sites=(ctx.site(site.call.span, f"{LIB}.{form}"),),
        query=data if is_get else None, body=None if is_get else data,
        body_encoding=None if is_get or data is None else encoding(data, content_type),
        headers=headers, auth=tuple(auth))


def encoding(data: Value, content_type: str | None) -> str | None:
    """How a body is sent: by its ``contentType`` (``json``, ``form``, ``multipart``; another
    type such as ``text/plain``: ``None``, sent as it is), else by its value (``FormData``),
    else form-encoded, Framework7's default."""
    found = body_encoding(data, None, content_type)
    if found is not None or content_type:
        return found
    return "form"


def setup_auth(ctx) -> tuple[AuthHint, ...]:
    """The auth evidence ``request.setup(…)`` gives every request (:func:`setup`)."""
    return tuple(ctx.program.setup_facts(LIB, []))


def setup(program) -> SetupFacts:
    """Rule ``framework7.setup``: program-wide, the auth of ``request.setup(options)``: a
    credential header its ``beforeSend`` function sets (``xhr.setRequestHeader('Authorization',
    'Bearer ' + token)``) and ``xhrFields.withCredentials``."""
    def accepts(callee, frame) -> bool:
        return request_call(program.evaluate(callee.obj, frame)) == "request"

    found: list[AuthHint] = []
    for ctx, options, where in settings_calls(program, "setup", accepts):
        found.extend(xhr_settings_auth(ctx, options, where, "framework7.setup",
                                       "framework7.with-credentials", "xhrFields.withCredentials"))
    return SetupFacts(found)


RECOGNISER = Recogniser(id=LIB, request=request, setup=setup, facts=FACTS,
                        modules={"framework7": LIB, "framework7/lite": LIB,
                                 "framework7/bundle": LIB, "framework7/lite-bundle": LIB,
                                 "framework7-vue": LIB, "framework7-react": LIB})
