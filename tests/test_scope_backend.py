"""Backend, CI and server-rendering code is not the client (rules ``scope.server-package``,
``scope.node-transport``, ``scope.server-action``, ``scope.ci-script``,
``scope.ssr-function``): its requests are one ``info`` review item per endpoint
(``server-code.not-a-candidate``), never capabilities."""
import json

from conftest import endpoints

CLIENT = ("import axios from 'axios';\n"
          "export const me = () => axios.get('/api/me');\n")


def backend(contract: dict) -> list[tuple[str, str, int]]:
    """``(endpoint, file, line)`` of each not-a-candidate review item."""
    return sorted((r["message"].split(" is called")[0].split(" (base")[0],
                   r["evidence"][0]["file"], r["evidence"][0]["line"])
                  for r in contract["review"]
                  if r["evidence"] and r["evidence"][0]["rule"] == "server-code.not-a-candidate")


def package(name: str, **deps: str) -> str:
    return json.dumps({"name": name, "dependencies": deps})


def test_a_workspace_package_of_a_server_is_backend(derive_files):
    contract = derive_files({
        "package.json": package("mono"),
        "apps/web/package.json": package("@acme/web", react="18", **{"react-dom": "18"}),
        "apps/web/src/api.js": CLIENT,
        "packages/emails/package.json": package("@acme/emails", nodemailer="6"),
        "packages/emails/src/send.js": (
            "import axios from 'axios';\n"
            "export const send = (to) => axios.post('https://api.mail.example/send', { to });\n"),
        "packages/server/package.json": package("@acme/server"),
        "packages/server/src/sync.js": (
            "import axios from 'axios';\n"
            "export const sync = () => axios.put('https://crm.example/sync');\n")})
    assert endpoints(contract) == {("GET", "/api/me")}
    assert backend(contract) == [("POST /send", "packages/emails/src/send.js", 2),
                                 ("PUT /sync", "packages/server/src/sync.js", 2)]


def test_a_package_only_backend_packages_depend_on_is_backend(derive_files):
    """``scope.server-dependents``: a queue plugin the workers app alone depends on runs on the
    backend; a library the web app depends on too stays client code."""
    contract = derive_files({
        "package.json": package("mono"),
        "apps/web/package.json": package("@acme/web", react="18", **{"@acme/shared": "*"}),
        "apps/web/src/api.js": CLIENT,
        "apps/workers/package.json": package("@acme/workers", **{"@acme/queue": "*",
                                                                 "@acme/shared": "*"}),
        "apps/workers/src/main.ts": "export const started = Date.now();\n",
        "packages/queue/package.json": package("@acme/queue"),
        "packages/queue/src/admin.ts": (
            "export const deploy = (url: string) =>\n"
            "  fetch('http://restate:9070/deployments', { method: 'POST', body: url });\n"),
        "packages/shared/package.json": package("@acme/shared"),
        "packages/shared/src/ping.ts": "export const ping = () => fetch('/api/ping');\n"})
    assert endpoints(contract) == {("GET", "/api/me"), ("GET", "/api/ping")}
    assert backend(contract) == [("POST /deployments", "packages/queue/src/admin.ts", 2)]


def test_a_package_that_renders_pages_stays_client_code(derive_files):
    contract = derive_files({
        "package.json": package("shop", next="14", nodemailer="6"),
        "src/api.js": CLIENT})
    assert endpoints(contract) == {("GET", "/api/me")}


def test_a_file_importing_a_node_only_transport_or_server_only_is_backend(derive_files):
    contract = derive_files({
        "src/api.js": CLIENT,
        "src/mail.ts": (
            "import nodemailer from 'nodemailer';\n"
            "export const hook = () => fetch('https://hooks.example/mail', { method: 'POST' });\n"),
        "src/secret.ts": (
            "import 'server-only';\n"
            "export const key = () => fetch('https://vault.example/key');\n")})
    assert endpoints(contract) == {("GET", "/api/me")}
    assert backend(contract) == [("GET /key", "src/secret.ts", 2),
                                 ("POST /mail", "src/mail.ts", 2)]


def test_a_server_action_file_is_backend(derive_files):
    contract = derive_files({
        "src/api.js": CLIENT,
        "src/actions.ts": (
            "// actions\n'use server';\n"
            "export async function invite(email: string) {\n"
            "  return fetch('https://api.example/invites', { method: 'POST' }); }\n")})
    assert endpoints(contract) == {("GET", "/api/me")}
    assert backend(contract) == [("POST /invites", "src/actions.ts", 4)]


