"""Rule ``urijs.query-call``: the query a URI.js object is given by calls on its binding.

URI.js's query methods change the object they are called on (and return it)::

    var uri = new URI('/api/search');
    uri.addQuery('q', q);                      // ?q=${q}
    if (page) uri.setSearch({page: page});     // &page=${page}, may be absent
    $http.get(uri.toString());

The value of a binding holding a URI.js object (``extractors/urijs.py``) becomes that object
with the pairs of each ``addQuery``/``addSearch``/``setQuery``/``setSearch`` call on the
binding's name in the function that binds it or a callback nested in it, each cited at its
call; a call under a condition, or in a nested function, adds a pair that may be absent. The
calls are taken in source order, wherever they sit relative to the request (as
``url.searchParams`` calls are: :mod:`code2skill.urlsearch`).
"""
from __future__ import annotations

from code2skill.facts import Member, Ref
from code2skill.recogniser_context import Frame
from code2skill.string_codecs import FORM, coded, form_text
from code2skill.values import (AltV, ClientV, HoleV, LitV, ObjV, StrV, Text, UnknownV, Value,
                               Where, text_of)

RULE = "urijs.query-call"
LIB = "urijs"                   # the URI.js recogniser's id (extractors/urijs.py)
QUERY_METHODS = frozenset({"addQuery", "addSearch", "setQuery", "setSearch"})


def with_uri_queries(resolver, path: str, fid: str | None, name: str, value: Value) -> Value:
    """``value`` (the binding ``name`` of function ``fid`` in module ``path``) with the query
    its calls add when it is a URI.js object; any other value unchanged."""
    if not (isinstance(value, ClientV) and value.lib == LIB and not value.path
            and isinstance(value.config, StrV)):
        return value
    url = value.config
    for scope in resolver.scopes_within(path, fid):
        for site in resolver.calls_by_scope.get((path, scope), []):
            callee = site.call.callee
            if not (isinstance(callee, Member) and callee.prop in QUERY_METHODS
                    and isinstance(callee.obj, Ref) and callee.obj.name == name
                    and site.call.args):
                continue
            where = resolver.where(path, site.call.span)
            args = tuple(resolver.evaluate(a, Frame(path, scope)) for a in site.call.args[:2])
            url = with_query(url, query_pairs(args, where, site.guarded or scope != fid, RULE))
    return ClientV(LIB, url, value.where) if url is not value.config else value


def query_pairs(args: tuple[Value, ...], where: Where | None, optional: bool,
                origin: str) -> list[Text | HoleV]:
    """The ``&name=value`` pieces one query call adds: a pair for ``(name, value)``, one per
    member of an object literal, else one hole; each value may be absent when ``optional`` (a
    call under a condition); the fixed texts' origin is ``origin``, the rule adding them."""
    if len(args) == 1:
        query = args[0]
        if not isinstance(query, ObjV):
            return [Text("&", where, origin), HoleV(None, query, where)]
        pieces: list[Text | HoleV] = []
        for prop in query.props:
            if prop.key is None:
                return [Text("&", where, origin), HoleV(None, query, where)]
            pieces += pair(StrV((Text(prop.key, prop.where),)), prop.value, where, optional,
                           origin)
        return pieces
    return pair(args[0], args[1], where, optional, origin)


def pair(key: Value, item: Value, where: Where | None, optional: bool, origin: str
         ) -> list[Text | HoleV]:
    """``&name=value`` form-encoded; a name that is no fixed text is a hole."""
    if optional:
        item = AltV((item, LitV(None)))
    name = text_of(key)
    sent = form_text(name) if name is not None else None
    head: list[Text | HoleV] = [Text("&", where, origin)]
    head += [Text(sent + "=", where, origin)] if sent is not None else \
        [HoleV(None, key if name is None else UnknownV("uri-error"), where),
         Text("=", where, origin)]
    return head + [HoleV(name, coded(item, FORM), where)]


def with_query(url: StrV, pieces: list[Text | HoleV]) -> StrV:
    """``url`` with query ``pieces`` (each pair led by ``&``) added: the first ``&`` is a
    ``?`` when the URL's fixed text has none. Pieces whose call is already in the URL (the
    binding's own query call read again where it is chained) are not added twice."""
    from code2skill.resolution.shared import flatten     # (the resolver imports this module)
    made = {p.where for p in url.parts if isinstance(p, HoleV)}
    holes = [p for p in pieces if isinstance(p, HoleV)]
    if not holes or all(p.where in made for p in holes):
        return url
    fixed = "".join(p.text for p in url.parts if isinstance(p, Text))
    first = pieces[0]
    if "?" not in fixed and isinstance(first, Text) and first.text.startswith("&"):
        pieces = [Text("?" + first.text[1:], first.where, first.origin)] + pieces[1:]
    return flatten(StrV(url.parts + tuple(pieces)))
