"""Pass: test, mock, story and dev-tool code is not the shipped client.

Discovery already leaves out files named by test conventions (``*.test.*``, ``*.spec.*``,
``__tests__/``, ``e2e/``, ``cypress/``, ``.storybook/`` … and ``test/``-like folders at the
root of the repository or of a workspace package: :data:`code2skill.discover.TEST_CODE`). The
files analysed after that are put out of the client here, per file, by what they import and
where they lie — never by a word of a component's or route's name (``TestConnectionButton``,
an app route ``/tests``, a feature folder ``src/app/features/test/`` imported by the app all
stay client code):

* ``scope.mock-server`` — a file that imports a mock-server library (:data:`MOCK_SERVERS`:
  MSW, Mirage, nock, fetch-mock, axios-mock-adapter …). Its ``http.get('/api/x', resolver)``
  calls define server routes: they are no calls at all, so they are neither capabilities,
  review items nor request-like sites.
* ``scope.test-runner`` — a file that imports a test runner or testing library
  (:data:`TEST_LIBRARIES`, :data:`TEST_PREFIXES`, a ``…/testing`` entry point such as
  ``@angular/core/testing``).
* ``scope.browser-driver`` — a file that imports a browser driver (:data:`BROWSER_DRIVERS`:
  ``playwright``, ``puppeteer`` …): end-to-end tests or a node scraper, never the page.
* ``scope.storybook`` — a file that imports Storybook (a story or its helpers).
* ``scope.dev-config`` — a file that imports a bundler or dev server (:data:`DEV_TOOLS`:
  ``vite``, ``webpack``, ``http-proxy-middleware`` …): configs and proxies run at build time.
* ``scope.test-package`` — every file of a workspace package (not the root one) whose name
  is a test package's (:data:`TEST_PACKAGE_NAME`: ``@acme/test-helpers``, ``e2e-tests``,
  ``testing``, ``mocks``, ``storybook``).
* ``scope.test-folder`` — a file under a folder named ``test``, ``tests``, ``testing``,
  ``mocks``, ``mock``, ``fixtures``, ``stories``, ``test-utils`` or ``test-helpers`` deeper in
  a package (discovery leaves out those at a package root) that no client file imports and
  that is no framework route entry (``page.*``, ``layout.*``, ``route.*``, ``+page.*``, a file
  of a ``pages/``, ``routes/`` or ``app/`` tree, a ``.vue``/``.svelte`` component).
* ``scope.test-name`` — a file named by the underscore convention of Go, Closure and
  web-test-runner suites (``cs-client_test.ts``, ``utils_spec.js``: ``_test`` or ``_spec``
  right before the extension) that no client file imports: a page never loads its own test
  suite, while a module of that name the app imports (an A/B ``ab_test.ts``) stays client code.
* ``scope.seed-script`` — a file named ``seed.*``/``seeds.*`` or under a ``seed``/``seeds``
  folder that no client file imports (database seeding and admin maintenance scripts).
* ``scope.node-script`` — a file no client file imports that calls ``process.exit``,
  ``process.cwd``, ``process.chdir``, ``process.on`` or a member of ``Bun``/``Deno``: an admin,
  migration or maintenance script run with node, Bun or Deno — never a SvelteKit page's data
  file or server hooks, which nothing imports yet the app runs (``scope.client-evidence``).
* ``scope.test-importers`` — a module that analysed files import (statically or with a
  literal ``import('./x')``) and that only test code (or backend code) imports, to a fixpoint
  (``e2e-support/seed.ts`` used by a Playwright fixture alone). Stories and dev configs do not
  count as importers: a component imported only by its story (or through an import the tool
  does not resolve) stays client code.

Rule ``test-code.not-a-candidate``: a request that test code makes (any hop of its call chain
lies in a test file) is never a capability; each endpoint that no client call reaches is one
``info`` review item naming its call sites and the rule that scoped each file out. Calls of an
object the tool cannot follow in test code (a Playwright ``request`` fixture) are one ``info``
item per file instead of ``medium`` unknown-client items.
"""
from __future__ import annotations

