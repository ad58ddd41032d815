"""Side effects, risks and policies read from words that say something else (rules
``side-effect.script-read-verb``, ``side-effect.script-do-action``,
``side-effect.suggestion-source``, ``risk.caller-words`` for an HTTP method's word,
``risk.page-sent-message``, ``policy.fresh-credential``, ``name.method-meaning`` for a read
verb, ``redact.credential-name``; ``passes/worded_effects.py``, ``passes/autocomplete_sources.py``,
``passes/caller_words.py``, ``passes/page_sent.py``, ``passes/fresh_credentials.py``,
``passes/naming.py``, ``redact.py``). Assertions are exact effects, names, policies, risks and
review texts."""
from __future__ import annotations

import pytest

from conftest import capability

from code2skill.passes.caller_words import caller_words
from code2skill.passes.fresh_credentials import fresh_credential
from code2skill.passes.naming import method_meaning
from code2skill.passes.page_sent import says_sent
from code2skill.passes.side_effects import risks
from code2skill.passes.worded_effects import SCRIPT_DO, SCRIPT_READ, script_effect, script_guess
from code2skill.redact import credential_name, redact

GUESS = "side-effect.method-guess"


def policy(cap: dict) -> tuple:
    p = cap["operationPolicy"]
    return cap["sideEffect"], p["idempotency"], p["automaticRetry"]


def items(contract: dict, name: str) -> list[tuple[str, str]]:
    """``(severity, first evidence rule)`` of the review items of capability ``name``."""
    return sorted((r["severity"], r["evidence"][0]["rule"]) for r in contract["review"]
                  if r["capability"] == name)


@pytest.mark.parametrize("template, expected", [
    ("/ajax/networking/get_channel.php", ("read", SCRIPT_READ)),
    ("/ajax/networking/get_nl80211_band.php", ("read", SCRIPT_READ)),
    ("/ajax/dhcp/list_leases.php", ("read", SCRIPT_READ)),
    ("/ajax/logs/fetch_entries.asp", ("read", SCRIPT_READ)),
    ("/ajax/networking/do_sys_reset.php", ("update", SCRIPT_DO)),
    ("/ajax/files/do_purge.php", ("delete", SCRIPT_DO)),
    ("/ajax/networking/get_wgkey.php", None),           # a key it gets it may generate
    ("/ajax/auth/get_token.php", None),
    ("/ajax/queue/get_and_clear.php", None),            # a write word after the read verb
    ("/ajax/search_replace.php", None),                 # (hostile round 43, finding 7)
    ("/ajax/fetch_and_drop_cache.php", None),           # a destructive verb
    ("/ajax/find_and_truncate_log.php", None),
    ("/ajax/get_users_and_groups.php", ("read", SCRIPT_READ)),   # 'and' alone: two reads
    ("/settings/show_original_price.php", None),        # show: a setting, no fetch
    ("/ajax/session/do_check_session.php", None),       # no action word last
    ("/ajax/get.php", None),                             # no object
    ("/ajax/networking/get_channel", None),             # no server script
    ("/ajax/{name}.php", None),
])
def test_a_script_name_says_its_effect(template, expected):
    assert script_effect(template) == expected


def test_the_script_rules_replace_the_guess_only():
    assert script_guess("/ajax/networking/get_channel.php", "read", "side-effect.rpc-read") == \
        ("read", SCRIPT_READ)
    assert script_guess("/ajax/networking/do_sys_reset.php", "create", GUESS) == \
        ("update", SCRIPT_DO)
    assert script_guess("/ajax/networking/get_wgkey.php", "read", "side-effect.rpc-read") == \
        ("create", GUESS)
    assert script_guess("/ajax/plugins/do_plugin_install.php", "create",
                        "side-effect.action-create") == ("create", "side-effect.action-create")


def test_php_scripts_that_get_are_reviewed_reads_and_do_reset_a_destructive_update(
        derive_files):
    contract = derive_files({"app/js/hostapd.js": (
        "function loadChannel() {\n"
        "  $.post('ajax/networking/get_channel.php', {csrf_token: csrf}, function (data) {\n"
        "    $('#channel').val(data);\n"
        "  });\n"
        "}\n"
        "function sysReset() {\n"
        "  $.post('ajax/networking/do_sys_reset.php', {csrf_token: csrf});\n"
        "}\n"
        "$('#load').on('click', loadChannel);\n"
        "$('#reset').on('click', sysReset);\n")})
    read = capability(contract, "POST", "/ajax/networking/get_channel.php")
    assert read["name"] == "get_ajax_networking_channel"
    assert policy(read) == ("read", "unknown", "never")
    assert read["annotations"]["readOnlyHint"] is True
    assert read["evidence"]["/sideEffect"][0]["rule"] == SCRIPT_READ
    said = [r["message"] for r in contract["review"]
            if r["capability"] == read["name"] and r["evidence"][0]["rule"] == SCRIPT_READ]
    assert said == ["POST /ajax/networking/get_channel.php: the script's name starts with the "
                    "read verb 'get', so it is taken as a read, but the method POST does not "
                    "prove it safe: automatic retry stays off and an unknown outcome is "
                    "reconciled; confirm against the backend that it changes nothing"]
    reset = capability(contract, "POST", "/ajax/networking/do_sys_reset.php")
    assert reset["name"] == "update_ajax_networking_do_sys_reset"
    assert policy(reset) == ("update", "at-most-once", "never")
    assert reset["annotations"]["risks"] == ["destructive"]
    assert ("medium", SCRIPT_DO) in items(contract, reset["name"])
    assert ("medium", GUESS) not in items(contract, reset["name"])


