"""Rule ``angularjs.module-parameter``: registrations made on an AngularJS module that a
function of the app receives as a parameter.

An app splits its services over files that each export a function taking the module::

    // core.module.js
    const core = angular.module('app.core', []);
    import versionService from './services/VersionService';
    versionService(core);
    // services/VersionService.js
    export default function (app) {              // or module.exports = function (app) {…}
      app.service('VersionService', function ($q, $http) {…});
      app.factory('Alerts', ['$http', function (http) {…}]).provider(…);
    }

A parameter is a module when a call of its function passes an AngularJS module there (the
value :func:`code2skill.angularjs_di.is_module_expr` recognises in the caller's file, or a
parameter of the caller that is itself such a module parameter, up to :data:`MAX_HANDOFFS`
hand-offs). Each registration call on that parameter (``app.service(…)``, chained ones
included) is read like one on ``angular.module(…)`` (:func:`code2skill.angularjs_di.registration`),
so the injector fills its function's parameters (rule ``angularjs.injection``), and a request
made in the registered function (or a method of the registered class) cites the call that
handed the module as evidence. A function nobody calls with a module registers nothing: its
``app.service(…)`` is no registration.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Iterator

from code2skill.angularjs_di import REGISTRARS, Registration, is_module_expr, registration
from code2skill.facts import Call, CallSite, Expr, Member, ModuleFacts, Ref
from code2skill.recogniser_context import Frame
from code2skill.registered_classes import declaring_function
from code2skill.values import FnV, Where

RULE = "angularjs.module-parameter"
MAX_HANDOFFS = 3        # a module handed on from one function's parameter to another's


def module_parameters(resolver) -> dict[tuple[str, int], Where]:
    """``{(function id, parameter index): the first call filling it}``: the parameters some
    call fills with an AngularJS module (see the module docstring)."""
    found: dict[tuple[str, int], Where] = {}
    for _ in range(MAX_HANDOFFS + 1):
        before = len(found)
        for path, module in resolver.modules.items():
            for site in module.calls:
                indexes = [i for i, arg in enumerate(site.call.args)
                           if is_module_expr(arg, module, scope=site.scope)
                           or (isinstance(arg, Ref)
                               and declaring_function(resolver, site.scope, arg.name) in found)]
                if not indexes:
                    continue
                callee = resolver.evaluate(site.call.callee, Frame(path, site.scope))
                if isinstance(callee, FnV) and callee.fid in resolver.functions:
                    for i in indexes:
                        found.setdefault((callee.fid, i), (path, site.call.span))
        if len(found) == before:
            break
    return found


def receiver_root(expr: Expr) -> Ref | None:
    """The name a registration is called on, through chained registrations
    (``app.service(…).factory(…)`` → ``app``); ``None`` for any other receiver."""
    while isinstance(expr, Call) and isinstance(expr.callee, Member) \
            and expr.callee.prop in REGISTRARS:
        expr = expr.callee.obj
    return expr if isinstance(expr, Ref) else None


def named_registrations(resolver) -> Iterator[tuple[str, ModuleFacts, CallSite, Ref]]:
    """Every registration call (``x.service(…)``, chained ones included) made on a name
    rather than on an ``angular.module(…)`` expression of its file, in module and source
    order: ``(file path, module, call site, the name its receiver is rooted at)``."""
    for path, module in resolver.modules.items():
        for site in module.calls:
            callee = site.call.callee
            if not (isinstance(callee, Member) and callee.prop in REGISTRARS) \
                    or is_module_expr(callee.obj, module, scope=site.scope):
                continue
            root = receiver_root(callee.obj)
            if root is not None:
                yield path, module, site, root


def parameter_registrations(resolver) -> list[Registration]:
    """Every registration call whose module is a module parameter, in module and source
    order (rule ``angularjs.module-parameter``)."""
    params = module_parameters(resolver)
    if not params:
        return []
    out = []
    for path, _, site, root in named_registrations(resolver):
        owner = declaring_function(resolver, site.scope, root.name)
        if owner not in params:
            continue
        found = registration(path, site.scope, site.call.callee.prop, site.call.args,
                             site.call.span)
        if found is not None:
            out.append(replace(found, via=params[owner]))
    return out


__all__ = ["RULE", "module_parameters", "named_registrations", "parameter_registrations"]
