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

The static ``getDerivedStateFromProps(nextProps)`` writes the keys of the objects it returns
(``return { clusterId: nextProps.params.clusterId }``), and an arrow function nested in a
method writes as that method (``render`` handing ``value => this.setState({ formData })`` to an
element), so neither member stays the blank ``''`` a path segment would collapse to.
``pageSize``, which no ``setState`` writes, keeps its literal ``50``. A ``setState`` whose
argument shows no keys (``this.setState(next)`` of a value the resolver cannot read as an
object, a spread of one) may write any member, so every member of the state is typed.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Fn, FunctionFact, Lit, Member, Obj, Ref
from code2skill.initial_state import state
from code2skill.recogniser_context import Frame
from code2skill.state_hooks import typed_places
from code2skill.values import InstanceV, ObjV, Value

STATE = "state"
SET_STATE = "setState"
DERIVED_STATE = "getDerivedStateFromProps"     # a static method whose returned keys it writes
MAX_NESTING = 16
EVERY = frozenset({"*"})        # a write whose keys the source does not show


def written_keys(resolver, inst: InstanceV, depth: int) -> frozenset[str]:
    """The members of the state of ``inst``'s class that its methods (and the arrow functions
    nested in them, :func:`state_functions`) change: the keys of each ``this.setState(…)``
    argument (an object literal, an updater function's returned object literals, a value the
    resolver reads as an object), of each ``this.state.key = …`` and of the objects
    ``getDerivedStateFromProps`` returns; :data:`EVERY` when a write's keys cannot be read;
    empty when the class never writes its state."""
    module = resolver.modules[inst.module]
    writers = state_functions(resolver, inst)
    fids = {fid for fid, _ in writers}
    keys: set[str] = set()
    for fid, fn in writers:
        for write in fn.assignments:
            if write.target[:2] == ("this", STATE) and len(write.target) > 2:
                keys.add(write.target[2])
        if fn.name.rsplit(".", 1)[-1] == DERIVED_STATE:
            found = returned_keys(resolver, fid)
            if found is None:
                return EVERY
            keys.update(found)
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


def state_functions(resolver, inst: InstanceV) -> list[tuple[str, FunctionFact]]:
    """``(fid, facts)`` of the functions whose ``this`` is ``inst``: its class's functions
    (methods, field arrows, the static ``getDerivedStateFromProps``) and the arrow functions
    nested in them, whatever the depth (a callback an element's prop receives in ``render``,
    ``value => { this.setState({ formData }) }``, writes the state as its method would)."""
    own = dict(resolver.class_functions(inst.module, inst.name))
    functions = resolver.modules[inst.module].functions

    def nested(fn: FunctionFact) -> bool:
        for _ in range(MAX_NESTING):
            if not fn.arrow or fn.parent is None or fn.parent not in functions:
                return False
            if fn.parent in own:
                return True
            fn = functions[fn.parent]
        return False

    return list(own.items()) + [(fid, fn) for fid, fn in functions.items()
                                if fid not in own and nested(fn)]


def returned_keys(resolver, fid: str) -> set[str] | None:
    """The keys of the object literals a function returns (``getDerivedStateFromProps``'s
    ``return { clusterId, connectId }``), ``None`` when one of them does not show its keys;
    a ``return null`` (no change) adds none."""
    fn = resolver.function(fid)
    if fn is None:
        return None
    found: set[str] = set()
    for returned in fn.returns:
        if isinstance(returned, Lit) and returned.value is None:
            continue
        keys = object_keys(returned)
        if keys is None:
            return None
        found.update(keys)
    return found


def is_set_state(callee) -> bool:
    """Whether a callee is ``this.setState``."""
    return isinstance(callee, Member) and callee.prop == SET_STATE \
        and isinstance(callee.obj, Ref) and callee.obj.name == "this"


def argument_keys(resolver, arg, frame: Frame, depth: int) -> set[str] | None:
    """The keys a ``setState`` argument writes, or ``None`` when it does not show them."""
    if isinstance(arg, Fn):
        fn = resolver.function(arg.fid)
        return returned_keys(resolver, arg.fid) if fn is not None and fn.returns else None
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
