"""Pass: a credential exchange is never retried (rule ``policy.credential-exchange``).

A call that starts, renews or hands over the user's session, takes a step of signing in, or
returns a token or key (the capabilities reviewed by rules ``scope.session-flow`` and
``scope.sign-in-ceremony``, and those of rules ``output.credential-read`` and
``output.credential-write`` whose path names the credential, ``GET
/facebook_retrieve_token``: a call whose output merely holds a secret among other fields,
``GET /cluster-config``, ``PUT /user`` answering the user with its token, is reviewed by
those rules but is no exchange) is a credential exchange: what it gives may be good once (a token the server clears on its first
read, a one-time code, a session id that replaces the last one), so repeating it is no
harmless retry, whatever its method. Its ``operationPolicy`` becomes ``idempotency:
unknown``, ``automaticRetry: never`` and ``unknownOutcome: stop-and-reconcile``, with
``idempotentHint: false``, the evidence citing the review item that found the exchange. A
policy that already never retries is left as it is. A logout (``scope.session-flow``) ends a
session and a session check before any login (``POST /auth/check``, no input,
``scope.sign-in-ceremony``) reads it: neither exchanges a credential, both are left alone.
"""
from __future__ import annotations

from code2skill.contract.models import Capability, Evidence, ReviewItem

from .credential_reads import RULE as READ_RULE, WRITE_RULE, path_credential
from .sign_in_ceremonies import checks_session, input_names
from .session_flows import logout

RULE = "policy.credential-exchange"
# the rules whose review items name a credential exchange
EXCHANGE_RULES = frozenset({"scope.session-flow", "scope.sign-in-ceremony",
                            "output.credential-read", "output.credential-write"})
# the policy fields and hints the rule sets
POINTERS = ("/operationPolicy/idempotency", "/operationPolicy/automaticRetry",
            "/operationPolicy/unknownOutcome", "/annotations/idempotentHint")


def credential_exchanges(capabilities: list[Capability], review: list[ReviewItem]
                         ) -> list[Capability]:
    """The capabilities, each credential exchange (module docstring) that a policy lets
    retry made never retried; ``review`` holds the review items of the rules that find the
    exchanges (:data:`EXCHANGE_RULES`: an item counts by the rule of its first evidence)."""
    found: dict[str, Evidence] = {}
    for item in review:
        if item.capability and item.evidence and item.evidence[0].rule in EXCHANGE_RULES:
            found.setdefault(item.capability, item.evidence[0])
    return [never_retried(cap, found[cap.name]) if cap.name in found and exchanges(
        cap, found[cap.name].rule) else cap for cap in capabilities]


def exchanges(cap: Capability, rule: str) -> bool:
    """Whether ``cap``, reviewed under ``rule`` (one of :data:`EXCHANGE_RULES`), exchanges a
    credential (module docstring): no logout or session check, and a credential read or
    write only when its path names the credential."""
    if rule in (READ_RULE, WRITE_RULE):
        return names_credential(cap)
    requests = cap.implementation.requests
    return not logout(cap) and not (len(requests) == 1 and checks_session(
        requests[0].pathTemplate, set(input_names(cap.inputSchema))))


def names_credential(cap: Capability) -> bool:
    """Whether the path of one of ``cap``'s requests names the credential it returns
    (:func:`~.credential_reads.path_credential`)."""
    return any(path_credential(r.pathTemplate or "") is not None
               for r in cap.implementation.requests)


def never_retried(cap: Capability, because: Evidence) -> Capability:
    """``cap`` with the policy of a credential exchange, explained by ``because`` (the
    evidence of the review item that found it); unchanged when its policy never retries."""
    if cap.operationPolicy.automaticRetry == "never":
        return cap
    op = cap.operationPolicy.model_copy(update={
        "idempotency": "unknown", "automaticRetry": "never",
        "unknownOutcome": "stop-and-reconcile"})
    hints = cap.annotations.model_copy(update={"idempotentHint": False})
    said = because.model_copy(update={
        "rule": RULE, "kind": "inferred",
        "note": f"a credential exchange ({because.rule}): what it gives may be good once"})
    evidence = {**cap.evidence, **{ptr: [said] for ptr in POINTERS}}
    return cap.model_copy(update={"operationPolicy": op, "annotations": hints,
                                  "evidence": dict(sorted(evidence.items()))})
