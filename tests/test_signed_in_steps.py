"""Rule ``auth.signed-in-step`` (:mod:`code2skill.passes.same_origin_session`): beside a
password login, a ``POST`` naming a sign-in after a path parameter acts on an item (an
administrator's log-in as a user) and carries the session; one under a part a signed-in user
reaches (a re-authentication) keeps the unknown auth with a low item; on
``samples/signed-in-sign-in-steps``."""
from __future__ import annotations

from sample_support import sample_contract, tools_of

from code2skill.passes.same_origin_session import item_before_sign_in, signed_in_area

def test_a_sign_in_word_after_an_item_carries_the_session():
    tools = tools_of("signed-in-sign-in-steps")
    assert {name: tool["auth"]["authentication"] for name, tool in tools.items()} == {
        "login_auth": "unknown",                          # the password login itself
        "login_admin_user_as": "cookie-session",          # /users/{userId}/login-as
        "confirm_account_authenticate": "unknown",        # a re-authentication, or a step
        "get_account": "cookie-session"}
    assert [e["rule"] for e in tools["login_admin_user_as"]["auth"]["evidence"]] == [
        "auth.same-origin-session"]


def test_a_sign_in_step_under_a_signed_in_part_gets_a_low_item_and_is_no_login():
    contract = sample_contract("signed-in-sign-in-steps")
    items = [(i["capability"], i["severity"], [(e["rule"], e["line"]) for e in i["evidence"]])
             for i in contract["review"] if i["message"].startswith("auth of POST")]
    assert items == [("confirm_account_authenticate", "low", [("auth.signed-in-step", 6)])]
    session = next(i for i in contract["review"] if "read as cookie-session" in i["message"])
    assert "(POST /api/auth/login)" in session["message"]   # the login, not the re-auth


def test_which_paths_name_an_item_or_a_signed_in_part_before_the_sign_in():
    assert item_before_sign_in("/api/admin/users/{id}/login-as")
    assert not item_before_sign_in("/api/tenants/login")
    assert not item_before_sign_in("/api/login/{provider}")
    assert signed_in_area("/api/account/authenticate")
    assert signed_in_area("/api/admin/login-as")
    assert not signed_in_area("/api/users/login")
    assert not signed_in_area("/api/auth/login?next=/account")
