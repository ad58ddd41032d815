"""Rule ``wrapper.held-instances``: the methods a program can call on the instances of a class
whose every instance stays in the binding it is made into.

Per-resource API classes are often made where they are used and only called there::

    const groupAPI = $derived(new GroupAPI(groupId));      // a Svelte 5 component
    const add = (id: string) => groupAPI.addMember(id);

When every ``new`` of a class (also ``new C(…).m()``) is the whole value of one binding, or of
a Svelte rune (``$derived``, ``$state``, ``$state.raw``) that is, and every use of that
binding in its module is the receiver of a called member (``groupAPI.addMember(…)``,
``userAPI?.setActiveGroup(…)``), no instance leaves those bindings: only the members called
there can run. A member read of the same name elsewhere (``{#if group.isManager}`` of a
component's own data) then cannot reach the class's method, nor can a plain name (a
parameter ``isManager`` of another function: no instance is destructured), so rule
``wrapper.never-called`` does not count either as a mention (:mod:`.uncalled`).

Anything else keeps the class open, and :func:`held_calls` gives ``None``: a ``new`` returned,
passed, stored in a member, an object or an array, or made in a function's return; the class
name read as a value (handed to a call, a member of it read), imported as a namespace or
default of a module re-exporting it, or extended by another class; a binding read as a value
(``<Child api={groupAPI}>``, ``return groupAPI``, ``f(groupAPI)``, ``if (groupAPI)`` seen); and
an instance its own methods hand away (:func:`this_escapes`: ``new Operation({api: this})``,
``return this`` of a fluent setter), whose holder then calls the class's methods
(``this.api.spec(id)``).
"""
from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator

from code2skill.factcodec import field_values
from code2skill.facts import Call, Member, ModuleFacts, Ref, enclosing

RULE = "wrapper.held-instances"
NOTE = ("every instance of {cls} stays in the binding it is made into, none calling this "
        "method: a member read or a plain name of its name elsewhere reaches none")
RUNES = frozenset({"$derived", "$state"})      # Svelte 5 runes whose value is their argument


def parented(expr: object) -> Iterator[tuple[object, object | None]]:
    """``(node, parent)`` of ``expr`` and every expression node inside it (tuples and lists
    looked through: a call's argument's parent is the call)."""
    stack: list[tuple[object, object | None]] = [(expr, None)]
    while stack:
        node, parent = stack.pop()
        if isinstance(node, (tuple, list)):
            stack.extend((item, parent) for item in node)
        elif dataclasses.is_dataclass(node):
            yield node, parent
            stack.extend((child, node) for child in field_values(type(node))(node))


def rune_value(value: object) -> object:
    """The argument of a Svelte rune call (``$derived(x)``, ``$state.raw(x)``), else
    ``value``."""
    if isinstance(value, Call) and value.args and not value.new:
        callee = value.callee.obj if isinstance(value.callee, Member) else value.callee
        if isinstance(callee, Ref) and callee.name in RUNES:
            return value.args[0]
    return value


def bound_values(module: ModuleFacts) -> Iterator[tuple[str, object]]:
    """``(name, value)`` of each binding and function local of ``module``, a rune's argument
    for a rune."""
    for name, values in module.bindings.items():
        for value in values:
            yield name, rune_value(value)
    for fn in module.functions.values():
        for name, values in fn.locals.items():
            for value in values:
                yield name, rune_value(value)


def called_member(node: object, parent: object | None, grand: object | None) -> str | None:
    """The member name when ``node`` is the receiver of a called member (``node.m(…)``)."""
    if isinstance(parent, Member) and parent.obj is node and isinstance(grand, Call) \
            and grand.callee is parent and not grand.new:
        return parent.prop
    return None


