"""``--version`` and ``--help`` return at once: the pipeline, the contract models and the
graph library load with the command that needs them, never at import of the command line
(pydantic is not in the list: typer itself imports it)."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

HEAVY = ("networkx", "graphql", "tree_sitter", "code2skill.pipeline",
         "code2skill.contract.models")
PROBE = """
import json, sys
sys.argv = ["code2skill", *sys.argv[1:]]
from code2skill.cli import app
try:
    app(prog_name="code2skill")
except SystemExit:
    pass
print(json.dumps(sorted(m for m in %r if m in sys.modules)))
""" % (HEAVY,)


@pytest.mark.parametrize("args", [["--version"], ["--help"], ["derive", "--help"],
                                  ["report", "--help"]])
def test_help_and_version_load_no_heavy_module(args):
    done = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True,
                          timeout=120, check=True)
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []
