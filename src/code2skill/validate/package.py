"""An exported strict-export-v1 package, read for validation (layout: EXPORT.md of the profile).

:func:`load_package` reads ``canonical-contract.json`` and ``export-profile.json`` (without them
nothing can be checked: :class:`PackageError`, exit 2) and parses every generated ``.mjs``
module except ``runtime.mjs`` (the bundled SDK, checked by its hash only). Files of the layout
that are missing become findings (``C2S-V018``) so the other checks still run.

Paths are POSIX paths relative to the package folder; no file outside it is read (links that
leave it are refused, as everywhere in code2skill).
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tree_sitter import Tree

from code2skill.contract.guard import too_deep
from code2skill.export.names import function_file
from code2skill.safe_io import read_bytes_in_root
from code2skill.validate import js
from code2skill.validate.rules import Finding

FILE_CAP = 16_000_000             # bytes of one package file (runtime.mjs is ~0.8 MB)
CONTRACT_CAP = 256_000_000
CONTRACT = "canonical-contract.json"
PROFILE = "export-profile.json"
ADAPTER = "adapter.mjs"
SERVER = "server.mjs"
NORMALIZER = "portable-error-normalizer.mjs"
RUNTIME = "runtime.mjs"
BOUNDARY = "functions/host-boundary.mjs"
VALIDATOR = "functions/validate.mjs"
LAYOUT = ("package.json", ADAPTER, SERVER, NORMALIZER, RUNTIME, BOUNDARY, VALIDATOR)
EXPORTABLE = ("approved", "draft")
SKIPPED_DIRS = frozenset(("node_modules", ".git"))


class PackageError(Exception):
    """The folder cannot be validated at all (not a folder, no readable contract or profile)."""


@dataclass(slots=True)
class Module:
    """One parsed generated module."""

    path: str
    data: bytes
    tree: Tree


@dataclass(slots=True)
class Package:
    """What the checks read: the contract, the profile, the parsed modules, the file list."""

    root: Path
    contract: dict[str, Any]
    profile: dict[str, Any]
    modules: dict[str, Module]
    files: list[str]
    problems: list[Finding] = field(default_factory=list)

    @property
    def capabilities(self) -> dict[str, dict[str, Any]]:
        """The contract's capabilities by name."""
        return {c.get("name"): c for c in self.contract.get("capabilities") or []
                if isinstance(c, dict)}

    @property
    def exported(self) -> list[str]:
        """The names of the capabilities the package must register, sorted."""
        return exported_names(self.profile, self.contract)

    @property
    def dry_run_variable(self) -> str | None:
        value = self.profile.get("dryRunVariable")
        return value if isinstance(value, str) else None


def exported_names(profile: dict[str, Any], contract: dict[str, Any]) -> list[str]:
    """The exported capability names: the profile's ``exported`` list (strings or objects with
    a ``name``) when it has one, else the contract's ``approved`` and ``draft`` capabilities
    (EXPORT.md: what ``export`` registers without ``--only-approved``)."""
    listed = profile.get("exported")
    if isinstance(listed, dict):
        listed = list(listed)
    if isinstance(listed, list):
        names = [n.get("name") if isinstance(n, dict) else n for n in listed]
        return sorted(n for n in names if isinstance(n, str))
    return sorted(c["name"] for c in contract.get("capabilities") or []
                  if isinstance(c, dict) and isinstance(c.get("name"), str)
                  and c.get("status") in EXPORTABLE)


def read_json(root: Path, rel: str) -> dict[str, Any]:
    """A JSON object file of the package; :class:`PackageError` when it cannot be used."""
    try:
        data = json_of(rel, read_bytes_in_root(root, rel, CONTRACT_CAP).decode("utf-8-sig"))
    except FileNotFoundError:
        raise PackageError(f"{rel} is missing: not an exported package") from None
    except (OSError, ValueError) as exc:
        raise PackageError(f"{rel} cannot be read as JSON: {exc}") from None
    if not isinstance(data, dict):
        raise PackageError(f"{rel} is not a JSON object")
    return data


def json_of(rel: str, text: str) -> Any:
    """The JSON value of ``text`` (the package file ``rel``); :class:`PackageError` naming the
    file and the JSON path when it nests deeper than the contract reader allows (a hostile
    package; Python's parser would exhaust its recursion), ``ValueError`` when it is no JSON."""
    deep = too_deep(text)
    if deep is not None:
        pointer, message = deep
        raise PackageError(f"{rel} cannot be used: {pointer or '/'}: {message}")
    return json.loads(text)


def list_files(root: Path) -> list[str]:
    """Every regular file under ``root`` (links not followed), sorted POSIX relative paths."""
    out = []
    for folder, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_DIRS)
        for name in names:
            full = Path(folder) / name
            if full.is_file() and not full.is_symlink():
                out.append(full.relative_to(root).as_posix())
    return sorted(out)


def load_package(root: Path) -> Package:
    """Read the package at ``root`` (see the module docstring)."""
    if not root.is_dir():
        raise PackageError(f"{root} is not a folder")
    contract = read_json(root, CONTRACT)
    profile = read_json(root, PROFILE)
    files = list_files(root)
    package = Package(root, contract, profile, {}, files)
    wanted = list(LAYOUT) + [function_file(n) for n in package.exported]
    for rel in wanted:
        if rel not in files:
            package.problems.append(Finding("C2S-V018", f"{rel} is missing", rel))
    for rel in files:
        if rel.endswith(".mjs") and rel != RUNTIME:
            try:
                data = read_bytes_in_root(root, rel, FILE_CAP)
            except OSError as exc:
                package.problems.append(Finding("C2S-V018", f"{rel} cannot be read: "
                                                f"{exc.strerror or exc}", rel))
                continue
            package.modules[rel] = Module(rel, data, js.parse(data))
    return package

