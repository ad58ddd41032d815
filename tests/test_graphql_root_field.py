"""The GraphQL root-field pass (``passes/graphql_root_field.py``): an operation whose name says
no action is named and typed by its single root field; several root fields keep today's."""
from __future__ import annotations

import pytest

from code2skill.passes.graphql_root_field import root_field
from code2skill.passes.naming import propose_graphql
from code2skill.passes.side_effects import graphql_effect


@pytest.mark.parametrize("operation_type, name, selection, field", [
    # a module-prefixed Relay name proves nothing: the root field does
    ("mutation", "accountDeleteMutation", ("deleteAccount", "deletedAccountId"), "deleteAccount"),
    ("mutation", "SettingsPageMutation", ("updateAccount",), "updateAccount"),
    ("mutation", "StoriesLikeMutation", ("likeStory", "story"), "likeStory"),
    ("mutation", "NoteComposerMutation", ("createNote",), "createNote"),
    # the name already says the action: it stays, whatever the field says
    ("mutation", "DeletePostMutation", ("removePost",), None),
    ("mutation", "UpdateProfile", ("saveAccount",), None),
    # a root field naming a read proves no write: the guessed update stays
    ("mutation", "uploadDialogMutation", ("getUploadUrl",), None),
    # a root field naming no action proves nothing
    ("mutation", "accountSettingsMutation", ("account", "update"), None),
    # several root fields (no selection chain) or an anonymous operation: today's rule
    ("mutation", "accountDeleteMutation", (), None),
    ("mutation", None, ("deleteAccount",), None),
    # a query named by a module takes a read verb its root field starts with
    ("query", "StoriesResultsQuery", ("searchPosts",), "searchPosts"),
    ("query", "StoriesStoryQuery", ("story",), None),
    ("query", "StoriesSearchQuery", ("search",), None),   # the name says `search` already
    ("query", "SettingsQuery", ("viewer", "account"), None),
])
def test_root_field(operation_type, name, selection, field):
    assert root_field(operation_type, name, selection) == field


def test_root_field_names_and_types_the_mutation():
    field = root_field("mutation", "accountDeleteMutation", ("deleteAccount",))
    assert propose_graphql("mutation", field)[0] == "delete_account"
    assert graphql_effect("mutation", field) == ("delete", "side-effect.graphql-operation")
    assert graphql_effect("mutation", "accountDeleteMutation") == (
        "update", "side-effect.graphql-guess")
