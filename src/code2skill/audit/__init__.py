"""``code2skill audit CONTRACT PATH``: a contract against the client it claims to describe.

Modules, in the order a run uses them:

* :mod:`.rules`     — every rule: stable id (``C2S-L001`` …), name, severity, fix hint.
* :mod:`.lint`      — ``C2S-L…``: the contract against the seed's design rules.
* :mod:`.drift`     — ``C2S-D…``: the contract against a fresh derive of PATH (scope, requests,
  bindings, requiredness, enums, success statuses, side effects).
* :mod:`.renames`   — capabilities a reviewer renamed (``C2S-D013``), whose old name in
  ``consumerRequirements`` is no omitted need (``C2S-L015``).
* :mod:`.evidence`  — ``C2S-E…``: evidence that no longer points at the code it names.
* :mod:`.sourcemap` — JSON Pointer → line of the contract file.
* :mod:`.report`    — text, JSON and SARIF 2.1.0; exit codes.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from code2skill.audit.drift import compare, drift
from code2skill.audit.evidence import NotRegularFile, redacted_file_names, stale_evidence
from code2skill.audit.lint import lint
from code2skill.audit.renames import capability_renamed, renames, settled_by_renames
from code2skill.audit.rules import RANK, Finding, finding
from code2skill.contract.load import (
    ContractError, LoadedContract, Problem, invalid, read_contract,
)
from code2skill.contract.models import Contract
from code2skill.contract.pointer import sort_key
from code2skill.coverage import low_coverage
from code2skill.emit import contract_json
from code2skill.pipeline import Settings, derive
from code2skill.update import unread_sources


@dataclass(slots=True)
class Audit:
    """The findings of one audit, with what they were computed from."""

    contract: LoadedContract
    root: Path
    fresh: dict[str, Any]
    findings: list[Finding]


def run_audit(contract_path: Path, root: Path, settings: Settings) -> Audit:
    """Audit the contract file ``contract_path`` against the client at ``root``.

    Raises :class:`code2skill.contract.load.ContractError` for an unusable contract (schema
    problems that no lint finding accounts for included), and what
    :func:`code2skill.pipeline.derive` raises for a bad ``root``.
    """
    return audit_contract(read_contract(contract_path), root, settings)


def audit_contract(loaded: LoadedContract, root: Path, settings: Settings,
                   derive_fn: Callable[[Settings], Any] | None = None) -> Audit:
    """Audit a contract already read; ``derive_fn(settings)`` runs the pipeline on ``root``
    (default :func:`code2skill.pipeline.derive`)."""
    model = None if loaded.problems else Contract.model_validate(loaded.data)
    findings = lint(loaded.data, model)
    explained = [p for f in findings for p in f.explains]
    unexplained = [p for p in loaded.problems
                   if not any(p.pointer == e or p.pointer.startswith(e + "/") for e in explained)]
    if unexplained:
        raise invalid(loaded.path, unexplained)
    result = derive_fn(settings) if derive_fn else derive(root, settings)
    if unread := unread_sources(loaded.data, result.inventory.skipped):
        raise ContractError(loaded.path, "cannot be audited: source files it cites were not "
                            "analysed (unreadable or skipped), so their calls can be neither "
                            "found nor missed", [Problem("", f"{f}: {why}") for f, why in unread])
    fresh = json.loads(contract_json(result.contract))
    comparison = compare(loaded.data, fresh)
    findings = settled_by_renames(findings, model, renames(comparison))
    try:
        findings += drift(comparison) + list(capability_renamed(comparison)) + \
            stale_evidence(comparison, root,
                           redacted_file_names([f.path for f in result.inventory.files]))
    except NotRegularFile as exc:
        raise ContractError(loaded.path, "evidence cites a file that cannot be read",
                            [Problem(exc.pointer, f"{exc.file} is not a regular file "
                                                  f"({exc.what}); it is not opened")]) from None
    findings += incomplete_graph(result)
    return Audit(loaded, root, fresh, sorted(set(findings), key=order))


def incomplete_graph(result) -> list[Finding]:
    """Rule ``C2S-D014``: one finding per warning of the fresh derive that it missed
    requests of the client (``coverage.low``, a declared client with no site, orphan API
    paths, calls it could not follow …): a clean drift report over an incomplete call graph
    proves nothing about the endpoints it missed."""
    said = [low_coverage(result), *result.warnings]
    return [finding("C2S-D014", "/capabilities", f"the derive this audit compares with "
                                                 f"missed requests: {text}")
            for text in dict.fromkeys(t for t in said if t)]


def order(f: Finding) -> tuple:
    """Most severe first, then by rule and place; a total order (rule
    ``order.deterministic``): findings equal on those differ in their pointer's text,
    capability or sources, never left in the order a set of them happened to hold."""
    return (-RANK[f.severity], f.rule, sort_key(f.pointer), f.message, f.pointer,
            f.capability or "", [(s.file, s.line or 0, s.column or 0, s.note or "")
                                 for s in f.sources])
