"""What a Skill says, read from a validated contract (pure: no I/O, no rendering).

Rules:

* ``skill.exported`` — the Skill covers exactly the Tools an export registers
  (:func:`code2skill.export.plan.select`: approved and draft capabilities it can generate;
  ``--only-approved``: approved only); the others are no Tools and are not mentioned.
* ``skill.area`` — Tools are grouped by the first static path segment of their first request
  after the leading segments that only name the API (``/api/v1``, ``/trpc``) or that every path
  of the service shares (``/manage``), cut at a ``.`` or ``:`` (``/documents.list`` →
  Documents); singular and plural are one area; GraphQL and root requests group under their
  service.
* ``skill.issued-id`` / ``skill.cursor`` — each ``issued-id`` and ``pagination-cursor``
  precondition names the Tool that issues the value and the result path it comes from.
* ``skill.reconcile`` — a write whose ``unknownOutcome`` is ``stop-and-reconcile`` names the read
  Tool to check before a new attempt: the read of the same service whose path template is the
  longest segment-wise prefix of the write's (holes match holes). None found is said plainly.
* ``skill.ui-confirmation`` — a confirmation the client shows (review evidence
  ``policy.ui-confirmation``) is quoted as guidance, never as enforcement.
* ``skill.deployment`` — observed base URLs appear only as deployment references beside the
  environment binding the Host sets.
"""
from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass

from code2skill.contract.models import Capability, Contract, Request
from code2skill.markdown import code, text
from code2skill.project import project_name
from code2skill.string_helpers import singular_last

DESCRIPTION_MAX = 1024
GENERIC_SEGMENTS = re.compile(r"(?i)api|rest|v\d+(\.\d+)*|graphql|trpc|rpc")


@dataclass(frozen=True)
class ToolLine:
    """One Tool in the overview: ``summary`` is the first sentence of its description."""

    name: str
    title: str
    side_effect: str
    summary: str


@dataclass(frozen=True)
class Area:
    title: str
    tools: tuple[ToolLine, ...]


@dataclass(frozen=True)
class Rule:
    """One line of the constraints section: ``tool`` and what an Agent must do (Markdown: the
    contract strings in it are written by :mod:`code2skill.markdown`), or for ``guidance`` the
    client's quoted text as it is."""

    tool: str
    text: str


@dataclass(frozen=True)
class ErrorPaths:
    """Where a failure's fields come from in the backend's response body (dot-joined)."""

    code: str | None
    message: str | None
    details: str | None
    retryable: str | None
    tools: tuple[str, ...]


@dataclass(frozen=True)
class Deployment:
    service: str
    binding: str
    observed: tuple[str, ...]


@dataclass(frozen=True)
class ToolReference:
    """The facts of ``references/<tool>.md``: the capability itself, its reconciling read, the
    confirmations the client shows before it and the source lines of its requests."""

    capability: Capability
    reconcile_with: str | None
    confirmations: tuple[str, ...]
    sources: tuple[str, ...]


@dataclass(frozen=True)
class SkillPlan:
    name: str
    description: str
    project: str
    areas: tuple[Area, ...]
    issued_ids: tuple[Rule, ...]
    cursors: tuple[Rule, ...]
    unknown_outcomes: tuple[Rule, ...]
    idempotency_keys: tuple[Rule, ...]
    confirmations: tuple[Rule, ...]
    guidance: tuple[Rule, ...]
    context: tuple[Rule, ...]
    errors: tuple[ErrorPaths, ...]
    deployments: tuple[Deployment, ...]
    references: tuple[ToolReference, ...]


