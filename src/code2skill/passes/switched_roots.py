"""Pass: one review item per switched root, not one per capability (rule
``service.switched-root``, :mod:`code2skill.switched_root`).

A client that switches the root of every request at run time (``'/api'`` or
``'/api/nodes/' + localStorage.getItem('currentNode')``) gives each capability made through it
the same ``low`` item saying the request may go under the other root. It is one fact about
the client: the items with the same message, on two capabilities or more, become one item
with no capability naming how many capabilities and the first of them
(:data:`~code2skill.passes.page_relative.MAX_NAMES`), citing each place the items cited
once, where the first of them stood. An item on a single capability stays as it is.
"""
from __future__ import annotations

from code2skill.contract.models import ReviewItem
from code2skill.passes.page_relative import MAX_NAMES
from code2skill.switched_root import RULE


def merged_switched_roots(review: list[ReviewItem]) -> list[ReviewItem]:
    """``review`` with the switched-root items of one message on two capabilities or more
    replaced by one item (module docstring); the other items unchanged, in their order."""
    groups: dict[str, list[ReviewItem]] = {}
    for item in review:
        if switched(item):
            groups.setdefault(item.message, []).append(item)
    merged = {m: items for m, items in groups.items() if len({i.capability for i in items}) > 1}
    if not merged:
        return review
    out, done = [], set()
    for item in review:
        if not switched(item) or item.message not in merged:
            out.append(item)
        elif item.message not in done:
            done.add(item.message)
            out.append(group_item(merged[item.message]))
    return out


def switched(item: ReviewItem) -> bool:
    return item.capability is not None and any(e.rule == RULE for e in item.evidence)


def group_item(items: list[ReviewItem]) -> ReviewItem:
    """The one item standing for ``items``: the message said of every capability named."""
    names = sorted({i.capability for i in items if i.capability})
    shown = ", ".join(names[:MAX_NAMES]) + (
        f" and {len(names) - MAX_NAMES} more" if len(names) > MAX_NAMES else "")
    cited = list({e.model_dump_json(): e for i in items for e in i.evidence}.values())
    message = items[0].message.replace("send this request", "send each request of these "
                                       f"{len(names)} capabilities ({shown})", 1)
    return ReviewItem(severity=items[0].severity, capability=None, message=message,
                      evidence=cited)
