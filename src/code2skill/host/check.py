"""Each exported capability's availability on one Host (pure: contract and profile in).

Rules (seed: "Host incompatibility is capability-specific"):

* ``host.disabled`` — a capability is ``disabled`` when the Host lacks a facility it cannot
  work without: the MCP runtime (``stdio``), trusted confirmation (protected final writes),
  session state (workflows bound to one-time grants), or injection of the credential its
  service takes (bearer, cookie session, API key).
* ``host.integration`` — it ``requires-host-integration`` when the Host lacks attachment
  resolution (attachment paths), unknown-outcome reconciliation (writes that must stop and
  reconcile), or credential injection where the source does not show the mechanism.
* ``host.guidance`` — a missing Skill discovery is a note: the Skill explains, never enforces.
* Everything unrelated stays ``available``; ``disabled`` outranks ``requires-host-integration``.
"""
from __future__ import annotations

from code2skill.contract.models import ConsumerRequirements, Contract, FacilityNeed
from code2skill.contract.requirements import with_implied_needs
from code2skill.host.profile import Availability, CapabilityAvailability, HostProfile, HostReport

BLOCKING: dict[str, Availability] = {
    "mcpRuntime": "disabled", "trustedConfirmation": "disabled", "sessionState": "disabled",
    "authInjection": "disabled", "attachmentResolution": "requires-host-integration",
    "unknownOutcomeReconciliation": "requires-host-integration"}
OFFERED = ("approved", "draft")
RANK = {"available": 0, "requires-host-integration": 1, "disabled": 2}


def host_report(reqs: ConsumerRequirements, exported: list[str], not_exported: dict[str, str],
                profile: HostProfile) -> HostReport:
    """The report of the Tools ``exported`` whose needs are ``reqs`` on the Host ``profile``
    describes (rules above); ``not_exported``: the capabilities no package registers, each with
    the rule that left it out."""
    missing: dict[str, list[tuple[str, Availability | None, str]]] = {n: [] for n in exported}
    for facility in type(reqs).model_fields:
        for need in getattr(reqs, facility):
            if profile.offers(facility, need.service):
                continue
            for name in need.capabilities:
                if name in missing:
                    missing[name].append((facility, effect(facility, need), reason(facility, need)))
    rows = [availability(name, missing[name]) for name in sorted(exported)]
    return HostReport(
        capabilities=rows, notExported=dict(sorted(not_exported.items())),
        counts={status: sum(r.status == status for r in rows) for status in RANK})


def offered(contract: Contract) -> tuple[ConsumerRequirements, list[str], dict[str, str]]:
    """A contract's needs (those recorded and those its capabilities imply, rule
    ``requirements.implied``), its approved and draft capabilities (the Tools it offers), and
    the others with the rule of their status (``status.requires-review``)."""
    offered_names = [c.name for c in contract.capabilities if c.status in OFFERED]
    return (with_implied_needs(contract), offered_names,
            {c.name: f"status.{c.status}" for c in contract.capabilities
             if c.status not in OFFERED})


def effect(facility: str, need: FacilityNeed) -> Availability | None:
    """What lacking ``facility`` does to a capability with ``need`` (``None``: a note)."""
    if facility == "authInjection" and need.mechanism == "unknown":
        return "requires-host-integration"
    return BLOCKING.get(facility)


def reason(facility: str, need: FacilityNeed) -> str:
    service = f" for service {need.service}" if need.service else ""
    return f"{facility}{service} ({need.rule}): {need.why}"


def availability(name: str, lacks: list[tuple[str, Availability | None, str]]
                 ) -> CapabilityAvailability:
    blocking = [(f, e, r) for f, e, r in lacks if e is not None]
    status = max((e for _, e, _ in blocking), key=RANK.__getitem__, default="available")
    return CapabilityAvailability(
        capability=name, status=status,
        missing=sorted({f for f, _, _ in blocking}), reasons=sorted(r for _, _, r in blocking),
        notes=sorted(r for _, e, r in lacks if e is None))
