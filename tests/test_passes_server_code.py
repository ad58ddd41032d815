"""Calls made by backend code are review items, never client capabilities (scope.server-code,
server-code.not-a-candidate)."""
import pytest
from conftest import capability, endpoints

from code2skill.passes.server_code import ROUTE_FILES, SERVER_FOLDERS, is_next_api_route


@pytest.mark.parametrize("path, backend", [
    ("app/api/orders/route.ts", True),
    ("src/routes/api/items/+server.ts", True),
    ("server/api/cart.ts", True),
    ("packages/server/src/slack.ts", True),
    ("src/routes/articles/+page.server.ts", False),     # server-side rendering of the client
    ("src/pages/users.tsx", False),
    ("src/api/users.ts", False),
])
def test_backend_paths(path, backend):
    assert bool(ROUTE_FILES.search(path) or SERVER_FOLDERS.search(path)) is backend


NEXT = {"dependencies": {"next": "14.0.0", "react": "18.2.0"}}
ANGULAR = {"dependencies": {"@angular/core": "17.0.0"}}


@pytest.mark.parametrize("path, packages, next_route", [
    ("pages/api/users.ts", {"": NEXT}, True),
    ("src/pages/api/users.ts", {"": NEXT}, True),
    ("apps/web/pages/api/users.ts", {"": ANGULAR, "apps/web": NEXT}, True),
    ("apps/web/pages/api/users.ts", {"": NEXT, "apps/web": ANGULAR}, False),   # nearest wins
    ("apps/client/src/app/pages/api/api-page.component.ts", {"": NEXT}, False),  # not the root
    ("src/app/pages/api/page.component.ts", {"": ANGULAR}, False),
    ("pages/api/users.ts", {"": ANGULAR}, False),
    ("pages/api/users.ts", {}, False),
])
def test_next_api_routes_need_a_next_package_and_its_pages_root(path, packages, next_route):
    assert is_next_api_route(path, packages, None) is next_route


ROUTE = ("export default async function handler(req, res) {\n"
         "  res.json(await (await fetch('https://api.example/v1/users')).json());\n}\n")


def test_next_config_beside_the_package_proves_next(derive_files):
    contract = derive_files({"next.config.js": "module.exports = {};\n",
                             "pages/api/users.ts": ROUTE,
                             "lib/api.ts": "export const users = () => fetch('/api/users');\n"})
    assert endpoints(contract) == {("GET", "/api/users")}


def test_a_pages_api_folder_of_an_angular_app_is_client_code(derive_files):
    contract = derive_files({"package.json": '{"dependencies": {"@angular/core": "17.0.0"}}',
                             "src/app/pages/api/page.component.ts": ROUTE})
    assert endpoints(contract) == {("GET", "/v1/users")}


def test_monorepo_backend_calls_are_review_items_not_capabilities(derive_files):
    contract = derive_files({
        "packages/web/src/api.ts": (
            "export const listOrders = () => fetch('/api/orders');\n"),
        "packages/api/src/app.ts": (
            "import express from 'express';\n"
            "const app = express();\n"
            "app.get('/api/orders', async (req, res) => {\n"
            "  const r = await fetch('https://payments.example/v1/charges');\n"
            "  res.json(await r.json());\n"
            "});\n"
            "app.post('/api/orders', async (req, res) => {\n"
            "  await fetch('https://payments.example/v1/charges', { method: 'POST' });\n"
            "  await fetch('https://payments.example/v1/charges', { method: 'POST' });\n"
            "  res.sendStatus(201);\n"
            "});\n")})
    # the route registration is not a client call; the outbound calls are no candidates
    assert endpoints(contract) == {("GET", "/api/orders")}
    assert [s["id"] for s in contract["services"]] == ["app"]
    assert capability(contract, "GET", "/api/orders")["status"] == "draft"
    backend = [r for r in contract["review"]
               if any(e["rule"] == "server-code.not-a-candidate" for e in r["evidence"])]
    assert [(r["severity"], r["capability"], r["message"]) for r in backend] == [
        ("info", None, "GET /v1/charges (base https://payments.example) is called by backend "
         "code at packages/api/src/app.ts:4, not by the client: not a candidate Tool (the "
         "backend makes this request on its own behalf)"),
        ("info", None, "POST /v1/charges (base https://payments.example) is called by backend "
         "code at packages/api/src/app.ts:8, packages/api/src/app.ts:9, not by the client: not "
         "a candidate Tool (the backend makes this request on its own behalf)")]
    assert [(e["file"], e["line"], e["kind"], e["note"]) for e in backend[1]["evidence"]] == [
        ("packages/api/src/app.ts", 8, "observed", "POST /v1/charges"),
        ("packages/api/src/app.ts", 9, "observed", "POST /v1/charges")]


def test_a_client_call_of_an_endpoint_the_backend_also_calls_stays_a_capability(derive_files):
    contract = derive_files({
        "src/api.ts": "export const charges = () => fetch('https://payments.example/v1/charges');\n",
        "server/sync.ts": (
            "export const pull = () => fetch('https://payments.example/v1/charges');\n")})
    charges = capability(contract, "GET", "/v1/charges")
    assert [(s["file"], s["line"]) for s in charges["implementation"]["requests"][0]["callSites"]
            ] == [("src/api.ts", 1)]
    assert [e["file"] for r in contract["review"] for e in r["evidence"]
            if e["rule"] == "server-code.not-a-candidate"] == ["server/sync.ts"]


