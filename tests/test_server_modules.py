"""Remix / React Router framework ``.server`` modules are backend code (rule
scope.server-module)."""
from conftest import endpoints

from code2skill.passes.server_modules import is_server_module

REACT_ROUTER = {"name": "web", "dependencies": {"@react-router/node": "7.13.0",
                                                "react-router": "7.13.0"}}


def test_server_module_names_of_a_framework_package():
    assert is_server_module("app/lib/utilities.server.ts", REACT_ROUTER)
    assert is_server_module("app/.server/db.tsx", REACT_ROUTER)
    assert is_server_module("app/session.server.js", {"dependencies": {"@remix-run/node": "2"}})
    assert not is_server_module("app/lib/server.ts", REACT_ROUTER)
    assert not is_server_module("app/lib/observer.server-side.ts", REACT_ROUTER)
    assert not is_server_module("app/lib/utilities.server.ts", {"dependencies": {"react": "18"}})
    assert not is_server_module("app/lib/utilities.server.ts", None)


def test_requests_of_server_modules_are_the_servers(derive_files):
    package = ('{"name": "web", "dependencies": {"@react-router/node": "7.13.0", '
               '"react-router": "7.13.0", "react": "18.3.1"}}')
    contract = derive_files({
        "package.json": package,
        "app/lib/upload.server.ts": "export async function upload(body: FormData) {\n"
                                    "  return fetch(`${process.env.API_URL}/upload`, "
                                    "{ method: 'POST', body });\n}\n",
        "app/.server/health.ts": "export const health = () => fetch('/backend/health');\n",
        "app/lib/api.ts": "export const notes = () => fetch('/backend/notes');\n",
        "app/routes/notes.tsx": "import { notes } from '~/lib/api';\n"
                                "export function Notes() {\n"
                                "  return <button onClick={notes}>Load</button>;\n}\n"})
    assert endpoints(contract) == {("GET", "/backend/notes")}
    items = sorted((r["evidence"][0]["file"], r["message"].split(" is called by")[0])
                   for r in contract["review"] if "called by backend code" in r["message"])
    assert items == [("app/.server/health.ts", "GET /backend/health"),
                     ("app/lib/upload.server.ts", "POST /upload")]


def test_the_same_names_without_the_framework_stay_client_code(derive_files):
    contract = derive_files({
        "package.json": '{"name": "web", "dependencies": {"react": "18.3.1"}}',
        "src/health.server.ts": "export const health = () => fetch('/backend/health');\n",
        "src/App.tsx": "import { health } from './health.server';\n"
                       "export const App = () => <button onClick={health}>Check</button>;\n"})
    assert endpoints(contract) == {("GET", "/backend/health")}
