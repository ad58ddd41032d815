"""A test account in a doc comment, ``user / password`` or ``user:password`` after
``account``, ``credentials`` or ``login``, loses its password (rule ``redact.prose``)."""
from __future__ import annotations

import pytest

from code2skill.redact import redact
from hostile_support import code2skill, tree


@pytest.mark.parametrize("text,secret", [
    ("Log the user in. Test account: admin / Sup3rS3cretW01!", "Sup3rS3cretW01"),
    ("Refresh the session. Staging credentials root:toorW05", "toorW05"),
    ("Demo login is demo/demo2024 for the sandbox", "demo2024")])
def test_account_passwords_are_redacted(text, secret):
    out = redact(text)
    assert secret not in out and "<redacted:credential>" in out


@pytest.mark.parametrize("text", [
    "Account settings live under /api/account/2", "Login: POST /api/v2/login",
    "Creates an account for user 42", "Test account: admin / admin"])
def test_other_sentences_stay(text):
    assert redact(text) == text


def test_doc_comments_reach_no_output(tmp_path):
    app = tree(tmp_path / "app", {
        "package.json": '{"name":"t","dependencies":{"axios":"1.6.0"}}',
        "src/api.js": "import axios from 'axios';\n"
        "/** Log the user in. Test account: admin / Sup3rS3cretW01! */\n"
        "export function login(email, password) { return axios.post('/api/login', "
        "{ email, password }); }\n"
        "/** Refresh the session. Staging credentials root:toorW05 */\n"
        "export function refresh() { return axios.post('/api/refresh'); }\n"})
    run = code2skill("derive", app, "-o", tmp_path / "c.json", "-q", "-j", "1")
    assert run.returncode == 0, run.stderr
    text = (tmp_path / "c.json").read_text()
    assert "Sup3rS3cretW01" not in text and "toorW05" not in text
