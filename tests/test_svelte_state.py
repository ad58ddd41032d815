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
