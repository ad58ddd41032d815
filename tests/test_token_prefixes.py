"""Provider tokens whose body is hex or of one letter case (no entropy rule sees them) are
recognised by their prefix: GitLab, Shopify, DigitalOcean, Hugging Face, Linear, PyPI,
SendGrid, npm and Firebase server keys. Each one planted in a request never reaches the
contract, the graph or the fact cache.

Every token is assembled at run time from harmless pieces, so this file holds no string that
looks like a real credential."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from code2skill.redact import looks_secret, redact

BIN = Path(sys.executable).parent
LOWER = "abcdefghijklmnopqrstuvwxyz"
HEX = "9f86d081884c7d659a2feaa0c55ad015"
TOKENS = {
    "gitlab-token": "gl" + "pat-" + "abcdefghij0123456789",
    "shopify-token": "shp" + "at_" + HEX,
    "digitalocean-token": "do" + "p_v1_" + HEX + HEX,
    "huggingface-token": "h" + "f_" + LOWER + "abcdefgh",
    "linear-key": "lin" + "_api_" + LOWER + "0123456789abcd",
    "pypi-token": "py" + "pi-AgEIcHlwaS5vcmc" + "abcdefghij",
    "sendgrid-key": "S" + "G." + LOWER[:22] + "." + LOWER + "0123456789abcdefg",
    "npm-token": "np" + "m_" + LOWER + "0123456789",
    "firebase-server-key": "AA" + "AAabcdefg:APA91b" + LOWER,
}


@pytest.mark.parametrize("kind", sorted(TOKENS))
def test_each_prefix_is_recognised(kind):
    token = TOKENS[kind]
    assert looks_secret(token) == kind
    assert redact(f'{{"note":"{token}"}}') == f'{{"note":"<redacted:{kind}>"}}'
    assert redact(f"/api/keys/{token}/revoke") == f"/api/keys/<redacted:{kind}>/revoke"


@pytest.mark.parametrize("value", [
    "glpat-short", "shpat_" + "x" * 32, "dop_v1_" + "g" * 64, "hf_model_name_of_a_repo",
    "lin_api_key", "pypi-package-name", "SG.small.thing", "npm_run_build", "AAAA:APA91b",
])
def test_look_alikes_are_no_secret(value):
    assert looks_secret(value) is None
    assert redact(value) == value


def test_no_prefixed_token_reaches_any_output(tmp_path):
    app = tmp_path / "app" / "src"
    app.mkdir(parents=True)
    calls = "".join(f"export const c{i} = () => fetch('/api/c{i}', {{ method: 'POST', body: "
                    f"JSON.stringify({{ note: '{token}' }}) }});\n"
                    for i, token in enumerate(TOKENS.values()))
    (app / "api.ts").write_text(calls, encoding="utf-8")
    out = tmp_path / "out"
    for _ in ("cold", "warm"):
        done = subprocess.run([str(BIN / "code2skill"), "derive", str(tmp_path / "app"), "-o",
                               str(out / "c.json"), "--graph", str(out / "g.json"),
                               "--cache-dir", str(out / "cache"), "--jobs", "1"],
                              capture_output=True, text=True, check=False)
        assert done.returncode == 0, done.stderr
        assert [k for k, t in TOKENS.items() if t in done.stderr] == []
    texts = {p.name: p.read_bytes().decode("latin-1") for p in out.rglob("*") if p.is_file()}
    assert [(k, name) for k, t in TOKENS.items() for name, text in texts.items()
            if t in text] == []
    contract = json.loads((out / "c.json").read_text(encoding="utf-8"))
    notes = sorted(b["value"] for cap in contract["capabilities"]
                   for r in cap["implementation"]["requests"] for b in r["bindings"])
    assert notes == sorted(f"<redacted:{kind}>" for kind in TOKENS)
