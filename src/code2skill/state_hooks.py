"""Component state read through a state hook: its type from the hook's initial value or type
argument, never its value (rule ``state.initial-type``).

Forms handled::

    import { createSignal } from 'solid-js'
    const [uri, setUri] = createSignal('')             // uri(): a string
    const [secret] = createSignal<string>()            // secret(): string | undefined
    import { createStore } from 'solid-js/store'
    const [form, setForm] = createStore({ name: '', retries: 3 })   // form.name: a string
    const state = createMutable({ page: 1 })           // state.page: a number
    import { useState } from 'react'                   // also preact/hooks, preact/compat
    const [username, setUsername] = useState('')       // username: a string

The state is what the user edits (an ``<input>``'s handler calls the setter), so the initial
literal proves only its type, as :mod:`code2skill.extractors.vue_reactivity` reads Vue's
``ref``/``reactive`` (``''`` → ``string``, ``0`` → ``number``, ``false`` → ``boolean``, ``[]``
→ an array): the fields are inputs, never constants sent as is. A type argument
(``createSignal<SettingItem[]>([])``) says more than the literal and wins (``any`` and
``unknown`` say nothing: ``useState<any>(false)`` is a boolean); without an initial value the
state is ``undefined`` at first (``createSignal<string>()``: ``string | undefined``, an optional
field). No initial value, ``null``, ``{}`` or a lazy initialiser (``useState(() => load())``)
without a type argument proves nothing: the hook's value stays unknown, as before.

The places of the typed state are kept (``Resolver.state_places``) so that an input a state
fills names this rule and the hook's initial value or type argument as its evidence.

A Solid signal's accessor is modelled as the library member ``createSignal.accessor`` that
captured the state (a :class:`~code2skill.values.Capture` of the ``createSignal`` call); calling
it with no arguments gives that state.
"""
from __future__ import annotations

from code2skill.initial_state import MAX_DEPTH, proves_fields, state
from code2skill.facts import Call
from code2skill.library_facts import HOOK_MODULES
from code2skill.model_fields import typed_setter
from code2skill.vue_data import within_bound
from code2skill.recogniser_context import Frame
from code2skill.types import split_top
from code2skill.values import ArrV, Capture, LibV, ObjV, TypedV, UnknownV, Value, Where

RULE = "state.initial-type"
SOLID = "solid-js"
SOLID_STORE = "solid-js/store"
SIGNAL, ACCESSOR = "createSignal", "accessor"
# (module, hook) → whether it returns a [state, setter] pair (else the state itself)
HOOKS: dict[tuple[str, str], bool] = {
    (SOLID, SIGNAL): True,
    (SOLID_STORE, "createStore"): True,
    (SOLID_STORE, "createMutable"): False,
    **{(module, "useState"): True for module in HOOK_MODULES},
}
SETTER = "state-setter"           # the unknown value a pair's setter is
UNTYPED = frozenset({"any", "unknown"})   # type arguments that say nothing: the literal decides


def state_call(resolver, callee: Value, call: Call, frame: Frame, depth: int) -> Value | None:
    """The value of a state hook's call (``[state, setter]``, a store, a signal's accessor
    pair) or of a signal accessor's call (its state); ``None`` for any other call, and for a
    hook whose initial value and type argument prove nothing (the value stays unknown)."""
    if not isinstance(callee, LibV) or call.new:
        return None
    if callee.lib == SOLID and callee.path == (SIGNAL, ACCESSOR):
        return accessed(callee) if not call.args else None
    pair = HOOKS.get((callee.lib, callee.path[0])) if len(callee.path) == 1 else None
    if pair is None:
        return None
    where = resolver.where(frame.path, call.span)
    initial = resolver.evaluate(call.args[0], frame, depth) if call.args else None
    held = held_state(initial, call.type_args, frame.path, where)
    if held is None:
        return None
    resolver.state_places.update(typed_places(held, 0))
    if pair and typed_setter(call, resolver.function(frame.fid),
                             resolver.modules[frame.path].calls,
                             lambda fid: within_bound(resolver.modules[frame.path], fid,
                                                      frozenset({frame.fid}))):
        resolver.typed_states.update(typed_places(held, 0))   # rule value.model-field
    if callee.path[0] == SIGNAL:
        held = LibV(SOLID, (SIGNAL, ACCESSOR), where,
                    captured=(Capture(SIGNAL, (("state", held),), where),))
    return ArrV((held, UnknownV(SETTER, where)), where) if pair else held


def held_state(initial: Value | None, type_args: str | None, module: str,
               where: Where | None) -> Value | None:
    """What the state holds as the resolver reads it: the declared type argument
    (``TypedV``), else the initial value as editable state (literals become their types),
    else ``None`` (nothing proven)."""
    declared = (type_args or "").strip()
    if declared and len(split_top(declared, ",")) == 1 and declared not in UNTYPED:
        undefined_first = initial is None                 # createSignal<string>()
        return TypedV(f"{declared} | undefined" if undefined_first else declared, module, (),
                      where)
    if initial is None or not proves_fields(initial):
        return None
    return state(initial, where, 0)


def typed_places(value: Value, depth: int) -> list[Where]:
    """Where each typed value of a state (a ``TypedV``, an object's members') is written, the
    places the schema pass names as rule :data:`RULE`'s evidence."""
    if isinstance(value, TypedV):
        return [value.where] if value.where is not None else []
    if isinstance(value, ObjV) and depth < MAX_DEPTH:
        return [w for p in value.props for w in typed_places(p.value, depth + 1)]
    return []


def accessed(accessor: LibV) -> Value:
    """The state a signal accessor captured (unknown when it captured none)."""
    for capture in accessor.captured:
        if capture.factory == SIGNAL:
            return dict(capture.mapping)["state"]
    return UnknownV("signal-accessor", accessor.where)
