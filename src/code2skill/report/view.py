"""The reviewer's page as plain, read-only data (rule ``report.view``), built from a validated
contract and, when given, the analysed tree (for snippets). Rendering is :mod:`.render`'s.

Rules:

* ``report.group`` — capabilities are grouped by service, then by area (the Skill's rule
  ``skill.area``: first static path segment after the API prefix), both sorted by name.
* ``report.severity`` — a capability's severity is the worst of the review items that name it
  (``high`` > ``medium`` > ``low`` > ``info``), ``none`` without one.
* ``report.review-order`` — review items are listed worst first, then by capability and
  message; the order of equal items is the contract's.
* ``report.evidence-rows`` — evidence spans a capability repeats for several fields are one row
  listing those fields (JSON Pointers), in the order of their first field.
* ``report.redacted`` — every text taken from the contract passes through
  :func:`code2skill.redact.redact`, since a hand-edited contract may hold what derive never
  writes.
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from code2skill.contract.models import Capability, Contract, Evidence, ReviewItem
from code2skill.redact import redact
from code2skill.report.diagram import Diagram, diagram
from code2skill.project import project_name
from code2skill.report.snippets import Snippet, SourceTree, snippet
from code2skill.skill.plan import area_of, shared_prefixes

SEVERITIES = ("high", "medium", "low", "info")
POLICY_FIELDS = ("sideEffect", "confirmation", "idempotency", "automaticRetry", "unknownOutcome")


@dataclass(frozen=True)
class EvidenceRow:
    """One source span: the fields it backs, where it is (``file:line``, empty for a default)."""

    fields: tuple[str, ...]
    rule: str
    kind: str
    where: str
    note: str
    snippet: Snippet | None


@dataclass(frozen=True)
class InputRow:
    name: str
    type: str
    required: bool
    description: str


@dataclass(frozen=True)
class ReviewRow:
    severity: str
    capability: str
    message: str
    where: str
    snippet: Snippet | None


@dataclass(frozen=True)
class CapabilityView:
    name: str
    title: str
    description: str
    status: str
    side_effect: str
    severity: str
    endpoints: tuple[str, ...]
    inputs: tuple[InputRow, ...]
    policy: tuple[tuple[str, str], ...]
    auth: str
    preconditions: tuple[str, ...]
    attachments: tuple[tuple[str, str], ...]
    evidence: tuple[EvidenceRow, ...]
    review: tuple[ReviewRow, ...]
    diagram: Diagram


@dataclass(frozen=True)
class AreaView:
    title: str
    capabilities: tuple[CapabilityView, ...]


@dataclass(frozen=True)
class ServiceView:
    id: str
    base: str
    areas: tuple[AreaView, ...]


@dataclass(frozen=True)
class ReportView:
    """The whole page: ``counts`` maps a facet (``status``, ``sideEffect``, ``severity``) to
    value → number of capabilities; ``project`` the project's name (``source.project``, as the
    Skill and the package take it), ``root`` the analysed folder's; ``files_read`` /
    ``files_cited`` count the evidence files read under the source folder / named by the page
    (both 0 without a source folder)."""

    project: str
    generator: str
    total: int
    counts: dict[str, dict[str, int]]
    services: tuple[ServiceView, ...]
    review: tuple[ReviewRow, ...]
    root: str = ""
    files_read: int = 0
    files_cited: int = 0


def report_view(contract: Contract, source: Path | None) -> ReportView:
    """The page of ``contract`` (rules ``report.*``); the analysed folder ``source`` gives
    snippets when not None."""
    tree = SourceTree(source, shown_texts(contract)) if source is not None else None
    severity = severities(contract.review)
    views = [capability_view(c, severity.get(c.name, "none"), contract.review, tree)
             for c in sorted(contract.capabilities, key=lambda c: c.name)]
    counts = {facet: dict(sorted(Counter(getattr(v, attr) for v in views).items()))
              for facet, attr in (("status", "status"), ("sideEffect", "side_effect"),
                                  ("severity", "severity"))}
    generator = contract.source.generator
    review = review_rows(contract.review, tree)
    texts = tree.texts.values() if tree is not None else ()
    return ReportView(project_name(contract.source), f"{generator.name} {generator.version}",
                      len(views), counts, services(contract, views), review,
                      redact(contract.source.root),
                      sum(1 for t in texts if not isinstance(t, str)), len(texts))


def shown_texts(contract: Contract) -> str:
    """Every string the contract holds (keys and values), one per line: what a snippet may
    show of a literal (rule ``report.snippet-literals``)."""
    out: list[str] = []
    stack: list[Any] = [contract.model_dump(mode="json")]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            out.extend(k for k in node if isinstance(k, str))
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
        elif isinstance(node, str):
            out.append(node)
    return "\n".join(out)


def severities(items: list[ReviewItem]) -> dict[str, str]:
    """Rule ``report.severity``: capability name → its worst review severity."""
    worst: dict[str, str] = {}
    for item in items:
        if item.capability is not None:
            old = worst.get(item.capability, "info")
            worst[item.capability] = min(old, item.severity, key=SEVERITIES.index)
    return worst


def services(contract: Contract, views: list[CapabilityView]) -> tuple[ServiceView, ...]:
    """Rule ``report.group``: services by id, each with its areas."""
    by_name = {c.name: c for c in contract.capabilities}
    prefix = shared_prefixes([c.implementation.requests[0] for c in contract.capabilities])
    grouped: dict[str, dict[str, list[CapabilityView]]] = {}
    for view in views:
        first = by_name[view.name].implementation.requests[0]
        grouped.setdefault(first.service, {}).setdefault(area_of(first, prefix), []).append(view)
    bases = {s.id: s.baseUrlBinding for s in contract.services}
    return tuple(ServiceView(redact(sid), redact(bases.get(sid, "")), tuple(
        AreaView(redact(title), tuple(caps)) for title, caps in sorted(areas.items())))
        for sid, areas in sorted(grouped.items()))


def capability_view(c: Capability, severity: str, review: list[ReviewItem],
                    tree: SourceTree | None) -> CapabilityView:
    return CapabilityView(
        name=c.name, title=redact(c.title), description=redact(c.description), status=c.status,
        side_effect=c.sideEffect, severity=severity,
        endpoints=tuple(redact(f"{r.method} {r.service} {r.pathTemplate}")
                        for r in c.implementation.requests),
        inputs=input_rows(c.inputSchema),
        policy=tuple((f, str(getattr(c.operationPolicy, f))) for f in POLICY_FIELDS),
        auth=c.auth.authentication, preconditions=tuple(redact(
            f"{p.kind} {p.input}" + (f" from {p.issuedBy} {p.resultPath or ''}".rstrip()
                                     if p.issuedBy else "") + f" ({p.enforcement})")
            for p in c.preconditions),
        attachments=attachment_rows(c),
        evidence=evidence_rows(c.evidence, tree),
        review=review_rows([r for r in review if r.capability == c.name], tree),
        diagram=diagram(c))


def input_rows(schema: dict[str, Any]) -> tuple[InputRow, ...]:
    """One row per top-level input property, in the schema's order."""
    required = set(schema.get("required") or [])
    return tuple(InputRow(redact(name), type_text(prop), name in required,
                          redact(str(prop.get("description", ""))))
                 for name, prop in (schema.get("properties") or {}).items()
                 if isinstance(prop, dict))


