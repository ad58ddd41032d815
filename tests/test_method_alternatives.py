"""A library method chosen by a condition and called (``const send = c ? axios.put :
axios.post; send(url, body)``, ``(c ? $.post : $.get)(url)``) makes each branch's request."""
from __future__ import annotations

from conftest import endpoints


def test_each_branch_is_a_request(derive_files):
    contract = derive_files({"src/a.js": (
        "import axios from 'axios';\n"
        "export function save(u) { const send = u.id ? axios.put : axios.post;\n"
        "  return send('/api/users', u); }\n"
        "export const tag = (t, isNew) => (isNew ? axios.post : axios.put)('/api/tags', t);\n"
        "export const find = (q, big) => (big ? $.post : $.get)('/api/find', { q });\n"
        "export const log = (m, f) => (f ? console.error : console.warn)('/api/no', m);\n"),
        "package.json": '{"dependencies": {"axios": "1", "jquery": "3"}}'})
    assert endpoints(contract) == {
        ("PUT", "/api/users"), ("POST", "/api/users"), ("POST", "/api/tags"),
        ("PUT", "/api/tags"), ("POST", "/api/find"), ("GET", "/api/find")}


def test_a_method_and_a_url_chosen_by_one_condition_pair_up(derive_files):
    """Rule ``url.same-condition``: ``axios[isNew ? 'post' : 'patch'](isNew ? '/things' :
    `/things/${id}`)`` sends ``POST /things`` or ``PATCH /things/{id}``, never the other
    branch's URL with this branch's method."""
    contract = derive_files({"src/a.js": (
        "import axios from 'axios';\n"
        "export function go(isNew, id, body) {\n"
        "  const m = isNew ? 'post' : 'patch';\n"
        "  return axios[m](isNew ? '/api/things' : `/api/things/${id}`, body);\n"
        "}\n"
        "export const send = (c, b) => (c ? axios.put : axios.post)(c ? '/api/a/1' : '/api/a', b);\n"),
        "package.json": '{"dependencies": {"axios": "1"}}'})
    assert endpoints(contract) == {("POST", "/api/things"), ("PATCH", "/api/things/{id}"),
                                   ("PUT", "/api/a/1"), ("POST", "/api/a")}
