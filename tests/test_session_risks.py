"""Rule ``risk.session-end``: a logout's delete claims no destructive risk
(``code2skill.passes.session_risks``)."""
from __future__ import annotations

import pytest

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
