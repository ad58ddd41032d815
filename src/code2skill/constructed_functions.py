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
"""
from __future__ import annotations

import copy

from code2skill.extractors.module_facts.declarations import member_path
from code2skill.facts import Call, ModuleFacts, Ref
from code2skill.prototype_classes import constructor_functions, make_class


def constructed_functions(modules: dict[str, ModuleFacts]) -> None:
    """Make a class of every constructor function of ``modules`` the module constructs (see
    the module docstring), in place of the dict: a changed module is a copy. Runs after
    :func:`code2skill.prototype_classes.prototype_classes`."""
    helpers = constructing_helpers(modules)
    for path, module in modules.items():
        ctors = constructor_functions(module)
        found = [name for name, fn in ctors.items()
                 if name not in module.classes and writes_this(fn.assignments)
                 and constructed(module, name, helpers)]
        if not found:
            continue
        module = modules[path] = copy.deepcopy(module)
        for name in found:
            make_class(module, name, module.functions[ctors[name].fid], [])


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
