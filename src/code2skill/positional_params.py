"""Rule ``body.positional-parameters``: a body member that is an array of the calling
method's own parameters, in order.

A client generated from an API description often gives every method the same body: the
method's parameters, in the order the signature declares them, as one array member
(``const params = [account, password]; return await call(this.baseURL, fn, params)``, the
transport sending ``{params: params}``). The array is a positional argument list, not a
list of like items: each element is its own input, named and typed by the signature, bound
to its position (``body:params.0``, ``body:params.1``: JSON Pointer ``/params/0``). A method
of no parameters whose transport rewrites the list item by item sends the empty list: a fixed
binding ``body:params`` of value ``[]``, no input (an empty array alone, ``{tags: []}``, may
be any list's start and keeps its declared type).
"""
from __future__ import annotations

from code2skill.values import AltV, ArrV, ParamV, UnknownV, Value

RULE = "body.positional-parameters"


def positional_parameters(value: Value) -> tuple[ParamV, ...] | None:
    """The parameters ``value`` lists when it is an array literal each of whose items is a
    whole parameter (no member read, no string built-in applied) of one and the same
    function, no parameter twice; ``None`` for any other value, an empty array included
    (alone it may be any list's start: :func:`rewritten_positional` reads it)."""
    if not isinstance(value, ArrV) or not value.items:
        return None
    items = value.items
    if not all(isinstance(item, ParamV) and not item.path and not item.coded
               for item in items):
        return None
    if len({item.fid for item in items}) != 1 or len({item.name for item in items}) != len(items):
        return None
    return items


def rewritten_positional(value: Value) -> tuple[ParamV, ...] | None:
    """The parameters of the one positional array (:func:`listed_parameters`, ``()`` for a
    method of no parameters) among the options of ``value`` when every other option is
    unknown (the transport rewrites the
    array under a condition, ``params = params.map(verify)``, rule
    ``value.kept-parameter``); ``None`` otherwise. The caller reviews the rewrite."""
    if not isinstance(value, AltV):
        return None
    listed = [found for option in value.options
              if (found := listed_parameters(option)) is not None]
    others = [o for o in value.options if listed_parameters(o) is None]
    if len(listed) != 1 or not all(isinstance(o, UnknownV) for o in others):
        return None
    return listed[0]


def listed_parameters(value: Value) -> tuple[ParamV, ...] | None:
    """:func:`positional_parameters`, and ``()`` for an empty array literal: among the
    options of an array the transport rewrites item by item, the list of a method of no
    parameters (``const params = []``)."""
    if isinstance(value, ArrV) and not value.items:
        return ()
    return positional_parameters(value)


def position_target(key: str, index: int) -> str:
    """The binding target of element ``index`` (from 0) of body member ``key``:
    ``body:params.1``."""
    return f"body:{key}.{index}"
