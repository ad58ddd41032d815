"""jQuery's ``.load()``: a selection's request for an HTML fragment it inserts into itself.

Forms handled (api.jquery.com/load)::

    $('.js-wifi-stations').load('ajax/networking/wifi_stations.php' + qs, complete)
    $('#panel').load('/fragments/panel', {id: 3}, complete)      // an object: POST
    $('#list').load('/users/list #items')                         // a selector after the URL
    var $panel = $('#panel'); $panel.load(url)

Rule ``jquery.load``: a call of ``load`` on a jQuery selection — ``$(…)``/``jQuery(…)``, a
chain of its methods (``$(x).find('.y').load(…)``), or a name whose one value is one — with a
first argument that is no function (``$(window).load(fn)`` is jQuery 1's load event) is a
request: ``GET`` of the URL, ``POST`` when the second argument is an object or an array (the
form-encoded body; jQuery's rule: ``typeof data === "object"`` posts), ``GET`` for a string
(a query the tool does not split) or a function (the complete callback); data of a type the
source does not show (``$('form').serializeArray()``) leaves the method undetermined, a
reviewed site. Text after the URL's first space is a selector jQuery applies to the answer,
not part of the URL. The answer is HTML that jQuery inserts into the page: an ``info`` note
says so, and no output is derived. The defaults of ``$.ajaxSetup`` apply (rule
``jquery.setup``).
"""
from __future__ import annotations

from code2skill.facts import Call, Fn, Member, Ref
from code2skill.recogniser_context import Frame
from code2skill.requests import RequestTemplate
from code2skill.values import ArrV, FnV, ObjV, StrV, Text, UnknownV, Value

from .common import method_value
from .jquery_setup import setup_auth
from .plugin_options import function_name, no_request
from .registry import Recogniser

LIB = "jquery"
RULE = "jquery.load"
JQUERY = frozenset({"$", "jQuery"})
MAX_HOPS = 2                 # names followed to the selection they hold
UNKNOWN_DATA = "the data argument of .load() is of a type the source does not show (an object or array: POST, a string: GET)"
HTML_NOTE = ("the answer is an HTML fragment jQuery's .load() inserts into the page, not data "
             "for the caller: no output is derived (rule " + RULE + ")")


def requests(program) -> list:
    """Rule ``jquery.load``: the request of every ``.load(url[, data][, complete])`` call on
    a jQuery selection (module docstring), emitted at the function making it."""
    from code2skill.resolution.shared import Emitted

    out = []
    for path in sorted(program.modules):
        module = program.modules[path]
        for site in module.calls:
            if not load_call(site.call, module, site.scope):
                continue
            ctx = program.context(Frame(path, site.scope), function_name(program, site.scope))
            template = build(ctx, site.call)
            if template is not None:
                out.append(Emitted(template, path, site.scope))
    return out


def load_call(call: Call, module, scope: str | None) -> bool:
    """Whether ``call`` is ``selection.load(url, …)`` with a first argument that is no
    function, on a jQuery selection (:func:`selection`)."""
    callee = call.callee
    return isinstance(callee, Member) and callee.prop == "load" and not call.new \
        and bool(call.args) and not isinstance(call.args[0], Fn) \
        and selection(callee.obj, module, scope, MAX_HOPS)


def selection(expr, module, scope: str | None, hops: int) -> bool:
    """Whether ``expr`` is a jQuery selection: ``$(…)``/``jQuery(…)``, a method chain on one
    (``$(x).find('.y')``), or a name whose one value in ``scope`` is one."""
    from code2skill.passes.page_modals import held_values

    while isinstance(expr, Call) and isinstance(expr.callee, Member):
        expr = expr.callee.obj
    if isinstance(expr, Call):
        return isinstance(expr.callee, Ref) and expr.callee.name in JQUERY and not expr.new
    if isinstance(expr, Ref) and hops:
        values = held_values(expr.name, module, scope)
        return len(values) == 1 and selection(values[0], module, scope, hops - 1)
    return False


def build(ctx, call: Call) -> RequestTemplate | None:
    """The request of one ``.load`` call: its URL without a trailing selector, ``POST`` with
    a form body for object or array data, ``GET`` for none, a string or a function, else an
    undetermined method; with ``$.ajaxSetup``'s auth; ``None`` when the
    URL is no string value."""
    url = without_selector(ctx.evaluate(call.args[0]))
    if url is None:
        return None
    data: Value | None = ctx.evaluate(call.args[1]) if len(call.args) > 1 else None
    posted = isinstance(data, (ObjV, ArrV))
    where = ctx.where(call.span)
    method = method_value("POST" if posted else "GET", where) if data is None or posted \
        or isinstance(data, (StrV, FnV)) else UnknownV(UNKNOWN_DATA, where)
    return RequestTemplate(
        lib=LIB, method=method, url=url,
        sites=(ctx.site(call.span, RULE),), body=data if posted else None,
        body_encoding="form" if posted else None, auth=tuple(setup_auth(ctx)),
        notes=(("info", HTML_NOTE, where, RULE),))


def without_selector(url: Value | None) -> Value | None:
    """``url`` up to the first space of its fixed text (jQuery reads what follows as a
    selector for the answer), holes before it kept; ``None`` for a value that is no string
    (a function, an object)."""
    if isinstance(url, (FnV, ObjV)) or url is None:
        return None
    if not isinstance(url, StrV):
        return url
    parts = []
    for part in url.parts:
        if isinstance(part, Text) and " " in part.text:
            head = part.text.split(" ", 1)[0]
            if head:
                parts.append(Text(head, part.where, part.origin))
            return StrV(tuple(parts))
        parts.append(part)
    return url


RECOGNISER = Recogniser(id="jquery-load", request=no_request, declared=requests)
