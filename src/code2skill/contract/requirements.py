"""The facilities a Host must offer for a contract's capabilities (``consumerRequirements``,
the seed's seven: ``EXPORT.md`` D8). Pure: capabilities in, needs out.

Rules (each a :class:`~code2skill.contract.models.FacilityNeed` ``rule``):

* ``requirements.mcp-runtime`` — every capability is served by the strict-export-v1 package over
  ``stdio``.
* ``requirements.skill-issued-values`` / ``requirements.skill-context`` — a capability with
  preconditions (ids another Tool issues, cursors) or context references is used safely only
  with the Skill that explains where those values come from: ``skillDiscovery``.
* ``requirements.auth-injection`` — an authenticated capability (bearer, cookie session, API
  key) needs the Host to inject that service's credential from the environment variable an
  export reads (``<SERVICE>_BEARER_TOKEN``, ``<SERVICE>_API_KEY``, ``<SERVICE>_COOKIE``:
  :func:`code2skill.export.names.credential_variable`). ``requirements.auth-unknown``: the
  source does not show the mechanism, so the Host may have to inject one.
* ``requirements.trusted-confirmation`` — ``confirmation: trusted-confirmation-required``.
* ``requirements.session-state`` — kept from a reviewed contract (derive proves no one-time
  grant bound to a session).
* ``requirements.attachment-chain`` / ``requirements.upload-content`` — a capability with an
  attachment chain, or one that sends file bytes itself (``upload-confirmation-required``),
  needs approved attachment resolution.
* ``requirements.unknown-outcome`` — ``unknownOutcome: stop-and-reconcile``.

Rule ``requirements.implied``: a contract's recorded needs are read with those its
capabilities imply (:func:`omitted_needs`: the needs above that no recorded need covers), so a
contract whose ``consumerRequirements`` leaves a capability out (a protected final write missing
from ``trustedConfirmation``) never makes a Host look sufficient; ``audit`` reports each one.
"""
from __future__ import annotations

from collections.abc import Collection, Iterable

from code2skill.contract.models import Capability, Contract, ConsumerRequirements, FacilityNeed
from code2skill.export.names import credential_variable

FACILITIES = tuple(ConsumerRequirements.model_fields)
CREDENTIALED = ("bearer", "cookie-session", "api-key")


def consumer_requirements(capabilities: list[Capability],
                          uploads: Collection[str] = (),
                          session: Iterable[FacilityNeed] = ()) -> ConsumerRequirements:
    """The needs of ``capabilities`` (``uploads``: the names that send file bytes themselves;
    ``session``: ``sessionState`` needs a reviewer recorded, kept for the names still here)."""
    names = {c.name for c in capabilities}
    return ConsumerRequirements(
        skillDiscovery=needs(
            need([c for c in capabilities if c.preconditions], "requirements.skill-issued-values",
                 "ids, cursors or tokens it needs come from other Tools' results, which the "
                 "Skill explains", "/preconditions"),
            need([c for c in capabilities if c.contextReferences], "requirements.skill-context",
                 "values it needs come from the application's context, which the Skill explains",
                 "/contextReferences")),
        mcpRuntime=needs(need(capabilities, "requirements.mcp-runtime", "served by the "
                              "strict-export-v1 package over stdio", None, transport="stdio")),
        authInjection=auth_needs(capabilities),
        trustedConfirmation=needs(need(
            [c for c in capabilities
             if c.operationPolicy.confirmation == "trusted-confirmation-required"],
            "requirements.trusted-confirmation", "a protected final write: the Host must issue "
            "and check the user's confirmation", "/operationPolicy/confirmation")),
        sessionState=[n.model_copy(update={"capabilities": sorted(set(n.capabilities) & names)})
                      for n in session if set(n.capabilities) & names],
        attachmentResolution=needs(
            need([c for c in capabilities if c.attachments], "requirements.attachment-chain",
                 "its input is a file the Host must resolve from approved content",
                 "/attachments"),
            need([c for c in capabilities if not c.attachments and (
                      c.name in uploads
                      or c.operationPolicy.confirmation == "upload-confirmation-required")],
                 "requirements.upload-content", "it sends file bytes: the Host must supply "
                 "approved, bounded content", "/operationPolicy/confirmation")),
        unknownOutcomeReconciliation=needs(need(
            [c for c in capabilities if c.operationPolicy.unknownOutcome == "stop-and-reconcile"],
            "requirements.unknown-outcome", "a write whose outcome may be unknown: the Host must "
            "stop and reconcile before any new attempt", "/operationPolicy/unknownOutcome")))


