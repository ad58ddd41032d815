"""Rule ``value.required-parameter``: a URL builder's ``if (id)`` / ``if (id !== null)``
branches are decided by the signature of the function that calls it with its own parameter."""
from __future__ import annotations

from conftest import endpoints

TAGS = (
    "import axios from 'axios';\n"
    "type TagId = number;\n"
    "function buildUrl(id?: TagId, action?: string) {\n"
    "  let url = '/api/tags';\n"
    "  if (id) {\n"
    "    url += `/${id}`;\n"
    "    if (action) {\n"
    "      url += `/${action}`;\n"
    "    }\n"
    "  }\n"
    "  return url;\n"
    "}\n"
    "export async function getTags() { return axios.get(buildUrl()); }\n"
    "export async function deleteTag(id: TagId) { return axios.delete(buildUrl(id)); }\n"
    "export async function archiveTag(id: TagId) { return axios.post(buildUrl(id, 'archive')); }\n"
    "export async function maybe(id?: TagId) { return axios.put(buildUrl(id)); }\n"
    "export async function flagged(all: boolean) {\n"
    "  let u = '/api/flags'; if (all) { u += '/all'; } return axios.get(u);\n"
    "}\n")

NOTES = (
    "import axios from 'axios';\n"
    "function noteUrl(id = null) {\n"
    "  let url = '/api/notes';\n"
    "  if (id !== null) {\n"
    "    url += `/${id}`;\n"
    "  }\n"
    "  return url;\n"
    "}\n"
    "export const deleteNote = (id) => axios.delete(noteUrl(id));\n"
    "export const listNotes = () => axios.get(noteUrl());\n")


def test_required_parameters_take_their_branch(derive_files):
    assert endpoints(derive_files({"src/tags.ts": TAGS})) == {
        ("GET", "/api/tags"),
        ("DELETE", "/api/tags/{id}"),                 # not DELETE /api/tags
        ("POST", "/api/tags/{id}/archive"),           # not /api/tags nor /api/tags/{id}
        ("PUT", "/api/tags"), ("PUT", "/api/tags/{id}"),   # id?: both stay
        ("GET", "/api/flags"), ("GET", "/api/flags/all"),  # a boolean flag: both stay
    }


def test_an_untyped_parameter_decides_presence_only(derive_files):
    assert endpoints(derive_files({"src/notes.js": NOTES})) == {
        ("DELETE", "/api/notes/{id}"), ("GET", "/api/notes")}
