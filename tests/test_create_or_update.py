"""A create-or-update helper choosing the path by ``id ? `/${id}` : ''`` (rule
``side-effect.create-or-update``): the collection branch creates, the member branch updates
that member, with an ``update_…`` name; a method chosen by the same condition already splits
(rule ``url.same-condition``); a lone ``POST`` to a member stays a reviewed method guess."""
from __future__ import annotations

from conftest import capability, endpoints

HELPER = (
    "import http from './http';\n"
    "export default async (server, task) => {\n"
    "  const { data } = await http.post(`/api/servers/${server}/tasks${task.id ? `/${task.id}` : ''}`,\n"
    "    { name: task.name });\n"
    "  return data;\n"
    "};\n")
HTTP = "import axios from 'axios';\nexport default axios.create({ baseURL: '/' });\n"


def test_the_member_branch_updates_and_the_collection_branch_creates(derive_files):
    contract = derive_files({"src/http.js": HTTP, "src/saveTask.js": HELPER})
    assert endpoints(contract) == {("POST", "/api/servers/{server}/tasks"),
                                   ("POST", "/api/servers/{server}/tasks/{id}")}
    create = capability(contract, "POST", "/api/servers/{server}/tasks")
    update = capability(contract, "POST", "/api/servers/{server}/tasks/{id}")
    assert (create["name"], create["sideEffect"]) == ("create_server_task", "create")
    assert (update["name"], update["sideEffect"]) == ("update_server_task", "update")
    assert [e["rule"] for e in update["evidence"]["/sideEffect"]] == \
        ["side-effect.create-or-update"]
    assert update["operationPolicy"]["idempotency"] == "at-most-once"
    assert not [r for r in contract["review"] if r.get("capability") == update["name"]
                and "guessed" in r["message"]]


def test_a_method_chosen_by_the_same_condition_keeps_its_own_effect(derive_files):
    contract = derive_files({"src/a.js": (
        "export function saveNote(note) {\n"
        "  return fetch(`/notes${note.id ? `/${note.id}` : ''}`,\n"
        "    { method: note.id ? 'PUT' : 'POST', body: JSON.stringify({ text: note.text }) });\n"
        "}\n"
        "export const Editor = (p) => saveNote(p.note);\n")})
    assert endpoints(contract) == {("POST", "/notes"), ("PUT", "/notes/{id}")}
    assert capability(contract, "PUT", "/notes/{id}")["sideEffect"] == "update"
    assert capability(contract, "POST", "/notes")["sideEffect"] == "create"


def test_a_lone_post_to_a_member_stays_a_guess(derive_files):
    contract = derive_files({"src/http.js": HTTP, "src/a.js": (
        "import http from './http';\n"
        "export const allocationNotes = (id, notes) => http.post(`/api/allocations/${id}`, { notes });\n"
        "export const newAllocation = () => http.post('/api/allocations', {});\n")})
    lone = capability(contract, "POST", "/api/allocations/{id}")
    assert lone["sideEffect"] == "create"
    assert [e["rule"] for e in lone["evidence"]["/sideEffect"]] == ["side-effect.method-guess"]
