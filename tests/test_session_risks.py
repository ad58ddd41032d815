"""Rule ``risk.session-end``: a logout's delete claims no destructive risk
(``code2skill.passes.session_risks``)."""
from __future__ import annotations

import pytest

from code2skill.passes.session_flows import names_logout, names_session
from code2skill.passes.session_risks import ends_session, without_session_risk
from code2skill.passes.side_effects import risks


@pytest.mark.parametrize("method, path, functions, expected", [
    ("POST", "/logout", ["logout"], True),
    ("POST", "/authentication/signout", ["signOut"], True),
    ("DELETE", "/api/session", ["AuthStore.logout"], True),
    ("DELETE", "/auth/v1/self/revoke", [None], True),
    ("DELETE", "/api/session", ["closeTab"], False),
    ("DELETE", "/sessions/{id}", ["logoutDevice"], False),   # another session: business data
    ("DELETE", "/api/users/{id}", ["deleteUser"], False),
    # the account, the user's data, records about logouts: a delete of something else
    ("DELETE", "/api/users/me", ["deleteAccountAndSignOut"], False),
    ("DELETE", "/api/me/data", ["logoutAndWipe"], False),
    ("DELETE", "/api/logout/history", ["clearLogoutHistory"], False),
    ("DELETE", "/api/v1/auth/token", ["signOut"], True),
    ("POST", "/logout/all-devices/revoke", [None], True),
])
def test_ends_session(method, path, functions, expected):
    assert ends_session(method, path, functions) is expected


def test_a_logout_drops_the_delete_risk_only():
    assert without_session_risk(risks("delete", "/logout", "logout"), "POST", "/logout",
                                ["logout"]) == []
    kept = risks("delete", "/logout/all/revoke", "logout")
    assert ("destructive", "DELETE") in kept
    assert without_session_risk(kept, "POST", "/logout/all/revoke", ["logout"]) == [
        ("destructive", "revoke")]
    assert without_session_risk(risks("delete", "/api/users/{id}", "deleteUser"), "DELETE",
                                "/api/users/{id}", ["deleteUser"]) == [("destructive", "DELETE")]


def test_names_logout_and_names_session():
    assert [names_logout(p) for p in ("/auth/logout", "/api/v2/session/sign-out",
                                      "/logout/all/revoke", "/logout/history",
                                      "/api/logouts/{id}")] == [True, True, True, False, False]
    assert [names_session(p) for p in ("/api/session", "/auth/me", "/api/users/me",
                                       "/api/me/data", "/api/me")] == [
        True, True, False, False, False]


def test_an_account_delete_by_a_sign_out_keeps_its_destructive_risk():
    """Hostile round 40, finding 2: the delete of the account, of the user's data or of the
    logout records keeps the risk its delete gives; only the session's delete drops it."""
    for path, function in (("/api/users/me", "deleteAccountAndSignOut"),
                           ("/api/me/data", "logoutAndWipe"),
                           ("/api/logout/history", "clearLogoutHistory")):
        assert without_session_risk(risks("delete", path, function), "DELETE", path,
                                    [function]) == [("destructive", "DELETE")], path
    assert without_session_risk(risks("delete", "/api/session", "signOut"), "DELETE",
                                "/api/session", ["signOut"]) == []
