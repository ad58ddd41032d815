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