def plan_skill(contract: Contract, names: Collection[str]) -> SkillPlan:
    """The Skill of the Tools ``names`` of ``contract`` (rules in the module docstring)."""
    tools = sorted((c for c in contract.capabilities if c.name in names), key=lambda c: c.name)
    by_name = {c.name: c for c in tools}
    quotes = ui_confirmations(contract, set(by_name))
    reconcile = {c.name: reconciling_read(c, tools) for c in tools
                 if c.operationPolicy.unknownOutcome == "stop-and-reconcile"}
    project = project_name(contract.source)
    areas = grouped(tools)
    ids, cursors = tuple(issued(tools, "issued-id")), tuple(issued(tools, "pagination-cursor"))
    return SkillPlan(
        name=project, description=skill_description(project, areas, [
            said for said, held in ((ISSUED_IDS, ids), (PAGING, cursors),
                                    (UNKNOWN_OUTCOMES, reconcile)) if held]),
        project=project, areas=areas,
        issued_ids=ids, cursors=cursors,
        unknown_outcomes=tuple(reconcile_rule(name, read) for name, read in reconcile.items()),
        idempotency_keys=tuple(key_rules(tools)), confirmations=tuple(confirmation_rules(tools)),
        guidance=tuple(Rule(name, quote) for name in sorted(quotes) for quote in quotes[name]),
        context=tuple(Rule(c.name, f"{code(ref.name)}: {text(ref.description)} (the client "
                                   f"takes it from {text(ref.source)})")
                      for c in tools for ref in c.contextReferences),
        errors=error_paths(tools),
        deployments=tuple(Deployment(s.id, s.baseUrlBinding,
                                     tuple(sorted({o.url for o in s.observedBaseUrls})))
                          for s in contract.services
                          if any(r.service == s.id for c in tools
                                 for r in c.implementation.requests)),
        references=tuple(ToolReference(c, reconcile.get(c.name), tuple(quotes.get(c.name, ())),
                                       sources(c)) for c in tools))


# what the Skill's sections say, promised in its description only when the section has rules
ISSUED_IDS = "which Tool issues each id"
PAGING = "how to page"
UNKNOWN_OUTCOMES = "how to recover from a write whose outcome is unknown"


def skill_description(project: str, areas: tuple[Area, ...], says: list[str] = ()) -> str:
    """One line of at most 1,024 characters, without ``<`` or ``>`` (Agent Skills format) and
    without ``---``, which front-matter readers take as its end wherever it stands. ``says``:
    what the Skill's sections hold (:data:`ISSUED_IDS`, :data:`PAGING`,
    :data:`UNKNOWN_OUTCOMES`); the description promises those only, so a Skill with no id,
    cursor or reconciliation rule never claims one."""
    listed = "; ".join(f"{a.title.lower()} ({', '.join(sorted({t.side_effect for t in a.tools}))})"
                       for a in areas)
    count = sum(len(a.tools) for a in areas)
    promised = ", ".join(says[:-1]) + ("," if len(says) > 2 else "") + \
        (" and " if len(says) > 1 else "") + says[-1] if says else ""
    text = (f"Work with the backend of {project} through its {count} MCP Tools: {listed}. "
            "Use it before calling these Tools" + (f": it says {promised}." if says else "."))
    text = re.sub(r"-{3,}", "-", re.sub(r"[<>\s]+", lambda m: " " if m.group().isspace()
                                        else "", text))
    return text if len(text) <= DESCRIPTION_MAX else text[:DESCRIPTION_MAX - 1].rstrip() + "…"


def grouped(tools: list[Capability]) -> tuple[Area, ...]:
    """Rule ``skill.area``: the Tools by area (areas keyed by the singular of their segment,
    titled by the first Tool's), areas and Tools by name."""
    prefix = shared_prefixes([c.implementation.requests[0] for c in tools])
    areas: dict[str, tuple[str, list[ToolLine]]] = {}
    for c in tools:
        title = area_of(c.implementation.requests[0], prefix)
        areas.setdefault(singular_last(title.lower()), (title, []))[1].append(line_of(c))
    return tuple(Area(title, tuple(lines)) for _, (title, lines) in sorted(areas.items()))


def shared_prefixes(requests: list[Request]) -> dict[str, int]:
    """Per service, how many leading static segments all its paths share while every path
    keeps a static segment after them (``/manage/users``, ``/manage/roles`` → 1)."""
    paths: dict[str, list[list[str]]] = {}
    for r in requests:
        if r.graphql is None:
            paths.setdefault(r.service, []).append(segments(r.pathTemplate))
    counts = {}
    for service, split in paths.items():
        n = 0
        while all(len(p) > n and p[n] == split[0][n] and "{" not in p[n]
                  and any(static(q) for q in p[n + 1:]) for p in split):
            n += 1
        counts[service] = n
    return counts


def segments(path: str) -> list[str]:
    return [s for s in path.split("?")[0].split("/") if s]


def static(segment: str) -> bool:
    return "{" not in segment and not GENERIC_SEGMENTS.fullmatch(segment)


def area_of(request: Request, prefix: dict[str, int]) -> str:
    parts = segments(request.pathTemplate)[prefix.get(request.service, 0):]
    head = next((p for p in parts if static(p)), None)
    if request.graphql is not None or head is None:
        return f"Service {request.service}"
    head = re.split(r"[.:]", head)[0]                 # RPC style: documents.list → documents
    words = re.sub(r"([a-z])([A-Z])", r"\1 \2", head).replace("-", " ").replace("_", " ")
    return words[:1].upper() + words[1:].lower()


