"""Pass: calls made by backend code are not the client's calls.

Rule ``scope.server-code``: a file is backend code when it serves HTTP itself — it imports a
server framework (:data:`SERVER_FRAMEWORKS`), or it is an API route of a full-stack framework
(Next.js ``pages/api/**`` and ``app/**/route.*``, SvelteKit ``+server.*``, Nuxt
``server/api/**``) — or when it lies in a ``server``/``backend`` folder. Requests it makes go to
other services on the backend's behalf: they always get a service of their own (``server:``
keys), never mixed into the client's, and each is marked for review (seed: "server-internal
methods … are not public candidates" unless scope is explicitly expanded). Server-side
rendering of the client (SvelteKit ``+page.server.ts``, Nuxt ``useFetch``) stays client code.
"""
from __future__ import annotations

import re
from dataclasses import replace

from code2skill.facts import ModuleFacts
from code2skill.normalize import Observed

SERVER_FRAMEWORKS = frozenset({
    "express", "koa", "koa-router", "@koa/router", "fastify", "@hapi/hapi", "hapi", "restify",
    "@nestjs/common", "@nestjs/core", "next/server", "h3", "hono", "polka", "micro",
    "@sveltejs/kit/node", "http", "node:http", "https", "node:https",
})
ROUTE_FILES = re.compile(r"(^|/)(pages/api/|server/api/|server/routes/)"
                         r"|(^|/)app/(.*/)?route\.[jt]sx?$"
                         r"|(^|/)\+server\.[jt]s$")
SERVER_FOLDERS = re.compile(r"(^|/)(server|backend)/")


def server_files(modules: dict[str, ModuleFacts]) -> set[str]:
    """The analysed files that are backend code."""
    return {path for path, facts in modules.items()
            if ROUTE_FILES.search(path) or SERVER_FOLDERS.search(path)
            or any(i.source in SERVER_FRAMEWORKS for i in facts.imports)}


def separate_server_calls(calls: list[Observed], server: set[str]) -> list[Observed]:
    """Calls whose naming call site is in backend code, moved to ``server:`` services and
    marked for review; the client's calls unchanged."""
    out = []
    for call in calls:
        where = call.sites[0].where
        if where[0] in server:
            call = replace(call, service=replace(
                call.service, key="server:" + call.service.key,
                label=call.service.label or "server", rule="service.server-code"),
                notes=call.notes + [("medium", "called by backend code, not by the client: a "
                                     "candidate only if the scope is meant to include the "
                                     "backend", where)])
        out.append(call)
    return out
