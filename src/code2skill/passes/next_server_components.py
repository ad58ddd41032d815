"""Rule ``scope.next-server-component``: what Next.js's app router runs only on the server.

In a Next.js package (:func:`~code2skill.passes.server_code.is_next_package`), a file under
its app router folder (``app/`` or ``src/app/`` directly under the package folder) that does
not start with the ``'use client'`` directive is a server module: Next calls its exported
metadata and static-generation functions (:data:`SERVER_FUNCTIONS`: ``generateMetadata``,
``generateStaticParams`` …) on the server only, and the async function a route segment file
(:data:`SEGMENT_FILES`: ``page``, ``layout``, ``template`` …) exports as default is a server
component (a client component is never ``async``). Requests made in them, or in functions
called only from them (``getShareMetadata(alias)`` called by ``generateMetadata``), go from
the Next server to the backend, never from the browser: :mod:`.server_code` reports them apart
(rule ``server-code.not-a-candidate``). A file starting with ``'use client'``, a component the
segment does not export as default, and a synchronous default export stay client code; and a
file starting with ``'use client'`` is the client boundary: a server component rendering one of
its components (``<Client />`` in ``page.tsx``) hands it to the browser, so nothing in it is
server code for being called only from the server (:attr:`AppRouter.client`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from code2skill.facts import ModuleFacts
from code2skill.safe_io import read_head_in_root

SERVER_FUNCTIONS = frozenset({"generateMetadata", "generateStaticParams", "generateViewport",
                              "generateImageMetadata", "generateSitemaps"})
SEGMENT_FILES = frozenset({"page", "layout", "template", "default", "not-found", "loading"})
APP_FOLDER = re.compile(r"^(src/)?app/")
SEGMENT_FILE = re.compile(r"(^|/)(?P<name>[^/]+)\.(?:jsx?|tsx?)$")
# blanks and comments before a directive; each alternative starts with its own character
# and a block comment ends at its first `*/`, so a failed match is linear (never backtracking
# through the ways to split n comments)
LEADING = r"""^(?:\s|//[^\n]*(?:\n|$)|/\*(?:[^*]|\*(?!/))*\*/)*"""


def directive_pattern(name: str) -> re.Pattern[str]:
    """The pattern of a file head starting with the directive ``name`` (``'use client'``)."""
    return re.compile(LEADING + f"""['"]{name}['"]""")


USE_CLIENT = directive_pattern("use client")


@dataclass(frozen=True, slots=True)
class AppRouter:
    """The analysed files (relative paths) of Next.js packages that are app router ``server``
    modules (:func:`app_router_files`), and every analysed file of such a package that starts
    with ``'use client'`` (``client``: the boundary no server-only call chain crosses)."""

    server: frozenset[str] = frozenset()
    client: frozenset[str] = frozenset()


NO_APP_ROUTER = AppRouter()


def app_router_files(modules: Mapping[str, ModuleFacts], packages: Mapping[str, dict],
                     root: Path | None) -> AppRouter:
    """The :class:`AppRouter` of the analysed files: a server module lies under the
    ``app/``/``src/app/`` folder of its nearest package (``packages``: ``{folder:
    package.json}``, ``""`` the root), that package a Next.js one, and does not start with
    ``'use client'`` (read from ``root``; no file is either without it)."""
    from code2skill.passes.server_code import is_next_package, nearest_package
    if root is None:
        return NO_APP_ROUTER
    server, client = set(), set()
    for path in modules:
        folder = nearest_package(path, packages)
        if not is_next_package(packages.get(folder), root / folder):
            continue
        if uses_client(root, path):
            client.add(path)
            continue
        inner = path[len(folder) + 1:] if folder not in ("", ".") else path
        if APP_FOLDER.match(inner) and SEGMENT_FILE.search(inner):
            server.add(path)
    return AppRouter(frozenset(server), frozenset(client))


def starts_with(root: Path, path: str, directive: re.Pattern[str]) -> bool:
    """Whether the file's head matches ``directive`` (:func:`directive_pattern`). Raises
    ``OSError`` when the file cannot be read."""
    head = read_head_in_root(root, path, 2048).decode("utf-8", "replace")
    return directive.match(head) is not None


def uses_client(root: Path, path: str) -> bool:
    """Whether the file starts with the ``'use client'`` directive; an unreadable file counts
    as client code."""
    try:
        return starts_with(root, path, USE_CLIENT)
    except OSError:
        return True


def is_server_component_function(path: str, function: str | None,
                                 modules: Mapping[str, ModuleFacts],
                                 files: frozenset[str]) -> bool:
    """Whether ``function`` (a qualified name) of module ``path`` runs only on the Next
    server: ``path`` is one of the server module ``files`` (:attr:`AppRouter.server`)
    and the function is, or is defined in, a top level :data:`SERVER_FUNCTIONS` one or the
    async function a segment file (:data:`SEGMENT_FILES`) exports as default."""
    name = (function or "").split(".")[0]            # (a callback inside it too)
    if path not in files or not name:
        return False
    if name in SERVER_FUNCTIONS:
        return True
    found = SEGMENT_FILE.search(path)
    facts = modules.get(path)
    if found is None or found.group("name") not in SEGMENT_FILES or facts is None:
        return False
    default = {e.local for e in facts.exports if e.exported == "default" and not e.source}
    return name in default and any(
        fn.name == name and fn.parent is None and fn.is_async
        for fn in facts.functions.values())
