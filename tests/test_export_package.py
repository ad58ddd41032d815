"""``code2skill export``: the exact files of a small contract (goldens), byte-determinism, the
registered and not registered capabilities with their reasons, and the command's errors."""
from __future__ import annotations

import hashlib
import shutil
import json
import subprocess
import sys
from pathlib import Path

import pytest

from code2skill.export import build_package
from code2skill.export.assets import PINNED, asset

HERE = Path(__file__).parent
SMALL = HERE / "golden" / "export-small"
CONTRACT = SMALL / "canonical-contract.json"
GOLDEN = SMALL / "package"
SHIPPED = {"runtime.mjs", "THIRD-PARTY-NOTICES.md", "portable-error-normalizer.mjs",
           "functions/validate.mjs"}                  # package data: compared with it below
BIN = Path(sys.executable).parent


def run_export(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(BIN / "code2skill"), "export", *args], capture_output=True,
                          text=True, timeout=120)


def test_small_contract_gives_the_golden_files(update_goldens):
    files = {rel: data for rel, data in build_package(CONTRACT).files.items()
             if not rel.startswith("skill/")}      # the Skill's own tests own its text
    if update_goldens:
        for rel, data in files.items():
            if rel not in SHIPPED and rel != "canonical-contract.json":
                (GOLDEN / rel).parent.mkdir(parents=True, exist_ok=True)
                (GOLDEN / rel).write_bytes(data)
    expected = {p.relative_to(GOLDEN).as_posix() for p in GOLDEN.rglob("*") if p.is_file()}
    assert set(files) - SHIPPED - {"canonical-contract.json"} == expected
    for rel in sorted(expected):
        assert files[rel].decode() == (GOLDEN / rel).read_text(), rel
    assert files["canonical-contract.json"] == CONTRACT.read_bytes()
    for rel in SHIPPED:
        assert files[rel] == asset(rel.removeprefix("functions/")), rel
    assert hashlib.sha256(files["runtime.mjs"]).hexdigest() == PINNED["runtime.mjs"]


def test_layout_is_the_export_md_layout():
    files = build_package(CONTRACT).files
    assert sorted(files) == [
        "README.md", "THIRD-PARTY-NOTICES.md", "adapter.mjs", "canonical-contract.json",
        "consumer-requirements.json", "export-profile.json",
        "functions/create_book_review.mjs", "functions/delete_book_review.mjs",
        "functions/host-boundary.mjs", "functions/import_books.mjs",
        "functions/search_books.mjs", "functions/validate.mjs", "package.json",
        "portable-error-normalizer.mjs", "runtime.mjs", "server.mjs",
        "skill/small-shelf/SKILL.md", "skill/small-shelf/references/create_book_review.md",
        "skill/small-shelf/references/delete_book_review.md",
        "skill/small-shelf/references/import_books.md",
        "skill/small-shelf/references/search_books.md"]
    package = json.loads(files["package.json"])
    assert package["type"] == "module"
    assert package["bin"] == {"small-shelf-mcp": "server.mjs"}
    assert package["engines"] == {"node": ">=20"}
    assert "dependencies" not in package and "devDependencies" not in package


def test_one_literal_register_tool_per_exported_capability():
    adapter = build_package(CONTRACT).files["adapter.mjs"].decode()
    names = [line.split('"')[1] for line in adapter.splitlines()
             if line.strip().startswith("server.registerTool(")]
    assert names == ["create_book_review", "delete_book_review", "import_books", "search_books"]
    assert adapter.count('if (process.env.SMALL_SHELF_MCP_DRY_RUN === "1") {') == 4
    assert adapter.count("normalizeToolError(error, {") == 4


def test_profile_lists_what_is_not_registered_and_why():
    profile = json.loads(build_package(CONTRACT).files["export-profile.json"])
    assert profile["dryRunVariable"] == "SMALL_SHELF_MCP_DRY_RUN"
    assert [(s["name"], s["status"], s["rule"]) for s in profile["notExported"]] == [
        ("remove_book", "requires-review", "status.requires-review"),
        ("update_book_notes", "draft", "exporter.encoding")]
    assert profile["notExported"][1]["reason"] == \
        "request 0 has body bindings but bodyEncoding 'unknown'"
    assert "Which shelf a removal applies to is not proven." in profile["notExported"][0]["reason"]
    creds = {c["mechanism"]: c["variable"] for c in profile["services"][0]["credentials"]}
    assert creds == {"bearer": "BOOKSHELF_BEARER_TOKEN", "api-key": "BOOKSHELF_API_KEY"}
    assert profile["hashes"]["portable-error-normalizer.mjs"] == PINNED["portable-error-normalizer.mjs"]


