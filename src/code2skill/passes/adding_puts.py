"""Rule ``policy.adding-put``: a ``PUT`` whose action words say it adds is not proven idempotent.

``PUT`` is idempotent by HTTP's contract (RFC 9110 §9.2.2) only when the server honours it;
the client cannot prove that. A ``PUT`` whose path's last static segment or name starts with
a word saying it adds something (:data:`ADDING_WORDS`: ``PUT /api/add_entries``, ``PUT
/api/attach_document``, ``PUT /lines/{id}/insert``, ``import_message`` of a wrapper
``import(emlContent)`` that ``PUT``s a mail to ``/api/Messages``) may add again on a retry (new
entries, ``document2``, a second copy of the mail), so its idempotency is ``unknown``: never retried automatically, an
unknown outcome reconciled, and a ``medium`` review item asks to confirm against the backend.
A rule that says more (``policy.not-idempotent-action``: ``at-most-once``; a side effect the
words change, ``side-effect.put-adds``) comes first, and a file ``PUT`` to a path naming no
resource (``side-effect.file-put``) settles it later (:func:`superseded`).
"""
from __future__ import annotations

from code2skill.contract.models import OperationPolicy, ReviewItem

from .action_words import action_phrase
from .naming import words

RULE = "policy.adding-put"
# verbs of an action that adds to what it addresses: a repeat may add twice (an import
# adds what it carries each time it is sent)
ADDING_WORDS = frozenset({"add", "append", "attach", "insert", "import"})


def adding_word(method: str, word_path: str, name: str) -> str | None:
    """The word by which a ``PUT`` says it adds (:data:`ADDING_WORDS`): the first word of
    the action phrase of ``word_path``'s last segment when that is static (``add_entries``,
    ``attach-document``), else the first word of the capability ``name`` (``add_entry``);
    ``None`` for any other method or when neither says it. The naming function's verb is
    not read: a callback's (``addEventListener``) says nothing of the request, and a
    function named for adding is rule ``side-effect.put-adds``'s."""
    if method != "PUT":
        return None
    segments = [s for s in word_path.split("?")[0].split("/") if s]
    last = action_phrase(words(segments[-1])) if segments and "{" not in segments[-1] else []
    return next((w for w in last[:1] + name.split("_")[:1] if w in ADDING_WORDS), None)


def unknown_idempotency(effect: str) -> OperationPolicy:
    """The policy of an adding ``PUT`` with side effect ``effect``: idempotency ``unknown``,
    ``automaticRetry: never``, ``unknownOutcome: stop-and-reconcile``."""
    return OperationPolicy(sideEffect=effect, idempotency="unknown", automaticRetry="never",
                           confirmation="not-required", unknownOutcome="stop-and-reconcile")


def review_message(template: str, word: str) -> str:
    """The review text of an adding ``PUT`` (``template`` its path template, ``word`` the
    adding word found)."""
    return (f"PUT {template}: its words say it adds ({word!r}), so a retry may add again; "
            "the method alone does not prove it idempotent (the server must honour it): "
            "idempotency unknown, automatic retry stays off and an unknown outcome is "
            "reconciled; confirm against the backend")


def superseded(review: list[ReviewItem], settled: list[ReviewItem]) -> list[ReviewItem]:
    """``review`` without this rule's items on the capabilities a later, surer rule settled
    (``settled``: the items of rule ``side-effect.file-put``, which gives such a ``PUT``
    ``at-most-once``), so no item states an idempotency the capability no longer has."""
    names = {item.capability for item in settled}
    return [item for item in review if item.capability not in names
            or not any(e.rule == RULE for e in item.evidence)]
