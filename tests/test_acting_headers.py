"""Rule ``header.acting-identity``: a header naming the user the server is to act as is never a
Tool input, and one medium review item says it switches the acting identity."""
from __future__ import annotations

import pytest
from conftest import bindings, capability

from code2skill.passes.acting_headers import RULE, acting_identity, name_words, review_note
from code2skill.passes.proxy_headers import identity_header


@pytest.mark.parametrize("name, acting", [
    ("X-Plik-Impersonate", True), ("X-Impersonate-User", True), ("Impersonate-User", True),
    ("X-Impersonated-By", True), ("Sudo", True), ("X-Sudo-User", True), ("X-Act-As", True),
    ("X-Acting-As-User", True), ("X-Run-As", True), ("X-RunAs", True),
    ("X-On-Behalf-Of", True), ("X-OnBehalfOf", True), ("X-Auth-As", True), ("X-As-User", True),
    ("X-Assume-User", True), ("X-Switch-User", True), ("X-Masquerade", True),
    ("X-Login-As", True),
    ("X-User-Id", False), ("X-Forwarded-User", False), ("X-Pseudo-Locale", False),
    ("X-Request-Source", False), ("X-Assumed-Role-Arn", False), ("Authorization", False),
    ("X-Run-Id", False), ("X-Act", False), ("X-Save-As", False)])
def test_acting_identity_names(name, acting):
    assert acting_identity(name) is acting


def test_name_words_split_case_and_separators():
    assert name_words("X-Plik-Impersonate") == ["x", "plik", "impersonate"]
    assert name_words("X-RunAs") == ["x", "run", "as"]
    assert name_words("x_on_behalf_of") == ["x", "on", "behalf", "of"]


def test_acting_headers_stay_host_side_identity_headers():
    assert identity_header("X-Plik-Impersonate")
    assert identity_header("X-Impersonate-User") and identity_header("X-Sudo-User")


def test_review_note_names_the_headers_the_risk_and_the_rule():
    note = review_note(["Sudo", "X-On-Behalf-Of"])
    assert note.startswith("request header(s) Sudo, X-On-Behalf-Of make the server act as the "
                           "user they name (impersonation): ")
    assert "an escalation of privilege" in note and "no Tool input" in note
    assert note.endswith(f"(rule {RULE})")


ADMIN = """\
export const api = { fakeUser: null };
api.call = function (url, method, data) {
  var headers = {};
  if (api.fakeUser) headers['X-Plik-Impersonate'] = api.fakeUser.id;
  if (data) headers['X-Trace'] = data.trace;
  return fetch(url, { method: method, headers: headers, body: JSON.stringify(data) });
};
export function updateUser(user) { return api.call('/user/' + user.id, 'POST', user); }
"""


def test_impersonation_header_is_no_input_and_has_its_item(derive_files):
    contract = derive_files({"src/api.js": ADMIN})
    cap = capability(contract, "POST", "/user/{id}")
    assert "x_plik_impersonate" not in cap["inputSchema"]["properties"]
    assert "header:X-Plik-Impersonate" not in bindings(cap)
    assert bindings(cap)["header:X-Trace"] == "x_trace"          # any other header: an input
    items = [r for r in contract["review"] if r["capability"] == cap["name"]
             and r["evidence"][0]["rule"] == RULE]
    assert len(items) == 1 and items[0]["severity"] == "medium"
    assert items[0]["message"].startswith("request header(s) X-Plik-Impersonate make the server "
                                          "act as the user they name")
    assert (items[0]["evidence"][0]["file"], items[0]["evidence"][0]["line"]) == ("src/api.js", 4)
    assert cap["status"] == "requires-review"
