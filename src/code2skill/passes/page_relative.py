"""Pass: one review item per page-relative service, not one per capability (rule
``service.page-relative-review``).

A service whose URLs have no leading ``/`` (``const BASE_URL = 'control'``, a client whose
``baseURL`` is ``'api/v2'``, ``$http.get('data/users')``) gives every capability made through
it the same ``low`` review item: "the URL has no leading '/' …" (rule
``service.page-relative``). Repeated on 66 or 103 capabilities it is one fact about the
service, and it buries the items that are about one capability. The items of one service with
that message, on two capabilities or more, become one item with no capability: the service,
how many capabilities, the first names (:data:`MAX_NAMES`) and the count of the others, every
place the items cited (the base, or each relative URL), and this rule at the first. An item on
a single capability of its service stays as it is.
"""
from __future__ import annotations

import json

from code2skill.contract.models import Capability, Evidence, ReviewItem
from code2skill.evidence import inferred
from code2skill.normalize import PAGE_RELATIVE_MESSAGE

RULE = "service.page-relative-review"
MAX_NAMES = 8


def service_level_review(review: list[ReviewItem], capabilities: list[Capability]
                         ) -> list[ReviewItem]:
    """``review`` with the page-relative items of each service on two capabilities or more
    replaced by one item naming them (module docstring), where the first of them stood; the
    other items unchanged, in their order."""
    services = {c.name: c.implementation.requests[0].service for c in capabilities
                if c.implementation.requests}
    groups: dict[str, list[ReviewItem]] = {}
    for item in review:
        if page_relative(item):
            groups.setdefault(services.get(item.capability, "?"), []).append(item)
    merged = {service: items for service, items in groups.items()
              if len({i.capability for i in items}) > 1}
    if not merged:
        return review
    out, done = [], set()
    for item in review:
        service = services.get(item.capability, "?") if page_relative(item) else None
        if service not in merged:
            out.append(item)
        elif service not in done:
            done.add(service)
            out.append(group_item(service, merged[service]))
    return out


def page_relative(item: ReviewItem) -> bool:
    return item.severity == "low" and item.message == PAGE_RELATIVE_MESSAGE \
        and item.capability is not None


def group_item(service: str, items: list[ReviewItem]) -> ReviewItem:
    """The one service-level item standing for ``items`` (two capabilities or more), each
    evidence entry cited once (compared as ASCII-escaped JSON: a file name holding a lone
    surrogate, from bytes that are not UTF-8, is a key like any other)."""
    names = sorted({i.capability for i in items if i.capability})
    shown = ", ".join(names[:MAX_NAMES]) + (
        f" and {len(names) - MAX_NAMES} more" if len(names) > MAX_NAMES else "")
    places: dict[str, Evidence] = {}
    for i in items:
        for e in i.evidence:
            places.setdefault(json.dumps(e.model_dump(), sort_keys=True), e)
    cited = sorted(places.values(), key=lambda e: (e.file or "", e.line or 0, e.column or 0))
    head = cited[0] if cited else None
    where = (head.file, (head.line, head.column, head.endLine, head.endColumn)) \
        if head is not None and head.file is not None else None
    return ReviewItem(
        severity="low", capability=None,
        message=f"service {service}: {PAGE_RELATIVE_MESSAGE}; this holds for all {len(names)} "
                f"capabilities made through it ({shown})",
        evidence=[*cited, inferred(where, RULE, f"{len(names)} capabilities")])
