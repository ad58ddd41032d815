"""Rules ``scope.iife-argument`` and ``jquery.extend-member``: a jQuery plugin file's wrapper
and the members it adds to jQuery.

Forms handled, in a classic script (a ``.js`` file a page loads, with no import or export)::

    (function ($) {                         // scope.iife-argument: `$` is the global jQuery
        $.extend({                          // jquery.extend-member: `$.adminTable` is this
            adminTable: {                   // object for every script of the page
                initAdd: function (options) { addRow(options); }
            }
        });
        function addRow(options) { $.post(options.url, …); }
    })(jQuery);

    $.adminTable.initAdd({ url: base_url + '/user/insert' })     // a page script

A function expression called where it is written (an IIFE) runs once with the arguments of
that call, so a parameter it does not reassign is the value of the argument at its position
(a parameter past the arguments stays unknown). jQuery documents ``jQuery.extend(target)``
with one argument as merging that object's properties into jQuery itself (api.jquery.com/
jQuery.extend: "If only one argument is supplied to $.extend(), this means the target
argument was omitted. In this case, the jQuery object itself is assumed to be the target"),
which is how a utility plugin adds ``$.name``: each property of the one object literal passed
to ``$.extend``/``jQuery.extend`` is a write of ``$.name`` (and ``jQuery.name``) at the top
level of the script, read by other scripts as a page global (rule
``scope.global-member-path``). A call with two arguments or more (``$.extend({}, a, b)``
merges into its first argument) or a non-literal argument writes nothing here.
"""
from __future__ import annotations

from code2skill.facts import Assignment, Call, Expr, Fn, Member, ModuleFacts, Obj, Ref

JQUERY_NAMES = ("$", "jQuery")


def extend_writes(module: ModuleFacts) -> list[Assignment]:
    """Rule ``jquery.extend-member``: the top-level member writes (``("$", name)`` and
    ``("jQuery", name)``, value the property's expression) of every one-argument
    ``$.extend({name: …})`` call of ``module``, at any depth of its code."""
    out: list[Assignment] = []
    for site in module.calls:
        call = site.call
        if not extends_jquery(call):
            continue
        for prop in call.args[0].props:
            if prop.key is None:
                continue
            out.extend(Assignment((root, prop.key), prop.value, prop.span or call.span)
                       for root in JQUERY_NAMES)
    return out


def extends_jquery(call: Call) -> bool:
    """Whether ``call`` is ``$.extend({…})`` or ``jQuery.extend({…})`` with one object
    literal (jQuery itself the target)."""
    callee = call.callee
    return isinstance(callee, Member) and callee.prop == "extend" \
        and isinstance(callee.obj, Ref) and callee.obj.name in JQUERY_NAMES \
        and len(call.args) == 1 and isinstance(call.args[0], Obj) and not call.new


def iife_arguments(modules: dict[str, ModuleFacts]
                   ) -> dict[str, tuple[str, str | None, tuple[Expr, ...]]]:
    """Rule ``scope.iife-argument``: ``{function id: (module, calling scope, arguments)}`` of
    every function expression called where it is written (``(function ($) {…})(jQuery)``),
    when that is its one call: a function a rule calls at several places (rule
    ``angularjs.template-call``: ``$scope.remove`` once per value written on the member it is
    handed) takes each call's arguments as any function's callers do, never the first's."""
    found: dict[str, tuple[str, str | None, tuple[Expr, ...]]] = {}
    several: set[str] = set()
    for path, module in modules.items():
        for site in module.calls:
            callee = site.call.callee
            if isinstance(callee, Fn) and not site.call.new and callee.fid in module.functions:
                if callee.fid in found:
                    several.add(callee.fid)
                found.setdefault(callee.fid, (path, site.scope, site.call.args))
    return {fid: called for fid, called in found.items() if fid not in several}


__all__ = ["extend_writes", "extends_jquery", "iife_arguments"]
