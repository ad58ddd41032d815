"""Rule ``contract.schema-pattern``: a schema ``pattern`` compiles as a JavaScript regular
expression with the ``u`` flag, as the exported package compiles it, or it never reaches a
package: ``derive`` leaves out a source pattern that does not, the contract loader refuses one
(exit 2, its JSON Pointer named), ``validate`` reports one in a package (``C2S-V026``)."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from code2skill.contract.patterns import backtracks, compiles, pattern_problems
from code2skill.export import export_package
from hostile_support import code2skill

HERE = Path(__file__).parent.parent
SAMPLES = HERE.parent / "samples"
SMALL = HERE / "golden" / "export-small" / "canonical-contract.json"
E_MAIL = r"^[\w-\.]+@([\w-]+\.)+[\w-]{2,4}$"     # valid JavaScript only without the u flag


def test_compiles_reads_ecma_syntax_with_the_u_flag():
    assert compiles(r"^\d{5}$") and compiles(r"\p{L}+") and compiles(r"^\+?[0-9 ]{6,20}$")
    assert not compiles(E_MAIL) and not compiles("[z-a]") and not compiles("(")


def test_only_pattern_keywords_are_checked():
    schema = {"type": "object", "properties": {
        "pattern": {"type": "string", "default": {"pattern": "[z-a]"}},
        "code": {"type": "string", "pattern": "[z-a]"},
        "tags": {"type": "array", "items": {"anyOf": [{"pattern": "("}]}}}}
    assert pattern_problems(schema, "/inputSchema") == [
        "/inputSchema/properties/code/pattern: a pattern must be a regular expression valid in "
        "JavaScript with the u flag ('[z-a]' is not)",
        "/inputSchema/properties/tags/items/anyOf/0/pattern: a pattern must be a regular "
        "expression valid in JavaScript with the u flag ('(' is not)"]


def signup_app(tmp_path: Path) -> Path:
    """The ``signup-forms`` sample with a page calling its address save (which the sample
    never calls: an uncalled function is no Tool), whose ``zip`` keeps ``^\\d{5}$``."""
    app = tmp_path / "app"
    shutil.copytree(SAMPLES / "signup-forms", app, ignore=shutil.ignore_patterns("expected"))
    (app / "src" / "pages" / "Address.ts").write_text(
        "import { saveAddress } from '../api/accounts';\n"
        "export const save = (address: any) => saveAddress(address);\n")
    return app


def test_derive_leaves_out_a_source_pattern_invalid_with_the_u_flag(tmp_path):
    app = signup_app(tmp_path)
    form = app / "src" / "forms" / "PhoneForm.tsx"
    form.write_text(form.read_text().replace(r"/^\+?[0-9 ]{6,20}$/", "/" + E_MAIL + "/"))
    proc = code2skill("derive", app, "-o", tmp_path / "c.json", "--quiet")
    assert proc.returncode == 0, proc.stderr
    text = (tmp_path / "c.json").read_text()
    assert json.dumps(E_MAIL)[1:-1] not in text and r'"pattern": "^\\d{5}$"' in text


def test_the_loader_refuses_a_pattern_that_does_not_compile(tmp_path):
    data = json.loads(SMALL.read_text())
    index = next(i for i, c in enumerate(data["capabilities"]) if c["name"] == "search_books")
    data["capabilities"][index]["inputSchema"]["properties"]["q"]["pattern"] = "[z-a]"
    contract = tmp_path / "hostile.json"
    contract.write_text(json.dumps(data))
    proc = code2skill("export", contract, "-o", tmp_path / "out")
    assert proc.returncode == 2
    assert f"/capabilities/{index}/inputSchema: Value error, /properties/q/pattern: a pattern " \
           "must be a regular expression valid in JavaScript with the u flag ('[z-a]' is " \
           "not)" in proc.stderr
    assert not (tmp_path / "out").exists()


def test_validate_reports_such_a_pattern_in_a_package(tmp_path):
    out = tmp_path / "pkg"
    export_package(SMALL, out)
    contract = json.loads((out / "canonical-contract.json").read_text())
    cap = next(c for c in contract["capabilities"] if c["name"] == "search_books")
    cap["inputSchema"]["properties"]["q"]["pattern"] = E_MAIL
    (out / "canonical-contract.json").write_text(json.dumps(contract))
    proc = code2skill("validate", out, "--format", "json")
    assert proc.returncode == 1
    assert [f["message"] for f in json.loads(proc.stdout)["findings"]
            if f["rule"] == "C2S-V026"] == [
        "search_books: /inputSchema/properties/q/pattern: a pattern must be a regular "
        f"expression valid in JavaScript with the u flag ({E_MAIL!r} is not)"]


@pytest.mark.parametrize("pattern, risky", [
    (r"^(a+)+$", True), (r"(\w*)*", True), (r"(x|y+){2,}", True), (r"(?:a*)*", True),
    (r"(a+){1,20}", True), (r"^[a-z0-9]+$", False), (r"^\d{3}-\d{4}$", False),
    (r"^(ab)+$", False), (r"(a{1,3})+", False), (r"^[(]+$", False), (r"\(a+\)+", False),
    (r"^[\]a]+$", False), (r"([\w.]+)@", False)])
def test_backtracks_finds_a_repeated_group_that_repeats(pattern, risky):
    """Rule ``contract.pattern-backtracking``: an unbounded repetition of a group holding one
    (star height two) may take exponential time in JavaScript's engine."""
    assert backtracks(pattern) is risky


def test_derive_leaves_out_a_source_pattern_that_backtracks(tmp_path):
    """``z.string().regex(/^(a+)+$/)`` would make the exported server run that pattern on
    every Agent input (a 40-character string blocks it for minutes): it is no schema
    pattern."""
    app = signup_app(tmp_path)
    form = app / "src" / "forms" / "PhoneForm.tsx"
    form.write_text(form.read_text().replace(r"/^\+?[0-9 ]{6,20}$/", "/^(a+)+$/"))
    proc = code2skill("derive", app, "-o", tmp_path / "c.json", "--quiet")
    assert proc.returncode == 0, proc.stderr
    text = (tmp_path / "c.json").read_text()
    assert "(a+)+" not in text and r'"pattern": "^\\d{5}$"' in text
