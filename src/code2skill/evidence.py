"""Evidence references: the framework, not the passes, turns locations into contract evidence.

``observed`` evidence points at the span a value was read from; ``inferred`` evidence names the
rule that derived a value from observed spans; ``default`` evidence names the policy default used
where the source proves nothing (and has no location).
"""
from __future__ import annotations

from code2skill.contract.models import CallSite, Capability, Evidence
from code2skill.requests import Site
from code2skill.values import Where


def observed(where: Where | None, rule: str, note: str | None = None) -> Evidence:
    """Evidence read directly from ``where`` (``(path, (line, col, end_line, end_col))``)."""
    return _at(where, "observed", rule, note)


def inferred(where: Where | None, rule: str, note: str | None = None) -> Evidence:
    """Evidence derived by ``rule`` from the observation at ``where``."""
    return _at(where, "inferred", rule, note)


def where_of(item: Evidence) -> Where | None:
    """The ``(file, span)`` an evidence item points at (``None`` when it has no place): the
    inverse of :func:`observed`/:func:`inferred`, for a pass deriving from earlier evidence."""
    if item.file is None or item.line is None:
        return None
    return item.file, (item.line, item.column or 1, item.endLine or item.line,
                       item.endColumn or 1)


def first_site_evidence(cap: Capability, rule: str, note: str) -> list[Evidence]:
    """``[inferred evidence of rule with note]`` at the capability's first call site that has a
    place, or ``[]`` when none has: a whole-list pass citing where a capability is called."""
    sites = [s for r in cap.implementation.requests for s in r.callSites if s.file and s.line]
    return [inferred(where_of(sites[0]), rule, note)] if sites else []


def default(rule: str, note: str | None = None) -> Evidence:
    """A policy default with no source proof."""
    return Evidence(kind="default", rule=rule, note=note)


def _at(where: Where | None, kind: str, rule: str, note: str | None) -> Evidence:
    if where is None:
        return Evidence(kind="inferred" if kind == "observed" else kind, rule=rule, note=note)
    path, (line, column, end_line, end_column) = where
    return Evidence(file=path, line=line, column=column, endLine=end_line, endColumn=end_column,
                    kind=kind, rule=rule, note=note)


def call_site(sites: tuple[Site, ...]) -> CallSite:
    """The call site naming an endpoint, with the wrapper chain below it."""
    head, rest = sites[0], sites[1:]
    path, (line, column, end_line, end_column) = head.where
    return CallSite(file=path, line=line, column=column, endLine=end_line, endColumn=end_column,
                    kind="observed", rule=head.rule, function=head.function,
                    via=[observed(s.where, s.rule, s.function) for s in rest])


def sort_key(evidence: Evidence) -> tuple:
    """A total order for evidence lists (deterministic output)."""
    return (evidence.file or "", evidence.line or 0, evidence.column or 0, evidence.rule,
            evidence.kind, evidence.note or "")


def unique(items: list[Evidence]) -> list[Evidence]:
    """Evidence de-duplicated and sorted."""
    seen: dict[tuple, Evidence] = {}
    for item in items:
        seen.setdefault((*sort_key(item), item.endLine or 0, item.endColumn or 0,
                         type(item).__name__), item)
    return sorted(seen.values(), key=sort_key)
