"""Rule ``jquery.ready-parameter``: the first parameter of a jQuery ready handler is jQuery.

Forms handled, in any script::

    jQuery(document).ready(function ($) { $.ajax({…}) })   // `$` is jQuery inside
    jQuery(function ($) { $.get('/api/list') })            // the jQuery(callback) shorthand
    jQuery(($) => { $.post(url, data) })                   // an arrow handler alike
    $(document).ready(function (jq) { jq.getJSON(url) })   // any parameter name

jQuery calls a ready handler with itself as the one argument (api.jquery.com/ready,
"Aliasing the jQuery Object": "the handler passed to .ready() can take an argument, which is
passed the global jQuery object"; ``jQuery(callback)`` is the same handler), which is how a
WordPress script keeps ``$`` while the page runs jQuery in no-conflict mode. So the first
parameter of a function expression passed as the one argument of ``J(fn)``, or as the first
argument of ``J(…).ready(fn)``, ``J`` a name or a member of the global object (``window.jQuery``),
is jQuery when ``J`` itself evaluates to the jQuery object
(the global ``jQuery``/``$``, ``window.jQuery``, a ``jQuery.noConflict()`` alias, an
enclosing handler's or IIFE's parameter), and the handler never reassigns it. A handler
passed by name (``$(document).ready(init)``), ``$(document).on('ready', fn)`` (removed in
jQuery 3; its handler gets the event, not jQuery) and ``$(window).on('load', fn)`` bind
nothing.
"""
from __future__ import annotations

from code2skill.facts import Call, Expr, Fn, Member, ModuleFacts, Ref
from code2skill.module_wrappers import GLOBAL_ROOTS
from code2skill.values import LibV, Value

RULE = "jquery.ready-parameter"


def ready_handlers(modules: dict[str, ModuleFacts]
                   ) -> dict[str, tuple[str, str | None, Expr]]:
    """``{handler function id: (module path, calling scope, receiver)}`` of every function
    expression handed to a call of ready shape (:func:`ready_call`); ``receiver`` is the
    expression that must evaluate to jQuery, read in the calling scope."""
    found: dict[str, tuple[str, str | None, Expr]] = {}
    for path, module in modules.items():
        for site in module.calls:
            shape = ready_call(site.call)
            if shape is not None and shape[1].fid in module.functions:
                found.setdefault(shape[1].fid, (path, site.scope, shape[0]))
    return found


def ready_call(call: Call) -> tuple[Expr, Fn] | None:
    """``(receiver, handler)`` of ``J(fn)`` (one function-expression argument) or
    ``J(…).ready(fn)``, ``receiver`` the ``J`` expression, a name (``jQuery``, ``$j``) or a
    global's member (``window.jQuery``); ``None`` for any other call."""
    if call.new or not call.args or not isinstance(call.args[0], Fn):
        return None
    callee = call.callee
    if isinstance(callee, Member) and callee.prop == "ready":
        if isinstance(callee.obj, Call) and not callee.obj.new and named(callee.obj.callee):
            return callee.obj.callee, call.args[0]
        return None
    if len(call.args) == 1 and named(callee):
        return callee, call.args[0]
    return None


def named(expr: Expr) -> bool:
    """Whether ``expr`` names a value: an identifier, or a member of the global object
    (``window.jQuery``); a method of any other value (``promise.then``) is none."""
    return isinstance(expr, Ref) or isinstance(expr, Member) and \
        isinstance(expr.obj, Ref) and expr.obj.name in GLOBAL_ROOTS


def is_jquery(value: Value) -> bool:
    """Whether ``value`` is the jQuery object itself (not one of its members)."""
    return isinstance(value, LibV) and value.lib == "jquery" and not value.path


__all__ = ["RULE", "is_jquery", "named", "ready_call", "ready_handlers"]
