"""Side effects read from the words of a path and of the function making the request, where
the method alone decided them (rules ``side-effect.earlier-action``, ``caller-action``,
``job-get``, ``put-adds``; ``path.script-suffix``)."""
from __future__ import annotations

import pytest

from code2skill.passes.worded_effects import (
    caller_get,
    CALLER_ACTION, EARLIER_ACTION, JOB_GET, PUT_ADDS, adds, caller_action, earlier_action, glued_job,
    job_word, script_free, worded_effect,
)

GUESS = "side-effect.method-guess"
METHOD = "side-effect.method"


@pytest.mark.parametrize("path, stripped", [
    ("/ai/delete_recommendation.php", "/ai/delete_recommendation"),
    ("/Default.aspx", "/Default"),
    ("/search.do?q={q}", "/search?q={q}"),
    ("/files/{name}.php/raw", "/files/{name}.php/raw"),        # not the last segment
    ("/docs/readme.md", "/docs/readme.md"),
])
def test_script_suffix(path: str, stripped: str) -> None:
    assert script_free(path) == stripped


@pytest.mark.parametrize("path, effect", [
    ("/api/v1/data/clear/all", "delete"),
    ("/batch_update/tags", "update"),
    ("/history/purge", None),                    # the last segment names its own action
    ("/sort/items", None),                       # a sort order, or sorting?
    ("/torrents/reannounce", None),              # no known action word
    ("/items/{id}/comments", None),
    ("/users/{id}", None),
    ("/export/csv", None),                       # a create: the method guess says as much
])
def test_earlier_action(path: str, effect: str | None) -> None:
    assert earlier_action(path) == effect


@pytest.mark.parametrize("path, functions, effect", [
    ("/data", ["clearAllData"], "delete"),
    ("/layout", ["store.sortLayout"], "update"),
    ("/api/recipe/", ["saveRecipe"], None),                  # a save may create
    ("/api/history/compact", ["confirm"], None),             # a dialog's callback
    ("/items/{id}/tags", ["removeTag"], "update"),           # a membership
    ("/tasks", ["sortTasks", "sortTasks"], "update"),
    ("/tasks", ["sortTasks", "clearTasks"], None),          # the callers disagree
    ("/tasks", ["createTask"], None),                       # a create: the guess already
    ("/tasks", [None], None),
])
def test_caller_action(path: str, functions: list, effect: str | None) -> None:
    assert caller_action(path, functions) == effect


@pytest.mark.parametrize("token, verb", [
    ("sendreminders", "send"), ("migrateusers", "migrate"), ("runbackup", "run"),
    ("runtime", None), ("runners", None), ("sended", None), ("reminders", None),
])
def test_glued_job(token: str, verb: str | None) -> None:
    assert glued_job(token) == verb


@pytest.mark.parametrize("path, template, word", [
    ("/db/migrate", "/db/migrate.php", "migrate"),
    ("/cronjobs/sendreminders", "/cronjobs/sendreminders.php", "send"),
    ("/cronjobs/checkforupdates", "/cronjobs/checkforupdates.php", "cron"),
    ("/wp-cron", "/wp-cron.php", "cron"),
    ("/cronjobs/list", "/cronjobs/list.php", None),                 # a read word
    ("/api/cron/jobs", "/api/cron/jobs", None),                      # no script: a listing
    ("/jobs/{id}", "/jobs/{id}", None),
    ("/runtime", "/runtime", None),
])
def test_job_word(path: str, template: str, word: str | None) -> None:
    assert job_word(path, template) == word


def test_worded_effect_by_rule() -> None:
    assert worded_effect("POST", "/data/clear/all", "/data/clear/all.json", "create", GUESS,
                         ["wipe"]) == ("delete", EARLIER_ACTION)
    assert worded_effect("POST", "/data", "/data", "create", GUESS, ["clearAllData"]) == \
        ("delete", CALLER_ACTION)
    assert worded_effect("POST", "/articles", "/articles", "create",
                         "side-effect.rest-create", ["clearAllData"]) is None
    assert worded_effect("POST", "/data/clear/transactions", "/data/clear/transactions.json",
                         "create", "side-effect.rest-create", [None]) == ("delete", EARLIER_ACTION)
    assert worded_effect("POST", "/users/{id}/comments", "/users/{id}/comments", "create",
                         "side-effect.rest-create", [None]) is None
    assert worded_effect("POST", "/import/files", "/import/files", "create",
                         "side-effect.rest-create", [None]) is None
    assert worded_effect("GET", "/db/migrate", "/db/migrate.php", "read", METHOD, [None]) == \
        ("update", JOB_GET)
    assert worded_effect("GET", "/cron/sendmails", "/cron/sendmails.php", "read", METHOD,
                         [None]) == ("create", JOB_GET)
    assert worded_effect("PUT", "/api/feeds", "/api/feeds", "update", METHOD, ["addFeed"]) == \
        ("create", PUT_ADDS)
    assert worded_effect("PUT", "/groups/{id}/members/{user}", "/groups/{id}/members/{user}",
                         "update", METHOD, ["addMember"]) == ("update", PUT_ADDS)
    assert worded_effect("PUT", "/api/feeds/{id}", "/api/feeds/{id}", "update", METHOD,
                         ["updateFeed"]) is None


def test_a_place_the_tool_names_itself_has_no_verb():
    """An event listener callback's name (``<callback ….addEventListener>``) is no add."""
    listener = '<callback document.querySelector("#edit").addEventListener>'
    assert not adds("PUT", [listener])
    assert adds("PUT", ["api.addFeed"])


@pytest.mark.parametrize("template, functions, removes", [
    ("/api/auth/api/keys/{id}", ["default.methods.revoke_api_key"], True),
    ("/api/users/{id}", ["deleteUser", "UsersPage.removeUser"], True),
    ("/api/users/{id}", ["deleteUser", "loadUser"], False),      # one caller reads it
    ("/api/users", ["deleteUser"], False),                       # a list: the refetch after it
    ("/api/users/{id}", ["deleteGroup"], False),                 # another noun
    ("/api/users/{id}", ["clearUser"], False),                   # a view's state as often
    ("/api/users/{id}", [], False),
])
def test_caller_get(template: str, functions: list, removes: bool) -> None:
    assert caller_get(template, functions) is removes
