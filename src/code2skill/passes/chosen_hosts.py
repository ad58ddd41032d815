"""Pass: a host the caller chooses, sent with every request of a client (rule
``risk.client-host-input``).

A console for another system (a search cluster's, a message broker's, a database's admin
page) often has its backend act on a server the user picks: the client's request wrapper
adds the chosen address to every request (``angular.merge(data, {host: host, username,
password})``), and the backend forwards each call there. Every Tool of such a client then
lets an Agent choose the host its call reaches, so it acts in the open world whatever its
path says.

Claimed when at least :data:`MIN_CAPABILITIES` capabilities of one service (each with all its
requests to that service) that take any input (one that sends nothing the caller gives
chooses no host, and is left as it is) all bind an input of the same name, named like a host or URL
(:func:`code2skill.passes.fetched_urls.url_named`: ``host``, ``serverUrl``, ``clusterUri``;
no address the browser is sent back to), to the same request member (``body:host``): each
gets ``openWorldHint: true`` and the risk ``external`` (evidence ``risk.client-host-input`` at
the input, else its first call site), and the service one ``medium`` review item naming the
input, the count and the first Tools, asking which hosts the backend lets a caller reach.
A host input of a few Tools only (a connection test) is left to rule ``risk.fetched-url``;
the client source shows the address is sent, not what the backend does with it.
"""
from __future__ import annotations

from collections import defaultdict

from code2skill.contract.models import Capability, ReviewItem
from code2skill.evidence import inferred, where_of

from .fetched_urls import SENT_RULE, url_named

RULE = "risk.client-host-input"
MIN_CAPABILITIES = 3      # Tools of one service that must all send the host input
NAMED = 3                 # Tools named in the review item


def host_bindings(cap: Capability) -> set[tuple[str, str]]:
    """``{(input name, request member)}`` of the inputs named like a host or URL that every
    request of ``cap`` binds (``("host", "body:host")``)."""
    found = None
    for request in cap.implementation.requests:
        pairs = {(b.input, b.target) for b in request.bindings
                 if b.input is not None and url_named(b.input)}
        found = pairs if found is None else found & pairs
    return found or set()


def takes_inputs(cap: Capability) -> bool:
    """Whether a request of ``cap`` binds any input (a Tool sending nothing the caller gives,
    ``GET /connect/hosts``, chooses no host)."""
    return any(b.input is not None for r in cap.implementation.requests for b in r.bindings)


def client_host_inputs(capabilities: list[Capability]
                       ) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities, those of a service whose every Tool taking inputs sends the same
    host input marked open-world with the risk ``external``, and one ``medium`` review item
    per such service (module docstring)."""
    by_service: dict[str, list[Capability]] = defaultdict(list)
    for cap in capabilities:
        services = {r.service for r in cap.implementation.requests}
        if len(services) == 1 and takes_inputs(cap):
            by_service[services.pop()].append(cap)
    chosen: dict[str, tuple[str, str]] = {}
    review = []
    for service, caps in sorted(by_service.items()):
        common = set.intersection(*(host_bindings(c) for c in caps))
        if len(caps) < MIN_CAPABILITIES or not common:
            continue
        name, target = min(common)
        for cap in caps:
            chosen[cap.name] = (name, target)
        first = sorted(c.name for c in caps)
        review.append(ReviewItem(
            severity="medium", capability=first[0],
            evidence=[host_evidence(caps[0], name, target)],
            message=(f"all {len(caps)} Tools of service {service} that take inputs send the "
                     f"address {name!r} ({target}) the caller chooses ({', '.join(first[:NAMED])}"
                     f"{', …' if len(first) > NAMED else ''}): the backend may act on that "
                     "host, so each Tool is open-world with the risk external; confirm which "
                     f"hosts the backend lets a caller reach (rule {RULE})")))
    return [mark(cap, *chosen[cap.name]) if cap.name in chosen else cap
            for cap in capabilities], review


def host_evidence(cap: Capability, name: str, target: str):
    """Evidence of rule :data:`RULE` at the input ``name``'s own evidence, else at the first
    call site of ``cap``."""
    places = [e for e in cap.evidence.get(f"/inputSchema/properties/{name}") or [] if e.file]
    site = cap.implementation.requests[0].callSites[0] \
        if cap.implementation.requests[0].callSites else None
    where = where_of(places[0]) if places else where_of(site) if site is not None else None
    return inferred(where, RULE, f"input {name} sent as {target}")


def mark(cap: Capability, name: str, target: str) -> Capability:
    """``cap`` open-world with the risk ``external``, evidenced by :func:`host_evidence`;
    the open-world hint is explained by it too unless another rule than ``risk.sent-address``
    (the same input seen on one Tool alone) made the Tool open-world."""
    found = host_evidence(cap, name, target)
    evidence = dict(cap.evidence)
    evidence["/annotations/risks"] = evidence.get("/annotations/risks", []) + [found]
    if not cap.annotations.openWorldHint or all(
            e.rule == SENT_RULE for e in evidence.get("/annotations/openWorldHint", [])):
        evidence["/annotations/openWorldHint"] = [found]
    return cap.model_copy(update={
        "annotations": cap.annotations.model_copy(update={
            "openWorldHint": True, "risks": sorted(set(cap.annotations.risks) | {"external"})}),
        "evidence": dict(sorted(evidence.items()))})
