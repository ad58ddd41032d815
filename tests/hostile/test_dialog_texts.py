"""Hostile input, secrets and personal data a client writes in ordinary places:

* query values named like a license key or a single sign-on ticket (``?ticket=``,
  ``?licence_key=``) are credentials like ``?token=``;
* a credential written in the prose of a dialog (``confirm('… your PIN is 4821 …')``) reaches
  no review item nor evidence note;
* e-mail addresses and phone numbers a client writes as a parameter's default or as the values
  an input takes are no ``default``/``enum``/``examples`` of the contract.

Planted values are assembled from harmless pieces.
"""
from __future__ import annotations

import json

import pytest

from code2skill.redact import is_credential_position, redact


def _p(tag: str) -> str:
    return "zz" + tag + "plant" + "q7"


@pytest.mark.parametrize("kind, name", [
    ("query", "ticket"), ("header", "X-Ticket"), ("query", "service_ticket"),
    ("body", "serviceTicket"), ("body", "authTicket"), ("query", "licence_key"),
    ("query", "license_key"), ("body", "licenceKey"), ("body", "activationKey"),
    ("body", "activation_code"), ("body", "licenseCode"), ("query", "licence_code"),
    ("body", "client_assertion"), ("body", "assertion"), ("body", "device_code"),
    ("body", "mac_key"), ("body", "unlock_key"), ("query", "sas"), ("header", "saml_response"),
    ("body", "SAMLResponse"),
])
def test_tickets_and_license_keys_are_credentials(kind, name):
    assert is_credential_position(kind, name)


@pytest.mark.parametrize("kind, name", [
    ("body", "ticket"), ("field", "ticket"), ("query", "ticketId"), ("query", "ticket_status"),
    ("query", "supportTicket"), ("query", "license"), ("body", "license"),
    ("query", "licenseType"), ("body", "licence"), ("body", "client_assertion_type"),
    ("body", "device_id"), ("body", "macAddress"), ("body", "sas"), ("body", "user_code"),
])
def test_ticket_ids_and_license_names_are_not(kind, name):
    assert not is_credential_position(kind, name)


def test_ticket_and_licence_query_values_reach_no_output(derive_files):
    contract = derive_files({"src/api.ts": (
        f"export const dl = () => fetch('/api/dl?ticket={_p('tk')}&licence_key={_p('lk')}"
        f"&license_key={_p('lk2')}&page=2');\n")})
    text = json.dumps(contract)
    assert [p for p in ("tk", "lk", "lk2") if _p(p) in text] == []
    bindings = {b["target"]: b["value"] for b in
                contract["capabilities"][0]["implementation"]["requests"][0]["bindings"]}
    assert bindings == {"query:ticket": "<redacted:credential>",
                        "query:licence_key": "<redacted:credential>",
                        "query:license_key": "<redacted:credential>", "query:page": 2}


# ------------------------------------------------------------------ credentials in prose
@pytest.mark.parametrize("text, expected", [
    ("Delete? Your admin PIN is 4821.", "Delete? Your admin PIN is <redacted:credential>."),
    ("Use password hunter2x to unlock", "Use password <redacted:credential> to unlock"),
    ("Your verification code: 739215", "Your verification code: <redacted:credential>"),
    ("the temporary passcode was ab12cd!", "the temporary passcode was <redacted:credential>!"),
    ("secret = s3cr3tval, ok?", "secret = <redacted:credential>, ok?"),
    ('Your password is "pw4plant01"', 'Your password is "<redacted:credential>"'),
    ("Your new password is: pw4plant02", "Your new password is: <redacted:credential>"),
    ("The password for admin is pw4plant03", "The password for admin is <redacted:credential>"),
    ("password\u00a0is\u00a0pw4plant04", "password\u00a0is\u00a0<redacted:credential>"),
    ("API key will be pw4plant05", "API key will be <redacted:credential>"),
    ("Your PIN is “4821”.", "Your PIN is “<redacted:credential>”."),
    ("Das Kennwort lautet pw4plant11", "Das Kennwort lautet <redacted:credential>"),
    ("La contraseña es pw4plant12", "La contraseña es <redacted:credential>"),
    ("Le mot de passe est pw4plant13", "Le mot de passe est <redacted:credential>"),
    ("Passwort lautet: pw4plant14", "Passwort lautet: <redacted:credential>"),
    ("Il codice PIN è 4821", "Il codice PIN è <redacted:credential>"),
    ("Reset done, password (pw4plant06) sent", "Reset done, password (<redacted:credential>) sent"),
    ("password → pw4plant07", "password → <redacted:credential>"),
    ("token => pw4plant17", "token => <redacted:credential>"),
    ("Password:\npw4plant08", "Password:\n<redacted:credential>"),
    ("Use admin / pw4plant09 on staging", "Use admin / <redacted:credential> on staging"),
    ("Try: curl -u admin:pw4plant10 https://api.example.com",
     "Try: curl -u admin:<redacted:credential> https://api.example.com"),
    ("The password is `pw4plant11`", "The password is `<redacted:credential>`"),
    ("パスワードはpw4plant25です", "パスワードは<redacted:credential>です"),
    ("密码：pw4plant26", "密码：<redacted:credential>"),
    ("비밀번호는 pw4plant27입니다", "비밀번호는 <redacted:credential>입니다"),
    ("暗証番号は「4821」", "暗証番号は「<redacted:credential>」"),
    ("Password — s24dash01", "Password — <redacted:credential>"),
    ("password - s24dash02", "password - <redacted:credential>"),
    ("Password on demo: s24dash04", "Password on demo: <redacted:credential>"),
    ("The key to the admin API is s24dash05", "The key to the admin API is <redacted:credential>"),
    ("Default password for staging — s24dash06", "Default password for staging — <redacted:credential>"),
    ("API key: " + "8b0e7153bf7c3706" * 5, "API key: <redacted:credential>"),
    ("The password is Tr0ub4dor.andTail1.", "The password is <redacted:credential>."),
    ("password: Summer2024!WinterTail2, then", "password: <redacted:credential>, then"),
    ("API key: adm1n:SuperTail3", "API key: <redacted:credential>"),
    ("Your new password is Xy9(ParenTail4)", "Your new password is <redacted:credential>)"),
    ("password is set to s24conn00", "password is set to <redacted:credential>"),
    ("The password is now s24conn01", "The password is now <redacted:credential>"),
    ("The password for the admin account is s24conn02",
     "The password for the admin account is <redacted:credential>"),
    ("password for user2 is s24conn03", "password for user2 is <redacted:credential>"),
    ("The password for admin@example.com is s24conn04",
     "The password for admin@example.com is <redacted:credential>"),
    ("The password for user 'admin' is s24conn05",
     "The password for user 'admin' is <redacted:credential>"),
    ("API key (staging) is s24conn06", "API key (staging) is <redacted:credential>"),
])
def test_a_credential_in_prose_is_redacted(text, expected):
    assert redact(text) == expected


