"""Rule ``C2S-L004``'s reading of a name: whether an input says the caller confirms the
operation, shared by the audit's lint and by derive (rule ``input.user-decision``), so that
derive never emits what the lint flags. Pure functions over names and schemas.
"""
from __future__ import annotations

import re
from typing import Any

# a confirmation flag says, in words of its own, that the caller confirms, acknowledges or
# consents to this operation (``confirmed``, ``isAcknowledged``, ``i_understand``, ``yes``):
# whole words only, so ``spend_unconfirmed`` (an option) is none; as the name's last word, or its
# first when a verb (``confirmDelete``), so a setting that mentions one
# (``EnableConfirmNotificationsToChannel``) is none
CONFIRMATION_WORDS = frozenset({"confirm", "confirmed", "confirmation", "acknowledge",
                                "acknowledged", "ack", "consent", "consented", "understand",
                                "understood", "yes", "sure"})
CONFIRMATION_VERBS = frozenset({"confirm", "acknowledge", "ack", "consent"})
# answers: a confirmation only as the whole name or after words of the question itself or of
# the person giving it (``yes``, ``areYouSure``, ``i_am_sure``, ``userConsented``); after any other
# word they are a value of it (``voteYes``: a vote of yes on an option; ``newsletter_consent``:
# the user's choice of a newsletter)
ANSWER_WORDS = frozenset({"yes", "sure", "consent", "consented"})
QUESTION_WORDS = frozenset({"are", "you", "i", "am", "is", "it", "really", "so", "has", "have",
                            "given", "user", "human", "operator", "caller"})
# an approval is a business state (a moderator's ``approved``, ``follow_request_approved``)
# unless the name says a person approved this call (``userApproved``, ``approvedByHuman``)
APPROVAL_WORDS = frozenset({"approve", "approved", "approval"})
APPROVERS = frozenset({"user", "human", "operator", "caller"})


def name_words(name: str) -> list[str]:
    """``userApproved`` → ``['user', 'approved']``, ``is_confirmed`` → ``['is', 'confirmed']``
    (lower case)."""
    return [w.lower() for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", name)]


def is_boolean(schema: dict[str, Any]) -> bool:
    """Whether a schema types a value as a boolean (``type``, ``const`` or an ``enum`` of
    booleans)."""
    kind = schema.get("type")
    return kind == "boolean" or (isinstance(kind, list) and "boolean" in kind) or \
        isinstance(schema.get("const"), bool) or \
        (isinstance(schema.get("enum"), list) and bool(schema["enum"]) and
         all(isinstance(v, bool) for v in schema["enum"]))


def confirms(name: str) -> bool:
    """Rule C2S-L004: whether an input's name says the caller confirms the operation — its
    last word a confirmation word (:data:`CONFIRMATION_WORDS`: ``confirmed``,
    ``isAcknowledged``, ``i_understand``, ``are_you_sure``; an answer, :data:`ANSWER_WORDS`,
    only alone or after :data:`QUESTION_WORDS`: ``voteYes`` is none), its first a confirmation verb
    (``confirmDelete``), or an approval word beside a person (:data:`APPROVERS`:
    ``userApproved``); ``approved``, ``follow_request_approved`` (states),
    ``spend_unconfirmed`` (an option) and ``newsletter_consent`` (a choice) are none."""
    said = name_words(name)
    if not said:
        return False
    answered = said[-1] in ANSWER_WORDS and not set(said[:-1]) <= QUESTION_WORDS
    return said[-1] in CONFIRMATION_WORDS and not answered or \
        said[0] in CONFIRMATION_VERBS or bool(
            APPROVAL_WORDS.intersection(said) and APPROVERS.intersection(said))
