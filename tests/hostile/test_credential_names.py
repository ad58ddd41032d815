"""A name whose last word is a credential's (``password``, ``token``, ``secret``) is a
credential's position whatever word stands before it (``hostPassword``, ``serverPassword``,
``X-Postmark-Server-Token``); a word after it that names something else still vetoes
(``passwordLabel``, ``tokenType``), and so does a describing word before it
(``HEADER_AUTH``, ``typePassword``). ``sign`` in a query or header is a signature; ``seed`` is a
wallet's key only after a word that says so (``walletSeed``), never alone (a random seed)."""
from __future__ import annotations

import pytest

from code2skill.redact import is_credential_position
from hostile_support import code2skill, tree

CREDENTIALS = [("body", "hostPassword"), ("body", "serverPassword"), ("body", "host_password"),
               ("body", "db_host_password"), ("header", "X-Postmark-Server-Token"),
               ("query", "server_token"), ("header", "X-Status-Token"),
               ("graphql", "hostPassword"), ("query", "sign"), ("header", "X-Sign"),
               ("body", "walletSeed"), ("body", "master_seed"), ("body", "mnemonicSeed")]
NOT_CREDENTIALS = [("field", "passwordLabel"), ("field", "tokenType"), ("field", "authUrl"),
                   ("field", "HEADER_AUTH"), ("field", "accessTokenExpiresAt"),
                   ("field", "typePassword"), ("field", "passwordFieldName"),
                   ("body", "signIn"), ("body", "sign"), ("body", "serverName"),
                   ("body", "host"), ("body", "seed"), ("query", "randomSeed")]


@pytest.mark.parametrize("kind,name", CREDENTIALS)
def test_a_leading_context_word_does_not_veto(kind, name):
    assert is_credential_position(kind, name)


@pytest.mark.parametrize("kind,name", NOT_CREDENTIALS)
def test_names_that_hold_something_else_stay_values(kind, name):
    assert not is_credential_position(kind, name)


def test_planted_values_reach_no_output(tmp_path):
    app = tree(tmp_path / "app", {
        "package.json": '{"name":"admin-console","dependencies":{"axios":"1.6.0"}}',
        "src/api.js": "import axios from 'axios';\n"
        "export const connectHost = () => axios.post('/api/hosts', { host: 'db1', "
        "username: 'root', hostPassword: 'changemeV01' });\n"
        "export const saveServer = () => axios.post('/api/servers', "
        "{ serverPassword: 'adminV02' });\n"
        "export const sendMail = () => fetch('https://api.postmarkapp.com/email', "
        "{ method: 'POST', headers: { 'X-Postmark-Server-Token': "
        "'c0ffee00c0ffee00c0ffee00c0ffee00' } });\n"
        "export const q = () => fetch('/api/mail?server_token=srvtokV03&"
        "sign=5f4dcc3b5aa765d61d8327deb882cf99');\n"})
    run = code2skill("derive", app, "-o", tmp_path / "c.json", "--graph", tmp_path / "g.json",
                     "-q", "-j", "1")
    assert run.returncode == 0, run.stderr
    text = (tmp_path / "c.json").read_text() + (tmp_path / "g.json").read_text() + run.stderr
    for secret in ("changemeV01", "adminV02", "c0ffee00c0ffee00", "srvtokV03", "5f4dcc3b5aa7"):
        assert secret not in text
