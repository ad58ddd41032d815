"""Pass: an outbound call the server makes that the client does not show (rule
``risk.outbound-words``).

A test of a notification channel (``POST /notifications/testdiscordnotifications.php``,
``/settings/test_webhook``, ``/settings/smtp/test``), an AI provider's completion, an update of
exchange rates or a check for a new release reach a system outside the user's: the contract
cannot prove it (the client sends no such request itself), but the words of the path or of
the naming function say it. Over-flagging costs a confirmation; missing it hides an external
effect (seed, "Side effects": prefer preview then confirm for external actions). So a
capability, read or write, whose words name an outside channel gets the ``external`` risk
(``openWorldHint: true``) and a review item saying it is inferred from words.

Words that count (:func:`outbound_word`; on a method other than ``POST``, or a delete, only a
test, a check or a pair):

* a channel's or provider's name (:data:`CHANNELS`), also inside a word glued from several
  (``testdiscordnotifications``);
* ``ai``, ``llm``, ``gpt`` as words of their own (:data:`AI_WORDS`);
* a test of a message channel: ``test`` with ``email``, ``mail``, ``notification`` …
  (:data:`MESSAGE_NOUNS`; glued ``testemail`` too);
* ``exchange`` followed by ``rate``/``rates``; ``check`` with ``update``/``updates``, also
  glued (:data:`GLUED_PAIRS`: ``checkforupdates``).
"""
from __future__ import annotations

from .naming import words

OUTBOUND = "risk.outbound-words"
# names of outside channels and providers; specific enough to count inside a glued word
CHANNELS = ("discord", "telegram", "slack", "gotify", "pushover", "ntfy", "webhook", "smtp",
            "mattermost", "apprise", "pushbullet", "twilio", "sendgrid", "mailgun", "openai",
            "anthropic", "ollama", "chatgpt")
# words of an AI provider's call, only as words of their own (``ai`` is inside many words)
AI_WORDS = frozenset({"ai", "llm", "gpt"})
# nouns of a message channel a ``test`` sends through
MESSAGE_NOUNS = frozenset({"email", "mail", "notification", "notifications", "sms", "push",
                           "smtp", "emails"})
TEST = "test"
# word pairs that name an outside source the server asks
PAIRS = {("exchange", "rate"), ("exchange", "rates"), ("check", "update"),
         ("check", "updates")}
# the same pairs glued into one word (``checkforupdates``, ``exchangerates``)
GLUED_PAIRS = ("checkforupdate", "checkupdate", "exchangerate")


def said(path: str, function: str | None) -> list[str]:
    """The words of a path's static segments and of the naming function's own name."""
    out = [w for s in path.split("?")[0].split("/") if s and not s.startswith("{")
           for w in words(s)]
    return out + words((function or "").split(".")[-1])


def outbound_word(method: str, effect: str, path: str, function: str | None) -> str | None:
    """The word of ``path`` or ``function`` that names an outside channel (rules in the
    module's docstring), else ``None``. A channel's or provider's name counts on a ``POST``
    (an action: send, test, complete) that deletes nothing, or with a test
    (``testdiscordnotifications``); on another method it names the system's own record of
    the channel (``GET /webhooks`` lists them, ``PATCH /webhooks/{id}`` edits one, ``PUT
    /settings/smtp`` saves its settings), and a delete removes one (``POST
    /ai/delete_recommendation.php``), so there only a test, a check or a word pair counts."""
    tokens = said(path, function)
    acts = (method == "POST" and effect != "delete") or TEST in tokens \
        or any(t.startswith(TEST) for t in tokens)
    for token in tokens:
        channel = next((c for c in CHANNELS if c in token), None)
        if channel is not None and acts:
            return channel
        if token in AI_WORDS and acts:
            return token
        if token.startswith(TEST) and token[len(TEST):] in MESSAGE_NOUNS:
            return token                                            # testemail
        if token.startswith(GLUED_PAIRS):
            return token                                            # checkforupdates
    if TEST in tokens and (noun := next((t for t in tokens if t in MESSAGE_NOUNS), None)):
        return f"{TEST} {noun}"
    pair = next((p for p in zip(tokens, tokens[1:]) if p in PAIRS), None)
    if pair is None:
        pair = next(((a, b) for a in tokens for b in tokens if (a, b) in PAIRS
                     and a == "check"), None)               # checkForUpdates: check … updates
    return " ".join(pair) if pair is not None else None


def outbound_risks(method: str, effect: str, path: str, function: str | None,
                   found: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Rule ``risk.outbound-words``: ``[("external", "WORD (outbound, inferred from
    words)")]`` for a capability whose path or naming function names an outside channel
    (:func:`outbound_word`), reads included; ``[]`` when it already has the ``external`` risk
    or names none."""
    if any(risk == "external" for risk, _ in found):
        return []
    word = outbound_word(method, effect, path, function)
    return [("external", f"{word} (outbound, inferred from words)")] if word else []


def review_message(method: str, template: str, word: str) -> str:
    """The review text of rule ``risk.outbound-words``."""
    return (f"{method} {template}: the word {word!r} names an outside channel, so the server "
            "likely calls a system outside the user's (a notification test, a webhook, an AI "
            "provider, exchange rates, a release check) that the client does not show; taken "
            "as external (open world), inferred from words; confirm against the backend")
