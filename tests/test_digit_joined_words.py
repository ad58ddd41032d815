"""Rule ``redact.digit-joined-words``: a path segment after a sign-in word made of lower-case
words joined by one digit standing for a word (``bind2fa``, ``confirm2fa``, ``peer2peer``) is
a route's name, not a credential; a secret's shape (a digit ending a word, a run of digits, a
capital) after ``/auth/`` is still redacted by rule ``redact.sign-in-segment``."""
from __future__ import annotations

import pytest

from code2skill.redact import redact
from code2skill.sign_in_segments import digit_joined_words, route_word

WEAK = "hunter" + "2"                      # assembled at run time: no secret in the source


@pytest.mark.parametrize("segment, joined", [
    ("bind2fa", True), ("confirm2fa", True), ("peer2peer", True), ("s3upload", True),
    ("setup-bind2fa", True), ("disable_2fa", True), ("setup", False), (WEAK, False),
    ("admin123", False),
    ("abc123def", False), ("hunter2x9", False), ("Bind2fa", False), ("bind2f", False),
    ("2fabind", False)])
def test_digit_joined_words(segment, joined):
    assert digit_joined_words(segment) is joined


def test_a_digit_joined_name_is_a_route_word():
    assert route_word("confirm2fa") and route_word("bind2fa-setup")
    assert not route_word(WEAK) and not route_word("admin123")


@pytest.mark.parametrize("path", [
    "/api/auth/bind2fa", "/api/auth/confirm2fa", "/api/auth/oauth2", "/api/auth/s3",
    "/api/auth/v2", "/api/auth/mfa2", "/api/auth/totp", "/api/auth/login2",
    "/api/login/step2", "/api/login/peer2peer?next=/"])
def test_route_words_with_a_digit_after_auth_stay(path):
    assert redact(path) == path


@pytest.mark.parametrize("secret", [
    WEAK, "admin123", "abc123def", "hunter2x9", "Zq9x7Kd2", "Pw38Qz7" + "hunterA",
    "bind2fa9"])
def test_a_secret_after_auth_is_still_redacted(secret):
    assert redact(f"/api/auth/{secret}") == "/api/auth/<redacted:credential>"
    assert redact(f"/api/auth/{secret}/x") == "/api/auth/<redacted:credential>/x"
