"""Same-origin calls a SvelteKit server route forwards with the browser's cookie
(``passes/forwarding_routes.py``, rule ``auth.forwarding-route``)."""
from __future__ import annotations

from conftest import capability

from code2skill.passes.forwarding_routes import route_rank, route_regex, route_segments

PROXY = ("const BACKEND = 'https://backend.example';\n"
         "export async function forward(event, prefix) {\n"
         "  const { params, request, fetch, cookies } = event;\n"
         "  const session = cookies.get('session');\n"
         "  return fetch(`${BACKEND}/${prefix}/${params.path}`, {\n"
         "    method: request.method, headers: { Cookie: `session=${session}` } });\n"
         "}\n")
ROUTE = ("import { forward } from '$lib/server/proxy';\n"
         "export const GET = (event) => forward(event, 'api');\n"
         "export const POST = (event) => forward(event, 'api');\n")
PAGE = ("<script>\n"
        "  async function load() { return fetch('/api/notes/'); }\n"
        "  async function other() { return fetch('/stats/'); }\n"
        "  async function remove(id) { return fetch(`/api/notes/${id}/`, { method: 'DELETE' }); }\n"
        "</script>\n<button on:click={load}>a</button><button on:click={other}>b</button>"
        "<button on:click={() => remove(1)}>c</button>\n")


def test_route_segments_and_paths():
    assert route_segments("src/routes/api/[...path]/+server.ts") == ["api", "[...path]"]
    assert route_segments("src/routes/(app)/items/[id]/+server.js") == ["items", "[id]"]
    assert route_segments("src/routes/+server.ts") == []
    assert route_segments("src/routes/items/+page.server.ts") is None
    catch_all = route_regex(["api", "[...path]"])
    assert catch_all.match("/api/notes/{id}/") and catch_all.match("/api")
    assert not catch_all.match("/apis/notes")
    one = route_regex(["items", "[id]"])
    assert one.match("/items/{itemId}") and not one.match("/items/1/notes")
    assert route_regex(["files", "[name].json"]).match("/files/a.json")
    assert route_rank(["api", "health"]) < route_rank(["api", "[...path]"])


def test_a_cookie_forwarding_route_makes_its_calls_cookie_session(derive_files):
    contract = derive_files({"src/lib/server/proxy.ts": PROXY,
                             "src/routes/api/[...path]/+server.ts": ROUTE,
                             "src/routes/notes/+page.svelte": PAGE})
    auth = capability(contract, "GET", "/api/notes/")["auth"]
    assert auth["authentication"] == "cookie-session"
    assert [(e["file"], e["line"], e["rule"]) for e in auth["evidence"]] == [
        ("src/lib/server/proxy.ts", 6, "auth.forwarding-route")]
    # no route serves /stats/; the route has no DELETE handler: nothing shows the credential
    assert capability(contract, "GET", "/stats/")["auth"]["authentication"] == "unknown"
    assert capability(contract, "DELETE", "/api/notes/{id}/")["auth"]["authentication"] == \
        "unknown"


def test_a_route_forwarding_no_cookie_proves_nothing(derive_files):
    contract = derive_files({
        "src/lib/server/proxy.ts": PROXY.replace("Cookie: `session=${session}`", "Accept: 'x'"),
        "src/routes/api/[...path]/+server.ts": ROUTE,
        "src/routes/notes/+page.svelte": PAGE})
    assert capability(contract, "GET", "/api/notes/")["auth"]["authentication"] == "unknown"


def test_the_most_specific_route_wins(derive_files):
    contract = derive_files({
        "src/lib/server/proxy.ts": PROXY,
        "src/routes/api/[...path]/+server.ts": ROUTE,
        "src/routes/api/notes/+server.ts": "export const GET = async () => new Response('[]');\n",
        "src/routes/notes/+page.svelte": PAGE})
    assert capability(contract, "GET", "/api/notes/")["auth"]["authentication"] == "unknown"
