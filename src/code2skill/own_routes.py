"""The paths the repository's own server routes serve, read from the frameworks' file routing.

Shapes (the file → the path it serves)::

    src/routes/home.json/+server.ts          → /home.json       (SvelteKit; groups (x) left out)
    src/routes/explore/[slug].json/+server.ts → /explore/{slug}.json
    app/api/items/[id]/route.ts              → /api/items/{id}  (Next.js app router)
    pages/api/config.ts, pages/api/x/index.ts → /api/config, /api/x  (Next.js pages router)
    server/api/config.get.ts                 → /api/config      (Nuxt; a method suffix left out)
    server/routes/feed.xml.ts                → /feed.xml

Rule ``plumbing.own-route``: a request of a path one of these routes serves (``[x]`` one
segment or part of one, ``[...x]`` the rest, :func:`~.passes.forwarding_routes.route_regex`)
reaches the app's own code, an endpoint of the app, never a static file beside the bundle:
``fetch("/home.json?…")`` served by ``src/routes/home.json/+server.ts`` is no
``plumbing.bundle-file``. Only the analysed files count (a route file left out of the scope
serves nothing here).
"""
from __future__ import annotations

import re
from typing import Iterable

from code2skill.passes.forwarding_routes import route_regex, route_segments

RULE = "plumbing.own-route"
NEXT_ROUTE = re.compile(r"(^|/)app/(?P<folder>(.*/)?)route\.[cm]?[jt]sx?$")
NEXT_API = re.compile(r"(^|/)pages/(?P<file>api/.+)\.[cm]?[jt]sx?$")
NUXT_API = re.compile(r"(^|/)server/(?P<file>api/.+|routes/.+)\.[cm]?[jt]s$")
NUXT_METHOD = re.compile(r"\.(get|post|put|patch|delete|head|options)$")


def own_route_segments(path: str) -> list[str] | None:
    """The URL segments a route file serves (module docstring), ``None`` for any other file."""
    kit = route_segments(path)
    if kit is not None:
        return kit
    found = NEXT_ROUTE.search(path)
    if found is not None:
        return plain(found.group("folder").split("/"))
    found = NEXT_API.search(path)
    if found is not None:
        return without_index(found.group("file").split("/"))
    found = NUXT_API.search(path)
    if found is not None:
        parts = found.group("file").split("/")
        parts[-1] = NUXT_METHOD.sub("", parts[-1])
        return without_index(parts[1:] if parts[0] == "routes" else parts)
    return None


def plain(segments: list[str]) -> list[str]:
    """``segments`` without empty ones, route groups ``(x)`` and parallel slots ``@x``."""
    return [s for s in segments
            if s and not (s.startswith("(") and s.endswith(")")) and not s.startswith("@")]


def without_index(segments: list[str]) -> list[str]:
    """A file route's segments, a last ``index`` naming its folder."""
    segments = plain(segments)
    return segments[:-1] if segments and segments[-1] == "index" else segments


def own_routes(paths: Iterable[str]) -> list[re.Pattern]:
    """The path patterns the route files among ``paths`` (analysed files) serve."""
    return [route_regex(segments) for segments in map(own_route_segments, paths)
            if segments is not None]


def served_by_own_route(path_template: str, routes: list[re.Pattern]) -> bool:
    """Whether a path template (``{x}`` holes) is served by one of ``routes``."""
    return any(route.match(path_template) for route in routes)
