"""Pass: same-origin calls that a SvelteKit server route of the program forwards, cookie and
all, to the backend.

Shape::

    // src/lib/Invites.svelte (browser): a same-origin call, no credential at the call site
    await fetch(`/api/collections/${id}/accept-invite/`, { method: 'POST' });
    // src/routes/api/[...path]/+server.ts
    export const POST: RequestHandler = (event) => proxyToDjango(event, 'api');
    // src/lib/server/django-proxy.ts
    export async function proxyToDjango(event, basePath) {
      const { params, request, fetch, cookies } = event;
      const sessionId = cookies.get('sessionid');
      return fetch(`${endpoint}/${basePath}/${params.path}`, {
        method: request.method, headers: { Cookie: `sessionid=${sessionId}` } });
    }

Rule ``auth.forwarding-route``: a call of the page's own origin (rule ``service.same-origin``,
under the deployment's base path or not: SvelteKit serves its routes under ``base``) whose method and path a SvelteKit server route of the program serves (:func:`route_regex`:
``routes/api/[...path]/+server.ts`` serves ``/api/…``; the most specific route wins, as in
SvelteKit; the route exports the method's handler or ``fallback``) is authenticated by the
browser's cookie when that handler, itself or through the functions it calls, sends the
backend a ``Cookie`` header built from a value (:func:`forwarded_cookies`): the browser sends
its cookies with every same-origin request, and the route passes them on. The capability's
auth is then ``cookie-session`` with the forwarded header as observed evidence. A route that
forwards no cookie, or no route at all, adds nothing: the auth stays what the call sites show
(``unknown`` when they show nothing), since a same-origin call alone proves no credential.
The browser call and the route's own backend call stay separate services: the route may
rewrite the path (a trailing slash, a query parameter), so one is not proven to be the other.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from code2skill.facts import ModuleFacts
from code2skill.normalize import Observed
from code2skill.program import Program
from code2skill.requests import AuthHint, Header, RequestTemplate
from code2skill.sveltekit_events import HANDLERS, SERVER_ROUTE, bound_names, exported
from code2skill.values import StrV, Text, Where

RULE = "auth.forwarding-route"
SAME_ORIGIN = "service.same-origin"
ROUTES = re.compile(r"(^|/)routes/")


@dataclass(frozen=True, slots=True)
class Route:
    """A SvelteKit server route: its module, the paths it serves, how specific it is (fewer
    rest parameters, then more fixed characters, first), and per method the ``Cookie``
    headers its handler forwards to the backend."""

    path: str
    regex: re.Pattern
    rank: tuple[int, int]
    cookies: dict[str, tuple[Header, ...]]


def route_segments(path: str) -> list[str] | None:
    """The URL segments of the route module ``path`` (``src/routes/api/[...path]/+server.ts``
    → ``['api', '[...path]']``), layout groups ``(app)`` left out; ``None`` when ``path`` is no
    server route under a ``routes`` folder."""
    if not SERVER_ROUTE.search(path):
        return None
    found = list(ROUTES.finditer(path))
    if not found:
        return None
    under = path[found[-1].end():]
    folder = under.rsplit("/", 1)[0] if "/" in under else ""
    return [s for s in folder.split("/") if s and not (s.startswith("(") and s.endswith(")"))]


def route_regex(segments: list[str]) -> re.Pattern:
    """The paths a route of these segments serves: ``[...rest]`` any number of segments,
    ``[[x]]`` an optional one, ``[x]`` (``[x=matcher]``) one segment or a part of one; a trailing
    slash and a query string either way."""
    out = ""
    for segment in segments:
        if segment.startswith("[...") and segment.endswith("]"):
            out += "(/.*)?"
        elif segment.startswith("[[") and segment.endswith("]]"):
            out += "(/[^/]+)?"
        else:
            out += "/" + re.sub(r"\\\[[^/]*?\\\]", "[^/]+", re.escape(segment))
    return re.compile("^" + out + r"/?(\?.*)?$")


def route_rank(segments: list[str]) -> tuple[int, int]:
    """How specific a route is, smaller first: its rest parameters, then minus its fixed
    characters."""
    rest = sum(1 for s in segments if s.startswith("[..."))
    fixed = sum(len(re.sub(r"\[[^\]]*\]", "", s)) for s in segments)
    return rest, -fixed


def forwarded_cookies(templates: list[RequestTemplate]) -> tuple[Header, ...]:
    """The ``Cookie`` headers built from a value (not only fixed text) that ``templates``
    send."""
    return tuple(h for t in templates for h in t.headers
                 if h.name.lower() == "cookie" and not (
                     isinstance(h.value, StrV) and all(isinstance(p, Text)
                                                       for p in h.value.parts)))


def handler_templates(program: Program, path: str, fid: str) -> list[RequestTemplate]:
    """The requests handler ``fid`` of route module ``path`` makes, itself or through the
    functions it calls: those still reading its event, and those emitted from inside it."""
    fn = program.function(fid)
    inside = [e.template for e in program.emitted
              if fn is not None and any(s.where[0] == path and within(s.where, fn.span)
                                        for s in e.template.sites)]
    return program.deferred_requests(path, fid) + inside


def within(where: Where, outer: tuple) -> bool:
    """Whether place ``where`` lies inside span ``outer``."""
    span = where[1]
    return span is not None and (span[0], span[1]) >= (outer[0], outer[1]) and \
        (span[2], span[3]) <= (outer[2], outer[3])


def server_routes(program: Program) -> list[Route]:
    """Every SvelteKit server route of the program with the cookies each method's handler
    forwards."""
    routes = []
    for path, module in sorted(program.modules.items()):
        segments = route_segments(path)
        if segments is None:
            continue
        routes.append(Route(path, route_regex(segments), route_rank(segments),
                            method_cookies(program, path, module)))
    return routes


def method_cookies(program: Program, path: str, module: ModuleFacts
                   ) -> dict[str, tuple[Header, ...]]:
    """Per method handler route module ``path`` exports (``GET``, ``fallback`` …), the cookie
    headers it forwards (none for a handler that takes no event or is not defined here)."""
    found: dict[str, tuple[Header, ...]] = {name: () for name in HANDLERS
                                            if exported(module, name)}
    for fid, fn in module.functions.items():
        if fn.parent is not None:
            continue
        for name in bound_names(module, fn) & found.keys():
            found[name] += forwarded_cookies(handler_templates(program, path, fid))
    return found


def serving_route(routes: list[Route], method: str, path: str) -> Route | None:
    """The route SvelteKit picks for a ``method`` request to ``path``: the most specific one
    whose paths include it and that handles the method (``HEAD`` by ``GET``, any by
    ``fallback``)."""
    matching = [r for r in routes if r.regex.match(path)
                and (method in r.cookies or "fallback" in r.cookies
                     or method == "HEAD" and "GET" in r.cookies)]
    return min(matching, key=lambda r: (r.rank, r.path), default=None)


def handled_cookies(route: Route, method: str) -> tuple[Header, ...]:
    """The cookie headers the handler ``route`` runs for a ``method`` request forwards: the
    method's own handler, else ``GET`` for ``HEAD``, else ``fallback``."""
    for name in (method, "GET" if method == "HEAD" else None, "fallback"):
        if name in route.cookies:
            return route.cookies[name]
    return ()


def with_forwarding_routes(calls: list[Observed], program: Program) -> list[Observed]:
    """Rule ``auth.forwarding-route`` (module docstring): each same-origin call a cookie
    forwarding route serves gets a ``cookie-session`` hint per forwarded header."""
    if not any(c.service.rule == SAME_ORIGIN for c in calls):
        return calls
    routes = server_routes(program)
    if not routes:
        return calls
    out = []
    for call in calls:
        route = serving_route(routes, call.method, call.path_template) \
            if call.service.rule == SAME_ORIGIN else None
        headers = () if route is None else handled_cookies(route, call.method)
        hints = tuple(AuthHint("cookie-session", h.where, RULE,
                               f"{route.path} forwards the browser's cookie")
                      for h in dict.fromkeys(headers))
        out.append(replace(call, auth=call.auth + hints) if hints else call)
    return out
