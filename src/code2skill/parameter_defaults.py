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

An element of a destructured parameter written with a default is such a parameter too::

    export const listItems = ({ page = 1, size = 20 } = {}) =>
        api.get('/items', { params: { page, size } })
    // page, size: integers
    listItems()                  // the object default {} has neither: 1 and 20 are sent
    listItems({ page: 2 })       // a caller's object without size: 20 is sent for it

its default is sent where a caller leaves the whole argument out (when the parameter's own
default, evaluated, is an object literal without that element) or passes an object literal
without the element or with it ``undefined``; a caller passing any other value, or an object
whose members a spread hides, may send another value.

The value of every parameter's default is computed during resolution (:func:`default_values`,
kept as ``Program.defaults``), so the passes that read a default evaluate nothing.
"""
from __future__ import annotations

from dataclasses import dataclass

from code2skill.facts import Param
from code2skill.recogniser_context import Frame
from code2skill.values import ArrV, LitV, ObjV, ParamV, StrV, Text, Value, Where

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
    site = default_site(program, value)
    if site is None:
        return None
    index, param, element = site
    default = program.defaults[default_key(value.fid, index, element)]
    expr = dict(param.pattern_defaults)[element] if element else param.default
    where = program.where(program.functions[value.fid][0], getattr(expr, "span", None))
    literal = literal_value(default)
    callers = program.callers.get(value.fid, ())
    if literal is None:
        sent_at = None
    elif element:
        sent_at = omitted_element(program, callers, index, element,
                                  program.defaults.get((value.fid, index)))
    else:
        sent_at = omitted(program, callers, index)
    return ParamDefault(default_schema(default), literal if sent_at else None, where, sent_at)


def default_value(program, value: Value | None) -> Value | None:
    """The value of the default of the parameter ``value`` is (read whole), or ``None``."""
    if not isinstance(value, ParamV) or value.path:
        return None
    site = default_site(program, value)
    return None if site is None else \
        program.defaults[default_key(value.fid, site[0], site[2])]


def default_site(program, value: ParamV) -> tuple[int, Param, str | None] | None:
    """Where the default of parameter ``value`` is written: the parameter's position and
    fact, and the element's name when it is an element of an object pattern (``None`` for
    the parameter's own default); ``None`` when it has no default."""
    entry = program.functions.get(value.fid)
    params = entry[1].params if entry else ()
    index, param = declared_param(params, value.name)
    if param is not None and param.default is not None:
        return index, param, None
    index, param = pattern_param(params, value.name)
    return None if param is None else (index, param, value.name)


def default_key(fid: str, index: int, element: str | None) -> tuple:
    """The key of a default in ``Program.defaults`` (:func:`default_values`)."""
    return (fid, index) if element is None else (fid, index, element)


def default_values(program) -> dict[tuple, Value]:
    """``{(fid, index): value}`` of the default of every parameter of every function (its
    position ``index`` in the parameter list) that has one, and ``{(fid, index, name):
    value}`` of each element ``name`` of an object pattern written with one, evaluated in the
    function's frame. Computed during resolution (:func:`code2skill.program.resolve_program`;
    ``program``: the program being frozen, which answers ``functions`` and ``value_of``)."""
    values = {}
    for fid, (path, fn) in program.functions.items():
        for index, param in enumerate(fn.params):
            if param.default is not None:
                values[default_key(fid, index, None)] = program.value_of(
                    param.default, Frame(path, fid))
            for name, expr in param.pattern_defaults:
                values[default_key(fid, index, name)] = program.value_of(expr, Frame(path, fid))
    return values


def declared_param(params, name: str) -> tuple[int, Param | None]:
    """The position and fact of parameter ``name`` (``(-1, None)`` when absent)."""
    return next(((i, p) for i, p in enumerate(params) if p.name == name), (-1, None))


def pattern_param(params, name: str) -> tuple[int, Param | None]:
    """The position and fact of the object-pattern parameter whose element ``name`` has a
    default (``(-1, None)`` when none has)."""
    return next(((i, p) for i, p in enumerate(params)
                 if any(n == name for n, _ in p.pattern_defaults)), (-1, None))


def omitted_element(program, callers, index: int, name: str, whole: Value | None
                    ) -> Where | None:
    """The place of the first caller (``(path, scope, args, span)``) whose argument ``index``
    leaves element ``name`` of the destructured parameter to its default: an object literal
    without it (no spread) or with it ``undefined``, or no argument (or ``undefined``) where
    the parameter's own default ``whole`` is such an object literal; ``None`` when no caller
    does."""
    return next((program.where(path, span) for path, _, args, span in callers
                 if lacks(whole if index >= len(args) or is_undefined(args[index])
                          else args[index], name)), None)


def lacks(value: Value | None, name: str) -> bool:
    """Whether ``value`` is an object literal whose member ``name`` is absent or
    ``undefined`` and no spread could hold it."""
    if not isinstance(value, ObjV) or any(p.key is None for p in value.props):
        return False
    return all(is_undefined(p.value) for p in value.props if p.key == name)


def is_undefined(value: Value) -> bool:
    """Whether ``value`` is the literal ``undefined``, which a default replaces (``null`` is
    passed on as it is)."""
    return isinstance(value, LitV) and value.value is None and not value.null


def omitted(program, callers, index: int) -> Where | None:
    """The place of the first caller (``(path, scope, args, span)``) that leaves argument
    ``index`` out or passes ``undefined``, so that the default is what it sends; ``None``
    when every caller passes it."""
    return next((program.where(path, span) for path, _, args, span in callers
                 if index >= len(args) or is_undefined(args[index])), None)


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
