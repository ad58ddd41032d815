"""Rule ``order.deterministic``: the bytes of every output depend on the input alone, never on
Python's string hashing (``PYTHONHASHSEED``), which orders sets and so anything that walks
one. Each sample is derived (contract and ``--graph``), audited against another sample's
contract (findings of every kind, SARIF) and merged into that contract (``--update`` with its
summary) in two processes whose hash seeds differ, and the outputs are compared byte for
byte."""
from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

SAMPLES = Path(__file__).resolve().parents[2] / "samples"

RUN = r"""
import hashlib, io, json, sys
from pathlib import Path
from code2skill.audit import audit_contract
from code2skill.audit.report import render
from code2skill.contract.load import read_contract
from code2skill.emit import contract_json
from code2skill.graphs.build import build_graph, graph_json
from code2skill.pipeline import Settings, derive
from code2skill.update import render_summary, update_contract

samples = sorted(p for p in Path(sys.argv[1]).iterdir() if (p / "expected").is_dir())
out = {}
for other, app in zip(samples[-1:] + samples[:-1], samples):
    result = derive(app, Settings(jobs=1))
    text = contract_json(result.contract)
    out[app.name + " contract"] = text
    out[app.name + " graph"] = graph_json(build_graph(result.modules, result.program,
                                                      result.contract))
    old = other / "expected" / "canonical-contract.json"
    old_text = old.read_text(encoding="utf-8")
    merged = update_contract(json.loads(old_text), json.loads(text), old_text)
    out[app.name + " update"] = merged.text + render_summary(merged, "c.json", "app")
    found = audit_contract(read_contract(old), app, Settings(jobs=1)).findings
    out[app.name + " audit"] = "".join(render(fmt, found, old, old_text, app, "medium")
                                       for fmt in ("json", "sarif"))
json.dump({k: hashlib.sha256(v.encode("utf-8", "surrogatepass")).hexdigest()
           for k, v in out.items()}, sys.stdout)
"""


def digests(seed: str) -> dict[str, str]:
    proc = subprocess.run([sys.executable, "-c", RUN, str(SAMPLES)], capture_output=True,
                          text=True, timeout=1200, env={**os.environ, "PYTHONHASHSEED": seed})
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout)


def test_outputs_do_not_depend_on_the_hash_seed():
    first, second = digests("1"), digests("2024")
    assert len(first) == 4 * len([p for p in SAMPLES.iterdir() if (p / "expected").is_dir()])
    assert [name for name in first if first[name] != second[name]] == []
    assert hashlib.sha256(b"").hexdigest() not in first.values()
