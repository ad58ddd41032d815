"""Rule ``url.search-params``: the query a ``URL`` object is given after it is made.

Forms handled, in the function that makes the URL or a callback nested in it::

    const url = new URL('/search', BASE);
    url.searchParams.set('q', q);                       // ?q=${q}
    if (page) url.searchParams.append('page', page);    // &page=${page}, may be absent
    url.search = new URLSearchParams({ tag }).toString(); // ?tag=${tag}
    url.search = new URLSearchParams({ tag });          // the same: assigning makes it text
    url.search = qs.stringify({ name });                // ?name=${name}
    fetch(url) / fetch(url.toString()) / fetch(url.href)

The URL value of the binding ``url`` becomes the URL with that query string, so every client
that sends it sees the parameters (with the evidence of the call or assignment that adds each).
Each name and value is form-encoded as ``searchParams`` sends it (rule
``value.string-codec``: ``append('q', 'a&b=c')`` is ``q=a%26b%3Dc``, one parameter).
A key that is not fixed text is a hole (the query string's parameters are then reported as
unknown where it is used), never guessed; a key that is the key variable of a loop over an
object's members (``for (const [k, v] of Object.entries(params)) url.searchParams.append(k,
v)``, ``Object.keys(params).forEach(…)``) adds that object, whose members are the parameters
once a caller shows them, each citing the loop's call (rule ``url.object-query``,
:mod:`code2skill.object_loops`); an object no caller shows is the reviewed query part. A key
that is the item of a loop over a list of key names, set to that member of an object
(``for (const key of accepted) url.searchParams.set(key, params[key])``), adds one parameter
per name of the list each caller passes (rule ``query.looped-keys``,
:mod:`code2skill.looped_keys`).

Rule ``url.object-query`` also covers a URL made from a wrapper's parameter (``new URL(path,
location.origin)``, which is ``path`` itself): the query follows the caller's path, so the
pairs are never dropped for want of a fixed text before them; each alternative of a choice of
URLs gets them too.
"""
from __future__ import annotations

from dataclasses import fields, is_dataclass, replace

from code2skill.facts import Call, Expr, Member, Ref
from code2skill.looped_keys import RULE as LOOPED_KEYS, looped_pick
from code2skill.object_loops import key_source
from code2skill.string_codecs import FORM, coded, form_text
from code2skill.values import (AltV, ClientV, HoleV, LitV, ParamV, StrV, Text, UnknownV, Value,
                               first_where, text_of)

SEARCH_METHODS = ("set", "append")
ORIGIN = "url.search-params"      # the origin of the query text added here
RULE = "url.object-query"
GUARDED = "guarded"   # the note of a loop whose set/append runs under a test: a member may be left out


def is_new_url(expr: Expr) -> bool:
    """``new URL(…)`` (the global constructor)."""
    return isinstance(expr, Call) and expr.new and isinstance(expr.callee, Ref) \
        and expr.callee.name == "URL"


