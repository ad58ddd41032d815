"""Rule ``this.registered-class``: a class handed to a registration helper that constructs it.

A client library lets each sub-client register itself instead of being made by name::

    Client.registerComponent = function (name, component) {
        Object.defineProperty(Client.prototype, name, {get: function () {
            return new component(this);                   // made with the client as its base
        }});
    };
    Client.registerComponent("printerprofiles", PrinterProfileClient);

``new component(this)`` makes whatever class a caller passes as ``component``: so each call of
the helper that passes a class of the program at that parameter's position is a construction
of that class, with the arguments the ``new`` gives (evaluated where the ``new`` is written;
``this`` of a getter defined on ``Client.prototype`` is a ``Client``: rule
``this.prototype-class``). Only a ``new`` whose callee is a parameter of the function it is
written in, or of one enclosing it, counts, and only calls the resolver links to that function.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from code2skill.facts import Fn, Obj, Ref
from code2skill.recogniser_context import Frame
from code2skill.values import ClassRefV, InstanceV, Value, text_of

if TYPE_CHECKING:
    from code2skill.resolution.resolver import Resolver


def parameter_new_sites(resolver: "Resolver") -> list[tuple[str, str, str, int, object]]:
    """``(module, scope, helper function id, parameter index, call)`` of every ``new P(…)``
    whose callee ``P`` is a parameter of its own or an enclosing function (the helper)."""
    found = []
    for (path, scope), sites in resolver.calls_by_scope.items():
        for site in sites:
            callee = site.call.callee
            if not site.call.new or not isinstance(callee, Ref) or scope is None:
                continue
            helper = declaring_function(resolver, scope, callee.name)
            if helper is not None:
                found.append((path, scope, helper[0], helper[1], site.call))
    return found


def declaring_function(resolver: "Resolver", scope: str | None, name: str
                       ) -> tuple[str, int] | None:
    """The id of the function (``scope`` or one enclosing it) whose parameter ``name`` is,
    with the parameter's index; ``None`` when a local of the way shadows it or none is."""
    fid: str | None = scope
    while fid is not None:
        fn = resolver.function(fid)
        if fn is None or name in fn.locals:
            return None
        for index, param in enumerate(fn.params):
            if param.name == name:
                return fid, index
        fid = fn.parent
    return None


def registered_constructions(resolver: "Resolver", key: tuple[str, str]
                             ) -> list[tuple[Value, ...]]:
    """The argument tuples of every ``new P(…)`` of a registration helper whose linked calls
    pass the class ``key`` (module, name) at ``P``'s position."""
    sites = resolver.parameter_new_sites
    found: list[tuple[Value, ...]] = []
    for path, scope, helper, index, call in sites:
        if any(index < len(args) and args[index] == ClassRefV(*key)
               for args in resolver.call_arguments(helper)):
            found.append(resolver.eval_args(call.args, Frame(path, scope)))
    return found


def registered_member(resolver: "Resolver", inst: InstanceV, prop: str) -> Value | None:
    """``client.printerprofiles``: the instance the accessor a registration helper defines on
    ``inst``'s class prototype under the name its linked call passes (``"printerprofiles"``)
    makes with ``new P(…)`` of the class that call passes at ``P``'s position; ``None`` when
    no helper call names ``prop``."""
    for path, scope, helper, index, _call in resolver.parameter_new_sites:
        key = accessor_key(resolver, path, scope, helper, inst)
        if key is None:
            continue
        for args in resolver.call_arguments(helper):
            named, made = (args[key] if key < len(args) else None,
                           args[index] if index < len(args) else None)
            if text_of(named) == prop and isinstance(made, ClassRefV):
                return InstanceV(made.module, made.name)
    return None


def accessor_key(resolver: "Resolver", path: str, scope: str, helper: str,
                 inst: InstanceV) -> int | None:
    """The position of the helper parameter that names the accessor when ``scope`` is the
    accessor of an ``Object.defineProperty(X.prototype, name, {get: …})`` written in
    ``helper`` with ``X`` ``inst``'s class; else ``None``."""
    fn = resolver.function(scope)
    if fn is None or fn.class_name != inst.name or path != inst.module:
        return None
    for site in resolver.calls_by_scope.get((path, helper), []):
        args = site.call.args
        if len(args) == 3 and isinstance(args[1], Ref) and isinstance(args[2], Obj) \
                and any(isinstance(p.value, Fn) and p.value.fid == scope for p in args[2].props):
            found = declaring_function(resolver, helper, args[1].name)
            return found[1] if found is not None and found[0] == helper else None
    return None


__all__ = ["registered_constructions", "registered_member"]
