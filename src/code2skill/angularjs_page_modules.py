"""Rule ``angularjs.page-module``: registrations made on an AngularJS module that one classic
script keeps in a page global and other scripts of the page use.

An app without a bundler makes its module in one script and registers on it in the others
the page loads after it::

    <!-- index.html -->
    <script src="scripts/app.js"></script>
    <script src="scripts/services/AppService.js"></script>
    // scripts/app.js (no import or export: a classic script)
    var backupApp = angular.module('backupApp', ['ngRoute']);
    // scripts/services/AppService.js
    backupApp.service('AppService', function ($http) {…});
    backupApp.controller('HomeController', function ($scope, AppService) {…});

Classic scripts share one global scope (rule ``scope.script-globals``: the first script
defining a name at its top level is the one every other script reads), so a registration
call whose receiver (through chained registrations) is a name the calling file does not
declare — no binding, function, class or import of its own, no parameter or local of the
functions around the call — and that the script defining the global binds to an AngularJS
module (:func:`code2skill.angularjs_di.is_module_expr` in that script) is read like one on
``angular.module(…)`` (:func:`code2skill.angularjs_di.registration`): the injector fills its
function's parameters (rule ``angularjs.injection``). A name the calling file declares
itself keeps the same-file reading; a global no script binds to a module registers nothing.
Not modelled: a page-global module handed to a function as an argument (rule
``angularjs.module-parameter`` reads modules made in the caller's own file only).
"""
from __future__ import annotations

from code2skill.angularjs_di import Registration, is_module_expr, registration
from code2skill.angularjs_module_params import named_registrations
from code2skill.facts import ModuleFacts, Ref

RULE = "angularjs.page-module"


def page_modules(modules: dict[str, ModuleFacts], script_globals: dict[str, str]
                 ) -> frozenset[str]:
    """The page globals (``{name: defining script path}`` of rule ``scope.script-globals``)
    that their defining script binds to an AngularJS module."""
    return frozenset(name for name, path in script_globals.items()
                     if path in modules and is_module_expr(Ref(name), modules[path]))


def declared_in_file(resolver, module: ModuleFacts, scope: str | None, name: str) -> bool:
    """Whether ``name`` read in function ``scope`` (``None``: top level) of ``module`` is one
    the file declares: a parameter or local of ``scope`` or a function around it, or a
    top-level binding, function, class or import of the file."""
    fid = scope
    while fid is not None:
        fn = resolver.function(fid)
        if fn is None:
            break
        if name in fn.locals or any(param.name == name for param in fn.params):
            return True
        fid = fn.parent
    return (name in module.bindings or name in module.classes
            or any(imp.local == name for imp in module.imports)
            or any(fn.name == name and fn.parent is None for fn in module.functions.values()))


def page_registrations(resolver) -> list[Registration]:
    """Every registration call whose module is a page global another script binds to an
    AngularJS module (rule ``angularjs.page-module``), in module and source order; calls
    :func:`code2skill.angularjs_di.registrations` reads already are left out."""
    names = page_modules(resolver.modules, resolver.script_globals)
    if not names:
        return []
    out = []
    for path, module, site, root in named_registrations(resolver):
        if root.name not in names or declared_in_file(resolver, module, site.scope, root.name):
            continue
        found = registration(path, site.scope, site.call.callee.prop, site.call.args,
                             site.call.span)
        if found is not None:
            out.append(found)
    return out


__all__ = ["RULE", "declared_in_file", "page_modules", "page_registrations"]
