"""Rule ``redact.derived-name``: a description, and an input name, made from a secret-shaped
program name (a body, query, header or form key) speak of the redaction marker, never of a
case- or separator-changed copy of the secret; the report, the export package and the Skill
written from the contract hold no such copy either."""
from __future__ import annotations

import json
import re

from typer.testing import CliRunner

from code2skill.cli import app
from code2skill.redact import spoken_name
from conftest import capability, write_tree

AWS = "AKIAIOSFODNN7EXAMPLQ"
GHP = "ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
NESTED = "ghp_Z1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r9"
SLACK = "xoxb-1234567890-abcdefghijklmnop"
SOURCE = f"""
export function save(v) {{ return fetch('/api/save', {{method: 'POST',
  body: JSON.stringify({{{AWS}: v, nested: {{{NESTED}: v}}}})}}); }}
export function q(v) {{ return fetch('/api/q?' + new URLSearchParams({{{GHP}: v}})); }}
export function h(v) {{ return fetch('/api/h', {{headers: {{'{SLACK}': v}}}}); }}
"""


def folded(text: str) -> str:
    """``text`` lower-cased with every character but letters and digits dropped: a copy of a
    secret whose case or separators changed folds to the secret's own folding."""
    return re.sub(r"[^a-z0-9]", "", text.lower())


def leaks(text: str) -> list[str]:
    """The planted secrets whose distinctive tail ``text`` holds in any case or spacing."""
    body = folded(text)
    return [s for s in (AWS, GHP, NESTED, SLACK) if folded(s)[-14:] in body]


def test_spoken_name_is_the_marker_of_a_secret_and_the_name_otherwise():
    assert spoken_name(AWS) == "<redacted:aws-key>"
    assert spoken_name(SLACK) == "<redacted:slack-token>"
    assert spoken_name("movie_id") == "movie_id"


def test_descriptions_and_input_names_of_secret_keys_use_the_marker(tmp_path):
    root = write_tree(tmp_path / "app", {"package.json": '{"name": "k"}', "src/a.js": SOURCE})
    out = tmp_path / "c.json"
    assert CliRunner().invoke(app, ["derive", str(root), "-o", str(out)]).exit_code in (0, 1)
    contract = json.loads(out.read_text())
    save = capability(contract, "POST", "/api/save")["inputSchema"]["properties"]
    assert save["<redacted:aws-key>"]["description"] == "Redacted aws key of the save."
    assert save["nested"]["properties"]["<redacted:github-token>"]["description"] == \
        "Redacted github token of the nested."
    query = capability(contract, "GET", "/api/q")["inputSchema"]["properties"]
    assert query == {"<redacted:github-token>": {
        "description": "Redacted github token (query parameter).", "type": "string"}}
    header = capability(contract, "GET", "/api/h")
    assert list(header["inputSchema"]["properties"]) == ["<redacted:slack-token>"]
    assert header["implementation"]["requests"][0]["bindings"] == [
        {"input": "<redacted:slack-token>", "target": "header:<redacted:slack-token>",
         "value": None}]
    assert leaks(out.read_text()) == []


def test_report_export_and_skill_hold_no_copy_of_a_secret_key(tmp_path):
    root = write_tree(tmp_path / "app", {"package.json": '{"name": "k"}', "src/a.js": SOURCE})
    contract = tmp_path / "c.json"
    runner = CliRunner()
    runner.invoke(app, ["derive", str(root), "-o", str(contract)])
    runner.invoke(app, ["report", str(contract), "--source", str(root), "-o",
                        str(tmp_path / "report.html")])
    runner.invoke(app, ["export", str(contract), "-o", str(tmp_path / "pkg")])
    runner.invoke(app, ["skill", str(contract), "-o", str(tmp_path / "skill")])
    written = [tmp_path / "report.html", *(tmp_path / "pkg").rglob("*"),
               *(tmp_path / "skill").rglob("*")]
    texts = {p.relative_to(tmp_path).as_posix(): p.read_text(errors="replace")
             for p in written if p.is_file() and p.name != "runtime.mjs"}
    assert "report.html" in texts and any(k.startswith("pkg/functions/") for k in texts) \
        and any(k.startswith("skill/") for k in texts)
    assert {path: leaks(text) for path, text in texts.items() if leaks(text)} == {}
