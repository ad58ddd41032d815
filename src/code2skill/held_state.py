"""Rule ``value.function-filled-state``: a module-level list or object that the program's
functions fill is not the literal it was declared with.

``let drafts = []; export function add(d) { drafts.push(d) }`` — or ``drafts[i] = d``,
``drafts = drafts.concat(d)``, ``state.name = n`` on ``let state = {}`` — keeps in the module
what the user does between two requests; a function that later sends ``{drafts}`` or
``state`` sends what is there then, never the ``[]`` or ``{}`` of the declaration. Read
from a function, such a binding is state the client holds, so the request's field is an
input:

* an array written by a function, through a mutating method (``push``, ``unshift``,
  ``splice`` … :data:`MUTATORS`), an index or member write, or a reassignment, is a list
  the user fills (a body field of it an input typed ``array``, its items typed by the
  declared ones): a reassignment the resolver cannot follow (``drafts =
  drafts.concat(d)``, unknown) is that same list, never an unknown beside the declared
  ``[]`` (which rule ``body.positional-parameters`` would send as the fixed ``[]``); one it
  follows (a response, a spread copy) stays an alternative;
* an object literal whose members a function writes (``state.name = n``, also below a
  member, ``form.value.uuid = id``) gains each member written, optional (the writer may
  not have run), as the alternatives of the declared value and what the function writes
  there (evaluated where it is written: a parameter of the writer is an input); a write at
  a computed key (``state[k] = v``) adds what the source does not show, an unknown spread
  last, and a write below a member that is no object literal makes it partly unknown.

A function that declares its own local or parameter of the name writes that, not the
module's binding; module-level writes (``const requests = {}; requests.get = …``) are the
declaration's own (:meth:`~code2skill.resolution.members.Members.with_assigned_members`). The functions below are pure over the
module's facts; the resolver evaluates the written values.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from code2skill.facts import Assignment, Member, ModuleFacts, Ref
from code2skill.values import AltV, ArrV, ObjV, PropV, UnknownV, Value, Where

RULE = "value.function-filled-state"
# the reason of the unknown a write the source does not show stands for
REASON = "function-filled-state"
MUTATORS = frozenset({"push", "unshift", "splice", "pop", "shift", "sort", "reverse",
                      "fill", "copyWithin"})


@dataclass(frozen=True)
class StateWrites:
    """How the functions of a module write its binding: ``filled`` when one mutates it in
    place (a mutating method, an index or member write) or reassigns it; ``members`` the
    ``(function id, Assignment)`` of each member write ``name.key = value`` (or below a
    member, ``name.a.b = value``); ``hidden`` whether one writes at a computed key."""

    filled: bool
    members: tuple[tuple[str, Assignment], ...] = ()
    hidden: bool = False


def state_writes(module: ModuleFacts, name: str, shadowed: Callable[[str | None], bool]
                 ) -> StateWrites:
    """The writes the functions of ``module`` make to its binding ``name``; ``shadowed(fid)``
    tells whether ``name`` in function ``fid`` is a local or parameter of its own or of an
    enclosing function (then the write is not the module binding's)."""
    filled, hidden, members = False, False, []
    for site in module.calls:
        callee = site.call.callee
        if site.scope is not None and isinstance(callee, Member) \
                and callee.prop in MUTATORS and isinstance(callee.obj, Ref) \
                and callee.obj.name == name and not shadowed(site.scope):
            filled = True
    for fn in module.functions.values():
        writes = [a for a in fn.assignments if a.target[:1] == (name,)]
        reassigned = any(a.target == (name,) for a in fn.outer_writes)
        if not (writes or reassigned) or shadowed(fn.fid):
            continue
        filled = True
        for a in writes:
            if len(a.target) > 1:
                members.append((fn.fid, a))
            elif a.key is not None:
                hidden = True
    return StateWrites(filled, tuple(members), hidden)


def held_array(value: Value, combine: Callable[[list[Value]], Value]) -> Value:
    """``value``, a module binding's declared array and its reassignments, as the state a
    function reads: the declared array (its items typing the list; an array no request
    sends as a fixed value) and the reassignments the resolver follows (a response, a
    spread copy), without those it cannot follow (``drafts = drafts.concat(d)``: the list
    still, not an unknown that would leave only the declared array to send); the options
    joined by ``combine`` (the resolver's de-duplicating alternatives)."""
    if not isinstance(value, AltV) or not any(isinstance(o, ArrV) for o in value.options):
        return value
    return combine([o for o in value.options if not isinstance(o, UnknownV)])


def held_object(value: ObjV, written: list[tuple[tuple[str, ...], Value]], hidden: bool,
                where: Where | None, combine: Callable[[list[Value]], Value]) -> ObjV:
    """``value`` with the members functions write: ``written`` ``(member path, value)``
    pairs in source order (``state.a.b = v``: ``(('a', 'b'), v)``); a declared member keeps
    its value as one alternative, a member only written is optional; a write below a member
    whose value is no object literal makes that member one of its value and an unknown;
    ``hidden`` adds an unknown spread last; ``combine`` joins a member's options."""
    by_key: dict[str, list[tuple[tuple[str, ...], Value]]] = {}
    for keys, v in written:
        by_key.setdefault(keys[0], []).append((keys[1:], v))
    props = []
    for prop in value.props:
        extra = by_key.pop(prop.key, None) if prop.key is not None else None
        props.append(prop if extra is None else
                     replace(prop, value=member_value(prop.value, extra, where, combine)))
    for key, extra in by_key.items():
        props.append(PropV(key, member_value(None, extra, where, combine), where,
                           optional=True, rule=RULE))
    if hidden:
        props.append(PropV(None, UnknownV(REASON, where), where))
    return replace(value, props=tuple(props))


def member_value(declared: Value | None, written: list[tuple[tuple[str, ...], Value]],
                 where: Where | None, combine: Callable[[list[Value]], Value]) -> Value:
    """The value of one member: ``declared`` (``None``: the member is only written) with
    ``written`` ``(path below the member, value)`` writes: a whole write an alternative,
    writes below an object literal its members (:func:`held_object`), below anything else
    an unknown alternative."""
    whole = [v for rest, v in written if not rest]
    below = [(rest, v) for rest, v in written if rest]
    if below and isinstance(declared, ObjV):
        declared = held_object(declared, below, False, where, combine)
    elif below:
        whole.append(UnknownV(REASON, where))
    return combine(([declared] if declared is not None else []) + whole)
