"""TanStack Router's file-based routes: the app's own pages read from its routes folder (rule
``coverage.page-route-url``).

An app on ``@tanstack/react-router`` (``solid-router``, ``vue-router``) whose route tree the
router plugin generates keeps one file per route under a folder that holds the root route,
``__root.tsx``::

    routes/__root.tsx
    routes/_layout/_authenticated/dashboard/workspace/$workspaceId/members.tsx
                                              → /dashboard/workspace/{workspaceId}/members
    routes/invitation/accept.$inviteId.tsx    → /invitation/accept/{inviteId}
    routes/dashboard/index.tsx                → /dashboard

The file naming conventions read (TanStack Router's "File Naming Conventions"): ``.`` in a
name separates segments as ``/`` does; ``index`` and ``route`` name their folder; a segment
starting with ``_`` is a pathless layout (no segment of the URL); one ending with ``_`` is the
same segment without it (a route not nested in its parent's layout); ``(group)`` folders are
no segment; ``$name`` is one dynamic segment, ``{-$name}`` an optional one, a lone ``$`` the
rest of the path; ``__root`` is the root route, and a file or folder starting with ``-`` or a
test file (``.test.tsx``, ``.spec.tsx``) is no route. A route under ``/api`` is no page:
TanStack Start serves its server routes there (as Next.js's ``pages/api``). Not read: a routes folder without
``__root``, routes declared in code (``createRoute({path})``), and ``[x]`` escapes.
"""
from __future__ import annotations

import posixpath
import re
from collections.abc import Iterable, Mapping

from code2skill.modules import depends_on_any

ROUTERS = frozenset({"@tanstack/react-router", "@tanstack/solid-router",
                     "@tanstack/vue-router"})
ROOT_FILE = re.compile(r"^__root\.[cm]?[jt]sx?$")
ROUTE_FILE = re.compile(r"^(?P<name>.+?)(?:\.lazy)?\.[cm]?[jt]sx?$")
TEST_FILE = re.compile(r"\.(test|spec)\.[cm]?[jt]sx?$")
FOLDER_NAMES = frozenset({"index", "route"})
GROUP = re.compile(r"^\(.*\)$")
OPTIONAL = re.compile(r"^\{-\$(?P<name>[^}]+)\}$")


def depends_on_router(packages: Mapping[str, object]) -> bool:
    """Whether a ``package.json`` (folder → parsed file) depends on a TanStack router."""
    return depends_on_any(packages, ROUTERS)


def route_segment(segment: str) -> str | None:
    """A file or folder name's piece as a route segment in the page routes' spelling
    (``$id`` → ``[id]``, ``{-$id}`` → ``[[id]]``, ``$`` → ``[...rest]``, ``posts_`` →
    ``posts``); ``None`` for a piece that adds no segment (``_layout``, ``(group)``)."""
    if segment.startswith("_") or GROUP.match(segment):
        return None
    segment = segment[:-1] if segment.endswith("_") else segment
    optional = OPTIONAL.match(segment)
    if optional:
        return f"[[{optional.group('name')}]]"
    if segment == "$":
        return "[...rest]"
    return f"[{segment[1:]}]" if segment.startswith("$") else segment


def route_of(relative: str) -> tuple[str, ...] | None:
    """The page route a file at ``relative`` (its path under the routes folder) serves, as
    segments; ``None`` for a file that is no route or serves no page (module docstring)."""
    *folders, name = relative.split("/")
    match = ROUTE_FILE.match(name)
    if match is None or TEST_FILE.search(name) or ROOT_FILE.match(name) \
            or any(p.startswith("-") for p in (*folders, name)):
        return None
    pieces = [*folders, *match.group("name").split(".")]
    if pieces[-1] in FOLDER_NAMES:
        pieces.pop()
    route = tuple(s for s in map(route_segment, pieces) if s)
    return None if route[:1] == ("api",) else route


def tanstack_routes(paths: Iterable[str], packages: Mapping[str, object]
                    ) -> frozenset[tuple[str, ...]]:
    """The route of every file under a folder holding ``__root`` among ``paths``, none unless
    one of the ``packages`` depends on a TanStack router."""
    if not depends_on_router(packages):
        return frozenset()
    paths = list(paths)
    roots = {posixpath.dirname(p) for p in paths if ROOT_FILE.match(posixpath.basename(p))}
    found: set[tuple[str, ...]] = set()
    for path in paths:
        for root in roots:
            prefix = f"{root}/" if root else ""
            if path.startswith(prefix):
                route = route_of(path[len(prefix):])
                if route is not None:
                    found.add(route)
    return frozenset(found)
