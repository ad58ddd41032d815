"""A class component's state: a member that ``setState`` (or a write of ``this.state.x``)
changes is typed by its initial literal, never pinned to it (rule ``state.initial-type``, as
:mod:`code2skill.state_hooks` reads ``useState``).

Forms handled::

    class Mailbox extends Component {
      state = { tab: 'inbox', pageSize: 50 }            // the field initialiser
      constructor(props) { super(props); this.state = { tab: 'inbox' } }   // or the constructor
      selectTab = (tab) => this.setState({ tab })       // tab is written: a string
      next = () => this.setState((prev) => ({ page: prev.page + 1 }))      // an updater's keys
      load = () => api.get(`/api/${this.state.tab}/items`)   // GET /api/{tab}/items
    }

``pageSize``, which no ``setState`` writes, keeps its literal ``50``. A ``setState`` whose
argument shows no keys (``this.setState(next)`` of a value the resolver cannot read as an
object, a spread of one) may write any member, so every member of the state is typed.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Fn, Member, Obj, Ref
from code2skill.initial_state import state
from code2skill.recogniser_context import Frame
from code2skill.state_hooks import typed_places
from code2skill.values import InstanceV, ObjV, Value

STATE = "state"
SET_STATE = "setState"
EVERY = frozenset({"*"})        # a write whose keys the source does not show


def written_keys(resolver, inst: InstanceV, depth: int) -> frozenset[str]:
    """The members of the state of ``inst``'s class that its methods change: the keys of
    each ``this.setState(…)`` argument (an object literal, an updater function's returned
    object literals, a value the resolver reads as an object) and of each
    ``this.state.key = …``; :data:`EVERY` when a write's keys cannot be read; empty when the
    class never writes its state."""
    module = resolver.modules[inst.module]
    fids = {fid for fid, _ in resolver.class_functions(inst.module, inst.name)}
    keys: set[str] = set()
    for fid, fn in resolver.class_functions(inst.module, inst.name):
        for write in fn.assignments:
            if write.target[:2] == ("this", STATE) and len(write.target) > 2:
                keys.add(write.target[2])
    for site in module.calls:
        call = site.call
        if site.scope not in fids or not is_set_state(call.callee) or not call.args:
            continue
        found = argument_keys(resolver, call.args[0], Frame(inst.module, site.scope, inst),
                              depth)
        if found is None:
            return EVERY
        keys.update(found)
    return frozenset(keys)


def is_set_state(callee) -> bool:
    """Whether a callee is ``this.setState``."""
    return isinstance(callee, Member) and callee.prop == SET_STATE \
        and isinstance(callee.obj, Ref) and callee.obj.name == "this"


def argument_keys(resolver, arg, frame: Frame, depth: int) -> set[str] | None:
    """The keys a ``setState`` argument writes, or ``None`` when it does not show them."""
    if isinstance(arg, Fn):
        fn = resolver.function(arg.fid)
        if fn is None or not fn.returns:
            return None
        found: set[str] = set()
        for returned in fn.returns:
            keys = object_keys(returned)
            if keys is None:
                return None
            found.update(keys)
        return found
    keys = object_keys(arg)
    if keys is not None:
        return keys
    value = resolver.evaluate(arg, frame, depth + 1)
    if isinstance(value, ObjV) and all(p.key is not None for p in value.props):
        return {p.key for p in value.props}
    return None


def object_keys(expr) -> set[str] | None:
    """The keys of an object literal without spreads or computed keys, else ``None``."""
    if not isinstance(expr, Obj) or any(p.key is None for p in expr.props):
        return None
    return {p.key for p in expr.props}


def held_state(resolver, inst: InstanceV, value: Value, depth: int) -> Value:
    """``value`` (the state a class's field initialiser or constructor gives) with each
    member its methods write typed by its literal; the typed places are recorded for the
    schema pass's evidence."""
    keys = written_keys(resolver, inst, depth) if isinstance(value, ObjV) else frozenset()
    if not keys:
        return value
    held = replace(value, props=tuple(
        replace(p, value=state(p.value, p.where or value.where, 1))
        if p.key is not None and (keys is EVERY or p.key in keys) else p
        for p in value.props))
    resolver.state_places.update(typed_places(held, 0))
    return held
