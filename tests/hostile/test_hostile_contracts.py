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
    assert "cannot be audited: source files it cites were not analysed" in output
    assert "src/pipe.js: not a regular file (pipe, socket or device)" in output


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


def update(root: Path, path: Path, *extra: str):
    return CliRunner().invoke(app, ["derive", str(root), "--update", str(path), "-q",
                                    "--jobs", "1", *extra])


def test_a_member_name_given_twice_is_refused_by_pointer(tmp_path, client):
    """JSON readers differ on a repeated name (Python keeps the last, a viewer may show the
    first): ``audit`` and ``--update`` refuse it, naming each repeated member, and leave the
    file as it was."""
    root, contract = client
    text = json.dumps(contract)
    name = contract["capabilities"][0]["name"]
    text = text.replace(f'"name": "{name}"', f'"name": "shown_first", "name": "{name}"', 1)
    text = '{"capabilities": [], ' + text[1:]
    code, output = audit(tmp_path, root, text)
    assert code == 2
    assert "/capabilities: a member name given more than once in one object" in output
    assert "/capabilities/0/name: a member name given more than once" in output
    path = tmp_path / "reviewed.json"
    path.write_text(text, encoding="utf-8")
    result = update(root, path)
    assert result.exit_code == 2 and "/capabilities/0/name: a member name" in result.output
    assert path.read_text(encoding="utf-8") == text


@pytest.mark.parametrize("pointer, value", [
    (("evidence", "line"), "5"), (("evidence", "line"), 5.0), (("evidence", "line"), True),
    (("annotations", "readOnlyHint"), "true")])
def test_a_value_of_another_type_is_refused_not_converted(tmp_path, client, pointer, value):
    """Rule ``contract.hostile``: types are strict, so ``"line": "5"`` (a string where the
    schema says integer) is exit 2 naming its JSON Pointer, for ``audit`` and ``--update``."""
    root, contract = client
    cap = contract["capabilities"][0]
    if pointer[0] == "evidence":
        field, refs = next((f, r) for f, r in cap["evidence"].items()
                           if r and "line" in r[0])
        refs[0]["line"] = value
        where = "/capabilities/0/evidence/" + field.replace("~", "~0").replace("/", "~1") + \
            "/0/line"
    else:
        cap["annotations"]["readOnlyHint"] = value
        where = "/capabilities/0/annotations/readOnlyHint"
    code, output = audit(tmp_path, root, json.dumps(contract))
    assert code == 2 and f"{where}: Input should be a valid" in output, output
    path = tmp_path / "reviewed.json"
    path.write_text(json.dumps(contract), encoding="utf-8")
    result = update(root, path)
    assert result.exit_code == 2 and where in result.output


def test_update_refuses_a_read_only_contract(tmp_path, client):
    """Rule ``io.output-check``: ``--update`` of a contract no one may write (mode 0444) would
    replace it by a rename in its writable folder; it is exit 2 naming it, before the run,
    and the file keeps its bytes (``-o`` elsewhere still works)."""
    root, contract = client
    path = tmp_path / "reviewed.json"
    path.write_text(json.dumps(contract), encoding="utf-8")
    path.chmod(0o444)
    try:
        result = update(root, path)
        assert result.exit_code == 2
        assert f"--update {path} is read-only" in result.output
        assert path.read_text(encoding="utf-8") == json.dumps(contract)
        assert update(root, path, "-o", str(tmp_path / "new.json")).exit_code == 0
        result = CliRunner().invoke(app, ["derive", str(root), "-o", str(path), "-q"])
        assert result.exit_code == 2 and f"-o {path} is read-only" in result.output
    finally:
        path.chmod(0o644)


def test_many_unknown_members_are_refused_by_pointer_without_the_schema_check(
        tmp_path, client, monkeypatch):
    # rule contract.unknown-members: the schema check held one error per extra key (1,000,000
    # keys: 1.75 GB for an 18.8 MB contract; 3,000,000: a MemoryError, exit 3)
    from code2skill.contract import load
    root, contract = client
    contract["capabilities"][0]["annotations"].update({f"k{i}": i for i in range(5000)})
    checked = []
    monkeypatch.setattr(load.Contract, "model_validate",
                        classmethod(lambda cls, *a, **k: checked.append(1)))
    code, output = audit(tmp_path, root, json.dumps(contract))
    assert code == 2 and checked == []
    assert "/capabilities/0/annotations/k0: Extra inputs are not permitted" in output
    assert f"… and {load.MAX_UNKNOWN + 1 - load.MAX_SHOWN} more" in output
    problems = load.schema_problems(contract)
    assert len(problems) == load.MAX_UNKNOWN + 1
    assert str(problems[-1]) == "/: over 1,000 unknown members: the contract is not checked " \
                                "further"


