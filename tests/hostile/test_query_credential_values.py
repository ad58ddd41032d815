"""Hostile input, a credential-named query value written in a URL literal with a space, a tab or
a template construct the tool does not read as a hole in it (``?key=abc X``,
``?password=correct X battery``, ``?access_token=[% "X" %]``): redaction of the text cut the
value at the first space, so the rest reached the contract's bindings. The fixed value of a
credential-named parameter holding a placeholder is written whole as the placeholder (rule
``redact.query-credential``). Planted values are assembled at run time."""
from __future__ import annotations

import json

import pytest

from hostile_support import every_output, tree

P = {tag: "zq" + tag + "4k9w" for tag in ("space", "words", "tab", "tt")}
SOURCE = (
    f"export const a = () => fetch('/api/a?key=abc {P['space']}');\n"
    f"export const p = () => fetch('/api/login?user=admin&password=correct {P['words']} x');\n"
    f"export const i = () => fetch('/api/i?api_key=a\\t{P['tab']}');\n"
    f"export const f = () => fetch('/api/f?access_token=[% \"{P['tt']}\" %]&page=2');\n")


@pytest.fixture(scope="module")
def outputs(tmp_path_factory) -> dict[str, str]:
    base = tmp_path_factory.mktemp("querycred")
    return every_output(tree(base / "app", {"src/api.js": SOURCE}), base)


def test_no_output_holds_a_planted_value(outputs):
    for name, text in outputs.items():
        assert not [v for v in P.values() if v in text], name


def test_each_value_is_the_placeholder_whole_and_other_pairs_stay(outputs):
    contract = json.loads(outputs["contract (cold)"])
    fixed = sorted((b["target"], b["value"]) for c in contract["capabilities"]
                   for r in c["implementation"]["requests"] for b in r["bindings"]
                   if b["target"].startswith("query:"))
    assert fixed == [("query:access_token", "<redacted:credential>"),
                     ("query:api_key", "<redacted:credential>"),
                     ("query:key", "<redacted:credential>"), ("query:page", 2),
                     ("query:password", "<redacted:credential>"), ("query:user", "admin")]
