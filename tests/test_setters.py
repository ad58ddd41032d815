"""A POST that sets one value (:mod:`code2skill.passes.setters`): the side effect and the name
of an action word or a property followed by the value its path ends in."""
from __future__ import annotations

import pytest

from code2skill.passes import naming, side_effects
from code2skill.passes.setters import VALUE_SETTER, Setter, identifier, setter


@pytest.mark.parametrize("path,expected", [
    ("/api/loadpoints/{id}/mode/{mode}", Setter(False, "update", ("mode",), "mode")),
    ("/api/battery/discharge/{value}", Setter(False, "update", ("discharge",), "value")),
    ("/api/buffersoc/{soc}", Setter(False, "update", ("buffersoc",), "soc")),
    ("/api/v1/node/{deviceID}/rename/{name}", Setter(True, "update", ("rename",), "name")),
    ("/folders/{id}/open/{state}", Setter(True, "update", ("open",), "state")),
    ("/filters/duplicate/{id}", Setter(True, "create", ("duplicate",), "id")),
    ("/api/user/merge/{userId}", Setter(True, "update", ("merge",), "userId")),
    ("/api/vehicles/{vehicle}/minsoc/{soc}", Setter(False, "update", ("minsoc",), "soc")),
])
def test_setter_shapes(path, expected):
    assert setter("POST", path) == expected


@pytest.mark.parametrize("method,path", [
    ("POST", "/api/devices/{deviceType}"),          # a plural: a collection's member or kind
    ("POST", "/api/config/test/{deviceType}"),      # an action word that proves no effect
    ("POST", "/api/user/{id}"),
    ("POST", "/api/{param}/{mode}"),                # no static segment before the value
    ("POST", "/api/v1/{mode}"),                     # a version is no property
    ("POST", "/api/indexer"),                       # no value
    ("PUT", "/api/loadpoints/{id}/mode/{mode}"),    # PUT/PATCH update by their method
    ("POST", "/search/{term}"),                     # a read word
    ("POST", "/api/export/{camera}/start/{start_time}/end/{end_time}"),  # several values
    ("POST", "/api/{camera}/plus/{frame_time}"),    # a leading value: a point of a stream
    ("POST", "/api/config/test/{deviceType}/merge/{id}"),  # a merge tested, not done
])
def test_not_setters(method, path):
    assert setter(method, path) is None


@pytest.mark.parametrize("name,expected", [
    ("id", True), ("deviceID", True), ("user_name", True), ("userId", True),
    ("soc", False), ("mode", False), ("value", False), ("checked", False)])
def test_identifier(name, expected):
    assert identifier(name) is expected


@pytest.mark.parametrize("path,effect,rule,name", [
    ("/api/loadpoints/{id}/mode/{mode}", "update", VALUE_SETTER, "set_loadpoint_mode"),
    ("/api/battery/discharge/{value}", "update", VALUE_SETTER, "set_battery_discharge"),
    ("/api/v1/node/{deviceID}/rename/{name}", "update", "side-effect.action-update",
     "rename_node"),
    ("/folders/{id}/open", "update", "side-effect.action-update", "open_folder"),
    ("/api/v1/apikey/expire", "update", "side-effect.action-update", "expire_apikey"),
    ("/api/indexer", "create", "side-effect.method-guess", "create_indexer"),
    ("/api/actions", "create", "side-effect.rest-create", "create_action"),
])
def test_effect_and_name(path, effect, rule, name):
    assert side_effects.side_effect("POST", path) == (effect, rule)
    assert naming.propose("POST", path, None)[0] == name


def test_setter_is_a_reviewed_guess():
    assert VALUE_SETTER in side_effects.GUESSED


def test_wrapper_verb_names_a_setter_first():
    assert naming.propose("POST", "/api/loadpoints/{id}/mode/{mode}",
                          "setLoadpointMode") == ("set_loadpoint_mode", "name.function-verb")
    assert naming.propose("POST", "/api/buffersoc/{soc}", "saveBufferSoc") == \
        ("set_buffersoc", "name.value-setter")


def test_open_is_no_get_action():
    assert side_effects.side_effect("GET", "/issues/open") == ("read", "side-effect.method")
