"""Rule ``risk.sign-in-channel`` (``code2skill.passes.sign_in_channels``): on a password
sign-in, ``email`` in the path names the account, not a message sent out."""
from __future__ import annotations

from conftest import capability

from code2skill.passes.sign_in_channels import path_words, sign_in_channel, without_channel_risk


def test_sign_in_is_one_word_of_the_path():
    assert path_words("/api/auth/sign-in/email") == ["api", "auth", "signin", "email"]
    assert path_words("/users/{id}/log_in") == ["users", "login"]


def test_a_password_sign_in_names_its_channel():
    assert sign_in_channel("/api/auth/sign-in/email", None, ["body:email", "body:password"]) \
        == "email"
    assert sign_in_channel("/login", "loginWithEmail", ["body:password"]) == "email"


def test_what_keeps_the_external_risk():
    assert sign_in_channel("/api/auth/sign-in/email", None, ["body:email"]) is None  # a link
    assert sign_in_channel("/api/auth/sign-up/email", None, ["body:password"]) is None
    assert sign_in_channel("/login/email/notify", None, ["body:password"]) is None
    assert sign_in_channel("/users/email", None, ["body:password"]) is None
    kept = [("external", "email"), ("financial", "pay")]
    assert without_channel_risk(kept, "/api/auth/sign-up/email", None, ["body:password"]) \
        == (kept, None)
    assert without_channel_risk(kept, "/auth/sign-in/email", None, ["body:password"]) \
        == ([("financial", "pay")], "email")


def test_an_email_password_sign_in_sends_nothing_out(derive_files):
    contract = derive_files({"src/auth.ts": (
        "export const signIn = (email: string, password: string) =>\n"
        "  fetch('/api/auth/sign-in/email', {method: 'POST',\n"
        "    body: JSON.stringify({email, password})});\n"
        "export const signUp = (email: string, password: string) =>\n"
        "  fetch('/api/auth/sign-up/email', {method: 'POST',\n"
        "    body: JSON.stringify({email, password})});\n"
        "export const magicLink = (email: string) =>\n"
        "  fetch('/api/auth/sign-in/magic-link/email', {method: 'POST',\n"
        "    body: JSON.stringify({email})});\n")})
    sign_in = capability(contract, "POST", "/api/auth/sign-in/email")
    assert "external" not in sign_in["annotations"]["risks"]
    assert sign_in["annotations"]["openWorldHint"] is False
    assert sign_in["evidence"]["/annotations/openWorldHint"][0]["rule"] == "risk.sign-in-channel"
    assert "external" in capability(contract, "POST", "/api/auth/sign-up/email")[
        "annotations"]["risks"]
    assert "external" in capability(contract, "POST", "/api/auth/sign-in/magic-link/email")[
        "annotations"]["risks"]
