"""Facts as plain JSON values and back, for the fact cache: a format that cannot run code.

Encoding (:func:`encode`): a dataclass is a list ``[class name, field values in declaration
order…]``, a tuple or list a list, a ``dict`` (string keys) an object, scalars themselves.
Decoding (:func:`decoder`) is driven by the type hints of :mod:`code2skill.facts`: each value
must have the shape its hint allows (a class name must be one of the union's dataclasses, a
``tuple[int, int, int, int]`` four integers, a ``list[X]`` a list …), tuples and lists are
restored from the hint, and any other shape raises :class:`Mismatch`. No class outside the
hints is ever built, so a damaged or hostile entry can only be a cache miss.
"""
from __future__ import annotations

import dataclasses
import types
import typing
from functools import cache
from typing import Any, Callable

Decoder = Callable[[Any], Any]
SCALARS = (str, int, float, bool, type(None))


class Mismatch(ValueError):
    """A value does not have the shape its type hint allows."""


def encode(value: Any) -> Any:
    """``value`` (facts: dataclasses, tuples, lists, dicts, scalars) as a JSON value."""
    if isinstance(value, SCALARS):
        return value
    if isinstance(value, (tuple, list)):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        return {k: encode(v) for k, v in value.items()}
    if dataclasses.is_dataclass(value):
        return [type(value).__name__, *(encode(getattr(value, name))
                                        for name in field_names(type(value)))]
    raise TypeError(f"cannot encode {type(value).__name__}")


@cache
def field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls) if f.init)


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
        return lambda v: [item(x) for x in expect(v, list)]
    if origin is dict:
        value = decoder(args[1])
        return lambda v: {expect(k, str): value(x) for k, x in expect(v, dict).items()}
    if dataclasses.is_dataclass(hint):
        return class_decoder(hint)
    if hint is object:
        return plain
    if hint is float:
        return lambda v: float(expect(v, (int, float)))
    if hint in SCALARS:
        return lambda v: v if type(v) is hint else mismatch(v, hint)
    raise TypeError(f"no decoder for {hint!r}")


def union_decoder(args: tuple) -> Decoder:
    classes = {a.__name__: a for a in args if dataclasses.is_dataclass(a)}
    others = [decoder(a) for a in args if not dataclasses.is_dataclass(a)]

    def decode(v: Any) -> Any:
        if classes and isinstance(v, list) and v and isinstance(v[0], str) and v[0] in classes:
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
        return lambda v: tuple(item(x) for x in expect(v, list))
    items = [decoder(a) for a in args]

    def decode(v: Any) -> tuple:
        if not isinstance(v, list) or len(v) != len(items):
            mismatch(v, args)
        return tuple(d(x) for d, x in zip(items, v))
    return decode


def class_decoder(cls: type) -> Decoder:
    hints = typing.get_type_hints(cls)
    names = field_names(cls)
    fields: list[Decoder] = []

    def decode(v: Any) -> Any:
        if not fields:
            fields.extend(decoder(hints[n]) for n in names)
        if not isinstance(v, list) or len(v) != len(names) + 1 or v[0] != cls.__name__:
            mismatch(v, cls)
        return cls(*(d(x) for d, x in zip(fields, v[1:])))
    return decode


def plain(v: Any) -> Any:
    """A JSON scalar, or a list of them restored as a tuple (``Bound.value``)."""
    if isinstance(v, list):
        return tuple(plain(x) for x in v)
    if isinstance(v, SCALARS):
        return v
    return mismatch(v, object)


def expect(v: Any, kind: type | tuple[type, ...]) -> Any:
    if isinstance(v, kind) and not (isinstance(v, bool) and kind is not bool and
                                    bool not in (kind if isinstance(kind, tuple) else (kind,))):
        return v
    return mismatch(v, kind)


def mismatch(v: Any, hint: Any) -> Any:
    raise Mismatch(f"{type(v).__name__} where {hint!r} was expected")
