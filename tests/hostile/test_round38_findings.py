"""Hostile input, round 38's finding 6: a credential's shape glued to the word before it in one
literal (``rotateAKIA…``, ``tokxoxb-…``) is redacted like one standing alone, in every output."""
from __future__ import annotations

import json

from hostile_support import code2skill, tree

AWS = "AKIA" + "QZ7X3KPL4MNB39AT"                       # assembled at run time
SLACK = "xoxb" + "-1234567890-38attackQzRound"


def test_a_key_glued_to_a_word_is_redacted_everywhere(tmp_path):
    app = tree(tmp_path / "app", {"package.json": '{"name": "h"}', "src/k.js": (
        f"export const b = () => fetch('/api/keys/rotate{AWS}', {{method: 'POST'}});\n"
        f"export const f = () => fetch('/api/slack/tok{SLACK}', {{method: 'POST'}});\n")})
    done = code2skill("derive", app, "-o", tmp_path / "c.json", "--graph",
                      tmp_path / "g.json", "-q", "--jobs", "1")
    assert done.returncode == 0, done.stderr
    for out in ("c.json", "g.json"):
        text = (tmp_path / out).read_text()
        assert AWS not in text and SLACK not in text and "38attackQzRound" not in text
    contract = json.loads((tmp_path / "c.json").read_text())
    assert sorted(r["pathTemplate"] for c in contract["capabilities"]
                  for r in c["implementation"]["requests"]) == [
        "/api/keys/rotate<redacted:aws-key>", "/api/slack/tok<redacted:slack-token>"]
    assert AWS not in done.stderr and SLACK not in done.stderr
