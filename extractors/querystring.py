"""Query-string builders: ``qs``, ``query-string`` and Node's ``querystring``.

Call forms handled::

    qs.stringify({ page, q })            → 'page=${page}&q=${q}'
    queryString.stringify({ tag })       (query-string)
    querystring.stringify({ a: 1 })      (node:querystring)
    queryString.stringifyUrl({ url: `/api/${path}`, query: params })
                                         → '/api/${path}?${params}' (query-string)

An object literal becomes a query string whose values stay holes, so the URL it is put in
yields one query parameter per key. Any other argument (a parameter, an object the tool knows
only by its callers) is one hole naming no parameter, read like ``new URLSearchParams(x)``'s:
its members when a caller passes an object (rule ``query.object-string``), else the query
sent as one object or a review item naming it (``normalize.parse_query``).

Rule ``query.stringify-url``: query-string's ``stringifyUrl({url, query})`` is the URL with
that query string added after ``?`` (after ``&`` when the URL's fixed text already has a
``?``), so the path comes through and the query object's members become query parameters. A
first argument that is no object literal with a ``url`` member is one hole (the URL is not
followed).
"""
from __future__ import annotations

from code2skill.values import HoleV, LibV, LitV, ObjV, StrV, Text, UnknownV, Value

from .registry import Recogniser

LIB = "querystring"


def call_value(callee, args, where, new) -> Value | None:
    """``stringify(object)`` → a query string with one ``key=${value}`` pair per key;
    ``stringify(other)`` → one hole holding ``other``; ``stringifyUrl({url, query})`` → the
    URL with that query string."""
    if not (isinstance(callee, LibV) and callee.lib == LIB and args):
        return None
    if callee.path[-1:] == ("stringifyUrl",):
        return stringify_url(args[0], where)
    if callee.path[-1:] != ("stringify",):
        return None
    return query_string(args[0], where)


def query_string(query: Value, where) -> StrV:
    """The query string ``stringify(query)`` makes: one ``key=${value}`` pair per key of an
    object literal, else one hole holding ``query``."""
    if not isinstance(query, ObjV):
        return StrV((HoleV(None, query, where),))
    parts: list[Text | HoleV] = []
    for prop in query.props:
        if prop.key is None:
            continue
        parts.append(Text(("&" if parts else "") + prop.key + "=", prop.where))
        parts.append(HoleV(prop.key, prop.value, prop.where))
    return StrV(tuple(parts))


def stringify_url(options: Value, where) -> StrV:
    """Rule ``query.stringify-url``: ``stringifyUrl({url, query})`` as ``url?query`` (module
    docstring); with no ``query`` member, the URL itself."""
    url = member(options, "url")
    if url is None:
        return StrV((HoleV(None, options, where),))
    head = url.parts if isinstance(url, StrV) else (HoleV("url", url, where),)
    query = member(options, "query")
    if query is None or absent(query):
        return StrV(tuple(head))
    fixed = "".join(p.text for p in head if isinstance(p, Text))
    return StrV(tuple(head) + (Text("&" if "?" in fixed else "?", where),)
                + query_string(query, where).parts)


def absent(value: Value) -> bool:
    """Whether ``value`` is ``undefined``/``null`` or a member the object does not have."""
    return isinstance(value, LitV) and value.value is None or \
        isinstance(value, UnknownV) and value.reason == "no-member"


def member(obj: Value, key: str) -> Value | None:
    """The value of member ``key`` of object literal ``obj``, or ``None``."""
    if not isinstance(obj, ObjV):
        return None
    return next((p.value for p in reversed(obj.props) if p.key == key), None)


def request(callee, site, ctx):
    """Builders make no request."""
    return None


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value,
                        modules={"qs": LIB, "query-string": LIB, "querystring": LIB,
                                 "node:querystring": LIB})
