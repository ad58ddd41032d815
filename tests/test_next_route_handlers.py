"""Rule ``next.unserved-path``: a same-origin call under the first segment the app's Next.js
route handlers serve, which none of them serves, is a ``medium`` review item."""
import json

from conftest import endpoints

NEXT = json.dumps({"name": "web", "dependencies": {"next": "15", "react": "19", "axios": "1"}})
ROUTE = ("export async function GET(req: Request) { return new Response('ok'); }\n"
         "export async function POST(req: Request) { return new Response('ok'); }\n")
CLIENT = (
    "import axios from 'axios';\n"
    "export const getShare = (alias: string) => axios.get(`/api/shares/alias/get/${alias}`);\n"
    "export const createUpload = (alias: string) =>\n"
    "  axios.post(`/api/shares/alias/${alias}/multipart/create`, {});\n"
    "export const removeShare = (alias: string) =>\n"
    "  axios.delete(`/api/shares/alias/get/${alias}`);\n"
    "export const files = (folderId: string) => axios.get(`/api/files/${folderId}/list`);\n"
    "export const health = () => axios.get('/healthz');\n")


def unserved(contract: dict) -> list[tuple[str, str]]:
    return sorted((r["capability"], r["message"].split(":")[0]) for r in contract["review"]
                  if "next.unserved-path" in r["message"])


def app(extra: dict | None = None) -> dict:
    return {"package.json": NEXT,
            "src/app/api/(proxy)/shares/alias/get/[alias]/route.ts": ROUTE,
            "src/app/api/(proxy)/files/[...path]/route.ts": ROUTE,
            "src/http/api.ts": CLIENT, **(extra or {})}


def test_a_path_or_method_no_route_handler_serves_is_reviewed(derive_files):
    contract = derive_files(app())
    assert len(endpoints(contract)) == 5
    assert unserved(contract) == [
        ("create_share_alias_multipart", "POST /api/shares/alias/{alias}/multipart/create"),
        ("remove_share_alias_get", "DELETE /api/shares/alias/get/{alias}")]


def test_an_app_that_may_rewrite_paths_gets_no_item(derive_files):
    contract = derive_files(app({"src/middleware.ts": "export function middleware() {}\n"}))
    assert len(endpoints(contract)) == 5 and unserved(contract) == []


def test_without_next_no_route_file_serves_anything(derive_files):
    contract = derive_files({**app(), "package.json": json.dumps(
        {"name": "web", "dependencies": {"react": "19", "axios": "1"}})})
    assert unserved(contract) == []
