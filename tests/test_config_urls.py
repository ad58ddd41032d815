"""Rule ``coverage.component-config-url``: endpoint URLs in configuration objects that generic
components fetch from (``tableConfig: {url: '/api/v1/x/'}``) are review items, never silent
misses, and never capabilities with a guessed method."""
from __future__ import annotations

from pathlib import Path

from code2skill.config_urls import ConfigUrl, endpoint_like, unread
from code2skill.pipeline import Settings, derive

SAMPLE = Path(__file__).resolve().parent.parent / "samples" / "client-configs"


def test_endpoint_like_texts():
    assert endpoint_like("/api/v1/terminal/applets/")
    assert endpoint_like("/api/v1/users/?fields=id")
    assert not endpoint_like("//docs.example.org/x")      # another host
    assert not endpoint_like("/static/trail.png")         # a static file
    assert not endpoint_like("api/v1/x/")                 # not rooted
    assert not endpoint_like("/ a sentence")


def test_a_literal_a_request_reads_is_no_config_url():
    url = ConfigUrl("url", "/api/x/", ("a.vue", (3, 10, 3, 20)))
    assert unread([url], {("a.vue", (3, 11, 3, 19))}) == []
    assert unread([url], {("b.vue", (3, 11, 3, 19))}) == [url]


def test_sample_config_urls_are_low_review_items():
    contract = derive(SAMPLE, Settings(jobs=1)).contract
    items = [(r.message.split(" under")[0], r.severity, [(e.file, e.line, e.note)
                                                         for e in r.evidence])
             for r in contract.review
             if r.evidence and r.evidence[0].rule == "coverage.component-config-url"]
    assert items == [
        ("endpoint URL /api/v1/trails/", "low", [("src/views/TrailList.vue", 17, "url")]),
        ("endpoint URL /api/v1/trails/detail/", "low",
         [("src/views/TrailList.vue", 20, "detailApiUrl")]),
    ]
    paths = {r.pathTemplate for c in contract.capabilities for r in c.implementation.requests}
    assert "/api/v1/trails/stats/" in paths                  # a request config: a request
    assert "/api/v1/trails/" not in paths                     # no guessed method


RECORDS = """import axios from 'axios'

export function upload(formData) {
  return axios
    .post('/api/v1/uploads', formData)
    .then((x) => x.data)
    .then((x) => x.map((img) => ({ ...img, url: `/images/${img.id}` })))
}

export const rows = (items) => items.map((item) => ({ id: item.id, url: `/api/v1/items/${item.id}` }))

export function withDefaults(base) {
  return { ...base, listUrl: '/api/v1/merged/' }
}

export default {
  data() {
    return { tableConfig: { url: '/api/v1/trails/', columns: ['name'] } }
  },
}
"""


def test_records_made_in_callbacks_or_by_spreading_are_no_config_urls(tmp_path):
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "uploads.js").write_text(RECORDS)
    contract = derive(tmp_path, Settings(jobs=1)).contract
    items = [(r.message.split(" under")[0], [(e.file, e.line, e.note) for e in r.evidence])
             for r in contract.review
             if r.evidence and r.evidence[0].rule == "coverage.component-config-url"]
    assert items == [("endpoint URL /api/v1/trails/", [("src/uploads.js", 18, "url")])]


def test_a_config_object_only_backend_code_reaches_is_no_client_config(derive_files):
    """A widget definition in a cycle of modules that only a Next.js API route's imports
    reach (an orphan module of the cycle is no client entry) configures the backend's own
    upstream call; the same object on a page is still reported."""
    contract = derive_files({
        "package.json": '{"name": "dash", "dependencies": {"next": "14.0.0", "react": "18.0.0"}}',
        "src/pages/api/proxy.js": (
            "import widgets from '../../widgets/widgets';\n"
            "export default async function handler(req, res) {\n"
            "  return widgets[req.query.type].proxyHandler(req, res);\n"
            "}\n"),
        "src/widgets/widgets.js": (
            "import transmission from './transmission/widget';\n"
            "export default { transmission };\n"),
        "src/widgets/transmission/widget.js": (
            "import handler from './proxy';\n"
            "export default { rpcUrl: '/transmission/rpc', proxyHandler: handler };\n"),
        "src/widgets/transmission/proxy.js": (
            "import widgets from '../widgets';\n"
            "export default async function handler(req, res) { return widgets; }\n"),
        "src/widgets/old/widget.js": (
            "import handler from '../transmission/proxy';\n"
            "export default { proxyHandler: handler };\n"),
        "src/pages/index.jsx": (
            "const table = { url: '/api/trails/' };\n"
            "export default function Home() { return <Table config={table} />; }\n"),
    })
    urls = [r["message"].split(" under")[0] for r in contract["review"]
            if r["evidence"] and r["evidence"][0]["rule"] == "coverage.component-config-url"]
    assert urls == ["endpoint URL /api/trails/"]


