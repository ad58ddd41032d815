"""Rule ``coverage.unfollowed-wrapper-callers``: the calls of a wrapper whose URL the tool
cannot follow are the request-like sites, not the wrapper's one library call.

A wrapper finishes the URL its callers write with a value the tool cannot compute (a URL
builder it does not model: ``fetch(build(`/api/${url}`, params))``)::

    export const listHosts = () => get({ url: 'hosts' });          // a request-like site
    export const getHost = (id) => get({ url: `hosts/${id}` });     // another
    export async function get(args) { return baseGet(args); }        // passes its parameter on
    async function baseGet({ url, params }) { return fetch(build(`/api/${url}`, params)); }

Its request names no endpoint (a review item), but each call that writes URL text into it is
one request the client makes: the template is one per such call (the call prepended to its
evidence, its review item naming the wrapper's request: :func:`wrapper_note`), climbing through functions that only pass their own parameters on (``get(args)``
→ ``baseGet(args)``), so coverage counts those calls as reviewed request-like sites and its
warning reflects them. A call that writes no URL text (its arguments name nothing) keeps the
wrapper's own template. Coverage keys each template by its outermost call
(:func:`code2skill.coverage.written_site`).
"""
from __future__ import annotations

import re

from code2skill.in_browser_urls import in_browser
from code2skill.requests import Site, library_site
from code2skill.returned_functions import known_name
from code2skill.values import AltV, ArrV, HoleV, ObjV, ParamV, StrV, Text, UnknownV, Value

RULE = "coverage.unfollowed-wrapper-callers"
MAX_HOPS = 4            # functions climbed that only pass their parameters on
MAX_CALLS = 400         # request-like sites one wrapper template may become
NAMING = re.compile(r"[^\W_]")


def wrapper_note(template) -> str:
    """The words added to the review item of a template made per caller here: where the
    wrapper's request is, or ``""`` for any other template."""
    if not template.sites or template.sites[0].rule != RULE:
        return ""
    inner = library_site(template.sites).where
    return (f"; this call writes the URL, but the wrapper's request at {inner[0]}:"
            f"{inner[1][0] if inner[1] else '?'} finishes it with a value code2skill cannot "
            "follow: its endpoint is missing")


def unfollowed(url: Value) -> bool:
    """Whether a request URL names nothing the tool could follow: unknown, or a string with
    no fixed text naming something and a hole the tool could not compute (a bundled asset,
    ``new URL('./x', import.meta.url)``, is no request)."""
    if isinstance(url, UnknownV):
        return url.reason != "module-asset" and in_browser(url) is None
    if isinstance(url, StrV):
        return not any(isinstance(p, Text) and NAMING.search(p.text) for p in url.parts) \
            and any(isinstance(p, HoleV) and isinstance(p.value, UnknownV) for p in url.parts)
    return False


def writes_text(value: Value, depth: int = 0) -> bool:
    """Whether an argument writes URL text: fixed text naming something (``'hosts'``), or
    such text under a URL-named member of an object (``{url: `hosts/${id}`}``, ``path``,
    ``endpoint`` …), at most 6 levels into objects, arrays and alternatives."""
    from code2skill.resolution.shared import is_url_name

    if depth > 6:
        return False
    if isinstance(value, StrV):
        return any(isinstance(p, Text) and NAMING.search(p.text) for p in value.parts)
    if isinstance(value, ObjV):
        return any(is_url_name(p.key) and writes_text(p.value, depth + 1)
                   for p in value.props)
    if isinstance(value, ArrV):
        return any(writes_text(v, depth + 1) for v in value.items)
    if isinstance(value, AltV):
        return any(writes_text(v, depth + 1) for v in value.options)
    return False


def passes_on(args: tuple[Value, ...], scope: frozenset[str]) -> bool:
    """Whether a call passes the calling function's own parameters on: an argument that is
    one of them (or a member of one), or an object literal of nothing else."""
    def own(value: Value) -> bool:
        return isinstance(value, ParamV) and value.fid in scope
    return any(own(a) or isinstance(a, ObjV) and a.props and all(own(p.value)
                                                                 for p in a.props)
               for a in args)


def caller_items(resolver, item, emitted_type) -> list:
    """``item`` (an :class:`~code2skill.resolution.shared.Emitted`) as one item per call writing URL
    text into its wrapper (module docstring), or ``[item]`` when its URL is followed, its
    function has no visible caller, or no call writes URL text."""
    if item.fid is None or not unfollowed(item.template.url) \
            or not resolver.callers.get(item.fid):
        return [item]
    out: list = []
    kept = False

    def climb(fid: str, template, hops: int, seen: frozenset[str]) -> None:
        nonlocal kept
        for path, caller_fid, args, span in resolver.callers.get(fid, []):
            if len(out) >= MAX_CALLS:
                kept = True
                return
            caller = resolver.function(caller_fid)
            made = template.via(Site((path, span), known_name(resolver, caller, path), RULE))
            scope = resolver.param_scope(caller_fid) if caller_fid else frozenset()
            if caller_fid and caller_fid not in seen and hops < MAX_HOPS \
                    and resolver.callers.get(caller_fid) and passes_on(args, scope):
                climb(caller_fid, made, hops + 1, seen | {caller_fid})
            elif any(writes_text(a) for a in args):
                out.append(emitted_type(made, path, caller_fid))
            else:
                kept = True
    climb(item.fid, item.template, 0, frozenset({item.fid}))
    return out + [item] if kept or not out else out
