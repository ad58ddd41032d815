"""An outbound call the server makes, read from the words of a path or function (rule
``risk.outbound-words``)."""
from __future__ import annotations

import pytest

from code2skill.passes.outbound import outbound_risks, outbound_word


@pytest.mark.parametrize("effect, path, function, word", [
    ("create", "/endpoints/notifications/testdiscordnotifications", None, "discord"),
    ("create", "/settings/test_webhook", None, "webhook"),
    ("create", "/settings/smtp/test", None, "smtp"),
    ("create", "/settings/testemail", None, "testemail"),
    ("create", "/notifications/test", None, "test notifications"),
    ("update", "/currency/update_exchange_rates", None, "exchange rates"),
    ("read", "/cronjobs/checkforupdates", None, "checkforupdates"),
    ("read", "/system/version", "checkForUpdates", "check updates"),
    ("create", "/ai/recommendations", None, "ai"),
    ("update", "/settings/telegram", None, "telegram"),              # saving a channel
    ("read", "/webhooks", None, None),                        # the system's own records
    ("delete", "/webhooks/{id}", None, None),
    ("read", "/ai/recommendations", None, None),
    ("create", "/emails/templates", None, None),
    ("update", "/mail/{id}/read", None, None),
    ("create", "/repair", None, None),                     # 'ai' only as a word of its own
])
def test_outbound_word(effect: str, path: str, function: str | None, word: str | None) -> None:
    assert outbound_word(effect, path, function) == word


def test_outbound_risks_once() -> None:
    assert outbound_risks("create", "/settings/test_webhook", None, []) == [
        ("external", "webhook (outbound, inferred from words)")]
    assert outbound_risks("create", "/settings/test_webhook", None,
                          [("external", "email")]) == []
