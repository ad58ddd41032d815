"""Rule ``coverage.opaque-sdk``: calls of an API SDK package the tool cannot see into.

An app that talks to its backend through a published SDK (``sdk.items.list()``,
``pb.collection('x').getList()``, ``api.users.create(…)``) makes requests code2skill never
sees: the package's code is not in the analysed folder. Such calls are never a silent miss:
each is a request-like call site of library ``sdk:<package>`` in ``source.coverage``
(reviewed: one ``medium`` review item per package names the count and the first site), and
``derive`` warns on stderr naming the package and its number of call sites.

A package counts when it is imported from outside the program (no workspace package or
alias resolves it), no recogniser models it, and its name says it is an API client:
``*-sdk``, ``*-client``, ``@scope/sdk``, ``api`` as a word of the package name (not of a
subpath: ``monaco-editor/esm/…/editor.api`` is no SDK), or one of the
backend-as-a-service SDKs of :data:`KNOWN_SDKS`. A call site is one whole call chain
(``a.b('x').c().then(…)`` once) whose callee is a member chain rooted at a name bound to
the package: its import, or a value made by calling or constructing one of its exports
(``new PocketBase(url)``, ``createClient(…)``), also across the program's own imports.
"""
from __future__ import annotations

import re

from code2skill.facts import Call, Member, Ref
from code2skill.values import LibV, Where

RULE = "coverage.opaque-sdk"
LIBRARY_PREFIX = "sdk:"

SDK_NAME = re.compile(r"(^|[-_./@])(sdk|api|apis|client)([-_./]|$)|-sdk$|-client$", re.I)
KNOWN_SDKS = frozenset({"pocketbase", "@supabase/supabase-js", "appwrite", "firebase",
                        "@directus/sdk", "contentful", "@sanity/client", "stripe", "aws-sdk",
                        "@aws-sdk", "parse", "@octokit/rest", "octokit", "twilio"})
NOT_SDKS = frozenset({"@apollo/client", "@tanstack/react-query", "@tanstack/vue-query",
                      "react-dom/client", "@urql/core", "urql", "graphql-request",
                      "@trpc/client", "@trpc/react-query", "openapi-fetch", "@prisma/client"})
MAX_DEPTH = 6


def sdk_package(lib: str, recognised: set[str]) -> bool:
    """Whether ``lib`` (a package specifier) is an API SDK the tool cannot see into."""
    if lib in recognised or lib in NOT_SDKS or lib.startswith((".", "/", "js", "global")):
        return False
    root = "/".join(lib.split("/")[:2]) if lib.startswith("@") else lib.split("/")[0]
    return root in KNOWN_SDKS or lib in KNOWN_SDKS or bool(SDK_NAME.search(root))


def root_name(expr) -> str | None:
    """The name a member/call chain starts from (``pb`` of ``pb.collection('x').getList``)."""
    while isinstance(expr, (Member, Call)):
        expr = expr.obj if isinstance(expr, Member) else expr.callee
    return expr.name if isinstance(expr, Ref) else None


def bound_package(resolver, path: str, scope: str | None, name: str, recognised: set[str],
                  depth: int = 0) -> str | None:
    """The SDK package the name ``name`` read in ``scope`` of ``path`` is bound to: an import
    of it, or a value made from one of its exports, followed through local and module
    bindings and the program's imports; ``None`` otherwise."""
    from code2skill.resolve import Frame

    if depth > MAX_DEPTH or name == "this":
        return None
    value = resolver.lookup(name, Frame(path, scope), 0)
    if isinstance(value, LibV):
        return value.lib if sdk_package(value.lib, recognised) else None
    module = resolver.modules.get(path)
    if module is None:
        return None
    exprs, fid = None, scope
    while fid is not None and exprs is None:
        fn = resolver.function(fid)
        if fn is None:
            break
        exprs = fn.locals.get(name)
        fid = fn.parent
    if exprs is None:
        exprs = module.bindings.get(name)
    for expr in exprs or ():
        root = root_name(expr) if isinstance(expr, (Call, Member)) else None
        if root is not None and root != name:
            found = bound_package(resolver, path, scope, root, recognised, depth + 1)
            if found is not None:
                return found
    for imp in module.imports:
        if imp.local == name and imp.imported not in ("*", "default", ""):
            target = resolver.module_resolver.resolve(path, imp.source)
            if target is not None and target in resolver.modules:
                return bound_package(resolver, target, None, imp.imported, recognised,
                                     depth + 1)
    return None


def sdk_sites(resolver, known: set[Where]) -> dict[Where, str]:
    """Every call site (place → ``sdk:<package>``) of an API SDK package, one per call
    chain, leaving out places in ``known`` (already request-like sites)."""
    recognised = set(resolver.lib_modules) | set(resolver.lib_modules.values())
    found: dict[Where, str] = {}
    for path in sorted(resolver.modules):
        for site in resolver.modules[path].calls:
            where = (path, site.call.span)
            if site.chain or where in known or not isinstance(site.call.callee, Member):
                continue
            name = root_name(site.call.callee)
            if name is None:
                continue
            package = bound_package(resolver, path, site.scope, name, recognised)
            if package is not None:
                found[where] = LIBRARY_PREFIX + package
    return found


def sdk_problems(sites: dict[Where, str]) -> list[tuple[str, str, Where]]:
    """One ``(severity, message, first place)`` per SDK package of ``sites``."""
    by_package: dict[str, list[Where]] = {}
    for where, lib in sorted(sites.items()):
        by_package.setdefault(lib[len(LIBRARY_PREFIX):], []).append(where)
    return [("medium", f"{len(places)} call site(s) of the API SDK package '{package}' "
             "(first here): code2skill cannot see into the package, so the requests they make "
             "are not in the contract", places[0])
            for package, places in sorted(by_package.items())]


def sdk_counts(library: dict[Where, str]) -> dict[str, int]:
    """``{package: call sites}`` of the SDK sites among request-like sites by library."""
    counts: dict[str, int] = {}
    for lib in library.values():
        if lib.startswith(LIBRARY_PREFIX):
            package = lib[len(LIBRARY_PREFIX):]
            counts[package] = counts.get(package, 0) + 1
    return counts
