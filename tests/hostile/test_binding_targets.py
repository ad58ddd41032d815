"""Rule ``contract.binding-target``: a hand-edited binding whose target is not ``path:``,
``query:``, ``body:``, ``header:``, ``multipart:`` or ``url:`` (``cookie:session``) fails the
contract schema: ``export``, ``derive --update`` and ``report`` exit 2 naming it and write
nothing, so its value (which no redaction rule knows how to read) is copied nowhere. Planted
values are assembled at run time."""
from __future__ import annotations

import json

import pytest

from hostile_support import code2skill, tree

VALUE = "tgt" + "9Xk2aQw"


@pytest.mark.parametrize("target", ["cookie:session", "cookie:theme", "session", "Header:x"])
def test_an_unknown_binding_target_is_refused(tmp_path, target):
    app = tree(tmp_path / "app", {"package.json": '{"name": "p"}', "src/a.js": (
        "export const a = (id) => fetch('/api/items/' + id, {method: 'DELETE'});\n")})
    env = {"XDG_STATE_HOME": str(tmp_path / "state")}
    done = code2skill("derive", app, "-o", tmp_path / "c.json", "-q", env=env)
    assert done.returncode == 0, done.stderr
    data = json.loads((tmp_path / "c.json").read_text())
    data["capabilities"][0]["implementation"]["requests"][0]["bindings"].append(
        {"target": target, "value": VALUE})
    (tmp_path / "c.json").write_text(json.dumps(data))
    runs = {"export": code2skill("export", tmp_path / "c.json", "-o", tmp_path / "pkg"),
            "update": code2skill("derive", app, "--update", tmp_path / "c.json", "-o",
                                 tmp_path / "u.json", "-q", env=env),
            "report": code2skill("report", tmp_path / "c.json", "-o", tmp_path / "r.html")}
    for name, run in runs.items():
        assert run.returncode == 2, (name, run.stderr)
        assert "/capabilities/0/implementation/requests/0/bindings/1/target" in run.stderr
        assert VALUE not in run.stderr + run.stdout
    assert not (tmp_path / "u.json").exists() and not (tmp_path / "r.html").exists()
    assert VALUE not in "".join(p.read_text() for p in (tmp_path / "pkg").rglob("*")
                                if p.is_file()) if (tmp_path / "pkg").exists() else True
