"""Rule ``this.constructed-function``: a constructor function with no prototype method is a
class too, when the program makes it with ``new``.

A client component may hold nothing but the sub-clients its constructor builds::

    var AccessClient = function (base) {
        this.base = base;
        this.groups = new AccessGroupsClient(this);   // each with prototype methods
        this.users = new AccessUsersClient(this);
    };
    Client.registerComponent("access", AccessClient);   // made as `new component(this)`

It has no ``X.prototype.m = …``, so rule ``this.prototype-class`` does not make it a class, yet
``new AccessClient(client)`` is an object whose ``users`` member is the instance its
constructor wrote: ``client.access.users.list()`` runs ``list`` with that ``this``. So a
module-level constructor function (``var X = function (…) {…}`` or ``function X(…) {…}``,
never an arrow function) that writes a member of ``this`` in its own body, and that its module
makes by name — ``new X(…)``, or ``X`` handed to a function that makes its parameter with
``new`` (a registration helper: ``Client.registerComponent = function (name, component) {…
new component(this) …}``, called as ``Client.registerComponent("access", X)``) — is a class
whose only method is its constructor. A function only ever called plainly (a callback, an
event handler writing ``this.disabled``) stays a function.

Rule ``this.imported-constructor``: a constructor function a module exports (``export default
function () { this.webRoot = …; this.getToken = () => … }``, ``export function Api() {…}``) is
made by the modules importing it, not by its own::

    import ApiClient from '../../api';
    const apiClient = new ApiClient();          // in a store action

So such a function is a class too when an importer makes the imported name with ``new``; an
unnamed default export is the class ``default``, and the export names the class from then on
(``import X`` is the class, ``new X()`` its instance, whose ``this`` its arrows keep).
"""
from __future__ import annotations

import copy

from code2skill.extractors.module_facts.declarations import member_path
from collections.abc import Callable
from dataclasses import replace

from code2skill.facts import Call, Fn, ModuleFacts, Ref
from code2skill.prototype_classes import constructor_functions, make_class


Resolve = Callable[[str, str], "str | None"]     # (importing path, specifier) → module path


def constructed_functions(modules: dict[str, ModuleFacts],
                          resolve: Resolve | None = None) -> None:
    """Make a class of every constructor function of ``modules`` the module constructs, or
    (with ``resolve``, the program's import resolution) that it exports under a name an
    importer constructs (see the module docstring), in place of the dict: a changed module
    is a copy. Runs after :func:`code2skill.prototype_classes.prototype_classes`."""
    helpers = constructing_helpers(modules)
    imported = imported_constructions(modules, resolve) if resolve is not None else {}
    for path, module in modules.items():
        ctors = constructor_functions(module)
        found = [name for name, fn in ctors.items()
                 if name not in module.classes and writes_this(fn.assignments)
                 and (constructed(module, name, helpers)
                      or exported_names(module, name, fn.fid) & imported.get(path, set()))]
        if not found:
            continue
        module = modules[path] = copy.deepcopy(module)
        for name in found:
            fid = ctors[name].fid
            make_class(module, name, module.functions[fid], [])
            module.exports = [replace(e, local=name, value=None)     # the export is the class
                              if isinstance(e.value, Fn) and e.value.fid == fid else e
                              for e in module.exports]


def imported_constructions(modules: dict[str, ModuleFacts], resolve: Resolve
                           ) -> dict[str, set[str]]:
    """``{module path: {exported name, …}}``: the names under which a module's export is
    made with ``new`` by a module importing it (``import ApiClient from './api'; new
    ApiClient()`` gives ``{'src/api.js': {'default'}}``); a name the importing function
    declares itself is no import."""
    found: dict[str, set[str]] = {}
    for path, module in modules.items():
        imports = {i.local: i for i in module.imports if not i.type_only and i.imported != "*"}
        for site in module.calls:
            callee = site.call.callee
            imp = imports.get(callee.name) if site.call.new and isinstance(callee, Ref) \
                else None
            if imp is None or declared_around(module, site.scope, callee.name):
                continue
            target = resolve(path, imp.source)
            if target is not None:
                found.setdefault(target, set()).add(imp.imported)
    return found


def declared_around(module: ModuleFacts, scope: str | None, name: str) -> bool:
    """Whether function ``scope`` of ``module``, or one around it, declares ``name``."""
    fn = module.functions.get(scope) if scope is not None else None
    while fn is not None:
        if name in fn.locals or any(p.name == name for p in fn.params):
            return True
        fn = module.functions.get(fn.parent) if fn.parent else None
    return False


def exported_names(module: ModuleFacts, name: str, fid: str) -> set[str]:
    """The names ``module`` exports function ``fid`` (bound to ``name``) under, re-exports of
    other modules aside."""
    return {e.exported for e in module.exports if e.source is None and (
        e.local == name or (isinstance(e.value, Fn) and e.value.fid == fid))}


def writes_this(assignments) -> bool:
    """Whether a function's own assignments write a member of ``this`` (``this.users = …``)."""
    return any(len(a.target) >= 2 and a.target[0] == "this" for a in assignments)


def constructing_helpers(modules: dict[str, ModuleFacts]) -> set[tuple[str, int]]:
    """``(function name, parameter index)`` of every function that makes its parameter with
    ``new`` (``new component(this)`` in ``registerComponent(name, component)``, also inside a
    function nested in it), named as its source names it (``Client.registerComponent``)."""
    found: set[tuple[str, int]] = set()
    for module in modules.values():
        for site in module.calls:
            callee = site.call.callee
            if not site.call.new or not isinstance(callee, Ref) or site.scope is None:
                continue
            fn = module.functions.get(site.scope)
            while fn is not None and callee.name not in fn.locals:
                index = next((i for i, p in enumerate(fn.params) if p.name == callee.name),
                             None)
                if index is not None:
                    found.add((fn.name, index))
                    break
                fn = module.functions.get(fn.parent) if fn.parent else None
    return found


def constructed(module: ModuleFacts, name: str, helpers: set[tuple[str, int]]) -> bool:
    """Whether ``module`` makes ``name`` with ``new name(…)`` or hands it to a helper of
    ``helpers`` at the position that helper constructs."""
    for site in module.calls:
        call: Call = site.call
        if call.new and isinstance(call.callee, Ref) and call.callee.name == name:
            return True
        path = member_path(call.callee)
        callee = ".".join(path) if path else None
        if callee and any((callee, i) in helpers for i, arg in enumerate(call.args)
                          if isinstance(arg, Ref) and arg.name == name):
            return True
    return False


__all__ = ["constructed_functions"]
