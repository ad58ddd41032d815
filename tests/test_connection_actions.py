"""The action words of a session's connection (``connect``, ``disconnect``, ``switch``) and
the GET that checks (``verify``): ``POST /api/disconnect`` ends the connection, no create
guessed from the method; ``GET /api/verify`` is a read never retried, no update."""
from __future__ import annotations

import pytest

from code2skill.passes.action_words import unglued
from code2skill.passes.side_effects import side_effect, writing_read


@pytest.mark.parametrize("method, path, effect, rule", [
    ("POST", "/api/disconnect", "delete", "side-effect.action-delete"),
    ("POST", "/api/connect", "create", "side-effect.action-create"),
    ("POST", "/api/switchdb", "update", "side-effect.action-update"),
    ("POST", "/api/accounts/switch", "update", "side-effect.action-update"),
    ("POST", "/api/switch-org", "update", "side-effect.action-update"),
    ("POST", "/api/integrations/{id}/disconnect", "delete", "side-effect.action-delete"),
    ("POST", "/api/switches", "create", "side-effect.rest-create"),      # a collection
    ("GET", "/api/verify", "read", "side-effect.method"),
    ("GET", "/api/check", "read", "side-effect.method"),
    ("GET", "/api/validate", "read", "side-effect.method"),
    ("GET", "/api/notifications/test", "read", "side-effect.method"),
    ("POST", "/api/verify", "update", "side-effect.action-update"),   # a POST may mark it
])
def test_connection_and_check_words(method, path, effect, rule):
    assert side_effect(method, path) == (effect, rule)


def test_a_get_that_verifies_is_a_read_that_may_write():
    """Rule ``policy.read-that-writes``: no retry, a medium item naming the word."""
    assert writing_read("/api/verify", []) == ("verify", -1)


@pytest.mark.parametrize("word, split", [
    ("switchdb", ["switch", "db"]), ("switchorg", ["switch", "org"]),
    ("switches", ["switches"]), ("switched", ["switched"]), ("switching", ["switching"]),
    ("switcher", ["switcher"]), ("switch", ["switch"]), ("deletefaces", ["delete", "faces"]),
    ("deletedb", ["deletedb"]),
])
def test_a_switch_glued_to_a_short_code(word, split):
    assert unglued([word]) == split
