"""Rule ``scope.module-wrapper``: the body of a UMD/AMD module factory is the script's own top
level.

A legacy library module wraps its code in a factory that a module loader or the page calls::

    (function (global, factory) {                                   // UMD
        if (typeof define === "function" && define.amd) define(["Client", "jquery"], factory);
        else factory(global.Client, global.$);
    })(this, function (Client, $) { var url = "api/x"; … });

    define(["jquery"], function ($) { … });                         // AMD

The factory runs once, at load, so its locals are the module's bindings, its functions are
top-level functions, its calls and member writes run at module level. Its parameters are what
the wrapper hands it: the page's global named in the UMD fallback call (``factory(global.$)``:
``$`` is the global ``$``; a parameter named otherwise, ``factory(global.jQuery)`` for ``$``,
is bound to that global), or without a fallback the AMD dependency named at its position,
an import of that module (a path of the program, or a package such as ``jquery``); a bare
AMD module's one ``return`` is its default export. A write of the wrapper to its global parameter other than the
factory's result (``global.Api = new global.Client()``) is a top-level binding of the script
(``Api``), so other scripts read it as a global.

A wrapper is recognised only in a JavaScript file with no import or export whose top level
is one call of this shape; a plain IIFE (``(function ($) {…})(jQuery)``) is no factory and
keeps its own scope.
"""
from __future__ import annotations

import copy
import dataclasses

from code2skill.facts import (Arr, Call, ExportFact, Expr, Fn, FunctionFact, ImportFact, Lit,
                              Member, ModuleFacts, Ref)

GLOBAL_ROOTS = ("window", "globalThis", "self", "global", "this")


@dataclasses.dataclass(frozen=True)
class Wrapper:
    """A recognised module factory: its function id, the globals its parameters are bound to
    (``None`` where the fallback names none), the AMD dependencies by position, and the
    wrapper function's global parameter (``None`` for a bare ``define``)."""

    factory: str
    globals: tuple[str | None, ...] | None
    deps: tuple[str | None, ...]
    global_param: str | None = None
    wrapper: str | None = None


def unwrap_modules(modules: dict[str, ModuleFacts]) -> None:
    """Hoist the factory body of every UMD/AMD module of ``modules`` to its top level, in
    place of the dict: a changed module is a copy (the extracted facts, which a cache may
    hold, stay as they are) (see the module docstring)."""
    for path, module in modules.items():
        if module.language != "javascript" or module.imports or module.exports:
            continue
        wrapper = find_wrapper(module)
        if wrapper is not None and wrapper.factory in module.functions:
            modules[path] = copy.deepcopy(module)
            hoist(modules[path], wrapper)


def find_wrapper(module: ModuleFacts) -> Wrapper | None:
    """The factory of ``module``'s one top-level wrapper call, else ``None``."""
    top = [site.call for site in module.calls if site.scope is None]
    if len(top) != 1:
        return None
    call = top[0]
    if isinstance(call.callee, Ref) and call.callee.name == "define":
        factory = call.args[-1] if call.args else None
        if isinstance(factory, Fn):
            return Wrapper(factory.fid, None, dependencies(call.args[:-1]))
        return None
    if not isinstance(call.callee, Fn) or not call.args or not isinstance(call.args[-1], Fn):
        return None
    outer = module.functions.get(call.callee.fid)
    if outer is None or len(outer.params) != len(call.args):
        return None
    factory_param = outer.params[-1].name
    global_param = outer.params[0].name if len(outer.params) == 2 else None
    fallback: tuple[str | None, ...] | None = None
    deps: tuple[str | None, ...] = ()
    for site in module.calls:
        if site.scope != outer.fid:
            continue
        callee = site.call.callee
        if isinstance(callee, Ref) and callee.name == factory_param and fallback is None:
            fallback = tuple(global_name(arg, global_param) for arg in site.call.args)
        elif isinstance(callee, Ref) and callee.name == "define" and site.call.args \
                and isinstance(site.call.args[-1], Ref) \
                and site.call.args[-1].name == factory_param:
            deps = dependencies(site.call.args[:-1])
    if fallback is None and not deps:
        return None
    return Wrapper(call.args[-1].fid, fallback, deps, global_param, outer.fid)


