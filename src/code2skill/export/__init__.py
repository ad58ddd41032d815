"""``code2skill export``: a Canonical Contract → the strict-export-v1 MCP server package
(node-stdio) described in EXPORT.md.

:func:`export_package` reads and validates the contract (a schema problem raises
:class:`~code2skill.contract.load.ContractError` naming its JSON Pointer), builds every file
(:mod:`~code2skill.export.layout`) and writes them into ``out``. Modules: ``plan`` (which
capabilities are registered, request plans), ``zod`` (JSON Schema → zod source), ``adapter``
(``adapter.mjs``, ``server.mjs``), ``functions`` (Canonical Functions), ``host`` (environment
bindings, ``host-boundary.mjs``), ``records`` (``package.json``, ``export-profile.json``,
``consumer-requirements.json``), ``assets`` (the shipped, hash-pinned files), ``render``
(jinja2 templates); ``skill/<name>/`` is written by :mod:`code2skill.skill` for exactly the
registered Tools.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from code2skill.contract.load import read_contract, require_valid


@dataclass(frozen=True, slots=True)
class ExportResult:
    files: dict[str, bytes]
    exported: list[str]
    skipped: list[tuple[str, str]]


def build_package(contract_path: Path, only_approved: bool = False) -> ExportResult:
    """Every file of the package of the contract at ``contract_path`` (nothing written)."""
    from code2skill.export.layout import package_files
    from code2skill.export.plan import select
    loaded = read_contract(contract_path)
    contract = require_valid(loaded)
    files = package_files(contract, loaded.text.encode(), only_approved)
    plans, skipped = select(contract, only_approved)
    return ExportResult(files, [p.capability.name for p in plans],
                        [(s.name, s.reason) for s in skipped])


def export_package(contract_path: Path, out: Path, only_approved: bool = False) -> ExportResult:
    """Build the package and write it into ``out``."""
    from code2skill.export.layout import write_package
    result = build_package(contract_path, only_approved)
    write_package(out, result.files)
    return result
