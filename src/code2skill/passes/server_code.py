"""Pass: calls made by backend code are not the client's calls.

Rule ``scope.server-code``: a file is backend code when it serves HTTP itself — it imports a
server framework (:data:`SERVER_FRAMEWORKS`), or it is an API route of a full-stack framework
(Next.js ``app/**/route.*``, SvelteKit ``+server.*``, Nuxt ``server/api/**``) — or when it
lies in a ``server``/``backend`` folder and shows no client evidence (``scope.client-evidence``). A ``pages/api/**`` file is a Next.js API route only in
a Next.js package (rule ``scope.next-api-route``): the nearest ``package.json`` enclosing it
depends on ``next`` or has a ``next.config.*`` beside it, and the folder is that package's pages
root (``pages/api/`` or ``src/pages/api/`` directly under it); an Angular or Vue page folder
named ``pages/api`` stays client code. A Sapper server route (rule ``scope.sapper-server-route``)
is a ``.js``/``.ts`` file under ``src/routes/`` that exports a request handler ``get``,
``post``, ``put``, ``patch`` or ``del`` taking ``(req, res)``; a ``.svelte`` page there (its
``preload``) is client code. Server-side rendering
of the client (SvelteKit ``+page.server.ts``, Nuxt ``useFetch``) stays client code.

Monorepos and full-stack repositories are scoped per workspace package and per file:

* ``scope.server-package`` — every file of a package (the folder of the nearest
  ``package.json``) that depends on a server framework, a node-only transport
  (:data:`NODE_TRANSPORTS`: SMTP, email and SMS APIs) or ``server-only``, or is named
  ``server``/``backend`` (``@acme/server``, ``api-server``) or ``workers``/``worker``/``cron``/
  ``jobs`` (``@acme/workers``), and depends on no user-interface
  framework (:data:`UI_FRAMEWORKS`): a package that renders pages stays client code.
* ``scope.framework-client`` — a server framework's dependency is no backend evidence in a
  package whose files import only that framework's own client entry (:data:`CLIENT_ENTRIES`:
  ``hono/client``, the typed RPC client ``hc``) and never the framework's server modules (a
  workspace library exporting ``hc<AppType>(apiUrl)`` depends on ``hono`` for its types):
  such a package is weighed without it; a file importing ``hono/client`` is no backend file.
* ``scope.server-dependents`` — every file of a workspace package with no user-interface
  framework that only backend packages of the tree depend on (:func:`server_dependents`).
* ``scope.node-transport`` — a file that imports a node-only transport or ``server-only``.
* ``scope.server-action`` — a file whose first statement is the ``'use server'`` directive.
* ``scope.server-module`` — a Remix or React Router framework ``.server`` module
  (``x.server.ts``, a file under ``.server/``), which the framework keeps out of the browser
  bundle (:mod:`.server_modules`).
* ``scope.ci-script`` — CI and release scripts: files under ``.github/``, ``.circleci/`` or the
  ``scripts/`` folder of the repository or of a workspace package, unless a page loads the
  script or it shows a browser and no Node (``scope.page-script``,
  :mod:`code2skill.passes.page_scripts`).
* ``scope.build-script`` — node build and maintenance scripts: a file that imports a node-only
  built-in module (:data:`NODE_BUILTINS`: ``fs``, ``path``, ``child_process``, any ``node:…``)
  or lies in the ``tools/`` or ``bin/`` folder of the repository or of a workspace package,
  and that no other analysed file imports (a module the client imports is bundled into it).
* ``scope.server-importers`` — a module only backend files import (:func:`imported_only_by`),
  or pages that read it only in their server-side data functions (``scope.ssr-import``).
* ``scope.client-evidence`` — a folder word (``server``/``backend``) and a node built-in
  import or ``tools/``/``bin/`` folder are weak evidence: such a file stays client code when
  it shows it runs in a browser (:func:`browser_evidence`: a ``.vue``/``.svelte``/``.jsx``/
  ``.tsx`` file, JSX or template elements, an import of a UI framework, a call on ``window``,
  ``document``, ``localStorage``, ``sessionStorage`` or ``navigator``) or when client code
  imports it (a page importing ``src/backend/UserBackend.js``; a module bundled into the
  client runs there), to a fixpoint; test code does not count as an importer. A SvelteKit
  page's or layout's data file (``+page.server.ts``, ``+layout.ts`` …) and its server hooks
  (``hooks.server.ts``) are the client app's own server side whatever they import
  (:func:`~code2skill.sveltekit_events.is_page_code`): a load or form action calling the
  backend is a call of the client (``node:fs`` read beside it or not), and the modules they
  import (``$lib/server/api.ts``) have a client importer. A file that
  imports a server framework or a node-only transport, a route file, a backend package,
  ``'use server'``, a Remix or React Router ``.server`` module and CI scripts are strong
  evidence and stay backend code.
* ``scope.ssr-branch`` — a request made in a branch an ``if`` says runs only on the server
  (``typeof window === 'undefined'``, ``process.server``, the context's request ``ctx.req``
  inside a Next.js ``getInitialProps``, which runs on both sides: the ``ssr_branch``
  extractor), or
  through a function called only from such branches.
* ``scope.ssr-function`` — a request made inside (or through a function called from) a
  server-side data function: Next.js ``getServerSideProps``/``getStaticProps``/
  ``getStaticPaths``, or the ``loader``/``action`` a Remix or React Router framework route
  exports (a file under ``app/routes/``, one importing ``@remix-run/…``, or its generated route
  types ``./+types/<route>``). tRPC routers import ``@trpc/server``,
  a server framework.
* ``scope.next-server-component`` — a request made inside (or through a function called only
  from) a Next.js app router server function: ``generateMetadata``/``generateStaticParams``
  … or the async default export of a route segment file without ``'use client'``
  (:mod:`.next_server_components`).

Rule ``server-code.not-a-candidate``: requests backend code makes go to other services on the
backend's behalf, so they are never capabilities and create no service (seed: "server-internal
methods … are not public candidates"; issue 5: "only endpoints reached from the client are
candidates"). Each such endpoint is one ``info`` review item naming it and its call sites.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Callable, Iterable, Mapping

from code2skill.contract.models import ReviewItem
from code2skill.evidence import observed
from code2skill.extractors.inline_scripts import is_page
from code2skill.passes.next_server_components import (
    NO_APP_ROUTER, AppRouter, directive_pattern, is_server_component_function, starts_with,
)
from code2skill.passes.ssr_imports import is_module_load, server_only_loads
from code2skill.facts import Member, ModuleFacts, Ref
from code2skill.modules import declared
from code2skill.normalize import Observed
from code2skill.passes.cluster import endpoint_key
from code2skill.passes.server_callers import server_called
from code2skill.passes.server_modules import is_server_module
from code2skill.program import Program
from code2skill.sveltekit_events import is_page_code

SERVER_FRAMEWORKS = frozenset({
    "express", "koa", "koa-router", "@koa/router", "fastify", "@hapi/hapi", "hapi", "restify",
    "@nestjs/common", "@nestjs/core", "next/server", "h3", "hono", "polka", "micro",
    "@sveltejs/kit/node", "@trpc/server",
    "@remix-run/node", "@remix-run/server-runtime", "@hono/node-server", "elysia",
})
NODE_TRANSPORTS = frozenset({
    "server-only", "nodemailer", "@sendgrid/mail", "postmark", "resend", "mailgun.js",
    "mailgun-js", "@mailchimp/mailchimp_transactional", "@aws-sdk/client-ses",
    "@aws-sdk/client-sesv2", "twilio", "@react-email/render", "node:net", "net", "node:tls",
    "tls", "node:child_process", "child_process",
})
UI_FRAMEWORKS = frozenset({
    "react-dom", "next", "vue", "nuxt", "svelte", "@sveltejs/kit", "@angular/core", "preact",
    "solid-js", "react-native", "expo", "@remix-run/react", "ember-source", "jquery", "astro",
    "@builder.io/qwik",
})
# a server framework's client entry → the framework (rule ``scope.framework-client``)
CLIENT_ENTRIES = {"hono/client": "hono"}
# imports that only a file rendering in a browser makes (rule ``scope.client-evidence``)
UI_IMPORTS = UI_FRAMEWORKS | frozenset({"react", "react-router", "react-router-dom",
                                        "vue-router", "pinia", "vuex", "@angular/common",
                                        "@angular/router", "svelte/store", "lit", "lit-element",
                                        "lit/decorators.js"})
BROWSER_GLOBALS = frozenset({"window", "document", "localStorage", "sessionStorage",
                             "navigator"})
COMPONENT_FILES = (".vue", ".svelte", ".jsx", ".tsx")
SERVER_PACKAGE_NAME = re.compile(r"(^|[/@_-])(server|backend)$|(^|[/@])(workers?|cron|jobs)$")
CI_FOLDERS = re.compile(r"(^|/)(\.github|\.circleci)/")
SCRIPTS = re.compile(r"^scripts/")
TOOL_FOLDERS = re.compile(r"^(tools|bin)/")
NODE_BUILTINS = frozenset({"fs", "fs/promises", "path", "os", "child_process", "worker_threads",
                           "readline", "module"})
# Node's HTTP modules, a server and a client alike (rule ``scope.node-http``): a server only
# when the file calls their createServer
NODE_HTTP = frozenset({"http", "node:http", "https", "node:https"})
USE_SERVER = directive_pattern("use server")
SSR_FUNCTIONS = frozenset({"getServerSideProps", "getStaticProps", "getStaticPaths"})
REMIX_FUNCTIONS = frozenset({"loader", "action"})
REMIX_ROUTE = re.compile(r"(^|/)app/routes/")
ROUTE_MODULE_IMPORTS = ("@remix-run/", "./+types/")   # React Router framework route types
ROUTE_FILES = re.compile(r"(^|/)(server/api/|server/routes/)"
                         r"|(^|/)app/(.*/)?route\.[jt]sx?$"
                         r"|(^|/)\+server\.[jt]s$")
SERVER_FOLDERS = re.compile(r"(^|/)(server|backend)/")
NEXT_API = re.compile(r"^(src/)?pages/api/")
NEXT_CONFIGS = ("next.config.js", "next.config.mjs", "next.config.cjs", "next.config.ts")
SAPPER_ROUTE = re.compile(r"(^|/)src/routes/(.*/)?[^/]+\.[jt]s$")
SAPPER_HANDLERS = frozenset({"get", "post", "put", "patch", "del"})
RULE = "server-code.not-a-candidate"
SSR_IMPORTER = "<server-side data functions>"   # the importer an SSR-only load stands for


def server_files(modules: dict[str, ModuleFacts], packages: Mapping[str, dict] | None = None,
                 root: Path | None = None,
                 resolve: Callable[[str, str], str | None] | None = None,
                 pages: Iterable[str] = ()) -> set[str]:
    """The analysed files that are backend code (never an HTML page: the inline scripts a
    page runs run in the browser, rule ``source.inline-script``, wherever the page lies, a
    server package's ``views/`` or a ``backend/templates/`` folder alike; its ``src`` scripts
    are weighed as files of their own). ``packages`` is ``{folder: package.json}``
    (relative folders, ``""`` for the root) and ``root`` the repository, for
    :func:`is_next_api_route`; ``resolve(importer, specifier)`` names the analysed file an
    import reaches, for :func:`imported_only_by`; ``pages`` the run's pages (rule
    ``scope.page-script``)."""
    return server_scopes(modules, packages, root, resolve, pages)[0]


def server_scopes(modules: dict[str, ModuleFacts], packages: Mapping[str, dict] | None = None,
                  root: Path | None = None,
                  resolve: Callable[[str, str], str | None] | None = None,
                  pages: Iterable[str] = ()) -> tuple[set[str], set[str]]:
    """``(backend, certain)``: the backend files of :func:`server_files`, and those of them
    that are backend by strong evidence alone (:func:`direct_server_files`, and the modules
    only such files import): the rest are backend only by a folder word or a build-script
    sign (rule ``scope.client-evidence``), which :func:`put_out_warning` weighs."""
    packages = packages or {}
    strong = {path for path in direct_server_files(modules, packages, root, resolve, pages)
              if not is_page(path)}              # a page's inline scripts run in a browser
    weak = {path for path, facts in modules.items() if path not in strong
            and not is_page_code(path) and not is_page(path) and (
                SERVER_FOLDERS.search(path) or is_build_script(path, facts, packages))}
    direct = strong | without_client_evidence(weak, strong, modules, resolve)
    if resolve is None:
        return direct, strong
    return imported_only_by(direct, modules, resolve), imported_only_by(strong, modules,
                                                                        resolve)


def is_build_script(path: str, facts: ModuleFacts, packages: Mapping[str, dict]) -> bool:
    """Rule ``scope.build-script`` (weak evidence): the file imports a node-only built-in
    (:data:`NODE_BUILTINS`, any ``node:…`` module) or lies in a ``tools/``/``bin/`` folder of
    the repository or of a workspace package."""
    return any(i.source in NODE_BUILTINS or i.source in NODE_HTTP or i.source.startswith("node:")
               for i in facts.imports) or in_tool_folder(path, packages)


def serves_node_http(facts: ModuleFacts) -> bool:
    """Rule ``scope.node-http``: whether a file importing Node's ``http``/``https``
    (:data:`NODE_HTTP`) serves HTTP itself, calling ``createServer`` (``http.createServer(app)``,
    ``createServer(handler)`` imported from it); an import alone (a stray ``import {get} from
    'http'`` an editor added to a Lit component) is only the weak evidence of a node built-in
    (rule ``scope.build-script``), which browser evidence or a client importer outweighs."""
    return any(i.source in NODE_HTTP and not i.type_only for i in facts.imports) and any(
        isinstance(site.call.callee, Member) and site.call.callee.prop == "createServer"
        or isinstance(site.call.callee, Ref) and site.call.callee.name == "createServer"
        for site in facts.calls)


def without_client_evidence(weak: set[str], strong: set[str],
                            modules: Mapping[str, ModuleFacts],
                            resolve: Callable[[str, str], str | None] | None) -> set[str]:
    """Rule ``scope.client-evidence``: the ``weak`` files (backend only by a folder word or a
    build-script sign) that show no browser evidence (:func:`browser_evidence`) and that no
    client file imports or re-exports from (``resolve`` names the file an import reaches;
    without it imports are not weighed), to a fixpoint: a file a client file imports is client
    code, so its own imports are client importers too. ``strong`` backend files and files
    importing a test runner or mock server (test code) are no client importers, and a
    type-only import (``import type { AppRouter }``, erased by the compiler) bundles nothing."""
    from code2skill.passes.test_code import import_rule
    server = {path for path in weak if not browser_evidence(path, modules[path])}
    if resolve is None or not server:
        return server
    targets = {path: {resolve(path, source) for source in loaded_modules(facts)} - {None, path}
               for path, facts in modules.items()
               if path not in strong and import_rule(facts) is None}
    while True:
        reached = {target for path, found in targets.items() if path not in server
                   for target in found} & server
        if not reached:
            return server
        server -= reached


def browser_evidence(path: str, facts: ModuleFacts) -> bool:
    """Whether a file shows it runs in a browser (rule ``scope.client-evidence``): a
    component file (:data:`COMPONENT_FILES`), JSX or template elements with handlers, an
    import of a UI framework or router (:data:`UI_IMPORTS`), or a call on a browser global
    (:data:`BROWSER_GLOBALS`: ``window.addEventListener``, ``localStorage.getItem``)."""
    return path.endswith(COMPONENT_FILES) or bool(facts.triggers) \
        or any(i.source in UI_IMPORTS for i in facts.imports) \
        or any(root_name(site.call.callee) in BROWSER_GLOBALS for site in facts.calls)


def root_name(expr: object) -> str | None:
    """The name a member chain starts from (``window.location.assign`` → ``window``)."""
    while isinstance(expr, Member):
        expr = expr.obj
    return expr.name if isinstance(expr, Ref) else None


def in_tool_folder(path: str, packages: Mapping[str, dict]) -> bool:
    """Whether ``path`` lies in the ``tools/`` or ``bin/`` folder of the repository or of its
    nearest workspace package (rule ``scope.build-script``)."""
    folder = nearest_package(path, packages)
    inner = path[len(folder) + 1:] if folder not in ("", ".") else path
    return TOOL_FOLDERS.match(inner) is not None or TOOL_FOLDERS.match(path) is not None


def imported_only_by(server: set[str], modules: Mapping[str, ModuleFacts],
                     resolve: Callable[[str, str], str | None]) -> set[str]:
    """Rule ``scope.server-importers``: a module that some analysed file imports (or
    re-exports from) and that only backend files import runs only on the backend, so it is
    backend code too (``lib/mail.ts`` imported by API routes alone), to a fixpoint; a page
    that reads an import only in its server-side data functions loads it as backend code
    does (rule ``scope.ssr-import``, :mod:`.ssr_imports`), and so does a node script nothing
    imports (rule ``scope.node-script``: ``process.exit(0)``; it stays test and dev-tool code,
    not backend code, itself). Modules that load each other
    (``datasources/index.ts`` re-exporting ``Supabase.ts``, which imports its base class from
    the index) are backend code together when every other importer of each is, as long as a
    backend file loads them. A module nothing imports (a page, an entry point) keeps its own
    scope."""
    from code2skill.passes.test_code import runs_outside_a_browser
    importers: dict[str, set[str]] = {}
    for path, facts in modules.items():
        server_side = server_only_loads(path, facts, lambda p, name: is_ssr_function(
            p, name, modules))                                     # rule scope.ssr-import
        for source in loaded_modules(facts):
            target = resolve(path, source)
            if target is not None and target != path:
                importers.setdefault(target, set()).add(
                    SSR_IMPORTER if source in server_side else path)
    scripts = {path for path, facts in modules.items()              # rule scope.node-script
               if path not in importers and runs_outside_a_browser(facts)
               and not is_page_code(path)}
    backend = set(server)
    server = backend | scripts | {SSR_IMPORTER}
    candidates = loaded_from(server, importers) - server
    changed = True
    while changed:                 # the greatest set whose importers are all backend or in it
        changed = False
        for target in sorted(candidates):
            if not importers[target] <= server | candidates:
                candidates.discard(target)
                changed = True
    return (server | candidates) - (scripts - backend) - {SSR_IMPORTER}


def loaded_from(server: set[str], importers: Mapping[str, set[str]]) -> set[str]:
    """The modules the ``server`` files load, directly or through each other (``importers``:
    module → the files that load it)."""
    loads: dict[str, set[str]] = {}
    for target, users in importers.items():
        for user in users:
            loads.setdefault(user, set()).add(target)
    found, stack = set(), list(server)
    while stack:
        for target in loads.get(stack.pop(), ()):
            if target not in found:
                found.add(target)
                stack.append(target)
    return found


def loaded_modules(facts: ModuleFacts) -> set[str]:
    """The module specifiers a file loads at run time: its value imports (a type-only import,
    erased by the compiler, loads nothing), the modules it re-exports from, and the literal
    specifier of every ``require('./m')`` and ``import('./m')`` call wherever it is made (in a
    route handler, chained as ``require('./m').f()``: rule ``scope.server-importers`` follows
    these loads too)."""
    return {i.source for i in facts.imports if not i.type_only} \
        | {e.source for e in facts.exports if e.source} \
        | {site.call.args[0].value for site in facts.calls if is_module_load(site.call)}



def direct_server_files(modules: dict[str, ModuleFacts], packages: Mapping[str, dict],
                        root: Path | None,
                        resolve: Callable[[str, str], str | None] | None = None,
                        pages: Iterable[str] = ()) -> set[str]:
    """The files that are backend code by strong evidence of their own place, imports or
    directive (every rule but ``scope.server-importers``, the ``server``/``backend`` folder
    word and ``scope.build-script``, which :func:`without_client_evidence` weighs);
    ``resolve`` names the file an import reaches (rule ``scope.page-script-import``),
    ``pages`` are the run's pages (rule ``scope.page-script``)."""
    from code2skill.passes.page_scripts import page_scripts
    backend_packages = server_dependents(packages, {
        folder for folder, package in packages.items()
        if is_server_package(package, client_frameworks(package_imports(folder, modules,
                                                                        packages)))})
    ci = {path for path in modules if is_ci_script(path, packages)}
    ci -= page_scripts({path for path in ci if not CI_FOLDERS.search(path)}, modules, root,
                       pages, resolve)
    return {path for path, facts in modules.items()
            if ROUTE_FILES.search(path) or path in ci
            or is_next_api_route(path, packages, root) or is_sapper_server_route(path, facts)
            or any(i.source in SERVER_FRAMEWORKS or i.source in NODE_TRANSPORTS
                   for i in facts.imports if not i.type_only)     # (a type loads nothing)
            or serves_node_http(facts)
            or nearest_package(path, packages) in backend_packages
            or is_server_action(root, path)
            or is_server_module(path, packages.get(nearest_package(path, packages)))}


