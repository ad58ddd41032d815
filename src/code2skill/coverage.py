"""Coverage: what became of every request-like call site (``source.coverage``).

A request-like site is a call the tool recognises as possibly making a request: a call a
library recogniser turned into a request template (keyed by the call on the template's
evidence chain that writes its URL, else the library call, the last hop: rule
``coverage.written-site``), a call of an HTTP-looking member with a URL-like argument on an
object the tool cannot follow, or a call of an unmodelled library function handed a function
that makes requests (rules ``review.unknown-http-library``, ``review.opaque-wrapper``), or a
call of a request-making wrapper in a function nobody visibly calls whose request still waits
for that function's parameters (rule ``coverage.stranded-wrapper-call``).

Rule ``coverage.site``: a site is *resolved* when an observed client call made through it
(at any hop of its evidence chain) became (part of) a capability, *reviewed* when it did not but a review item names it (its call
could not be named, backend code makes it, the object is unknown); a library call whose fate is
an outer call's (a descriptor wrapper, a function handed to an opaque wrapper) fares as that
call does. Rule ``coverage.unresolved-site``: every other site — its request never reached an
observed call, e.g. a wrapper whose URL only callers the tool did not find supply — gets an
``info`` review item of its own (nothing proves an endpoint is missed), so no site is
silently missed and ``unresolved`` is 0.

Rule ``coverage.low`` (:func:`low_coverage`): the warning ``derive`` prints (and ``--strict``
fails on, and ``audit`` reports as the incomplete call graph it compared with) when the
capabilities are few for the request-like sites found and many of those were not resolved,
or when a client of many files has not one request-like site.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from code2skill.declaration_files import client_code
from code2skill.contract.models import Coverage, LibraryCoverage, ReviewItem
from code2skill.evidence import observed
from code2skill.facts import Diagnostic
from code2skill.in_browser_urls import in_browser
from code2skill.query_operations import ARGUMENT_RULE as QUERY_FIELD_RULE
from code2skill.requests import library_site
from code2skill.resolution.shared import MAX_CALL_DEPTH
from code2skill.values import AltV, StrV, Text, UnknownV, Where

UNRESOLVED_RULE = "coverage.unresolved-site"
UNREAD_RULE = "coverage.unread-wrapper"
DEPTH_RULE = "budget.call-depth"
NAMING = re.compile(r"[^\W_]")          # a letter or digit: a URL text that names something


@dataclass(frozen=True, slots=True)
class SiteFates:
    """Request-like sites by place (``library`` each), and the places resolved and reviewed."""

    library: dict[Where, str]
    resolved: frozenset[Where]
    reviewed: frozenset[Where]


def site_fates(request_sites: dict[Where, str], unknown_sites: dict[Where, str],
               emitted: list, client_calls: list, linked: dict[Where, set[Where]]
               ) -> SiteFates:
    """The fate of every request-like site. ``request_sites``/``unknown_sites``: place →
    library (unknown-client and opaque-wrapper sites are reviewed by construction);
    ``emitted``: the resolver's :class:`~code2skill.resolution.shared.Emitted` templates (each ends in a
    capability, a backend review item or an observe problem); ``client_calls``: the
    :class:`~code2skill.normalize.Observed` calls that became capabilities; ``linked``: inner
    site → the outer sites whose fate it shares. A template for a file bundled with the code
    (``new URL('./x.wasm', import.meta.url)``) or of a URL the browser holds (``fetch(dataUrl)``)
    is no request."""
    assets: set[Where] = set()
    written: dict[Where, set[Where]] = {}       # library call → the sites writing its URLs
    for e in emitted:
        inner = library_site(e.template.sites).where
        if module_asset(e.template.url):
            assets.add(inner)
        else:
            written.setdefault(inner, set())
            site = written_site(e.template)
            hops = [h.where for h in e.template.sites]
            for hop in hops[hops.index(site):] if site is not None else ():
                written.setdefault(hop, set()).add(site)    # (inner calls it supersedes)
    for inner, sites in written.items():
        if not sites:                  # no template names the call writing its URL
            sites.add(inner)
    live = set().union(*written.values()) if written else set()
    library: dict[Where, str] = {}
    for where, lib in request_sites.items():
        if where not in assets or where in written:
            for site in sorted(written.get(where, {where})):
                library.setdefault(site, lib)
    library.update(unknown_sites)
    resolved = {site.where for call in client_calls for site in call.sites}
    reviewed = (live - resolved) | set(unknown_sites)
    for inner, outers in linked.items():
        if outers & resolved:
            resolved.add(inner)
        elif outers & reviewed:
            reviewed.add(inner)
    return SiteFates(library, frozenset(resolved & set(library)),
                     frozenset((reviewed - resolved) & set(library)))


def written_site(template) -> Where | None:
    """Rule ``coverage.written-site``: the request-like site of a request template is the
    call on its evidence chain (outermost first) that writes its URL — whose span holds a
    fixed text of the URL naming something (a letter or digit: ``http.get('/api/v1/posts')``
    through an object wrapper whose ``request`` calls ``fetch``, a service method
    ``api.get('/x')``; not the ``/`` a wrapper joins its base and path with) —, else the
    outermost call of a chain of two calls or more: the wrapper call that names the endpoint
    through a value written elsewhere (``this.makeRequest(path, method)`` with ``{path,
    method}`` read from a class constant, ``api.get(URLS.users)``) or looked up at run time.
    So calls through a wrapper count one site each, as direct library calls do, and a
    wrapper's one ``fetch`` is not the only site of its ≈80 callers. ``None`` for a chain of
    the library call alone that writes no such text (a wrapper's template for no caller):
    its library call is the site only when no other template of it names one
    (:func:`site_fates`). A call handing a wrapper the object whose operation field selects
    the operation (rule ``wrapper.query-field-arguments``: ``callAPI({mode: 'restart'})``)
    writes the request as much as a URL does: it is the site."""
    places = url_places(template.url)
    calls = [site for site in template.sites if not site.shaping]
    chosen = next((site for site in calls if site.rule == QUERY_FIELD_RULE), None)
    if chosen is not None:
        return chosen.where
    for site in calls:
        if any(encloses(site.where, place) for place in places):
            return site.where
    return calls[0].where if len(calls) > 1 else None


def url_places(url, depth: int = 0) -> list[Where]:
    """Where each fixed text of a URL value that names something (holds a letter or digit)
    was written (alternatives too, 8 levels)."""
    if isinstance(url, AltV) and depth < 8:
        return [w for option in url.options for w in url_places(option, depth + 1)]
    if isinstance(url, StrV):
        return [p.where for p in url.parts
                if isinstance(p, Text) and p.where is not None and NAMING.search(p.text)]
    return []


def encloses(outer: Where, inner: Where) -> bool:
    """Whether place ``inner`` lies within place ``outer`` (same file, ``(line, column,
    end line, end column)`` spans)."""
    if outer[0] != inner[0] or outer[1] is None or inner[1] is None:
        return False
    a, b = outer[1], inner[1]
    return (a[0], a[1]) <= (b[0], b[1]) and (b[2], b[3]) <= (a[2], a[3])


def module_asset(url) -> bool:
    """Whether a request URL is no backend's: a file bundled with the code, or one the browser
    holds (rule ``request.in-browser-url``, whose call has an ``info`` item of its own)."""
    return isinstance(url, UnknownV) and url.reason == "module-asset" or \
        in_browser(url) is not None


def unresolved_sites(fates: SiteFates) -> list[Where]:
    """The sites neither resolved nor reviewed, in place order."""
    return sorted(set(fates.library) - fates.resolved - fates.reviewed)


def unresolved_review(fates: SiteFates, left: list[Where],
                      called: frozenset[Where] = frozenset(),
                      deep: frozenset[Where] = frozenset()) -> list[ReviewItem]:
    """Rule ``coverage.unresolved-site``: one review item per site of ``left``
    (:func:`unresolved_sites`): ``info`` for a wrapper no analysed code calls, ``medium`` for
    one of ``called`` — a request waiting only for the parameters of a function the program
    does call (:meth:`code2skill.resolution.review.Review.unread_sites`), whose method or URL could
    not be read through those calls, so endpoints the client uses are missing (rule
    ``coverage.unread-wrapper``) — and ``medium`` for one of ``deep``, read through a chain
    of calls deeper than the resolver follows (rule ``budget.call-depth``,
    :func:`depth_diagnostics`)."""
    return [ReviewItem(
        severity="medium", capability=None,
        message=f"{fates.library[where]} request at {where[0]}:{where[1][0]} did not reach the "
                f"contract: the chain of wrapper calls reaching it is deeper than the "
                f"{MAX_CALL_DEPTH} levels code2skill follows (limit call-depth), so its method "
                "or URL was cut there; every endpoint reached through it is missing",
        evidence=[observed(where, DEPTH_RULE, fates.library[where])]) if where in deep
        else ReviewItem(
        severity="medium", capability=None,
        message=f"{fates.library[where]} request at {where[0]}:{where[1][0]} did not reach the "
                "contract: it waits for the parameters of a function the program calls, but "
                "its method or URL could not be read through those calls (a value the source "
                "does not show, or a form code2skill does not follow); every endpoint reached "
                "through it is missing",
        evidence=[observed(where, UNREAD_RULE, fates.library[where])]) if where in called
        else ReviewItem(
        severity="info", capability=None,
        message=f"{fates.library[where]} request at {where[0]}:{where[1][0]} did not reach the "
                "contract: its method or URL comes from a caller code2skill did not find (a "
                "wrapper no analysed code calls, or calls only through a value it cannot "
                "follow); any endpoint reached through it is missing",
        evidence=[observed(where, UNRESOLVED_RULE, fates.library[where])]) for where in left]


def depth_diagnostics(deep: frozenset[Where]) -> list[Diagnostic]:
    """Rule ``budget.call-depth``: one ``limit call-depth exceeded`` warning per file holding
    a request site of ``deep`` — left out of the contract after the resolver read it through
    more than :data:`MAX_CALL_DEPTH` nested calls (a wrapper calling a wrapper …) — naming
    its first such line. A site read that deep on one path but resolved on another is no
    such site: only a request actually lost at the limit is reported."""
    first: dict[str, int] = {}
    for path, span in sorted(deep, key=lambda w: (w[0], w[1] or ())):
        if span is not None:
            first.setdefault(path, span[0])
    return [Diagnostic(path, "resolve", f"limit call-depth exceeded: a request is reached "
                       f"through more than {MAX_CALL_DEPTH} nested calls (wrappers calling "
                       "wrappers); the chain was cut there and the request is not in the "
                       "contract", "warning", line) for path, line in first.items()]


def coverage(fates: SiteFates, reviewed_extra: frozenset[Where] = frozenset()) -> Coverage:
    """The ``source.coverage`` figures; ``reviewed_extra`` are the sites given a review item by
    :func:`unresolved_review`."""
    def tally(places: list[Where]) -> dict[str, int]:
        resolved = sum(1 for w in places if w in fates.resolved)
        reviewed = sum(1 for w in places if w not in fates.resolved
                       and (w in fates.reviewed or w in reviewed_extra))
        return {"requestLikeSites": len(places), "resolved": resolved, "reviewed": reviewed,
                "unresolved": len(places) - resolved - reviewed}
    by_lib: dict[str, list[Where]] = {}
    for where, lib in fates.library.items():
        by_lib.setdefault(lib, []).append(where)
    return Coverage(**tally(list(fates.library)),
                    byLibrary={lib: LibraryCoverage(**tally(places))
                               for lib, places in sorted(by_lib.items())})


def low_coverage(result) -> str | None:
    """Rule ``coverage.low``: the warning when the capabilities are fewer than half the
    request-like call sites of client code (sites in backend files, and the sites whose
    requests backend code makes, ``result.server_sites``, left out: they are never
    capabilities) and more than a quarter of those sites were not resolved, naming the
    libraries most sites of which were not, or when there is no request-like site at all
    (:func:`silent_client`); else ``None`` (many sites that all resolve to a few endpoints
    are full coverage, and so are a few sites left to review among many)."""
    fates, contract = result.fates, result.contract
    if fates is None:
        return None
    client = [w for w in fates.library
              if w[0] not in result.server and w not in result.server_sites]
    if not client:
        return silent_client(result)
    if len(contract.capabilities) * 2 >= len(client):
        return None
    missed: dict[str, int] = {}
    for where in client:
        if where not in fates.resolved:
            missed[fates.library[where]] = missed.get(fates.library[where], 0) + 1
    if sum(missed.values()) * 4 <= len(client):
        return None
    worst = ", ".join(f"{lib} {n}" for lib, n in sorted(missed.items(), key=lambda i: (-i[1], i[0]))[:4])
    return (f"only {len(contract.capabilities)} capabilities for {len(client)} request-like call "
            f"sites of client code: many requests did not become capabilities (not resolved: "
            f"{worst}); see review[] and source.coverage")


def silent_client(result) -> str | None:
    """Rule ``coverage.low``, its other half: the warning when not one request-like call site
    was found in :data:`SILENT_FILES` or more analysed client files (a front end that size
    that talks to a backend does so through code the tool does not recognise); else
    ``None``."""
    files = client_code(path for path in result.modules      # source.declaration-file
                        if path not in result.server)
    if len(files) < SILENT_FILES:
        return None
    return (f"no request-like call site found in {len(files)} analysed client files: if the "
            "client talks to a backend, it does so through code code2skill does not "
            "recognise, and the contract is missing those requests; see review[]")


SILENT_FILES = 20
