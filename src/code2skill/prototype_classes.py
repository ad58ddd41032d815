"""Rule ``this.prototype-class``: a constructor function with prototype methods is a class.

Before ``class`` syntax a client library was written as::

    var Client = function (options) { this.options = options; };     // or function Client(…)
    Client.prototype.get = function (url) { return this.ajax("GET", url); };
    Client.prototype = {get: function (url) {…}, …};                  // (the same, at once)
    var Sub = function (base) { this.base = base; };
    Sub.prototype.list = function () { return this.base.get("api/things"); };

``new Sub(client)`` makes an object whose methods run with ``this`` that object, whose
``this.base`` the constructor set. So a module-level function with at least one
``X.prototype.m = function`` (or a ``X.prototype = {…}`` literal of functions) written in the
same module is the class ``X``: the function is its constructor, the prototype functions its
methods, and ``X``'s other member writes (``X.register = function …``) stay its static
members. The class then reads like an ES ``class`` (``this.m()``, ``this.base`` from its
``new``).
"""
from __future__ import annotations

import copy

from code2skill.facts import ClassFact, Fn, FunctionFact, Member, ModuleFacts, Obj, Ref


def prototype_classes(modules: dict[str, ModuleFacts]) -> None:
    """Turn every constructor function with prototype methods of ``modules`` into a class,
    in place of the dict: a changed module is a copy (see the module docstring)."""
    for path, module in modules.items():
        found = {name: entry for name, entry in prototype_methods(module).items()
                 if name not in module.classes and entry[1]}
        if not found:
            continue
        module = modules[path] = copy.deepcopy(module)
        for name, (ctor, methods) in found.items():
            make_class(module, name, module.functions[ctor.fid], methods)
        prototype_accessors(module)


def constructor_functions(module: ModuleFacts) -> dict[str, FunctionFact]:
    """Module-level functions by name: ``var X = function (…) {…}`` (the binding's only
    value) and ``function X(…) {…}``; never an arrow function (it has no own ``this``)."""
    found: dict[str, FunctionFact] = {}
    for name, exprs in module.bindings.items():
        if len(exprs) == 1 and isinstance(exprs[0], Fn):
            fn = module.functions.get(exprs[0].fid)
            if fn is not None and not fn.arrow and fn.class_name is None:
                found[name] = fn
    for fn in module.functions.values():
        if fn.parent is None and fn.class_name is None and not fn.arrow \
                and fn.name.isidentifier() and fn.name not in found \
                and fn.name not in module.bindings:
            found[fn.name] = fn
    return found


def prototype_methods(module: ModuleFacts
                      ) -> dict[str, tuple[FunctionFact, list[tuple[str, str]]]]:
    """``{X: (constructor, [(method, function id), …])}`` for each constructor function of
    ``module`` with prototype functions written at its top level."""
    ctors = constructor_functions(module)
    found: dict[str, tuple[FunctionFact, list[tuple[str, str]]]] = {}
    for assignment in module.assignments:
        target, value = assignment.target, assignment.value
        if assignment.key is not None or not target or target[0] not in ctors \
                or len(target) < 2 or target[1] != "prototype":
            continue
        entry = found.setdefault(target[0], (ctors[target[0]], []))
        if len(target) == 3 and isinstance(value, Fn) and value.fid in module.functions:
            entry[1].append((target[2], value.fid))
        elif len(target) == 2 and isinstance(value, Obj):
            entry[1].extend((prop.key, prop.value.fid) for prop in value.props
                            if prop.key is not None and isinstance(prop.value, Fn)
                            and prop.value.fid in module.functions)
    return found


def make_class(module: ModuleFacts, name: str, ctor: FunctionFact,
               methods: list[tuple[str, str]]) -> None:
    """Record class ``name`` of ``module``: ``ctor`` its constructor, ``methods`` its
    methods; the name is the class, no longer a plain binding or function."""
    ctor.name, ctor.class_name = name + ".constructor", name
    seen: list[tuple[str, str]] = [("constructor", ctor.fid)]
    for method, fid in methods:
        fn = module.functions[fid]
        if fn.class_name is None and not fn.arrow:
            fn.class_name = name
        if all(method != known for known, _ in seen):
            seen.append((method, fid))
    for fn in constructor_written_methods(module, ctor):   # rule this.constructor-method
        fn.class_name = name
    module.bindings.pop(name, None)
    module.classes[name] = ClassFact(name=name, methods=tuple(seen), fields=(),
                                     typed_members=(), span=ctor.span)


def constructor_written_methods(module: ModuleFacts, ctor: FunctionFact
                                ) -> list[FunctionFact]:
    """Rule ``this.constructor-method``: the functions constructor ``ctor`` writes on its own
    ``this`` (``function Api() { this.base = '/api/v3'; this.get = function (p) { return
    axios.get(this.base + p) } }``), which run with ``this`` the constructed object when
    called on it (``new Api().get('/things')`` reads ``this.base``): plain function
    expressions of ``module`` (an arrow keeps the constructor's ``this`` anyway) that are no
    other class's method. A member read detached and called plainly (``setTimeout(api.get)``)
    would see another ``this``: not modelled."""
    out = []
    for write in ctor.assignments:
        value = write.value
        if len(write.target) == 2 and write.target[0] == "this" and write.key is None \
                and isinstance(value, Fn) and value.fid in module.functions:
            fn = module.functions[value.fid]
            if not fn.arrow and fn.class_name is None and fn.parent == ctor.fid:
                out.append(fn)
    return out


def prototype_accessors(module: ModuleFacts) -> None:
    """``Object.defineProperty(X.prototype, name, {get: function () {…}})`` of a class ``X``
    of ``module``: the accessor functions run with ``this`` an ``X``, like its methods."""
    for site in module.calls:
        call = site.call
        if not (isinstance(call.callee, Member) and call.callee.prop == "defineProperty"
                and isinstance(call.callee.obj, Ref) and call.callee.obj.name == "Object"
                and len(call.args) == 3 and isinstance(call.args[0], Member)
                and call.args[0].prop == "prototype" and isinstance(call.args[0].obj, Ref)
                and call.args[0].obj.name in module.classes
                and isinstance(call.args[2], Obj)):
            continue
        for prop in call.args[2].props:
            fn = module.functions.get(prop.value.fid) if isinstance(prop.value, Fn) else None
            if fn is not None and fn.class_name is None and not fn.arrow \
                    and prop.key in ("get", "set", "value"):
                fn.class_name = call.args[0].obj.name


__all__ = ["prototype_classes"]
