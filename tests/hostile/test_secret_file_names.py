"""Rule ``redact.file-names``: a known token format inside a file name is redacted wherever
the name is written, a ``_`` or ``-`` counting as a word boundary, and ``audit`` still finds
the file an evidence path so redacted names (round 32, finding 4)."""
from __future__ import annotations

import json
import subprocess
import sys

from code2skill.redact import allow_file_names, name_shapes, redact

CLI = "import sys; from code2skill.cli import main; sys.argv[0] = 'code2skill'; main()"
STRIPE = "sk_live_51DnQ2bKc8Yw3Rt6Vn0Pz4Lm"


def test_a_token_format_after_an_underscore_in_a_file_name_is_redacted():
    names = [f"src/bin_{STRIPE}.js", "src/chunks/aB3dE5fG7hJ9kL1mN3pQ5rS.js", "src/use-2fa.ts"]
    allow_file_names(names)
    assert [redact(n) for n in names] == ["src/bin_<redacted:stripe-key>.js",
                                          "src/chunks/aB3dE5fG7hJ9kL1mN3pQ5rS.js",
                                          "src/use-2fa.ts"]
    assert name_shapes("my_long_component_name_here") == "my_long_component_name_here"


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", CLI, *args], capture_output=True, text=True,
                          timeout=300)


def test_audit_finds_the_file_an_evidence_path_names_redacted(tmp_path):
    root = tmp_path / "app"
    (root / "src").mkdir(parents=True)
    (root / "src" / f"api_{STRIPE}.js").write_text(
        "export const add = (v) => fetch('/api/items', {method: 'POST', body: v});\n")
    out = tmp_path / "contract.json"
    derived = run("derive", str(root), "-o", str(out), "--jobs", "1")
    assert derived.returncode == 0, derived.stderr[-500:]
    text = out.read_text(encoding="utf-8")
    assert STRIPE not in text and STRIPE not in derived.stderr
    files = {site["file"] for cap in json.loads(text)["capabilities"]
             for request in cap["implementation"]["requests"] for site in request["callSites"]}
    assert files == {"src/api_<redacted:stripe-key>.js"}
    audited = run("audit", str(out), str(root), "--format", "json")
    assert audited.returncode == 0, audited.stdout[-800:] + audited.stderr[-500:]
    assert STRIPE not in audited.stdout + audited.stderr
    (root / "src" / f"api_{STRIPE}.js").rename(root / "src" / "api.js")
    gone = run("audit", str(out), str(root), "--format", "json")
    assert gone.returncode == 1
    assert "a file name redacted as a secret that names no one analysed file" \
        in gone.stdout
