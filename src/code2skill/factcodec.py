"""Facts as plain JSON values and back, for the fact cache: a format that cannot run code.

Encoding (:func:`encode`): a dataclass is a list ``[class name, field values in declaration
order…]``, a tuple or list a list, a ``dict`` (string keys) an object, scalars themselves, and
a :class:`~code2skill.facts.BigInt` the object ``{"BigInt": hexadecimal digits}`` (an object, which
no scalar or tuple hint accepts otherwise, so it cannot be read as a pair of strings;
hexadecimal, so that no digit limit applies to its text).
Decoding (:func:`decoder`) is driven by the type hints of :mod:`code2skill.facts`: each value
must have the shape its hint allows (a class name must be one of the union's dataclasses, a
``tuple[int, int, int, int]`` four integers, a ``list[X]`` a list …), tuples and lists are
restored from the hint, and any other shape raises :class:`Mismatch`. No class outside the
hints is ever built, so a damaged or hostile entry can only be a cache miss.
"""
from __future__ import annotations

import dataclasses
import operator
import types
import typing
from functools import cache
from typing import Any, Callable

from code2skill.facts import BigInt

Decoder = Callable[[Any], Any]
SCALARS = (str, int, float, bool, type(None))


class Mismatch(ValueError):
    """A value does not have the shape its type hint allows."""


def encode(value: Any) -> Any:
    """``value`` (facts: dataclasses, tuples, lists, dicts, scalars) as a JSON value."""
    kind = type(value)
    if kind in SCALAR_TYPES:
        return value
    if kind is tuple or kind is list:
        return [encode(v) for v in value]
    if kind is dict:
        return {k: encode(v) for k, v in value.items()}
    if kind is BigInt:
        return {BIGINT: hex(value)}
    if dataclasses.is_dataclass(value):
        return [kind.__name__, *[encode(v) for v in field_values(kind)(value)]]
    raise TypeError(f"cannot encode {kind.__name__}")


SCALAR_TYPES = frozenset(SCALARS)
BIGINT = "BigInt"


def bigint(v: Any) -> BigInt | None:
    """The BigInt an encoded ``{"BigInt": "0x…"}`` holds, else ``None``."""
    if type(v) is dict and len(v) == 1 and type(v.get(BIGINT)) is str:
        try:
            return BigInt(int(v[BIGINT], 16))
        except ValueError:
            return None
    return None


def scalar(v: Any, allowed: frozenset[type], hint: Any) -> Any:
    """The BigInt ``v`` encodes where an int is allowed (``v``'s type is not one of
    ``allowed``), else :class:`Mismatch`."""
    number = bigint(v) if int in allowed else None
    return number if number is not None else mismatch(v, hint)


@cache
def field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


@cache
def field_values(cls: type) -> Callable[[Any], tuple]:
    """A function giving an instance's field values in declaration order."""
    names = field_names(cls)
    if len(names) == 1:
        return lambda obj: (getattr(obj, names[0]),)
    return operator.attrgetter(*names)


@cache
def decoder(hint: Any) -> Decoder:
    """The decoder of values of type ``hint`` (a dataclass, a union, ``tuple``/``list``/
    ``dict`` of hints, a scalar type, or ``object`` for a JSON scalar or tuple)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return union_decoder(args)
    if origin is tuple:
        return tuple_decoder(args)
    if origin is list:
        item = decoder(args[0])
        return lambda v: [item(x) for x in v] if type(v) is list else mismatch(v, hint)
    if origin is dict:
        value = decoder(args[1])
        return lambda v: {expect(k, str): value(x) for k, x in v.items()} \
            if type(v) is dict else mismatch(v, hint)
    if dataclasses.is_dataclass(hint):
        return class_decoder(hint)
    if hint is object:
        return plain
    if hint in SCALARS:
        allowed = scalar_types((hint,))
        return lambda v: v if type(v) in allowed else scalar(v, allowed, hint)
    raise TypeError(f"no decoder for {hint!r}")


def scalar_types(hints: tuple) -> frozenset[type]:
    """The JSON value types a scalar hint accepts (a ``float`` may be written as an int)."""
    return frozenset(hints) | ({int} if float in hints else set())


def union_decoder(args: tuple) -> Decoder:
    none = type(None) in args
    rest = tuple(a for a in args if a is not type(None))
    if all(a in SCALARS for a in rest):
        allowed = scalar_types(args)
        return lambda v: v if type(v) in allowed else scalar(v, allowed, args)
    classes = {a.__name__: a for a in rest if dataclasses.is_dataclass(a)}
    others = [decoder(a) for a in rest if not dataclasses.is_dataclass(a)]

    def decode(v: Any) -> Any:
        if v is None and none:
            return None
        if classes and type(v) is list and v and type(v[0]) is str and v[0] in classes:
            return decoder(classes[v[0]])(v)
        for option in others:
            try:
                return option(v)
            except Mismatch:
                continue
        return mismatch(v, args)
    return decode


def tuple_decoder(args: tuple) -> Decoder:
    if len(args) == 2 and args[1] is Ellipsis:
        item = decoder(args[0])
        return lambda v: tuple([item(x) for x in v]) if type(v) is list else mismatch(v, args)
    size = len(args)
    if all(a is int for a in args):                  # a span (operator.index refuses non-ints)
        return lambda v: tuple(map(operator.index, v)) if type(v) is list and \
            len(v) == size else mismatch(v, args)
    items = [decoder(a) for a in args]

    def decode(v: Any) -> tuple:
        if type(v) is not list or len(v) != size:
            mismatch(v, args)
        return tuple([d(x) for d, x in zip(items, v)])
    return decode


def class_decoder(cls: type) -> Decoder:
    """Rebuild a ``cls`` instance from its list as pickle does (a new object whose
    ``__dict__`` receives the decoded fields), after checking its name and length."""
    hints = typing.get_type_hints(cls)
    names = field_names(cls)
    width = len(names) + 1
    name = cls.__name__
    fields: list[Decoder] = []
    new = object.__new__

    def decode(v: Any) -> Any:
        if not fields:
            fields.extend(decoder(hints[n]) for n in names)
        if type(v) is not list or len(v) != width or v[0] != name:
            mismatch(v, cls)
        obj = new(cls)
        obj.__dict__.update(zip(names, [d(x) for d, x in zip(fields, v[1:])]))
        return obj
    return decode


def plain(v: Any) -> Any:
    """A JSON scalar, an encoded BigInt, or a list of them restored as a tuple
    (``Bound.value``)."""
    number = bigint(v)
    if number is not None:
        return number
    if type(v) is list:
        return tuple(plain(x) for x in v)
    if type(v) in SCALAR_TYPES:
        return v
    return mismatch(v, object)


def expect(v: Any, kind: type) -> Any:
    return v if type(v) is kind else mismatch(v, kind)


def mismatch(v: Any, hint: Any) -> Any:
    raise Mismatch(f"{type(v).__name__} where {hint!r} was expected")
