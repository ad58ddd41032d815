"""``export --host PROFILE``: the package a Host can serve (EXPORT.md "With --host …", D8).

Rule ``export.host``: the host check (:func:`code2skill.host.check.host_report`) runs on the
package's own needs (``consumer-requirements.json``: the contract's needs of the Tools it would
register, with ``export.bounded-content``). A Tool the report leaves ``disabled`` or
``requires-host-integration`` is not registered: ``export-profile.json`` lists it under
``notExported`` with the rule ``host.disabled`` or ``host.integration`` and the facilities the
Host lacks, and ``host-compatibility-report.json`` (the report of the Tools the contract offers,
before this cut) is written next to the package's other records. When the Host can serve none
of the Tools the package would register (no stdio MCP runtime, no credential injection for its
only service …), :class:`HostRefusal` carries the report and nothing is written. The contract
is never weakened to fit: a Tool is registered as the contract says, or not at all.
"""
from __future__ import annotations

from code2skill.contract.models import ConsumerRequirements, Contract
from code2skill.export.plan import CapabilityPlan, Skipped
from code2skill.export.records import consumer_requirements
from code2skill.host.check import host_report
from code2skill.host.profile import HostProfile, HostReport

REPORT_FILE = "host-compatibility-report.json"
RULES = {"disabled": "host.disabled", "requires-host-integration": "host.integration"}


class HostRefusal(Exception):
    """The Host can serve none of the package's Tools; ``report`` says why, per Tool."""

    def __init__(self, report: HostReport):
        self.report = report
        super().__init__("the Host can serve none of the package's Tools")


def fit_to_host(contract: Contract, package: str, plans: list[CapabilityPlan],
                skipped: list[Skipped], profile: HostProfile
                ) -> tuple[list[CapabilityPlan], list[Skipped], HostReport]:
    """The plans the Host serves, the skipped capabilities with those it does not (sorted by
    name), and the host report; :class:`HostRefusal` when it serves none of ``plans``."""
    needs = ConsumerRequirements.model_validate(
        consumer_requirements(contract, package, plans)["facilities"])
    report = host_report(needs, [p.capability.name for p in plans],
                         {s.name: s.rule for s in skipped}, profile)
    rows = {r.capability: r for r in report.capabilities}
    kept = [p for p in plans if rows[p.capability.name].status == "available"]
    if plans and not kept:
        raise HostRefusal(report)
    cut = [Skipped(p.capability.name, p.capability.status, RULES[row.status],
                   f"the Host lacks {', '.join(row.missing)}: " + "; ".join(row.reasons))
           for p in plans if (row := rows[p.capability.name]).status != "available"]
    return kept, sorted(skipped + cut, key=lambda s: s.name), report
