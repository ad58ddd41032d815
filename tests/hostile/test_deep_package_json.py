"""``validate`` of a package whose JSON files are nested 100,000 levels deep: exit 2 naming
the file and the limit (as ``audit`` and ``export`` answer), never an internal error."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from hostile_support import code2skill

SAMPLE = Path(__file__).resolve().parents[2] / "samples" / "tasks-axios"
FILES = ("package.json", "export-profile.json", "consumer-requirements.json",
         "canonical-contract.json", "export-manifest.json")


@pytest.fixture(scope="module")
def package(tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("pkg")
    assert code2skill("derive", SAMPLE, "-o", tmp / "c.json", "-q", "-j", "1").returncode == 0
    assert code2skill("export", tmp / "c.json", "-o", tmp / "pkg").returncode == 0
    return tmp / "pkg"


@pytest.mark.parametrize("name", FILES)
def test_deep_json_is_a_clear_refusal(package, tmp_path, name):
    copy = tmp_path / "v"
    shutil.copytree(package, copy)
    (copy / name).write_text("[" * 100_000 + "]" * 100_000)
    run = code2skill("validate", copy)
    assert run.returncode == 2, run.stderr
    assert name in run.stderr and "nested deeper than 100 levels" in run.stderr
