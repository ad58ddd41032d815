"""Capabilities a reviewer renamed (rule ``identity.rename``).

A reviewer who edits a capability's ``name`` leaves the name derive gave it behind in the
entries derive wrote: review items (``capability``) and ``consumerRequirements`` needs. The
capability is still the one a fresh derive finds — :func:`code2skill.audit.drift.compare`
pairs it by identity (service, method, path template, GraphQL operation), never by name — so
the leftover name is a rename's trace, not a deletion's: :func:`renames` finds them,
:func:`capability_renamed` reports each once as ``C2S-D013`` (``info``), and
:func:`settled_by_renames` drops the ``C2S-L015`` findings that only the old name in
``consumerRequirements`` caused. ``derive --update`` re-points those entries
(:mod:`code2skill.update`), after which the audit has nothing to say.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from code2skill.audit.drift import Comparison
from code2skill.audit.rules import Finding, finding
from code2skill.contract.identity import endpoint
from code2skill.contract.models import Contract
from code2skill.contract.pointer import join
from code2skill.contract.requirements import FACILITIES, omitted_needs
from code2skill.contract.removals import CAPABILITY_RECORD


@dataclass(frozen=True, slots=True)
class Rename:
    """Contract capability ``index``, named ``name``, is the fresh capability a derive names
    ``derived``; ``traces``: JSON Pointers of the contract entries still naming ``derived``
    (``/review/N/capability``, ``/consumerRequirements/FACILITY/K/capabilities/M``)."""

    index: int
    name: str
    derived: str
    request: str              # ``service METHOD /path`` of the capability
    traces: tuple[str, ...]


def name_traces(contract: dict[str, Any], name: str) -> tuple[str, ...]:
    """Pointers of the review items (removal records aside) and ``consumerRequirements``
    entries naming ``name``, in document order."""
    out = []
    items = contract.get("review")
    for n, item in enumerate(items if isinstance(items, list) else []):
        if isinstance(item, dict) and item.get("capability") == name and \
                not CAPABILITY_RECORD.match(str(item.get("message", ""))):
            out.append(join("/review", n, "capability"))
    reqs = contract.get("consumerRequirements")
    for facility in FACILITIES:
        needs = reqs.get(facility) if isinstance(reqs, dict) else None
        for k, need in enumerate(needs if isinstance(needs, list) else []):
            names = need.get("capabilities") if isinstance(need, dict) else None
            for m, entry in enumerate(names if isinstance(names, list) else []):
                if entry == name:
                    out.append(join("/consumerRequirements", facility, k, "capabilities", m))
    return tuple(out)


def renames(cmp: Comparison) -> list[Rename]:
    """Rule ``identity.rename``: each contract capability paired with a fresh one that the
    derive names otherwise, where that derived name is no capability of the contract but
    entries of the contract still name it. A fresh capability paired with two contract
    capabilities (a copy on one endpoint) names neither: that is no rename."""
    old, new = cmp.caps(), cmp.fresh_caps()
    present = {c.get("name") for c in old}
    shared = Counter(p.new for p in cmp.pairs)
    out = []
    for pair in cmp.pairs:
        name, derived = old[pair.old].get("name"), new[pair.new].get("name")
        if shared[pair.new] != 1 or not isinstance(name, str) or \
                not isinstance(derived, str) or name == derived or derived in present:
            continue
        traces = name_traces(cmp.contract, derived)
        if traces:
            out.append(Rename(pair.old, name, derived, endpoint(old[pair.old]), traces))
    return out


def capability_renamed(cmp: Comparison) -> Iterator[Finding]:
    """C2S-D013 (info): one finding per :func:`renames` entry, at the capability's name."""
    for r in renames(cmp):
        items = sum(t.startswith("/review/") for t in r.traces)
        needs = len(r.traces) - items
        left = " and ".join(part for part in (
            f"{items} review item{'s' * (items != 1)}" if items else "",
            f"{needs} consumerRequirements entr{'ies' if needs != 1 else 'y'}" if needs else "",
        ) if part)
        yield finding("C2S-D013", join("/capabilities", r.index, "name"),
                      f"capability {r.name!r} is the one derive names {r.derived!r} ({r.request}, "
                      f"paired by identity): {left} still name {r.derived!r}; derive --update "
                      "re-points them", r.name)


def settled_by_renames(findings: list[Finding], model: Contract | None,
                       found: list[Rename]) -> list[Finding]:
    """``findings`` without the C2S-L015 findings that ``consumerRequirements`` would not give
    if every renamed capability's derived name in it were its contract name: the need is
    recorded, under the old name (reported once by C2S-D013)."""
    if model is None or not found:
        return findings
    to_name = {r.derived: r.name for r in found}
    renamed = model.model_copy(deep=True)
    for facility in FACILITIES:
        for need in getattr(renamed.consumerRequirements, facility):
            need.capabilities = [to_name.get(n, n) for n in need.capabilities]
    still = {(join("/consumerRequirements", facility), name)
             for facility, need in omitted_needs(renamed) for name in need.capabilities}
    return [f for f in findings
            if f.rule != "C2S-L015" or (f.pointer, f.capability) in still]
