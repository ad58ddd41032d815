"""Rule ``header.acting-identity``: a header that makes the server act as another user is the
Host's to set, never a Tool input, and says so in a review item.

Some servers let a privileged caller act as someone else by naming that user in a request
header: plik's administrator page sets ``X-Plik-Impersonate: <user id>`` on every request once
an administrator picks a user, GitLab's API reads ``Sudo``, other back ends ``X-Impersonate-
User``, ``X-Act-As``, ``X-Run-As``, ``X-On-Behalf-Of``, ``X-Auth-As`` or ``X-As-User``. The
server then runs the request as that user (an escalation of privilege when anyone but an
administrator could set it). Who the caller is belongs to the runtime context, which a Tool
may never take from its public input (seed: "It may not derive runtime context, identity, …
from public input"): such a header is no input, its value is never copied, and one ``medium``
review item of the request names it (:func:`review_note`): the Host sets it only on an
administrator's deliberate choice, or the request goes without it.

A header is taken as one when the words of its name (split on ``-`` and ``_``, case ignored)
hold ``impersonate`` (any form), ``sudo``, ``masquerade`` (any form), ``behalf``, or one of
the pairs ``act as``, ``acting as``, ``run as``, ``runs as``, ``auth as``, ``login as``,
``log as``, ``as user``, ``assume user``, ``switch user`` (:func:`acting_identity`); a
vendor's prefix is any other word (``X-Plik-Impersonate``). Words that only name a user
(``X-User-Id``) are rule ``header.proxy-identity``'s.
"""
from __future__ import annotations

import re

RULE = "header.acting-identity"
# one word of the name saying the request is made as another user
ACTING_WORD = re.compile(r"impersonat\w*|sudo|masquerad\w*|behalf")
# two words in a row saying it
ACTING_PAIRS = frozenset({("act", "as"), ("acting", "as"), ("run", "as"), ("runs", "as"),
                          ("auth", "as"), ("login", "as"), ("log", "as"), ("as", "user"),
                          ("assume", "user"), ("switch", "user")})


def name_words(name: str) -> list[str]:
    """The lower-case words of a header name (``X-Plik-Impersonate`` → ``['x', 'plik',
    'impersonate']``; ``X-RunAs`` → ``['x', 'run', 'as']``)."""
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", name)
    return [w.lower() for w in re.split(r"[-_\s]+", spaced) if w]


def acting_identity(name: str) -> bool:
    """Whether header ``name`` names the user the server is to act as (module docstring)."""
    said = name_words(name)
    return any(ACTING_WORD.fullmatch(w) for w in said) or \
        any(pair in ACTING_PAIRS for pair in zip(said, said[1:]))


def review_note(names: list[str]) -> str:
    """The ``medium`` review message of a request's act-as headers ``names`` (in the order
    sent)."""
    listed = ", ".join(names)
    return (f"request header(s) {listed} make the server act as the user they name "
            "(impersonation): a caller able to set them takes that user's identity and "
            "rights, an escalation of privilege, so they are no Tool input and their values "
            "are not copied; the Host sets them only from the signed-in user's deliberate "
            "choice where the server allows it (an administrator acting as another user), or "
            f"the request goes without them (rule {RULE})")
