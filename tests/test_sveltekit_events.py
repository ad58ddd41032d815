"""SvelteKit request events (``code2skill/sveltekit_events.py``): the ``fetch`` of the event a
load function, form action, server route handler or server hook receives is ``fetch`` (rule
``sveltekit.event-fetch``), so is the ``fetch`` of a parameter declared with an event's type
(``sveltekit.event-type``) and of a helper's parameter its callers fill with an event; its
``params.x`` is the current route's parameter (``context.route-parameter``); a credential header
built from ``event.cookies.get(name)`` says so in its evidence (``sveltekit.cookie-credential``);
a parameter named ``event`` elsewhere stays a parameter."""
from __future__ import annotations

import pytest
from conftest import capability, endpoints

from code2skill.extractors.module_facts import extract_module
from code2skill.sveltekit_events import (
    COOKIE_READ, IN_EVENT, KIT, RULE, TYPE_RULE, WHOLE, bound_names, cookie_note, cookie_read,
    declares_event, event_member, event_params, event_paths, event_rule, is_page_code,
    read_cookies, route_parameter_value, sequenced_hooks,
)
from code2skill.values import HoleV, LibV, StrV, Text, UnknownV

LOAD = ("const API = 'https://api.example';\n"
        "export const load = (async (event) => {\n"
        "  const res = await event.fetch(`${API}/items/${event.params.id}/`);\n"
        "  return { item: await res.json() };\n"
        "}) satisfies PageServerLoad;\n"
        "export const actions = {\n"
        "  default: async (event) => event.fetch(`${API}/items/`, { method: 'POST' }),\n"
        "  remove: async ({ fetch, params }) =>\n"
        "    fetch(`${API}/items/${params.id}/`, { method: 'DELETE' })\n"
        "};\n")
HOOKS = ("import { sequence } from '@sveltejs/kit/hooks';\n"
         "const API = 'https://api.example';\n"
         "export const authHook = async ({ event, resolve }) => {\n"
         "  const me = await event.fetch(`${API}/auth/me/`);\n"
         "  return resolve(event);\n"
         "};\n"
         "export const handle = sequence(authHook);\n")


def facts(path: str, text: str):
    module = extract_module(path, "typescript", text.encode())
    return module, {fn.name if fn.name != "<anonymous>" else sorted(bound_names(module, fn))[0]:
                    fn for fn in module.functions.values()}


def test_load_actions_and_handlers_take_the_event_whole():
    module, fns = facts("src/routes/items/[id]/+page.server.ts", LOAD)
    path = "src/routes/items/[id]/+page.server.ts"
    assert bound_names(module, fns["load"]) == {"load"}       # satisfies leaves it anonymous
    assert event_paths(path, fns["load"], module) == WHOLE
    assert event_paths(path, fns["actions.default"], module) == WHOLE
    # actions run only on the server: a universal +page.ts has none
    assert event_paths("src/routes/items/[id]/+page.ts", fns["actions.default"], module) == ()
    assert event_paths("src/lib/items.ts", fns["load"], module) == ()


def test_a_hook_sequence_takes_the_event_under_its_name():
    module, fns = facts("src/hooks.server.ts", HOOKS)
    assert sequenced_hooks(module) == {"authHook"}
    assert event_paths("src/hooks.server.ts", fns["authHook"], module) == IN_EVENT
    # a React hooks file is no SvelteKit hook file
    assert event_paths("src/hooks.ts", fns["authHook"], module) == ()


