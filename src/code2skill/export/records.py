"""The JSON records of an export: ``package.json``, ``export-profile.json`` and
``consumer-requirements.json`` (EXPORT.md, D8).

``export-profile.json``: ``{profile: "strict-export-v1", runtime: "node-stdio", package,
generator, sdk, node, dryRunVariable, services: [{id, baseUrlBinding, credentials: [{mechanism,
variable, capabilities}], observedBaseUrls}], hashes: {file: sha256}, exported: [names],
notExported: [{name, status, rule, reason}], onlyApproved}``.

``consumer-requirements.json``: ``{consumerRequirementsVersion: 1, package, facilities}`` with
the seven facilities of the seed, each ``{capabilities, why}`` (+ ``transport`` for
``mcpRuntime``, ``mechanism`` and ``services`` for ``authInjection``):
``skillDiscovery`` (no Skill ships yet: none), ``mcpRuntime`` (every exported Tool, stdio),
``authInjection`` (the capabilities sending a credential), ``trustedConfirmation``,
``sessionState``, ``attachmentResolution`` (the contract's lists, restricted to exported
capabilities, plus any Tool taking bounded attachment content), ``unknownOutcomeReconciliation``
(exported writes whose ``unknownOutcome`` is ``stop-and-reconcile``).
"""
from __future__ import annotations

from code2skill import __version__
from code2skill.contract.models import Contract
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


def consumer_requirements(contract: Contract, package: str, plans: list[CapabilityPlan],
                          bindings: list[ServiceBinding]) -> dict:
    names = [p.capability.name for p in plans]
    exported = set(names)
    listed = contract.consumerRequirements

    def kept(values) -> list[str]:
        return sorted(set(values) & exported)
    credentialed = sorted({n for b in bindings for c in b.credentials for n in c.capabilities})
    attachments = sorted(set(kept(listed.attachmentResolution))
                         | {p.capability.name for p in plans if p.uses_content})
    reconcile = sorted(p.capability.name for p in plans
                       if p.capability.operationPolicy.unknownOutcome == "stop-and-reconcile")
    return {
        "consumerRequirementsVersion": 1,
        "package": package,
        "facilities": {
            "skillDiscovery": {"capabilities": [], "why": "this package ships no Skill yet; "
                               "the Tools' descriptions are their only guidance"},
            "mcpRuntime": {"transport": "stdio", "capabilities": names,
                           "why": "every exported Tool is served by server.mjs over stdio "
                                  "(Node >=20)"},
            "authInjection": {"mechanism": "env", "capabilities": credentialed,
                              "services": [{"service": b.id, "variables":
                                            [c.variable for c in b.credentials]}
                                           for b in bindings if b.credentials],
                              "why": "these Tools send a credential the Host injects as an "
                                     "environment binding; the package never holds one"},
            "trustedConfirmation": {"capabilities": kept(listed.trustedConfirmation),
                                    "why": "a write the contract protects by a trusted "
                                           "confirmation"},
            "sessionState": {"capabilities": kept(listed.sessionState),
                             "why": "a workflow bound to a one-time grant kept in session"},
            "attachmentResolution": {"capabilities": attachments,
                                     "why": "these Tools send or consume approved attachment "
                                            "content; the Host supplies it as bounded content"},
            "unknownOutcomeReconciliation": {
                "capabilities": reconcile,
                "why": "a write whose outcome is unknown after a timeout, reset or 5xx must be "
                       "reconciled with a read before any new attempt"},
        },
    }
