"""What the input passes that put a Tool under review share (rules ``input.credential`` and
``input.sql-fragment``): the marking, and where their review items point."""
from __future__ import annotations

from typing import Callable

from code2skill.contract.models import Capability, Evidence, ReviewItem

# (dotted input name, JSON Pointer of its schema) of each input a pass found
Found = list[tuple[str, str]]


def flag_inputs(capabilities: list[Capability], found_in: Callable[[Capability], Found],
                review_of: Callable[[Capability, Found], ReviewItem]
                ) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities, each whose inputs ``found_in`` finds made ``requires-review`` (a
    draft only: another status stays), and ``review_of``'s item for each of them."""
    out, review = [], []
    for cap in capabilities:
        found = found_in(cap)
        if not found:
            out.append(cap)
            continue
        out.append(cap.model_copy(update={"status": "requires-review"})
                   if cap.status == "draft" else cap)
        review.append(review_of(cap, found))
    return out, review


def input_places(cap: Capability, found: Found) -> list[Evidence]:
    """The evidence of the inputs ``found`` that has a file, else the request path's."""
    return [e for _, p in found for e in cap.evidence.get(p) or [] if e.file] or \
        cap.evidence.get("/implementation/requests/0/pathTemplate") or []