def test_one_review_item_per_backend_endpoint_of_each_service(derive_files):
    contract = derive_files({
        "src/api.ts": "export const me = () => fetch('/api/me');\n",
        "server/oauth.ts": (
            "export const gitlab = () => fetch('https://gitlab.example/oauth/token');\n"
            "export const github = () => fetch('https://github.example/oauth/token');\n")})
    assert endpoints(contract) == {("GET", "/api/me")}
    assert [[(e["file"], e["line"], e["note"]) for e in r["evidence"]] for r in contract["review"]
            if r["evidence"][0]["rule"] == "server-code.not-a-candidate"] == [
        [("server/oauth.ts", 2, "GET /oauth/token")], [("server/oauth.ts", 1, "GET /oauth/token")]]



def test_sapper_server_route_is_backend(derive_files):
    contract = derive_files({
        "src/routes/[list]/rss.js": (
            "import fetch from 'node-fetch';\n"
            "export function get(req, res) {\n"
            "  fetch(`https://api.example/v0/${req.params.list}/1.json`)\n"
            "    .then(r => r.json()).then(items => res.end(JSON.stringify(items)));\n"
            "}\n"),
        "src/routes/_stories.js": (           # a helper module of the routes folder, no handler
            "export function get(id) { return fetch(`https://api.example/v0/item/${id}`); }\n")})
    assert sorted(endpoints(contract)) == [("GET", "/v0/item/{id}")]
    backend = [r["message"].split(" is called")[0] for r in contract["review"]
               if any(e["rule"] == "server-code.not-a-candidate" for e in r["evidence"])]
    assert backend == ["GET /v0/{list}/1.json (base https://api.example)"]


def test_node_build_scripts_are_backend_but_client_imports_stay_client(derive_files):
    """Rule ``scope.build-script``."""
    contract = derive_files({
        "src/api.ts": "import { join } from './paths';\n"
                      "export const me = () => fetch(join('/api', 'me'));\n",
        "src/paths.ts": "import path from 'path';\n"
                        "export const join = (a: string, b: string) => a + '/' + b;\n"
                        "export const ping = () => fetch('/api/ping');\n",
        "tools/release.mjs": "export const tag = () => fetch('https://releases.example/tags');\n",
        "src/gen.mjs": "import { readFileSync } from 'node:fs';\n"
                       "export const pull = () => fetch('https://i18n.example/strings');\n",
        "packages/web/bin/sync.js": "export const sync = () => fetch('https://sync.example/all');\n",
        "packages/web/package.json": "{\"name\": \"web\"}\n",
        "src/page.ts": "import { me } from './api';\nimport { ping } from './paths';\n"
                       "export const load = () => Promise.all([me(), ping()]);\n"})
    assert endpoints(contract) == {("GET", "/api/me"), ("GET", "/api/ping")}
    assert sorted(e["file"] for r in contract["review"] for e in r["evidence"]
                  if e["rule"] == "server-code.not-a-candidate") == [
        "packages/web/bin/sync.js", "src/gen.mjs", "tools/release.mjs"]


def test_node_http_is_a_server_only_when_the_file_serves_with_it(derive_files):
    """Rule ``scope.node-http``: ``createServer`` makes the file backend code whatever imports
    it; a bare ``http``/``https`` import is the weak sign of a node built-in, which a UI import
    (``lit``) or a client importer outweighs."""
    contract = derive_files({
        "src/feed-list.ts": "import {LitElement} from 'lit';\nimport {get} from 'http';\n"
                            "export class FeedList extends LitElement {\n"
                            "  load() { return fetch('/api/feeds'); }\n}\n",
        "src/admin.ts": "import {request} from 'https';\nimport {Users} from './users';\n"
                        "export const users = () => fetch('/api/users');\n",
        "src/users.ts": "import {get} from 'node:http';\n"
                        "export const Users = () => fetch('/api/users/list');\n",
        "src/proxy.ts": "import http from 'http';\nimport {pick} from './pick';\n"
                        "export const status = () => fetch('https://status.example/now');\n"
                        "http.createServer((req, res) => res.end('')).listen(8080);\n",
        "src/pick.ts": "import {createServer} from 'node:https';\n"
                       "export const pick = () => fetch('https://pick.example/one');\n"
                       "createServer({}, () => {});\n",
        "src/sync.ts": "import https from 'https';\n"
                       "export const sync = () => fetch('https://sync.example/all');\n",
        "src/main.ts": "import './proxy';\nimport './admin';\n"})
    assert endpoints(contract) == {("GET", "/api/feeds"), ("GET", "/api/users"),
                                   ("GET", "/api/users/list")}
    assert sorted({e["file"] for r in contract["review"] for e in r["evidence"]
                   if e["rule"] == "server-code.not-a-candidate"}) == [
        "src/pick.ts", "src/proxy.ts", "src/sync.ts"]
