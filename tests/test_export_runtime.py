"""runtime.mjs (EXPORT.md D2): the shipped bundle is what ``runtime-build/build.sh`` makes from
the committed lockfile, byte for byte, and it imports nothing but ``node:process``."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from code2skill.export.assets import asset

BUILD = Path(__file__).parent.parent / "runtime-build"


@pytest.mark.skipif(shutil.which("npm") is None, reason="needs npm")
def test_runtime_rebuilds_byte_for_byte_from_the_lockfile(tmp_path):
    work = tmp_path / "runtime-build"
    work.mkdir()
    for name in ("package.json", "package-lock.json", "entry.mjs", "build.sh"):
        shutil.copy2(BUILD / name, work / name)
    out = tmp_path / "runtime.mjs"
    proc = subprocess.run(["bash", str(work / "build.sh"), str(out)], capture_output=True,
                          text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    assert out.read_bytes() == asset("runtime.mjs")


def test_lockfile_pins_the_profile_versions():
    lock = (BUILD / "package-lock.json").read_text()
    for package, version in (("@modelcontextprotocol/server", "2.4.0"), ("zod", "4.6.7"),
                             ("esbuild", "0.28.2")):
        assert re.search(rf'"node_modules/{re.escape(package)}": {{\s*"version": "{version}"',
                         lock), package


def test_runtime_imports_only_node_process():
    text = asset("runtime.mjs").decode()
    imports = re.findall(r'\bimport\s*[^"\'();]*?from\s*"([^"]+)"', text)
    assert imports == ["node:process"]
    assert "import(" not in text
    for banned in ("child_process", "node:http", "node:net", "node:tls", "worker_threads",
                   "node:vm", "node:fs"):
        assert banned not in text, banned


def test_notices_list_every_bundled_package():
    notices = asset("THIRD-PARTY-NOTICES.md").decode()
    for package in ("@modelcontextprotocol/server", "@modelcontextprotocol/core", "zod", "ajv",
                    "ajv-formats", "fast-deep-equal", "fast-uri", "json-schema-traverse",
                    "content-type"):
        assert f"| {package} |" in notices, package
    assert "| fast-uri | 3.1.8 | BSD-3-Clause |" in notices
    assert "Redistributions in binary form must reproduce the above copyright" in notices