def server_dependents(packages: Mapping[str, dict], backend: set[str]) -> set[str]:
    """Rule ``scope.server-dependents``: a workspace package that depends on no user-interface
    framework and that only backend packages of the tree depend on (a queue plugin the
    workers app alone uses) runs only on the backend, to a fixpoint; a package nothing in the
    tree depends on keeps its own scope. ``backend`` are the folders already known backend."""
    by_name = {package["name"]: folder for folder, package in packages.items()
               if isinstance(package, dict) and isinstance(package.get("name"), str)}
    dependents: dict[str, set[str]] = {}
    for folder, package in packages.items():
        for name in declared(package):
            if name in by_name and by_name[name] != folder:
                dependents.setdefault(by_name[name], set()).add(folder)
    found = set(backend)
    changed = True
    while changed:
        changed = False
        for folder, users in dependents.items():
            if folder not in found and users <= found \
                    and not declared(packages.get(folder)) & UI_FRAMEWORKS:
                found.add(folder)
                changed = True
    return found


def is_ci_script(path: str, packages: Mapping[str, dict]) -> bool:
    """Rule ``scope.ci-script``: under ``.github/`` or ``.circleci/``, or in the ``scripts/``
    folder of the repository or of a workspace package (a ``src/scripts/`` folder of page
    scripts stays client code)."""
    folder = nearest_package(path, packages)
    inner = path[len(folder) + 1:] if folder not in ("", ".") else path
    return CI_FOLDERS.search(path) is not None or SCRIPTS.match(inner) is not None \
        or SCRIPTS.match(path) is not None


