"""Pass: the ``operationPolicy``, annotations and runtime protection of a capability.

Rules (``seed/mcp-tool-design.txt``, "Side effects"):

* ``policy.read`` — reads are idempotent, may be retried, need no confirmation, and have no
  unknown outcome.
* ``policy.idempotency-key`` — a write whose client sends an idempotency key header
  (``Idempotency-Key``, ``X-Idempotency-Key``, ``X-Request-Id``) is ``idempotent-with-key``; a
  retry must reuse the same key.
* ``policy.key-per-attempt`` — a key the requesting function generates itself on every call
  (``crypto.randomUUID()``, ``uuid()``, ``nanoid()``, ``Date.now()`` evaluated at the request)
  proves nothing: a retry sends a new key and may repeat the write (field case FC-15), so the
  write keeps the policy of its method, and the key is no Tool input.
* ``policy.http-idempotent-method`` — ``PUT`` and ``DELETE`` are idempotent by the HTTP contract
  (RFC 9110 §9.2.2): inferred from the observed method, not from the backend.
* ``policy.not-idempotent-action`` — a ``PUT``/``DELETE`` whose path or name says it sends
  mail, toggles or advances state (``PUT /x/toggle``, ``DELETE /invites/{id}/resend``) is not
  idempotent whatever its method: ``at-most-once``.
* ``policy.adding-put`` — a ``PUT`` whose last static path segment or name says it adds
  (``PUT /api/add_entries``, ``attach_document``) is not proven idempotent by its method:
  ``idempotency: unknown``, no automatic retry (:mod:`.adding_puts`).
* ``policy.read-that-writes`` — a read whose UI warns it deletes or resets, or whose path
  names such an action (``GET /settings/reset``): ``idempotency: unknown``, no automatic
  retry, ``stop-and-reconcile`` (and a review item).
* ``policy.at-most-once`` — every other write: ``automaticRetry: never`` and
  ``unknownOutcome: stop-and-reconcile``.
* ``policy.confirmation-default`` / ``protection.default`` — ``confirmation: not-required`` and
  ``backend-authoritative``: a UI dialog alone never becomes a Guard.
* ``policy.upload-confirmation`` — a write that sends attachment content (a file-carrying
  ``multipart`` field, or the bytes of the presigned-URL chain it holds) is
  ``upload-confirmation-required``: its input is a Host-approved attachment reference (seed,
  "Attachments"), so the Host's attachment facility, not the Agent, approves which content
  leaves the user's side. Nothing else changes: retries and outcome follow the write's policy.
"""
from __future__ import annotations

from code2skill.contract.models import (
    Annotations,
    Capability,
    Evidence,
    OperationPolicy,
    RuntimeProtection,
)
from code2skill.values import GENERATED, UnknownV, Value

from .action_words import NOT_IDEMPOTENT, operation_words
from .adding_puts import RULE as ADDING_PUT, unknown_idempotency
from .naming import words

IDEMPOTENCY_HEADERS = frozenset({"idempotency-key", "x-idempotency-key", "x-request-id",
                                 "idempotencykey"})


def generated_per_call(value: Value | None) -> bool:
    """Rule ``policy.key-per-attempt``: whether ``value`` (a header's resolved value) is
    generated afresh where the request is made, so every call sends a new one; a parameter (a
    key the caller makes once and passes on each retry) is not."""
    return isinstance(value, UnknownV) and value.reason.startswith(GENERATED)


