"""Pass: a ``PUT`` that uploads a file to a path naming no resource (rule
``side-effect.file-put``).

``PUT`` replaces the state of the resource its URL names, so the method alone reads as an
idempotent update. A client that ``PUT``s file bytes (a multipart file field, a raw file
body: ``upload-confirmation-required``) or a multipart form to a path with no parameter — ``PUT /api/file``,
``PUT /api/document/eml`` — names no resource to replace: such endpoints commonly add a new
file or document on every call, and a retry would add another. The update its method says is
then a guess: the capability keeps ``update`` but claims no idempotency (``at-most-once``,
never retried, an unknown outcome reconciled), becomes ``requires-review``, and one ``medium``
review item names the guess. A ``PUT`` whose path names the resource (``/avatars/{id}``, or a
side effect another rule proved) is left as it is.
"""
from __future__ import annotations

from code2skill.contract.models import Capability, ReviewItem
from code2skill.evidence import inferred, where_of

from .policy import at_most_once

RULE = "side-effect.file-put"
METHOD_RULE = "side-effect.method"


def file_puts(capabilities: list[Capability]) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities, each file ``PUT`` to a path naming no resource read as a guessed
    update (module docstring), and one ``medium`` review item per such capability."""
    out: list[Capability] = []
    review: list[ReviewItem] = []
    for cap in capabilities:
        if not file_put(cap):
            out.append(cap)
            continue
        request = cap.implementation.requests[0]
        said = cap.evidence.get("/implementation/requests/0/method") or []
        where = next((w for w in map(where_of, said) if w is not None), None)
        evidence = [inferred(where, RULE, f"PUT {request.pathTemplate}")]
        op = at_most_once(cap.sideEffect)[0].model_copy(
            update={"confirmation": cap.operationPolicy.confirmation})
        annotations = cap.annotations.model_copy(update={"idempotentHint": False})
        out.append(cap.model_copy(update={
            "operationPolicy": op, "annotations": annotations,
            "status": "requires-review" if cap.status == "draft" else cap.status,
            "evidence": {**cap.evidence, "/sideEffect": evidence,
                         "/operationPolicy/idempotency": evidence,
                         "/annotations/idempotentHint": evidence}}))
        review.append(ReviewItem(severity="medium", capability=cap.name, evidence=evidence,
                                 message=message(request.pathTemplate)))
    return out, review


def file_put(cap: Capability) -> bool:
    """Whether ``cap`` is one ``PUT`` sending file bytes (or a multipart form, the way files
    are sent) to a path with no parameter whose side effect only its method gave."""
    requests = cap.implementation.requests
    return len(requests) == 1 and requests[0].method == "PUT" and \
        "{" not in requests[0].pathTemplate and \
        (cap.operationPolicy.confirmation == "upload-confirmation-required"
         or requests[0].bodyEncoding == "multipart") and \
        {e.rule for e in cap.evidence.get("/sideEffect", [])} == {METHOD_RULE}


def message(path: str) -> str:
    """The review item's text for a file ``PUT`` to ``path``."""
    return (f"PUT {path} uploads a file to a path that names no resource to replace: it may "
            "add a new record on every call, so the update its method says is a guess and "
            "no idempotency is claimed (never retried); confirm its side effect against the "
            f"backend (rule {RULE})")
