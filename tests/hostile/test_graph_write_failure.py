"""The contract is the last file derive writes: when ``--graph`` (or ``--summary``) cannot be
written the run exits 2 and neither a new ``-o`` contract nor a changed ``--update`` contract
is left behind."""
from __future__ import annotations

from pathlib import Path

from hostile_support import code2skill

SAMPLE = Path(__file__).resolve().parents[2] / "samples" / "crud-layers"


def test_failed_graph_leaves_no_new_contract(tmp_path):
    run = code2skill("derive", SAMPLE, "-o", tmp_path / "c.json", "--graph", "/dev/full",
                     "-q", "-j", "1")
    assert run.returncode == 2 and "cannot write the graph" in run.stderr
    assert not (tmp_path / "c.json").exists()


def test_failed_graph_leaves_the_old_contract(tmp_path):
    contract = tmp_path / "c.json"
    contract.write_text("old\n")
    run = code2skill("derive", SAMPLE, "-o", contract, "--graph", "/dev/full", "-q", "-j", "1")
    assert run.returncode == 2
    assert contract.read_text() == "old\n"
