"""Rule ``url.runtime-link``: a request whose URL a runtime link lookup gives.

Request-service layers (HAL clients) find endpoints at run time: the root document's
``_links`` map names each one, and a data service asks for it by name,
``this.halService.getEndpoint('bitstreams').subscribe((href) => send(new GetRequest(id,
href)))``, or through ``.pipe(map((href) => …))``. The path is not in the source, so such a
request is never a capability with a guessed path: the review item of its call site names the
link (``'bitstreams'``) and the lookup call, so a reviewer can map it to the server's
endpoint.

:meth:`RuntimeLinks.at` finds, for a call site inside a callback, the lookup that feeds the
callback: the callback is an argument of ``.subscribe``/``.then`` (or of an RxJS operator
inside ``.pipe(…)``) on the result of a call whose name says it returns an endpoint or link
(``getEndpoint``, ``getLink``, ``getEndpointHref``, ``getHref``, ``linkFor`` …) with a literal
first argument. The consuming calls of a module are indexed once per run, by the functions
they are handed (:class:`RuntimeLinks`), so a file of N unresolved call sites costs O(N), not
O(N²) (5,000 sites took over 60 s).
"""
from __future__ import annotations

import re

from code2skill.facts import Call, Fn, Lit, Member, Ref
from code2skill.problem import Problem
from code2skill.values import Where

LOOKUP_NAME = re.compile(r"(endpoint|link|href)", re.I)
CONSUMERS = frozenset({"subscribe", "then", "pipe"})
OPERATORS = frozenset({"map", "switchMap", "mergeMap", "concatMap", "exhaustMap", "tap",
                       "flatMap"})
MAX_HOPS = 8


def passed_functions(call: Call) -> list[str]:
    """The ids of the functions ``call`` is handed as arguments, also inside RxJS operator
    calls that are arguments (``pipe(map(fn))``), in argument order."""
    found: list[str] = []
    todo = [call]
    while todo:
        for arg in todo.pop().args:
            if isinstance(arg, Fn):
                found.append(arg.fid)
            elif isinstance(arg, Call) and isinstance(arg.callee, Ref) \
                    and arg.callee.name in OPERATORS:
                todo.append(arg)
    return found


def lookup_of(expr) -> tuple[str, str] | None:
    """``(lookup name, link name)`` of the first link-lookup call along a receiver chain
    (``this.hal.getEndpoint('items').pipe(…)`` → ``('getEndpoint', 'items')``)."""
    hops = 0
    while isinstance(expr, (Member, Call)) and hops < MAX_HOPS:
        hops += 1
        if isinstance(expr, Call):
            name = expr.callee.prop if isinstance(expr.callee, Member) else \
                expr.callee.name if isinstance(expr.callee, Ref) else None
            first = expr.args[0] if expr.args else None
            if name and LOOKUP_NAME.search(name) and isinstance(first, Lit) \
                    and isinstance(first.value, str):
                return name, first.value
            expr = expr.callee
        else:
            expr = expr.obj
    return None


Link = tuple[str, str, Where]      # (lookup name, link name, place of the consuming call)


def consumers(module, path: str) -> dict[str, Link]:
    """``{function id: link}`` of module ``path``: for each function handed to a consuming
    call (``.subscribe``/``.then``/``.pipe``) on a link lookup's result, that lookup and the
    call (the first such call in source order). One pass over the module's calls."""
    found: dict[str, Link] = {}
    for site in module.calls:
        callee = site.call.callee
        if not (isinstance(callee, Member) and callee.prop in CONSUMERS):
            continue
        fids = passed_functions(site.call)
        link = lookup_of(callee.obj) if fids else None
        if link is not None:
            for fid in fids:
                found.setdefault(fid, (link[0], link[1], (path, site.call.span)))
    return found


class RuntimeLinks:
    """The runtime link lookups of a program's call sites (:meth:`at`), each module's
    consuming calls indexed once (:func:`consumers`) the first time a site of it is asked
    about."""

    def __init__(self, program):
        self.program = program
        self._consumers: dict[str, dict[str, Link]] = {}

    def at(self, where: Where) -> Link | None:
        """``(lookup name, link name, place of the consuming call)`` when the call site at
        ``where`` runs in a callback fed by a runtime link lookup (the function holding it,
        or one of :data:`MAX_HOPS` functions around it, is handed to such a call); else
        ``None``."""
        path, span = where
        if path not in self.program.modules:
            return None
        if path not in self._consumers:
            self._consumers[path] = consumers(self.program.modules[path], path)
        fed = self._consumers[path]
        fn = self.program.function_at(path, span)
        hops = 0
        while fn is not None and hops < MAX_HOPS:
            hops += 1
            if fn.fid in fed:
                return fed[fn.fid]
            fn = self.program.function(fn.parent)
        return None


def link_message(library: str, where: Where, lookup: str, link: str) -> str:
    """The review message of a request whose URL is the runtime link ``link``."""
    return (f"{library} request at {where[0]}:{where[1][0]} sends to the URL of the link "
            f"'{link}' that {lookup}('{link}') looks up at run time (a HAL `_links` entry or "
            "similar): its path is not in the source, so no endpoint is claimed; map the link "
            "to the server's endpoint")


def with_runtime_links(items: list, left: list[Where], library: dict[Where, str],
                       links: RuntimeLinks) -> list:
    """The review items of :func:`code2skill.coverage.unresolved_review` (one per place of
    ``left``, same order), each whose site a runtime link lookup feeds made a ``medium``
    item naming the link, with the lookup's consuming call as evidence."""
    from code2skill.evidence import observed

    out = []
    for item, where in zip(items, left):
        found = links.at(where)
        if found is not None:
            lookup, link, consumer = found
            item = item.model_copy(update={
                "severity": "medium",
                "message": link_message(library[where], where, lookup, link),
                "evidence": [*item.evidence, observed(consumer, RULE, link)]})
        out.append(item)
    return out


RULE = "url.runtime-link"


def link_problems(problems: list[Problem], links: RuntimeLinks) -> list[Problem]:
    """The resolver's problems, each request whose URL could not be named at a call site a
    runtime link lookup feeds re-worded to name the link and the lookup (with the lookup's
    line), ``medium``."""
    out = []
    for problem in problems:
        where = problem.where
        found = links.at(where) if where is not None \
            and problem.message.startswith(UNNAMED) else None
        if found is not None:
            lookup, link, consumer = found
            problem = problem._replace(severity="medium", message=(
                f"{link_message('the', where, lookup, link)} (lookup at line "
                f"{consumer[1][0]})").replace("the request at", "request at", 1))
        out.append(problem)
    return out


UNNAMED = "request URL has no fixed part to name an endpoint"
