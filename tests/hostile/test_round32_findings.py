"""The five failures the round-32 adversarial pass found (benchmarks/hostile-round-32.md), each
now a plain test of its fix:

* Many request-like call sites in one file: rule ``budget.request-sites-per-file`` keeps the
  first 2,000 of a file and names the limit, so 20,000 one-line ``fetch`` functions finish
  well within 60 s of CPU (they took over 85 s).
* Nested folders: discovery opens each folder once from its parent's descriptor, so 800 nested
  folders cost linear time (600 took 63 s of CPU, cubic in the depth).
* The name of a skipped file (binary, a link out) holding a token format is redacted in
  ``source.skipped`` and on stderr.
* ``io.read-in-root`` opens a file by walking folder descriptors with ``O_NOFOLLOW``: a folder
  renamed to a link to outside after the check is not followed.
* A PATH that may be listed but not searched (mode 644) is an input error, exit 2, as modes
  000 and 311 are.
"""
from __future__ import annotations

import json
import os
import resource
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

CLI = "import sys; from code2skill.cli import main; sys.argv[0] = 'code2skill'; main()"
CPU_BOUND = 60        # seconds of CPU: the hostile-input target, independent of machine load


def cpu_bounded() -> None:
    """Child set-up: the kernel ends the run with SIGXCPU after CPU_BOUND seconds of CPU."""
    resource.setrlimit(resource.RLIMIT_CPU, (CPU_BOUND, CPU_BOUND))


def test_a_file_of_20000_fetch_functions_finishes_within_a_minute_of_cpu(tmp_path):
    root = tmp_path / "app"
    (root / "src").mkdir(parents=True)
    (root / "src" / "api.js").write_text(
        "".join(f"export const f{i} = () => fetch('/api/r{i}/' + {i}, {{method: 'PUT'}});\n"
                for i in range(20000)), encoding="utf-8")
    out = tmp_path / "contract.json"
    proc = subprocess.run([sys.executable, "-c", CLI, "derive", str(root), "-o", str(out),
                           "--jobs", "1", "-q"], capture_output=True, text=True,
                          preexec_fn=cpu_bounded)
    assert proc.returncode in (0, 1), (proc.returncode, proc.stderr[-500:])
    assert "Traceback" not in proc.stderr
    contract = json.loads(out.read_text(encoding="utf-8"))
    assert len(contract["capabilities"]) == 2000       # rule budget.request-sites-per-file
    assert any(d["reason"] == "limit request-sites-per-file exceeded: src/api.js makes over "
               "2,000 library request call sites: the calls in f2000 and after it are skipped"
               for d in contract["source"]["diagnostics"])


def without_search_rights() -> list[str]:
    """The command prefix that makes folder modes bind: none for an ordinary user; for root,
    ``setpriv`` dropping the capabilities that bypass them (skip when there is none)."""
    if os.geteuid() != 0:
        return []
    if not shutil.which("setpriv"):
        pytest.skip("root without setpriv: folder modes do not bind")
    return ["setpriv", "--bounding-set", "-dac_override,-dac_read_search"]


def test_a_root_that_may_be_listed_but_not_searched_is_an_input_error(tmp_path):
    root = tmp_path / "app"
    (root / "src").mkdir(parents=True)
    (root / "src" / "a.js").write_text("export const f = () => fetch('/api/items');\n")
    root.chmod(0o644)
    try:
        proc = subprocess.run([*without_search_rights(), sys.executable, "-c", CLI, "derive",
                               str(root), "--jobs", "1"], capture_output=True, text=True,
                              timeout=300)
    finally:
        root.chmod(0o755)
    assert "Traceback" not in proc.stderr
    assert proc.returncode == 2, (proc.returncode, proc.stderr[-500:])
    assert str(root) in proc.stderr or "app" in proc.stderr


STRIPE = "sk_live_51DnQ2bKc8Yw3Rt6Vn0Pz4Lm"


