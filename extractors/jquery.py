"""jQuery: ``$.ajax`` and its shorthands.

Call forms handled::

    $.ajax({ url, type | method, data, contentType, headers, xhrFields })   // GET by default
    $.ajax(url, { type | method, data, … })
    $.get(url[, data])   $.getJSON(url[, data])   $.post(url[, data])
    $.get({ url, data })  $.post({ url, data, contentType })          // jQuery 1.12+ settings
    jQuery.ajax(…)       import $ from 'jquery'
    var $j = jQuery.noConflict(); $j.ajax(…)       // jquery.no-conflict: the alias is jQuery

``data`` is the query of a ``GET``/``HEAD`` and the body otherwise (a method a wrapper's caller
passes settles it once substituted, rule ``jquery.data-by-method``): form-encoded (jQuery's default
``application/x-www-form-urlencoded``) unless ``contentType`` says JSON (field case FC-06).
The method is the settings' ``method``, else ``type``, else ``GET``; a ``method`` only a
caller's options object may hold (``params = $.extend({}, opts); params.type = m``) keeps that
order until the caller's object is substituted (rule ``jquery.method-option``).
``xhrFields: { withCredentials: true }`` is cookie-session evidence, a credential header the
settings' ``beforeSend(xhr)`` callback sets (``xhr.setRequestHeader('Authorization', 'Bearer ' +
user.api_key)``) is auth evidence of that request (rule ``jquery.before-send``: jQuery calls it
with the request's XHR before sending; the value stays the Host's to bind), and so are the defaults
``$.ajaxSetup`` gives every request (rule ``jquery.setup``, :mod:`.jquery_setup`). ``$.get`` and
``$.post`` given one settings object read it as ``$.ajax`` does, the shorthand's method unless
the settings name another (jQuery merges the settings over ``{type: 'get'|'post'}``). A DataTables
``ajax`` option is a request too (rule ``datatables.ajax``, :mod:`.datatables`). A ``headers``
setting that reads the wrapper's parameter (``function ajax(m, url, data, headers) { return
$.ajax({type: m, url, headers}) }``) is read per call once a caller's value is substituted
(rule ``auth.substituted-headers``: ``{'X-CSRF-Token': glob.csrfToken}`` is cookie-session).
"""
from __future__ import annotations

from code2skill.requests import AuthHint, RequestTemplate
from code2skill.values import (
    AltV, FnV, LibV, ObjV, ParamV, StrV, Text, Value, mentions_param,
)

from .common import (
    auth_from_headers, auth_in_function, body_encoding, chosen_text, first_text, headers_from, is_true,
    json_text_rule, method_value, option,
)
from .datatables import table_requests
from .jquery_answers import answer, call_back_answers, handed_functions
from .jquery_setup import setup, setup_auth
from .registry import LibraryFacts, Recogniser

SHORTHANDS = {"get": "GET", "getJSON": "GET", "post": "POST"}
# jQuery 1.12+: ``$.get(settings)``/``$.post(settings)`` take one settings object, merged over
# ``{type: 'get'|'post'}`` (so its own ``method``/``type`` wins); ``$.getJSON`` takes none
SETTINGS_SHORTHANDS = ("get", "post")
# ``$.ajax(p)`` with ``p`` a parameter: the caller's object is the settings, its string the URL
SETTINGS_RULE = "jquery.settings-or-url"
# a credential header the settings' ``beforeSend(xhr)`` sets is that request's auth
BEFORE_SEND_RULE = "jquery.before-send"
# (``settings.data`` is the query of a GET/HEAD, else the body: rule jquery.data-by-method)
FACTS = LibraryFacts(verbs=tuple(SHORTHANDS), body_keys=("data",))