def test_only_approved_registers_approved_capabilities_only(tmp_path):
    data = json.loads(CONTRACT.read_text())
    for cap in data["capabilities"]:
        if cap["name"] == "search_books":
            cap["status"] = "approved"
    contract = tmp_path / "c.json"
    contract.write_text(json.dumps(data))
    result = build_package(contract, only_approved=True)
    assert result.exported == ["search_books"]
    profile = json.loads(result.files["export-profile.json"])
    assert {s["name"]: s["rule"] for s in profile["notExported"]}["import_books"] == "status.draft"
    assert profile["onlyApproved"] is True


@pytest.mark.parametrize("quiet", [[], ["-q"]])
def test_an_approved_capability_left_out_is_warned_with_its_reason(tmp_path, quiet):
    """Rule export.approved-left-out: --only-approved with an approved capability the
    exporter cannot write names it and its reason on stderr, --quiet or not; the package is
    written (exit 0) without it, and export-profile.json keeps the reason."""
    data = json.loads(CONTRACT.read_text())
    for cap in data["capabilities"]:
        if cap["name"] in ("search_books", "update_book_notes"):
            cap["status"] = "approved"
    contract = tmp_path / "c.json"
    contract.write_text(json.dumps(data))
    out = tmp_path / "out"
    proc = run_export(str(contract), "-o", str(out), "--only-approved", *quiet)
    assert proc.returncode == 0
    lines = proc.stderr.splitlines()
    assert lines[0] == (
        "code2skill: warning: approved capability update_book_notes is not exported "
        "(exporter.encoding: request 0 has body bindings but bodyEncoding 'unknown'); the "
        "package has no Tool for it (export.approved-left-out)")
    assert lines[1:] == ([] if quiet else [
        f"code2skill: export: 1 Tools registered, 5 not registered (reasons in "
        f"export-profile.json) → {out}"])
    profile = json.loads((out / "export-profile.json").read_text())
    assert profile["exported"] == ["search_books"]
    assert {s["name"]: s["rule"] for s in profile["notExported"]}["update_book_notes"] == \
        "exporter.encoding"


def test_only_approved_with_nothing_approved_is_warned(tmp_path):
    """An empty package is written (exit 0), but never silently: nothing was approved."""
    data = json.loads(CONTRACT.read_text())
    for cap in data["capabilities"]:
        cap["status"] = "draft" if cap["status"] == "approved" else cap["status"]
    contract = tmp_path / "c.json"
    contract.write_text(json.dumps(data))
    proc = run_export(str(contract), "-o", str(tmp_path / "out"), "--only-approved", "-q")
    assert (proc.returncode, proc.stderr) == (0, (
        "code2skill: warning: export: no capability is approved, so the package registers no "
        "Tool: set status \"approved\" on the capabilities a reviewer accepts, or export "
        "without --only-approved\n"))
    assert json.loads((tmp_path / "out" / "export-profile.json").read_text())["exported"] == []


def test_drafts_left_out_are_no_warning(tmp_path):
    data = json.loads(CONTRACT.read_text())
    for cap in data["capabilities"]:
        if cap["name"] == "search_books":
            cap["status"] = "approved"
    contract = tmp_path / "c.json"
    contract.write_text(json.dumps(data))
    proc = run_export(str(contract), "-o", str(tmp_path / "out"), "--only-approved", "-q")
    assert (proc.returncode, proc.stderr) == (0, "")


def test_consumer_requirements_name_the_seven_facilities():
    req = json.loads(build_package(CONTRACT).files["consumer-requirements.json"])
    assert sorted(req["facilities"]) == sorted([
        "skillDiscovery", "mcpRuntime", "authInjection", "trustedConfirmation", "sessionState",
        "attachmentResolution", "unknownOutcomeReconciliation"])
    assert req["facilities"]["mcpRuntime"][0]["transport"] == "stdio"
    assert [(n["service"], n["mechanism"], n["variables"])
            for n in req["facilities"]["authInjection"]] == [
        ("bookshelf", "api-key", ["BOOKSHELF_API_KEY"]),
        ("bookshelf", "bearer", ["BOOKSHELF_BEARER_TOKEN"])]
    assert [n["capabilities"] for n in req["facilities"]["unknownOutcomeReconciliation"]] == [
        ["create_book_review", "delete_book_review", "import_books"]]


def test_the_package_ships_its_skill():
    files = build_package(CONTRACT).files
    skill = sorted(p for p in files if p.startswith("skill/"))
    assert skill[0].startswith("skill/") and skill[0].endswith("/SKILL.md")
    profile = json.loads(files["export-profile.json"])
    folder = skill[0].removesuffix("SKILL.md")
    assert sorted(p.removeprefix(folder + "references/").removesuffix(".md")
                  for p in skill[1:]) == profile["exported"]