def test_event_members():
    module, fns = facts("src/routes/items/[id]/+page.server.ts", LOAD)
    load, remove = fns["load"], fns["actions.remove"]
    first = ((0, WHOLE, RULE),)
    assert event_member(load, first, "event", (), "fetch").lib == "fetch"
    assert event_member(load, first, "event", ("params",), "id") == route_parameter_value("id")
    assert event_member(remove, first, "params", (), "id") == route_parameter_value("id")
    assert event_member(load, first, "event", (), "cookies") == LibV(KIT, ("cookies",))
    assert event_member(load, first, "event", ("cookies",), "get") == \
        LibV(KIT, ("cookies", "get"))
    assert event_member(load, first, "event", (), "locals") is None
    assert event_member(load, first, "event", ("url",), "fetch") is None
    hooks, hook_fns = facts("src/hooks.server.ts", HOOKS)
    in_event = ((0, IN_EVENT, RULE),)
    assert event_member(hook_fns["authHook"], in_event, "event", (), "fetch").lib == "fetch"
    assert event_member(hook_fns["authHook"], in_event, "resolve", (), "fetch") is None


TYPED = ("import type { RequestEvent } from '@sveltejs/kit';\n"
         "import type * as Kit from '@sveltejs/kit';\n"
         "import type { PageServerLoad, PageServerLoadEvent } from './$types';\n"
         "import type { RequestEvent as Other } from './events';\n"
         "type Local = { fetch: typeof fetch };\n"
         "export const api = (url: string, event: RequestEvent, init: RequestInit = {}) =>\n"
         "  event.fetch(url, init);\n"
         "export function other(event: Other) { return event.fetch('/x'); }\n"
         "export function local(event: Local) { return event.fetch('/x'); }\n"
         "export function both(a: PageServerLoadEvent, { fetch, params }: Kit.RequestEvent) {}\n")


@pytest.mark.parametrize("type_text, event", [
    ("RequestEvent", True),
    ("RequestEvent<{ id: string }, '/items/[id]'>", True),
    ("PageServerLoadEvent", True),
    ("Parameters<PageServerLoad>[0]", True),
    ("Kit.RequestEvent", True),
    ("import('@sveltejs/kit').RequestEvent", True),
    ("import('./$types').PageServerLoadEvent", True),
    ("Other", False),                        # named so, but the app's own module
    ("Local", False),                        # the app's own type
    ("{ fetch: typeof fetch }", False),
    ("Parameters<Other>[0]", False),
    ("PageServerLoad", False),               # the load function, not its event
    (None, False),
])
def test_a_declared_event_type(type_text, event):
    module, _ = facts("src/lib/server/api.ts", TYPED)
    assert declares_event(module, type_text) is event


def test_typed_parameters_hold_the_event_wherever_they_stand():
    module, fns = facts("src/lib/server/api.ts", TYPED)
    api = next(fn for fn in module.functions.values() if bound_names(module, fn) == {"api"})
    assert event_params("src/lib/server/api.ts", api, module) == ((1, WHOLE, TYPE_RULE),)
    assert event_member(api, ((1, WHOLE, TYPE_RULE),), "event", (), "fetch").lib == "fetch"
    assert event_rule(api, ((1, WHOLE, TYPE_RULE),), "event", ()) == TYPE_RULE
    assert event_rule(api, ((1, WHOLE, TYPE_RULE),), "url", ()) is None
    assert event_params("src/lib/server/api.ts", fns["other"], module) == ()
    assert event_params("src/lib/server/api.ts", fns["local"], module) == ()
    both = event_params("src/lib/server/api.ts", fns["both"], module)
    assert both == ((0, WHOLE, TYPE_RULE), (1, WHOLE, TYPE_RULE))
    assert event_member(fns["both"], both, "params", (), "id") == route_parameter_value("id")


def test_a_cookie_read_and_its_note():
    where = ("src/lib/server/api.ts", (3, 0, 3, 30))
    get = LibV(KIT, ("cookies", "get"))
    read = cookie_read(get, (StrV((Text("accessToken"),)),), where)
    assert read == UnknownV(COOKIE_READ + "accessToken", where)
    assert cookie_read(get, (UnknownV("call"),), where) == UnknownV(COOKIE_READ, where)
    assert cookie_read(LibV(KIT, ("cookies", "set")), (), where) is None
    assert cookie_read(LibV("js-cookie", ("get",)), (StrV((Text("t"),)),), where) is None
    bearer = StrV((Text("Bearer "), HoleV("token", read)))
    assert read_cookies(bearer) == ("accessToken",)
    assert cookie_note(bearer) == "read on the server from the request's cookie accessToken"
    assert cookie_note(StrV((Text("Bearer "), HoleV("t", UnknownV(COOKIE_READ))))) == \
        "read on the server from the request's cookie"
    assert cookie_note(StrV((Text("Bearer "), HoleV("token", UnknownV("call"))))) == ""


