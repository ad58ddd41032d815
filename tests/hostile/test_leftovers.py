"""Hostile input, the leftovers of the last verification round: library noise on stderr, SARIF
URIs, usage errors echoing input, the run's own outputs inside PATH, git alternates, secret-
shaped module specifiers, and a work budget that does not depend on the clock."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

BIN = Path(sys.executable).parent
CALL = "export const add = (v) => fetch('/api/items', { method: 'POST', body: " \
       "JSON.stringify({ v }) });\n"


def tree(root: Path, files: dict[str, str | bytes]) -> Path:
    for rel, content in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content if isinstance(content, bytes) else content.encode())
    return root


def code2skill(*args, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([str(BIN / "code2skill"), *map(str, args)], capture_output=True,
                          text=True, timeout=300, **kwargs)


# ------------------------------------------------------------------ 1. library noise on stderr

NESTED = ["src/" + "[[a]*[[b]?" * 22 + str(i) for i in range(300)]    # '[[': re's FutureWarning


def test_many_long_globs_print_one_line_naming_a_glob(tmp_path):
    """300 globs of 200+ characters: stderr is the tool's one line (no Python warning, no RE2
    log), naming the glob from which the set is too large; exit 2."""
    root = tree(tmp_path / "app", {"src/a.ts": CALL})
    result = code2skill("derive", root, "-q", *[a for g in NESTED for a in ("--exclude", g)])
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1, result.stderr[:500]
    assert "Warning" not in result.stderr and "re2" not in result.stderr
    assert result.stderr.startswith("code2skill: error: the --exclude globs together are too "
                                    "large for the linear-time matcher")
    assert "rule scope.glob-size" in result.stderr


def test_a_glob_with_nested_brackets_warns_nothing(tmp_path):
    root = tree(tmp_path / "app", {"src/a.ts": CALL})
    result = code2skill("derive", root, "-q", "-o", tmp_path / "c.json",
                        "--exclude", "src/[[x]*", "--exclude", "[[]y/")
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