def nearest_package(path: str, packages: Mapping[str, dict]) -> str:
    """The folder of the nearest ``package.json`` enclosing ``path`` (``""``: the root)."""
    enclosing = [folder for folder in packages
                 if folder in ("", ".") or path.startswith(folder + "/")]
    return max(enclosing, key=len, default="")


def package_imports(folder: str, modules: Mapping[str, ModuleFacts],
                    packages: Mapping[str, dict]) -> set[str]:
    """The specifiers the analysed files of the package at ``folder`` import (type-only
    imports left out: they load nothing)."""
    return {i.source for path, facts in modules.items()
            if nearest_package(path, packages) == folder
            for i in facts.imports if not i.type_only}


def client_frameworks(imports: set[str]) -> frozenset[str]:
    """Rule ``scope.framework-client``: the server frameworks of which ``imports`` (one
    package's import specifiers) load the client entry (:data:`CLIENT_ENTRIES`) and nothing
    else (``{'hono/client'}`` → ``{'hono'}``; ``{'hono/client', 'hono'}`` → nothing)."""
    return frozenset(
        framework for entry, framework in CLIENT_ENTRIES.items() if entry in imports
        and not any(source == framework or source.startswith(framework + "/")
                    and source not in CLIENT_ENTRIES for source in imports))


