"""The built wheel works on its own: built from a copy of the tree without network access, installed
outside the tree (``pip install --target``), it derives a sample and writes its report, Skill
and export, so a package or data file missing from ``pyproject.toml`` fails here even though
the editable install finds it."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "samples" / "ops-console"
RUN = """
import sys
sys.path.insert(0, sys.argv[1])
sys.argv = ["code2skill", *sys.argv[2:]]
import code2skill
assert code2skill.__file__.startswith(sys.path[0]), code2skill.__file__
from code2skill.cli import main
main()
"""


def pip(*args: str, cwd: Path) -> None:
    subprocess.run([sys.executable, "-m", "pip", "--disable-pip-version-check", "-q", *args],
                   cwd=cwd, check=True, capture_output=True, timeout=600)


def source_copy(target: Path) -> Path:
    """The files a build reads, copied without build leftovers (an ``*.egg-info`` would list
    data files the configuration forgot)."""
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info", "build")
    for folder in ("src", "extractors", "graphs"):
        shutil.copytree(ROOT / folder, target / folder, ignore=ignore)
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, target / name)
    return target


def test_the_wheel_installed_outside_the_tree_derives_and_writes_every_output(tmp_path):
    tree = source_copy(tmp_path / "tree")
    pip("wheel", "--no-deps", "--no-build-isolation", "-w", str(tmp_path / "dist"), str(tree),
        cwd=tmp_path)
    wheel = next((tmp_path / "dist").glob("code2skill-*.whl"))
    pip("install", "--no-deps", "--target", str(tmp_path / "site"), str(wheel), cwd=tmp_path)
    assert not (tmp_path / "site" / "code2skill" / "__editable__").exists()

    def code2skill(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-c", RUN, str(tmp_path / "site"), *args],
                              cwd=tmp_path, capture_output=True, text=True, timeout=600)

    derived = code2skill("derive", str(SAMPLE), "-o", "contract.json", "--jobs", "1", "-q")
    assert derived.returncode == 0, derived.stderr
    names = {c["name"] for c in json.loads((tmp_path / "contract.json").read_text())
             ["capabilities"]}
    assert "cancel_order" in names
    for args in (["report", "contract.json", "-o", "report.html", "-q"],
                 ["skill", "contract.json", "-o", "skills", "-q"],
                 ["export", "contract.json", "-o", "package", "-q"]):
        done = code2skill(*args)
        assert done.returncode == 0, (args, done.stderr)
    assert 'id="cap-cancel_order"' in (tmp_path / "report.html").read_text()
    assert (tmp_path / "package" / "runtime.mjs").is_file()
    assert list((tmp_path / "skills").glob("*/SKILL.md"))
