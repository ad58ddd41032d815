"""A lone surrogate or a NUL in a request value never makes derive write a contract that its
own commands refuse: a path template percent-encodes them as a browser sends them, other
strings write a NUL as the text ``\\u0000``, and ``derive --update`` of a reviewed contract
stays usable."""
from __future__ import annotations

import json

import pytest

from code2skill.emit import percent_controls
from hostile_support import code2skill, tree

OTHER = "export const g = () => fetch('/api/other');\n"
CASES = {
    "surrogate": "export const f = () => fetch('/api/' + '\\uD800' + 'x');\n",
    "nul": "export const f = () => fetch('/api/\\u0000nul?k\\u0000=1', {method: 'POST', "
           "body: JSON.stringify({ a: 'v\\u0000w' })});\n",
}
PATHS = {"surrogate": "/api/%EF%BF%BDx", "nul": "/api/%00nul"}


def test_path_templates_percent_encode_what_a_browser_would():
    assert percent_controls("/api/\ud800x") == "/api/%EF%BF%BDx"
    assert percent_controls("/a\x00b\x1f\x7f") == "/a%00b%1F%7F"
    assert percent_controls("/e/\ud83d\ude00") == "/e/\U0001F600"
    assert percent_controls("/plain/{id}") == "/plain/{id}"


@pytest.mark.parametrize("case", sorted(CASES))
def test_every_command_accepts_what_derive_writes(tmp_path, case):
    app = tree(tmp_path / "app", {"package.json": '{"name":"t"}', "src/b.js": OTHER})
    reviewed = tmp_path / "reviewed.json"
    assert code2skill("derive", app, "-o", reviewed, "-q", "-j", "1").returncode == 0
    (app / "src/a.js").write_text(CASES[case])
    fresh = tmp_path / "fresh.json"
    run = code2skill("derive", app, "-o", fresh, "-q", "-j", "1")
    assert run.returncode == 0, run.stderr
    templates = {c["implementation"]["requests"][0]["pathTemplate"]
                 for c in json.loads(fresh.read_text())["capabilities"]}
    assert templates == {"/api/other", PATHS[case]}
    update = code2skill("derive", app, "--update", reviewed, "-q", "-j", "1")
    assert update.returncode == 0, update.stderr
    for contract in (fresh, reviewed):
        for args in (("audit", contract, app), ("report", contract, "-o", tmp_path / "r.html"),
                     ("export", contract, "-o", tmp_path / f"pkg-{contract.stem}")):
            done = code2skill(*args)
            assert done.returncode in (0, 1), (args, done.stderr)