def is_server_package(package: dict | None, client_only: frozenset[str] = frozenset()
                      ) -> bool:
    """Rule ``scope.server-package``: a package that depends on a server framework, a
    node-only transport or ``server-only``, or is named ``server``/``backend``, and on no
    user-interface framework; a framework in ``client_only`` (its files load only its client
    entry, rule ``scope.framework-client``) does not count."""
    if not isinstance(package, dict):
        return False
    deps = declared(package) - client_only
    if deps & UI_FRAMEWORKS:
        return False
    name = package.get("name")
    return bool(deps & (SERVER_FRAMEWORKS | NODE_TRANSPORTS)) or (
        isinstance(name, str) and SERVER_PACKAGE_NAME.search(name) is not None)


def is_server_action(root: Path | None, path: str) -> bool:
    """Rule ``scope.server-action``: the file starts with the ``'use server'`` directive
    (comments and blank lines before it allowed)."""
    if root is None or not path.endswith((".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs")):
        return False
    try:
        return starts_with(root, path, USE_SERVER)
    except OSError:
        return False


def server_side_call(call: Observed, modules: Mapping[str, ModuleFacts],
                     program: Program | None = None,
                     branches: frozenset[tuple[str, tuple]] = frozenset(),
                     components: AppRouter = NO_APP_ROUTER) -> bool:
    """Rule ``scope.ssr-function``: a hop of the call's chain lies in a Next.js server-side data
    function (``getServerSideProps``, ``getStaticProps``, ``getStaticPaths``) or in a Remix
    or React Router framework route's ``loader``/``action`` (a file under ``app/routes/``,
    importing ``@remix-run/…``, or importing its generated ``./+types/<route>``: a browser's
    ``clientLoader`` is not one), or in a Next.js app router server function of one of the
    server module files ``components`` (rule ``scope.next-server-component``,
    :mod:`.next_server_components`), or the function making it is called only from such
    functions (``program.callers``).
    Rule ``scope.ssr-branch``: a hop is a call in a server-only branch (``branches``, from
    :func:`server_branch_sites`), or the function making it is called only from such
    branches or functions."""
    if any(is_ssr_function(site.where[0], site.function, modules, components)
           or site.where in branches for site in call.sites):
        return True
    return program is not None and call.fid is not None and \
        called_only_server_side(call.fid, modules, program, set(), branches, components)


