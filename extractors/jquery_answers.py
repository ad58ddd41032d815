"""jQuery's answers: what a request's success callbacks and its jqXHR hand back (rule
``jquery.answer``).

jQuery calls a request's success callback with the parsed answer first (``data, textStatus,
jqXHR``), and the jqXHR a request returns is a promise resolving to it::

    $.getJSON(url, function (data) { render(data.items) })           // the shorthand's callback
    $.get(url[, data], function (data) {…}, 'json')   $.post(url, body, cb, 'json')
    $.ajax({url, dataType: 'json', success: function (data) {…}})    // the settings' success
    $.getJSON(url).then(function (data) {…})   $.ajax({…}).done(cb)  // the jqXHR's callbacks

The answer is the body parsed as JSON (:data:`JSON`) for ``$.getJSON``, a ``dataType`` of
``json``/``jsonp``, or an ``Accept`` header asking for JSON. A ``dataType`` naming any other
type (``html``, ``text``, ``xml``, ``script``) is no object: nothing is read from it. Without a
``dataType`` (a parameter's value counts as none) jQuery guesses from the content type the
server answers with (:data:`GUESSED`): the body is read, but only a member read (``info.version``)
proves it an object; a read of the whole answer as a list (``text.indexOf('x')``) proves
nothing (``ResponseV.guessed``).
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.recogniser_context import Frame
from code2skill.values import ArrV, FnV, ObjV, ParamV, ResponseV, Value, Where

from .common import first_text

RULE = "jquery.answer"
JSON = "json"
GUESSED = "guessed"
JSON_TYPES = frozenset({"json", "jsonp"})
SETTINGS_CALLS = ("ajax", "get", "post")      # a settings object (the only argument, or ajax's
#                                               second after the URL) names success and dataType
SHORTHAND_CALLS = ("get", "post", "getJSON")  # (url, data, success, dataType)
MAX_HOPS = 4                     # wrappers a handed callback is followed up through
# members of the jqXHR a failure callback is handed, never of a parsed answer
JQXHR_MEMBERS = frozenset({"responseJSON", "responseText", "responseXML", "readyState",
                           "statusText", "getResponseHeader", "getAllResponseHeaders"})


def settings_of(name: str, args: tuple[Value, ...]) -> ObjV | None:
    """The settings object of ``$.ajax(settings)``, ``$.ajax(url, settings)``,
    ``$.get(settings)`` or ``$.post(settings)``; ``None`` for a shorthand's positional form."""
    if name not in SETTINGS_CALLS or not args:
        return None
    if isinstance(args[0], ObjV):
        return args[0]
    if name == "ajax" and len(args) > 1 and isinstance(args[1], ObjV):
        return args[1]
    return None


def positional(args: tuple[Value, ...]) -> tuple[Value | None, Value | None]:
    """``(success callback, dataType)`` of ``$.get/$.post/$.getJSON(url, data, success,
    dataType)``: jQuery shifts them one place left when ``data`` is a function
    (``$.get(url, cb, 'json')``), so a wrapper's parameter followed by nothing but a text
    (``$.get(url, callback)``) is the callback too (:func:`handed_callbacks` keeps only the
    functions its callers hand)."""
    rest = args[1:]
    if rest and (isinstance(rest[0], FnV) or isinstance(rest[0], ParamV) and (
            len(rest) == 1 or first_text(rest[1]) is not None)):
        rest = (None,) + rest
    return (rest[1] if len(rest) > 1 else None), (rest[2] if len(rest) > 2 else None)


def answer_kind(name: str, args: tuple[Value, ...]) -> str | None:
    """:data:`JSON`, :data:`GUESSED` or ``None`` (a type that is no object) for the answer of
    jQuery's request call ``name`` (``ajax``, ``get``, ``post``, ``getJSON``) given ``args``."""
    if name == "getJSON":
        return JSON
    settings = settings_of(name, args)
    if settings is not None:
        data_type = first_text(settings.get("dataType"))
        headers = settings.get("headers")
        accept = first_text(headers.get("Accept") or headers.get("accept")) \
            if isinstance(headers, ObjV) else None
        if accept is not None and JSON in accept.lower() and data_type is None:
            return JSON
    elif name in SHORTHAND_CALLS:
        data_type = first_text(positional(args)[1])
    else:
        return None
    if data_type is None:
        return GUESSED
    return JSON if data_type.strip().lower() in JSON_TYPES else None