def dependencies(args: tuple[Expr, ...]) -> tuple[str | None, ...]:
    """The module names of a ``define`` call's dependency array (``define("Name", [deps],
    factory)`` or ``define([deps], factory)``)."""
    array = next((a for a in args if isinstance(a, Arr)), None)
    if array is None:
        return ()
    return tuple(item.value if isinstance(item, Lit) and isinstance(item.value, str) else None
                 for item in array.items)


def global_name(arg: Expr, global_param: str | None) -> str | None:
    """``X`` for a fallback argument ``global.X``/``window.X``/``X``, else ``None``."""
    if isinstance(arg, Member) and isinstance(arg.obj, Ref) and (
            arg.obj.name == global_param or arg.obj.name in GLOBAL_ROOTS):
        return arg.prop
    if isinstance(arg, Ref):
        return arg.name
    return None


def hoist(module: ModuleFacts, wrapper: Wrapper) -> None:
    """Make ``wrapper``'s factory body ``module``'s top level (locals, nested functions,
    calls and member writes) and bind its parameters."""
    factory = module.functions[wrapper.factory]
    for name, exprs in factory.locals.items():
        module.bindings.setdefault(name, list(exprs))
    module.assignments.extend(factory.assignments)
    for fn in module.functions.values():
        if fn.parent == factory.fid:
            fn.parent = None
    module.calls[:] = [dataclasses.replace(site, scope=None) if site.scope == factory.fid
                       else site for site in module.calls]
    bind_parameters(module, factory, wrapper)
    if wrapper.globals is None and len(factory.returns) == 1:    # AMD: what it returns
        module.exports.append(ExportFact("default", value=factory.returns[0]))
    if wrapper.wrapper is not None and wrapper.global_param is not None:
        global_writes(module, module.functions[wrapper.wrapper], wrapper)
    factory.locals, factory.assignments = {}, []


def bind_parameters(module: ModuleFacts, factory: FunctionFact, wrapper: Wrapper) -> None:
    """Bind each factory parameter to the global its UMD fallback passes (nothing when the
    names agree: the name is the global), else to an import of its AMD dependency."""
    for index, param in enumerate(factory.params):
        if not param.name or param.name in module.bindings:
            continue
        if wrapper.globals is not None:
            name = wrapper.globals[index] if index < len(wrapper.globals) else None
            if name is not None and name != param.name:
                module.bindings[param.name] = [Ref(name, factory.span)]
        elif index < len(wrapper.deps) and wrapper.deps[index]:
            module.imports.append(ImportFact(param.name, wrapper.deps[index], "default",
                                             factory.span))


def global_writes(module: ModuleFacts, outer: FunctionFact, wrapper: Wrapper) -> None:
    """``global.Api = new global.Client()`` in the wrapper: the script's top-level binding
    ``Api`` (a write of the factory's own result names the factory's binding of that name)."""
    for assignment in outer.assignments:
        target = assignment.target
        if len(target) != 2 or target[0] != wrapper.global_param \
                or target[1] in module.bindings:
            continue
        value = assignment.value
        if isinstance(value, Call) and isinstance(value.callee, Ref) \
                and value.callee.name == outer.params[-1].name:
            continue                            # the factory's result: its own binding
        module.bindings[target[1]] = [unglobal(value, wrapper.global_param)]


def unglobal(expr: Expr, global_param: str) -> Expr:
    """``expr`` with ``global.X`` read as the global ``X`` (``new global.Client()`` →
    ``new Client()``)."""
    if isinstance(expr, Member) and isinstance(expr.obj, Ref) and expr.obj.name == global_param:
        return Ref(expr.prop, expr.span)
    if isinstance(expr, Call):
        return dataclasses.replace(expr, callee=unglobal(expr.callee, global_param),
                                   args=tuple(unglobal(a, global_param) for a in expr.args))
    return expr


__all__ = ["unwrap_modules"]
