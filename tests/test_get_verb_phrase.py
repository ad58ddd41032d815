"""Rule ``side-effect.get-verb-phrase`` (and the write words ``sign``, ``unsign``, ``resync``,
``init`` of ``side-effect.get-action``): a GET whose last segment is a verb phrase is a write
over GET, named for its verb, never retried; genuine reads stay reads."""
from __future__ import annotations

import pytest

from code2skill.passes.action_words import action_phrase, effect_of_words
from code2skill.passes.naming import propose
from code2skill.passes.side_effects import get_action, get_verb_phrase, side_effect, words


@pytest.mark.parametrize("path, effect, word", [
    ("/api/admin/groups/set", "update", "set"),
    ("/api/admin/cluster/primary/setOptions", "update", "set"),
    ("/api/zones/clone", "create", "clone"),
    ("/api/notes/copy", "create", "copy"),
    ("/api/resetPassword", "update", "reset"),
    ("/api/notes/markAsRead", "update", "mark"),
    ("/api/settings/forceUpdateBlockLists", "update", "update"),
    ("/api/settings/temporaryDisableBlocking", "update", "disable"),
    ("/api/apps/downloadAndInstall", "create", "install"),
    ("/api/zones/dnssec/sign", "update", "sign"),
    ("/api/zones/dnssec/unsign", "update", "unsign"),
    ("/api/zones/resync", "update", "resync"),
    ("/api/admin/cluster/init", "create", "init"),
    ("/api/items/hard-delete", "delete", "delete"),
])
def test_a_get_whose_last_segment_says_it_writes_is_a_write(path, effect, word):
    assert get_action(path) == word
    assert side_effect("GET", path) == (effect, "side-effect.get-action")


@pytest.mark.parametrize("path", [
    "/api/settings", "/api/settings/get", "/api/settings/getTsigKeyNames",
    "/api/user/checkForUpdate", "/api/sso/status", "/api/reports/export", "/import-open-data",
    "/api/sets", "/api/settings/set/{id}", "/api/startTime", "/api/copyright",
    "/api/info/login", "/api/dashboard/stats/getTop", "/api/zones/dnssec/viewDS",
    "/api/apps/listStoreApps", "/api/settings/hard-drives", "/api/signature",
    "/api/v1/init-data", "/api/b/{id}/clone-status", "/api/c/{id}/resync-status",
    "/api/jobs/delete-progress",
])
def test_a_get_that_reads_stays_a_retryable_read(path):
    assert get_action(path) is None
    assert side_effect("GET", path) == ("read", "side-effect.method")


@pytest.mark.parametrize("found, word", [
    (["set", "options"], "set"), (["set"], "set"), (["force", "update", "block", "lists"],
                                                    "update"),
    (["temporary", "disable", "blocking"], "disable"),
    (["download", "and", "install"], "install"),
    (["save", "and", "view"], None),            # a read after ``and``: the save is found first
    (["update"], None),                          # the plain action-word test proves it
    (["force"], None), (["settings"], None), (["start", "time"], None),
])
def test_the_verb_phrase_rule_finds_only_what_the_plain_test_misses(found, word):
    assert get_verb_phrase(found) == word


def test_sign_writes_only_as_a_get_segment():
    assert side_effect("POST", "/api/ecl/message/sign") == ("create", "side-effect.method-guess")
    assert propose("POST", "/api/cln/utility/signMessage", None)[0] == \
        "create_cln_utility_sign_message"
    assert propose("GET", "/api/zones/dnssec/unsign", None)[0] == "unsign_zone_dnssec"


def test_modifiers_and_session_words_are_no_part_of_the_action():
    assert action_phrase(["force", "update", "lists"]) == ["update", "lists"]
    assert action_phrase(["sign", "in"]) == ["signin"]
    assert action_phrase(["sign", "up", "form"]) == ["signup", "form"]
    assert action_phrase(["force"]) == ["force"]
    assert effect_of_words(words("sign-in")) == "create"           # a session, not a signing
    assert effect_of_words(words("signOut")) == "delete"
    assert effect_of_words(words("softDelete")) == "delete"


@pytest.mark.parametrize("path, name", [
    ("/api/admin/groups/set", "set_admin_group"),
    ("/api/admin/cluster/primary/setOptions", "set_admin_cluster_primary_option"),
    ("/api/zones/dnssec/sign", "sign_zone_dnssec"),
    ("/api/zones/clone", "clone_zone"),
    ("/api/zones/resync", "resync_zone"),
    ("/api/admin/cluster/init", "init_admin_cluster"),
    ("/api/settings/forceUpdateBlockLists", "force_update_settings_block_list"),
    ("/api/settings/temporaryDisableBlocking", "temporary_disable_settings_blocking"),
    ("/api/apps/downloadAndInstall", "download_and_install_app"),
    ("/api/user/checkForUpdate", "check_user_for_update"),
    ("/api/settings/getTsigKeyNames", "list_settings_tsig_key_names"),
])
def test_a_get_that_writes_is_named_for_its_verb(path, name):
    assert propose("GET", path, None)[0] == name


def test_a_get_verb_phrase_is_a_reviewed_write_never_retried(derive_files):
    contract = derive_files({"src/api.js": (
        "export const setGroup = (name) => fetch('/api/admin/groups/set?group=' + name);\n"
        "export const setOptions = () => fetch('/api/cluster/setOptions');\n"
        "export const forceUpdate = () => fetch('/api/settings/forceUpdateBlockLists');\n"
        "export const signZone = (zone) => fetch('/api/zones/dnssec/sign?zone=' + zone);\n"
        "export const settings = () => fetch('/api/settings/get');\n"
        "export const checkUpdate = () => fetch('/api/user/checkForUpdate');\n")})
    rows = {cap["implementation"]["requests"][0]["pathTemplate"]: (
        cap["name"], cap["sideEffect"], cap["operationPolicy"]["automaticRetry"],
        cap["annotations"]["idempotentHint"]) for cap in contract["capabilities"]}
    assert rows == {
        "/api/admin/groups/set": ("set_admin_group", "update", "never", False),
        "/api/cluster/setOptions": ("set_cluster_option", "update", "never", False),
        "/api/settings/forceUpdateBlockLists": ("force_update_settings_block_list", "update",
                                                "never", False),
        "/api/zones/dnssec/sign": ("sign_zone_dnssec", "update", "never", False),
        "/api/settings/get": ("get_settings", "read", "allowed", True),
        "/api/user/checkForUpdate": ("check_user_for_update", "read", "allowed", True)}
    cited = {r["capability"]: [e["rule"] for e in r["evidence"]] for r in contract["review"]
             if r["evidence"] and r["evidence"][0]["rule"] == "side-effect.get-action"}
    assert cited == {
        "set_admin_group": ["side-effect.get-action", "side-effect.get-verb-phrase"],
        "set_cluster_option": ["side-effect.get-action", "side-effect.get-verb-phrase"],
        "force_update_settings_block_list": ["side-effect.get-action",
                                             "side-effect.get-verb-phrase"],
        "sign_zone_dnssec": ["side-effect.get-action"]}
