"""Hostile input, round 39's findings 1 and 7: a key the path template redacts never names the
Tool (its pieces, ``${'AKIA'}QZ7…`` or a literal upper-cased, are no key until joined), and an
exported package of a project whose name starts with a digit parses."""
from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from hostile_support import code2skill, tree

AWS = "AKIA" + "QZ7X3KPL4MNB39AT"                       # assembled at run time
LOWER = AWS.lower()


def test_a_key_the_path_redacts_names_no_tool(tmp_path):
    app = tree(tmp_path / "app", {"package.json": '{"name": "h"}', "src/k.js": (
        "export const joined = () => fetch(`/api/split/${'AKIA'}" + AWS[4:] + "`, "
        "{method: 'POST'});\n"
        f"export const upper = () => fetch('/api/keys/' + '{LOWER}'.toUpperCase(), "
        "{method: 'POST'});\n"
        "export const plain = () => fetch('/api/keys/session', {method: 'POST'});\n")})
    done = code2skill("derive", app, "-o", tmp_path / "c.json", "--graph",
                      tmp_path / "g.json", "-q", "--jobs", "1")
    assert done.returncode == 0, done.stderr
    for out in ("c.json", "g.json"):
        text = (tmp_path / out).read_text().lower()
        assert LOWER not in text and "akiaqz7_x3_kpl4_mnb39_at" not in text
    contract = json.loads((tmp_path / "c.json").read_text())
    assert sorted((c["name"], c["implementation"]["requests"][0]["pathTemplate"])
                  for c in contract["capabilities"]) == [
        ("create_key", "/api/keys/<redacted:aws-key>"),
        ("create_key_session", "/api/keys/session"),
        ("create_split", "/api/split/<redacted:aws-key>")]


@pytest.mark.skipif(shutil.which("node") is None, reason="node checks the exported modules")
def test_an_export_of_a_project_named_with_a_leading_digit_parses(tmp_path):
    root = tmp_path / "2fauth"
    tree(root, {"client/package.json": '{"name": "client", "dependencies": {"axios": "1"}}',
                "client/src/a.js": ("import axios from 'axios';\n"
                                    "export const a = () => axios.get('/api/things');\n")})
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    assert code2skill("derive", root, "-o", tmp_path / "c.json", "-q",
                      "--jobs", "1").returncode == 0
    done = code2skill("export", tmp_path / "c.json", "-o", tmp_path / "pkg", "-q")
    assert done.returncode == 0, done.stderr
    adapter = tmp_path / "pkg" / "adapter.mjs"
    assert "process.env._2FAUTH_MCP_DRY_RUN" in adapter.read_text()
    for module in sorted((tmp_path / "pkg").glob("*.mjs")):
        check = subprocess.run(["node", "--check", str(module)], capture_output=True, text=True)
        assert check.returncode == 0, (module.name, check.stderr)
