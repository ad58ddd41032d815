"""Names of RPC-style procedure segments, API base segments and glued parameters (rules
``name.action-segment``, ``name.function-nouns`` of ``passes/naming.py``) and the create a
storing verb before ``new`` says (``side-effect.action-create``, ``passes/action_words.py``)."""
from __future__ import annotations

import pytest

from code2skill.passes.action_words import effect_of_words, makes_new
from code2skill.passes.naming import (base_segment, glued_parent, procedure_phrase, propose,
                                      static_segments)
from code2skill.passes.side_effects import side_effect

ACTION, METHOD, NOUNS = "name.action-segment", "name.method", "name.function-nouns"


@pytest.mark.parametrize("method, path, function, name, rule", [
    # a camelCase procedure segment gives the verb and its object, no doubled verb
    ("GET", "/api/logs/getTags", "loadTags", "list_log_tags", ACTION),
    ("GET", "/api/logs/getLog", None, "get_log", ACTION),
    ("GET", "/api/users/getUserSettings", None, "get_user_settings", ACTION),
    ("GET", "/api/logs/fetchMarkedDays", None, "list_log_marked_days", ACTION),
    ("GET", "/api/users/checkChangelog", None, "check_user_changelog", ACTION),
    ("POST", "/api/logs/addTagToLog", "selectTag", "add_tag_to_log", ACTION),
    ("POST", "/api/logs/removeTagFromLog", "removeTag", "remove_tag_from_log", ACTION),
    ("POST", "/api/logs/saveLog", None, "save_log", ACTION),
    ("POST", "/api/logs/saveNewTag", None, "create_log_tag", ACTION),
    ("POST", "/api/users/changePassword", None, "change_user_password", ACTION),
    # not procedure names: a noun compound, a GET's write verb, a verb alone, a noun
    ("GET", "/api/logs/searchTag", None, "get_log_search_tag", METHOD),
    ("GET", "/api/logs/allPins", None, "list_log_all_pins", METHOD),
    ("POST", "/api/users/login", None, "login_user", ACTION),
    ("POST", "/api/tags/newTag", None, "create_tag_new_tag", METHOD),
    ("GET", "/api/users/{id}/getTags", None, "list_user_tags", ACTION),
    ("GET", "/api/things/{getTags}", None, "get_thing", METHOD),
    # an API base segment, alone or joined, is no name word
    ("GET", "/_api/title", None, "get_title", METHOD),
    ("GET", "/api-v2/books/{id}", None, "get_book", METHOD),
    ("GET", "/apis/books", None, "list_apis_books", METHOD),
    # a glued parameter is no noun; below it the function names the thing
    ("GET", "/_api/tags{board}", None, "get_tags", METHOD),
    ("GET", "/_api/resource{board}", "fetchData", "get_resource", METHOD),
    ("POST", "/_api/resource{board}/{newName}", "createNewLane", "create_lane", NOUNS),
    ("DELETE", "/_api/resource{board}/{lane}", "deleteLane", "delete_lane", NOUNS),
    ("DELETE", "/_api/resource{board}/{lane}/{name}.md", "deleteCard", "delete_card", NOUNS),
    ("PATCH", "/_api/resource{board}/{lane}/{name}.md", None, "update_resource", METHOD),
    ("POST", "/_api/resource{board}/{lane}", "fetchData", "create_resource", METHOD),
    # a parameter with its file's extension addresses one item
    ("GET", "/_api/notes/{folder}/{name}.md", None, "get_note", METHOD),
])
def test_propose(method, path, function, name, rule):
    assert propose(method, path, function) == (name, rule)


@pytest.mark.parametrize("method, path, expected", [
    ("GET", "/logs/getTags", ("list", ["tags"])),
    ("HEAD", "/logs/getLog", ("get", ["log"])),
    ("POST", "/logs/saveNewTag", ("create", ["tag"])),
    ("POST", "/logs/delTag", ("delete", ["tag"])),
    ("POST", "/logs/forceUpdateBlockLists", ("update", ["block", "lists"])),
    ("GET", "/logs/saveLog", None),            # a GET's write verb is side-effect.get-action's
    ("GET", "/logs/exportData", None),         # export, search, upload … start noun compounds
    ("POST", "/logs/uploadFile", None),
    ("POST", "/logs/newTag", None),
    ("POST", "/logs/save", None),
    ("GET", "/calendar/get_events", ("list", ["events"])),    # a verb that is no noun
    ("POST", "/logs/save-log", ("save", ["log"])),
    ("POST", "/logs/delete_log", None),        # snake_case: other verbs start noun compounds
    ("GET", "/x/list_items", None),
    ("POST", "/logs/{saveLog}", None),
])
def test_procedure_phrase(method, path, expected):
    assert procedure_phrase(method, path) == expected


@pytest.mark.parametrize("segment, base", [
    ("api", True), ("_api", True), ("api-v2", True), ("rest_api", True), ("v1.2", True),
    ("apis", False), ("apiKeys", False), ("resource", False),
])
def test_base_segment(segment, base):
    assert base_segment(segment) is base


def test_static_segments_leave_glued_parameters_out():
    assert static_segments("/_api/resource{board}/{lane}/{name}.md") == [("resource", True)]
    assert static_segments("/card-labels/labelId:{labelId}") == [
        ("card-labels", False), ("labelId:", True)]


@pytest.mark.parametrize("path, parent", [
    ("/_api/resource{board}/{lane}", True), ("/_api/resource{board}/{lane}/{name}.md", True),
    ("/_api/resource{board}", False), ("/boards/{id}/{lane}", False),
    ("/notes/{name}.md", False),
])
def test_glued_parent(path, parent):
    assert glued_parent(path) is parent


@pytest.mark.parametrize("words, new", [
    (["save", "new", "tag"], True), (["add", "new", "card"], True),
    (["save", "new"], False), (["new", "tag"], False), (["delete", "new", "tag"], False),
])
def test_makes_new(words, new):
    assert makes_new(words) is new


def test_a_storing_verb_before_new_creates():
    assert effect_of_words(["save", "new", "tag"]) == "create"
    assert effect_of_words(["save", "log"]) == "update"
    assert side_effect("POST", "/api/logs/saveNewTag") == ("create", "side-effect.action-create")
    assert side_effect("POST", "/api/logs/saveLog") == ("update", "side-effect.action-update")
