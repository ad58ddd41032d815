"""Rule ``this.object-literal``: ``this`` inside a method of an object literal bound to a name.

``const api = { base: '/svc', url(p) { return this.base + p }, ping() { return
fetch(this.url('/ping')) } }``: JavaScript binds ``this`` to the object a method is called on,
and a method written in an object literal held by a ``const``/``let`` (module level or local)
is called on that object (``api.ping()``, ``this.url(…)``). So ``this`` inside it is the bound
object (``api``; ``api.users`` for a method of a nested literal ``users: {…}``), whose members
the resolver reads like any other. Arrow functions keep the enclosing ``this`` and are not
methods here.

An object a framework reads as options gives ``this`` the framework's own value (a Vue
component, a Vuex/Pinia store): a literal with one of :data:`FRAMEWORK_KEYS` at its top level,
or bound to such a name (a Vuex module's ``export const actions = {…}``), binds nothing, nor
does a literal passed straight to a call (``defineComponent({…})``, ``Component.extend({…})``)
or exported without a name (``export default {…}``), which are not bindings. A ``$`` member
the literal lacks (``this.$axios``) is still the framework's injection (the resolver's
``member``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from .facts import FunctionFact, Fn, ModuleFacts, Obj, Typed

# top-level keys of framework option objects whose methods run with the framework's `this`
FRAMEWORK_KEYS = frozenset({
    "methods", "computed", "watch", "data", "props", "setup", "render", "template",
    "components", "mixins", "mounted", "created", "beforeMount", "beforeCreate",
    "actions", "getters", "state", "mutations", "extends"})


@dataclass(frozen=True)
class ObjectHome:
    """Where a method's object lives: binding ``name`` of module ``path`` in scope ``scope``
    (a function id, ``None`` at module level), then the member ``keys`` down to the literal
    holding the method (``()`` for the bound literal itself)."""

    path: str
    scope: str | None
    name: str
    keys: tuple[str, ...]


def object_methods(modules: dict[str, ModuleFacts]) -> dict[str, ObjectHome]:
    """Function id → the home of the object literal whose method (non-arrow function
    property) it is, for every object literal that is the sole initialiser of a binding."""
    homes: dict[str, ObjectHome] = {}
    for path, module in modules.items():
        scopes = [(None, module.bindings)] + [(fid, fn.locals)
                                              for fid, fn in module.functions.items()]
        for scope, bindings in scopes:
            for name, exprs in bindings.items():
                literal = bound_literal(exprs)
                if literal is not None and name not in FRAMEWORK_KEYS \
                        and not framework_options(literal):
                    collect(literal, ObjectHome(path, scope, name, ()), modules[path], homes)
    return homes


def bound_literal(exprs: list) -> Obj | None:
    """The object literal a binding holds when it is its only value (``const x = {…}``,
    ``const x: T = {…}``), else ``None``."""
    if len(exprs) != 1:
        return None
    expr = exprs[0]
    if isinstance(expr, Typed):
        expr = expr.expr
    return expr if isinstance(expr, Obj) else None


def framework_options(literal: Obj) -> bool:
    """Whether ``literal`` looks like a framework's options object (a key of
    :data:`FRAMEWORK_KEYS` at its top level)."""
    return any(prop.key in FRAMEWORK_KEYS for prop in literal.props)


def collect(literal: Obj, home: ObjectHome, module: ModuleFacts,
            homes: dict[str, ObjectHome]) -> None:
    """Record ``home`` for each method of ``literal`` and of the literals nested in it."""
    for prop in literal.props:
        if prop.key is None:
            continue
        value = prop.value
        if isinstance(value, Fn):
            fn = module.functions.get(value.fid)
            if fn is not None and not fn.arrow and fn.class_name is None:
                homes.setdefault(value.fid, home)
        elif isinstance(value, Obj):
            collect(value, ObjectHome(home.path, home.scope, home.name,
                                      home.keys + (prop.key,)), module, homes)


def this_writes(homes: Mapping[str, ObjectHome],
                functions: Mapping[str, tuple[str, FunctionFact]]
                ) -> dict[ObjectHome, frozenset[str]]:
    """Home → the members of ``this`` the methods of the literal there write (``setToken(t)
    { this.token = t }``), from ``homes`` (:func:`object_methods`) and the program's
    functions (fid → ``(path, fact)``), read once for every home: asking it again at each
    ``this`` read of a literal of N methods, each scanning every method of the program, cost
    O(N²) (an object of 5,000 methods each calling the next through ``this``)."""
    written: dict[ObjectHome, set[str]] = {}
    for fid, home in homes.items():
        members = written.setdefault(home, set())
        members.update(a.target[1] for a in functions[fid][1].assignments
                       if len(a.target) == 2 and a.target[0] == "this")
    return {home: frozenset(members) for home, members in written.items()}