@pytest.mark.parametrize("path, page", [
    ("src/routes/users/+page.server.ts", True),
    ("src/routes/+layout.ts", True),
    ("src/routes/(app)/+layout.server.js", True),
    ("src/hooks.server.ts", True),
    ("src/routes/api/[...slug]/+server.ts", False),   # the app's own endpoint
    ("src/lib/server/api.ts", False),
    ("scripts/page.server.ts", False),
])
def test_page_code(path, page):
    assert is_page_code(path) is page


SERVER_API = ("import type { RequestEvent } from '@sveltejs/kit';\n"
              "const BASE = 'https://api.example';\n"
              "export async function api(url: string, event: RequestEvent,\n"
              "                          init: RequestInit = {}) {\n"
              "  const token = event.cookies.get('accessToken');\n"
              "  return event.fetch(`${BASE}${url}`, {\n"
              "    ...init, headers: { Authorization: `Bearer ${token}` } });\n"
              "}\n")
USERS_PAGE = ("import type { Actions, PageServerLoad, RequestEvent } from './$types';\n"
              "import { api } from '$lib/server/api';\n"
              "async function roles(event: RequestEvent) { return api('/roles', event); }\n"
              "export const load: PageServerLoad = async (event) => {\n"
              "  const users = await api(`/users/${event.params.id}`, event);\n"
              "  return { users: await users.json(), roles: await roles(event) };\n"
              "};\n"
              "export const actions: Actions = {\n"
              "  default: async (event) => {\n"
              "    const form = await event.request.formData();\n"
              "    await api('/users', event, { method: 'POST',\n"
              "      body: JSON.stringify({ email: form.get('email') }) });\n"
              "  }\n"
              "};\n")
KIT_PACKAGE = '{"devDependencies": {"@sveltejs/kit": "2", "svelte": "5"}}'


def test_a_server_wrapper_over_the_event_fetch(derive_files):
    contract = derive_files({"src/lib/server/api.ts": SERVER_API,
                             "src/routes/users/[id]/+page.server.ts": USERS_PAGE,
                             "package.json": KIT_PACKAGE})
    assert endpoints(contract) == {("GET", "/users/{id}"), ("GET", "/roles"),
                                   ("POST", "/users")}
    create = capability(contract, "POST", "/users")
    [site] = create["implementation"]["requests"][0]["callSites"]
    assert (site["file"], site["line"], site["function"]) == (
        "src/routes/users/[id]/+page.server.ts", 11, "actions.default")
    assert [(v["file"], v["line"], v["rule"]) for v in site["via"]] == [
        ("src/lib/server/api.ts", 6, "sveltekit.event-type")]
    assert create["auth"]["authentication"] == "bearer"
    [evidence] = create["auth"]["evidence"]
    assert (evidence["file"], evidence["line"], evidence["rule"], evidence["note"]) == (
        "src/lib/server/api.ts", 7, "sveltekit.cookie-credential",
        "header Authorization, read on the server from the request's cookie accessToken")
    assert "email" in create["inputSchema"]["properties"]
    [reference] = capability(contract, "GET", "/users/{id}")["contextReferences"]
    assert reference["name"] == "id"


UNTYPED_PAGE = ("const API = 'https://api.example';\n"
                "async function report(event, name) {\n"
                "  return event.fetch(`${API}/reports/${name}`, {\n"
                "    headers: { Authorization: `Token ${event.cookies.get('jwt')}` } });\n"
                "}\n"
                "async function latest(event) { return report(event, 'latest'); }\n"
                "async function daily(event) { return latest(event); }\n"
                "export async function load(event) { return { r: await daily(event) }; }\n")


