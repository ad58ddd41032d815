"""A ``PUT``/``PATCH`` to a key of settings (``side_effects.settings_key``) and the action
word ``continue``: the path's own words name the operation, not an action the key happens to
spell nor the verb of the caller that sends it."""
from __future__ import annotations

import pytest

from code2skill.passes.naming import propose
from code2skill.passes.side_effects import disagreement, settings_key, side_effect


@pytest.mark.parametrize("method, path, expected", [
    ("PATCH", "/api/config/upload", True),
    ("PUT", "/api/nodes/{node}/settings/sync", True),
    ("PATCH", "/users/{id}/preferences/theme", True),
    ("POST", "/api/config/upload", False),          # a POST to settings may be an action
    ("PUT", "/trail/upload", False),
    ("PATCH", "/api/config/{key}", False),
    ("PATCH", "/api/config", False),
])
def test_settings_key(method, path, expected):
    assert settings_key(method, path) is expected


@pytest.mark.parametrize("method, path, expected", [
    # a key of a set of values, no upload
    ("PATCH", "/api/config/upload", ("update_config_upload", "name.method")),
    ("PUT", "/api/nodes/{node}/settings/sync", ("update_node_settings_sync", "name.method")),
    # an action elsewhere, or POSTed to the settings
    ("PUT", "/trail/upload", ("upload_trail", "name.action-segment")),
    ("POST", "/api/config/upload", ("upload_config", "name.action-segment")),
    # continue resumes what a pause stopped
    ("POST", "/api/speedtests/continue", ("continue_speedtest", "name.action-segment")),
])
def test_names_of_settings_keys_and_continue(method, path, expected):
    assert propose(method, path, None) == expected


def test_a_settings_key_is_no_disputed_upload():
    assert disagreement("PATCH", "side-effect.method", "/api/config/upload", [[]]) is None
    assert disagreement("PUT", "side-effect.method", "/trail/upload", [[]]) == \
        ("create", "side-effect.verb-method-disagree")


def test_continue_is_an_update():
    assert side_effect("POST", "/api/speedtests/continue") == \
        ("update", "side-effect.action-update")