def test_same_contract_gives_byte_identical_files(tmp_path):
    one, two = tmp_path / "one", tmp_path / "two"
    assert run_export(str(CONTRACT), "-o", str(one), "-q").returncode == 0
    assert run_export(str(CONTRACT), "-o", str(two), "-q").returncode == 0
    files = sorted(p.relative_to(one) for p in one.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(two) for p in two.rglob("*") if p.is_file())
    for rel in files:
        assert (one / rel).read_bytes() == (two / rel).read_bytes(), rel
    again = run_export(str(CONTRACT), "-o", str(one), "-q")      # over an earlier export
    assert again.returncode == 0


def test_schema_error_names_the_json_path_and_exits_2(tmp_path):
    data = json.loads(CONTRACT.read_text())
    data["capabilities"][0]["sideEffect"] = "explode"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    proc = run_export(str(bad), "-o", str(tmp_path / "out"))
    assert proc.returncode == 2
    assert "/capabilities/0/sideEffect" in proc.stderr
    assert not (tmp_path / "out").exists()


def test_refuses_a_folder_that_is_not_an_export(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "notes.txt").write_text("mine")
    proc = run_export(str(CONTRACT), "-o", str(out))
    assert proc.returncode == 2
    assert "is not empty and holds no export-manifest.json of an earlier export" in proc.stderr
    assert sorted(p.name for p in out.iterdir()) == ["notes.txt"]


def test_the_manifest_lists_every_file_written_with_its_hash(tmp_path):
    out = tmp_path / "out"
    assert run_export(str(CONTRACT), "-o", str(out), "-q").returncode == 0
    manifest = json.loads((out / "export-manifest.json").read_text())
    written = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    assert sorted(manifest["files"]) == [r for r in written if r != "export-manifest.json"]
    assert manifest["files"]["README.md"] == \
        hashlib.sha256((out / "README.md").read_bytes()).hexdigest()
    assert (manifest["generator"], manifest["manifestVersion"]) == ("code2skill", 1)


def test_stale_functions_of_an_earlier_export_are_removed(tmp_path):
    out = tmp_path / "out"
    assert run_export(str(CONTRACT), "-o", str(out), "-q").returncode == 0
    data = json.loads(CONTRACT.read_text())
    data["capabilities"] = [c for c in data["capabilities"] if c["name"] != "import_books"]
    fewer = tmp_path / "fewer.json"
    fewer.write_text(json.dumps(data))
    assert run_export(str(fewer), "-o", str(out), "-q").returncode == 0
    assert not (out / "functions" / "import_books.mjs").exists()
    assert not (out / "skill" / "small-shelf" / "references" / "import_books.md").exists()
    assert "import_books" not in (out / "export-manifest.json").read_text()


def test_a_hand_written_module_is_kept_and_named_unless_forced(tmp_path):
    out = tmp_path / "out"
    assert run_export(str(CONTRACT), "-o", str(out), "-q").returncode == 0
    (out / "functions" / "gone.mjs").write_text("export {};\n")
    proc = run_export(str(CONTRACT), "-o", str(out), "-q")
    assert proc.returncode == 2
    assert "functions/gone.mjs (not written by an export; the new one would remove it)" in \
        proc.stderr
    assert (out / "functions" / "gone.mjs").read_text() == "export {};\n"
    assert run_export(str(CONTRACT), "-o", str(out), "-q", "--force").returncode == 0
    assert not (out / "functions" / "gone.mjs").exists()


def test_a_changed_file_of_the_earlier_export_is_kept_and_named(tmp_path):
    out = tmp_path / "out"
    assert run_export(str(CONTRACT), "-o", str(out), "-q").returncode == 0
    before = (out / "adapter.mjs").read_bytes()
    (out / "README.md").write_text("# my notes\n")
    proc = run_export(str(CONTRACT), "-o", str(out), "-q")
    assert proc.returncode == 2
    assert "README.md (changed since the earlier export)" in proc.stderr
    assert (out / "README.md").read_text() == "# my notes\n"
    assert (out / "adapter.mjs").read_bytes() == before
    assert run_export(str(CONTRACT), "-o", str(out), "-q", "--force").returncode == 0
    assert (out / "README.md").read_bytes() == build_package(CONTRACT).files["README.md"]


def test_a_project_folder_holding_an_export_profile_is_not_overwritten(tmp_path):
    """A folder with an (empty) export-profile.json and hand-written files of the layout's
    names is no earlier export: nothing in it is replaced or removed."""
    out = tmp_path / "proj"
    hand = {"export-profile.json": "", "package.json": '{"name":"mine"}\n',
            "README.md": "# My project\n", "functions/app.mjs": "export const a = 1\n",
            "skill/notes/PLAN.md": "notes\n", "skill/notes/references/r.md": "ref\n"}
    for rel, text in hand.items():
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_text(text)
    proc = run_export(str(CONTRACT), "-o", str(out))
    assert proc.returncode == 2
    assert "holds no export-manifest.json of an earlier export (a folder holding " \
           "export-profile.json alone is not one)" in proc.stderr
    assert {p.relative_to(out).as_posix(): p.read_text() for p in out.rglob("*")
            if p.is_file()} == hand