def test_an_event_handed_on_through_untyped_helpers(derive_files):
    contract = derive_files({"src/routes/reports/+page.server.js": UNTYPED_PAGE,
                             "package.json": KIT_PACKAGE})
    assert endpoints(contract) == {("GET", "/reports/latest")}
    cap = capability(contract, "GET", "/reports/latest")
    [site] = cap["implementation"]["requests"][0]["callSites"]
    assert [v["rule"] for v in site["via"]] == ["sveltekit.event-fetch"]
    [evidence] = cap["auth"]["evidence"]
    assert (evidence["rule"], evidence["note"]) == (
        "sveltekit.cookie-credential",
        "header Authorization, scheme Token, read on the server from the request's cookie jwt")


def test_a_helper_one_caller_hands_something_else_is_no_event_fetch(derive_files):
    contract = derive_files({"src/routes/reports/+page.server.js": UNTYPED_PAGE + (
        "export const tracker = () => report({ fetch: window.fetch }, 'x');\n"),
        "package.json": KIT_PACKAGE})
    assert endpoints(contract) == set()
    assert any(e["rule"] == "resolve.unresolved" and e["line"] == 3
               for r in contract["review"] for e in r["evidence"])


def test_a_server_load_reading_files_stays_client_code(derive_files):
    """Rule ``scope.client-evidence``: a page's data file importing ``node:fs`` and calling
    ``process.cwd()`` is no build or node script, and its server helper keeps a client
    importer."""
    contract = derive_files({
        "src/lib/server/api.ts": "import { createHash } from 'node:crypto';\n" + SERVER_API,
        "src/routes/about/+page.server.ts": (
            "import { readFileSync } from 'node:fs';\n"
            "import { api } from '$lib/server/api';\n"
            "export const load = async (event) => {\n"
            "  const notes = readFileSync(process.cwd() + '/NOTES.md', 'utf8');\n"
            "  const status = await api('/status', event);\n"
            "  const raw = await event.fetch('https://api.example/health');\n"
            "  return { notes, status: await status.json(), raw: await raw.json() };\n"
            "};\n"),
        "src/hooks.server.ts": (
            "import { randomUUID } from 'node:crypto';\n"
            "export const handle = async ({ event, resolve }) => {\n"
            "  await event.fetch('https://api.example/me', {\n"
            "    headers: { 'X-Request-Id': randomUUID() } });\n"
            "  return resolve(event);\n"
            "};\n"),
        "package.json": KIT_PACKAGE})
    assert endpoints(contract) == {("GET", "/status"), ("GET", "/health"),
                                   ("GET", "/me")}
    assert not any(e["rule"] == "server-code.not-a-candidate"
                   for r in contract["review"] for e in r["evidence"])
    assert contract["source"]["scopeRules"] == {}


def test_event_fetch_is_a_client_request(derive_files):
    contract = derive_files({"src/routes/items/[id]/+page.server.ts": LOAD,
                             "src/hooks.server.ts": HOOKS,
                             "package.json": '{"devDependencies": {"@sveltejs/kit": "2"}}'})
    assert endpoints(contract) == {("GET", "/items/{id}/"), ("POST", "/items/"),
                                   ("DELETE", "/items/{id}/"), ("GET", "/auth/me/")}
    item = capability(contract, "GET", "/items/{id}/")
    [reference] = item["contextReferences"]
    assert reference["name"] == "id" and "params.id" in reference["source"]
    assert "id" in item["inputSchema"]["properties"]


def test_a_parameter_named_event_elsewhere_is_not_guessed(derive_files):
    contract = derive_files({"src/lib/track.ts": (
        "export function track(event) { return event.fetch('https://api.example/track/'); }\n"),
        "src/routes/+page.server.ts": (
            "export function helper(event) { return event.fetch('https://api.example/x/'); }\n")})
    assert endpoints(contract) == set()