@pytest.mark.parametrize("kind", ["binary", "link-outside"])
def test_the_name_of_a_skipped_file_is_redacted(tmp_path, kind):
    root = tmp_path / "app"
    (root / "src").mkdir(parents=True)
    (root / "src" / "a.js").write_text("export const f = () => fetch('/api/items');\n")
    skipped = root / "src" / f"bin_{STRIPE}.js"
    if kind == "binary":
        skipped.write_bytes(b"\x00\x01\x02\xff")
    else:
        (tmp_path / "elsewhere.js").write_text("export const g = () => fetch('/api/g');\n")
        skipped.symlink_to(tmp_path / "elsewhere.js")
    out = tmp_path / "contract.json"
    proc = subprocess.run([sys.executable, "-c", CLI, "derive", str(root), "-o", str(out),
                           "--jobs", "1"], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-500:]
    contract = out.read_text(encoding="utf-8")
    assert "skipped" in contract and json.loads(contract)["source"]["skipped"]
    assert STRIPE not in contract
    assert STRIPE not in proc.stderr


def test_a_folder_swapped_for_a_link_after_the_check_is_not_followed(tmp_path, monkeypatch):
    from code2skill import safe_io
    root, elsewhere = tmp_path / "app", tmp_path / "elsewhere"
    (root / "src" / "d").mkdir(parents=True)
    elsewhere.mkdir()
    (root / "src" / "d" / "f.js").write_text("inside")
    (elsewhere / "f.js").write_text("outside")
    real_os = os

    class SwapBeforeTheFile:
        """``os`` for safe_io, which swaps ``src/d`` for a link to ``elsewhere`` the first time
        the file ``f.js`` itself is looked at (the attacker's rename, at the worst moment)."""
        def __init__(self):
            self.done = False

        def __getattr__(self, name):
            return getattr(real_os, name)

        def swap(self, path):
            if not self.done and isinstance(path, (str, bytes, os.PathLike)) and \
                    os.path.basename(os.fsdecode(path)) == "f.js":
                self.done = True
                real_os.rename(root / "src" / "d", root / "src" / "d-aside")
                real_os.symlink(elsewhere, root / "src" / "d")

        def stat(self, path, *args, **kwargs):
            self.swap(path)
            return real_os.stat(path, *args, **kwargs)

        def lstat(self, path, *args, **kwargs):
            self.swap(path)
            return real_os.lstat(path, *args, **kwargs)

        def open(self, path, *args, **kwargs):
            self.swap(path)
            return real_os.open(path, *args, **kwargs)

    monkeypatch.setattr(safe_io, "os", SwapBeforeTheFile())
    try:
        data = safe_io.read_bytes_in_root(root, "src/d/f.js", 1000)
    except OSError:
        data = None                                   # refused: the swap was seen
    assert data in (b"inside", None)


def nested_folders(root: Path, depth: int) -> None:
    """``root/d/d/…/d/a.js`` ``depth`` folders deep, made through descriptors (so a path longer
    than ``PATH_MAX`` can be made too), and ``root/b.js``."""
    call = b"export const add = (v) => fetch('/api/items', {method: 'POST', body: v});\n"
    root.mkdir(parents=True)
    (root / "b.js").write_text("export const b = () => fetch('/api/b');\n")
    top = current = os.open(root, os.O_RDONLY)
    for _ in range(depth):
        os.mkdir("d", dir_fd=current)
        below = os.open("d", os.O_RDONLY, dir_fd=current)
        if current != top:
            os.close(current)
        current = below
    fd = os.open("a.js", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=current)
    os.write(fd, call)
    os.close(fd)
    os.close(current)
    os.close(top)


def test_800_nested_folders_finish_within_a_minute_of_cpu(tmp_path):
    root = tmp_path / "app"
    nested_folders(root, 800)
    out = tmp_path / "contract.json"
    try:
        proc = subprocess.run([sys.executable, "-c", CLI, "derive", str(root), "-o", str(out),
                               "--jobs", "1", "-q"], capture_output=True, text=True,
                              preexec_fn=cpu_bounded)
    finally:
        subprocess.run(["rm", "-rf", str(root)], check=False)
    assert proc.returncode in (0, 1), (proc.returncode, proc.stderr[-500:])
    assert "Traceback" not in proc.stderr
