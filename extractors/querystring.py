"""Query-string builders: ``qs``, ``query-string`` and Node's ``querystring``.

Call forms handled::

    qs.stringify({ page, q })            → 'page=${page}&q=${q}'
    queryString.stringify({ tag })       (query-string)
    querystring.stringify({ a: 1 })      (node:querystring)

An object literal becomes a query string whose values stay holes, so the URL it is put in
yields one query parameter per key. Any other argument (a parameter, an object the tool knows
only by its callers) is one hole naming no parameter, read like ``new URLSearchParams(x)``'s:
its members when a caller passes an object (rule ``query.object-string``), else the query
sent as one object or a review item naming it (``normalize.parse_query``).
"""
from __future__ import annotations

from code2skill.values import HoleV, LibV, ObjV, StrV, Text, Value

from .registry import Recogniser

LIB = "querystring"


def call_value(callee, args, where, new) -> Value | None:
    """``stringify(object)`` → a query string with one ``key=${value}`` pair per key;
    ``stringify(other)`` → one hole holding ``other``."""
    if not (isinstance(callee, LibV) and callee.lib == LIB and callee.path[-1:] == (
            "stringify",) and args):
        return None
    if not isinstance(args[0], ObjV):
        return StrV((HoleV(None, args[0], where),))
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