def test_navigation_entries_are_no_config_urls():
    from code2skill.config_urls import navigation_entry
    from code2skill.facts import Lit, Obj, Prop

    def obj(*keys: str) -> Obj:
        return Obj(props=tuple(Prop(key=k, value=Lit(value="x")) for k in keys))
    assert navigation_entry(obj("title", "url", "icon"))
    assert navigation_entry(obj("name", "url", "iconURL"))
    assert navigation_entry(obj("url", "route"))
    assert navigation_entry(obj("modulePrefix", "rootURL", "locationType"))   # Ember's router
    assert not navigation_entry(obj("url", "columns"))
    assert not navigation_entry(obj("detailApiUrl", "iconUrl", "helpUrl"))


def test_a_sidebar_entry_naming_a_page_is_no_config_url(derive_files):
    contract = derive_files({
        "package.json": '{"dependencies": {"next": "14.0.0", "react": "18.0.0"}}',
        "pages/issues/open.tsx": "export default function Open() { return <div />; }\n",
        "pages/api/issues.ts": "export default function handler(req, res) { res.json([]); }\n",
        "components/sidebar.tsx": (
            "import { useRouter } from 'next/router';\n"
            "export function Sidebar() {\n"
            "  const router = useRouter();\n"
            "  const nav = [{ title: 'Issues', items: [\n"
            "    { title: 'Open', url: '/issues/open', initial: 'o' },\n"
            "    { title: 'Closed', url: '/issues/closed', initial: 'f' },\n"
            "    { title: 'Feed', url: '/api/issues', initial: 'i' },\n"
            "  ] }];\n"
            "  const onKey = () => router.push('/issues/closed');\n"
            "  return <Menu items={nav} onKeyDown={onKey} />;\n"
            "}\n"),
        "pages/index.tsx": (
            "import { Sidebar } from '../components/sidebar';\n"
            "export default function Home() { return <Sidebar />; }\n")})
    urls = [r["message"].split(" under")[0] for r in contract["review"]
            if r["evidence"] and r["evidence"][0]["rule"] == "coverage.component-config-url"]
    assert urls == ["endpoint URL /api/issues"]


def test_a_tanstack_nav_item_naming_a_route_file_is_no_config_url(derive_files):
    """A sidebar's items (no icon beside them) whose templates fill a route file's dynamic
    segment are pages; a table's endpoint in the same app is still reported."""
    contract = derive_files({
        "package.json": '{"dependencies": {"@tanstack/react-router": "1.0.0", "react": "19.0.0"}}',
        "src/routes/__root.tsx": "export const Route = {};\n",
        "src/routes/_layout/dashboard/workspace/$workspaceId/members.tsx":
            "export const Route = {};\n",
        "src/routes/_layout/dashboard/invitations.tsx": "export const Route = {};\n",
        "src/components/nav-main.tsx": (
            "export function NavMain({ workspace }: { workspace: { id: string } }) {\n"
            "  const navItems = [\n"
            "    { title: 'Members', url: `/dashboard/workspace/${workspace.id}/members`,\n"
            "      badge: null },\n"
            "    { title: 'Invitations', url: '/dashboard/invitations', badge: null },\n"
            "    { title: 'Audit', url: `/dashboard/${workspace.id}/audit`, badge: null },\n"
            "  ];\n"
            "  const table = { url: '/api/v1/members/', columns: ['name'] };\n"
            "  return <Menu items={navItems} table={table} />;\n"
            "}\n"),
        "src/main.tsx": (
            "import { NavMain } from './components/nav-main';\n"
            "export default function App() { return <NavMain workspace={{ id: '1' }} />; }\n")})
    urls = [r["message"].split(" under")[0] for r in contract["review"]
            if r["evidence"] and r["evidence"][0]["rule"] == "coverage.component-config-url"]
    # /dashboard/{}/audit: no route file serves it, so it stays a possible endpoint
    assert urls == ["endpoint URL /api/v1/members/", "endpoint URL /dashboard/"]


def test_ember_router_settings_are_no_config_url(derive_files):
    contract = derive_files({
        "package.json": '{"dependencies": {"ember-source": "5.0.0"}}',
        "config/environment.js": (
            "module.exports = function (environment) {\n"
            "  let ENV = {\n"
            "    modulePrefix: 'nomad-ui',\n"
            "    environment,\n"
            "    rootURL: '/ui/',\n"
            "    locationType: 'history',\n"
            "    APP: { reportsUrl: '/v1/reports' },\n"
            "  };\n"
            "  return ENV;\n"
            "};\n"),
        "app/app.js": "import config from './config/environment';\nexport default config;\n"})
    urls = [r["message"].split(" under")[0] for r in contract["review"]
            if r["evidence"] and r["evidence"][0]["rule"] == "coverage.component-config-url"]
    assert urls == ["endpoint URL /v1/reports"]