import posixpath
import re
from typing import Callable, Iterable, Mapping

from code2skill.contract.models import ReviewItem
from code2skill.evidence import observed
from code2skill.facts import Lit, Member, ModuleFacts, Ref, Unknown
from code2skill.normalize import Observed
from code2skill.passes.cluster import endpoint_key
from code2skill.passes.server_code import backend_endpoint, nearest_package
from code2skill.problem import Problem
from code2skill.sveltekit_events import is_page_code
from code2skill.values import Where

MOCK_SERVERS = frozenset({
    "msw", "msw/browser", "msw/node", "miragejs", "ember-cli-mirage", "nock", "fetch-mock",
    "jest-fetch-mock", "vitest-fetch-mock", "axios-mock-adapter", "json-server", "mockttp",
    "pretender", "xhr-mock",
})
MOCK_PREFIXES = ("@mswjs/", "msw/")
TEST_LIBRARIES = frozenset({
    "cypress", "vitest", "jest", "mocha", "chai", "ava", "uvu", "tap", "supertest",
    "testcafe", "nightwatch", "qunit", "ember-qunit", "@ember/test-helpers", "enzyme",
    "jasmine", "karma", "detox", "sinon",
})
TEST_PREFIXES = ("@playwright/test", "@testing-library/", "@vitest/", "@jest/", "@wdio/",
                 "@cypress/", "vitest/", "cypress/")
BROWSER_DRIVERS = frozenset({"playwright", "playwright-core", "puppeteer", "puppeteer-core",
                             "selenium-webdriver", "webdriverio", "@playwright/browser-chromium"})
STORYBOOK = ("@storybook/", "storybook")
DEV_TOOLS = frozenset({
    "vite", "webpack", "rollup", "esbuild", "parcel", "webpack-dev-server",
    "http-proxy-middleware", "http-proxy", "vite-plugin-pwa", "@sveltejs/vite-plugin-svelte",
})
DEV_PREFIXES = ("@vitejs/", "@rollup/", "vite-plugin-", "webpack-", "@web/dev-server")
TEST_PACKAGE_NAME = re.compile(
    r"(^|[/@_-])(tests?|testing|e2e|test-?helpers|test-?utils|mocks?|fixtures|storybook|"
    r"playwright|cypress)($|[_-])")
TEST_FOLDER = re.compile(r"(^|/)(tests?|testing|mocks?|fixtures|stories|test-utils|"
                         r"test-helpers)/")
ROUTE_ENTRY = re.compile(r"(^|/)(\+?page|layout|route|\+layout|\+server)(\.[^/]*)?$"
                         r"|(^|/)(pages|routes|app)/|\.(vue|svelte)$")
TEST_NAME = re.compile(r"[^/]_(test|spec)\.[cm]?[jt]sx?$")
SEED_FILE = re.compile(r"(^|/)(seeds?\.[cm]?[jt]sx?$|seeds?/)")
NODE_PROCESS_CALLS = frozenset({"exit", "cwd", "chdir", "on"})
NOT_IMPORTERS = frozenset({"scope.storybook", "scope.dev-config"})
RULE = "test-code.not-a-candidate"
MOCK_RULE = "scope.mock-server"


def import_rule(facts: ModuleFacts) -> str | None:
    """The import rule that makes a file test or dev code (``scope.mock-server``,
    ``scope.test-runner``, ``scope.browser-driver``, ``scope.storybook``,
    ``scope.dev-config``), or ``None``."""
    sources = {i.source for i in facts.imports} | {e.source for e in facts.exports
                                                    if e.source}
    if any(s in MOCK_SERVERS or s.startswith(MOCK_PREFIXES) for s in sources):
        return MOCK_RULE
    if any(s in TEST_LIBRARIES or s.startswith(TEST_PREFIXES) or s.endswith("/testing")
           for s in sources):
        return "scope.test-runner"
    if any(s in BROWSER_DRIVERS for s in sources):
        return "scope.browser-driver"
    if any(s.startswith(STORYBOOK) for s in sources):
        return "scope.storybook"
    if any(s in DEV_TOOLS or s.startswith(DEV_PREFIXES) for s in sources):
        return "scope.dev-config"
    return None


