"""Helpers for the end-to-end tests of one sample: its contract derived once, its Tools by
name, a request's bindings by target, and the line of a fragment in one of its files."""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from code2skill.emit import contract_json
from code2skill.pipeline import Settings, derive

SAMPLES = Path(__file__).resolve().parent.parent / "samples"


@lru_cache(maxsize=None)
def sample_contract(sample: str) -> dict:
    """The contract ``derive`` makes of ``samples/<sample>`` (one process, derived once)."""
    return json.loads(contract_json(derive(SAMPLES / sample, Settings(jobs=1)).contract))


def tools_of(sample: str) -> dict[str, dict]:
    """The sample's capabilities by name."""
    return {c["name"]: c for c in sample_contract(sample)["capabilities"]}


def request_bindings(tool: dict) -> dict[str, dict]:
    """The bindings of a capability's first request, by target (``query:mode`` → binding)."""
    return {b["target"]: b for b in tool["implementation"]["requests"][0]["bindings"]}


def line_in(sample: str, folder: str, name: str, fragment: str) -> int:
    """The 1-based number of the first line of ``samples/<sample>/<folder>/<name>`` holding
    ``fragment``."""
    lines = (SAMPLES / sample / folder / name).read_text().splitlines()
    return next(i for i, line in enumerate(lines, 1) if fragment in line)
