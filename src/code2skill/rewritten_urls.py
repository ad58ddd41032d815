"""Rule ``wrapper.rewritten-url``: a call of a wrapper that rewrites its URL parameter before
the request, where the rewrite cannot be followed for the value the call passes, is a review
item at that call naming the wrapper and the line of the rewrite — never a Tool whose path is
a free ``{url}``.

A request wrapper often normalises the URL its callers give before it uses it::

    Client.request = function(url, args) {
      url = (url[0] === '/') ? url.substring(1) : url;      // trim a leading slash
      return window.fetch(`api/${url}`, args);
    };
    Client.request(`/sites/${id}/stats`);                    // GET api/sites/{id}/stats

The rewrite is read per caller where its pieces are modelled (rule ``value.string-piece``:
``url[0]``, ``substring``/``slice``; rules ``value.string-test``, ``value.regex-replace``,
``value.ensured-affix``): each caller's text goes in and the rewritten template comes out.
Where it is not — a helper the tool cannot read (``url = normalise(url)``), a test the
caller's text does not decide (``${prefix}/x`` tested for its first character) — the URL's
hole for the parameter holds a value the tool cannot follow, alone or beside the caller's
text, and read as it is it becomes a path made only of a free ``{url}``: a Tool that sends
any path the Agent chooses and names none of the endpoints the callers reach. Instead each
such call is a reviewed request-like site with a ``medium`` item naming the wrapper, its
parameter and the line that rewrites it, so the endpoint is visibly missing (coverage counts
the call, and its warning reflects it).

The rewrite is a write in the wrapper's own body to the parameter the hole is named after,
whose value reads that parameter (``url = base + url``, ``url += '?' + qs``, ``path =
path.replace(/^\\//, '')``, ``url = url || '/x'``). The wrapper's own template, whose lost value
reads no parameter a caller could still give (``url = normalizeUrl(url)`` of a library), is
one review item per call of the wrapper; with no call, it is left to the other rules.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.extractors.module_facts.declarations import mentions_ref
from code2skill.facts import FunctionFact, LocalWrite, Span
from code2skill.kept_rewrites import RULE as KEPT_RULE, kept_rewrite
from code2skill.problem import Problem
from code2skill.resolution.shared import flatten, mentions_param
from code2skill.string_pieces import REASON as PIECE
from code2skill.values import (AltV, HoleV, ObjV, StrV, Text, TypedV, UnknownV, Value, Where,
                               first_where, text_of)

RULE = "wrapper.rewritten-url"
MEMO = "wrapper:rewrites"


def rewritten_items(resolver, item) -> list:
    """``[item]`` (an :class:`~code2skill.resolution.shared.Emitted`), or ``[]`` with a review
    problem at its outermost call when its URL holds a hole for a wrapper's rewritten
    parameter whose value the tool cannot follow (module docstring)."""
    if reviewed(resolver, item.template, item.fid):
        return []
    return [slash_kept(resolver, item)]


def slash_kept(resolver, item):
    """``item`` with each hole its wrapper rewrites only in ways that keep a caller's value
    (rule ``path.slash-kept-segments``, :mod:`code2skill.kept_rewrites`) holding the
    caller's value: the text a dropped leading slash would cut (``p.substring(1)`` under
    ``p.indexOf('/') === 0`` of a value starting with a hole) left out, the caller giving the
    path below the fixed ``/``; tagged by the rule, the note naming the write that restores
    escaped slashes, when one does: then a caller's text with holes (`` `${dir}/${name}` ``)
    is one path of several segments, a string input, not one input per piece."""
    url = item.template.url
    if not isinstance(url, StrV):
        return item
    parts = []
    for part in url.parts:
        found = rewrite_of(resolver, part) if isinstance(part, HoleV) else None
        kept, restoring = kept_rewrite(found[0], part.name) if found else (False, None)
        if kept:
            tag = (KEPT_RULE, f"{part.where[0]}:{restoring.span[0]}") if restoring else None
            value = uncut(part.value)
            if tag is not None and isinstance(value, StrV) and text_of(value) is None:
                value = TypedV("string", part.where[0], where=first_where(value))   # one path
            part = replace(part, value=value, tag=tag or part.tag)
        parts.append(part)
    return replace(item, template=replace(item.template, url=flatten(StrV(tuple(parts)))))


def uncut(value: Value) -> Value:
    """``value`` without the options a guarded leading-slash cut made where the tool could
    not decide its test: an unknown value of rule ``value.string-piece`` (a cut of a value
    starting with a hole), and a text one character shorter than another option that starts
    with a fixed character other than ``/`` (which the cut leaves as it is)."""
    if not isinstance(value, AltV):
        return value
    signatures = [signature(o) for o in value.options]
    cuts = {s[1:] for s in signatures if s and isinstance(s[0], str) and s[0] != "/"}
    options = [o for o, s in zip(value.options, signatures)
               if not (isinstance(o, UnknownV) and o.reason == PIECE) and s not in cuts]
    return value if not options or len(options) == len(value.options) else \
        options[0] if len(options) == 1 else replace(value, options=tuple(options))


def signature(value: Value) -> tuple | None:
    """A text's characters and holes in order (``None`` for any other value)."""
    if not isinstance(value, StrV):
        return None
    out: list = []
    for part in flatten(value).parts:
        out.extend(part.text if isinstance(part, Text) else (part,))
    return tuple(out)