def test_a_few_unknown_members_are_each_named_by_the_schema_check(client):
    from code2skill.contract import load
    _, contract = client
    contract["capabilities"][1]["annotations"]["extra"] = 1
    contract["source"]["extra"] = 2
    assert [str(p) for p in load.schema_problems(contract)] == [
        "/capabilities/1/annotations/extra: Extra inputs are not permitted",
        "/source/extra: Extra inputs are not permitted"]


@pytest.mark.parametrize("field, value", [("line", -5), ("line", 0), ("column", 0),
                                          ("endLine", -1), ("endColumn", 0)])
def test_an_evidence_position_below_1_is_refused_by_pointer(tmp_path, client, field, value):
    """Rule ``contract.evidence-position``: lines and columns are 1-based (a negative line
    was an IndexError in audit, exit 3)."""
    root, contract = client
    key, refs = next((k, refs) for k, refs in contract["capabilities"][0]["evidence"].items()
                     if refs and refs[0].get("line"))
    refs[0][field] = value
    code, output = audit(tmp_path, root, json.dumps(contract))
    pointer = "/capabilities/0/evidence/" + key.replace("~", "~0").replace("/", "~1")
    assert code == 2
    assert f"{pointer}/0/{field}: Input should be greater than or equal to 1 (found {value})" \
        in output


@pytest.mark.parametrize("command", [["report"], ["skill"]])
def test_a_lone_surrogate_in_a_contract_string_is_written_escaped(tmp_path, client, command):
    """Rule ``io.escape`` for every page and Skill: a JSON escape ``\\ud800`` in a contract
    string is written as the six characters ``\\uD800`` (it was a UnicodeEncodeError, exit
    3)."""
    _, contract = client
    for cap in contract["capabilities"]:
        cap["description"] = "\ud800 lone"
    path = tmp_path / "lone.json"
    path.write_text(json.dumps(contract, ensure_ascii=True), encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(app, [*command, str(path), "-o", str(out), "-q"])
    assert result.exit_code == 0, result.output
    files = [out] if out.is_file() else sorted(out.rglob("*.md"))
    texts = [f.read_bytes().decode("utf-8") for f in files]
    assert [t.count("\\uD800 lone") for t in texts] == ([2] if command == ["report"] else [1, 1])
    assert not any("\ud800" in t for t in texts)


@pytest.mark.parametrize("where", ["evidence", "review", "callSite"])
@pytest.mark.parametrize("file", ["../../etc/passwd", "/etc/passwd", "src/../../x.js",
                                  "//host/share/x.js", "src/\u0000.js"])
def test_update_refuses_evidence_outside_the_root_and_keeps_the_file(tmp_path, client, where,
                                                                     file):
    """Rule ``update.evidence-in-root``: ``--update`` keeps a reviewed contract's evidence
    and review items, so a place outside the client folder (``..``, absolute, a network
    path, a NUL) is refused by JSON Pointer (exit 2), and the file is left byte for byte."""
    root, contract = client
    if where == "evidence":
        key, refs = next((k, r) for k, r in contract["capabilities"][0]["evidence"].items()
                         if r and r[0].get("file"))
        refs[0]["file"] = file
        pointer = "/capabilities/0/evidence/" + key.replace("~", "~0").replace("/", "~1") + \
            "/0/file"
    elif where == "review":
        contract["review"].append({"severity": "info", "capability": None, "message": "m",
                                   "evidence": [{"file": file, "line": 1, "column": 1,
                                                 "endLine": 1, "endColumn": 2,
                                                 "kind": "observed", "rule": "x.y",
                                                 "note": None}]})
        pointer = f"/review/{len(contract['review']) - 1}/evidence/0/file"
    else:
        contract["capabilities"][0]["implementation"]["requests"][0]["callSites"][0]["file"] = \
            file
        pointer = "/capabilities/0/implementation/requests/0/callSites/0/file"
    path = tmp_path / "reviewed.json"
    text = json.dumps(contract)
    path.write_text(text, encoding="utf-8")
    result = update(root, path)
    assert result.exit_code == 2, result.output
    assert f"{pointer}: " in result.output
    if "\0" not in file:                # a NUL is refused earlier, by the hostile JSON guard
        assert "not a contract to update: evidence outside the client folder" in result.output
        assert "is outside the client folder" in result.output
    assert path.read_text(encoding="utf-8") == text


def test_update_keeps_evidence_inside_the_root(tmp_path, client):
    root, contract = client
    contract["review"].append({"severity": "info", "capability": None, "message": "m",
                               "evidence": [{"file": "src/./api.js", "line": 1, "column": 1,
                                             "endLine": 1, "endColumn": 2, "kind": "observed",
                                             "rule": "x.y", "note": None}]})
    path = tmp_path / "reviewed.json"
    path.write_text(json.dumps(contract), encoding="utf-8")
    assert update(root, path).exit_code == 0


def test_a_byte_order_mark_an_editor_wrote_is_no_part_of_the_contract(tmp_path, client):
    root, contract = client
    code, output = audit(tmp_path, root, "\ufeff" + json.dumps(contract))
    assert code == 0
    assert output.startswith("audit of ") and "BOM" not in output