def server_branch_sites(modules: Mapping[str, ModuleFacts]) -> frozenset[tuple[str, tuple]]:
    """``{(path, span)}`` of every call an ``if`` around it says runs only on the server
    (:attr:`CallSite.server_branch`, rule ``scope.ssr-branch``)."""
    return frozenset((path, site.call.span) for path, facts in modules.items()
                     for site in facts.calls if site.server_branch)


def is_ssr_function(path: str, function: str | None, modules: Mapping[str, ModuleFacts],
                    components: AppRouter = NO_APP_ROUTER) -> bool:
    """Whether ``function`` (a qualified name) of module ``path`` is a server-side data
    function (:func:`server_side_call`); ``components`` are the app router server module
    files and ``'use client'`` files
    (:func:`~code2skill.passes.next_server_components.app_router_files`)."""
    name = (function or "").split(".")[0]
    if name in SSR_FUNCTIONS or is_server_component_function(path, function, modules,
                                                             components.server):
        return True
    facts = modules.get(path)
    return name in REMIX_FUNCTIONS and facts is not None and (
        REMIX_ROUTE.search(path) is not None
        or any(i.source.startswith(ROUTE_MODULE_IMPORTS) for i in facts.imports))


def called_only_server_side(fid: str, modules: Mapping[str, ModuleFacts], program: Program,
                            seen: set[str],
                            branches: frozenset[tuple[str, tuple]] = frozenset(),
                            components: AppRouter = NO_APP_ROUTER) -> bool:
    """Whether every known call of function ``fid`` is made from a server-side data function
    or in a server-only branch (``branches``), directly or through functions themselves
    called only so (``False`` with no call, and for a function of a ``'use client'`` file,
    ``components.client``: the server renders it for the browser, never runs it itself). The
    callers are walked with a stack, not recursion, so a chain of any length is read (a
    class of 2,000 methods each calling the next); a function met twice decides ``False``."""
    stack = [fid]
    while stack:
        current = stack.pop()
        found = program.functions.get(current)
        if found is None or current in seen:
            return False
        seen.add(current)
        path, fn = found
        if is_ssr_function(path, fn.name, modules, components):
            continue
        callers = program.callers.get(current, [])
        if path in components.client or not callers:   # a 'use client' module runs in the
            return False                                 # browser
        for where, caller, _, span in callers:
            if (where, span) in branches:
                continue
            if caller is None:
                return False
            stack.append(caller)
    return True


