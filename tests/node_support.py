"""The Node.js the export and probe tests start: ``NODE`` (its path, or None) and
``needs_node``, a mark that skips a test when there is no Node.js 20 or newer."""
from __future__ import annotations

import shutil
import subprocess

import pytest

NODE = shutil.which("node")


def node_major() -> int:
    """The major version of ``NODE``; 0 without one."""
    if NODE is None:
        return 0
    out = subprocess.run([NODE, "--version"], capture_output=True, text=True).stdout
    return int(out.strip().lstrip("v").split(".")[0] or 0)


needs_node = pytest.mark.skipif(node_major() < 20, reason="needs Node.js >= 20")
