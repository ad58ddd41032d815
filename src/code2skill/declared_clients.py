"""Rule ``coverage.declared-client``: a client library the app declares and uses, of which no
request-like call site was found.

An app that imports a known backend client library (an HTTP, GraphQL or RPC client of
:data:`~code2skill.client_packages.CLIENT_LIBRARIES`, declared in a ``package.json`` inside the
analysed folder or not: a monorepo's root may declare it outside), or whose ``package.json``
depends on an API SDK by :func:`~code2skill.client_packages.sdk_package`'s naming rule, and
whose client code uses it —
a call rooted at a name imported from it, the name handed to a call (``inject(HttpClient)``,
``new Client(…)``) or the type of a class member (an injected ``HttpClient``); a name that only
provides it for injection, ``provideHttpClient()`` or ``HttpClientModule`` (:func:`setup_name`),
is no use — while
code2skill found no request-like call site of it, makes requests the contract does not show.
That is never silent: one ``medium`` review item per package names it, its kind, the number
of client files using it and the first use, ``derive`` warns on stderr and ``--strict`` fails.
Only front-end files count (:func:`front_end`): a workspace package that declares dependencies
but no UI framework (a Node worker calling an AI provider SDK) is not the client; nor, for an API
SDK, is a SvelteKit module the framework keeps out of the browser (:func:`sveltekit_server_only`:
``src/lib/server/openid.ts`` importing ``openid-client``): the server's own integration with that
service, never a request the client makes in the page. An HTTP, GraphQL or RPC client used in a
page's server load (``+page.server.ts``) still counts: such a load calling the backend is a call of
the client (rule ``scope.client-evidence``).

Only the ``package.json`` files inside the analysed folder are read (the root's and the
workspace packages' whose folders hold analysed files; a malformed one is left out with a
diagnostic by :func:`code2skill.modules.read_packages`). A request-like site counts for a
package when its library is the library the recognisers model the package as (``axios`` for
``@nextcloud/axios``; ``axios`` also for a package named with the word ``axios``), is the
package itself (an unrecognised library, ``sdk:<package>``), or is ``unknown`` (an object the
tool cannot follow) in a file that uses the package.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from code2skill.client_packages import client_library, package_root, sdk_package
from code2skill.facts import Call, Member, ModuleFacts, Ref
from code2skill.modules import declared
from code2skill.problem import Problem
from code2skill.values import Where

RULE = "coverage.declared-client"
AXIOS_WORD = re.compile(r"(^|[-_./@])axios([-_./]|$)")
SDK_KIND = "API SDK"
SVELTEKIT = "@sveltejs/kit"
SVELTEKIT_SERVER_ONLY = re.compile(r"(^|/)src/lib/server/|\.server\.[cm]?[jt]s$|"
                                   r"(^|/)\+server\.[cm]?[jt]s$|(^|/)hooks\.server/")
UI_FRAMEWORKS = frozenset({"react", "react-dom", "preact", "vue", "nuxt", "svelte",
                           "@sveltejs/kit", "@angular/core", "ember-source", "solid-js", "lit",
                           "next", "jquery", "backbone", "@hotwired/stimulus", "react-native",
                           "astro", "@builder.io/qwik", "mithril", "alpinejs"})


@dataclass(frozen=True, slots=True)
class DeclaredMiss:
    """A declared client library used by ``files`` client files (first use at ``first``) of
    which no request-like call site was found."""

    package: str
    kind: str
    files: int
    first: Where


def declared_packages(packages: dict[str, dict]) -> frozenset[str]:
    """Every package name the ``package.json`` files (folder → parsed file) depend on,
    ``@types/*`` left out."""
    return frozenset(name for pkg in packages.values() for name in declared(pkg)
                     if not name.startswith("@types/"))


def library_of(spec: str, declared: frozenset[str], recognised: set[str]) -> tuple[str, str] | None:
    """``(package, kind)`` when the import specifier ``spec`` names a known client library
    (:data:`~code2skill.client_packages.CLIENT_LIBRARIES`), declared or not (a folder of a
    monorepo whose dependencies the root outside it declares still uses it), or another
    client library whose package the app declares; ``None`` otherwise."""
    found = client_library(spec)
    if found is not None:
        return found
    root = package_root(spec)
    if root not in declared:
        return None
    if AXIOS_WORD.search(root):
        return root, "axios re-export or plugin"
    return (root, SDK_KIND) if sdk_package(spec, recognised) else None


def used_names(module: ModuleFacts) -> set[str]:
    """The names the module uses at run time: the root of every call's callee, every name
    passed as a call argument, and every class member's type name."""
    names: set[str] = set()
    for site in module.calls:
        expr = site.call.callee
        while isinstance(expr, (Member, Call)):
            expr = expr.obj if isinstance(expr, Member) else expr.callee
        if isinstance(expr, Ref):
            names.add(expr.name)
        names.update(a.name for a in site.call.args if isinstance(a, Ref))
    for cls in module.classes.values():
        names.update(t.split("<", 1)[0].strip() for _, t in cls.typed_members)
    return names


SETUP_NAME = re.compile(r"^(provide|with)[A-Z]|Module$")


def setup_name(imported: str, local: str) -> bool:
    """Whether a name imported from a client library only configures it for dependency
    injection (``provideHttpClient``, ``withInterceptors``, ``withFetch``,
    ``HttpClientModule``): an app providing the client for another library (apollo-angular's
    ``HttpLink``) makes no request with it, so such a name is no use."""
    return bool(SETUP_NAME.search(local if imported in ("default", "*") else imported))


def front_end(path: str, packages: dict[str, dict]) -> bool:
    """Whether the file ``path`` belongs to a front end: its nearest enclosing ``package.json``
    declares a UI framework, or declares no dependency at all (nothing says otherwise). A
    workspace package of dependencies but no UI framework (a Node worker, an AI-provider
    package) is no front end."""
    folder = path
    while folder:
        folder = folder.rsplit("/", 1)[0] if "/" in folder else ""
        if folder in packages:
            names = declared_packages({folder: packages[folder]})
            return not names or bool(names & UI_FRAMEWORKS)
    return True


def sveltekit_server_only(path: str, packages: dict[str, dict]) -> bool:
    """Whether ``path`` is a module SvelteKit runs only on the server (its nearest
    ``package.json`` declares ``@sveltejs/kit``): one under ``src/lib/server/`` (``$lib/server``,
    which a browser module may not import), a ``*.server.ts`` module (``+page.server.ts``,
    ``hooks.server.ts``) or an API route ``+server.ts``."""
    if SVELTEKIT_SERVER_ONLY.search(path) is None:
        return False
    folder = next((f for f in sorted(packages, key=len, reverse=True)
                   if f in ("", ".") or path.startswith(f + "/")), None)
    return folder is not None and SVELTEKIT in declared_packages({folder: packages[folder]})


def package_uses(modules: dict[str, ModuleFacts], client: set[str], declared: frozenset[str],
                 recognised: set[str], resolve, packages: dict[str, dict]
                 ) -> dict[tuple[str, str], list[Where]]:
    """``{(package, kind): [first use place per using file]}`` over the ``client`` files:
    the import of a declared client library whose local name the file uses; an import that
    ``resolve(importer, spec)`` finds in the program (a workspace package) is no library, and
    an API SDK's import in a SvelteKit server-only module (:func:`sveltekit_server_only`) is
    no use of the client's."""
    uses: dict[tuple[str, str], list[Where]] = {}
    for path in sorted(p for p in client if front_end(p, packages)):
        module = modules[path]
        names = None
        for imp in module.imports:
            found = library_of(imp.source, declared, recognised) if imp.local else None
            if found is None or resolve(path, imp.source) is not None or (
                    found[1] == SDK_KIND and sveltekit_server_only(path, packages)):
                continue
            names = used_names(module) if names is None else names
            places = uses.setdefault(found, [])
            if imp.local in names and not setup_name(imp.imported, imp.local) \
                    and not any(w[0] == path for w in places):
                places.append((path, imp.span))
    return {key: places for key, places in uses.items() if places}


def counts_for(label: str, package: str, lib_id: str | None, using: set[str],
               where: Where) -> bool:
    """Whether a request-like site of library ``label`` at ``where`` counts for ``package``
    (modelled as ``lib_id``; used by the files ``using``)."""
    name = label[4:] if label.startswith("sdk:") else label
    return (lib_id is not None and label == lib_id) or package_root(name) == package or \
        (label == "unknown" and where[0] in using)


def declared_misses(modules: dict[str, ModuleFacts], packages: dict[str, dict],
                    client: set[str], lib_modules: dict[str, str],
                    sites: dict[Where, str], resolve) -> list[DeclaredMiss]:
    """Rule ``coverage.declared-client``: the declared client libraries used by ``client``
    files of which no request-like site of ``sites`` (place → library) was found.
    ``lib_modules``: the recognisers' import specifier → library id; ``resolve(importer,
    spec)``: the program's module resolution."""
    recognised = set(lib_modules) | set(lib_modules.values())
    uses = package_uses(modules, client, declared_packages(packages), recognised, resolve,
                        packages)
    misses = []
    for (package, kind), places in sorted(uses.items()):
        lib_id = lib_modules.get(package) or ("axios" if kind.startswith("axios") else None)
        using = {w[0] for w in places}
        if not any(counts_for(label, package_root(package), lib_id, using, where)
                   for where, label in sites.items()):
            misses.append(DeclaredMiss(package, kind, len(places), min(places)))
    return misses


def miss_message(miss: DeclaredMiss) -> str:
    """The review item's and the warning's text for one :class:`DeclaredMiss`."""
    return (f"the app depends on the {miss.kind} '{miss.package}' and uses it in {miss.files} "
            f"client file(s) (first at {miss.first[0]}:{miss.first[1][0]}), but code2skill "
            "found no request-like call site of it: the requests made through it are not in "
            "the contract (calls it cannot follow, or code generated at build time)")


def declared_problems(misses: list[DeclaredMiss]) -> list[Problem]:
    """One review problem per :class:`DeclaredMiss`, at its first place, citing rule
    ``coverage.declared-client``."""
    return [Problem("medium", miss_message(miss), miss.first, RULE) for miss in misses]
