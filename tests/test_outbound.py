"""An outbound call the server makes, read from the words of a path or function (rule
``risk.outbound-words``)."""
from __future__ import annotations

import pytest

from code2skill.passes.outbound import outbound_risks, outbound_word


@pytest.mark.parametrize("method, effect, path, function, word", [
    ("POST", "create", "/endpoints/notifications/testdiscordnotifications", None, "discord"),
    ("POST", "create", "/settings/test_webhook", None, "webhook"),
    ("POST", "create", "/settings/smtp/test", None, "smtp"),
    ("POST", "create", "/settings/testemail", None, "testemail"),
    ("POST", "create", "/notifications/test", None, "test notifications"),
    ("PATCH", "update", "/system/notifications", "testNotification", "test notifications"),
    ("POST", "create", "/currency/update_exchange_rates", None, "exchange rates"),
    ("GET", "read", "/cronjobs/checkforupdates", None, "checkforupdates"),
    ("GET", "read", "/system/version", "checkForUpdates", "check updates"),
    ("POST", "create", "/ai/recommendations", None, "ai"),
    ("POST", "create", "/telegram/send", None, "telegram"),
    ("PUT", "update", "/settings/telegram", None, None),                 # saving a channel's settings
    ("PATCH", "update", "/webhooks/{id}", None, None),                   # the system's own records
    ("GET", "read", "/webhooks", None, None),
    ("DELETE", "delete", "/webhooks/{id}", None, None),
    ("GET", "read", "/ai/recommendations", None, None),
    ("POST", "create", "/emails/templates", None, None),
    ("PUT", "update", "/mail/{id}/read", None, None),
    ("POST", "create", "/repair", None, None),
    ("POST", "delete", "/ai/delete_recommendation", None, None),   # removes a record                       # 'ai' only as a word of its own
])
def test_outbound_word(method: str, effect: str, path: str, function: str | None,
                       word: str | None) -> None:
    assert outbound_word(method, effect, path, function) == word


def test_outbound_risks_once() -> None:
    assert outbound_risks("POST", "create", "/settings/test_webhook", None, []) == [
        ("external", "webhook (outbound, inferred from words)")]
    assert outbound_risks("POST", "create", "/settings/test_webhook", None,
                          [("external", "email")]) == []
