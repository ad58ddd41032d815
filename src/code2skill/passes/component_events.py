"""Rule ``ui.component-event``: the handler a parent gives a single-file component's event
or callback prop runs when the component emits that event or calls that prop.

::

    <NoteRow @remove="removeNote" />  ←  this.$emit('remove', note.id)    (Vue; also emit of
                                          const emit = defineEmits(…))
    <TagRow on:remove={removeTag} />  ←  dispatch('remove', id) of createEventDispatcher()
    <PinRow onDelete={removePin} />   ←  onDelete(id), onDelete from $props()     (Svelte 5)

Each such call in the component's own ``.vue``/``.svelte`` module (the element's component
resolves to that module or to its options object) is recorded as a call of the handler
(``resolver.callers``), as rule ``ui.prop-callback`` does for a function component's props:
a question the component asks before emitting (``if (confirm('Delete this note?'))
this.$emit('remove', id)``) is then on the chain of the parent's request (rule
``policy.ui-confirmation``). The arguments are the emitted payload (``$emit``'s and
``emit``'s after the event name, a callback prop's own); a Svelte ``dispatch`` hands the
handler an event object whose ``detail`` is the payload: one unknown argument. Event names
match whatever their case and dashes (``@item-removed`` and ``$emit('itemRemoved')``). A
component the program does not define, or an event it never emits, adds nothing.
"""
from __future__ import annotations

from code2skill.facts import Alt, Call, Expr, Fn, Lit, Member, Ref
from code2skill.values import ModuleV, ObjV, UnknownV

from .ui_triggers import add_callers, functions_of

RULE = "ui.component-event"
COMPONENT_FILES = (".vue", ".svelte")
DISPATCHED = UnknownV("unresolved:a component event (its detail is the payload)")


def event_key(name: str) -> str:
    """A name compared whatever its case and dashes (``item-removed`` → ``itemremoved``)."""
    return name.replace("-", "").replace(":", "").lower()


def bound_to(module, name: str, callee: str) -> bool:
    """Whether module-level ``name`` of ``module`` is bound to a call of ``callee``
    (``dispatch = createEventDispatcher()``, ``emit = defineEmits([…])``)."""
    return any(isinstance(e, Call) and isinstance(e.callee, Ref) and e.callee.name == callee
               for e in module.bindings.get(name, ()))


def from_props(module, name: str) -> bool:
    """Whether module-level ``name`` of ``module`` is a member of Svelte 5's ``$props()``
    (``let { onDelete } = $props()``, with or without a default)."""
    exprs: list[Expr] = list(module.bindings.get(name, ()))
    while exprs:
        expr = exprs.pop()
        if isinstance(expr, Alt):
            exprs.extend(expr.options)
        elif isinstance(expr, Member) and isinstance(expr.obj, Call) \
                and isinstance(expr.obj.callee, Ref) and expr.obj.callee.name == "$props":
            return True
    return False


def emitted(module, site) -> tuple[str, tuple[Expr, ...] | None] | None:
    """``(event key, payload expressions)`` of a call that emits an event (``None``
    payload for a Svelte dispatch: one unknown argument), ``(key of the callee's name,
    arguments)`` of a call of a ``$props()`` member, else ``None``."""
    call, callee = site.call, site.call.callee
    name = call.args[0].value if call.args and isinstance(call.args[0], Lit) else None
    if isinstance(name, str):
        if isinstance(callee, Member) and callee.prop == "$emit" or \
                isinstance(callee, Ref) and bound_to(module, callee.name, "defineEmits"):
            return event_key(name), call.args[1:]
        if isinstance(callee, Ref) and bound_to(module, callee.name, "createEventDispatcher"):
            return event_key(name), None
    if isinstance(callee, Ref) and from_props(module, callee.name):
        return "on" + event_key(callee.name).removeprefix("on"), call.args
    return None


def component_module(resolver, component: str, path: str, scope: str | None) -> str | None:
    """The ``.vue``/``.svelte`` module an element's component names, when the program holds
    it (the module itself or its options object)."""
    from code2skill.recogniser_context import Frame
    head, *rest = component.split(".")
    expr: Expr = Ref(head)
    for prop in rest:
        expr = Member(expr, prop)
    value = resolver.value_of(expr, Frame(path, scope))
    found = value.path if isinstance(value, ModuleV) else \
        value.where[0] if isinstance(value, ObjV) and value.where else None
    return found if found in resolver.modules and found.endswith(COMPONENT_FILES) else None


def link_component_events(resolver) -> int:
    """Rule in the module's docstring: record in ``resolver.callers`` each call by which a
    single-file component emits an event, or calls a callback prop, its parent handles;
    returns how many were added. Part of resolution, beside
    :func:`~.ui_triggers.link_prop_callbacks`."""
    from code2skill.recogniser_context import Frame
    added = 0
    for path in sorted(resolver.modules):
        for fact in resolver.modules[path].triggers:
            if not fact.component[:1].isupper():
                continue
            child = component_module(resolver, fact.component, path, fact.scope)
            if child is None:
                continue
            module = resolver.modules[child]
            emits = [(found, site) for site in module.calls
                     if (found := emitted(module, site)) is not None]
            for attribute, expr in fact.handlers:
                given = functions_of(resolver, expr, path, fact.scope) \
                    if isinstance(expr, (Fn, Ref, Member)) else ()
                key = event_key(attribute)
                for (event, payload), site in emits if given else ():
                    if key not in ("on" + event, event):
                        continue
                    args = (DISPATCHED,) if payload is None else \
                        resolver.eval_args(payload, Frame(child, site.scope))
                    added += add_callers(resolver, given, (child, site.scope, args,
                                                           site.call.span))
    return added