def test_ci_and_release_scripts_are_backend(derive_files):
    contract = derive_files({
        "package.json": package("app", vue="3"),
        "src/api.js": CLIENT,
        "src/scripts/page.js": ("import axios from 'axios';\n"
                                "export const page = () => axios.get('/api/page');\n"),
        "scripts/release.js": "export const r = () => fetch('https://api.github.com/releases');\n",
        ".github/actions/notify.js": "export const n = () => fetch('https://chat.example/hook');\n"})
    assert endpoints(contract) == {("GET", "/api/me"), ("GET", "/api/page")}
    assert backend(contract) == [("GET /hook", ".github/actions/notify.js", 1),
                                 ("GET /releases", "scripts/release.js", 1)]


def test_next_server_side_data_functions_and_remix_loaders_are_backend(derive_files):
    contract = derive_files({
        "package.json": package("site", next="14"),
        "pages/index.tsx": (
            "const load = () => fetch('https://cms.example/posts');\n"
            "export async function getServerSideProps() { return { props: await load() }; }\n"
            "export default function Page() {\n"
            "  return <button onClick={() => fetch('/api/like', { method: 'POST' })}>Like</button>;\n"
            "}\n"),
        "app/routes/notes.tsx": (
            "export async function loader() { return fetch('https://db.example/notes'); }\n"
            "export async function action() {\n"
            "  return fetch('https://db.example/notes', { method: 'POST' }); }\n"),
        "app/issues/[anchor]/layout.tsx": (
            "import type { Route } from './+types/layout';\n"
            "export async function loader({ params }: Route.LoaderArgs) {\n"
            "  return fetch(`https://db.example/anchors/${params.anchor}/meta`); }\n"
            "export async function clientLoader() { return fetch('/api/anchors'); }\n")})
    assert endpoints(contract) == {("POST", "/api/like"), ("GET", "/api/anchors")}
    assert backend(contract) == [("GET /anchors/{anchor}/meta", "app/issues/[anchor]/layout.tsx", 3),
                                 ("GET /notes", "app/routes/notes.tsx", 1),
                                 ("GET /posts", "pages/index.tsx", 1),   # load(), called only there
                                 ("POST /notes", "app/routes/notes.tsx", 3)]


def test_a_module_only_backend_files_import_is_backend(derive_files):
    contract = derive_files({
        "package.json": package("site", next="14"),
        "app/api/invite/route.ts": (
            "import { notify } from '../../../lib/notify';\n"
            "import { track } from '../../../lib/track';\n"
            "export async function POST() { await notify(); await track(); }\n"),
        "lib/notify.ts": (
            "import { post } from './vendor';\n"
            "export const notify = () => post('/hooks/invite');\n"),
        "lib/vendor.ts": (
            "export const post = (p: string) =>\n"
            "  fetch(`https://hooks.example${p}`, { method: 'POST' });\n"),
        "lib/track.ts": "export const track = () => fetch('/api/track', { method: 'POST' });\n",
        "app/page.tsx": (
            "import { track } from '../lib/track';\n"
            "export default function Page() { return <button onClick={track}>Go</button>; }\n")})
    assert endpoints(contract) == {("POST", "/api/track")}
    assert backend(contract) == [("POST /hooks/invite", "lib/notify.ts", 2)]


SETTING = "export let ServerUrl = '';\n"
USER_BACKEND = (
    "import * as Setting from '../Setting';\n"
    "export function getUsers(owner) {\n"
    "  return fetch(`${Setting.ServerUrl}/api/get-users?owner=${owner}`,"
    " { credentials: 'include' }).then(res => res.json());\n"
    "}\n"
    "export function addUser(user) {\n"
    "  return fetch(`${Setting.ServerUrl}/api/add-user`, { method: 'POST',"
    " credentials: 'include', body: JSON.stringify(user) }).then(res => res.json());\n"
    "}\n")


