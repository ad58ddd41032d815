"""A lower-case path segment starting with a delete word glued to its noun (``POST
/deletefaces``) is that delete, destructive, and named so (rule ``side-effect.glued-delete``);
a participle (``deletedphotos``) is not."""
from code2skill.passes.action_words import unglued
from code2skill.passes.naming import propose
from code2skill.passes.side_effects import risks, side_effect


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
