"""A branch an ``if`` says runs only on the server (``typeof window === 'undefined'``, the
context's request ``ctx.req`` in a Next.js ``getInitialProps``) is server-rendering code: its
requests are review items, not Tools, and create no service (rule ``scope.ssr-branch``)."""
from __future__ import annotations

import json

import pytest

from code2skill.extractors.ssr_branch import side_of, split_and
from conftest import endpoints

from test_scope_backend import backend

NEXT = json.dumps({"name": "shop", "dependencies": {"next": "14", "axios": "1"}})


@pytest.mark.parametrize("condition, in_initial_props, side", [
    ("(typeof window === 'undefined')", False, "server"),
    ('("undefined" == typeof document)', False, "server"),
    ("(typeof window !== 'undefined')", False, "browser"),
    ("(process.server)", False, "server"),
    ("(!process.browser)", False, "server"),
    ("(process.client)", False, "browser"),
    ("(import.meta.env.SSR)", False, "server"),
    ("(ctx.req)", True, "server"),
    ("(ctx?.req && lang)", True, "server"),
    ("(!!context.req)", True, "server"),
    ("(ctx.req !== undefined)", True, "server"),
    ("(!ctx.req)", True, "browser"),
    ("(ctx.req)", False, None),                 # outside getInitialProps it proves nothing
    ("(ctx.request)", True, None),
    ("(ctx.req || preview)", True, None),
    ("(isServer)", False, None),
])
def test_the_side_a_condition_selects(condition, in_initial_props, side):
    assert side_of(condition, in_initial_props) == side


def test_only_top_level_conjunctions_split():
    assert split_and("a && (b && c)") == ["a ", " (b && c)"]
    assert split_and("a && b || c") == ["a && b || c"]


def test_the_server_branch_of_initial_props_is_not_the_client(derive_files):
    contract = derive_files({
        "package.json": NEXT,
        "src/api.ts": "import axios from 'axios';\n"
                      "export const api = axios.create({ baseURL: '/api' });\n"
                      "export const me = () => api.get('/users/me');\n"
                      "export const term = (id: string, base: string) =>\n"
                      "  axios.get(`${base}/api/terms/${id}`);\n",
        "src/pages/_app.tsx": (
            "import axios from 'axios';\n"
            "import { me, term } from '../api';\n"
            "function App() { return null; }\n"
            "App.getInitialProps = async ({ ctx }) => {\n"
            "  if (ctx.req) {\n"
            "    const base = process.env.API_URL || 'http://localhost:8080';\n"
            "    const user = (await axios(`${base}/api/users/me`)).data;\n"
            "    const terms = await term('tos', base);\n"
            "    return { user, terms };\n"
            "  } else {\n"
            "    return { user: await me() };\n"
            "  }\n"
            "};\n"
            "export default App;\n"),
        "src/pages/stats.tsx": (
            "import axios from 'axios';\n"
            "export default function Stats() { return null; }\n"
            "Stats.getInitialProps = async () => {\n"
            "  if (typeof window === 'undefined') {\n"
            "    return (await axios.get('http://localhost:8080/api/stats')).data;\n"
            "  }\n"
            "  return (await axios.get('/api/stats')).data;\n"
            "};\n")})
    assert endpoints(contract) == {("GET", "/api/users/me"), ("GET", "/api/stats")}
    assert [s["id"] for s in contract["services"]] == ["shop"]
    assert backend(contract) == [("GET /api/stats", "src/pages/stats.tsx", 5),
                                 ("GET /api/terms/tos", "src/pages/_app.tsx", 8),
                                 ("GET /api/users/me", "src/pages/_app.tsx", 7)]


def test_a_request_test_outside_initial_props_stays_client(derive_files):
    contract = derive_files({
        "package.json": NEXT,
        "src/pages/index.tsx": (
            "export default function Home() { return null; }\n"
            "export async function load(ctx) {\n"
            "  if (ctx.req) { return fetch('/api/home').then((r) => r.json()); }\n"
            "}\n")})
    assert endpoints(contract) == {("GET", "/api/home")}
