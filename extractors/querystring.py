"""Query-string builders: ``qs``, ``query-string`` and Node's ``querystring``.

Call forms handled::

    qs.stringify({ page, q })            → 'page=${page}&q=${q}'
    queryString.stringify({ tag })       (query-string)
    querystring.stringify({ a: 1 })      (node:querystring)

An object literal becomes a query string whose values stay holes, so the URL it is put in
yields one query parameter per key. Anything else stays unknown (and is reported where used).
"""
from __future__ import annotations

from code2skill.values import HoleV, LibV, ObjV, StrV, Text, Value

from .registry import Recogniser

LIB = "querystring"


def call_value(callee, args, where, new) -> Value | None:
    """``stringify(object)`` → a query string with one ``key=${value}`` pair per key."""
    if not (isinstance(callee, LibV) and callee.lib == LIB and callee.path[-1:] == (
            "stringify",) and args and isinstance(args[0], ObjV)):
        return None
    parts: list[Text | HoleV] = []
    for prop in args[0].props:
        if prop.key is None:
            continue
        parts.append(Text(("&" if parts else "") + prop.key + "=", prop.where))
        parts.append(HoleV(prop.key, prop.value, prop.where))
    return StrV(tuple(parts))


def request(callee, site, ctx):
    """Builders make no request."""
    return None


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value,
                        modules={"qs": LIB, "query-string": LIB, "querystring": LIB,
                                 "node:querystring": LIB})
