"""Rule ``wrapper.path-tail-arguments``: a wrapper parameter the callers fill with a path.

A wrapper whose URL ends in one of its parameters after literal text
(``'/api/' + apiFunction``) reads, on its own, like an endpoint with one path parameter
(``/api/{apiFunction}``). When a known call passes a value that is itself a path of two
segments or more (``Get('stock/products/' + productId)``, ``Get('objects/locations')``), the
parameter is the rest of the path, not one segment's value: the callers name the endpoints,
so the request is one per call, each with the caller's value in place
(``/api/stock/products/{productId}``, ``/api/objects/locations``), and the wrapper's own
generic request is not a Tool of its own. A call whose value the tool cannot read still makes
its request (a hole in the path, reviewed), so it is counted and never silently dropped.
"""
from __future__ import annotations

from code2skill.values import AltV, HoleV, StrV, Text, Value

RULE = "wrapper.path-tail-arguments"
MAX_DEPTH = 8


def path_shape(value: Value | None, depth: int = 0) -> str:
    """The shape of a string value as text with each hole written ``{}``
    (``'stock/products/' + productId`` → ``stock/products/{}``); ``""`` for a value that is no
    string (an alternative's first option counts)."""
    if isinstance(value, AltV) and value.options and depth < MAX_DEPTH:
        return path_shape(value.options[0], depth + 1)
    if not isinstance(value, StrV):
        return ""
    out = []
    for part in value.parts:
        if isinstance(part, Text):
            out.append(part.text)
        elif isinstance(part, HoleV) and isinstance(part.value, (StrV, AltV)) \
                and depth < MAX_DEPTH:
            out.append(path_shape(part.value, depth + 1) or "{}")
        else:
            out.append("{}")
    return "".join(out)


def is_path_tail(value: Value | None) -> bool:
    """Whether a caller's argument is a path of two segments or more with some fixed text
    (``stock/products/{}``, ``objects/locations``, ``/users/{}/permissions``): a ``/``
    between two pieces once the query and the leading and trailing slashes are set aside.
    A single segment (``users``, ``{}``) is not."""
    shape = path_shape(value).split("?", 1)[0].strip("/")
    return "/" in shape and any(c.isalnum() for c in shape.replace("{}", ""))


def tail_params(holes: set[str], mappings: list[dict[str, Value]]) -> set[str]:
    """The names of ``holes`` (a wrapper's parameters that fill whole holes of its URL path)
    that some call of the wrapper fills with a path (:func:`is_path_tail`); ``mappings`` are
    the calls' parameter → argument values."""
    return {name for name in holes if any(is_path_tail(m.get(name)) for m in mappings)}


__all__ = ["RULE", "is_path_tail", "path_shape", "tail_params"]