@pytest.mark.parametrize("text", ["[]", "[" * 100_000, '{"generator": "code2skill"}'])
def test_a_manifest_that_is_not_one_is_no_manifest(tmp_path, text):
    out = tmp_path / "out"
    assert run_export(str(CONTRACT), "-o", str(out), "-q").returncode == 0
    (out / "export-manifest.json").write_text(text)
    proc = run_export(str(CONTRACT), "-o", str(out), "-q")
    assert proc.returncode == 2
    assert "holds no export-manifest.json of an earlier export" in proc.stderr


def test_a_manifest_naming_a_path_outside_out_is_no_manifest(tmp_path):
    out, outside = tmp_path / "out", tmp_path / "victim.txt"
    assert run_export(str(CONTRACT), "-o", str(out), "-q").returncode == 0
    outside.write_text("keep")
    manifest = json.loads((out / "export-manifest.json").read_text())
    manifest["files"]["../victim.txt"] = hashlib.sha256(b"keep").hexdigest()
    (out / "export-manifest.json").write_text(json.dumps(manifest))
    proc = run_export(str(CONTRACT), "-o", str(out), "-q")
    assert proc.returncode == 2
    assert "holds no export-manifest.json of an earlier export" in proc.stderr
    assert outside.read_text() == "keep"


def test_no_credential_value_is_written(tmp_path, monkeypatch):
    monkeypatch.setenv("BOOKSHELF_BEARER_TOKEN", "s3cr3t-token-value")
    files = build_package(CONTRACT).files
    assert not any(b"s3cr3t-token-value" in data for data in files.values())


@pytest.mark.parametrize("name", ["portable-error-normalizer.mjs", "runtime.mjs"])
def test_shipped_files_match_their_pinned_digest(name):
    assert hashlib.sha256(asset(name)).hexdigest() == PINNED[name]


def test_a_linked_folder_inside_out_is_never_written_through(tmp_path):
    out, elsewhere = tmp_path / "out", tmp_path / "elsewhere"
    assert run_export(str(CONTRACT), "-o", str(out), "-q").returncode == 0
    elsewhere.mkdir()
    shutil.rmtree(out / "functions")
    (out / "functions").symlink_to(elsewhere, target_is_directory=True)
    proc = run_export(str(CONTRACT), "-o", str(out))
    assert proc.returncode == 2
    assert "functions is a link or not a folder" in proc.stderr
    assert list(elsewhere.iterdir()) == []


def test_two_capabilities_with_one_name_are_exit_2_naming_the_second(tmp_path):
    data = json.loads(CONTRACT.read_text())
    data["capabilities"][1]["name"] = data["capabilities"][0]["name"]
    contract = tmp_path / "dup.json"
    contract.write_text(json.dumps(data))
    result = run_export(str(contract), "-o", str(tmp_path / "out"))
    assert result.returncode == 2
    assert "/capabilities/1/name: the name of /capabilities/0 too" in result.stderr
    assert not (tmp_path / "out").exists()


def test_force_never_removes_through_a_linked_folder(tmp_path):
    out, elsewhere = tmp_path / "out", tmp_path / "elsewhere"
    assert run_export(str(CONTRACT), "-o", str(out), "-q").returncode == 0
    elsewhere.mkdir()
    (elsewhere / "other.mjs").write_text("keep\n")
    (out / "skill" / "linked").symlink_to(elsewhere, target_is_directory=True)
    (elsewhere / "NOTES.md").write_text("keep\n")
    assert run_export(str(CONTRACT), "-o", str(out), "-q", "--force").returncode == 0
    assert sorted(p.name for p in elsewhere.iterdir()) == ["NOTES.md", "other.mjs"]


def test_the_package_readme_writes_contract_strings_as_markdown_text(tmp_path):
    """Rule ``markdown.escape`` in the package's README: a title with a heading, HTML and a
    terminal escape is one line of text."""
    data = json.loads(CONTRACT.read_text())
    cap = next(c for c in data["capabilities"] if c["name"] == "search_books")
    cap["title"] = "Search\n# INJECTED <img src=x> \x1b[31m"
    contract = tmp_path / "c.json"
    contract.write_text(json.dumps(data))
    readme = build_package(contract).files["README.md"].decode()
    assert "- `search_books` (read): Search # INJECTED \\<img src=x\\> \\\\x1b\\[31m" in \
        readme.splitlines()
    assert "\x1b" not in readme
