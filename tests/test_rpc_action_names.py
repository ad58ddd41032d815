"""Names read from RPC-style paths (``code2skill.passes.naming``): a base segment after a
member (rule ``name.member-api``), a one-letter segment the caller names better (rule
``name.opaque-segment``) and an action on a whole collection (rule
``name.collection-action``)."""
from __future__ import annotations

import pytest

from code2skill.passes.naming import (
    COLLECTION_ACTION_RULE, MEMBER_API_RULE, OPAQUE_RULE, collection_action, propose,
    static_segments,
)


@pytest.mark.parametrize("method, path, function, expected", [
    # a base segment after a member is that member's API access
    ("POST", "/user/{currentUser}/api/disable", "disableUserApi",
     ("disable_user_api", MEMBER_API_RULE)),
    ("POST", "/api/v0/user/{id}/api/enable", None, ("enable_user_api", MEMBER_API_RULE)),
    # before any member it stays the API's base
    ("POST", "/api/users/{id}/disable", None, ("disable_user", "name.action-segment")),
    ("GET", "/{base}/api/repository", None, ("get_repository", "name.method")),
    # a one-letter segment: the caller's words, when it says the verb before every noun
    ("GET", "/i/meta/{image}", "ImageService.GetImageMeta", ("get_image_meta", OPAQUE_RULE)),
    ("GET", "/i/meta/{image}", "fetchImageMeta", ("get_image_meta", OPAQUE_RULE)),
    ("GET", "/i/meta/{image}", "loadThumbnail", ("get_i_meta", "name.method")),
    ("GET", "/i/meta/{image}", "deleteImageMeta", ("get_i_meta", "name.method")),
    ("GET", "/i/meta/{image}", None, ("get_i_meta", "name.method")),
])
def test_propose(method, path, function, expected):
    assert propose(method, path, function) == expected


def test_static_segments_keep_a_member_api():
    assert static_segments("/api/user/{id}/api/disable") == [
        ("user", True), ("api", False), ("disable", False)]
    assert static_segments("/api/v1/users") == [("users", False)]


@pytest.mark.parametrize("method, path, name, inputs, expected", [
    ("POST", "/api/feeds/refresh", "refresh_feed", {}, "refresh_feeds"),
    ("POST", "/api/notifications/clear", "clear_notification", {}, "clear_notifications"),
    # an input may name the one member; a body the source does not show too
    ("POST", "/api/tags/delete", "delete_tag", {"id": {}}, None),
    ("POST", "/api/apikeys/delete", "delete_apikey", {"body": {}}, None),
    # a session's action, a create, a read, a parameter, a singular noun, another method
    ("POST", "/api/users/logout", "logout_user", {}, None),
    ("POST", "/api/users/invite", "invite_user", {}, None),
    ("POST", "/api/feeds/search", "search_feeds", {}, None),
    ("POST", "/api/feeds/{id}/refresh", "refresh_feed", {}, None),
    ("POST", "/api/feed/refresh", "refresh_feed", {}, None),
    ("PUT", "/api/feeds/refresh", "refresh_feed", {}, None),
    ("POST", "/api/feeds/mark-read", "mark_feed_read", {}, None),
])
def test_collection_action(method, path, name, inputs, expected):
    assert collection_action(method, path, name, inputs) == expected
    assert COLLECTION_ACTION_RULE == "name.collection-action"
