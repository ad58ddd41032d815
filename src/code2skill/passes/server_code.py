"""Pass: calls made by backend code are not the client's calls.

Rule ``scope.server-code``: a file is backend code when it serves HTTP itself — it imports a
server framework (:data:`SERVER_FRAMEWORKS`), or it is an API route of a full-stack framework
(Next.js ``app/**/route.*``, SvelteKit ``+server.*``, Nuxt ``server/api/**``) — or when it
lies in a ``server``/``backend`` folder. A ``pages/api/**`` file is a Next.js API route only in
a Next.js package (rule ``scope.next-api-route``): the nearest ``package.json`` enclosing it
depends on ``next`` or has a ``next.config.*`` beside it, and the folder is that package's pages
root (``pages/api/`` or ``src/pages/api/`` directly under it); an Angular or Vue page folder
named ``pages/api`` stays client code. A Sapper server route (rule ``scope.sapper-server-route``)
is a ``.js``/``.ts`` file under ``src/routes/`` that exports a request handler ``get``,
``post``, ``put``, ``patch`` or ``del`` taking ``(req, res)``; a ``.svelte`` page there (its
``preload``) is client code. Server-side rendering
of the client (SvelteKit ``+page.server.ts``, Nuxt ``useFetch``) stays client code.

Rule ``server-code.not-a-candidate``: requests backend code makes go to other services on the
backend's behalf, so they are never capabilities and create no service (seed: "server-internal
methods … are not public candidates"; issue 5: "only endpoints reached from the client are
candidates"). Each such endpoint is one ``info`` review item naming it and its call sites.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Mapping

from code2skill.contract.models import ReviewItem
from code2skill.evidence import observed
from code2skill.facts import ModuleFacts
from code2skill.normalize import Observed
from code2skill.passes.cluster import endpoint_key

SERVER_FRAMEWORKS = frozenset({
    "express", "koa", "koa-router", "@koa/router", "fastify", "@hapi/hapi", "hapi", "restify",
    "@nestjs/common", "@nestjs/core", "next/server", "h3", "hono", "polka", "micro",
    "@sveltejs/kit/node", "http", "node:http", "https", "node:https",
})
ROUTE_FILES = re.compile(r"(^|/)(server/api/|server/routes/)"
                         r"|(^|/)app/(.*/)?route\.[jt]sx?$"
                         r"|(^|/)\+server\.[jt]s$")
SERVER_FOLDERS = re.compile(r"(^|/)(server|backend)/")
NEXT_API = re.compile(r"^(src/)?pages/api/")
NEXT_CONFIGS = ("next.config.js", "next.config.mjs", "next.config.cjs", "next.config.ts")
DEPENDENCY_FIELDS = ("dependencies", "devDependencies", "peerDependencies")
SAPPER_ROUTE = re.compile(r"(^|/)src/routes/(.*/)?[^/]+\.[jt]s$")
SAPPER_HANDLERS = frozenset({"get", "post", "put", "patch", "del"})
RULE = "server-code.not-a-candidate"


def server_files(modules: dict[str, ModuleFacts], packages: Mapping[str, dict] | None = None,
                 root: Path | None = None) -> set[str]:
    """The analysed files that are backend code. ``packages`` is ``{folder: package.json}``
    (relative folders, ``""`` for the root) and ``root`` the repository, for
    :func:`is_next_api_route`."""
    packages = packages or {}
    return {path for path, facts in modules.items()
            if ROUTE_FILES.search(path) or SERVER_FOLDERS.search(path)
            or is_next_api_route(path, packages, root) or is_sapper_server_route(path, facts)
            or any(i.source in SERVER_FRAMEWORKS for i in facts.imports)}


def is_next_api_route(path: str, packages: Mapping[str, dict], root: Path | None) -> bool:
    """Rule ``scope.next-api-route``: ``path`` is under the ``pages/api/`` (or
    ``src/pages/api/``) folder directly under its nearest package (the folder of the nearest
    enclosing ``package.json``, else the repository root), and that package is a Next.js one
    (:func:`is_next_package`)."""
    enclosing = [folder for folder in packages
                 if folder in ("", ".") or path.startswith(folder + "/")]
    folder = max(enclosing, key=len, default="")
    inner = path[len(folder) + 1:] if folder not in ("", ".") else path
    return NEXT_API.match(inner) is not None and \
        is_next_package(packages.get(folder), root / folder if root else None)


def is_sapper_server_route(path: str, facts: ModuleFacts) -> bool:
    """Rule ``scope.sapper-server-route``: a ``src/routes/**/*.js|ts`` file exporting a top
    level function ``get``/``post``/``put``/``patch``/``del`` whose first two parameters are
    ``req`` and ``res`` (Sapper's Express-style handler)."""
    if not SAPPER_ROUTE.search(path):
        return False
    exported = {e.local or e.exported for e in facts.exports if e.exported in SAPPER_HANDLERS}
    return any(fn.parent is None and fn.name in exported
               and [p.name for p in fn.params[:2]] == ["req", "res"]
               for fn in facts.functions.values())


def is_next_package(package: dict | None, folder: Path | None) -> bool:
    """Whether a package is a Next.js app: its ``package.json`` (``None`` when it has none)
    depends on ``next``, or a ``next.config.*`` lies in its ``folder``."""
    if package is not None and any(
            isinstance(package.get(f), dict) and "next" in package[f] for f in DEPENDENCY_FIELDS):
        return True
    return folder is not None and any((folder / name).is_file() for name in NEXT_CONFIGS)


def backend_endpoint(call: Observed) -> str:
    """``METHOD /path/{name}`` of a call, with its GraphQL operation
    (``POST /graphql (GraphQL MoveCard)``); the note that audit rule C2S-D002 reads back."""
    op = call.graphql.operation_name if call.graphql is not None else None
    return f"{call.method} {call.path_template}" + (f" (GraphQL {op})" if op else "")


def separate_server_calls(calls: list[Observed], server: set[str]
                          ) -> tuple[list[Observed], list[ReviewItem]]:
    """The client's calls (unchanged, in order), and one ``info`` review item per endpoint
    (service, method, path, as clustering keys it) that ``server`` files (backend code, by
    relative path) call at their naming call site, with each such call site as ``observed``
    evidence under rule ``server-code.not-a-candidate``."""
    client: list[Observed] = []
    backend: dict[tuple[str, str, str], list[Observed]] = {}
    for call in calls:
        if call.sites[0].where[0] in server:
            backend.setdefault(endpoint_key(call), []).append(call)
        else:
            client.append(call)
    items = [not_a_candidate(group) for group in backend.values()]
    return client, sorted(items, key=lambda item: item.message)


def not_a_candidate(group: list[Observed]) -> ReviewItem:
    """The review item of one endpoint (``group``: its calls) called by backend code."""
    text = backend_endpoint(group[0])
    wheres = sorted({call.sites[0].where for call in group})
    places = ", ".join(f"{path}:{span[0]}" for path, span in wheres)
    base = next((url for call in group for url, _ in call.service.observed), None)
    on = f" (base {base})" if base else ""
    return ReviewItem(
        severity="info", capability=None,
        message=f"{text}{on} is called by backend code at {places}, not by the client: not a "
                "candidate Tool (the backend makes this request on its own behalf)",
        evidence=[observed(where, RULE, text) for where in wheres])