def test_files(modules: Mapping[str, ModuleFacts], packages: Mapping[str, dict],
               resolve: Callable[[str, str], str | None] | None,
               server: Iterable[str] = ()) -> dict[str, str]:
    """``{path: rule}`` for every analysed file that is test, mock, story or dev-tool code
    (the module docstring's rules, in that order of precedence); ``server`` files (backend
    code) are left to :mod:`code2skill.passes.server_code` but count as non-client importers."""
    server = set(server)
    found: dict[str, str] = {}
    test_packages = {folder for folder, package in packages.items()
                     if folder not in ("", ".") and is_test_package(folder, package)}
    for path, facts in modules.items():
        if path in server:
            continue
        rule = import_rule(facts)
        if rule is None and nearest_package(path, packages) in test_packages:
            rule = "scope.test-package"
        if rule is not None:
            found[path] = rule
    imported = importers(modules, resolve)
    client = set(modules) - server - set(found)
    for path in sorted(client):
        if any(user in client and user != path for user in imported.get(path, ())):
            continue
        if TEST_FOLDER.search(path) and not ROUTE_ENTRY.search(path):
            found[path] = "scope.test-folder"
        elif TEST_NAME.search(path):
            found[path] = "scope.test-name"
        elif SEED_FILE.search(path):
            found[path] = "scope.seed-script"
        elif runs_outside_a_browser(modules[path]) and not is_page_code(path):
            found[path] = "scope.node-script"     # (a SvelteKit load may call process.cwd())
    tests = {p for p, rule in found.items() if rule not in NOT_IMPORTERS}
    changed = True
    while changed:
        changed = False
        for path, users in sorted(imported.items()):
            if path not in found and path not in server and users and \
                    all(u in tests or u in server for u in users) and not users.isdisjoint(tests):
                found[path] = "scope.test-importers"
                tests.add(path)
                changed = True
    return found


def runs_outside_a_browser(facts: ModuleFacts) -> bool:
    """Rule ``scope.node-script``: the file calls ``process.exit``/``cwd``/``chdir``/``on``
    or a member of ``Bun`` or ``Deno`` (``Bun.file``): a script run with node, Bun or Deno,
    never code a page runs."""
    for site in facts.calls:
        callee = site.call.callee
        if isinstance(callee, Member) and isinstance(callee.obj, Ref) and (
                callee.obj.name in ("Bun", "Deno") or
                callee.obj.name == "process" and callee.prop in NODE_PROCESS_CALLS):
            return True
    return False


def is_test_package(folder: str, package: dict | None) -> bool:
    """Rule ``scope.test-package``: the package's ``name`` (else its folder's name) is a test
    package's (:data:`TEST_PACKAGE_NAME`)."""
    name = package.get("name") if isinstance(package, dict) else None
    name = name if isinstance(name, str) and name else posixpath.basename(folder)
    return TEST_PACKAGE_NAME.search(name.lower()) is not None


def importers(modules: Mapping[str, ModuleFacts],
              resolve: Callable[[str, str], str | None] | None) -> dict[str, set[str]]:
    """``{module: the analysed files that import or re-export from it, or load it with a
    literal ``import('./x')``}`` (empty without ``resolve``)."""
    found: dict[str, set[str]] = {}
    if resolve is None:
        return found
    for path, facts in modules.items():
        sources = {i.source for i in facts.imports} | {e.source for e in facts.exports
                                                        if e.source}
        sources |= {site.call.args[0].value for site in facts.calls
                    if isinstance(site.call.callee, Unknown) and site.call.callee.kind ==
                    "import" and site.call.args and isinstance(site.call.args[0], Lit)
                    and isinstance(site.call.args[0].value, str)}
        for source in sources:
            target = resolve(path, source)
            if target is not None and target != path:
                found.setdefault(target, set()).add(path)
    return found


