"""Rule ``risk.sign-in-channel``: on a password sign-in, the word ``email`` (or ``mail``,
``sms``) of the path names what the user signs in with, not a message sent out.

Rule ``risk.external`` reads ``email`` anywhere in a write's path or naming function as a
message leaving the system (``sendEmail``, ``/users/{id}/invite``). On ``POST
/api/auth/sign-in/email`` sent with ``{email, password}`` it names the kind of account the
password opens: checking a password sends nothing out, so the ``external`` risk it gave is
dropped.

It holds when the path names a sign-in (:data:`SIGN_IN_WORDS` among its words, ``sign-in``
being one word: ``/login/email``, ``/sign-in/email``), some call sends a password (a body,
form or query field named like one, :func:`~.same_origin_session.password_target`) and no
other word of :data:`~.side_effects.EXTERNAL` stands in the path or the function's name
(``/login/email/notify`` keeps it). A sign-up (``/sign-up/email``, often followed by a
verification mail), a passwordless sign-in (``/sign-in/magic-link``, ``/login/email`` sent
only an address: a link or a code goes out by mail) and any other path keep the risk.
"""
from __future__ import annotations

from .naming import words
from .same_origin_session import password_target
from .side_effects import EXTERNAL

RULE = "risk.sign-in-channel"
SIGN_IN_WORDS = frozenset({"login", "signin", "logon"})
CHANNEL_WORDS = frozenset({"email", "mail", "sms"})


def path_words(path: str) -> list[str]:
    """The words of a path's static segments, a sign-in's ``sign-in``/``log-in`` one word
    (``/api/auth/sign-in/email`` → ``['api', 'auth', 'signin', 'email']``)."""
    found: list[str] = []
    for segment in path.split("?")[0].split("/"):
        if segment and "{" not in segment:
            joined = segment.lower().replace("sign-in", "signin").replace("sign_in", "signin") \
                .replace("log-in", "login").replace("log_in", "login")
            found.extend(words(joined))
    return found


def sign_in_channel(path: str, function: str | None, targets: list[str]) -> str | None:
    """The channel word (:data:`CHANNEL_WORDS`) a password sign-in's path names, by the rule
    of the module docstring, else ``None``; ``targets`` are the binding targets of its
    requests (``body:password``)."""
    said = path_words(path)
    if SIGN_IN_WORDS.isdisjoint(said) or not any(password_target(t) for t in targets):
        return None
    named = said + words((function or "").split(".")[-1])
    channels = [w for w in named if w in CHANNEL_WORDS]
    others = [w for w in named if w in EXTERNAL and w not in CHANNEL_WORDS]
    return channels[0] if channels and not others else None


def without_channel_risk(risks: list[tuple[str, str]], path: str, function: str | None,
                         targets: list[str]) -> tuple[list[tuple[str, str]], str | None]:
    """``(risks, channel)``: ``risks`` (``[(risk, matched word)]``) without the ``external``
    risk a channel word of a password sign-in gave (rule :data:`RULE`), and that word
    (``None`` when nothing was dropped); any other risk unchanged."""
    channel = sign_in_channel(path, function, targets)
    kept = [(risk, word) for risk, word in risks
            if channel is None or not (risk == "external" and word in CHANNEL_WORDS)]
    return kept, channel if len(kept) < len(risks) else None