def request(callee, site, ctx) -> RequestTemplate | None:
    """A template for ``$.ajax``/``$.get``/``$.getJSON``/``$.post``; ``None`` otherwise."""
    if not (isinstance(callee, LibV) and callee.lib == "jquery" and len(callee.path) == 1):
        return None
    name = callee.path[0]
    args = ctx.args(site.call)
    if not args:
        return None
    rule = f"jquery.{name}"
    if name == "ajax" and len(args) == 1 and isinstance(args[0], ParamV):
        settings, url = settings_or_url(ctx, args[0], site.call.span)
        rule = SETTINGS_RULE
        method = settings_method(ctx.member(settings, "method"), ctx.member(settings, "type"))
        data = option(ctx, settings, FACTS.body_keys)
    elif name == "ajax":
        settings = args[0] if isinstance(args[0], ObjV) else (args[1] if len(args) > 1
                                                                 else None)
        url = ctx.member(settings, "url") if isinstance(args[0], ObjV) else args[0]
        method = settings_method(ctx.member(settings, "method"), ctx.member(settings, "type"))
        data = option(ctx, settings, FACTS.body_keys)
    elif name in SETTINGS_SHORTHANDS and isinstance(args[0], ObjV):   # the settings form
        settings = args[0]
        url = ctx.member(settings, "url")
        method = ctx.member(settings, "method") or ctx.member(settings, "type") \
            or method_value(SHORTHANDS[name], ctx.where(site.call.span))
        data = option(ctx, settings, FACTS.body_keys)
    elif name in FACTS.verbs:
        settings = None
        url, data = args[0], args[1] if len(args) > 1 and not is_callback(ctx, args[1]) \
            else None
        method = method_value(SHORTHANDS[name], ctx.where(site.call.span))
    else:
        return None
    if url is None:
        return None
    call_back_answers(ctx, name, args, site.call.span)       # rule jquery.answer
    headers_value = ctx.member(settings, "headers")
    headers = headers_from(headers_value, ctx.where(site.call.span))
    auth = list(auth_from_headers(headers, "jquery.header")) \
        + list(auth_in_function(ctx, ctx.member(settings, "beforeSend"), BEFORE_SEND_RULE)) \
        + list(setup_auth(ctx))
    if is_true(ctx.member(ctx.member(settings, "xhrFields"), "withCredentials")):
        auth.append(AuthHint("cookie-session", ctx.where(site.call.span),
                             "jquery.with-credentials", "xhrFields.withCredentials"))
    is_get = (chosen_text(method) or "GET").upper() in ("GET", "HEAD")
    content_value = ctx.member(settings, "contentType")
    content_type = first_text(content_value)
    pending = (data, content_value) if data is not None and chosen_text(method) is None \
        and mentions_param(method) else None
    return RequestTemplate(
        lib="jquery", method=method, url=url,
        sites=(ctx.site(site.call.span, rule),),
        query=data if is_get else None, body=None if is_get else data,
        body_encoding=None if is_get or data is None else (
            body_encoding(data, None, content_type) or "form"),
        headers=headers, auth=tuple(auth), pending_data=pending,
        encoding_rule=None if is_get else json_text_rule(data, content_type),
        pending_headers=headers_value if mentions_param(headers_value) else None)


def settings_method(method: Value | None, type_: Value | None) -> Value:
    """The settings' ``method``, else its ``type``, else ``GET`` (rule
    ``jquery.method-option``). A ``method`` that only a caller's options object may hold
    (``{...opts, type: "POST"}``, ``$.extend({}, opts)`` then ``params.type = m``) is that
    choice in order, decided once the caller's object is substituted, never the whole
    method."""
    default = StrV((Text("GET", None, "jquery.default-method"),))
    if method is not None and type_ is not None and mentions_param(method):
        return AltV((method, type_, default), "or")
    return method or type_ or default


def settings_or_url(ctx, given: ParamV, span) -> tuple[Value, Value]:
    """``(settings, url)`` of ``$.ajax(p)`` with ``p`` a parameter (rule
    ``jquery.settings-or-url``): jQuery reads a first argument that is an object as the
    settings (``typeof url === "object"``), anything else as the URL, so each is a choice on
    that test, decided once a caller's argument is substituted — the caller's options object
    (``sendRequest({url: "projects/" + name, type: "DELETE"})``) gives its ``url``, ``type``
    and ``data``, a caller's string is the URL of a GET. A parameter the wrapper writes
    members on before the call (``options.data = JSON.stringify(body)``) is an object: the
    caller's settings with those members (rule ``value.parameter-member-writes``)."""
    written = ctx.written_parameter(given, span)
    if isinstance(written, ObjV):
        return written, ctx.member(written, "url") or given
    test = (given, "typeof===", "object")
    return AltV((given, ObjV(())), test=test), \
        AltV((ctx.member(given, "url") or given, given), test=test)


def call_value(callee, args, where, new) -> Value | None:
    """Rule ``jquery.no-conflict``: ``jQuery.noConflict()`` (also ``noConflict(true)``)
    returns jQuery itself (api.jquery.com/jQuery.noConflict), so ``var $j =
    jQuery.noConflict(); $j.ajax(…)`` is a jQuery request. Rule ``jquery.answer``: a request
    call (``$.ajax``, ``$.get``, ``$.getJSON``, ``$.post``) is its jqXHR, a promise of the
    parsed answer (:func:`~.jquery_answers.answer`). ``None`` for any other call."""
    if not isinstance(callee, LibV) or callee.lib != "jquery" or new:
        return None
    if callee.path == ("noConflict",):
        return LibV("jquery", (), callee.where, callee.package)
    if len(callee.path) == 1 and callee.path[0] in ("ajax", *SHORTHANDS):
        return answer(callee.path[0], args, where)
    return None


def is_callback(ctx, value: Value) -> bool:
    """``$.get(url, function (data) {…})``: the second argument is the success callback; so is
    a wrapper's parameter every caller hands a function (``getConfig: function (callback) {
    return $.get(url, callback) }``, rule ``jquery.answer``), never data to send."""
    return isinstance(value, FnV) or isinstance(value, ParamV) and handed_functions(ctx, value)


RECOGNISER = Recogniser(id="jquery", request=request, setup=setup, declared=table_requests,
                        call_value=call_value,
                        modules={"jquery": "jquery"},
                        globals={"$": "jquery", "jQuery": "jquery"}, facts=FACTS)