def action_words(path: str, name: str, function: str | None = None) -> list[str]:
    """The action a request's path and name say: the words of its last static segment when
    the path ends there (``/invites/{id}/resend``; not a resource noun such as
    ``email_template`` before an id), the verb its name starts with, and the verb that
    starts the name of the function making it (``regenerateToken`` → ``regenerate``)."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    last = words(segments[-1]) if segments and "{" not in segments[-1] else []
    verb = operation_words(words((function or "").split(".")[-1]))[:1]   # sendDeleteShare
    return last + name.split("_")[:1] + verb


def policy(effect: str, method: str, has_key: bool, said: list[str] = (),
           adding: str | None = None) -> tuple[OperationPolicy, str]:
    """``(policy, rule)`` for a side effect and method; ``said`` are the words of its path
    and name (:func:`action_words`), ``adding`` the word by which a ``PUT`` says it adds
    (:func:`.adding_puts.adding_word`), if any."""
    if effect == "read":
        return OperationPolicy(sideEffect="read", idempotency="idempotent",
                               automaticRetry="allowed", confirmation="not-required",
                               unknownOutcome="not-applicable"), "policy.read"
    if has_key:
        return OperationPolicy(sideEffect=effect, idempotency="idempotent-with-key",
                               automaticRetry="allowed", confirmation="not-required",
                               unknownOutcome="stop-and-reconcile"), "policy.idempotency-key"
    if method in ("PUT", "DELETE") and NOT_IDEMPOTENT.intersection(said):
        return OperationPolicy(sideEffect=effect, idempotency="at-most-once",
                               automaticRetry="never", confirmation="not-required",
                               unknownOutcome="stop-and-reconcile"), \
            "policy.not-idempotent-action"
    if method == "PUT" and adding is not None:
        return unknown_idempotency(effect), ADDING_PUT
    if method in ("PUT", "DELETE"):
        return OperationPolicy(sideEffect=effect, idempotency="idempotent",
                               automaticRetry="allowed", confirmation="not-required",
                               unknownOutcome="stop-and-reconcile"), \
            "policy.http-idempotent-method"
    return at_most_once(effect)


def at_most_once(effect: str) -> tuple[OperationPolicy, str]:
    """Rule ``policy.at-most-once``: a write no rule proves idempotent, and one whose effect
    its method and its name dispute (``side-effect.verb-method-disagree``: a ``PUT`` named
    ``create``), whatever the method: never retried, an unknown outcome reconciled."""
    return OperationPolicy(sideEffect=effect, idempotency="at-most-once",
                           automaticRetry="never", confirmation="not-required",
                           unknownOutcome="stop-and-reconcile"), "policy.at-most-once"


def read_that_writes() -> OperationPolicy:
    """Rule ``policy.read-that-writes``: a read that may change state is not retried."""
    return OperationPolicy(sideEffect="read", idempotency="unknown", automaticRetry="never",
                           confirmation="not-required", unknownOutcome="stop-and-reconcile")


def annotations(op: OperationPolicy, risks: list[str]) -> Annotations:
    """MCP hints that agree with the policy: read-only for reads, destructive for deletes and
    destructive risks, idempotent only when proven or by HTTP contract, open-world for
    external effects."""
    return Annotations(readOnlyHint=op.sideEffect == "read",
                       destructiveHint=op.sideEffect == "delete" or "destructive" in risks,
                       idempotentHint=op.idempotency == "idempotent",
                       openWorldHint="external" in risks,
                       risks=sorted(risks))


def explain_hints(evidence: dict[str, list[Evidence]], hints: Annotations, effect: str
                  ) -> dict[str, list[Evidence]]:
    """The evidence of ``openWorldHint`` and ``destructiveHint`` explains the value it sits
    on. A hint that :func:`annotations` set
    from a risk (``external``; ``destructive`` for a write that is no delete) is explained by
    that risk's evidence under ``/annotations/risks`` (``risk.external``, ``risk.sent-address``,
    ``risk.page-sent-message``,
    ``risk.destructive``, ``risk.destructive-ui``, ``side-effect.replace-collection``), never
    by the closed-world default or the
    side-effect rule that would say the opposite. Returns ``evidence`` updated (a new dict);
    with no such risk evidence the entries are left as they are."""
    out = dict(evidence)
    risks = evidence.get("/annotations/risks", [])
    open_world = [e for e in risks if e.rule in ("risk.external", "risk.fetched-url",
                                                 "risk.sent-address", "risk.page-sent-message")]
    if hints.openWorldHint and open_world:
        out["/annotations/openWorldHint"] = open_world
    destructive = [e for e in risks if e.rule in ("risk.destructive", "risk.destructive-ui",
                                                  "side-effect.replace-collection")]
    if hints.destructiveHint and effect != "delete" and destructive:
        out["/annotations/destructiveHint"] = destructive
    return out


def runtime_protection() -> RuntimeProtection:
    return RuntimeProtection(mode="backend-authoritative")


def with_upload_confirmation(cap: Capability, evidence: list[Evidence]) -> Capability:
    """Rule ``policy.upload-confirmation``: ``cap`` (a write sending attachment content, shown
    by ``evidence``) with ``confirmation: upload-confirmation-required``; reads are returned
    unchanged."""
    if cap.sideEffect == "read" or not evidence:
        return cap
    op = cap.operationPolicy.model_copy(update={"confirmation": "upload-confirmation-required"})
    found = dict(cap.evidence)
    found["/operationPolicy/confirmation"] = evidence
    return cap.model_copy(update={"operationPolicy": op, "evidence": dict(sorted(found.items()))})
