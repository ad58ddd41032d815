"""The JSON records of an export: ``package.json``, ``export-profile.json`` and
``consumer-requirements.json`` (EXPORT.md, D8).

``export-profile.json``: ``{profile: "strict-export-v1", runtime: "node-stdio", package,
generator, sdk, node, dryRunVariable, services: [{id, baseUrlBinding, credentials: [{mechanism,
variable, capabilities}], observedBaseUrls}], hashes: {file: sha256}, exported: [names],
notExported: [{name, status, rule, reason}], onlyApproved}``.

``consumer-requirements.json``: ``{consumerRequirementsVersion: 1, package, facilities}``, the
facilities the seven needs lists of the contract's ``consumerRequirements``
(:mod:`code2skill.contract.requirements`) restricted to the exported Tools
(:class:`~code2skill.contract.models.ConsumerRequirementsRecord`; ``code2skill schema
consumer-requirements``).
"""
from __future__ import annotations

from code2skill import __version__
from code2skill.contract.models import (ConsumerRequirements, ConsumerRequirementsRecord,
                                        Contract, FacilityNeed)
from code2skill.contract.requirements import FACILITIES, with_implied_needs
from code2skill.export.assets import SDK_VERSIONS
from code2skill.export.host import ServiceBinding
from code2skill.export.plan import CapabilityPlan, Skipped

PROFILE = "strict-export-v1"
NODE = ">=20"


def package_json(package: str, version: str, description: str) -> dict:
    """``package.json``: an ES module package whose bin is ``server.mjs``; no dependencies."""
    return {"name": package, "version": version, "description": description,
            "type": "module", "bin": {package: "server.mjs"}, "main": "server.mjs",
            "engines": {"node": NODE}, "private": True,
            "scripts": {"start": "node server.mjs"}}


def export_profile(package: str, version: str, dry_run: str, bindings: list[ServiceBinding],
                   plans: list[CapabilityPlan], skipped: list[Skipped], hashes: dict[str, str],
                   only_approved: bool) -> dict:
    return {
        "profile": PROFILE, "runtime": "node-stdio",
        "package": {"name": package, "version": version},
        "generator": {"name": "code2skill", "version": __version__},
        "sdk": {"@modelcontextprotocol/server": SDK_VERSIONS["@modelcontextprotocol/server"],
                "zod": SDK_VERSIONS["zod"]},
        "node": NODE,
        "dryRunVariable": dry_run,
        "services": [{"id": b.id, "baseUrlBinding": b.base_url_binding,
                      "credentials": [{"mechanism": c.mechanism, "variable": c.variable,
                                       "capabilities": list(c.capabilities)}
                                      for c in b.credentials],
                      "observedBaseUrls": list(b.observed_base_urls),
                      "capabilities": list(b.capabilities)} for b in bindings],
        "hashes": dict(sorted(hashes.items())),
        "exported": [p.capability.name for p in plans],
        "notExported": [{"name": s.name, "status": s.status, "rule": s.rule, "reason": s.reason}
                        for s in skipped],
        "onlyApproved": only_approved,
    }


def consumer_requirements(contract: Contract, package: str,
                          plans: list[CapabilityPlan]) -> dict:
    """``consumer-requirements.json``: the contract's needs (recorded, and those its
    capabilities imply: rule ``requirements.implied``) restricted to the exported
    capabilities, and a need for each Tool taking bounded attachment content that the contract
    does not list yet (rule ``export.bounded-content``)."""
    exported = {p.capability.name for p in plans}
    recorded = with_implied_needs(contract)
    facilities: dict[str, list[FacilityNeed]] = {}
    for facility in FACILITIES:
        facilities[facility] = [
            need.model_copy(update={"capabilities": sorted(set(need.capabilities) & exported)})
            for need in getattr(recorded, facility)
            if set(need.capabilities) & exported]
    listed = {n for need in facilities["attachmentResolution"] for n in need.capabilities}
    content = sorted(p.capability.name for p in plans
                     if p.uses_content and p.capability.name not in listed)
    if content:
        facilities["attachmentResolution"].append(FacilityNeed(
            capabilities=content, rule="export.bounded-content", field="/inputSchema",
            why="it takes bounded attachment content (EXPORT.md D7) the Host approves"))
    return ConsumerRequirementsRecord(
        package=package, facilities=ConsumerRequirements(**facilities)).model_dump(mode="json")