def type_text(prop: dict[str, Any]) -> str:
    if "enum" in prop:
        return "one of " + ", ".join(redact(json.dumps(v)) for v in prop["enum"])
    kind = prop.get("type") or [s.get("type") for s in prop.get("anyOf", [])
                                if isinstance(s, dict)] or "any"
    return " or ".join(map(str, kind)) if isinstance(kind, list) else str(kind)


def attachment_rows(c: Capability) -> tuple[tuple[str, str], ...]:
    if c.attachments is None:
        return ()
    a = c.attachments
    rows = (("status", a.status), ("provider", a.provider), ("transfer", a.transfer),
            ("returned field", a.returnedField), ("consumer binding", a.consumerBinding),
            ("content bindings", ", ".join(a.contentBindings)), ("missing", ", ".join(a.missing)))
    return tuple((k, redact(v)) for k, v in rows if v)


def evidence_rows(evidence: dict[str, list[Evidence]],
                  tree: SourceTree | None) -> tuple[EvidenceRow, ...]:
    """Rule ``report.evidence-rows``."""
    spans: dict[str, tuple[Evidence, list[str]]] = {}
    for pointer, items in evidence.items():
        for ev in items:
            spans.setdefault(ev.dedupe_key(), (ev, []))[1].append(pointer)
    return tuple(EvidenceRow(tuple(redact(p) for p in pointers), ev.rule, ev.kind,
                             where(ev), redact(ev.note or ""), snippet(tree, ev))
                 for ev, pointers in spans.values())


def review_rows(items: list[ReviewItem], tree: SourceTree | None) -> tuple[ReviewRow, ...]:
    """Rule ``report.review-order``."""
    ordered = sorted(items, key=lambda r: (SEVERITIES.index(r.severity), r.capability or "",
                                           r.message))
    return tuple(ReviewRow(r.severity, r.capability or "", redact(r.message),
                           where(r.evidence[0]) if r.evidence else "",
                           snippet(tree, r.evidence[0]) if r.evidence else None)
                 for r in ordered)


def where(ev: Evidence) -> str:
    return redact(f"{ev.file}:{ev.line}") if ev.file and ev.line else redact(ev.file or "")
