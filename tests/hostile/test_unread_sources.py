"""A source the reviewed contract cites that this run cannot read (rule
``update.unread-sources``, :func:`code2skill.update.unread_sources`): ``derive --update`` and
``audit`` exit 2 naming it and write nothing, instead of flagging its capabilities gone and
losing their review decisions (a folder denied to the user, an I/O error, a file now binary)."""
from __future__ import annotations

import json

from code2skill.discover import Skipped
from code2skill.update import unread_sources
from hostile_support import CALL, code2skill, tree


def approved_contract(tmp_path):
    root = tree(tmp_path / "app", {"package.json": "{}", "src/api/items.js": CALL})
    out = tmp_path / "c.json"
    assert code2skill("derive", root, "-o", out, "-q").returncode == 0
    data = json.loads(out.read_text())
    for capability in data["capabilities"]:
        capability["status"] = "approved"
    out.write_text(json.dumps(data, indent=2))
    (root / "src/api/items.js").write_bytes(b"export const x = '\0';\n")        # binary
    return root, out, out.read_text()


def test_update_refuses_and_keeps_the_approvals(tmp_path):
    root, out, before = approved_contract(tmp_path)
    result = code2skill("derive", root, "--update", out, "-q")
    assert result.returncode == 2
    assert "src/api/items.js" in result.stderr and "not updated" in result.stderr
    assert out.read_text() == before


def test_audit_refuses_to_judge_what_it_cannot_read(tmp_path):
    root, out, _ = approved_contract(tmp_path)
    result = code2skill("audit", out, root)
    assert result.returncode == 2
    assert "src/api/items.js: binary content (NUL byte)" in result.stderr
    assert "C2S-D001" not in result.stdout


def test_unread_sources_are_the_cited_files_at_or_under_an_unreadable_place():
    contract = {"capabilities": [{"evidence": {"/x": [{"file": "src/api/a.js"}]},
                                  "callSites": [{"file": "src/b.js"}]}]}
    denied = [Skipped("src/api/", "unreadable folder: Permission denied", True)]
    assert unread_sources(contract, denied) == [
        ("src/api/a.js", "unreadable folder: Permission denied")]
    assert unread_sources(contract, [Skipped("./", "unreadable folder: x", True)]) == [
        ("src/api/a.js", "unreadable folder: x"), ("src/b.js", "unreadable folder: x")]
    assert unread_sources(contract, [Skipped("src/c.js", "unreadable: not UTF-8", True)]) == []
    assert unread_sources(contract, [Skipped("src/b.js", "unreadable: not UTF-8", True)]) == [
        ("src/b.js", "unreadable: not UTF-8")]


def test_a_cited_file_skipped_for_any_reason_is_unread_too():
    contract = {"capabilities": [{"evidence": {"/x": [{"file": "src/api/a.js"}]}}]}
    for reason in ("larger than 2,000,000 bytes; likely a bundle", "minified or bundled",
                   "symbolic link, not followed", "not a regular file", "node_modules"):
        assert unread_sources(contract, [Skipped("src/api/a.js", reason)]) == [
            ("src/api/a.js", reason)]


def test_update_refuses_when_a_cited_file_became_a_link(tmp_path):
    root, out, _ = approved_contract(tmp_path)
    source = root / "src/api/items.js"
    moved = root / "lib/items.js"
    moved.parent.mkdir()
    moved.write_text(CALL)
    source.unlink()
    source.symlink_to(moved)
    before = out.read_text()
    result = code2skill("derive", root, "--update", out, "-q")
    assert result.returncode == 2
    assert "src/api/items.js: symbolic link" in result.stderr
    assert out.read_text() == before


def test_a_review_item_of_no_capability_in_a_skipped_file_is_not_judged():
    # rule coverage.skipped-requests: derive's own item about a skipped file's requests
    contract = {"capabilities": [], "review": [
        {"severity": "medium", "capability": None, "message": "m",
         "evidence": [{"file": "static/app.js", "line": 1}]},
        {"severity": "low", "capability": "c", "message": "m",
         "evidence": [{"file": "static/lib.js", "line": 1}]}]}
    skipped = [Skipped("static/app.js", "minified"), Skipped("static/lib.js", "minified")]
    assert unread_sources(contract, skipped) == [("static/lib.js", "minified")]
