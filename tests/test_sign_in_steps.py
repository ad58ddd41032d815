"""Rule ``auth.same-origin-session`` (:func:`code2skill.passes.same_origin_session.session_less`):
a sign-in step — a ``POST`` to a path naming a sign-in or ``authenticate`` of the app, made
before any session exists — is never read as sending the session cookie; a sign-in to another
service, made by a signed-in user, and the app's other requests are, on
``samples/sign-in-steps``."""
from __future__ import annotations

from sample_support import tools_of


def test_only_requests_made_with_a_session_are_read_as_carrying_it():
    tools = tools_of("sign-in-steps")
    assert {name: tool["auth"]["authentication"] for name, tool in tools.items()} == {
        "create_auth_session": "unknown",          # the password login itself
        "create_sso_authenticate": "unknown",      # its second step: no session yet
        "create_lastfm_login": "cookie-session",   # another service's sign-in, signed in
        "list_users": "cookie-session"}
    assert [e["rule"] for e in tools["list_users"]["auth"]["evidence"]] == [
        "auth.same-origin-session"]
