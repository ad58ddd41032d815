"""Initial values of editable state (a Vue ``ref``/``reactive``, a Solid signal or store, a React
``useState``): what the user edits starts as a literal that proves only its type (``''`` →
``string``, ``0`` → ``number``, ``false`` → ``boolean``, ``[]`` → an array, ``null`` → unknown),
never a value sent as is. Object literals are read member by member; members that are not
literals keep their values.
"""
from __future__ import annotations

from code2skill.values import (
    AltV, ArrV, LitV, ObjV, PropV, StrV, Text, TypedV, UnknownV, Value, first_where,
)

MAX_DEPTH = 8


def proves_fields(value: Value) -> bool:
    """Whether an initial value says more than nothing: an object literal with members or a
    literal of a type; an empty ``{}``, no argument, ``null`` or an unknown value do not, so
    the value stays unknown and a declared type (``ref<Partial<Forge>>({})`` sent to
    ``createForge(forge: Partial<Forge>)``) describes it."""
    if isinstance(value, ObjV):
        return bool(value.props)
    kind = literal_type(value)
    return kind is not None and kind != "null"


def state(value: Value, where, depth: int) -> Value:
    """An initial value as editable state: literals become their types (see the module
    docstring), object literals are read member by member."""
    if depth > MAX_DEPTH:
        return value
    if isinstance(value, ObjV):
        return ObjV(tuple(PropV(p.key, state(p.value, p.where or where, depth + 1), p.where)
                          if p.key is not None else p for p in value.props), value.where)
    kind = literal_type(value)
    if kind is None:
        return value
    place = first_where(value) or where
    if kind == "null":
        return UnknownV("reactive-null", place)
    return TypedV(kind, place[0], (), place) if place is not None else value


def reset_state(value: Value) -> Value:
    """Rule ``state.initial-type``: editable state whose other writes are literals of its own
    type (``let password = $state('')`` with a logout's ``password = ''``) as the one typed
    state: a reset to an empty text is still a text, so the state keeps its type (and,
    once bound to a field, is what the user enters, :mod:`code2skill.resolution.lookup`);
    ``value`` itself for any other choice."""
    if not isinstance(value, AltV) or value.kind != "any" or value.cond is not None \
            or value.test is not None:
        return value
    held = [o for o in value.options if isinstance(o, TypedV) and not o.path]
    if not held or any(o.type_text != held[0].type_text for o in held) or any(
            o not in held and literal_type(o) != held[0].type_text for o in value.options):
        return value
    return held[0]


def literal_type(value: Value) -> str | None:
    """The TypeScript type a literal initial value proves (``"null"`` for ``null``), or
    ``None`` for anything else."""
    if isinstance(value, StrV) and all(isinstance(p, Text) for p in value.parts):
        return "string"
    if isinstance(value, ArrV):
        return "any[]"
    if isinstance(value, LitV) and isinstance(value.value, bool):
        return "boolean"
    if isinstance(value, LitV) and isinstance(value.value, (int, float)):
        return "number"
    if isinstance(value, LitV) and value.value is None:
        return "null"
    return None