def separate_test_calls(calls: list[Observed], tests: Mapping[str, str]
                        ) -> tuple[list[Observed], list[ReviewItem]]:
    """The client's calls (unchanged, in order) and one ``info`` review item per endpoint
    that only test code calls (rule ``test-code.not-a-candidate``): a call is test code's
    when a hop of its call chain lies in a ``tests`` file; mock-server files make no calls."""
    client: list[Observed] = []
    scoped: dict[tuple[str, str, str], list[tuple[Observed, str]]] = {}
    for call in calls:
        hit = next((site.where for site in call.sites if site.where[0] in tests), None)
        if hit is None:
            client.append(call)
        elif tests[hit[0]] != MOCK_RULE:
            scoped.setdefault(endpoint_key(call), []).append((call, hit[0]))
    served = {endpoint_key(call) for call in client}
    items = [not_a_candidate(group, tests) for key, group in scoped.items()
             if key not in served]
    return client, sorted(items, key=lambda item: item.message)


def not_a_candidate(group: list[tuple[Observed, str]], tests: Mapping[str, str]) -> ReviewItem:
    """The review item of one endpoint that only test code calls."""
    text = backend_endpoint(group[0][0])
    wheres = sorted({call.sites[0].where for call, _ in group})
    files = sorted({(path, tests[path]) for _, path in group})
    by = ", ".join(f"{path} ({rule})" for path, rule in files)
    places = ", ".join(f"{path}:{span[0]}" for path, span in wheres)
    return ReviewItem(
        severity="info", capability=None,
        message=f"{text} is called only by test, mock or dev-tool code ({by}) at {places}, "
                "not by the shipped client: not a candidate Tool",
        evidence=[observed(where, RULE, f"{text}: {tests[path]}")
                  for (where, path) in sorted({(c.sites[0].where, p) for c, p in group})])


def scoped_problems(problems: list[Problem], tests: Mapping[str, str],
                    what: str = "test, mock or dev-tool code", rule: str = RULE,
                    ) -> tuple[list[Problem], list[ReviewItem]]:
    """The problems outside test code (``tests``: path → the scope rule), and one ``info``
    review item per test file (not a mock-server file: its route definitions are no calls)
    that had some, in place of them, under ``rule``; ``what`` names the scope (backend code
    is weighed the same way: rule ``server-code.not-a-candidate``)."""
    kept, per_file = [], {}
    for problem in problems:
        where = problem.where
        if where is None or where[0] not in tests:
            kept.append(problem)
        elif tests[where[0]] != MOCK_RULE:
            per_file.setdefault(where[0], []).append(where)
    items = [ReviewItem(
        severity="info", capability=None,
        message=f"{len(wheres)} request-like call(s) code2skill could not resolve in {path}, "
                f"which is {what} ({tests[path]}), not the shipped client: not candidate "
                "Tools",
        evidence=[observed(where, rule, tests[path]) for where in sorted(wheres)])
        for path, wheres in sorted(per_file.items())]
    return kept, items


def client_sites(sites: Mapping[Where, str], tests: Mapping[str, str]) -> dict[Where, str]:
    """The request-like sites outside test code (test code is not the client's coverage)."""
    return {where: lib for where, lib in sites.items() if where[0] not in tests}


def rule_counts(tests: Mapping[str, str]) -> dict[str, int]:
    """``{rule: files}`` of the scope decisions, for ``source.scopeRules``."""
    counts: dict[str, int] = {}
    for rule in tests.values():
        counts[rule] = counts.get(rule, 0) + 1
    return dict(sorted(counts.items()))
