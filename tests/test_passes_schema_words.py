"""The words input descriptions are made of: the resource a path acts on and the description
of a property named like that resource."""
from __future__ import annotations

import pytest

from code2skill.passes.schema import describe, resource_noun


@pytest.mark.parametrize("path, noun", [
    ("/books/{isbn}/reviews", "review"),
    ("/documents.info", "document"),                 # RPC action: its resource
    ("/attachments.presign", "attachment"),
    ("/api/{apiEndpoint}.info", "endpoint"),
    ("/clients:batchDelete", "client"),              # custom method
    ("/uploads/presign", "upload"),                  # action segment: the one before it
    ("/users/{id}/preferences/delete", "preferences"),
    ("/users/login", "user"),
    ("/search", "search"),
    ("/", "resource"),
])
def test_resource_noun(path, noun):
    assert resource_noun(path) == noun


def test_a_property_named_like_its_resource_is_not_of_itself():
    assert describe({"type": "string"}, "emails", "email") == {
        "type": "string", "description": "The email."}
    assert describe({"type": "string"}, "name", "attachment")["description"] == \
        "Name of the attachment."
