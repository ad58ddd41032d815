"""A hostile contract given to ``audit`` (or ``derive --update``) is refused with exit 2 and a
message naming the JSON Pointer of the offending member: never a traceback, never a hang.

Rule ``contract.hostile`` (:mod:`code2skill.contract.guard`): nesting past 100 levels, a number
literal over 100 characters or not finite, a NUL in any string, a recorded scope glob that
cannot compile; an evidence file that is a FIFO is never opened.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from code2skill.cli import app
from conftest import write_tree

CLIENT = {"src/api.js": "export const list = () => fetch('/api/books');\n"
                        "export const add = (b) => fetch('/api/books', "
                        "{method: 'POST', body: JSON.stringify(b)});\n"}


@pytest.fixture
def client(tmp_path) -> tuple[Path, dict]:
    """The client folder and its freshly derived contract (as data)."""
    root = write_tree(tmp_path / "app", CLIENT)
    out = tmp_path / "base.json"
    result = CliRunner().invoke(app, ["derive", str(root), "-o", str(out), "-q", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    return root, json.loads(out.read_text(encoding="utf-8"))


def audit(tmp_path: Path, root: Path, text: str) -> tuple[int, str]:
    path = tmp_path / "hostile.json"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(app, ["audit", str(path), str(root), "-q", "--jobs", "1"])
    assert not isinstance(result.exception, Exception) or isinstance(result.exception,
                                                                      SystemExit), result.output
    return result.exit_code, result.output


def file_refs(contract: dict):
    for cap in contract["capabilities"]:
        for refs in cap["evidence"].values():
            for ref in refs:
                if ref.get("file"):
                    yield ref


def test_a_5000_digit_number_is_refused_by_pointer(tmp_path, client):
    root, contract = client
    contract["capabilities"][0]["inputSchema"]["maxProperties"] = 0
    text = json.dumps(contract).replace('"maxProperties": 0', '"maxProperties": ' + "9" * 5000)
    code, output = audit(tmp_path, root, text)
    assert code == 2
    assert "/capabilities/0/inputSchema/maxProperties: a number too long: 999999999999… " \
           "(5,000 characters)" in output


@pytest.mark.parametrize("literal, why", [("1e999", "not a finite number"),
                                          ("NaN", "not a JSON number")])
def test_numbers_json_cannot_hold_are_refused(tmp_path, client, literal, why):
    root, contract = client
    contract["capabilities"][0]["inputSchema"]["maxProperties"] = 0
    text = json.dumps(contract).replace('"maxProperties": 0', f'"maxProperties": {literal}')
    code, output = audit(tmp_path, root, text)
    assert code == 2
    assert f"/capabilities/0/inputSchema/maxProperties: a number {why}: {literal}" in output


def test_json_nested_100k_deep_is_refused_by_pointer(tmp_path, client):
    root, _ = client
    code, output = audit(tmp_path, root, '{"capabilities": [{"x": '
                         + "[" * 100_000 + "]" * 100_000 + "}]}")
    assert code == 2
    assert "/capabilities/0/x/0/0/0/0/0/0/0/0/0/…: nested deeper than 100 levels" in output


def test_a_nul_in_an_evidence_path_is_refused_by_pointer(tmp_path, client):
    root, contract = client
    ref = next(file_refs(contract))
    ref["file"] = "src/a\u0000pi.js"
    code, output = audit(tmp_path, root, json.dumps(contract))
    assert code == 2
    assert "/file: contains a NUL character" in output


def test_a_recorded_scope_glob_that_cannot_compile_is_refused_by_pointer(tmp_path, client):
    root, contract = client
    contract["source"]["scope"]["exclude"] = ["legacy/**", "[z-a]"]
    code, output = audit(tmp_path, root, json.dumps(contract))
    assert code == 2
    assert "/source/scope/exclude/1: an invalid glob '[z-a]': bad character range z-a" in output


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_an_evidence_file_that_is_a_fifo_is_never_opened(tmp_path, client):
    root, contract = client
    os.mkfifo(root / "src" / "pipe.js")
    for ref in file_refs(contract):
        ref["file"] = "src/pipe.js"
    code, output = audit(tmp_path, root, json.dumps(contract))     # would block if opened
    assert code == 2
    assert "evidence cites a file that cannot be read" in output
    assert "src/pipe.js is not a regular file (a pipe, socket or device); it is not opened" \
        in output


def test_an_evidence_path_that_is_a_folder_is_worded_as_a_folder(tmp_path, client):
    root, contract = client
    (root / "src" / "dir.js").mkdir()
    for ref in file_refs(contract):
        ref["file"] = "src/dir.js"
    code, output = audit(tmp_path, root, json.dumps(contract))
    assert code == 2
    assert "src/dir.js is not a regular file (a folder); it is not opened" in output


def test_an_evidence_path_with_a_lone_surrogate_is_missing_not_outside(tmp_path, client):
    from code2skill.audit.evidence import SourceTree
    tree = SourceTree(tmp_path)
    assert tree.inside("src/a\ud83d.js")
    assert not tree.inside("../a\ud83d.js")
    assert not tree.inside("/etc/passwd")


def test_derive_update_refuses_a_hostile_contract_alike(tmp_path, client):
    root, contract = client
    contract["source"]["scope"]["include"] = ["[z-a]"]
    path = tmp_path / "reviewed.json"
    path.write_text(json.dumps(contract), encoding="utf-8")
    result = CliRunner().invoke(app, ["derive", str(root), "--update", str(path), "-q"])
    assert result.exit_code == 2
    assert "/source/scope/include/0: an invalid glob '[z-a]'" in result.output


def test_the_untouched_contract_still_audits_clean(tmp_path, client):
    root, contract = client
    code, _ = audit(tmp_path, root, json.dumps(contract))
    assert code == 0
