"""Body members the client removes or makes itself before sending: ``delete data.password``
leaves the member out of the body (rule ``value.deleted-member``; under an ``if`` it stays an
optional input), a wrapper's later write of a key its caller's object holds replaces it (rule
``value.later-member-wins``), and a member the client makes at each call (``payload.id =
uuid()``, ``payload.createdAt = Date.now()``) is sent but is no input (rule
``value.client-generated``)."""
from __future__ import annotations

from conftest import bindings, capability

from code2skill.extract import extract_module

PACKAGE = '{"name": "app", "dependencies": {"axios": "^1.6.0", "uuid": "^9.0.0"}}'

USERS = """\
import axios from 'axios';
import { v4 as uuid } from 'uuid';

interface UserForm { name: string; email: string; password: string; confirm: string }

export async function updateUser(id: number, form: UserForm) {
  const data = { ...form };
  delete data.password;
  delete data['confirm'];
  await axios.put('/api/users/' + id, data);
}

export async function saveProfile(form: UserForm, changed: boolean) {
  const data = { ...form };
  if (!changed) delete data.password;
  delete data.confirm;
  return axios.put('/api/profile', data);
}

export async function createNote(note: { text: string }) {
  const payload: any = { ...note };
  payload.id = uuid();
  payload.createdAt = Date.now();
  return axios.post('/api/notes', payload);
}

export function register(form: UserForm) {
  const { password, confirm, ...profile } = form;
  return axios.post('/api/accounts', profile);
}

function send(path: string, body: any) {
  delete body.draft;
  return axios.post(path, body);
}

export function publish(title: string, draft: boolean) {
  return send('/api/posts', { title, draft });
}

export function keepHeaders(config: any) {
  delete config.headers.Authorization;
  return axios.get('/api/open', config);
}
"""


def derive(derive_files) -> dict:
    return derive_files({"package.json": PACKAGE, "src/users.ts": USERS})


def test_a_deleted_member_is_not_sent(derive_files):
    update = capability(derive(derive_files), "PUT", "/api/users/{id}")
    assert sorted(update["inputSchema"]["properties"]) == ["email", "id", "name"]
    assert update["inputSchema"]["required"] == ["id", "name", "email"]
    assert bindings(update) == {"body:email": "email", "body:name": "name", "path:id": "id"}


def test_a_rest_element_leaves_its_named_members_unsent(derive_files):
    accounts = capability(derive(derive_files), "POST", "/api/accounts")
    assert sorted(accounts["inputSchema"]["properties"]) == ["email", "name"]
    assert accounts["inputSchema"]["required"] == ["name", "email"]


def test_a_member_deleted_under_an_if_is_an_optional_input(derive_files):
    profile = capability(derive(derive_files), "PUT", "/api/profile")
    assert sorted(profile["inputSchema"]["properties"]) == ["email", "name", "password"]
    assert profile["inputSchema"]["required"] == ["name", "email"]


def test_a_wrapper_deleting_a_member_of_its_callers_object(derive_files):
    posts = capability(derive(derive_files), "POST", "/api/posts")
    assert bindings(posts) == {"body:title": "title"}
    assert posts["inputSchema"]["required"] == ["title"]


def test_members_the_client_makes_are_sent_but_are_no_inputs(derive_files):
    note = capability(derive(derive_files), "POST", "/api/notes")
    assert sorted(note["inputSchema"]["properties"]) == ["text"]
    assert bindings(note) == {"body:createdAt": "=None", "body:id": "=None", "body:text": "text"}
    made = {pointer: [(e["rule"], e["note"], e["line"]) for e in found]
            for pointer, found in note["evidence"].items() if "/bindings/" in pointer}
    assert made["/implementation/requests/0/bindings/0"] == [
        ("value.client-generated", "made by Date.now() at each call", 23)]
    assert made["/implementation/requests/0/bindings/1"] == [
        ("value.client-generated", "made by uuid.v4() at each call", 22)]


def test_only_a_named_member_of_a_name_is_recorded_as_deleted():
    """``delete config.headers.Authorization`` (line 37, a deeper member) is no write."""
    facts = extract_module("src/a.ts", "typescript", USERS.encode())
    deleted = sorted((a.target, a.span[0], a.guarded) for fn in facts.functions.values()
                     for a in fn.assignments if a.target[0] != "payload")
    assert deleted == [(("body", "draft"), 33, False), (("data", "confirm"), 9, False),
                       (("data", "confirm"), 16, False), (("data", "password"), 8, False),
                       (("data", "password"), 15, True)]
