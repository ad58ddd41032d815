"""Rule ``redact.sign-in-code`` on merged call sites: one site of an OTP sign-in passing the
caller's values and one passing literals make one Tool; the literal ``code`` never becomes the
input's ``enum`` (nor ``examples``/``default``), as a password or token literal never does.
Planted values are assembled at run time."""
from __future__ import annotations

import json

from hostile_support import code2skill, tree

CODE = "zc" + "9k2w7q"


def test_a_sign_in_codes_literal_is_no_enum_of_the_merged_input(tmp_path):
    app = tree(tmp_path / "app", {"src/a.js": (
        "export const verifyOtp = (email, code) => fetch('/api/login/otp', {method: 'POST',"
        " body: JSON.stringify({ email, code }) });\n"
        "export const otpDemo = () => fetch('/api/login/otp', {method: 'POST',"
        f" body: JSON.stringify({{ email: 'a@b.c', code: '{CODE}' }}) }});\n")})
    done = code2skill("derive", app, "-o", tmp_path / "c.json", "-q",
                      env={"XDG_STATE_HOME": str(tmp_path / "state")})
    assert done.returncode == 0, done.stderr
    text = (tmp_path / "c.json").read_text()
    assert CODE not in text
    [cap] = json.loads(text)["capabilities"]
    assert not {"enum", "examples", "default", "const"} & set(
        cap["inputSchema"]["properties"]["code"])
