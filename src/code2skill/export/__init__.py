"""``code2skill export``: a Canonical Contract → the strict-export-v1 MCP server package
(node-stdio) described in EXPORT.md.

:func:`export_package` reads, redacts (rule ``contract.redacted``: a secret a hand-edited
contract holds is written nowhere, each one reported) and validates the contract (a schema
problem raises :class:`~code2skill.contract.load.ContractError` naming its JSON Pointer), builds every file
(:mod:`~code2skill.export.layout`) and writes them into ``out``. Modules: ``plan`` (which
capabilities are registered, request plans), ``zod`` (JSON Schema → zod source), ``adapter``
(``adapter.mjs``, ``server.mjs``), ``functions`` (Canonical Functions), ``host`` (environment
bindings, ``host-boundary.mjs``), ``records`` (``package.json``, ``export-profile.json``,
``consumer-requirements.json``), ``hostfit`` (``--host``: the Tools a Host serves),
``assets`` (the shipped, hash-pinned files), ``render``
(jinja2 templates); ``skill/<name>/`` is written by :mod:`code2skill.skill` for exactly the
registered Tools.

Rule ``export.approved-left-out``: an ``approved`` capability the package does not register
(the exporter cannot write it exactly, or ``--host`` leaves it out) is in
:attr:`ExportResult.approved_left_out` with its rule and reason; the command line warns of each
on stderr, ``--quiet`` or not: a reviewer approved it, and its Tool is missing.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from code2skill.contract.load import ContractError, read_contract, require_valid
from code2skill.contract.redaction import Redaction, redacted_contract
from code2skill.export.host import shared_bindings
from code2skill.host.profile import HostProfile


@dataclass(frozen=True, slots=True)
class ExportResult:
    files: dict[str, bytes]
    exported: list[str]
    skipped: list[tuple[str, str]]
    redactions: list[Redaction] = field(default_factory=list)   # rule contract.redacted
    approved_left_out: list[tuple[str, str]] = field(default_factory=list)  # export.approved-left-out


def build_package(contract_path: Path, only_approved: bool = False,
                  host: HostProfile | None = None) -> ExportResult:
    """Every file of the package of the contract at ``contract_path`` (nothing written), the
    contract's secrets redacted (:mod:`~code2skill.contract.redaction`); ``host``: only the Tools that Host serves, with its report
    (:mod:`~code2skill.export.hostfit`; ``HostRefusal`` when it serves none)."""
    from code2skill.export.layout import package_files
    loaded, redactions = redacted_contract(read_contract(contract_path))
    contract = require_valid(loaded)
    if shared := shared_bindings(contract):              # rule export.shared-binding
        raise ContractError(contract_path, "not a contract to export: two services read one "
                                           "base URL variable", shared)
    files, plans, skipped = package_files(contract, loaded.text.encode(), only_approved, host)
    return ExportResult(files, [p.capability.name for p in plans],
                        [(s.name, s.reason) for s in skipped], redactions,
                        [(s.name, f"{s.rule}: {s.reason}") for s in skipped
                         if s.status == "approved"])


def export_package(contract_path: Path, out: Path, only_approved: bool = False,
                   host: HostProfile | None = None, force: bool = False) -> ExportResult:
    """Build the package and write it into ``out`` (nothing is written when the build
    fails); ``force``: replace and remove files an earlier export did not write as they are
    (:func:`~code2skill.export.layout.write_package`)."""
    from code2skill.export.layout import write_package
    result = build_package(contract_path, only_approved, host)
    write_package(out, result.files, force)
    return result
