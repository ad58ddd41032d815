"""URI.js (``urijs``): a URL object the app builds and then hands to its HTTP client as text.

Forms handled (``URI`` the page global of a script-tag build, or imported from ``urijs``)::

    var uri = new URI('internalapi/search');          // or URI('…') without new
    uri.addQuery('page', page);                        // mutates uri (its binding: rule
    $http.post(uri.toString(), body);                  //   urijs.query-call)
    fetch(URI('/api/items').addQuery({tag: t, q: q}).toString())
    fetch(URI('/api/items').setSearch('q', q).href())

Rule ``urijs.uri``: ``new URI(text)`` is a URL object holding ``text``; its ``toString()``,
``valueOf()`` and ``href()`` are that text, with the query its ``addQuery``/``addSearch``/
``setQuery``/``setSearch`` calls gave it: ``(name, value)`` adds ``name=value``, an object
literal one pair per member, any other argument one hole naming no parameter (its members
are unknown). Names and values are form-encoded as ``URLSearchParams`` would (a space as
``+``; URI.js differs only on ``*`` and ``~`` of a fixed text). ``normalize…()`` and
``clone()`` keep the URL. Any other method (``removeQuery``, ``segment``, ``path(x)``…), a
base URL argument (``new URI(x, base)``) or ``new URI()`` (the page's own address) leaves
the URL unknown: its request is reviewed, never guessed.
"""
from __future__ import annotations

from code2skill.uri_queries import LIB, QUERY_METHODS, query_pairs, with_query
from code2skill.values import ClientV, LibV, StrV, UnknownV, Value

from .registry import Recogniser

RULE = "urijs.uri"
TEXT_METHODS = frozenset({"toString", "valueOf", "href"})
SAME_METHODS = frozenset({"normalize", "normalizePath", "normalizeQuery", "normalizeSearch",
                          "normalizeHash", "normalizeHostname", "normalizePort", "clone"})


def call_value(callee, args, where, new) -> Value | None:
    """``URI(text)`` → a URL object (a :class:`ClientV` of this library holding the text);
    a method of one → the text, another URL object, or unknown (module docstring); ``None``
    for any other callee."""
    if isinstance(callee, LibV) and callee.lib == LIB and callee.path in ((), ("default",)):
        if len(args) != 1 or not isinstance(args[0], StrV):
            return UnknownV("urijs-uri", where)
        return ClientV(LIB, args[0], where)
    if not (isinstance(callee, ClientV) and callee.lib == LIB and len(callee.path) == 1):
        return None
    method, url = callee.path[0], callee.config
    if not isinstance(url, StrV):
        return UnknownV("urijs-uri", where)
    if method in TEXT_METHODS and not args:
        return url
    if method in SAME_METHODS and not args:
        return ClientV(LIB, url, callee.where)
    if method in QUERY_METHODS and args:
        return ClientV(LIB, with_query(url, query_pairs(args, where, False, RULE)),
                       callee.where)
    return UnknownV("urijs-method", where)


def request(callee, site, ctx):
    """A URL object makes no request."""
    return None


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value,
                        modules={LIB: LIB, "urijs/src/URI": LIB, "URIjs": LIB},
                        globals={"URI": LIB})
