"""Test, mock, story and dev-tool code is not the shipped client (module
:mod:`code2skill.passes.test_code`): its requests are never capabilities; each endpoint only it
calls is one ``info`` review item (``test-code.not-a-candidate``), mock-server route
definitions are no calls at all, and ``source.scopeRules`` counts the files per rule."""
import json

import pytest

from conftest import endpoints, uncalled_tool

CLIENT = ("import axios from 'axios';\n"
          "export const me = () => axios.get('/api/me');\n")
TEST_RULE = "test-code.not-a-candidate"


def scoped(contract: dict) -> list[tuple[str, str, int]]:
    """``(endpoint, file, line)`` of each test-code review item that names an endpoint."""
    return sorted((r["message"].split(" is called")[0], e["file"], e["line"])
                  for r in contract["review"] if " is called only by test" in r["message"]
                  for e in r["evidence"] if e["rule"] == TEST_RULE)


def test_a_playwright_helper_and_what_only_it_imports_are_test_code(derive_files):
    contract = derive_files({
        "src/api.js": CLIENT,
        "src/e2e-support/fixtures.ts": (
            "import { test as base } from '@playwright/test';\n"
            "import { seed } from './factories';\n"
            "export const test = base.extend({ p: async ({ request }, use) => {\n"
            "  await request.post('/api/projects', { data: {} });\n"
            "  await use(await seed()); } });\n"),
        "src/e2e-support/factories.ts": (
            "import axios from 'axios';\n"
            "export const seed = () => axios.post('/api/admin/seed', { n: 3 });\n")})
    assert endpoints(contract) == {("GET", "/api/me")}
    assert scoped(contract) == [("POST /api/admin/seed", "src/e2e-support/factories.ts", 2)]
    per_file = [r for r in contract["review"] if r["message"].startswith("1 request-like call")]
    assert [(r["severity"], r["evidence"][0]["file"], r["evidence"][0]["line"])
            for r in per_file] == [("info", "src/e2e-support/fixtures.ts", 4)]
    assert "(scope.test-runner)" in per_file[0]["message"]
    assert not [r for r in contract["review"] if r["severity"] == "medium"]
    assert contract["source"]["scopeRules"] == {"scope.test-importers": 1,
                                                "scope.test-runner": 1}


def test_mock_handlers_are_no_calls_and_no_request_like_sites(derive_files):
    contract = derive_files({
        "src/api.js": CLIENT,
        "src/msw-setup/handlers.ts": (
            "import { http, HttpResponse } from 'msw';\n"
            "export const handlers = [\n"
            "  http.get('/api/projects', () => HttpResponse.json([])),\n"
            "  http.post('/api/projects', () => HttpResponse.json({}))];\n"),
        "src/mirage.js": (
            "import { createServer } from 'miragejs';\n"
            "export const make = () => createServer({ routes() {\n"
            "  this.get('/api/users', () => []); } });\n")})
    assert endpoints(contract) == {("GET", "/api/me")}
    assert [r["capability"] for r in contract["review"]] == ["get_me"]     # its output only
    assert contract["source"]["coverage"]["requestLikeSites"] == 1
    assert contract["source"]["scopeRules"] == {"scope.mock-server": 2}


@pytest.mark.parametrize("path,source,rule", [
    ("src/stories/helpers.ts",
     "import { fn } from '@storybook/test';\nexport const s = () => fetch('/api/story');\n",
     "scope.storybook"),
    ("apps/worker/archive.ts",
     "import { chromium } from 'playwright';\nexport const s = () => fetch('/api/story');\n",
     "scope.browser-driver"),
    ("src/testing/http.ts",
     "import { TestBed } from '@angular/core/testing';\n"
     "export const s = () => fetch('/api/story');\n", "scope.test-runner"),
    ("vite.config.ts",
     "import { defineConfig } from 'vite';\n"
     "export const s = () => fetch('http://localhost:3000/api/story');\n", "scope.dev-config"),
    ("src/db/seed.ts", "export const s = () => fetch('/api/story', { method: 'POST' });\n",
     "scope.seed-script"),
    ("src/features/test/helpers.ts", "export const s = () => fetch('/api/story');\n",
     "scope.test-folder"),
    ("client-src/js-src/cs-client_test.ts",
     "describe('s', () => { it('posts', () => fetch('/api/story')); });\n", "scope.test-name"),
    ("static/js/utils_spec.js", "export const s = () => fetch('/api/story');\n",
     "scope.test-name"),
    ("src/migrate/export.ts",
     "const out = Bun.file('./x.json');\nexport const s = () => fetch('/api/story');\n",
     "scope.node-script"),
    ("src/admin/backfill.ts",
     "export const s = () => fetch('/api/story');\ns().then(() => process.exit(0));\n",
     "scope.node-script"),
])
def test_each_rule_scopes_a_file_out(derive_files, path, source, rule):
    contract = derive_files({"src/api.js": CLIENT, path: source})
    assert endpoints(contract) == {("GET", "/api/me")}
    assert contract["source"]["scopeRules"] == {rule: 1}
    assert [e["file"] for r in contract["review"] for e in r["evidence"]
            if e["rule"] == TEST_RULE] == [path]


