"""Helpers shared by the hostile-input tests: a source tree on disk and the installed CLI."""
from __future__ import annotations

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
