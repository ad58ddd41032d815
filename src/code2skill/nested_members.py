"""Rule ``wrapper.nested-member``: where a function of a nested object literal may be reached
(``settingsAPI.test.mqtt`` of ``export const settingsAPI = { test: { mqtt: (c) => … } }``).

Such a function is reached only through its parent's key: ``settingsAPI.test.mqtt(c)``,
``test.mqtt(c)`` after ``const { test } = settingsAPI``, ``t.mqtt(c)`` after ``const t =
settingsAPI.test``. So a member read ``x.mqtt`` of anything else (``settings.realtime.mqtt``,
``form.mqtt``) is no mention of it, and neither is a word of a string (``'mqtt'``,
``'settings.mqtt.title'``): text reaches a function only through a lookup by a computed key,
and such a lookup on the object's chain (``settingsAPI[name]``, ``test[kind]``), like the
object or a part of its chain handed on as a value (``useApi(settingsAPI)``, ``{...test}``,
``modules: { settings: settingsAPI }``), makes every member reachable under any name: the
chain has *escaped*, and then nothing is claimed about its members.

Names here: the *chain* of a function is its dotted name split (``('settingsAPI', 'test',
'mqtt')``); its *keys* are the chain less the function's own name; the *roots* of a module are
the names it holds the object under (its import of the object, a namespace import of the
object's module, ``this`` and the object's own name in the defining module) and the *aliases*
are the names any module binds to a part of the chain (``const { test } = settingsAPI``,
``const t = settingsAPI.test``, ``const api = settingsAPI``; a write publishing it on the
global scope, ``window.api = api``, binds the global ``api``).
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from code2skill.facts import Call, FunctionFact, Index, Member, ModuleFacts, Ref
from code2skill.global_instances import global_name

RULE = "wrapper.nested-member"
WORD = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
NOTE = ("a member of a nested object, reached only through its parent's key: no read of "
        "{key}.{name}, of an alias of {key}, nor a computed lookup on its chain was found")


def is_nested(fn: FunctionFact) -> bool:
    """Whether ``fn`` is a function of an object literal nested in a top-level one (its dotted
    name has three parts or more), not a class method or a nested function."""
    return fn.class_name is None and fn.parent is None and fn.name.count(".") >= 2


def keys_of(fn: FunctionFact) -> tuple[str, ...]:
    """The chain of ``fn`` less its own name (``('settingsAPI', 'test')``)."""
    return tuple(fn.name.split(".")[:-1])


def bound_values(module: ModuleFacts) -> Iterator[tuple[str, object]]:
    """``(name, value)`` of every binding of a module, top-level and function-local, and of
    every write publishing a value on the global scope (``window.api = api``, ``globalThis``,
    ``self``: the value is then the global ``api`` of every script, an alias, no escape)."""
    for name, values in module.bindings.items():
        yield from ((name, v) for v in values)
    for fn in module.functions.values():
        for name, values in fn.locals.items():
            yield from ((name, v) for v in values)
    for assignment in [*module.assignments,
                       *(a for fn in module.functions.values() for a in fn.assignments)]:
        name = global_name(assignment)
        if name is not None:
            yield name, assignment.value


def on_chain(node: object, keys: tuple[str, ...], roots: set[str] | frozenset[str]) -> bool:
    """Whether ``node`` may be the object or a part of its chain: one of ``roots`` (a plain
    name), or a read of one of ``keys`` from a member chain that starts at one of ``roots``."""
    if isinstance(node, Ref):
        return node.name in roots
    if isinstance(node, Member) and node.prop in keys:
        start = node.obj
        while isinstance(start, Member):
            start = start.obj
        return isinstance(start, Ref) and start.name in roots
    return False


def aliases(modules: dict[str, ModuleFacts], keys: tuple[str, ...],
            roots_of: dict[str, set[str]]) -> frozenset[str]:
    """The names any module binds directly to the object or a part of its chain (``const {
    test } = settingsAPI`` binds ``test`` to ``settingsAPI.test``; every name of a nested
    pattern, ``const { test: { mqtt } } = settingsAPI``, counts), followed through aliases of
    aliases; ``roots_of`` gives each module's roots."""
    found: set[str] = set()
    grew = True
    while grew:
        grew = False
        for path, module in modules.items():
            roots = roots_of.get(path, set()) | found
            for name, value in bound_values(module):
                bound = set(WORD.findall(name)) - found
                if bound and on_chain(value, keys, roots):
                    found |= bound
                    grew = True
    return frozenset(found)