def with_search(resolver, path: str, fid: str | None, name: str, exprs: list[Expr],
                value: Value) -> Value:
    """``value`` (the binding ``name`` made by ``new URL(…)`` in function ``fid``) with the
    query its ``searchParams`` calls and ``search`` assignments give it; any other binding
    is returned unchanged."""
    from code2skill.recogniser_context import Frame
    from code2skill.resolution.shared import flatten

    if not any(is_new_url(e) for e in exprs):
        return value
    if isinstance(value, AltV):
        return replace(value, options=tuple(with_search(resolver, path, fid, name, exprs, option)
                                            for option in value.options))
    if isinstance(value, ParamV):              # new URL(path, base), path a parameter
        value = StrV((HoleV(value.name if not value.path else value.path[-1], value,
                            first_where(value)),))
    if not isinstance(value, StrV):
        return value
    pairs: list[Text | HoleV] = []
    for scope in resolver.scopes_within(path, fid):
        frame_of = Frame(path, scope)
        pairs.extend(search_assignments(resolver, path, scope, name, frame_of))
        for site in resolver.calls_by_scope.get((path, scope), []):
            callee = site.call.callee
            if not (isinstance(callee, Member) and callee.prop in SEARCH_METHODS
                    and len(site.call.args) >= 2 and isinstance(callee.obj, Member)
                    and callee.obj.prop == "searchParams" and isinstance(callee.obj.obj, Ref)
                    and callee.obj.obj.name == name):
                continue
            where = resolver.where(path, site.call.span)
            key = resolver.evaluate(site.call.args[0], frame_of)
            item = resolver.evaluate(site.call.args[1], frame_of)
            if site.guarded or scope != fid:
                item = AltV((item, LitV(None)))
            key_text = text_of(key)
            pairs.append(Text("&", where, ORIGIN))
            loop = key_source(site.call.args[0], frame_of, resolver) \
                if key_text is None else None
            if loop is not None:                          # rule url.object-query
                pairs.append(HoleV(None, resolver.evaluate(*loop), where,
                                   tag=(RULE, GUARDED if tests_pair(site) else "")))
                continue
            picked = looped_pick(resolver, site.call.args[0], site.call.args[1], frame_of,
                                 where) if key_text is None else None
            if picked is not None:                        # rule query.looped-keys
                pairs.append(HoleV(None, picked, where,
                                   tag=(LOOPED_KEYS, GUARDED if tests_pair(site) else "")))
                continue
            sent = form_text(key_text) if key_text is not None else None
            pairs.append(Text(sent + "=", where, ORIGIN) if sent is not None
                         else HoleV(None, key if key_text is None else UnknownV("uri-error"),
                                    where))
            if sent is None:
                pairs.append(Text("=", where, ORIGIN))
            pairs.append(HoleV(key_text, coded(item, FORM), where))
    if not pairs:
        return value
    first = pairs[0]
    pairs[0] = Text("?" if "?" not in "".join(p.text for p in value.parts
                                             if isinstance(p, Text)) else "&",
                    first.where, ORIGIN)
    return flatten(StrV(value.parts + tuple(pairs)))


def tests_pair(site) -> bool:
    """Whether the ``set``/``append`` call ``site`` runs under an ``if`` whose test reads a
    variable its arguments read (``if (v != null) url.searchParams.set(k, v)``): a loop
    calling it leaves out the members that fail the test. A test of anything else (``if
    (opts.query)`` around the loop) leaves every member sent."""
    return site.guard is not None and bool(read_names(site.guard)
                                           & read_names(site.call.args[:2]))


def read_names(expr: object) -> set[str]:
    """The variables read anywhere in ``expr`` (an expression or a tuple of them)."""
    found: set[str] = set()
    stack = [expr]
    while stack:
        item = stack.pop()
        if isinstance(item, Ref):
            found.add(item.name)
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
        elif is_dataclass(item) and not isinstance(item, type):
            stack.extend(getattr(item, f.name) for f in fields(item))
    return found


def search_assignments(resolver, path: str, scope: str | None, name: str, frame
                       ) -> list[Text | HoleV]:
    """``&`` and the query string of each ``url.search = …`` in ``scope``."""
    fn = resolver.function(scope)
    module = resolver.modules.get(path)
    assignments = fn.assignments if fn is not None else module.assignments if module else []
    out: list[Text | HoleV] = []
    for assignment in assignments:
        if assignment.target != (name, "search"):
            continue
        where = resolver.where(path, assignment.span)
        query = resolver.evaluate(assignment.value, frame)
        if isinstance(query, ClientV) and query.lib == "urlsearchparams" and not query.path:
            query = resolver.search_params_text(query, frame)   # its text, as assigned
        if isinstance(query, StrV) and query.parts and isinstance(query.parts[0], Text) \
                and query.parts[0].text.startswith("?"):
            head = query.parts[0]
            query = StrV((Text(head.text[1:], head.where, head.origin),) + query.parts[1:])
        out.append(Text("&", where, ORIGIN))
        out.append(HoleV("search", query, where))
    return out
