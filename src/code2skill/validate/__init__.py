"""``code2skill validate PACKAGE``: static checks that an exported strict-export-v1 package is
what the profile says (EXPORT.md D10; rules ``C2S-V…``).

Modules, in the order a run uses them:

* :mod:`.package`      — read the package: contract, profile, parsed modules, missing files.
* :mod:`.js`           — tree-sitter helpers: structural comparison, literals.
* :mod:`.registration` — V001–V003: one literal top-level registerTool per exported capability.
* :mod:`.callbacks`    — V004–V009: the callback's reviewed shape, dry-run envelope, Function
  call, try/catch and normaliser call.
* :mod:`.imports`      — V010–V012: import allowlists; V011 dynamic code.
* :mod:`.functions`    — V013–V015: Function exports, fetch only in the Host boundary, inert
  modules.
* :mod:`.integrity`    — V016, V017 pinned hashes; V019 syntax errors.
* :mod:`.secrets`      — V020 credentials, V021 literal hosts.
* :mod:`.paths`        — V023 path templates that stay under the service's base URL.
* :mod:`.manifest`     — V024 the files as ``export-manifest.json`` lists them: changed,
  missing, or not written by the export.
* :mod:`.report`       — text, JSON and SARIF 2.1.0.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from code2skill.validate.callbacks import check_callbacks
from code2skill.validate.chains import check_chains
from code2skill.validate.functions import check_fetch, check_function_exports, check_side_effects
from code2skill.validate.imports import check_dynamic_code, check_imports
from code2skill.validate.integrity import check_hashes, check_syntax
from code2skill.validate.manifest import check_manifest
from code2skill.validate.package import Package, PackageError, load_package
from code2skill.validate.paths import check_paths, check_patterns, check_prototype_names
from code2skill.validate.registration import check_registration
from code2skill.validate.rules import Finding
from code2skill.validate.secrets import check_hosts, check_secrets

__all__ = ["Validation", "PackageError", "validate_package"]


@dataclass(slots=True)
class Validation:
    """The findings of one validation, with the package they concern."""

    package: Package
    findings: list[Finding]


def validate_package(root: Path, pins: dict[str, str] | None = None) -> Validation:
    """Validate the exported package at ``root``; ``pins`` (``{file name: sha256}``) overrides
    the hashes code2skill pins for the normaliser and the runtime. Raises
    :class:`PackageError` when the folder is no package (no contract or profile)."""
    package = load_package(root)
    registered, findings = check_registration(package)
    findings = package.problems + check_syntax(package) + findings
    findings += check_callbacks(package, registered)
    findings += check_imports(package) + check_dynamic_code(package)
    findings += check_function_exports(package) + check_fetch(package)
    findings += check_side_effects(package) + check_chains(package) + check_paths(package)
    findings += check_prototype_names(package) + check_patterns(package)
    findings += check_hashes(package, pins)
    findings += check_secrets(package) + check_hosts(package) + check_manifest(package)
    return Validation(package, sorted(set(findings), key=order))


def order(f: Finding) -> tuple:
    return (f.file, f.line or 0, f.column or 0, f.rule, f.message)