def is_next_api_route(path: str, packages: Mapping[str, dict], root: Path | None) -> bool:
    """Rule ``scope.next-api-route``: ``path`` is under the ``pages/api/`` (or
    ``src/pages/api/``) folder directly under its nearest package (the folder of the nearest
    enclosing ``package.json``, else the repository root), and that package is a Next.js one
    (:func:`is_next_package`)."""
    folder = nearest_package(path, packages)
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
    if "next" in declared(package):
        return True
    return folder is not None and any((folder / name).is_file() for name in NEXT_CONFIGS)


def backend_endpoint(call: Observed) -> str:
    """``METHOD /path/{name}`` of a call, with its GraphQL operation
    (``POST /graphql (GraphQL MoveCard)``); the note that audit rule C2S-D002 reads back."""
    op = call.graphql.operation_name if call.graphql is not None else None
    return f"{call.method} {call.path_template}" + (f" (GraphQL {op})" if op else "")


def separate_server_calls(calls: list[Observed], server: set[str],
                          modules: Mapping[str, ModuleFacts] | None = None,
                          program: Program | None = None,
                          components: AppRouter = NO_APP_ROUTER
                          ) -> tuple[list[Observed], list[ReviewItem]]:
    """The client's calls (unchanged, in order), and one ``info`` review item per endpoint
    (service, method, path, as clustering keys it) that ``server`` files (backend code, by
    relative path) call at their naming call site, or that a server-side data function makes
    (:func:`server_side_call`, with ``modules``, the ``program``'s callers and the app router
    server module files ``components``), or that a function only backend code calls makes
    (rule ``scope.server-callers``, :func:`~.server_callers.server_called`), with each
    such call site as ``observed`` evidence under rule ``server-code.not-a-candidate``."""
    client: list[Observed] = []
    backend: dict[tuple[str, str, str], list[Observed]] = {}
    branches = server_branch_sites(modules) if modules is not None else frozenset()
    called = server_called(program, modules, server) \
        if modules is not None and program is not None else frozenset()
    for call in calls:
        if call.sites[0].where[0] in server or call.fid in called or \
                modules is not None and server_side_call(call, modules, program, branches,
                                                         components):
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


