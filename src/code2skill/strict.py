"""Which review items fail ``derive --strict`` (rule ``strict.unresolved-call``).

``--strict`` fails when a call could not be resolved: a review item with no capability stands
for such a call (a request-like site, a client library or generated module whose calls the tool
cannot see). One kind of capability-less item is no such call (rule ``strict.base-binding``):
the question about a service's base URL (``base URL of service path comes from a value the
source does not show``, rules ``service.unresolved-base`` and ``service.runtime-base``). The
calls under that base are resolved — they are the service's capabilities, with their paths —
and the base itself is a deployment reference the Host binds (``baseUrlBinding``), so the item
does not fail strict mode. It still does when it may hide part of a path: a capability of the
service whose URL starts with the result of a call the tool could not follow
(:data:`CALL_PREFIX_NOTE`, rule ``url.unresolved-call-prefix``), a value that may be a path
prefix rather than a base.

Rule ``strict.plumbing``: an item saying a resolved call is left out of the Tools by design (its
evidence all of ``plumbing.*`` rules: an auth store's session call, a CSRF probe, a token
renewal, a poll, an error reporter…) is no unresolved call either: the call was followed to
its method and path, and the item says why it is no business Tool.
"""
from __future__ import annotations

from code2skill.contract.models import Contract, ReviewItem

BASE_BINDING_RULES = frozenset({"service.unresolved-base", "service.runtime-base"})
CALL_PREFIX_NOTE = "the URL starts with "   # the message of a url.unresolved-call-prefix note


def strict_failures(contract: Contract) -> list[ReviewItem]:
    """The review items of ``contract`` that fail ``--strict``, in contract order: every item
    with no capability except a base-URL binding item (:func:`is_base_binding`) none of whose
    services hides a path (:func:`hides_path`), and a plumbing item (:func:`is_plumbing`)."""
    return [item for item in contract.review if item.capability is None
            and not is_plumbing(item) and not (
                is_base_binding(item) and not any(hides_path(contract, sid)
                                                  for sid in services_of(contract, item)))]


def is_plumbing(item: ReviewItem) -> bool:
    """Rule ``strict.plumbing``: whether ``item`` says a resolved call is no business Tool by
    design: it has evidence, all of it of ``plumbing.*`` rules."""
    return bool(item.evidence) and all(e.rule.startswith("plumbing.") for e in item.evidence)


def is_base_binding(item: ReviewItem) -> bool:
    """Whether ``item`` is a service's base-URL question: it has evidence, all of it of the
    rules :data:`BASE_BINDING_RULES`."""
    return bool(item.evidence) and all(e.rule in BASE_BINDING_RULES for e in item.evidence)


def services_of(contract: Contract, item: ReviewItem) -> list[str]:
    """The ids of the services whose evidence is ``item``'s (the service the item asks
    about); none found is every service, so an item of unknown reach still fails."""
    found = [s.id for s in contract.services if s.evidence == item.evidence]
    return found or [s.id for s in contract.services]


def hides_path(contract: Contract, service: str) -> bool:
    """Whether a capability of ``service`` has a review item saying its URL starts with the
    result of a call the tool could not follow (rule ``url.unresolved-call-prefix``)."""
    names = {c.name for c in contract.capabilities
             if any(r.service == service for r in c.implementation.requests)}
    return any(item.capability in names and item.message.startswith(CALL_PREFIX_NOTE)
               for item in contract.review)
