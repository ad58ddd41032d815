"""Svelte 5 state and the every-path data-flow rule: ``let request = $state()`` starts
``undefined`` (rule ``value.svelte-rune``), so a request id read only from a response
(``request = await svc.createRequest()``) still proves its precondition; a state the markup
assigns (``onSelect={(v) => user = …}``, ``bind:value={user}``: rule ``value.markup-write``)
may hold values the scripts do not show, so it proves none."""
from __future__ import annotations

from conftest import capability

SERVICE = (
    "import axios from 'axios';\n"
    "const api = axios.create({ baseURL: '/api' });\n"
    "export const createRequest = async () => (await api.post('/device/requests')).data;\n"
    "export const exchange = async (requestId) =>\n"
    "  (await api.post(`/device/requests/${requestId}/exchange`)).data;\n"
    "export const listUsers = async () => (await api.get('/users')).data;\n"
    "export const preview = async (userId) => (await api.get(`/preview/${userId}`)).data;\n")

DEVICE = (
    "<script lang=\"ts\">\n"
    "  import { createRequest, exchange } from './svc';\n"
    "  let request = $state();\n"
    "  async function start() {\n"
    "    request = undefined;\n"
    "    request = await createRequest();\n"
    "    setTimeout(() => void poll(), 1000);\n"
    "  }\n"
    "  async function poll() {\n"
    "    if (!request) return;\n"
    "    await exchange(request.id);\n"
    "  }\n"
    "</script>\n"
    "<button on:click={start}>Start</button>\n")

PICKER = (
    "<script lang=\"ts\">\n"
    "  import { listUsers, preview } from './svc';\n"
    "  let users = $state([]);\n"
    "  let user = $state(null);\n"
    "  async function load() {\n"
    "    users = (await listUsers()).data;\n"
    "    if (!user) user = users[0];\n"
    "  }\n"
    "  async function show() { await preview(user.id); }\n"
    "</script>\n"
    "<Select items={users} onSelect={(v) => { user = users.find((u) => u.id === v) || null; show(); }} />\n"
    "<button on:click={load}>Load</button>\n")


def test_a_state_filled_only_from_a_response_proves_its_precondition(derive_files):
    contract = derive_files({"src/svc.js": SERVICE, "src/Device.svelte": DEVICE})
    cap = capability(contract, "POST", "/api/device/requests/{requestId}/exchange")
    assert [(p["input"], p["issuedBy"], p["resultPath"]) for p in cap["preconditions"]] == \
        [("requestId", "create_device_request", "id")]


def test_a_state_the_markup_assigns_proves_none(derive_files):
    contract = derive_files({"src/svc.js": SERVICE, "src/Picker.svelte": PICKER})
    assert capability(contract, "GET", "/api/preview/{userId}")["preconditions"] == []


SUBSCRIBE = """<script lang="ts">
  let email = $state('');
  let agree = $state(false);
  let note = $state.raw('x');
  let total = $derived(email.length);
  async function save() {
    await fetch('/api/subscribe', { method: 'POST', headers: { 'Content-Type':
      'application/json' }, body: JSON.stringify({ email, agree, note, total }) });
  }
</script>
<input bind:value={email} />
<input type="checkbox" bind:checked={agree} />
<button onclick={save}>Save</button>
"""


def test_a_state_runes_literal_types_the_input_the_markup_binds(derive_files):
    """Rule ``state.initial-type``: ``$state('')`` the markup binds is a string the user types,
    never the empty string pinned; ``$derived`` is its argument as it is."""
    contract = derive_files({"package.json": '{"dependencies": {"svelte": "^5.0.0"}}',
                             "src/routes/+page.svelte": SUBSCRIBE})
    cap = capability(contract, "POST", "/api/subscribe")
    props = cap["inputSchema"]["properties"]
    assert {k: props[k].get("type") for k in ("email", "agree", "note")} == {
        "email": "string", "agree": "boolean", "note": "string"}
    assert [e["line"] for e in cap["evidence"]["/inputSchema/properties/email"]
            if e["rule"] == "state.initial-type"] == [2]
    bindings = {b["target"]: b for r in cap["implementation"]["requests"] for b in r["bindings"]}
    assert (bindings["body:note"]["input"], bindings["body:note"]["value"]) == ("note", None)


ADMIN = (
    "<script>\n"
    "  import axios from 'axios';\n"
    "  let password = $state('');\n"
    "  let token = $state('');\n"
    "  const call = (url, data = {}) => axios.post(url, { ...data, password, token });\n"
    "  const load = () => call('/api/admin/users');\n"
    "  function logout() { password = ''; token = null; }\n"
    "</script>\n"
    "<input type=\"password\" bind:value={password} />\n"
    "<input bind:value={token} />\n"
    "<button onclick={load}>Load</button><button onclick={logout}>Log out</button>\n")


def test_a_state_reset_to_a_literal_of_its_type_keeps_the_type(derive_files):
    """Rule ``state.initial-type``: ``$state('')`` the logout empties again (``password =
    ''``) is still the string the user types, sent by every call: a required string; one
    reset to ``null`` may be absent, so it stays as the markup binding leaves it."""
    contract = derive_files({"package.json": '{"dependencies": {"svelte": "^5.0.0"}}',
                             "src/routes/+page.svelte": ADMIN})
    schema = capability(contract, "POST", "/api/admin/users")["inputSchema"]
    assert schema["properties"]["password"].get("type") == "string"
    assert "password" in schema["required"]
    assert "type" not in schema["properties"]["token"] and "token" not in schema["required"]
