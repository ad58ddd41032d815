"""Helpers shared by the hostile-input tests: a source tree on disk, the installed CLI, and a
work count that is the same on any machine (no hostile test is timed)."""
from __future__ import annotations

import json
import re
import resource
import subprocess
import sys
from pathlib import Path

BIN = Path(sys.executable).parent
CALL = "export const add = (v) => fetch('/api/items', { method: 'POST', body: " \
       "JSON.stringify({ v }) });\n"


def tree(root: Path, files: dict[str, str | bytes]) -> Path:
    """Write ``files`` (relative path → text or bytes) under ``root``; returns ``root``."""
    for rel, content in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content if isinstance(content, bytes) else content.encode())
    return root


def derived_and_exported(tmp_path: Path, files: dict[str, str | bytes]) -> tuple[dict, list[str]]:
    """Derive ``files`` (written under ``tmp_path/app``) with its graph, export the contract,
    and return ``(the contract, the text of every file written: contract, graph, package)``;
    each command must exit 0."""
    app = tree(tmp_path / "app", files)
    done = code2skill("derive", app, "-o", tmp_path / "c.json", "--graph", tmp_path / "g.json",
                      "-q", "--jobs", "1")
    assert done.returncode == 0, done.stderr
    contract = json.loads((tmp_path / "c.json").read_text())
    done = code2skill("export", tmp_path / "c.json", "-o", tmp_path / "pkg", "-q")
    assert done.returncode == 0, done.stderr
    return contract, [(tmp_path / name).read_text() for name in ("c.json", "g.json")] + [
        p.read_text() for p in (tmp_path / "pkg").rglob("*") if p.is_file()]


def code2skill(*args, **kwargs) -> subprocess.CompletedProcess:
    """Run the installed ``code2skill`` console script (a hang bound of 300 s, never a timed
    assertion)."""
    return subprocess.run([str(BIN / "code2skill"), *map(str, args)], capture_output=True,
                          text=True, timeout=300, **kwargs)


def children(pid: int) -> list[int]:
    """The process ids whose parent is ``pid`` (read from ``/proc``)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry.name))
    return found


def every_output(app: Path, base: Path) -> dict[str, str]:
    """Every output of ``derive`` (contract, graph, fact cache — its files read as bytes,
    decoded leniently —, stdout and stderr, a cold run and a warm one reading the cache) and of
    ``audit`` (text, json, sarif, and their stderr) on the tree ``app``, as ``{name: text}``;
    each run's exit code is 0 or 1 (``audit`` findings)."""
    contract, graph, cache = base / "contract.json", base / "graph.json", base / "cache"
    out: dict[str, str] = {}
    for attempt in ("cold", "warm"):
        done = code2skill("derive", app, "-o", contract, "--graph", graph, "--cache-dir", cache,
                          "--jobs", "1")
        assert done.returncode == 0, done.stderr
        out[f"derive output ({attempt})"] = done.stderr + done.stdout
        out[f"contract ({attempt})"] = contract.read_text(encoding="utf-8")
    out["graph"] = graph.read_text(encoding="utf-8")
    for fmt in ("text", "json", "sarif"):
        report = base / f"audit.{fmt}"
        done = code2skill("audit", contract, app, "--format", fmt, "-o", report)
        assert done.returncode in (0, 1), done.stderr
        out[f"audit {fmt}"] = report.read_text(encoding="utf-8")
        out[f"audit {fmt} output"] = done.stderr + done.stdout
    out["cache"] = "\n".join(p.read_bytes().decode("latin-1") for p in cache.rglob("*")
                             if p.is_file()) + "\n" + cached_facts(app, cache)
    return out


def cached_facts(app: Path, cache: Path) -> str:
    """The facts the fact cache's entries give back for the files of ``app``, as text (a value
    held in a fact shows in its ``repr``, whatever the cache's file format)."""
    from code2skill.discover import Scope, discover
    from code2skill.extract import FactCache
    store = FactCache(cache)
    files = discover(app, Scope((), (), False)).files
    entries = [(f.path, store.get(key, f.path)) for f in files if (key := store.key(app, f))]
    return repr(sorted((path, facts) for path, facts in entries if facts is not None))


def derive_cached(app: Path, tmp_path: Path, probe: str) -> list[Path]:
    """Derive ``app`` with a fact cache under ``tmp_path`` (asserting exit 0) and check that no
    cache entry and not the contract hold ``probe`` followed by a digit; returns the entries."""
    cache = tmp_path / "cache"
    done = code2skill("derive", app, "-o", tmp_path / "c.json", "-q", "-j", "1",
                      "--cache-dir", cache, env={"XDG_STATE_HOME": str(tmp_path / "state")})
    assert done.returncode == 0, done.stderr
    entries = sorted(cache.glob("*.json"))
    assert {m for p in entries for m in re.findall(probe + r"\d", p.read_text())} == set()
    assert probe not in (tmp_path / "c.json").read_text()
    return entries


def python_calls(run, source: str | None = None, builtins: bool = False) -> int:
    """The number of Python function calls ``run()`` makes, only those of the module file
    ``source`` when given (with ``builtins``, its calls of built-in functions and methods
    too: a loop of ``list.pop``/``dict.get`` is work no Python call shows): a deterministic
    work count (a doubling of the input that more than doubles it is super-linear), where a
    timed assertion would depend on the machine's load."""
    count = 0
    events = ("call", "c_call") if builtins else ("call",)

    def hook(frame, event, arg):
        nonlocal count
        if event in events and (source is None or frame.f_code.co_filename == source):
            count += 1
    sys.setprofile(hook)
    try:
        run()
    finally:
        sys.setprofile(None)
    return count


def finishes(code: str) -> subprocess.CompletedProcess:
    """Run ``code`` in a fresh interpreter under the suite's hang bound of 300 s (a pattern that
    backtracks exponentially, or an input sized so that quadratic work takes far longer, never
    ends within it), raising when it does not; never a timed assertion."""
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=300, check=True)


def cpu_bounded(cpu_seconds: int):
    """A ``preexec_fn`` giving the child process ``cpu_seconds`` of CPU time (``RLIMIT_CPU``;
    past it the kernel ends the child, exit ``-SIGXCPU``): the hostile-input targets' hang bound
    is CPU time, which the machine's load does not change, so the wall-clock ``timeout`` beside
    it can be generous."""
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds + 5))
    return limit