def test_an_autocomplete_source_reads_whatever_its_word_says(derive_files):
    contract = derive_files({"src/browser.js": (
        "export function picker(field) {\n"
        "  $(field).autocomplete({\n"
        "    source(request, response) {\n"
        "      $.ajax({url: 'browser/complete', data: request}).done(response);\n"
        "    }\n"
        "  });\n"
        "}\n"
        "export function done(id) {\n"
        "  return $.get('tasks/' + id + '/complete');\n"
        "}\n")})
    listed = capability(contract, "GET", "/browser/complete")
    assert listed["name"] == "get_browser_complete"
    assert policy(listed) == ("read", "unknown", "never")
    assert listed["evidence"]["/sideEffect"][0]["rule"] == "side-effect.suggestion-source"
    assert listed["evidence"]["/sideEffect"][0]["line"] == 2          # the widget's call
    said = [(r["message"], [e["rule"] for e in r["evidence"]]) for r in contract["review"]
            if r["capability"] == "get_browser_complete"
            and r["evidence"][0]["rule"] == "side-effect.suggestion-source"]
    assert said == [(
        "a GET that may change state (its path names the action 'complete'; taken as a read: it "
        "is made by the source of an autocomplete widget, which asks for suggestions): not "
        "treated as a retryable read; automatic retry stays off and an unknown outcome is "
        "reconciled; confirm its side effect against the backend",
        ["side-effect.suggestion-source", "policy.read-that-writes"])]
    task = capability(contract, "GET", "/tasks/{id}/complete")
    assert policy(task) == ("update", "at-most-once", "never")
    assert task["evidence"]["/sideEffect"][0]["rule"] == "side-effect.get-action"


@pytest.mark.parametrize("function, path, kept", [
    ("postFirstFactor", "/api/firstfactor", ["first", "factor"]),
    ("postWebAuthnPasskeyResponse", "/api/firstfactor/passkey",
     ["web", "authn", "passkey", "response"]),
    ("PostWithOptionalResponse", "/api/firstfactor", ["with", "optional", "response"]),
    ("postSecondFactor", "/api/secondfactor/password", ["second", "factor"]),
    ("postToTwitter", "/api/share/twitter", ["post", "to", "twitter"]),    # where it goes
    ("postComment", "/api/feedback", ["post", "comment"]),                  # what is posted
    ("post", "/api/statuses", ["post"]),
])
def test_post_naming_the_http_method_is_no_publishing_word(function, path, kept):
    assert caller_words(function, "create", path).kept == kept


def test_sign_ins_named_post_carry_no_publishing_risk():
    assert risks("create", "/api/firstfactor", "postFirstFactor") == []
    assert risks("create", "/api/secondfactor/webauthn/credential/register",
                 "postWebAuthnRegistrationResponse") == []
    assert risks("create", "/api/feedback", "postComment") == [("publishing", "post")]
    assert risks("create", "/api/comments", "postComment") == [("publishing", "comments")]


@pytest.mark.parametrize("text, sent", [
    ("An email has been sent to your address to complete the process", True),
    ("Invitation sent", True),
    ("We emailed you a link", True),
    ("An SMS was sent to your phone", True),
    ("The email could not be sent", False),
    ("Failed to send the invitation", False),
    ("Check your email", False),
    ("Message sent", False),                   # a chat message may stay inside
])
def test_a_page_text_says_a_message_left(text, sent):
    assert says_sent(text) is sent


def test_a_page_saying_an_email_was_sent_makes_the_write_open_world(derive_files):
    contract = derive_files({"src/reset.js": (
        "import axios from 'axios';\n"
        "export async function startReset(username) {\n"
        "  const response = await axios.post('/api/reset-password/identity/start', {username});\n"
        "  if (response.data.ok) {\n"
        "    notify(translate('An email has been sent to your address to complete the process'));\n"
        "  }\n"
        "}\n"
        "export async function resend(username) {\n"
        "  try {\n"
        "    await axios.post('/api/verification/resend-link', {username});\n"
        "  } catch (e) {\n"
        "    notify('The email could not be sent');\n"
        "  }\n"
        "}\n")})
    start = capability(contract, "POST", "/api/reset-password/identity/start")
    assert start["annotations"]["openWorldHint"] is True
    assert start["annotations"]["risks"] == ["destructive", "external"]
    said = [(e["rule"], e["note"], e["line"])
            for e in start["evidence"]["/annotations/openWorldHint"]]
    assert said == [("risk.page-sent-message",
                     "An email has been sent to your address to complete the process", 5)]
    resend = capability(contract, "POST", "/api/verification/resend-link")
    assert resend["annotations"]["openWorldHint"] is False
    assert "external" not in resend["annotations"]["risks"]