def test_a_backend_folder_the_pages_import_is_client_code(derive_files):
    """``scope.client-evidence``: ``src/backend/UserBackend.js`` of a React app is a browser
    fetch module its pages import, not backend code; an express file in a ``server/`` folder
    and a module nothing imports there stay backend code."""
    contract = derive_files({
        "package.json": package("casbin-web", react="18", **{"react-dom": "18"}),
        "src/Setting.js": SETTING,
        "src/backend/UserBackend.js": USER_BACKEND,
        "src/backend/index.js": "export * from './UserBackend';\n",
        "src/UserListPage.js": (
            "import * as Backend from './backend';\n"
            "export const load = (owner) => Backend.getUsers(owner);\n"
            "export const add = (user) => Backend.addUser(user);\n"),
        "server/app.js": (
            "const express = require('express');\n"
            "const app = express();\n"
            "app.get('/hook', async (req, res) => {\n"
            "  res.json(await (await fetch('https://crm.example/v1/contacts')).json());\n"
            "});\n"),
        "server/cron.js": "export const sync = () => fetch('https://crm.example/v1/sync');\n"})
    assert endpoints(contract) == {("GET", "/api/get-users"), ("POST", "/api/add-user")}
    assert backend(contract) == [("GET /v1/contacts", "server/app.js", 4),
                                 ("GET /v1/sync", "server/cron.js", 1)]


def test_a_backend_folder_module_showing_a_browser_is_client_code(derive_files):
    """A folder word does not outweigh a file's own browser evidence (a call on
    ``localStorage``), even when nothing imports it."""
    contract = derive_files({
        "src/backend/session.js": (
            "export const me = () => fetch('/api/me', { headers: {"
            " Authorization: localStorage.getItem('token') } });\n"
            "export const keep = () => localStorage.setItem('seen', '1');\n")})
    assert endpoints(contract) == {("GET", "/api/me")}


def test_a_component_importing_the_path_shim_is_client_code(derive_files):
    """``scope.client-evidence``: a Vue component importing ``path`` (the bundler's browser
    stand-in) that no file imports (the router loads it by a lazy import) is no build
    script; a ``.mjs`` script importing ``node:fs`` still is."""
    contract = derive_files({
        "package.json": package("drive-web", vue="3"),
        "src/views/Upload.vue": (
            "<template><input type=\"file\" @change=\"upload\" /></template>\n"
            "<script>\n"
            "import path from 'path';\n"
            "import axios from 'axios';\n"
            "export default {\n"
            "  methods: {\n"
            "    upload(e) {\n"
            "      const f = e.target.files[0];\n"
            "      return axios.post('/api/upload', { name: path.basename(f.name) });\n"
            "    },\n"
            "  },\n"
            "};\n"
            "</script>\n"),
        "src/gen.mjs": (
            "import { readFileSync } from 'node:fs';\n"
            "export const pull = () => fetch('https://i18n.example/strings');\n")})
    assert endpoints(contract) == {("POST", "/api/upload")}
    assert backend(contract) == [("GET /strings", "src/gen.mjs", 2)]


def test_many_endpoints_put_out_as_backend_code_are_warned(tmp_path):
    """``scope.put-out-warning``: ten endpoints called from files judged backend by weak
    evidence alone (a folder word) are a stderr warning naming the count, call sites, files
    and folders; a server framework's import is strong evidence, which cannot be misjudged
    that way, and one endpoint stays quiet."""
    from conftest import write_tree

    from code2skill.pipeline import Scope, Settings, derive
    hooks = "".join(f"export const h{i} = () => fetch('https://crm.example/v1/r{i}');\n"
                    for i in range(10))
    root = write_tree(tmp_path / "app", {"src/api.js": CLIENT, "server/app.js": hooks})
    assert derive(root, Settings(Scope(), jobs=1)).warnings == [
        "10 endpoints (10 call sites in 1 file; most in server/ 10) are put out of the client "
        "as backend code, so they are not capabilities: if those files run in the browser, "
        "they are missed (review[] info items, rule server-code.not-a-candidate)"]
    framework = write_tree(tmp_path / "framework", {
        "src/api.js": CLIENT, "server/app.js": "import express from 'express';\n" + hooks})
    assert derive(framework, Settings(Scope(), jobs=1)).warnings == []
    quiet = write_tree(tmp_path / "quiet", {
        "src/api.js": CLIENT, "src/b.js": CLIENT.replace("me", "you"),
        "server/app.js": "import express from 'express';\n"
                         "export const h = () => fetch('https://crm.example/v1/r');\n"})
    assert derive(quiet, Settings(Scope(), jobs=1)).warnings == []


