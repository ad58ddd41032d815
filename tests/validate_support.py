"""Helpers of the validator's tests: a copy of the hand-written strict-export-v1 fixture
package (``tests/export_fixture/bookshelf``, written to EXPORT.md's layout and D4's callback
text), broken in exactly one way, and the rule ids a validation reports."""
from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

from code2skill.validate import validate_package

FIXTURE = Path(__file__).parent / "export_fixture" / "bookshelf"
PINNED = ("portable-error-normalizer.mjs", "runtime.mjs")


def pins_of(root: Path) -> dict[str, str]:
    """The fixture's own pins (its normaliser and placeholder runtime, as first written)."""
    return {n: hashlib.sha256((FIXTURE / n).read_bytes()).hexdigest() for n in PINNED}


def copy_fixture(tmp_path: Path) -> Path:
    target = tmp_path / "pkg"
    shutil.copytree(FIXTURE, target)
    return target


def mutate(tmp_path: Path, file: str, old: str, new: str, count: int = 1) -> Path:
    """A copy of the fixture whose ``file`` has ``old`` replaced by ``new`` (``old`` must occur;
    ``count`` occurrences are replaced, -1 for all)."""
    root = copy_fixture(tmp_path)
    path = root / file
    text = path.read_text()
    assert old in text, f"{old!r} not in {file}"
    path.write_text(text.replace(old, new, count))
    return root


def edit_json(root: Path, file: str, change) -> None:
    data = json.loads((root / file).read_text())
    change(data)
    (root / file).write_text(json.dumps(data, indent=2))


def found(root: Path, pins: dict[str, str] | None = None) -> list[tuple[str, str, int | None]]:
    """``[(rule, file, line)]`` of a validation with the fixture's pins."""
    result = validate_package(root, pins=pins_of(root) if pins is None else pins)
    return [(f.rule, f.file, f.line) for f in result.findings]


def rules(root: Path) -> set[str]:
    return {rule for rule, _, _ in found(root)}


SAMPLES = Path(__file__).parent.parent / "samples"


def exported(tmp_path: Path, sample: str = "bookshelf-fetch") -> Path:
    """The package ``code2skill export`` writes for a sample's golden contract."""
    from code2skill.export import export_package
    out = tmp_path / f"{sample}-mcp"
    export_package(SAMPLES / sample / "expected" / "canonical-contract.json", out)
    return out


def mutate_file(root: Path, file: str, old: str, new: str, count: int = 1) -> Path:
    """``root`` with ``file`` edited in place (``old`` must occur)."""
    path = root / file
    text = path.read_text()
    assert old in text, f"{old!r} not in {file}"
    path.write_text(text.replace(old, new, count))
    return root


def found_default(root: Path) -> list[tuple[str, str, int | None]]:
    """``[(rule, file, line)]`` with code2skill's own pins (an exported package)."""
    return [(f.rule, f.file, f.line) for f in validate_package(root).findings]
