"""Phase 7: assemble the contract and serialise it deterministically.

Determinism (``shared/CONTRACT.md``): sorted capabilities, services and review items, sorted
object keys, no timestamps, paths relative to the analysed root; the same tree gives
byte-identical output. Secrets are redacted from every string (:mod:`code2skill.redact`).
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from code2skill import __version__
from code2skill.contract.build import review_key
from code2skill.contract.requirements import consumer_requirements
from code2skill.contract.models import (
    Capability, Contract, Coverage, Generator, ReviewItem, Scope, Service,
    SkippedFile, Source, SourceDiagnostic,
)
from code2skill.discover import EXCLUDED_BY_DEFAULT, Inventory, Scope as UserScope
from code2skill.evidence import observed, unique
from code2skill.facts import Diagnostic
from code2skill.passes.envelope_errors import RULE as ENVELOPE_RULE
from code2skill.gitstate import git_refusal, read_git
from code2skill.problem import Problem
from code2skill.project import project_of
from code2skill.redact import redact_tree
from code2skill.safe_io import json_text


def assemble(root: Path, scope: UserScope, inventory: Inventory, diagnostics: list[Diagnostic],
             services: dict[str, Service], capabilities: list[Capability],
             review: list[ReviewItem], problems: list[Problem],
             uploads: frozenset[str] = frozenset(), coverage: Coverage | None = None,
             outputs: tuple[Path, ...] = (),
             scope_rules: dict[str, int] | None = None) -> Contract:
    """The contract model of one run (``uploads``: the capabilities that send file bytes;
    ``coverage``: what became of the request-like call sites; ``outputs``: the run's own
    files, which never make the tree dirty)."""
    commit, dirty, unknown = read_git(root, outputs)
    if (refused := git_refusal(root.resolve())) is not None:
        unknown = [refused, *unknown]
    diagnostics = [*diagnostics, *(Diagnostic(".git", "git", reason, "warning")
                                   for reason in unknown)]
    used = {c.implementation.requests[0].service for c in capabilities}
    items = list(review) + [ReviewItem(severity=p.severity, capability=None, message=p.message,
                                       evidence=[observed(p.where, p.rule)] if p.where else [])
                            for p in problems]
    items += [ReviewItem(severity="medium", capability=None,
                         message=f"base URL of service {s.id} comes from a value the source "
                                 "does not show; confirm the backend it names",
                         evidence=s.evidence)
              for s in services.values() if s.id in used and
              any(e.rule == "service.unresolved-base" for e in s.evidence)]
    items += [ReviewItem(severity="medium", capability=None,
                         message=f"base URL of service {s.id} is supplied by the deployment at "
                                 f"run time ({e.note}); confirm the backend it names",
                         evidence=s.evidence)
              for s in services.values() if s.id in used
              for e in s.evidence[:1] if e.rule == "service.runtime-base"]
    seen = {}
    for item in merged_contract_items(items):
        seen.setdefault(item.dedupe_key(), item)
    source = Source(
        root=root.name, project=project_of(root), commit=commit, dirty=dirty,
        scope=Scope(include=list(scope.include), exclude=list(scope.exclude),
                    excludedByDefault=list(EXCLUDED_BY_DEFAULT), includeBundles=scope.include_bundles),
        generator=Generator(name="code2skill", version=__version__),
        filesAnalysed=len(inventory.files),
        skipped=[SkippedFile(path=s.path, reason=s.reason, unreadable=s.unreadable)
                 for s in inventory.skipped],
        diagnostics=[SourceDiagnostic(path=d.path, stage=d.stage, severity=d.severity,
                                      reason=d.reason, line=d.line)
                     for d in sorted(diagnostics, key=lambda d: (d.path, d.line or 0,
                                                                  d.stage, d.reason))],
        coverage=coverage, scopeRules=dict(sorted((scope_rules or {}).items())))
    return Contract(
        source=source,
        services=sorted((s for s in services.values() if s.id in used), key=lambda s: s.id),
        capabilities=sorted(capabilities, key=lambda c: c.name),
        resources=[], workflows=[],
        consumerRequirements=consumer_requirements(capabilities, uploads),
        review=sorted(seen.values(), key=review_key))


# contract-level items whose copies from several capabilities' builds are one finding
MERGED_RULES = frozenset({ENVELOPE_RULE})


def merged_contract_items(items: list[ReviewItem]) -> list[ReviewItem]:
    """``items`` with the contract-level ones (no capability) of a :data:`MERGED_RULES` rule
    and one severity and message made one item citing the evidence of each, in their first
    one's place: the same envelope check repeated in many component files is one finding."""
    merged: dict[tuple[str, str], ReviewItem] = {}
    out: list[ReviewItem] = []
    for item in items:
        rule = item.evidence[0].rule if item.evidence else None
        if item.capability is not None or rule not in MERGED_RULES:
            out.append(item)
            continue
        key = (item.severity, item.message)
        if key in merged:
            merged[key].evidence[:] = unique(merged[key].evidence + item.evidence)
            continue
        merged[key] = item.model_copy(update={"evidence": list(item.evidence)})
        out.append(merged[key])
    return out


def contract_json(contract: Contract) -> str:
    """The contract as deterministic, redacted JSON text (ends with a newline), with the
    characters no contract may hold escaped (:func:`readable_tree`)."""
    return json_text(readable_tree(redact_tree(contract.model_dump(mode="json"))))


def readable_tree(data: Any) -> Any:
    """A contract's JSON tree with the characters its readers refuse escaped deterministically
    (rule ``io.escape``), so every command accepts what derive writes: in a ``pathTemplate``
    each control character and lone surrogate is percent-encoded as a browser sends it
    (:func:`percent_controls`), since the text ``\\uD800`` would put a backslash in the path;
    elsewhere a NUL is the text ``\\u0000`` (as :func:`code2skill.safe_io.json_text` writes a
    lone surrogate ``\\uD800``)."""
    if isinstance(data, dict):
        return {readable_tree(k): percent_controls(v) if k == "pathTemplate" and
                isinstance(v, str) else readable_tree(v) for k, v in data.items()}
    if isinstance(data, list):
        return [readable_tree(v) for v in data]
    if isinstance(data, str) and "\0" in data:
        return data.replace("\0", "\\u0000")
    return data


def percent_controls(template: str) -> str:
    """``template`` with each C0 control and DEL percent-encoded (``\0`` → ``%00``) and each
    lone surrogate percent-encoded as U+FFFD (``%EF%BF%BD``: the URL standard turns a string
    into scalar values that way before it encodes the path); surrogate pairs are joined."""
    return UNSENDABLE.sub(sendable, template) if UNSENDABLE.search(template) else template


def sendable(match: re.Match) -> str:
    text = match.group()
    if len(text) == 2:
        return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le")
    return "%EF%BF%BD" if ord(text) >= 0xD800 else f"%{ord(text):02X}"


UNSENDABLE = re.compile("[\ud800-\udbff][\udc00-\udfff]|[\x00-\x1f\x7f\ud800-\udfff]")