def stranded_rewrites(resolver) -> None:
    """The same review for the requests still waiting in a function no analysed code calls
    (a handler, an exported helper) whose call of the wrapper lost the URL: their template
    is never emitted, so without this its call would only be an ``info`` coverage item."""
    for (_, fid), pending in sorted(resolver._summary_cache.items(), key=str):
        if fid is not None and fid not in resolver.callers:
            for template in pending:
                reviewed(resolver, template, fid)


def reviewed(resolver, template, fid: str | None) -> bool:
    """Whether ``template``, made in function ``fid``, is a call of a wrapper whose rewrite
    lost its URL: then its outermost call is a reviewed site with a review problem — or,
    for the wrapper's own template whose lost value reads no parameter left to a caller
    (``url = normalizeUrl(url)`` of a library), every call of the wrapper is."""
    url = template.url
    if not isinstance(url, StrV) or not template.sites:
        return False
    for part in url.parts:
        if not isinstance(part, HoleV) or not lost(part.value):
            continue
        found = rewrite_of(resolver, part)
        if found is None:
            continue
        fn, write = found
        if kept_rewrite(fn, part.name)[0]:
            continue                          # rule path.slash-kept-segments: kept as given
        if fn.fid != fid and len(template.sites) > 1:
            places = [template.sites[0].where]            # the call that passed the value
        elif fn.fid == fid and not mentions_param(part.value):
            places = [(path, span) for path, _, _, span in resolver.callers.get(fid, [])]
        else:
            continue
        if not places:
            continue
        for where in places:
            resolver.reviewed_sites[where] = template.lib
            resolver.link_sites([template], where)    # (its library call fares as the call)
            resolver.library_review.add(Problem("medium", message(
                fn, part.name, write, where, part.where[0]), where, RULE))
        return True
    return False


def lost(value: Value) -> bool:
    """Whether a hole's value is one the tool cannot follow: unknown (not merely absent), an
    object where a text belongs, or a choice one of whose options is such a value."""
    if isinstance(value, UnknownV):
        return value.reason != "no-member"
    if isinstance(value, AltV):
        return any(lost(option) for option in value.options)
    return isinstance(value, ObjV)


def rewrite_of(resolver, hole: HoleV) -> tuple[FunctionFact, LocalWrite] | None:
    """The innermost function around ``hole``'s place with a parameter named as the hole,
    and the first write of its own body to that parameter that reads it; ``None`` when
    there is none."""
    if hole.where is None or hole.name is None:
        return None
    memo = resolver.pass_memo.setdefault(MEMO, {})
    key = (hole.where, hole.name)
    if key not in memo:
        memo[key] = find_rewrite(resolver.modules.get(hole.where[0]), hole.where[1], hole.name)
    return memo[key]


def find_rewrite(module, span: Span | None, name: str
                 ) -> tuple[FunctionFact, LocalWrite] | None:
    """:func:`rewrite_of` in ``module`` for a hole at ``span`` named ``name``."""
    if module is None or span is None:
        return None
    around = [fn for fn in module.functions.values() if encloses(fn.span, span)]
    if not around:
        return None
    fn = min(around, key=lambda f: (f.span[2] - f.span[0], f.span[3] - f.span[1]))
    if not any(p.name == name for p in fn.params):
        return None
    write = next((w for w in fn.writes.get(name, ()) if w.scope == fn.fid
                  and mentions_ref(w.value, name)), None)
    return (fn, write) if write is not None else None


def encloses(outer: Span, inner: Span) -> bool:
    """Whether span ``inner`` lies within ``outer`` (``(line, column, end line, end
    column)``)."""
    return (outer[0], outer[1]) <= (inner[0], inner[1]) and \
        (inner[2], inner[3]) <= (outer[2], outer[3])


def message(fn: FunctionFact, name: str | None, write: LocalWrite, where: Where,
            path: str) -> str:
    """The review message for the call at ``where`` of wrapper ``fn`` rewriting ``name``."""
    line = where[1][0] if where[1] else "?"
    return (f"call of {fn.name} at {where[0]}:{line}: {fn.name} rewrites its URL parameter "
            f"'{name}' before the request ({name} = … at {path}:{write.span[0]}) in a way "
            "code2skill cannot follow for the value this call passes; the endpoint it reaches "
            "is not in the contract")


__all__ = ["RULE", "lost", "reviewed", "rewrite_of", "rewritten_items", "stranded_rewrites"]