def test_a_workspace_test_package_is_test_code(derive_files):
    contract = derive_files({
        "package.json": json.dumps({"name": "mono"}),
        "apps/web/package.json": json.dumps({"name": "@acme/web"}),
        "apps/web/src/api.js": CLIENT,
        "packages/test-helpers/package.json": json.dumps({"name": "@acme/test-helpers"}),
        "packages/test-helpers/src/users.ts": (
            "export const makeUser = () => fetch('/api/users', { method: 'POST' });\n")})
    assert endpoints(contract) == {("GET", "/api/me")}
    assert scoped(contract) == [("POST /api/users", "packages/test-helpers/src/users.ts", 1)]
    assert contract["source"]["scopeRules"] == {"scope.test-package": 1}


def test_test_words_in_client_code_are_no_test_code(derive_files):
    """A feature folder named ``test`` the app imports, a ``TestConnectionButton``, an app route
    ``/tests`` are client code: no test-runner import, no test file name."""
    contract = derive_files({
        "package.json": json.dumps({"name": "web", "dependencies": {"next": "14"}}),
        "src/app/features/test/run.ts": (
            "export const run = (id) => fetch(`/api/connections/${id}/test`, "
            "{ method: 'POST' });\n"),
        "src/components/TestConnectionButton.tsx": (
            "import { run } from '../app/features/test/run';\n"
            "export const B = ({ id }) => <button onClick={() => run(id)}>Test</button>;\n"),
        "app/tests/page.tsx": (
            "export default function Page() { fetch('/api/tests'); return null; }\n")})
    assert endpoints(contract) == {("POST", "/api/connections/{id}/test"),
                                   ("GET", "/api/tests")}
    assert contract["source"]["scopeRules"] == {}


def test_an_underscore_test_name_the_app_imports_stays_client_code(derive_files):
    """``ab_test.ts`` that a client module imports is the app's A/B-test module, not a suite
    (rule ``scope.test-name`` needs a file no client file imports)."""
    contract = derive_files({
        "src/ab_test.ts": "export const enrol = (id) => fetch(`/api/ab/${id}`, "
                          "{ method: 'POST' });\n",
        "src/main.ts": "import { enrol } from './ab_test';\nenrol(window.uid);\n"})
    assert endpoints(contract) == {("POST", "/api/ab/{id}")}
    assert contract["source"]["scopeRules"] == {}


def test_a_method_called_only_from_its_test_suite_is_never_called(derive_files):
    """Rule ``wrapper.test-callers``: a call from test code (here a ``_test.ts`` suite) does not
    make a service method called: it keeps the ``wrapper.never-called`` item."""
    contract = derive_files({
        "src/client.ts": (
            "export class Client {\n"
            "  getFeature(id) { return fetch(`/api/features/${id}`); }\n"
            "  updateSummary(id, body) {\n"
            "    return fetch(`/api/summaries/${id}`, { method: 'PATCH', body });\n"
            "  }\n"
            "}\n"),
        "src/page.ts": ("import { Client } from './client';\n"
                        "new Client().getFeature(window.fid);\n"),
        "src/client_test.ts": (
            "import { assert } from '@open-wc/testing';\n"
            "import { Client } from './client';\n"
            "it('patches', async () => { await new Client().updateSummary(7, '{}'); });\n")})
    uncalled = [(uncalled_tool(r), r["capability"], r["severity"]) for r in contract["review"]
                if "is defined but never called" in r["message"]]
    assert uncalled == [("update_summary", None, "low")]
    assert [e["rule"] for r in contract["review"] if "is defined but never called" in r["message"]
            for e in r["evidence"]] == ["wrapper.never-called", "wrapper.test-callers"]


def test_a_test_folder_at_a_package_root_is_skipped_deeper_ones_are_decided(derive_files):
    contract = derive_files({
        "src/api.js": CLIENT,
        "tests/setup.ts": "export const s = () => fetch('/api/from-tests');\n",
        "packages/ui/package.json": json.dumps({"name": "ui"}),
        "packages/ui/mocks/data.ts": "export const d = () => fetch('/api/from-mocks');\n"})
    reasons = {s["path"]: s["reason"] for s in contract["source"]["skipped"]}
    assert set(reasons) == {"tests/setup.ts", "packages/ui/mocks/data.ts"}
    assert all(r.startswith("test code") for r in reasons.values())
    assert "<package root>/tests/" in contract["source"]["scope"]["excludedByDefault"]


def test_a_component_only_its_story_imports_stays_client_code(derive_files):
    contract = derive_files({
        "src/card/index.tsx": "export const load = () => fetch('/api/cards');\n",
        "src/card/card.stories.tsx": "import { load } from './index';\nexport default {};\n",
        "src/card/stories.tsx": ("import type { Meta } from '@storybook/react';\n"
                                 "import { load } from './index';\nexport default {};\n")})
    assert endpoints(contract) == {("GET", "/api/cards")}
    assert contract["source"]["scopeRules"] == {"scope.storybook": 1}


def test_a_page_in_a_test_named_folder_loaded_lazily_stays_client_code(derive_files):
    contract = derive_files({
        "src/routes.ts": "import { LazyStories } from './stories/LazyStories';\n"
                         "export const routes = [{ path: '/stories', component: LazyStories }];\n",
        "src/stories/LazyStories.tsx": ("import { lazy } from 'react';\n"
                                        "export const LazyStories = lazy(() => "
                                        "import('./StoriesPage'));\n"),
        "src/stories/StoriesPage.tsx": "export default () => { fetch('/api/stories'); };\n"})
    assert endpoints(contract) == {("GET", "/api/stories")}
    assert contract["source"]["scopeRules"] == {}