MANY_PUT_OUT = 10


def put_out_warning(items: list[ReviewItem], what: str, rule: str, kept: int,
                    certain: frozenset[str] | set[str] = frozenset()) -> list[str]:
    """Rule ``scope.put-out-warning``: the stderr warning (a one-line list, else ``[]``) when
    the endpoints a scope rule put out of the client (``items``: their ``info`` review items,
    one per endpoint, each citing its call sites) are many — at least :data:`MANY_PUT_OUT`, or
    at least as many as the ``kept`` client endpoints — so a misjudged folder is never missed
    silently. ``what`` names the scope (``backend code``); the warning gives the endpoints,
    call sites, files and the folders holding most of them. An endpoint every call site of
    which lies in a ``certain`` file (backend by strong evidence: a server framework's import,
    a server package, a route file, a CI script, :func:`server_scopes`) cannot be misjudged
    so and does not count: a repository root holding its daemon warns of nothing."""
    items = [item for item in items
             if not all(e.file in certain for e in item.evidence if e.file)
             or not any(e.file for e in item.evidence)]
    endpoints = len(items)
    if not endpoints or endpoints < MANY_PUT_OUT and endpoints < kept:
        return []
    sites = {(e.file, e.line) for item in items for e in item.evidence if e.file}
    folders: dict[str, int] = {}
    for path, _ in sites:
        folder = path.rsplit("/", 1)[0] + "/" if "/" in path else "./"
        folders[folder] = folders.get(folder, 0) + 1
    most = ", ".join(f"{folder} {n}" for folder, n in
                     sorted(folders.items(), key=lambda i: (-i[1], i[0]))[:3])
    files = len({path for path, _ in sites})
    return [f"{endpoints} endpoints ({len(sites)} call sites in {files} "
            f"file{'s' if files != 1 else ''}; most in {most}) "
            f"are put out of the client as {what}, so they are not capabilities: if those "
            f"files run in the browser, they are missed (review[] info items, rule {rule})"]
