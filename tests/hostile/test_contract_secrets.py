"""Hostile input, secrets held by a contract (rule ``contract.redacted``): a hand-edited or
received contract with a GitHub token, an AWS key and URL credentials in a description and
``pwd=…`` in a title. ``export``, ``skill`` and ``report`` (HTML and Markdown) write none of
them in any file — the package's adapter, Functions, README, skill files and its copy of the
contract, the Skill, the page — and warn once per string by JSON Pointer and kind, never the
value; the exit code is the one the command gives without the secret (0). A contract with no
secret is exported as before: its copy in the package is byte for byte the file, no warning.
``host-check`` redacts the contract it reads the same way: its report quotes each need's
``why``, which a contract may hold a secret in.

Planted values are assembled at run time, so this file holds nothing shaped as a credential.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

BIN = Path(sys.executable).parent
SAMPLE = Path(__file__).resolve().parents[2] / "samples" / "tasks-axios" / "expected" / \
    "canonical-contract.json"
GITHUB = "gh" + "p_" + "HCabcdefghijklmnopqrstuvwxyzABCD1"
AWS = "AK" + "IA" + "IOSFODNN7EXAMPLE"
URL_PASS = "hcurlpw" + "X1"
TITLE_PASS = "hcpw" + "S99"
PLANTED = (GITHUB, AWS, URL_PASS, TITLE_PASS)
WARNINGS = [
    "code2skill: warning: {c}: /capabilities/0/description holds a secret (aws-key, "
    "github-token, url-credentials): redacted in every file written; remove it from the "
    "contract (contract.redacted)",
    "code2skill: warning: {c}: /capabilities/0/title holds a secret (credential): redacted in "
    "every file written; remove it from the contract (contract.redacted)"]


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(BIN / "code2skill"), *args], capture_output=True, text=True,
                          timeout=600)


@pytest.fixture
def planted(tmp_path) -> Path:
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    data["capabilities"][0]["description"] = (
        f"token {GITHUB} and {AWS} via https://u:{URL_PASS}@h.example.com")
    data["capabilities"][0]["title"] = f"pwd={TITLE_PASS}"
    path = tmp_path / "c.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def written(folder: Path) -> str:
    """Every file under ``folder`` (or the file itself), as one text."""
    files = [folder] if folder.is_file() else sorted(p for p in folder.rglob("*") if p.is_file())
    assert files
    return "\n".join(p.read_text(encoding="utf-8") for p in files)


def assert_none_planted(text: str) -> None:
    assert [value for value in PLANTED if value in text] == []


@pytest.mark.parametrize("command, out, shows", [
    (["export"], "pkg", True), (["skill"], "skill", True), (["report"], "r.html", True),
    (["report", "--format", "markdown"], "r.md", False)])      # (shows no description)
def test_no_secret_of_the_contract_is_written_and_each_is_warned(planted, command, out, shows):
    target = planted.parent / out
    proc = run_cli(*command, str(planted), "-o", str(target), "-q")
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.splitlines() == [w.format(c=planted) for w in WARNINGS]
    text = written(target)
    assert_none_planted(text)
    assert ("redacted:github-token" in text) is shows     # (escaped as Markdown or HTML shows it)


def test_the_package_copy_of_the_contract_is_the_redacted_contract(planted):
    proc = run_cli("export", str(planted), "-o", str(planted.parent / "pkg"), "-q")
    assert proc.returncode == 0, proc.stderr
    copy = json.loads((planted.parent / "pkg" / "canonical-contract.json").read_text("utf-8"))
    capability = copy["capabilities"][0]
    assert (capability["title"], capability["description"]) == (
        "pwd=<redacted:credential>", "token <redacted:github-token> and <redacted:aws-key> "
        "via https://<redacted:url-credentials>@h.example.com")
    assert run_cli("validate", str(planted.parent / "pkg")).returncode == 0


def test_a_contract_without_secrets_is_copied_byte_for_byte_without_warning(tmp_path):
    proc = run_cli("export", str(SAMPLE), "-o", str(tmp_path / "pkg"), "-q")
    assert (proc.returncode, proc.stderr) == (0, "")
    assert (tmp_path / "pkg" / "canonical-contract.json").read_bytes() == SAMPLE.read_bytes()


def test_host_check_reports_on_the_redacted_contract(planted):
    data = json.loads(planted.read_text(encoding="utf-8"))
    data["consumerRequirements"]["mcpRuntime"][0]["why"] = f"served over stdio, token {GITHUB}"
    planted.write_text(json.dumps(data), encoding="utf-8")
    profile = planted.parent / "host.json"
    profile.write_text('{"hostProfileVersion": 1, "facilities": {}}')
    out = planted.parent / "report.json"
    proc = run_cli("host-check", str(planted), "--host", str(profile), "-o", str(out), "-q")
    assert proc.returncode == 1                   # no MCP runtime: every Tool is disabled
    assert proc.stderr.splitlines() == [w.format(c=planted) for w in WARNINGS] + [
        f"code2skill: warning: {planted}: /consumerRequirements/mcpRuntime/0/why holds a "
        "secret (github-token): redacted in every file written; remove it from the contract "
        "(contract.redacted)"]
    report = json.loads(out.read_text(encoding="utf-8"))
    assert_none_planted(out.read_text(encoding="utf-8"))
    assert report["capabilities"][0]["reasons"] == [
        "authInjection for service tasks_web (requirements.auth-injection): the backend takes "
        "a bearer credential the Host injects",
        "mcpRuntime (requirements.mcp-runtime): served over stdio, token "
        "<redacted:github-token>",
        "unknownOutcomeReconciliation (requirements.unknown-outcome): a write whose outcome may "
        "be unknown: the Host must stop and reconcile before any new attempt"]
