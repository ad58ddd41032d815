"""Pass: a WordPress admin-ajax Tool whose ``action`` is no fixed text is reviewed (rule
``wordpress.unread-action``).

At ``/wp-admin/admin-ajax.php`` (rule ``wordpress.admin-ajax``) the ``action`` field of the
body or query chooses the ``wp_ajax_<action>`` hook that runs, so each action is its own
operation, split by the literal each call site sends (:mod:`.discriminator`). A site whose
action is no literal — a name the PHP hands over (``pluginCheck.actionRunChecks``, set by
``wp_localize_script`` from a class constant), a parameter — cannot be split: its Tool takes
``action`` from the Agent and may stand for several hooks, each with its own effect. Nothing
is renamed or split by guess: the capability becomes ``requires-review`` with one ``medium``
item naming the field. Pure over the capabilities: a request at path
:data:`~code2skill.wordpress_ajax.ADMIN_AJAX` binding an ``action`` field to an input.
"""
from __future__ import annotations

from code2skill.contract.models import Capability, ReviewItem
from code2skill.evidence import first_site_evidence
from code2skill.wordpress_ajax import ADMIN_AJAX

RULE = "wordpress.unread-action"
# binding targets of the field that chooses the hook
ACTION_TARGETS = frozenset({"body:action", "multipart:action", "query:action"})


def unread_action(cap: Capability) -> str | None:
    """The target (``multipart:action``) of an admin-ajax request's ``action`` field that an
    input fills, else ``None``."""
    for request in cap.implementation.requests:
        if request.pathTemplate != ADMIN_AJAX:
            continue
        for binding in request.bindings:
            if binding.target in ACTION_TARGETS and binding.input is not None:
                return binding.target
    return None


def mark_unread_actions(capabilities: list[Capability]
                        ) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities, each ``draft`` admin-ajax one whose ``action`` is an input marked
    ``requires-review``, and one ``medium`` review item per such capability."""
    out: list[Capability] = []
    review: list[ReviewItem] = []
    for cap in capabilities:
        target = unread_action(cap)
        if target is None:
            out.append(cap)
            continue
        review.append(ReviewItem(
            severity="medium", capability=cap.name,
            message=f"{target} chooses the WordPress wp_ajax_ hook this request runs, but its "
                    "value is not fixed text in the source (a name the PHP hands over, or a "
                    "parameter): this Tool may stand for several actions, each with its own "
                    "effect; split it by action before an agent may call it",
            evidence=first_site_evidence(cap, RULE, "admin-ajax action not fixed")))
        out.append(cap.model_copy(update={"status": "requires-review"})
                   if cap.status == "draft" else cap)
    return out, review
