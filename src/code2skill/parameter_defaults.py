"""A parameter's default value: the type it proves and, when a caller leaves the argument out,
the value the client then sends (rules ``value.default-type`` and ``value.default-sent``).

Forms handled::

    export const buildIndex = async (paths = ["/"], max_depth = -1) =>
        r.post("/admin/index/build", { paths, max_depth })
    // paths: an array of strings, max_depth: an integer
    buildIndex()                 // a caller leaves both out: defaults ["/"] and -1 are sent

Rule ``value.default-type``: an untyped parameter's literal default proves its type as
TypeScript infers it (``""`` → ``string``, ``1`` → ``integer``, ``0.5`` → ``number``, ``false``
→ ``boolean``, ``["/"]`` → an array of strings, ``[]`` → an array); ``null``, an object or a
computed default proves nothing. Rule ``value.default-sent``: a default is not proof that a
caller sends that value — it is the value sent only where a caller of the function in the
analysed source leaves the argument out (or passes ``undefined``); then, and only for a literal
or an array of literals, it is the input's ``default`` and the input is optional.

The value of every parameter's default is computed during resolution (:func:`default_values`,
kept as ``Program.defaults``), so the passes that read a default evaluate nothing.
"""
from __future__ import annotations

from dataclasses import dataclass

from code2skill.facts import Param
from code2skill.recogniser_context import Frame
from code2skill.values import ArrV, LitV, ParamV, StrV, Text, Value, Where

TYPE_RULE = "value.default-type"
SENT_RULE = "value.default-sent"
MAX_ITEMS = 50           # a longer literal array is a catalogue, not a default worth showing


@dataclass(frozen=True, slots=True)
class ParamDefault:
    """What a parameter's default proves: ``schema`` its JSON type (``{}`` when none),
    ``value`` the literal sent when a caller leaves the argument out (``None``: no caller
    does, or the default is no literal), ``where`` the default's place, ``sent_at`` the first
    call that leaves the argument out (with ``value``)."""

    schema: dict
    value: object | None
    where: Where | None
    sent_at: Where | None = None


def parameter_default(program, value: Value) -> ParamDefault | None:
    """The default of the parameter ``value`` is (read whole: no member path), or ``None``
    when it is no parameter or has no default."""
    if not isinstance(value, ParamV) or value.path or value.coded:
        return None
    entry = program.functions.get(value.fid)
    index, param = declared_param(entry[1].params if entry else (), value.name)
    if param is None or param.default is None:
        return None
    default = program.defaults[(value.fid, index)]
    where = program.where(entry[0], getattr(param.default, "span", None))
    literal = literal_value(default)
    sent_at = omitted(program, program.callers.get(value.fid, ()), index) \
        if literal is not None else None
    return ParamDefault(default_schema(default), literal if sent_at else None, where, sent_at)


def default_values(program) -> dict[tuple[str, int], Value]:
    """``{(fid, index): value}`` of the default of every parameter of every function (its
    position ``index`` in the parameter list) that has one, evaluated in the function's frame.
    Computed during resolution (:func:`code2skill.program.resolve_program`; ``program``: the
    program being frozen, which answers ``functions`` and ``value_of``)."""
    return {(fid, index): program.value_of(param.default, Frame(path, fid))
            for fid, (path, fn) in program.functions.items()
            for index, param in enumerate(fn.params) if param.default is not None}


def declared_param(params, name: str) -> tuple[int, Param | None]:
    """The position and fact of parameter ``name`` (``(-1, None)`` when absent)."""
    return next(((i, p) for i, p in enumerate(params) if p.name == name), (-1, None))


def omitted(program, callers, index: int) -> Where | None:
    """The place of the first caller (``(path, scope, args, span)``) that leaves argument
    ``index`` out or passes ``undefined``, so that the default is what it sends; ``None``
    when every caller passes it."""
    return next((program.where(path, span) for path, _, args, span in callers
                 if index >= len(args) or isinstance(args[index], LitV)
                 and args[index].value is None), None)


def default_fits(schema: dict, value: object) -> bool:
    """Whether a default ``value`` (:func:`literal_value`) is of the input's ``schema``: no
    type, the same type (an integer is a number), or an array for an array of items that
    fit its ``items``."""
    kind = schema.get("type")
    if isinstance(value, list):
        return kind in (None, "array") and all(
            default_fits(schema.get("items") or {}, item) for item in value)
    own = scalar_schema(value)["type"] if isinstance(value, (str, int, float, bool)) else None
    return kind in (None, own) or (kind, own) == ("number", "integer")


def default_schema(value: Value) -> dict:
    """Rule ``value.default-type``: the JSON Schema a default value proves (``{}`` when none)."""
    scalar = scalar_value(value)
    if scalar is not None:
        return scalar_schema(scalar)
    if not isinstance(value, ArrV) or value.declared is not None:
        return {}
    items = [scalar_value(item) for item in value.items]
    if not items or None in items:
        return {"type": "array"} if not items else {}
    kinds = {tuple(sorted(scalar_schema(i).items())) for i in items}
    if kinds == {(("type", "integer"),), (("type", "number"),)}:
        return {"type": "array", "items": {"type": "number"}}
    return {"type": "array", "items": dict(kinds.pop())} if len(kinds) == 1 \
        else {"type": "array"}


def literal_value(value: Value) -> object | None:
    """The JSON value of a literal default or an array of literals (at most
    :data:`MAX_ITEMS`), else ``None``."""
    scalar = scalar_value(value)
    if scalar is not None:
        return scalar
    if isinstance(value, ArrV) and len(value.items) <= MAX_ITEMS:
        items = [scalar_value(item) for item in value.items]
        return None if None in items else items
    return None


def scalar_value(value: Value) -> str | int | float | bool | None:
    """A string, number or boolean literal's value, else ``None`` (``null`` included)."""
    if isinstance(value, StrV) and all(isinstance(p, Text) for p in value.parts):
        return "".join(p.text for p in value.parts)
    if isinstance(value, LitV) and value.value is not None:
        return value.value
    return None


def scalar_schema(value: str | int | float | bool) -> dict:
    """The JSON type of one literal (a boolean before an integer: ``True`` is an ``int``)."""
    if isinstance(value, bool):
        return {"type": "boolean"}
    if isinstance(value, int):
        return {"type": "integer"}
    return {"type": "number"} if isinstance(value, float) else {"type": "string"}