def need(capabilities: list[Capability], rule: str, why: str, field: str | None,
         **details) -> FacilityNeed | None:
    if not capabilities:
        return None
    return FacilityNeed(capabilities=sorted(c.name for c in capabilities), rule=rule, why=why,
                        field=field, **details)


def needs(*found: FacilityNeed | None) -> list[FacilityNeed]:
    return [n for n in found if n is not None]


def auth_needs(capabilities: list[Capability]) -> list[FacilityNeed]:
    """Rules ``requirements.auth-injection`` and ``requirements.auth-unknown``: one need per
    service and mechanism, services and mechanisms in name order."""
    groups: dict[tuple[str, str], list[Capability]] = {}
    for c in capabilities:
        if c.auth.authentication == "none":
            continue
        for service in sorted({r.service for r in c.implementation.requests}):
            groups.setdefault((service, c.auth.authentication), []).append(c)
    out = []
    for (service, mechanism), caps in sorted(groups.items()):
        known = mechanism != "unknown"
        out.append(need(
            caps, "requirements.auth-injection" if known else "requirements.auth-unknown",
            f"the backend takes a {mechanism} credential the Host injects" if known else
            "the source does not show how the backend authenticates it: the Host may have to "
            "inject a credential", "/auth", service=service, mechanism=mechanism,
            variables=credential_variables(service, mechanism)))
    return out


def credential_variables(service: str, mechanism: str) -> list[str]:
    """The environment variables a Host sets for ``mechanism`` on ``service`` (``ops``, bearer →
    ``['OPS_BEARER_TOKEN']``; none for ``unknown``)."""
    return [credential_variable(service, mechanism)] if mechanism in CREDENTIALED else []


def need_key(facility: str, need: FacilityNeed, name: str) -> tuple:
    """What a recorded need must match to cover ``name``'s need of ``facility``: the facility
    and the capability, and for credential injection the service and mechanism too."""
    if facility == "authInjection":
        return facility, name, need.service, need.mechanism
    return facility, name


def omitted_needs(contract: Contract) -> list[tuple[str, FacilityNeed]]:
    """Rule ``requirements.implied``: ``(facility, need)`` for each need the contract's
    capabilities imply (:func:`consumer_requirements`, with the recorded upload and session
    needs) that its ``consumerRequirements`` does not record, each need restricted to the
    capabilities left out; in facility order."""
    recorded = contract.consumerRequirements
    uploads = {n for need in recorded.attachmentResolution
               if need.rule == "requirements.upload-content" for n in need.capabilities}
    implied = consumer_requirements(contract.capabilities, uploads, recorded.sessionState)
    covered = {need_key(f, need, n) for f in FACILITIES for need in getattr(recorded, f)
               for n in need.capabilities}
    out = []
    for facility in FACILITIES:
        for need in getattr(implied, facility):
            left = [n for n in need.capabilities if need_key(facility, need, n) not in covered]
            if left:
                out.append((facility, need.model_copy(update={"capabilities": left})))
    return out


def with_implied_needs(contract: Contract) -> ConsumerRequirements:
    """The contract's recorded needs and those :func:`omitted_needs` finds, per facility."""
    facilities = {f: list(getattr(contract.consumerRequirements, f)) for f in FACILITIES}
    for facility, need in omitted_needs(contract):
        facilities[facility].append(need)
    return ConsumerRequirements(**facilities)
