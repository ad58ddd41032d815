"""Choices made on one condition pair up option by option (rule ``url.same-condition``): a
method and a path chosen by ternaries on the same test, in one options object, through
separate variables or inside a path piece, give one request per option, never the cross
product; the same function called on two different values does not pair."""
from __future__ import annotations

from conftest import endpoints


def test_members_of_one_options_object_pair_up(derive_files):
    contract = derive_files({"src/a.js": (
        "function send({ path, method }) { return fetch('/api/v5' + path, { method }); }\n"
        "export function useSave(id, path) {\n"
        "  return (item) => send({ path: id ? `${path}/${id}` : path, method: id ? 'PUT' : 'POST' });\n"
        "}\n"
        "export function Page({ id }) { const save = useSave(id, '/notification'); return save({}); }\n")})
    assert endpoints(contract) == {("PUT", "/api/v5/notification/{id}"),
                                   ("POST", "/api/v5/notification")}


def test_separate_variables_assigned_from_one_test_pair_up(derive_files):
    contract = derive_files({"src/a.js": (
        "export function save(note) {\n"
        "  const url = note.id ? `/notes/${note.id}` : '/notes';\n"
        "  const method = note.id ? 'PUT' : 'POST';\n"
        "  return fetch(url, { method, body: JSON.stringify(note) });\n"
        "}\n"
        "export const Editor = (props) => save(props.note);\n")})
    assert endpoints(contract) == {("PUT", "/notes/{id}"), ("POST", "/notes")}


def test_one_choice_in_the_path_and_the_body_pairs_up(derive_files):
    contract = derive_files({"src/a.js": (
        "export function save(id, kind) {\n"
        "  return fetch(`/v1/${id ? 'items' : 'drafts'}/${kind}`, {\n"
        "    method: id ? 'PATCH' : 'POST' });\n"
        "}\n"
        "export const go = (p) => save(p.id, 'a');\n")})
    assert endpoints(contract) == {("PATCH", "/v1/items/a"), ("POST", "/v1/drafts/a")}


def test_one_function_on_two_values_does_not_pair(derive_files):
    contract = derive_files({"src/a.js": (
        "const pick = (c, a, b) => c ? a : b;\n"
        "export function send(p) {\n"
        "  return fetch(pick(p.edit, '/x/edit', '/x/new'), { method: pick(p.big, 'PUT', 'POST') });\n"
        "}\n"
        "export const go = (q) => send(q);\n")})
    assert endpoints(contract) == {("PUT", "/x/edit"), ("PUT", "/x/new"),
                                   ("POST", "/x/edit"), ("POST", "/x/new")}
