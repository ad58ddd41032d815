"""Rule ``C2S-V024`` (:mod:`code2skill.validate.manifest`): ``validate`` compares the package
with its ``export-manifest.json``: a file changed after the export, one it lists that is gone,
and one it does not list are each a finding; a manifest that is not one is a finding; a package
without one (written before the manifest existed, or by hand) is not checked by the rule."""
from __future__ import annotations

import hashlib
import json

from typer.testing import CliRunner
from validate_support import copy_fixture, exported, found, found_default

from code2skill.cli import app
from code2skill.validate import validate_package

MANIFEST = "export-manifest.json"


def messages(root) -> list[tuple[str, str, str]]:
    return [(f.rule, f.file, f.message) for f in validate_package(root).findings]


def test_an_exported_package_is_clean_until_its_files_change(tmp_path):
    root = exported(tmp_path)
    assert found_default(root) == []
    listed = json.loads((root / MANIFEST).read_text())["files"]
    recorded = listed["functions/get_book.mjs"]
    path = root / "functions" / "get_book.mjs"
    path.write_bytes(path.read_bytes() + b"// edited\n")
    now = hashlib.sha256(path.read_bytes()).hexdigest()
    (root / "README.md").unlink()
    (root / "notes.txt").write_text("mine\n")
    assert messages(root) == [
        ("C2S-V024", "README.md", "README.md is missing or not a readable regular file; "
         "export-manifest.json lists it"),
        ("C2S-V024", "functions/get_book.mjs", "functions/get_book.mjs was changed after the "
         f"export: sha256 {now[:16]}…, export-manifest.json records {recorded[:16]}…"),
        ("C2S-V024", "notes.txt", "notes.txt was not written by the export: "
         "export-manifest.json does not list it")]


def test_a_changed_file_is_exit_1_and_medium(tmp_path):
    root = exported(tmp_path)
    (root / "package.json").write_text('{"name": "other"}\n')
    result = CliRunner().invoke(app, ["validate", str(root)])
    assert result.exit_code == 1
    assert result.stdout.splitlines()[1].startswith(
        "package.json: medium C2S-V024 package-file-changed: package.json was changed after "
        "the export: sha256 ")
    assert result.stdout.splitlines()[2] == (
        "    fix: undo the edit (move an added file away), or re-export the package: "
        "code2skill export CONTRACT -o PACKAGE --force")


def test_a_manifest_that_is_not_one_is_a_finding(tmp_path):
    root = exported(tmp_path)
    data = json.loads((root / MANIFEST).read_text())
    data["files"]["../outside.txt"] = "0" * 64
    (root / MANIFEST).write_text(json.dumps(data))
    assert messages(root) == [
        ("C2S-V024", MANIFEST, "export-manifest.json is not a manifest code2skill writes (a "
         "regular file of JSON listing each file by its path inside the package and its "
         "sha256): the files cannot be checked against the export")]


def test_a_linked_manifest_is_not_followed(tmp_path):
    root = exported(tmp_path)
    (tmp_path / "elsewhere.json").write_bytes((root / MANIFEST).read_bytes())
    (root / MANIFEST).unlink()
    (root / MANIFEST).symlink_to(tmp_path / "elsewhere.json")
    assert [(rule, file) for rule, file, _ in messages(root)] == [("C2S-V024", MANIFEST)]


def test_a_package_without_a_manifest_is_not_checked_by_the_rule(tmp_path):
    assert found(copy_fixture(tmp_path)) == []
