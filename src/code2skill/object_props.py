"""Rule ``vue.object-prop``: a component prop holding an instance of a class of the program
that every parent binding it passes.

A page often fetches a client object and hands it to the components that use it::

    // ServerView.vue (<script setup>)
    const server = shallowRef(null)
    onMounted(async () => { server.value = await api.server.get(id) })   // new Server(api, data)
    <Files :server="server" />

    // Files.vue (<script setup>)                      // Users.vue (options API)
    const props = defineProps({ server: Object })      props: { server: Object },
    await props.server.getFile(path)                   mounted() { this.server.getUsers() }

A prop is the value its parents bind. When every template element rendering the component
(rule ``vue.prop-binding``: :func:`~code2skill.vue_options.renders`) binds the prop to a
plain name or dotted path (``:server="server"``) whose value, read at the parent's top level
(a ref unwrapped as the template does), is an instance of one and the same class of the
program, the prop is that instance: ``props.server.getFile(p)`` and
``this.server.getUsers()`` are calls of that class's methods, so a method whose URL waits
for its caller's arguments is read through them. A parent binding its own prop
(``<files :server="server" />`` in a component that declares ``server`` itself) passes what
its own parents bind, followed the same way (a cycle of components passes nothing). An
element that binds no value the tool can read (a static text, a computed expression, a
spread, a value of no class), elements passing instances of different classes, or no
element at all leave the prop as before (an unknown value, or the component's input), and
the calls made on it stay unlinked: the diagnostic of a method of a class whose requests
wait for its callers names each such call and its prop (:func:`unfollowed_props`).
"""
from __future__ import annotations

from code2skill.facts import Call, Member, Ref
from code2skill.values import InstanceV, LibV, Value
from code2skill.vue_options import Component, camel
from code2skill.vue_refs import is_ref

RULE = "vue.object-prop"
MEMO = "vue:object-props"
HOLDERS = frozenset({"props", "this"})     # what a component reads its props from


def passed_instance(resolver, component: Component, name: str) -> InstanceV | None:
    """The instance every element rendering ``component`` binds to its prop ``name`` (module
    docstring), ``None`` when there is no such one; worked out once a run per prop, a
    component met again while its own prop is being worked out passing nothing."""
    memo = resolver.pass_memo.setdefault(MEMO, {})
    key = (component.fid, name)
    if key not in memo:
        memo[key] = None                           # (a cycle of components passes nothing)
        memo[key] = agreed(bound_values(resolver, component, name))
    return memo[key]


def bound_values(resolver, component: Component, name: str) -> list[Value | None]:
    """What each element rendering ``component`` binds to its prop ``name``, read at the
    parent's top level (``None`` for an element binding nothing the tool can read)."""
    out: list[Value | None] = []
    for parent, use in resolver.rendered_by(component):
        given = {camel(attribute): expr for attribute, expr in use.attributes}
        expr = given.get(name)
        out.append(parent_value(resolver, parent, expr)
                   if isinstance(expr, (Ref, Member)) else None)
    return out


def agreed(values: list[Value | None]) -> InstanceV | None:
    """The first of ``values`` when every one is an instance of the same class, else
    ``None`` (no value, or one that is no instance, or two classes)."""
    if not values or not all(isinstance(v, InstanceV) for v in values):
        return None
    classes = {(v.module, v.name) for v in values}
    return values[0] if len(classes) == 1 else None


def parent_value(resolver, parent: str, expr: Ref | Member) -> Value | None:
    """The value a bound ``expr`` (a plain name or dotted path) has in the template of the
    component of module ``parent``: its script setup's top-level binding (a ref unwrapped),
    or the parent's own prop of that name (what the parent's parents pass)."""
    from code2skill.recogniser_context import Frame
    path: list[str] = []
    head = expr
    while isinstance(head, Member):
        path.insert(0, head.prop)
        head = head.obj
    assert isinstance(head, Ref)
    value = own_prop(resolver, parent, head.name)
    if value is None:
        module = resolver.modules.get(parent)
        if module is None or head.name not in module.bindings:
            return None
        value = resolver.evaluate(head, Frame(parent, None))
        value = value.props[0].value if is_ref(value) else ref_written(
            resolver, parent, head.name) or value
    for prop in path:
        value = resolver.member(value, prop)
    return value


def ref_written(resolver, parent: str, name: str) -> InstanceV | None:
    """The instance a top-level Vue ref ``name`` of module ``parent`` (``const server =
    shallowRef(null)``) is given by every write of its ``value`` in the module's functions
    (``server.value = await api.server.get(id)`` in ``onMounted``), when they agree on one
    class (:func:`agreed`); its initial value, which the template shows before any write, is
    no instance the children's calls could use. ``None`` when the name is no such ref or no
    write gives an instance."""
    from code2skill.passes.kept_state import REF_MEMBER, VUE_REFS
    from code2skill.recogniser_context import Frame
    made = resolver.modules[parent].bindings.get(name, [])
    maker = resolver.evaluate(made[0].callee, Frame(parent, None)) \
        if len(made) == 1 and isinstance(made[0], Call) else None
    if not (isinstance(maker, LibV) and maker.lib == "vue" and maker.path in VUE_REFS):
        return None
    values: list[Value | None] = []
    for fn in resolver.modules[parent].functions.values():
        for write in (*fn.outer_writes, *fn.assignments):
            if write.target == (name, REF_MEMBER) and write.key is None:
                values.append(resolver.evaluate(write.value, Frame(parent, fn.fid)))
    return agreed(values)


def own_prop(resolver, parent: str, name: str) -> InstanceV | None:
    """The instance the parents of the component of module ``parent`` pass to its prop
    ``name``, when that component declares such a prop (a script setup's ``defineProps``
    or an options object's ``props``); ``None`` otherwise."""
    for component in resolver.components.values():
        if component.path == parent and any(prop == name for prop, _ in component.props):
            return passed_instance(resolver, component, name)
    return None


def unfollowed_props(resolver, method: str) -> list[str]:
    """Where a component calls ``method`` on one of its props that no agreed instance fills
    (``props.server.getFile(p)``, ``this.server.getFile(p)``), as ``prop 'server' at
    module:line``, by module and line: named in the ``wrapper.uncalled`` diagnostic of a method
    of that name, so the call the tool could not follow is said."""
    out = []
    for component in resolver.components.values():
        names = {name for name, _ in component.props}
        module = resolver.modules.get(component.path)
        for site in module.calls if module is not None and names else ():
            callee = site.call.callee
            if isinstance(callee, Member) and callee.prop == method \
                    and isinstance(callee.obj, Member) and callee.obj.prop in names \
                    and isinstance(callee.obj.obj, Ref) and callee.obj.obj.name in HOLDERS \
                    and passed_instance(resolver, component, callee.obj.prop) is None:
                out.append((component.path, site.call.span[0] if site.call.span else 0,
                            callee.obj.prop))
    return [f"prop '{prop}' at {path}:{line}" for path, line, prop in sorted(out)]


__all__ = ["RULE", "passed_instance", "unfollowed_props"]
