"""Rule ``side-effect.get-view``: a GET whose last segment is an action word followed by a noun
naming the dialog, modal or form that shows the action (``edit_library_dialog``) reads that
view's HTML: a retryable read by its method, not the action's write. The action alone, or
followed by another noun, stays a write over GET."""
from __future__ import annotations

import pytest

from code2skill.passes.side_effects import get_action, side_effect


@pytest.mark.parametrize("path", [
    "/edit_library_dialog", "/delete-user-modal", "/users/{id}/editForm", "/rename_popup",
])
def test_a_get_of_an_actions_view_is_a_read(path):
    assert get_action(path) is None
    assert side_effect("GET", path) == ("read", "side-effect.method")


@pytest.mark.parametrize("path, effect", [
    ("/edit_library", "update"), ("/delete_dialog_history", "delete"),
])
def test_an_action_without_a_view_noun_last_stays_a_write(path, effect):
    assert side_effect("GET", path) == (effect, "side-effect.get-action")
