"""Hostile input, size of the tree and stop signals:

* a tree of more than 10,000 small files is analysed whole (the tool has no file-count limit;
  files are bounded one by one: ``discover.MAX_BYTES``), in bounded memory, and a tree whose
  many call sites all resolve to a few endpoints is no "low coverage" warning;
* a stop signal during a ``--jobs 2`` run leaves an existing output byte for byte and no
  temporary file beside it.
"""
from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hostile_support import BIN, children, tree

FILES = 10_500
MAX_RSS = """import json, resource, subprocess, sys
proc = subprocess.run(sys.argv[1:], capture_output=True, text=True)
print(json.dumps([proc.returncode, proc.stderr,
                  resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss]))"""


def many_files(root: Path) -> Path:
    """``FILES`` files in 105 folders; one in ten calls one of five endpoints."""
    return tree(root, {
        f"src/d{i // 100}/f{i}.ts": (f"export const f{i} = () => fetch('/api/r{i % 50}');\n"
                                     if i % 10 == 0 else f"export const v{i} = {i};\n")
        for i in range(FILES)})


def test_ten_thousand_files_are_analysed_in_bounded_memory(tmp_path):
    root = many_files(tmp_path / "app")
    out = tmp_path / "c.json"
    run = subprocess.run([sys.executable, "-c", MAX_RSS, str(BIN / "code2skill"), "derive",
                          str(root), "-o", str(out), "--jobs", "1", "--strict"],
                         capture_output=True, text=True, timeout=600)
    code, stderr, kib = json.loads(run.stdout)
    assert code == 0, stderr
    assert "warning" not in stderr                     # every site resolved: no low coverage
    assert f"{FILES} files analysed, 0 skipped, 5 capabilities" in stderr
    assert kib * 1024 < 600_000_000
    contract = json.loads(out.read_text(encoding="utf-8"))
    assert contract["source"]["filesAnalysed"] == FILES
    assert sorted(r["pathTemplate"] for c in contract["capabilities"]
                  for r in c["implementation"]["requests"]) == [
        f"/api/r{n}" for n in (0, 10, 20, 30, 40)]


def test_low_coverage_names_the_unresolved_sites_only(tmp_path):
    from code2skill.coverage import low_coverage
    from code2skill.discover import Scope
    from code2skill.pipeline import Settings, derive
    root = tree(tmp_path / "app", {f"src/f{i}.ts": "export const f = () => fetch('/api/r');\n"
                                   for i in range(5)})
    result = derive(root, Settings(Scope(), jobs=1))
    assert len(result.contract.capabilities) == 1
    assert low_coverage(result) is None


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")
@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_stop_signal_leaves_an_existing_output_whole(tmp_path, signum):
    """Exit 130/143 (README, exit codes); ``-o``, ``--graph`` and ``--update`` files that
    existed are left byte for byte, and no temporary file is left beside them."""
    body = "".join(f"export const f{i} = (x) => fetch(`/api/r{i}/${{x}}`, {{ method: 'PUT' }});"
                   f"\n" for i in range(400))
    root = tree(tmp_path / "app", {f"src/m{i}.ts": body for i in range(160)})
    out = tmp_path / "out"
    out.mkdir()
    before = {"c.json": b'{"kept": 1}\n', "g.json": b'{"graph": 1}\n'}
    for name, data in before.items():
        (out / name).write_bytes(data)
    process = subprocess.Popen([str(BIN / "code2skill"), "derive", str(root), "--jobs", "2",
                                "-q", "-o", str(out / "c.json"), "--graph",
                                str(out / "g.json")],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and len(children(process.pid)) < 2 \
            and process.poll() is None:
        time.sleep(0.05)
    assert process.poll() is None, "the run ended before the pool started"
    process.send_signal(signum)
    _, stderr = process.communicate(timeout=120)
    assert process.returncode == 128 + signum, stderr
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before
