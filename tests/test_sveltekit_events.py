"""SvelteKit request events (``code2skill/sveltekit_events.py``): the ``fetch`` of the event a
load function, form action, server route handler or server hook receives is ``fetch`` (rule
``sveltekit.event-fetch``), its ``params.x`` the current route's parameter
(``context.route-parameter``); a parameter named ``event`` elsewhere stays a parameter."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.extractors.module_facts import extract_module
from code2skill.sveltekit_events import (
    IN_EVENT, WHOLE, bound_names, event_member, event_paths, route_parameter_value,
    sequenced_hooks,
)

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
    assert event_member(load, WHOLE, "event", (), "fetch").lib == "fetch"
    assert event_member(load, WHOLE, "event", ("params",), "id") == route_parameter_value("id")
    assert event_member(remove, WHOLE, "params", (), "id") == route_parameter_value("id")
    assert event_member(load, WHOLE, "event", (), "cookies") is None
    assert event_member(load, WHOLE, "event", ("url",), "fetch") is None
    hooks, hook_fns = facts("src/hooks.server.ts", HOOKS)
    assert event_member(hook_fns["authHook"], IN_EVENT, "event", (), "fetch").lib == "fetch"
    assert event_member(hook_fns["authHook"], IN_EVENT, "resolve", (), "fetch") is None


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
