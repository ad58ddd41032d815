"""Rule ``scope.server-module``: a Remix or React Router framework module that never reaches
the browser.

Remix and React Router's framework mode (their Vite plugin) keep a module out of the client
bundle when its file name ends in ``.server`` before the extension (``utilities.server.ts``,
``session.server.tsx``) or when it lies under a ``.server/`` folder (``app/.server/db.ts``);
a client module importing one fails the build. Such a module runs on the server only, so a
request it makes is the server's, not the browser's — as a Next.js module importing
``server-only`` is (``scope.node-transport``). The convention is the framework's, so it holds
only in a package whose nearest ``package.json`` depends on a Remix (``@remix-run/…``) or
React Router framework (``@react-router/…``) package; SvelteKit's ``+page.server.ts`` and
``hooks.server.ts`` are the page's own data side and stay client code
(:func:`~code2skill.sveltekit_events.is_page_code`).
"""
from __future__ import annotations

import re
from typing import Mapping

from code2skill.modules import declared

SERVER_MODULE = re.compile(r"(^|/)\.server/|\.server\.[cm]?[jt]sx?$")
FRAMEWORK_PREFIXES = ("@remix-run/", "@react-router/")


def is_server_module(path: str, package: dict | None) -> bool:
    """Whether file ``path`` is a ``.server`` module (see the module docstring) of the
    package whose ``package.json`` is ``package`` (its nearest enclosing one, or ``None``)."""
    return SERVER_MODULE.search(path) is not None and any(
        name.startswith(FRAMEWORK_PREFIXES) for name in declared(package))
