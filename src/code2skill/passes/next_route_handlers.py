"""Pass: a same-origin call that none of the Next.js route handlers of the app serves.

Shape::

    // src/http/endpoints/shares/index.ts (browser): a same-origin call
    apiInstance.post(`/api/shares/alias/${alias}/multipart/create`, body)
    // src/app/api/(proxy)/shares/alias/get/[alias]/route.ts: the handlers that exist
    export async function GET(req, { params }) { … fetch(`${API_BASE_URL}/shares/alias/…`) }

Rule ``next.unserved-path``: in a Next.js package whose app router holds route handlers
(``app/**/route.{js,ts}`` or ``src/app/**/route.…``, route groups ``(proxy)`` left out,
``[x]`` one segment, ``[...x]``/``[[...x]]`` the rest), a call to the page's own origin
(rule ``service.same-origin``) under the first path segment those handlers serve (``/api``)
whose path and method no handler serves (the module exports no handler of the method, nor
``GET`` for a ``HEAD``) gets a ``medium`` review item: the browser's request reaches no code of
the app, so Next answers 404 unless something the tool does not read forwards it. A package
with a ``middleware``/``proxy`` file or a ``next.config.*`` that names ``rewrites`` may forward
any path, so it gets no item; nor does a call under a first segment no handler serves (pages,
another origin's paths).
"""
from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Mapping

from code2skill.facts import ModuleFacts
from code2skill.normalize import Observed
from code2skill.passes.forwarding_routes import SAME_ORIGIN, route_regex
from code2skill.passes.server_code import NEXT_CONFIGS, is_next_package, nearest_package
from code2skill.safe_io import read_head_in_root
from code2skill.values import Where

RULE = "next.unserved-path"
ROUTE_FILE = re.compile(r"^(?:src/)?app/(?P<folder>(?:.*/)?)route\.(?:js|jsx|ts|tsx|mjs)$")
METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
MIDDLEWARE = tuple(folder + name + "." + ext for folder in ("", "src/")
                   for name in ("middleware", "proxy") for ext in ("js", "ts", "mjs"))


def handler_routes(modules: Mapping[str, ModuleFacts], packages: Mapping[str, dict],
                   root: Path | None) -> list[tuple[list[str], frozenset[str]]]:
    """``[(segments, methods)]`` of every route handler module of a Next.js package
    (``packages``: ``{folder: package.json}``) that may not forward other paths (no
    middleware, no ``rewrites`` in its config): the URL segments of its folder
    (``['api', 'shares', '[id]']``, route groups and ``@slot`` folders left out) and the
    HTTP methods it exports handlers for."""
    routes = []
    for path, facts in modules.items():
        folder = nearest_package(path, packages)
        inner = path[len(folder) + 1:] if folder not in ("", ".") else path
        found = ROUTE_FILE.match(inner)
        if found is None or root is None or not is_next_package(packages.get(folder),
                                                                root / folder) \
                or may_forward(root / folder if folder not in ("", ".") else root):
            continue
        segments = [s.replace("[[...", "[...").replace("]]", "]")
                    for s in found.group("folder").split("/")
                    if s and not (s.startswith("(") and s.endswith(")")) and not s.startswith("@")]
        methods = frozenset(e.exported for e in facts.exports if e.exported in METHODS)
        routes.append((segments, methods))
    return routes


def may_forward(package: Path) -> bool:
    """Whether a Next.js package may send a path to other code than its route handlers: it
    has a middleware (``middleware.ts``, ``proxy.ts``, at its root or under ``src/``) or a
    ``next.config.*`` naming ``rewrites``."""
    if any((package / name).is_file() for name in MIDDLEWARE):
        return True
    for name in NEXT_CONFIGS:
        try:
            if b"rewrites" in read_head_in_root(package, name, 65536):
                return True
        except OSError:
            continue
    return False


def served(path: str, method: str, routes: list[tuple[list[str], frozenset[str]]]) -> bool:
    """Whether a route handler serves ``method`` ``path`` (a path template: ``{x}`` one
    segment). A route serving the path without the method's handler does not serve it;
    ``HEAD`` is served by ``GET``."""
    wanted = {method, "GET"} if method == "HEAD" else {method}
    return any(wanted & methods and route_regex(segments).match(path)
               for segments, methods in routes)


def with_unserved_paths(calls: list[Observed], modules: Mapping[str, ModuleFacts],
                        packages: Mapping[str, dict], root: Path | None) -> list[Observed]:
    """Rule ``next.unserved-path`` (module docstring): the calls, each same-origin call under
    a first segment the route handlers serve that no handler serves with one more note."""
    routes = handler_routes(modules, packages, root)
    firsts = {segments[0] for segments, _ in routes if segments and "[" not in segments[0]}
    out = []
    for call in calls:
        first = call.path_template.strip("/").split("/")[0]
        if call.service.rule == SAME_ORIGIN and first in firsts and \
                not served(call.path_template, call.method, routes):
            call = replace(call, notes=call.notes + [unserved_note(call, first)])
        out.append(call)
    return out


def unserved_note(call: Observed, first: str) -> tuple[str, str, Where | None]:
    """The ``medium`` review note of one same-origin call no route handler serves."""
    return ("medium", f"{call.method} {call.path_template}: no Next.js route handler of the "
            f"app serves this path and method, though the app's route handlers serve /{first}/"
            "…: the browser's request reaches no code of the app (Next answers 404) unless "
            f"something the analysed source does not show forwards it (rule {RULE})",
            call.sites[0].where)
