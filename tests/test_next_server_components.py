"""Rule ``scope.next-server-component``: the app router's metadata and static-generation
functions and async server components run on the Next server; their requests are reported
apart (``server-code.not-a-candidate``), never capabilities."""
import json

from conftest import endpoints
from test_scope_backend import backend

NEXT = json.dumps({"name": "site", "dependencies": {"next": "15", "react": "19"}})
LAYOUT = (
    "async function getShareMetadata(alias: string) {\n"
    "  const API = process.env.API_BASE_URL || 'http://localhost:3333';\n"
    "  return (await fetch(`${API}/shares/alias/${alias}/metadata`)).json();\n"
    "}\n"
    "export async function generateMetadata({ params }) {\n"
    "  const { alias } = await params;\n"
    "  return { title: (await getShareMetadata(alias)).name };\n"
    "}\n"
    "export async function generateStaticParams() {\n"
    "  return (await fetch('http://localhost:3333/shares/aliases')).json();\n"
    "}\n"
    "export default async function Layout({ children }) {\n"
    "  const info = await fetch('http://localhost:3333/app/info');\n"
    "  return <main>{children}</main>;\n"
    "}\n")
PAGE = (
    "'use client';\n"
    "export async function generateMetadata() { return fetch('/api/a'); }\n"
    "export default function Page() {\n"
    "  return <button onClick={() => fetch('/api/shares', { method: 'POST' })}>Go</button>;\n"
    "}\n")


def test_server_functions_and_async_server_components_are_backend(derive_files):
    contract = derive_files({"package.json": NEXT,
                             "src/app/s/[alias]/layout.tsx": LAYOUT,
                             "src/app/s/[alias]/page.tsx": PAGE})
    assert endpoints(contract) == {("POST", "/api/shares"), ("GET", "/api/a")}
    assert backend(contract) == [
        ("GET /app/info", "src/app/s/[alias]/layout.tsx", 13),
        ("GET /shares/alias/{alias}/metadata", "src/app/s/[alias]/layout.tsx", 3),
        ("GET /shares/aliases", "src/app/s/[alias]/layout.tsx", 10)]


def test_an_app_folder_outside_next_is_client_code(derive_files):
    """No ``next`` dependency: an ``app/`` folder of another framework stays client code."""
    contract = derive_files({
        "package.json": json.dumps({"name": "x", "dependencies": {"react": "19"}}),
        "app/layout.tsx": LAYOUT})
    assert len(endpoints(contract)) == 3 and backend(contract) == []


def test_a_synchronous_default_export_and_its_handlers_are_client_code(derive_files):
    contract = derive_files({
        "package.json": NEXT,
        "app/page.tsx": ("export const load = () => fetch('/api/list');\n"
                         "export default function Page() { return <div onClick={load} />; }\n")})
    assert endpoints(contract) == {("GET", "/api/list")} and backend(contract) == []


def test_a_client_component_a_server_page_renders_stays_client_code(derive_files):
    """The ``'use client'`` boundary: an async server page rendering ``<Client />`` of a
    ``'use client'`` file hands it to the browser, so the request its body makes is the
    client's, though the page is its only caller; the page's own fetch stays backend."""
    contract = derive_files({
        "package.json": NEXT,
        "src/app/invite/page.tsx": (
            "import { Client } from './client';\n"
            "export default async function Page() {\n"
            "  await fetch('http://localhost:3000/internal/flags');\n"
            "  return <Client />;\n"
            "}\n"),
        "src/app/invite/client.tsx": (
            "'use client';\n"
            "import { use } from 'react';\n"
            "import { accept } from '../../lib/invitations';\n"
            "export function Client() {\n"
            "  const invitation = use(fetch('/api/invitation'));\n"
            "  return <button onClick={() => accept('x')}>Join</button>;\n"
            "}\n"),
        "src/lib/invitations.ts": (
            "export const accept = (id: string) =>\n"
            "  fetch(`/api/invitation/${id}/accept`, { method: 'POST' });\n")})
    assert endpoints(contract) == {("GET", "/api/invitation"),
                                   ("POST", "/api/invitation/x/accept")}
    assert backend(contract) == [("GET /internal/flags", "src/app/invite/page.tsx", 3)]