@dataclass(frozen=True)
class ModuleNodes:
    """The expression nodes of one module, walked once: ``nodes`` every node (exports' values
    left out: their importers are judged themselves), ``held`` the ids of those only read
    through (the object of a member read, a callee), ``bound`` the ids of the values bound
    to a name (an alias is no escape)."""

    nodes: tuple[object, ...]
    held: frozenset[int]
    bound: frozenset[int]


def module_nodes(module: ModuleFacts, exprs: Iterable[object], walk) -> ModuleNodes:
    """:class:`ModuleNodes` of ``module`` from its expression trees ``exprs``, each walked
    by ``walk`` (expression → its nodes)."""
    exported = {id(e.value) for e in module.exports if e.value is not None}
    nodes: list[object] = []
    held: set[int] = set()
    for expr in exprs:
        if id(expr) in exported:
            continue
        for node in walk(expr):
            nodes.append(node)
            if isinstance(node, Member):
                held.add(id(node.obj))
            elif isinstance(node, Call):
                held.add(id(node.callee))
    return ModuleNodes(tuple(nodes), frozenset(held),
                       frozenset(id(value) for _, value in bound_values(module)))


def start_of(node: object) -> object:
    """The expression a member chain starts at (``settingsAPI`` of ``settingsAPI.test``)."""
    while isinstance(node, Member):
        node = node.obj
    return node


def own_this(module: ModuleFacts, key: str, walk) -> frozenset[int]:
    """The ids of the ``this`` references written in the functions of the top-level object
    ``key`` of ``module`` (its members ``key.a.b`` and the functions nested in them), where
    ``this`` may be that object; in any other function of the module (a jQuery callback's
    ``$(this)``) it is not. ``walk``: expression → its nodes."""
    def inside(fid: str | None) -> bool:
        while fid is not None and fid in module.functions:
            fn = module.functions[fid]
            if fn.parent is None and fn.class_name is None and fn.name.startswith(key + "."):
                return True
            fid = fn.parent
        return False

    exprs: list[object] = [site.call for site in module.calls if inside(site.scope)]
    for fid, fn in module.functions.items():
        if inside(fid):
            exprs += [*fn.returns, *(v for vs in fn.locals.values() for v in vs),
                      *(a.value for a in fn.assignments),
                      *(w.value for ws in fn.writes.values() for w in ws)]
    return frozenset(id(node) for expr in exprs for node in walk(expr)
                     if isinstance(node, Ref) and node.name == "this")


def escapes(found: ModuleNodes, keys: tuple[str, ...], roots: set[str] | frozenset[str],
            this_ids: frozenset[int] | None = None) -> bool:
    """Whether a module (its nodes ``found``) hands the object or a part of its chain on as
    a value (an argument, a spread, an entry of an object, a return) or looks a member of it
    up by a computed key (``settingsAPI[name]``): its members may then run under any name.
    A binding of it to a name (an alias) is no escape. ``this_ids``: when given, the only
    ``this`` references that may be the object (:func:`own_this`)."""
    def chained(node: object) -> bool:
        start = start_of(node)
        if this_ids is not None and isinstance(start, Ref) and start.name == "this" and \
                id(start) not in this_ids:
            return False
        return on_chain(node, keys, roots)

    for node in found.nodes:
        if isinstance(node, Index) and chained(node.obj):
            return True
        if chained(node) and id(node) not in found.held and id(node) not in found.bound:
            return True
    return False


def reaches(node: object, name: str, keys: tuple[str, ...], names: frozenset[str]) -> bool:
    """Whether the expression node ``node`` may read the nested member ``name`` whose parent
    key is ``keys[-1]``: a member read of ``name`` from a read of that key (``….test.mqtt``),
    from one of ``names`` (an alias: ``test.mqtt``, ``t.mqtt``), or from something the tool
    cannot tell apart from the object (a call's result, a computed lookup, a cast); never
    from a read of another key or a plain name that is no alias (``settings.mqtt``)."""
    if not isinstance(node, Member) or node.prop != name:
        return False
    obj = node.obj
    if isinstance(obj, Member):
        return obj.prop == keys[-1]
    if isinstance(obj, Ref):
        return obj.name in names
    return True
