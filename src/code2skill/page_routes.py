"""The app's own page routes, read from the framework's file conventions and from the paths the
client navigates to (rule ``coverage.page-route-url``).

A sidebar or menu describes its entries as data, ``{title: 'Open', url: '/issues/open'}``, and
a component renders each as a link. Such a URL is a page of the app, no endpoint a component
requests; it is told from an endpoint by where the app's pages are:

* a page file by the framework's file routing, when a ``package.json`` depends on the
  framework (:data:`FILE_ROUTERS`; a ``pages/`` folder of another app routes nothing): Next.js ``pages/issues/open.tsx`` (not
  ``pages/api/…``, which are API routes) and ``app/issues/open/page.tsx`` (route groups
  ``(group)`` and parallel slots ``@slot`` left out), SvelteKit
  ``routes/issues/open/+page.svelte``, Nuxt ``pages/issues/open.vue``; ``index`` names its
  folder; a dynamic segment (``[id]``, ``[...slug]``, ``[[lang]]``, Nuxt's ``_id``) matches any
  one segment (a catch-all any rest);
* a route file of TanStack Router's routes folder (:mod:`code2skill.tanstack_routes`:
  ``routes/_layout/dashboard/$id/members.tsx`` serves ``/dashboard/{id}/members``);
* a rooted path literal the client navigates to: the first argument of a router's ``push``,
  ``replace``, ``navigate``, ``navigateTo``, ``goto`` or ``redirect``
  (``router.push('/issues/open')``, ``navigate('/admin')``).

A URL matches when its path (no query, no trailing ``/``) is one of these; a template's
hole filling a whole segment (`` `/dashboard/${id}/members` ``, written ``{}``) matches a
dynamic segment only.
"""
from __future__ import annotations

import posixpath
import re
from collections.abc import Iterable, Mapping

from code2skill.facts import Lit, Member, ModuleFacts, Ref
from code2skill.modules import depends_on_any
from code2skill.tanstack_routes import tanstack_routes

RULE = "coverage.page-route-url"
PAGE_FILE = re.compile(
    r"(?:^|/)pages/(?!api/)(?P<next>.+)\.(?:[cm]?[jt]sx?|vue)$"
    r"|(?:^|/)app/(?:(?P<app>.*)/)?page\.[cm]?[jt]sx?$"
    r"|(?:^|/)routes/(?:(?P<kit>.*)/)?\+page(?:\.server)?\.(?:svelte|[jt]s)$")
FILE_ROUTERS = frozenset({"next", "nuxt", "nuxt3", "@sveltejs/kit"})
NAVIGATE = frozenset({"push", "replace", "navigate", "navigateTo", "goto", "redirect"})
DYNAMIC = re.compile(r"^(\[\[?(\.\.\.)?[^\]]+\]\]?|_[A-Za-z0-9]+)$")
CATCH_ALL = re.compile(r"^\[\[?\.\.\.")
SKIPPED = re.compile(r"^(\(.*\)|@.*)$")
SPECIAL = frozenset({"_app", "_document", "_error", "404", "500"})
HOLE = "{}"            # a whole path segment a template fills with a value


def route_of(path: str) -> tuple[str, ...] | None:
    """The route segments a page file serves (``("issues", "[id]")`` for
    ``pages/issues/[id].tsx``, ``()`` for the home page), else ``None``."""
    match = PAGE_FILE.search(path)
    if match is None:
        return None
    rest = match.group("next")
    if rest is not None:
        if posixpath.basename(rest) in SPECIAL:
            return None
        segments = rest.split("/")
        if segments[-1] == "index":
            segments.pop()
    else:
        segments = (match.group("app") or match.group("kit") or "").split("/")
    return tuple(s for s in segments if s and not SKIPPED.match(s))


def page_routes(paths: Iterable[str], packages: Mapping[str, object]
                ) -> frozenset[tuple[str, ...]]:
    """The route of every page file among ``paths`` (module docstring), none unless one of
    the ``packages`` (folder → parsed ``package.json``) depends on a file router; TanStack
    Router's routes folder (:mod:`code2skill.tanstack_routes`) is read on its own terms."""
    paths = list(paths)
    routed = tanstack_routes(paths, packages)
    if not file_routed(packages):
        return routed
    return routed | frozenset(r for r in map(route_of, paths) if r is not None)


def file_routed(packages: Mapping[str, object]) -> bool:
    """Whether a ``package.json`` depends on a framework that routes by files
    (:data:`FILE_ROUTERS`)."""
    return depends_on_any(packages, FILE_ROUTERS)


def navigated_paths(modules: Mapping[str, ModuleFacts]) -> frozenset[str]:
    """The rooted path literals (``/issues/open``) passed first to a navigation call
    (:data:`NAVIGATE`: ``router.push('/x')``, ``navigate('/x')``) in any module."""
    found: set[str] = set()
    for facts in modules.values():
        for site in facts.calls:
            callee, args = site.call.callee, site.call.args
            name = callee.prop if isinstance(callee, Member) else \
                callee.name if isinstance(callee, Ref) else None
            if name in NAVIGATE and args and isinstance(args[0], Lit) and \
                    isinstance(args[0].value, str) and args[0].value.startswith("/") and \
                    not args[0].value.startswith("//"):
                found.add(normal(args[0].value))
    return frozenset(found)


def normal(url: str) -> str:
    """A URL's path without query, fragment or trailing ``/`` (``/`` for the root)."""
    return re.split(r"[?#]", url, maxsplit=1)[0].rstrip("/") or "/"


def matches(segments: tuple[str, ...], route: tuple[str, ...]) -> bool:
    """Whether the path ``segments`` are served by the page ``route`` (dynamic segments match
    any one segment, a catch-all the rest; a segment :data:`HOLE`, a value the source leaves
    open, only a dynamic one)."""
    for i, part in enumerate(route):
        if CATCH_ALL.match(part):
            return True
        if i >= len(segments) or not (DYNAMIC.match(part) or part == segments[i] != HOLE):
            return False
    return len(segments) == len(route)


def is_page_url(url: str, routes: frozenset[tuple[str, ...]],
                navigated: frozenset[str]) -> bool:
    """Whether ``url`` is one of the app's own pages (module docstring)."""
    path = normal(url)
    if path in navigated:
        return True
    segments = tuple(s for s in path.split("/") if s)
    return any(matches(segments, route) for route in routes)
