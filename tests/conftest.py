"""Shared test helpers: derive a contract from files written into a temporary folder."""
from __future__ import annotations

import json
import re
import os
from pathlib import Path

import pytest

from code2skill.contained_faults import RAISE_ENV
from code2skill.discover import Scope
from code2skill.emit import contract_json
from code2skill.pipeline import Settings, derive

pytest_plugins = ["audit_support"]      # the shop client's ``root`` and ``base`` fixtures

# rule internal.contained-fault: a fault a user's run contains fails the test that meets it;
# set in the environment so the CLI started as a subprocess raises it too
os.environ[RAISE_ENV] = "1"


def pytest_addoption(parser):
    parser.addoption("--update-goldens", action="store_true", default=False,
                     help="rewrite samples/*/expected/canonical-contract.json")


@pytest.fixture
def update_goldens(request) -> bool:
    return request.config.getoption("--update-goldens")


SAMPLES = Path(__file__).resolve().parents[1] / "samples"


def sample_files(sample: str, *paths: str) -> dict[str, str]:
    """``{path: text}`` of ``paths`` (relative) in ``samples/<sample>``: a focused test derives
    the sample's own files instead of a copy of them."""
    return {rel: (SAMPLES / sample / rel).read_text(encoding="utf-8") for rel in paths}


def write_tree(root: Path, files: dict[str, str | bytes]) -> Path:
    """Write ``{relative path: text or bytes}`` under ``root``; returns ``root``."""
    for rel, content in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
    return root


@pytest.fixture
def derive_files(tmp_path):
    """``derive_files({path: source}, include=(), exclude=(), include_bundles=False)`` → the
    contract as a dict (each call derives the tree again, so a test may call it twice)."""
    def run(files: dict[str, str | bytes], include=(), exclude=(), include_bundles=False) -> dict:
        root = write_tree(tmp_path / "app", files)
        result = derive(root, Settings(Scope(tuple(include), tuple(exclude), include_bundles),
                                       jobs=1))
        return json.loads(contract_json(result.contract))
    return run


def endpoints(contract: dict) -> set[tuple[str, str]]:
    """``{(METHOD, pathTemplate)}`` of every request in a contract."""
    return {(r["method"], r["pathTemplate"]) for c in contract["capabilities"]
            for r in c["implementation"]["requests"]}


def capability(contract: dict, method: str, path: str) -> dict:
    """The capability whose request is ``method path`` (fails the test if none)."""
    for cap in contract["capabilities"]:
        for req in cap["implementation"]["requests"]:
            if req["method"] == method and req["pathTemplate"] == path:
                return cap
    raise AssertionError(f"no capability for {method} {path}; have {sorted(endpoints(contract))}")


def bindings(cap: dict) -> dict[str, str | None]:
    """``{target: input}`` of a capability's first request (fixed values as ``=value``)."""
    out = {}
    for b in cap["implementation"]["requests"][0]["bindings"]:
        out[b["target"]] = b["input"] if b["input"] is not None else f"={b['value']}"
    return out


def needing(contract: dict, facility: str) -> list[str]:
    """The names of the capabilities any need of ``facility`` lists, sorted."""
    return sorted({name for need in contract["consumerRequirements"][facility]
                   for name in need["capabilities"]})


def drop_needs_of(contract: dict, name: str) -> None:
    """Remove ``name`` from every need of ``consumerRequirements`` (a need left empty goes)."""
    reqs = contract["consumerRequirements"]
    for facility, needs in reqs.items():
        for need in needs:
            need["capabilities"] = [n for n in need["capabilities"] if n != name]
        reqs[facility] = [n for n in needs if n["capabilities"]]


def uncalled_tool(item: dict) -> str | None:
    """The Tool a ``wrapper.never-called`` review item says is not offered (``no Tool
    list_reports is offered``), else ``None``."""
    found = re.search(r"no Tool (\S+) is offered", item["message"]) \
        if item["evidence"] and item["evidence"][0]["rule"] == "wrapper.never-called" else None
    return found.group(1) if found else None
