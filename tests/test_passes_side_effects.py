"""The side-effect pass (``passes/side_effects.py``): the closed ``sideEffect`` vocabulary and
the ``risks`` of a capability.

Rows are ``(method, path) → (sideEffect, rule)`` and ``(sideEffect, path, function) → [(risk,
matched word)]``. Tests marked ``xfail(strict=True)`` document a defect of the tool (the reason
says what is wrong).
"""
from __future__ import annotations

import pytest

from code2skill.passes.side_effects import risks, side_effect

BY_METHOD, RPC_READ, ACTION_UPDATE, RPC_ACTION = (
    "side-effect.method", "side-effect.rpc-read", "side-effect.action-update",
    "side-effect.rpc-action")

SIDE_EFFECTS = [
    # ---------------------------------------------------------------- RFC 9110 method semantics
    ("GET", "/articles", "read", BY_METHOD),
    ("HEAD", "/articles/{slug}", "read", BY_METHOD),
    ("OPTIONS", "/articles", "read", BY_METHOD),
    ("POST", "/articles", "create", BY_METHOD),
    ("PUT", "/articles/{slug}", "update", BY_METHOD),
    ("PATCH", "/articles/{slug}", "update", BY_METHOD),
    ("DELETE", "/articles/{slug}", "delete", BY_METHOD),
    ("GET", "/orders/{id}/cancel", "read", BY_METHOD),          # a GET never writes
    ("DELETE", "/v1/search", "delete", BY_METHOD),               # the method wins
    ("PUT", "/v1/search", "update", BY_METHOD),
    # ---------------------------------------------------------------- POST that only reads
    ("POST", "/v1/search", "read", RPC_READ),
    ("POST", "/v1/tables/{id}/query", "read", RPC_READ),
    ("POST", "/items/count", "read", RPC_READ),
    ("POST", "/reports/export", "create", BY_METHOD),        # may start an export job
    ("POST", "/api/collections.export", "create", BY_METHOD),
    ("POST", "/checkout/validate", "read", RPC_READ),
    ("POST", "/users/lookup", "read", RPC_READ),
    # ---------------------------------------------------------------- RPC style resource.action
    ("POST", "/documents.list", "read", RPC_ACTION),
    ("POST", "/documents.info", "read", RPC_ACTION),
    ("POST", "/documents.create", "create", RPC_ACTION),
    ("POST", "/documents.update", "update", RPC_ACTION),
    ("POST", "/documents.archive", "update", RPC_ACTION),
    ("POST", "/documents.delete", "delete", RPC_ACTION),
    ("POST", "/documents.frobnicate", "create", BY_METHOD),      # unknown action: the method
    ("POST", "/api/{apiEndpoint}.delete", "delete", RPC_ACTION),  # resource unresolved
    ("POST", "/api/{apiEndpoint}.info", "read", RPC_ACTION),
    ("POST", "/clients:batchDelete", "delete", RPC_ACTION),        # custom method: last word
    ("POST", "/v1/things:batchGet", "read", RPC_ACTION),
    ("POST", "/api/teams.requestDelete", "create", BY_METHOD),     # a request, not a delete
    ("POST", "/files/{name}.json", "create", BY_METHOD),
    # ---------------------------------------------------------------- action sub-resources update
    ("POST", "/orders/{id}/cancel", "update", ACTION_UPDATE),
    ("POST", "/v1/pages/{id}/archive", "update", ACTION_UPDATE),
    ("POST", "/tasks/{id}/complete", "update", ACTION_UPDATE),
    ("POST", "/orders/{id}/cancel-request", "update", ACTION_UPDATE),
    # ---------------------------------------------------------------- ordinary creates
    ("POST", "/articles/{slug}/comments", "create", BY_METHOD),
    ("POST", "/articles/{slug}/favorite", "create", BY_METHOD),
    ("POST", "/users/login", "create", BY_METHOD),
    ("POST", "/orders", "create", BY_METHOD),
    ("POST", "/v1/payments", "create", BY_METHOD),
]


@pytest.mark.parametrize("method, path, effect, rule", SIDE_EFFECTS,
                         ids=[f"{m} {p}" for m, p, _, _ in SIDE_EFFECTS])
def test_side_effect(method, path, effect, rule):
    assert side_effect(method, path) == (effect, rule)