def held_calls(module_exprs: dict[str, list[object]], modules: dict[str, ModuleFacts],
               class_names: dict[str, str]) -> frozenset[str] | None:
    """The member names called on the instances of one class when every instance is held
    (see the module docstring), else ``None``. ``module_exprs``: each module's expression
    trees (its calls, bindings, returns, writes, markup and component attributes);
    ``class_names``: ``{module path: the local name the class has there}`` for every module
    that can name it (its own and those importing it by name)."""
    called: set[str] = set()
    holders: dict[str, set[str]] = {}
    for path, local in class_names.items():
        roots = {id(value): name for name, value in bound_values(modules[path])}
        found = held_in(module_exprs[path], local, roots, called)
        if found is None:
            return None
        holders[path] = found
    for path, names in holders.items():
        if names and not uses_called(module_exprs[path], names, called):
            return None
    return frozenset(called)


def parents_of(exprs: Iterable[object]) -> dict[int, list[object]]:
    """``id(node)`` → the parents ``node`` has in ``exprs`` (a subtree may be shared: a call
    site's call is also a binding's value); a tree's root has none."""
    parents: dict[int, list[object]] = {}
    for expr in exprs:
        for node, parent in parented(expr):
            found = parents.setdefault(id(node), [])
            if parent is not None and not any(p is parent for p in found):
                found.append(parent)
    return parents


def nodes_of(exprs: Iterable[object]) -> Iterator[object]:
    """Every expression node of ``exprs``, each once."""
    seen: set[int] = set()
    for expr in exprs:
        for node, _ in parented(expr):
            if id(node) not in seen:
                seen.add(id(node))
                yield node


def receiver_of(node: object, parents: dict[int, list[object]]) -> str | None:
    """The member name when every place of ``node`` is the receiver of one called member
    (``node.m(…)``), else ``None``."""
    members = {called_member(node, parent, grand)
               for parent in parents.get(id(node), [])
               for grand in parents.get(id(parent), []) or [None]}
    if not parents.get(id(node)) or len(members) != 1:
        return None
    return members.pop()


def held_in(exprs: list[object], local: str, roots: dict[int, str],
            called: set[str]) -> set[str] | None:
    """The bindings of one module holding a ``new`` of the class named ``local`` there
    (``roots``: ``id(value)`` → binding name), each direct call ``new C(…).m()`` added to
    ``called``; ``None`` when the class name is used otherwise."""
    parents = parents_of(exprs)
    found: set[str] = set()
    for node in nodes_of(exprs):
        if isinstance(node, Ref) and node.name == local and not all(
                isinstance(p, Call) and p.new and p.callee is node
                for p in parents.get(id(node), [None])):
            return None
        if not (isinstance(node, Call) and node.new and isinstance(node.callee, Ref)
                and node.callee.name == local):
            continue
        if id(node) in roots:
            found.add(roots[id(node)])
            continue
        member = receiver_of(node, parents)
        if member is None:
            return None
        called.add(member)
    return found


def this_escapes(module: ModuleFacts, cls: str) -> bool:
    """Whether a method of class ``cls`` of ``module`` (or a function nested in one, which
    keeps its ``this`` when an arrow) uses ``this`` as a value rather than as the receiver of a
    member: passes it (``new Operation({api: this, id})``), returns it (``return this``),
    stores or compares it. Such an instance may reach code that calls any of its methods."""
    methods = {fid for fid, fn in module.functions.items() if fn.class_name == cls}
    inside = {fid for fid in module.functions
              if not methods.isdisjoint(enclosing(fid, module.functions))}
    exprs: list[object] = [site.call for site in module.calls if site.scope in inside]
    for fid in inside:
        fn = module.functions[fid]
        exprs += [*fn.returns, *(v for values in fn.locals.values() for v in values),
                  *(a.value for a in fn.assignments)]
    parents = parents_of(exprs)
    return any(isinstance(node, Ref) and node.name == "this" and not all(
        isinstance(parent, Member) and parent.obj is node
        for parent in parents.get(id(node)) or [None]) for node in nodes_of(exprs))


def uses_called(exprs: list[object], names: set[str], called: set[str]) -> bool:
    """Whether every read of a binding of ``names`` is the receiver of a called member, each
    such member added to ``called``."""
    parents = parents_of(exprs)
    for node in nodes_of(exprs):
        if isinstance(node, Ref) and node.name in names:
            member = receiver_of(node, parents)
            if member is None:
                return False
            called.add(member)
    return True