def test_a_type_only_import_of_a_server_folder_is_no_client_import(derive_files):
    """``scope.client-evidence``: ``import type { AppRouter }`` is erased by the compiler, so the
    client importing its router's type does not bundle ``src/server/``; a value import does."""
    contract = derive_files({
        "src/server/trpc.ts": "import { initTRPC } from '@trpc/server';\n"
                              "export const t = initTRPC.create();\n",
        "src/server/root.ts": "import { t } from './trpc';\n"
                              "import { weather } from './weather';\n"
                              "export const appRouter = t.router({ weather });\n"
                              "export type AppRouter = typeof appRouter;\n",
        "src/server/weather.ts": (
            "export const weather = async () =>"
            " (await fetch('https://api.weather.example/v1/now')).json();\n"),
        "src/server/links.ts": "export const docs = () => fetch('/api/docs');\n",
        "src/utils/api.ts": "import type { AppRouter } from '../server/root';\n"
                            "import { docs } from '../server/links';\n"
                            "export type Router = AppRouter;\n"
                            "export const loadDocs = () => docs();\n"})
    assert endpoints(contract) == {("GET", "/api/docs")}
    assert backend(contract) == [("GET /v1/now", "src/server/weather.ts", 1)]


def test_a_helper_a_server_requires_inside_a_handler_is_backend(derive_files):
    """``scope.server-importers`` follows every load of a module: a ``require('./m')`` made in a
    route handler, chained as ``require('./m').f()``, or a dynamic ``import('./m')``. A Slack
    helper only the Express server in the front end's ``api/`` folder loads is backend code."""
    contract = derive_files({
        "package.json": package("desk", vue="2", express="4"),
        "src/api.js": CLIENT,
        "api/index.js": (
            "const express = require('express');\n"
            "const app = express();\n"
            "app.post('/notify', async (req, res) => {\n"
            "  const { notify } = require('./slack-client');\n"
            "  await notify(req.body.text);\n"
            "  await require('./audit').record(req.body);\n"
            "  const { sync } = await import('./crm.js');\n"
            "  res.json(await sync());\n"
            "});\n"),
        "api/slack-client.js": (
            "const token = process.env.SLACK_TOKEN;\n"
            "exports.notify = (text) => fetch('https://slack.com/api/chat.postMessage', {\n"
            "  method: 'POST', headers: { Authorization: `Bearer ${token}` },\n"
            "  body: JSON.stringify({ channel: '#ops', text }) });\n"),
        "api/audit.js": "exports.record = (e) => fetch('https://audit.example/v1/events',"
                        " { method: 'POST', body: JSON.stringify(e) });\n",
        "api/crm.js": "export const sync = () => fetch('https://crm.example/v1/sync');\n"})
    assert endpoints(contract) == {("GET", "/api/me")}
    assert backend(contract) == [("GET /v1/sync", "api/crm.js", 1),
                                 ("POST /api/chat.postMessage", "api/slack-client.js", 2),
                                 ("POST /v1/events", "api/audit.js", 1)]


def test_a_package_using_only_the_hono_client_is_client_code(derive_files):
    """``scope.framework-client``: a workspace library that depends on ``hono`` (and ``react``,
    no ``react-dom``) for ``hc`` of ``hono/client`` is client code; a package importing
    ``hono`` itself beside it stays backend."""
    contract = derive_files({
        "package.json": package("mono"),
        "packages/libs/package.json": package("@acme/libs", hono="4", react="19"),
        "packages/libs/src/hono.ts": (
            "import { hc } from 'hono/client';\n"
            "export const client = hc('https://api.acme.example');\n"
            "export const task = (id: string) => client.task[':id'].$get({ param: { id } });\n"),
        "packages/api/package.json": package("@acme/api", hono="4"),
        "packages/api/src/app.ts": "export const started = Date.now();\n",
        "packages/api/src/check.ts": (
            "import { hc } from 'hono/client';\n"
            "import { Hono } from 'hono';\n"
            "export const app = new Hono();\n"
            "export const ping = () => hc('https://peer.example').ping.$get();\n")})
    assert endpoints(contract) == {("GET", "/task/{id}")}
    assert backend(contract) == [("GET /ping", "packages/api/src/check.ts", 4)]