def test_find_by_segment_is_a_read():
    effect = side_effect("POST", "/users/find-by-email")
    assert (effect, risks(effect[0], "/users/find-by-email", None)) == \
        (("read", "side-effect.rpc-read"), [])


RISKS = [
    # ---------------------------------------------------------------- destructive
    ("delete", "/articles/{slug}", None, [("destructive", "DELETE")]),
    ("delete", "/documents.delete", None, [("destructive", "DELETE")]),
    ("update", "/v1/pages/{id}/archive", None, [("destructive", "archive")]),
    ("update", "/users/{id}/block", None, [("destructive", "block")]),
    ("update", "/orders/{id}/cancel", None, [("destructive", "cancel"), ("financial", "orders")]),
    # ---------------------------------------------------------------- financial
    ("create", "/payments", None, [("financial", "payments")]),
    ("create", "/orders/{id}/pay", None, [("financial", "orders")]),
    ("create", "/refunds", None, [("financial", "refunds")]),
    ("update", "/checkout", None, [("financial", "checkout")]),
    ("create", "/invoices", None, [("financial", "invoices")]),
    ("create", "/x", "payInvoice", [("financial", "pay")]),
    ("delete", "/payments/{id}", None, [("destructive", "DELETE"), ("financial", "payments")]),
    # ---------------------------------------------------------------- publishing
    ("create", "/articles", None, [("publishing", "articles")]),
    ("create", "/articles/{slug}/comments", None, [("publishing", "comments")]),
    ("update", "/articles/{slug}", None, [("publishing", "articles")]),
    ("update", "/drafts/{id}/publish", None, [("publishing", "publish")]),
    ("create", "/posts/{id}/share", None, [("publishing", "share")]),
    ("create", "/articles", "publishArticle", [("publishing", "publish")]),
    # favouriting an article does not publish it
    ("create", "/articles/{slug}/favorite", None, []),
    ("create", "/articles/{slug}/favorite", "favoriteArticle", []),
    ("create", "/comments/{id}/like", None, []),
    # ---------------------------------------------------------------- external
    ("create", "/users/{id}/invite", None, [("external", "invite")]),
    ("create", "/emails", None, [("external", "emails")]),
    ("create", "/webhooks", None, [("external", "webhooks")]),
    ("create", "/notifications", None, [("external", "notifications")]),
    ("create", "/x", "sendEmail", [("external", "email")]),
    # ---------------------------------------------------------------- none
    ("create", "/users/login", None, []),
    ("update", "/users/{id}/preferences", "updatePreferences", []),
    # reads carry no risk, whatever the words
    ("read", "/payments/{id}", None, []),
    ("read", "/articles", None, []),
    ("read", "/v1/search", "deleteAll", []),
    ("read", "/invites", "sendInvite", []),
]


@pytest.mark.parametrize("effect, path, function, expected", RISKS,
                         ids=[f"{e} {p} {f}" for e, p, f, _ in RISKS])
def test_risks(effect, path, function, expected):
    assert risks(effect, path, function) == expected


@pytest.mark.parametrize("method, path, effect, expected", [
    ("DELETE", "/articles/{slug}", "delete", [("destructive", "DELETE")]),
    ("POST", "/checkout", "create", [("financial", "checkout")]),
    ("POST", "/orders/{id}/refund", "create", [("financial", "orders")]),
    ("POST", "/invoices/{id}/pay", "create", [("financial", "invoices")]),
    ("POST", "/articles", "create", [("publishing", "articles")]),
    ("POST", "/articles/{slug}/comments", "create", [("publishing", "comments")]),
    ("POST", "/articles/{slug}/favorite", "create", []),
    ("POST", "/teams/{id}/invite", "create", [("external", "invite")]),
    ("POST", "/v1/search", "read", []),
    ("POST", "/documents.list", "read", []),
    ("GET", "/payments", "read", []),
])
def test_side_effect_then_risks(method, path, effect, expected):
    found, _ = side_effect(method, path)
    assert found == effect
    assert risks(found, path, None) == expected


def test_risk_vocabulary_is_closed_and_covered():
    """Every risk the rows above produce is in the contract's closed vocabulary, and the rows
    exercise all four."""
    seen = {risk for effect, path, function, _ in RISKS
            for risk, _ in risks(effect, path, function)}
    assert seen == {"destructive", "financial", "publishing", "external"}
