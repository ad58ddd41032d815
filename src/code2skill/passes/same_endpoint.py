"""Pass: one endpoint reached through two base forms is one Tool (rule ``service.same-endpoint``).

A client often reaches its own backend through more than one spelling of the base: services
join a configured base (``environment.hostServer + '/api/Challenges'``, ``${API_URL}/x``), while
a helper elsewhere writes the path relative to the page's origin (``fetch('/api/Challenges/')``)
or to the page's address (``'api/Challenges/'``). Each spelling is a service of its own, so the
same ``METHOD /path`` would become two Tools, the second with a ``_2`` name.

Whether the configured base and the page's origin are one deployment cannot be proven from the
source (a development base may name another port), so nothing is claimed about the services:
a call on the page's origin (rule ``service.same-origin``) or on a page-relative base (rule
``service.page-relative``) whose method and path (parameter names erased, a GraphQL operation
its own endpoint: :func:`~code2skill.passes.cluster.endpoint_key`) equal those of calls on
exactly one other service of the app's own, of a stronger base form, is recorded as another
call site of that service's Tool, with a ``low`` review note naming both forms. Base forms
rank: the page's origin, then a page-relative base, then any named base (an environment
variable, a constant, a bound or unresolved base). Two named bases sharing a path are left as
they are (two backends may well serve the same path), and a third party's service (rule
``service.third-party``) is never a target.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.normalize import Observed, ServiceRef
from code2skill.passes.cluster import endpoint_key
from code2skill.passes.third_party import third_party

RULE = "service.same-endpoint"
SAME_ORIGIN = "service.same-origin"
PAGE_RELATIVE = "service.page-relative"


def rank(ref: ServiceRef) -> int:
    """How strongly a base form names its backend: 0 the page's origin, 1 a page-relative
    base, 2 any named base."""
    return {SAME_ORIGIN: 0, PAGE_RELATIVE: 1}.get(ref.rule, 2)


def fold_same_endpoints(calls: list[Observed]) -> list[Observed]:
    """The calls (same order), each one on the page's origin or a page-relative base moved to
    the one stronger service of the app's own that has the same endpoint (:func:`target`),
    with a ``low`` note (rule ``service.same-endpoint``) naming both base forms."""
    third = set(third_party([c.service for c in calls]))
    services: dict[tuple[str, str], dict[str, ServiceRef]] = {}
    for call in calls:
        if call.service.key not in third:
            services.setdefault(endpoint(call), {})[call.service.key] = call.service
    out = []
    for call in calls:
        found = target(call.service, services.get(endpoint(call), {}))
        if found is None:
            out.append(call)
            continue
        note = ("low", f"{call.method} {call.path_template} is also reached here through "
                f"{form(call.service)}; it is taken as the same endpoint as the calls through "
                f"{form(found)} (one Tool, this call site kept): confirm both bases reach the "
                f"same backend (rule {RULE})", call.sites[0].where)
        out.append(replace(call, service=found, notes=[*call.notes, note]))
    return out


def endpoint(call: Observed) -> tuple[str, str]:
    """``(method, path)`` of a call whatever its service (:func:`endpoint_key` without it)."""
    _, method, path = endpoint_key(call)
    return method, path


def target(ref: ServiceRef, others: dict[str, ServiceRef]) -> ServiceRef | None:
    """The service a call on ``ref`` joins: when ``ref`` is the page's origin or a
    page-relative base, the one service among ``others`` (the services having the same
    endpoint) of the strongest form above ``ref``'s; ``None`` when there is none or several."""
    if rank(ref) == 2:
        return None
    stronger = [o for o in others.values() if rank(o) > rank(ref)]
    if not stronger:
        return None
    best = max(rank(o) for o in stronger)
    top = [o for o in stronger if rank(o) == best]
    return top[0] if len(top) == 1 else None


def form(ref: ServiceRef) -> str:
    """How a review note names a base form."""
    if ref.rule == SAME_ORIGIN:
        return "a path relative to the page's origin"
    if ref.rule == PAGE_RELATIVE:
        return "a URL relative to the page's address"
    base = ref.observed[0][0] if ref.observed else ref.label
    return f"the base {base}" if base else "a configured base"
