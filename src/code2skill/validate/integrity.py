"""Rules ``C2S-V016``, ``C2S-V017`` and ``C2S-V019``: the files that must be byte-exact, and
modules that must parse.

``portable-error-normalizer.mjs`` and ``runtime.mjs`` are compared by sha256 with the pins
(EXPORT.md D2, D6): the ones code2skill ships (:func:`default_pins`) and the ones the package's
``export-profile.json`` records; a file equal to neither, or a profile recording another hash
than the file's, is a finding. A module with a syntax error (tree-sitter ERROR or MISSING node)
is V019: the structural checks cannot vouch for code they cannot read.
"""
from __future__ import annotations

import hashlib
from typing import Any

from code2skill.safe_io import read_bytes_in_root
from code2skill.validate import js
from code2skill.validate.package import FILE_CAP, NORMALIZER, RUNTIME, Package
from code2skill.validate.rules import Finding

HASHED = {NORMALIZER: "C2S-V016", RUNTIME: "C2S-V017"}
PROFILE_KEYS = ("sha256", "hashes", "pins")


def recorded_pins(profile: dict[str, Any]) -> dict[str, str]:
    """``{file: sha256}`` that export-profile.json records (under ``sha256``, ``hashes`` or
    ``pins``; a value may be the hex digest or an object with a ``sha256``)."""
    out: dict[str, str] = {}
    for key in PROFILE_KEYS:
        table = profile.get(key)
        if not isinstance(table, dict):
            continue
        for name, value in table.items():
            digest = value.get("sha256") if isinstance(value, dict) else value
            if isinstance(digest, str):
                out[name.rsplit("/", 1)[-1]] = digest.removeprefix("sha256:").lower()
    return out


def default_pins() -> dict[str, str]:
    """The hashes code2skill itself pins for the normaliser and runtime it ships
    (:data:`code2skill.export.assets.PINNED`)."""
    from code2skill.export.assets import PINNED
    return dict(PINNED)


def check_hashes(package: Package, pins: dict[str, str] | None = None) -> list[Finding]:
    """V016 and V017 (see the module docstring); ``pins`` defaults to :func:`default_pins`."""
    pins = default_pins() if pins is None else pins
    recorded = recorded_pins(package.profile)
    findings = []
    for name, rule in HASHED.items():
        if name not in package.files:
            continue                                      # C2S-V018 says it is missing
        try:
            digest = hashlib.sha256(read_bytes_in_root(package.root, name, FILE_CAP)).hexdigest()
        except OSError as exc:
            findings.append(Finding("C2S-V018", f"{name} cannot be read: "
                                    f"{exc.strerror or exc}", name))
            continue
        expected = pins.get(name) or recorded.get(name)
        if expected is None:
            findings.append(Finding(rule, f"no sha256 is pinned for {name} (neither code2skill "
                                    "nor export-profile.json records one)", name))
        elif digest != expected:
            findings.append(Finding(rule, f"{name} has sha256 {digest[:16]}…, pinned "
                                    f"{expected[:16]}…", name))
        elif name in recorded and recorded[name] != digest:
            findings.append(Finding(rule, f"export-profile.json records sha256 "
                                    f"{recorded[name][:16]}… for {name}, the file has "
                                    f"{digest[:16]}…", "export-profile.json"))
    return findings


def check_syntax(package: Package) -> list[Finding]:
    """V019: modules that do not parse."""
    findings = []
    for path, module in sorted(package.modules.items()):
        if module.tree.root_node.has_error:
            bad = js.first_error(module.tree.root_node) or module.tree.root_node
            line, column = js.position(bad)
            findings.append(Finding("C2S-V019", f"{path} has a syntax error", path, line, column))
    return findings
