"""A deterministic fuzzer: mutated copies of the sample clients never end a run with a
traceback, and ``derive`` exits with a documented code (0, 1 or 2).

Each case copies one sample (``samples/<name>``, its expected contract left out), mutates one
or two of its files with a seeded generator (byte flips, deleted, duplicated or truncated
lines, inserted brackets, quotes, emoji, lone surrogate escapes, deep nesting, doubling
constants, punctuation-only path segments, hostile config JSON) and derives it in-process.
``C2S_FUZZ_RUNS`` sets the number of cases (default 40, a few seconds each at most);
``C2S_FUZZ_SEED`` the seed.
"""
from __future__ import annotations

import os
import random
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from code2skill.cli import app

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
RUNS = int(os.environ.get("C2S_FUZZ_RUNS", "40"))
SEED = int(os.environ.get("C2S_FUZZ_SEED", "20261201"))
SOURCE_SUFFIXES = {".js", ".jsx", ".ts", ".tsx", ".mjs", ".vue", ".svelte", ".json",
                   ".gitignore", ".graphql"}
INSERTS = [b"(", b")", b"{", b"}", b"[", b"]", b"'", b'"', b"`", b"${", b"/*", b"*/", b"//",
           b"\\", b"\xf0\x9f\x99\x82", b"'\\uD800'", b"\"\\uDFFF\\uD800\"", b"`\\u{110000}`",
           b"\0", b"\r", b"\xff\xfe", b"=>", b"...", b"?.", b"<div>", b"</", b"1e999",
           b"123n", b"0x", b"-", b"+ 1", b"as any", b"@Component()", b"#!"]
SNIPPETS = [
    b"\nfetch('/api/-', {method: 'POST'});\n",
    b"\nexport const e = () => fetch('/api/\xf0\x9f\x99\x82', {method: 'DELETE'});\n",
    b"\nconst V = 1; export const v = () => fetch('/api/v' + (V + 1));\n",
    b"\nexport const d = () => fetch(" + b"f(" * 300 + b"'/x'" + b")" * 300 + b");\n",
    b"\nexport const t = () => fetch('/t')" + b".then(r => r)" * 120 + b";\n",
    b"\n" + b"".join(b"const d%d = d%d + d%d;\n" % (i, i - 1, i - 1) for i in range(1, 24)),
    b"\nconst d0 = '/q';\n" + b"".join(b"const d%d = `${d%d}${d%d}`;\n" % (i, i - 1, i - 1)
                                        for i in range(1, 30)) + b"fetch(d29);\n",
    b"\nexport default class extends {}\n",
    b"\nimport x from '@/'; import y from '#'; import z from '';\n",
]
CONFIGS = {
    "tsconfig.json": [b'{"compilerOptions": {"baseUrl": 42, "paths": []}}',
                      b'{"compilerOptions": {"paths": {"@/*": "src/*"}}, "extends": 7}',
                      b"[" * 50_000 + b"]" * 50_000],
    "package.json": [b'{"name": 5, "imports": [1], "exports": [null, 2]}',
                     b'{"dependencies": [], "main": {"import": 4}}', b"{" * 50_000],
    ".gitignore": [b"[z-a]\n\\\n*a*a*a*a*a*a*a*a*a*a*a*ab\n", b"!\n**/\n/\n#\n[\n"],
}


def sample_files() -> list[Path]:
    """Every file of every sample a mutation may touch (expected contracts excluded)."""
    return sorted(p for p in SAMPLES.rglob("*") if p.is_file() and "expected" not in p.parts
                  and (p.suffix in SOURCE_SUFFIXES or p.name in SOURCE_SUFFIXES))


def mutate(data: bytes, rng: random.Random) -> bytes:
    """One to three random edits of ``data``."""
    for _ in range(rng.randint(1, 3)):
        lines = data.split(b"\n")
        op = rng.randrange(8)
        at = rng.randrange(len(data) + 1)
        if op == 0 and data:                                   # byte flip
            i = rng.randrange(len(data))
            data = data[:i] + bytes([data[i] ^ (1 << rng.randrange(8))]) + data[i + 1:]
        elif op == 1 and len(lines) > 1:                       # delete a line
            del lines[rng.randrange(len(lines))]
            data = b"\n".join(lines)
        elif op == 2:                                          # duplicate a line
            i = rng.randrange(len(lines))
            lines.insert(i, lines[i])
            data = b"\n".join(lines)
        elif op == 3:                                          # insert a token
            data = data[:at] + rng.choice(INSERTS) * rng.choice((1, 1, 3, 200)) + data[at:]
        elif op == 4:                                          # truncate
            data = data[:at]
        elif op == 5:                                          # deep nesting
            depth = rng.choice((50, 500, 3000))
            open_, close = rng.choice(((b"(", b")"), (b"[", b"]"), (b"{", b"}"), (b"f(", b")"),
                                       (b"{a:", b"}"), (b"`${", b"}`"), (b"x=>", b"")))
            if rng.random() < 0.5:                             # over many lines: not minified
                open_, close = open_ + b"\n", close + b"\n"
            data = data[:at] + open_ * depth + b"1" + close * depth + data[at:]
        else:                                                  # a hostile snippet
            data = data[:at] + rng.choice(SNIPPETS) + data[at:]
    return data


def case(index: int) -> tuple[str, dict[str, bytes]]:
    """The sample of case ``index`` and its mutated files ``{relative path: bytes}``."""
    rng = random.Random(SEED * 1_000_003 + index)
    files = sample_files()
    target = rng.choice(files)
    sample = target.relative_to(SAMPLES).parts[0]
    mutated = {target.relative_to(SAMPLES / sample).as_posix():
               mutate(target.read_bytes(), rng)}
    if rng.random() < 0.25:                                    # hostile configuration too
        name = rng.choice(sorted(CONFIGS))
        mutated[name] = rng.choice(CONFIGS[name])
    return sample, mutated


@pytest.mark.parametrize("index", range(RUNS))
def test_a_mutated_sample_derives_without_a_traceback(tmp_path, index):
    sample, mutated = case(index)
    root = tmp_path / sample
    shutil.copytree(SAMPLES / sample, root, ignore=shutil.ignore_patterns("expected"))
    for rel, data in mutated.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_bytes(data)
    result = CliRunner().invoke(app, ["derive", str(root), "-o", str(tmp_path / "c.json"),
                                      "-q", "--jobs", "1", "--strict"])
    assert result.exception is None or isinstance(result.exception, SystemExit), \
        f"case {index} ({sample}: {sorted(mutated)}): {result.exception!r}"
    assert result.exit_code in (0, 1, 2), (index, result.output)
    assert "Traceback" not in result.output