def answer(name: str, args: tuple[Value, ...], where: Where | None) -> ResponseV | None:
    """The answer of jQuery's request call ``name`` at ``where``: a response already inside
    its body (jQuery parses it), marked ``guessed`` when no ``dataType`` says JSON; ``None``
    when the answer is no object or the call is no request."""
    kind = answer_kind(name, args) if where is not None and args else None
    if kind is None:
        return None
    return ResponseV((where,), "jquery", body=True, guessed=kind == GUESSED)


def success_callbacks(name: str, args: tuple[Value, ...]) -> tuple[Value, ...]:
    """The success callbacks jQuery's request call ``name`` is given: the settings' ``success``
    (a function or a list of them) or a shorthand's callback argument."""
    settings = settings_of(name, args)
    if settings is not None:
        found = settings.get("success")
    elif name in SHORTHAND_CALLS:
        found = positional(args)[0]
    else:
        found = None
    if found is None:
        return ()
    return found.items if isinstance(found, ArrV) else (found,)


def call_back_answers(ctx, name: str, args: tuple[Value, ...], span) -> None:
    """Rule ``jquery.answer``: each success callback of the request call at ``span`` is called
    back with its answer, so reads of its first parameter are reads of the body. A callback
    that is a parameter of the function making the call (``getConfig: function (callback) {
    return $.get(url, callback) }``) is each function a call of it hands there, called back
    with the answer of that call (:func:`handed_callbacks`)."""
    response = answer(name, args, ctx.where(span))
    if response is None:
        return
    for callback in success_callbacks(name, args):
        found = ctx.function_facts(callback)
        if found is not None:
            ctx.program.call_back(found[1].fid, ctx.frame, span, response)
        elif isinstance(callback, ParamV) and not callback.path \
                and callback.fid == ctx.frame.fid:
            for fid, frame, hops in handed_callbacks(ctx, callback, MAX_HOPS):
                ctx.program.call_back(fid, frame, hops[0][1],
                                      replace(response, sites=hops + response.sites))


def handed_functions(ctx, param: ParamV) -> bool:
    """Whether every call of ``param``'s function hands a function of the program for it (or
    a parameter of its own, handed on), and at least one call does: ``param`` is a
    callback, not data (``$.get(url, callback)``)."""
    index = parameter_index(ctx, param)
    calls = ctx.program.calls_of(param.fid) if index is not None and not param.path else []
    handed = [call.args[index] if index < len(call.args) else None for call in calls]
    return bool(handed) and all(ctx.function_facts(value) is not None
                                or isinstance(value, ParamV) and not value.path
                                for value in handed)


def parameter_index(ctx, param: ParamV) -> int | None:
    """The position of ``param`` among its function's parameters, or ``None``."""
    facts = ctx.program.function_facts(param.fid)
    return next((i for i, p in enumerate(facts[1].params) if p.name == param.name), None) \
        if facts is not None else None


def handed_callbacks(ctx, param: ParamV, hops: int) -> list[tuple[str, Frame, tuple[Where, ...]]]:
    """``(callback fid, caller frame, call places outermost first)`` of each function a call
    of ``param``'s function hands for ``param``, or hands through a parameter of its own
    (``getJackettConfig(callback)`` calling ``api.getServerConfig(callback)``), up to ``hops``
    wrappers up."""
    index = parameter_index(ctx, param)
    if index is None or hops <= 0:
        return []
    found = []
    for call in ctx.program.calls_of(param.fid):
        handed = call.args[index] if index < len(call.args) else None
        callback = ctx.function_facts(handed)
        if callback is not None:
            found.append((callback[1].fid, Frame(call.where[0], callback[1].parent),
                          (call.where,)))
        elif isinstance(handed, ParamV) and not handed.path and handed.fid != param.fid:
            found.extend((fid, frame, outer + (call.where,)) for fid, frame, outer
                         in handed_callbacks(ctx, handed, hops - 1))
    return found