def test_fresh_credential_fields():
    schema = {"type": "object", "properties": {"base32_secret": {"type": "string"},
                                               "otpauth_url": {"type": "string"}}}
    assert fresh_credential("PUT", schema) == "base32_secret"
    assert fresh_credential("PATCH", schema) == "base32_secret"
    assert fresh_credential("POST", schema) is None                 # already at most once
    assert fresh_credential("PUT", {"type": "object", "properties": {
        "publicKey": {}}}) is None
    assert fresh_credential("PUT", None) is None
    assert fresh_credential("PUT", {"type": "object", "properties": {"user": {
        "type": "object", "properties": {"bio": {"type": "string"},
                                         "token": {"type": "string"}}}}}) is None


def test_a_fresh_credential_under_an_envelope_member_is_read_as_at_the_top():
    # hostile round 43, finding 5: {data: {token}} and {result: {apiKey}} stayed idempotent
    def answer(*path: str, leaf: str = "token") -> dict:
        schema: dict = {"type": "object", "properties": {leaf: {"type": "string"}}}
        for member in reversed(path):
            schema = {"type": "object", "properties": {member: schema}}
        return schema
    assert fresh_credential("PUT", answer("data")) == "data.token"
    assert fresh_credential("PATCH", answer("result", leaf="apiKey")) == "result.apiKey"
    assert fresh_credential("PUT", answer("data", "payload")) == "data.payload.token"
    assert fresh_credential("PUT", answer("data", "data", "data", "data")) is None   # 4 deep
    assert fresh_credential("PUT", answer("user")) is None           # the written resource
    assert fresh_credential("PUT", answer("data", "user")) is None
    assert fresh_credential("POST", answer("data")) is None
    assert fresh_credential("PUT", answer("data", leaf="name")) is None


def test_a_put_answering_a_fresh_secret_is_not_retried_nor_named_get(derive_files):
    contract = derive_files({"src/totp.ts": (
        "import axios from 'axios';\n"
        "interface Registration { base32_secret: string; otpauth_url: string; }\n"
        "export async function getTOTPSecret(algorithm: string) {\n"
        "  const res = await axios.put<Registration>('/api/secondfactor/totp/register', "
        "{algorithm});\n"
        "  return res.data;\n"
        "}\n"
        "export async function completeTOTPRegister(token: string) {\n"
        "  return axios.post('/api/secondfactor/totp/register', {token});\n"
        "}\n"
        "export async function settings(algorithm: string) {\n"
        "  const res = await axios.put<{theme: string}>('/api/settings', {algorithm});\n"
        "  return res.data;\n"
        "}\n")})
    put = capability(contract, "PUT", "/api/secondfactor/totp/register")
    assert put["name"] == "update_register_secondfactor_totp"
    assert policy(put) == ("update", "at-most-once", "never")
    assert put["annotations"]["idempotentHint"] is False
    assert [(e["rule"], e["note"]) for e in put["evidence"]["/operationPolicy/idempotency"]] == [
        ("policy.fresh-credential", "its answer holds the output field 'base32_secret', a "
         "credential the server makes: a repeat may make another, so it is not retried")]
    said = [r["message"] for r in contract["review"] if r["capability"] == put["name"]
            and r["evidence"][0]["rule"] == "output.credential-write"]
    assert len(said) == 1 and "(output field 'base32_secret')" in said[0]
    plain = capability(contract, "PUT", "/api/settings")
    assert policy(plain) == ("update", "idempotent", "allowed")


def test_a_read_verb_means_nothing_for_a_write():
    assert method_meaning("register_totp", ["getTOTPSecret"], "update") == "update"
    assert method_meaning("register_totp", ["getTOTPSecret"], "read") == "get"
    assert method_meaning("share", ["ShareService.createSharing"], "create") == "create"


@pytest.mark.parametrize("run, named", [
    ("base32_secret", True), ("totp2Secret", True), ("api2_key", True), ("b32Secret", True),
    ("Xk93jf02Secret", False), ("hunter2x9_token", False), ("Pw38Qz7hunter_password", False),
    ("abc12345_token", False), ("base32_value", False),
])
def test_a_credential_fields_name_is_no_value(run, named):
    assert credential_name(run) is named


def test_redaction_keeps_credential_names_and_values_out():
    assert redact("PUT /x returns a credential (output field 'base32_secret'): keep it") == \
        "PUT /x returns a credential (output field 'base32_secret'): keep it"
    assert redact("The staging password is Zq9x7Kd2secret") == \
        "The staging password is <redacted:credential>"
    assert "Xk93jf02Secret" not in redact("a credential (output field 'Xk93jf02Secret')")