def line_of(c: Capability) -> ToolLine:
    first = re.split(r"(?<=[.!?])\s", c.description.strip(), maxsplit=1)[0]
    return ToolLine(c.name, c.title, c.sideEffect, first)


def issued(tools: list[Capability], kind: str) -> list[Rule]:
    """Rules ``skill.issued-id`` and ``skill.cursor``."""
    rules = []
    for c in tools:
        for p in c.preconditions:
            if p.kind != kind or not p.issuedBy:
                continue
            source = f"{code(p.resultPath)} of the result of {code(p.issuedBy)}" \
                if p.resultPath else f"the result of {code(p.issuedBy)}"
            verb = "pass the next page's cursor from" if kind == "pagination-cursor" else "take it from"
            rules.append(Rule(c.name, f"input {code(p.input)}: {verb} {source}; never invent "
                                      "it."))
    return rules


def reconciling_read(write: Capability, tools: list[Capability]) -> str | None:
    """Rule ``skill.reconcile``: the name of the read whose path is the longest segment-wise
    prefix of ``write``'s last request (``None`` when no read of its service has one)."""
    target = write.implementation.requests[-1]
    if target.graphql is not None:
        return None
    path = [shape(s) for s in segments(target.pathTemplate)]
    best: tuple[int, str] | None = None
    for c in tools:
        request = c.implementation.requests[0]
        if c.sideEffect != "read" or request.service != target.service or request.graphql:
            continue
        read = [shape(s) for s in segments(request.pathTemplate)]
        if read and path[:len(read)] == read and (best is None or len(read) > best[0]):
            best = (len(read), c.name)
    return best[1] if best else None


def shape(segment: str) -> str:
    return re.sub(r"\{[^}]*\}", "{}", segment)


def reconcile_rule(name: str, read: str | None) -> Rule:
    if read is None:
        return Rule(name, "no exported read Tool reads this resource: ask the user to check the "
                          "outcome in the application before any new attempt.")
    return Rule(name, f"check with {code(read)} whether the change happened before any new "
                      "attempt.")


def key_rules(tools: list[Capability]) -> list[Rule]:
    rules = []
    for c in tools:
        if c.operationPolicy.idempotency != "idempotent-with-key":
            continue
        keys = [b.input for r in c.implementation.requests for b in r.bindings
                if b.input and b.target.lower().startswith("header:idempotency")]
        for key in keys:
            rules.append(Rule(c.name, f"send {code(key)}; reuse the same value to retry the same "
                                      "operation, a new value starts a new one."))
    return rules


def confirmation_rules(tools: list[Capability]) -> list[Rule]:
    texts = {"trusted-confirmation-required": "needs a confirmation the Host issues and checks; "
                                              "an Agent cannot confirm for the user.",
             "upload-confirmation-required": "sends content the Host must approve first (an "
                                             "attachment the user chose), never a file path."}
    return [Rule(c.name, texts[c.operationPolicy.confirmation]) for c in tools
            if c.operationPolicy.confirmation in texts]


def ui_confirmations(contract: Contract, names: set[str]) -> dict[str, list[str]]:
    """Rule ``skill.ui-confirmation``: capability → the confirmation texts the client shows."""
    found: dict[str, list[str]] = {}
    for item in contract.review:
        if item.capability not in names:
            continue
        for e in item.evidence:
            if e.rule == "policy.ui-confirmation":
                found.setdefault(item.capability, []).append(e.note or "")
    return {name: sorted(set(quotes)) for name, quotes in found.items()}


def error_paths(tools: list[Capability]) -> tuple[ErrorPaths, ...]:
    """Each distinct set of error paths with the Tools whose responses carry it."""
    groups: dict[tuple, list[str]] = {}
    for c in tools:
        e = c.errorContract
        key = (e.codePath, e.messagePath, e.detailsPath, e.retryablePath)
        if any(key):
            groups.setdefault(key, []).append(c.name)
    return tuple(ErrorPaths(*key, tuple(names)) for key, names in sorted(
        groups.items(), key=lambda kv: tuple(v or "" for v in kv[0])))


def sources(c: Capability) -> tuple[str, ...]:
    return tuple(sorted({f"{s.file}:{s.line}" for r in c.implementation.requests
                         for s in r.callSites}))
