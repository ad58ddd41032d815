"""Every literal value the extractor records survives the fact cache: a BigInt literal
(``5n``) is stored and read back as a BigInt, and a run with ``--cache-dir`` gives the same
contract as one without it (the cache never decides whether a run succeeds)."""
from __future__ import annotations

import json

from code2skill.factcodec import decoder, encode
from code2skill.facts import BigInt, Lit
from hostile_support import code2skill, tree


def test_a_bigint_literal_round_trips_as_a_bigint():
    for number in (5, 0, -7, 10 ** 5000):
        back = decoder(Lit)(json.loads(json.dumps(encode(Lit(BigInt(number))))))
        assert type(back.value) is BigInt and back.value == number


def test_derive_with_a_cache_reads_bigint_literals(tmp_path):
    app = tree(tmp_path / "app", {
        "package.json": '{"name":"t"}',
        "src/a.js": "export const big = 5n;\n"
                    "export const f = () => fetch('/api/v' + (1n + 1n));\n",
        "src/b.js": "export const g = () => fetch('/api/ok');\n"})
    plain = code2skill("derive", app, "-o", tmp_path / "plain.json", "-q", "-j", "1")
    assert plain.returncode == 0, plain.stderr
    for run in ("first", "second"):
        cached = code2skill("derive", app, "-o", tmp_path / f"{run}.json", "-q", "-j", "1",
                            "--cache-dir", tmp_path / "cache")
        assert cached.returncode == 0, cached.stderr
        assert (tmp_path / f"{run}.json").read_text() == (tmp_path / "plain.json").read_text()
    assert "/api/v2" in (tmp_path / "plain.json").read_text()


def test_a_pair_of_strings_is_not_read_as_a_bigint():
    from code2skill.facts import Bound
    bound = Bound("enum", ("BigInt", "0x5"), "zod.enum", (1, 0, 1, 5))
    back = decoder(Bound)(json.loads(json.dumps(encode(bound))))
    assert back.value == ("BigInt", "0x5")
    assert decoder(Bound)(encode(Bound("maximum", BigInt(9), "zod.max", (1, 0, 1, 5)))).value \
        == BigInt(9)
