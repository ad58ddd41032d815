"""A lower-case path segment starting with an action verb glued to its noun (``POST
/deletefaces``, ``/ajax/editbooks/{field}``, ``/ajax/deleterestriction/0/{userId}``,
``/ajax/mergebooks``) is that action, named so (rule ``side-effect.glued-action``); a
participle or derived word (``deletedphotos``, ``editorial``) is not."""
import pytest

from code2skill.passes.action_words import unglued
from code2skill.passes.naming import glued_segment, propose
from code2skill.passes.side_effects import glued_action, risks, side_effect


def test_a_delete_word_glued_to_its_noun_deletes():
    assert [unglued(w) for w in (["deletefaces"], ["removebackground"], ["deletedphotos"],
                                 ["removals"], ["delete", "faces"])] == [
        ["delete", "faces"], ["remove", "background"], ["deletedphotos"], ["removals"],
        ["delete", "faces"]]
    assert side_effect("POST", "/api/deletefaces") == ("delete", "side-effect.action-delete")
    assert side_effect("POST", "/api/deletedphotos") == ("create", "side-effect.rest-create")
    assert propose("POST", "/api/deletemissingphotos", None) == (
        "delete_missingphoto", "name.action-segment")
    assert risks("create", "/api/removebackground", None) == [
        ("destructive", "remove")]


def test_an_action_verb_glued_to_its_noun_splits():
    assert [unglued([w]) for w in ("editbooks", "mergebooks", "updatesettings",
                                   "modifyschedule", "renamefolder", "deleterestriction")] == [
        ["edit", "books"], ["merge", "books"], ["update", "settings"], ["modify", "schedule"],
        ["rename", "folder"], ["delete", "restriction"]]


@pytest.mark.parametrize("word", [
    "settings", "address", "addresses", "editor", "editors", "editorial", "editions",
    "deleted", "deletedphotos", "update", "updates", "updater", "override", "merged",
    "mergeable", "mergers", "renamed", "removal", "edits", "editing", "modifying"])
def test_a_word_that_only_starts_like_a_verb_stays_whole(word):
    assert unglued([word]) == [word]


def test_a_glued_action_followed_by_parameters_and_numbers_is_that_action():
    assert glued_segment("/ajax/deleterestriction/0/{userId}") == (1, ["delete", "restriction"])
    assert glued_action("/ajax/deleterestriction/0/{userId}") == "delete"
    assert glued_action("/ajax/editbooks/{field}") == "update"
    assert [glued_action(p) for p in ("/ajax/editor/{id}", "/books/{id}", "/ajax/0/{id}",
                                      "/ajax/deletedbooks/{id}")] == [None] * 4
    assert side_effect("POST", "/ajax/deleterestriction/0/{userId}") == (
        "delete", "side-effect.action-delete")
    assert side_effect("POST", "/ajax/editbooks/{field}") == (
        "update", "side-effect.action-update")
    assert side_effect("POST", "/ajax/editor/{id}") == ("create", "side-effect.method-guess")
    assert propose("POST", "/ajax/deleterestriction/0/{userId}", None) == (
        "delete_ajax_restriction_0", "name.action-segment")
    assert propose("POST", "/ajax/editbooks/{field}", None) == (
        "edit_ajax_book", "name.action-segment")


def test_merging_several_things_is_a_destructive_update():
    assert side_effect("POST", "/ajax/mergebooks") == ("update", "side-effect.action-update")
    assert propose("POST", "/ajax/mergebooks", None) == ("merge_ajax_book", "name.action-segment")
    assert risks("update", "/ajax/mergebooks", None) == [("destructive", "merge")]
    assert risks("update", "/branches/{id}/merge", None) == []
    assert risks("update", "/ajax/editbooks/{field}", None) == []