@pytest.mark.parametrize("text", [
    "Enter your password to continue", "Your PIN is required", "Forgot password? Reset it",
    "password length 12345", "Token 2 of 3", "the session 2024 report",
    "Delete 3 items? This cannot be undone", "pin v1.2.3 of the package",
    "the token header names it", "key 1234", "the password for user 2 is reset",
    "Das Kennwort lautet: bitte wählen", "create_user_password — web_ui_2 POST /api/x", "password is required for v2 of the API",
    "Authorization: Basic <user:password in base64>", "the password of user2 expired",
    "fragment F on StripeProvider {\n    secretKey\n    supports3ds\n  }",  # no sentence
    "Open admin / settings", "curl -u admin https://api.example.com", "password →\n\nv2",
    "create_user_password — web_ui_2 POST /api/x", "pin v1.2.3 of the package",
    "the password is reset for user2 by an admin", "the password for user 2 is reset",
    "パスワードを入力してください", "密码长度至少8位", "the password (optional) is kept",
])
def test_ordinary_prose_stays(text):
    assert redact(text) == text


def test_a_pin_in_a_confirm_dialog_reaches_no_review_item(derive_files):
    contract = derive_files({"src/api.ts": (
        "export async function removeItem(id: string) {\n"
        "  if (!window.confirm('Delete this item? Your admin PIN is 4821, password "
        f"{_p('dlg')}')) return;\n"
        "  return fetch(`/api/items/${id}`, { method: 'DELETE' });\n"
        "}\n")})
    text = json.dumps(contract)
    assert "4821" not in text and _p("dlg") not in text
    asked = [r["message"] for r in contract["review"] if "asks the user to confirm" in
             r["message"]]
    assert asked == ["the client asks the user to confirm ('Delete this item? Your admin PIN "
                     "is <redacted:credential>, password <redacted:credential>') before this "
                     "call: keep it as Skill guidance; it is not a trusted confirmation and no "
                     "guard is derived from it"]


def test_a_code_sent_to_a_sign_in_step_is_redacted(derive_files):
    """Rule ``redact.sign-in-code``: ``code`` is a credential's name in a request to a sign-in
    or verification step, and nowhere else (``{code: 'US'}`` of a country list)."""
    contract = derive_files({"src/a.js": (
        "export const otp = () => fetch('/api/login/otp', { method: 'POST', "
        "body: JSON.stringify({ email: 'a@b.c', code: 's24name10' }) });\n"
        "export const grant = () => fetch('/oauth/token', { method: 'POST', body: new "
        "URLSearchParams({ grant_type: 'authorization_code', code: 's24name11' }) });\n"
        "export const land = () => fetch('/api/countries', { method: 'POST', "
        "body: JSON.stringify({ code: 'US' }) });\n")})
    text = json.dumps(contract)
    assert "s24name10" not in text and "s24name11" not in text
    assert '"value": "US"' in text
