"""Pass: a ``DELETE`` of a whole collection is reviewed (rule ``side-effect.collection-delete``).

A client that deletes one item at ``/message/{id}`` and also sends ``DELETE /message`` shows the
path of one collection twice: the second request has no item to name, so it deletes every item
of the collection (gotify's "Delete all messages"). Its name, made from the path like any other
(``remove_message``), reads as the one-item delete beside it, so an agent choosing by name may
pick it to remove one message. The source proves the shape, not the server's meaning (a
collection ``DELETE`` might clear a filter), so nothing is renamed: the capability gets a
``medium`` review item naming the one-item path beside it, and becomes ``requires-review``.

Pure over the capabilities: a ``DELETE`` request whose path template ``P`` ends in a fixed
segment, when another capability's ``DELETE`` path is ``P/{x}`` (one more segment, a whole
parameter).
"""
from __future__ import annotations

from code2skill.contract.models import Capability, ReviewItem
from code2skill.evidence import first_site_evidence

RULE = "side-effect.collection-delete"


def item_paths(capabilities: list[Capability]) -> dict[str, str]:
    """``{collection path: item path}`` of every ``DELETE`` path that is a collection's path
    plus one whole parameter segment (``/message/{id}`` → ``{'/message': '/message/{id}'}``)."""
    found: dict[str, str] = {}
    for cap in capabilities:
        for request in cap.implementation.requests:
            head, _, last = request.pathTemplate.rpartition("/")
            if request.method == "DELETE" and head and last.startswith("{") \
                    and last.endswith("}") and last.count("{") == 1:
                found.setdefault(head, request.pathTemplate)
    return found


def mark_collection_deletes(capabilities: list[Capability]
                            ) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities, each ``draft`` ``DELETE`` of a collection whose items the client
    also deletes one by one marked ``requires-review``, and one ``medium`` review item per such
    capability (rule in the module's docstring)."""
    items = item_paths(capabilities)
    out: list[Capability] = []
    review: list[ReviewItem] = []
    for cap in capabilities:
        whole = next((r for r in cap.implementation.requests
                      if r.method == "DELETE" and r.pathTemplate in items), None)
        if whole is None:
            out.append(cap)
            continue
        review.append(ReviewItem(
            severity="medium", capability=cap.name,
            message=f"DELETE {whole.pathTemplate} names no item of the collection whose items "
                    f"the client deletes at DELETE {items[whole.pathTemplate]}: it may delete "
                    "every item; confirm what the backend deletes before an agent may call it",
            evidence=first_site_evidence(cap, RULE, "DELETE of a collection's path")))
        out.append(cap.model_copy(update={"status": "requires-review"})
                   if cap.status == "draft" else cap)
    return out, review
