"""Rules ``redact.glued-credential-segment`` and ``redact.sign-in-segment`` (round 39's finding
5 and a leftover of its finding 1): a password glued to the word ``password`` in a path literal
(``/api/settings/passwordPw39Qz7hunterX``) and a key split over ``+`` operands after a
credential's word (``'/api/keys/' + 'AKIAQZ7X3K' + 'PL4MNB39AT'``, half of which stayed in
clear) are redacted whole, in the contract, the graph and the fact cache, and name no Tool;
a credential's word that is the route itself stays."""
from __future__ import annotations

import json

import pytest

from hostile_support import code2skill, tree

from code2skill.redact import redact

PW = "Pw39Qz7" + "hunterX"                  # assembled at run time
HALVES = ("AKIA" + "QZ7X3K", "PL4M" + "NB39AT")


@pytest.mark.parametrize("path, redacted", [
    (f"/api/settings/password{PW}", "/api/settings/password<redacted:credential>"),
    (f"/api/settings/password{PW}/x?y=1", "/api/settings/password<redacted:credential>/x?y=1"),
    ("/api/token0x1F3a9bC7", "/api/token<redacted:credential>"),
    ("/api/settings/password", "/api/settings/password"),
    ("/api/forgot-password", "/api/forgot-password"),
    ("/api/users/resetPasswordToken", "/api/users/resetPasswordToken"),
    ("/api/password-reset/abc", "/api/password-reset/abc"),
    ("/api/passwordReset2024", "/api/passwordReset2024"),
    ("/api/passwordPolicyV2", "/api/passwordPolicyV2"),
    ("/api/tokenizerV2", "/api/tokenizerV2"),
    ("/v1/tokenV2beta1", "/v1/tokenV2beta1"),
    ("/auth/passwords", "/auth/passwords"),
])
def test_a_value_glued_to_a_credential_word_is_redacted_and_route_words_stay(path, redacted):
    assert redact(path) == redacted


def test_glued_and_split_credentials_are_in_no_output_and_name_no_tool(tmp_path):
    app = tree(tmp_path / "app", {
        "package.json": '{"name": "g", "dependencies": {"axios": "1"}}',
        "src/w.js": (
            "import axios from 'axios';\n"
            f"export const glued = () => axios.patch('/api/settings/password{PW}', {{v: 1}});\n"
            "export const word = () => axios.patch('/api/settings/password', {v: 1});\n"
            "export const forgot = () => axios.post('/api/forgot-password', {v: 1});\n"
            "export const reset = () => axios.get('/api/users/resetPasswordToken');\n"
            f"export const split = () => axios.post('/api/keys/' + '{HALVES[0]}' + "
            f"'{HALVES[1]}');\n")})
    done = code2skill("derive", app, "-o", tmp_path / "c.json", "--graph", tmp_path / "g.json",
                      "--cache-dir", tmp_path / "cache", "-q", "--jobs", "1")
    assert done.returncode == 0, done.stderr
    outputs = [tmp_path / "c.json", tmp_path / "g.json", *(tmp_path / "cache").glob("*.json")]
    for probe in (PW, PW.lower(), "pw39_qz7", *HALVES, HALVES[1].lower()):
        assert not [p.name for p in outputs if probe in p.read_text()], probe
    contract = json.loads((tmp_path / "c.json").read_text())
    assert sorted((c["name"], r["method"], r["pathTemplate"]) for c in contract["capabilities"]
                  for r in c["implementation"]["requests"]) == [
        ("create_forgot_password", "POST", "/api/forgot-password"),
        ("create_key", "POST", "/api/keys/<redacted:credential>"),
        ("reset_user_password_token", "GET", "/api/users/resetPasswordToken"),
        ("update_settings_password", "PATCH", "/api/settings/password"),
        ("update_settings_password_2", "PATCH", "/api/settings/password<redacted:credential>")]
    high = {item["capability"] for item in contract["review"] if item["severity"] == "high"
            and "a credential is written in source in the path" in item["message"]}
    assert high == {"create_key", "update_settings_password_2"}
