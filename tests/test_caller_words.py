"""Rule ``risk.caller-words``: which words of the caller's name may name a request's risks
(``code2skill.passes.caller_words``), and the risks that follow from them."""
from __future__ import annotations

import pytest

from code2skill.passes.caller_words import CallerWords, caller_words, review_message
from code2skill.passes.side_effects import caller_name_risks, risks


@pytest.mark.parametrize("function, effect, path, expected", [
    # post before a noun of the path is the HTTP verb
    ("ApiService.postCategory", "create", "/api/categories", (["category"], [])),
    ("ApiService.adminPostMagic", "create", "/api/admin/magic-link", (["admin", "magic"], [])),
    ("postTripDayItem", "create", "/api/trips/{tripId}/days/{day_id}/items",
     (["trip", "day", "item"], [])),
    # post before anything else stays a word
    ("postToTwitter", "create", "/api/share/twitter", (["post", "to", "twitter"], [])),
    ("post", "create", "/api/statuses", (["post"], [])),
    # a message word a non-sending verb takes as its object
    ("acceptTripMemberInvite", "update", "/api/trips/{id}/members/accept",
     (["accept", "trip", "member"], [])),
    ("declineInvite", "update", "/api/invites/{id}/decline", (["decline"], [])),
    ("revokeInvite", "delete", "/api/invites/{id}", (["revoke"], [])),
    ("listInvite", "read", "/api/invites", (["list"], [])),
    ("updateEmailSettings", "update", "/api/settings", (["update", "settings"], [])),
    # ... and one that makes or sends it
    ("inviteTripMember", "create", "/api/trips/{id}/members", (["invite", "trip", "member"], [])),
    ("sendInvite", "create", "/api/invites", (["send", "invite"], [])),
    ("createInvite", "create", "/api/teams/{id}/invites", (["create", "invite"], [])),
    ("resendEmail", "create", "/api/users/{id}/verification", (["resend", "email"], [])),
    # a name whose verb deletes, for a request that deletes nothing: the path wins
    ("onClear", "update", "/api/speedtests/pause", ([], ["on", "clear"])),
    ("handleRemoveTag", "update", "/api/notes/{id}", ([], ["handle", "remove", "tag"])),
    ("onClear", "delete", "/api/speedtests/{id}", (["on", "clear"], [])),
    ("clearCache", "delete", "/api/cache", (["clear", "cache"], [])),
    # a verb that agrees, or no verb, keeps every word
    ("cancelOrder", "update", "/api/orders/{id}", (["cancel", "order"], [])),
    ("onSuccess", "update", "/api/config/ping", (["on", "success"], [])),
    (None, "create", "/api/x", ([], [])),
])
def test_caller_words(function, effect, path, expected):
    assert caller_words(function, effect, path) == CallerWords(*expected)


@pytest.mark.parametrize("effect, path, function, expected", [
    # Trip's ApiService: creates named postX publish nothing
    ("create", "/api/categories", "ApiService.postCategory", []),
    ("create", "/api/trips/{tripId}/packing", "ApiService.postPackingItem", []),
    ("create", "/api/posts", "postPost", [("publishing", "post")]),     # the noun post stays
    ("create", "/api/timeline", "postToTimeline", [("publishing", "post")]),
    ("create", "/api/tweets", "postTweet", [("publishing", "tweet")]),
    # accepting or declining an invitation sends none; inviting does
    ("update", "/api/trips/{tripId}/members/accept", "ApiService.acceptTripMemberInvite", []),
    ("update", "/api/trips/{tripId}/members/decline", "declineTripMemberInvite", []),
    ("create", "/api/trips/{tripId}/members", "inviteTripMember", [("external", "invite")]),
    ("create", "/x", "sendEmail", [("external", "email")]),
    ("create", "/users/{id}/invite", "acceptInvite", [("external", "invite")]),   # the path's
    # MySpeed's dialog: onClear pauses the tests, clears nothing
    ("update", "/api/speedtests/pause", "onClear", []),
    ("delete", "/api/speedtests/{id}", "onClear", [("destructive", "DELETE")]),
    ("update", "/orders/{id}", "cancelOrder", [("destructive", "cancel"), ("financial", "orders")]),
])
def test_risks_of_caller_words(effect, path, function, expected):
    assert risks(effect, path, function) == expected


@pytest.mark.parametrize("effect, path, function, expected", [
    ("update", "/api/speedtests/pause", "onClear", [("destructive", "clear")]),
    ("update", "/api/config/password", "onClear", [("destructive", "clear")]),
    ("update", "/api/profile", "removePayment",
     [("destructive", "remove"), ("financial", "payment")]),
    # what the path claims already is not set aside again
    ("update", "/api/cart/checkout", "removeFromCart", [("destructive", "remove")]),
    ("update", "/api/orders/{id}/cancel", "clearOrder", []),
    ("delete", "/api/speedtests/{id}", "onClear", []),
    ("update", "/api/speedtests/pause", "onSuccess", []),
    ("create", "/api/categories", "postCategory", []),
])
def test_risks_a_caller_name_sets_aside(effect, path, function, expected):
    assert caller_name_risks(effect, path, function) == expected


def test_the_review_message_names_the_caller_and_its_words():
    assert review_message("POST", "/api/speedtests/pause", "onClear",
                          [("destructive", "clear")]) == (
        "POST /api/speedtests/pause: the name of its caller 'onClear' says destructive "
        "('clear'), but the path and method show no delete, so the name is not taken as the "
        "operation's wording and no such risk is claimed; confirm against the backend")
