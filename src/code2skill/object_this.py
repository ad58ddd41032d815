"""Rule ``this.object-literal``: ``this`` inside a method of an object literal bound to a name
or assigned to a member path.

``const api = { base: '/svc', url(p) { return this.base + p }, ping() { return
fetch(this.url('/ping')) } }``: JavaScript binds ``this`` to the object a method is called on,
and a method written in an object literal held by a ``const``/``let`` (module level or local)
is called on that object (``api.ping()``, ``this.url(…)``). So ``this`` inside it is the bound
object (``api``; ``api.users`` for a method of a nested literal ``users: {…}``), whose members
the resolver reads like any other. A literal assigned to a member path (``window._api = {
request(m, url) {…}, health() { return this.request('get', '/health') } }``, ``obj.api =
{…}``) is that object alike: a method called through the path runs with it as ``this``.
Arrow functions keep the enclosing ``this`` and are not
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

from dataclasses import dataclass, field, replace
from typing import Mapping

from .facts import FunctionFact, Fn, ModuleFacts, Obj, Span, Typed

# top-level keys of framework option objects whose methods run with the framework's `this`
FRAMEWORK_KEYS = frozenset({
    "methods", "computed", "watch", "data", "props", "setup", "render", "template",
    "components", "mixins", "mounted", "created", "beforeMount", "beforeCreate",
    "actions", "getters", "state", "mutations", "extends"})


@dataclass(frozen=True)
class ObjectHome:
    """Where a method's object lives: binding ``name`` of module ``path`` in scope ``scope``
    (a function id, ``None`` at module level), then the member ``keys`` down to the literal
    holding the method (``()`` for the bound literal itself). For a literal assigned to a
    member path, ``name`` is that path dotted (``window._api``), ``span`` the literal's span
    (which tells two literals apart) and ``literal`` the literal the resolver evaluates in the
    scope; both ``None`` for a binding."""

    path: str
    scope: str | None
    name: str
    keys: tuple[str, ...]
    span: Span | None = None
    literal: Obj | None = field(default=None, compare=False)


def object_methods(modules: dict[str, ModuleFacts]) -> dict[str, ObjectHome]:
    """Function id → the home of the object literal whose method (non-arrow function
    property) it is, for every object literal that is the sole initialiser of a binding, then
    for every literal assigned to a member path (:func:`assigned_literals`)."""
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
        for scope, target, literal in assigned_literals(module):
            collect(literal, ObjectHome(path, scope, ".".join(target), (), literal.span,
                                        literal), module, homes)
    return homes


def assigned_literals(module: ModuleFacts) -> list[tuple[str | None, tuple[str, ...], Obj]]:
    """``(scope, member path, literal)`` of each object literal ``module`` assigns to a member
    path (``window._api = {…}``; scope the function id, ``None`` at module level), unless the
    key is computed, the member or the literal is a framework's options
    (:data:`FRAMEWORK_KEYS`: ``Store.actions = {…}``) or the literal has no span to tell it by."""
    scopes = [(None, module.assignments)] + [(fid, fn.assignments)
                                             for fid, fn in module.functions.items()]
    return [(scope, a.target, a.value) for scope, assignments in scopes for a in assignments
            if isinstance(a.value, Obj) and a.key is None and len(a.target) >= 2
            and a.value.span is not None and a.target[-1] not in FRAMEWORK_KEYS
            and not framework_options(a.value)]


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
            collect(value, replace(home, keys=home.keys + (prop.key,)), module, homes)


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
