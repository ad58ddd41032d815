"""The whole-process benchmark's pure parts (benchmarks/bench.py): subset choice, growth
exponent fit, the files copied with a subset, the touched file, profile labels and tables.
The benchmark itself is not run here."""
from __future__ import annotations

import os
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "benchmarks"
sys.path.insert(0, str(BENCH))

import bench  # noqa: E402
from code2skill.discover import SourceFile  # noqa: E402

PATHS = [f"src/f{i}.ts" for i in range(8)]
# SHA-256 order of PATHS: f3 16898735…, f1 38c895e9…, f0 c5974fe7…, f2 c6952281…,
# f7 ecad4ae4…, f4 ed590210…, f6 f09928c6…, f5 ff6a4d00…
HASH_ORDER = ["src/f3.ts", "src/f1.ts", "src/f0.ts", "src/f2.ts",
              "src/f7.ts", "src/f4.ts", "src/f6.ts", "src/f5.ts"]


def test_subsets_follow_the_hash_order_and_nest():
    assert bench.choose_subset(PATHS, Fraction(1, 8)) == ["src/f3.ts"]
    assert bench.choose_subset(PATHS, Fraction(1, 4)) == ["src/f3.ts", "src/f1.ts"]
    assert bench.choose_subset(PATHS, Fraction(1, 2)) == HASH_ORDER[:4]
    assert bench.choose_subset(PATHS, Fraction(1)) == HASH_ORDER
    assert bench.choose_subset(list(reversed(PATHS)), Fraction(1, 2)) == HASH_ORDER[:4]


def test_a_subset_keeps_at_least_one_file_and_rounds():
    assert bench.choose_subset(["src/f3.ts", "src/f1.ts"], Fraction(1, 8)) == ["src/f3.ts"]
    assert len(bench.choose_subset([f"f{i}" for i in range(12)], Fraction(1, 8))) == 2  # 1.5


def test_growth_exponent_of_a_power_law_is_its_power():
    assert bench.growth_exponent([(1, 3.0), (4, 24.0), (16, 192.0)]) == pytest.approx(1.5)
    assert bench.growth_exponent([(10, 5.0), (20, 5.0)]) == 0.0
    # least squares over a bent line: log2 points (0,0), (1,1), (2,3) give slope 1.5
    assert bench.growth_exponent([(1, 1.0), (2, 2.0), (4, 8.0)]) == pytest.approx(1.5)


def test_growth_exponent_refuses_what_it_cannot_fit():
    for points in ([(1, 1.0)], [(1, 1.0), (1, 2.0)], [(1, 1.0), (2, 0.0)], [(0, 1.0), (2, 2.0)]):
        with pytest.raises(ValueError):
            bench.growth_exponent(points)


def test_exponents_after_start_up_subtract_it_or_give_up():
    rows = [{"files": 1, "seconds": 2.0}, {"files": 4, "seconds": 5.0},
            {"files": 16, "seconds": 17.0}]
    # the middle x is the mean of the log x: the slope is that of the end points
    assert bench.exponents(rows, 1.0) == {"measured": 0.772, "after_startup": 1.0}
    assert bench.exponents(rows, 2.0)["after_startup"] is None
    # less 0.5: 1, 2.5, 5.5 → slope of (0, 0), (2 ln 2, ln 2.5), (4 ln 2, ln 5.5) is 0.615
    cpu = [{"files": 1, "cpu_s": 1.5}, {"files": 4, "cpu_s": 3.0}, {"files": 16, "cpu_s": 6.0}]
    assert bench.exponents(cpu, 0.5, "cpu_s") == {"measured": 0.5, "after_startup": 0.615}


def test_exponents_fit_files_or_bytes():
    # files double while bytes quadruple: seconds ~ files^2 ~ bytes^1
    rows = [{"files": 1, "bytes": 10, "seconds": 1.0}, {"files": 2, "bytes": 40, "seconds": 4.0},
            {"files": 4, "bytes": 160, "seconds": 16.0}]
    assert bench.exponents(rows, 0.0, "seconds", "files")["measured"] == 2.0
    assert bench.exponents(rows, 0.0, "seconds", "bytes")["measured"] == 1.0


def test_every_run_keeps_its_state_in_the_work_folder():
    assert bench.isolated_env(Path("/t/run")) == {"XDG_STATE_HOME": "/t/run/xdg-state",
                                                  "XDG_CACHE_HOME": "/t/run/xdg-cache",
                                                  "PYTHONPYCACHEPREFIX": "/t/run/pycache",
                                                  "PYTHONDONTWRITEBYTECODE": ""}


def test_a_measured_run_reads_compiled_modules(tmp_path):
    """An environment that forbids bytecode (``PYTHONDONTWRITEBYTECODE=1``) made every measured
    process compile the tool's modules: the run's own environment writes them under ``work``."""
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", **bench.isolated_env(tmp_path)}
    subprocess.run([sys.executable, "-c", "import json.decoder"], env=env, check=True)
    assert list((tmp_path / "pycache").rglob("decoder*.pyc"))


def test_paired_ratio_is_the_median_of_ratios_within_rounds():
    # rounds at speeds 1, 3 and 2: the ratio of medians would be 6 / 3 = 2
    assert bench.paired([2.0, 9.0, 6.0], [1.0, 3.0, 4.0]) == 2.0
    assert bench.paired([1.0, 2.0], [3.0, 3.0]) == 0.5
    with pytest.raises(ValueError):
        bench.paired([1.0], [1.0, 2.0])


def test_ancestors_are_every_enclosing_folder():
    assert bench.ancestors(["a/b/c.ts", "a/d.ts", "e.ts"]) == ["", "a", "a/b"]
    assert bench.ancestors([]) == [""]


def test_config_files_are_those_derive_reads():
    for name in ("package.json", ".gitignore", "tsconfig.json", "tsconfig.app.json",
                 "jsconfig.json", "tsconfig.base.json"):
        assert bench.is_config(name), name
    for name in ("tsconfig.ts", "package-lock.json", "index.ts", "jsconfig", "README.md"):
        assert not bench.is_config(name), name


def test_copy_tree_keeps_paths_and_configs(tmp_path):
    root = tmp_path / "app"
    for rel, text in {"package.json": "{}", "tsconfig.base.json": "{}", "README.md": "x",
                      "src/a.ts": "a", "src/b.ts": "b", "src/tsconfig.json": "{}",
                      "lib/package.json": "{}", "lib/c.ts": "c"}.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    corpus = bench.Corpus(root, [], 0, 0)
    dest = bench.copy_tree(corpus, ["src/a.ts"], tmp_path / "copy")
    copied = sorted(p.relative_to(dest).as_posix() for p in dest.rglob("*") if p.is_file())
    assert copied == ["package.json", "src/a.ts", "src/tsconfig.json", "tsconfig.base.json"]


def test_the_touched_file_is_the_median_script():
    files = [SourceFile("a.ts", "typescript", 50), SourceFile("b.vue", "sfc", 70),
             SourceFile("c.js", "javascript", 10), SourceFile("d.tsx", "tsx", 90),
             SourceFile("e.ts", "typescript", 50)]
    assert bench.touch_target(files).path == "a.ts"          # c 10, a 50, e 50, d 90
    assert bench.touch_target(files[:3]).path == "c.js"      # c 10, a 50: the lower middle
    with pytest.raises(ValueError):
        bench.touch_target([SourceFile("b.vue", "sfc", 70)])


def test_table_is_markdown_first_column_left_others_right():
    assert bench.table(("run", "seconds"), [("cold", "10.25"), ("raw parse", "1.2")]) == [
        "| run       | seconds |",
        "| :-------- | ------: |",
        "| cold      |   10.25 |",
        "| raw parse |     1.2 |",
    ]
    with pytest.raises(ValueError):
        bench.table(("a", "b"), [("1",)])


def _record() -> dict:
    """A record as ``summary`` and ``provenance`` make it, for a tiny two-file tree."""
    runs = [{"run": name, "seconds": s, "cpu_s": s, "peak_mib": 50.0, "x_raw": s / 0.5,
             "x_cold": s / 2.0} for name, s in (("raw parse", 0.5), ("start-up", 0.4),
                                                ("cold", 2.0), ("warm, no change", 1.0),
                                                ("warm, one file", 1.2))]
    scaling = [{"fraction": f, "files": n, "bytes": 1000 * n, "seconds": 0.4 + n, "cpu_s": n,
                "peak_mib": 50.0} for f, n in (("1/8", 1), ("1/4", 2), ("1/2", 4), ("1", 8))]
    fn = {"function": "code2skill/pipeline.py:85(derive)", "calls": 1, "own_s": 0.1,
          "cumulative_s": 2.0}
    return {"root": "/app", "files": 8, "bytes": 8000, "lines": 80, "jobs": 1, "repeat": 1,
            "pooled": False, "peak_rss": "GNU time %M: the largest single process",
            "touched": "src/f0.ts", "runs": runs,
            "ratios": {"cold/raw": {"wall": 4.0, "cpu": 4.0},
                       "warm, one file/cold": {"wall": 0.6, "cpu": 0.6}},
            "scaling": scaling,
            "exponent": {size: {"wall": bench.exponents(scaling, 0.4, "seconds", size),
                                "cpu": bench.exponents(scaling, 0.4, "cpu_s", size)}
                         for size in ("files", "bytes")},
            "profile": {"seconds": 3.0, "cumulative": [fn], "own": [fn]},
            "when": "2026-12-02 08:00 UTC", "commit": "abc1234",
            "load": [[1.0, 1.0, 1.0], [1.5, 1.0, 1.0]]}


def test_report_is_markdown_tables_of_fixed_shape():
    record = _record()
    assert record["exponent"]["files"]["wall"]["after_startup"] == 1.0   # net seconds = files
    text = bench.report_text(record)
    lines = text.splitlines()
    headers = [line for line, below in zip(lines, lines[1:]) if below.startswith("| :")]
    # runs, ratios, scaling, exponents, top by cumulative, top by own
    assert [line.split("|")[1].strip() for line in headers] == [
        "run", "paired ratio (median over rounds)", "subset",
        "growth exponent k (time ~ size^k)", "function", "function"]
    body = [line for line in lines if line.startswith("| ")]
    widths = {line.count("|") for line in body}
    assert widths == {7, 4, 6, 5}               # 6, 3, 5 and 4 columns
    assert "| cold/raw                          | 4.00 | 4.00 |" in lines
    # bytes are 1000 × files: the same slopes; cpu less 0.4 is 0.6, 1.6, 3.6, 7.6
    assert ("| wall                              |  0.86 |                  1.00 "
            "|  0.86 |                  1.00 |") in lines
    assert ("| cpu                               |  1.00 |                  1.22 "
            "|  1.00 |                  1.22 |") in lines
    assert lines[4] == "peak MiB: GNU time %M: the largest single process"
    assert lines[2] == ("measured 2026-12-02 08:00 UTC at code2skill abc1234; load average "
                        "(1, 5, 15 min) before 1.0 / 1.0 / 1.0, after 1.5 / 1.0 / 1.0")
    assert sum(line.startswith("| 1/") or line.startswith("| 1 ") for line in lines) == 4


def test_profile_labels_and_top_functions():
    stats = {
        ("/x/src/code2skill/resolve.py", 10, "resolve"): (5, 7, 0.5, 3.0, {}),
        ("/x/src/code2skill/pipeline.py", 85, "derive"): (1, 1, 0.01, 4.0, {}),
        ("~", 0, "<method 'parse' of 'tree_sitter.Parser' objects>"): (9, 9, 1.25, 1.25, {}),
        ("/x/extractors/module_facts.py", 3, "expr"): (2, 40, 0.5, 0.75, {}),
    }
    assert bench.label(("/x/src/code2skill/resolve.py", 10, "resolve")) == \
        "code2skill/resolve.py:10(resolve)"
    assert [f["function"] for f in bench.top_functions(stats, "cumulative", 2)] == [
        "code2skill/pipeline.py:85(derive)", "code2skill/resolve.py:10(resolve)"]
    assert bench.top_functions(stats, "own", 3) == [
        {"function": "<method 'parse' of 'tree_sitter.Parser' objects>", "calls": 9,
         "own_s": 1.25, "cumulative_s": 1.25},
        {"function": "code2skill/resolve.py:10(resolve)", "calls": 7, "own_s": 0.5,
         "cumulative_s": 3.0},
        {"function": "extractors/module_facts.py:3(expr)", "calls": 40, "own_s": 0.5,
         "cumulative_s": 0.75},
    ]


def test_derive_command_line_is_the_users():
    argv = bench.derive_argv(Path("/app"), Path("/t/c.json"), 2, Path("/t/cache"))
    assert argv[-9:] == ["derive", "/app", "-o", "/t/c.json", "--jobs", "2", "--quiet",
                         "--cache-dir", "/t/cache"]
    assert "--cache-dir" not in bench.derive_argv(Path("/app"), Path("/t/c.json"), 1, None)


def test_a_pool_only_from_pool_min_files_and_two_jobs():
    assert not bench.pooled(bench.POOL_MIN_FILES - 1, 2)
    assert bench.pooled(bench.POOL_MIN_FILES, 2)
    assert not bench.pooled(10_000, 1)


RAW_FILES = {
    "a.ts": ("typescript", b"const a: number = f(1);\n"),
    "b.js": ("javascript", b"export default () => <Skeleton.default />;\n"),
    "c.vue": ("sfc", b"<template><p/></template>\n<script setup lang=\"ts\">f(1)</script>\n"),
    "d.astro": ("astro", b"---\nconst x = f(1);\n---\n<p>{x}</p>\n"),
    "e.gts": ("gts", b"const C = <template>{{f}}</template>;\n"),
    "f.graphql": ("graphql", b"query Q { a }\n"),
    "g.graphql": ("graphql", b"query {\n"),            # a syntax error is parsed all the same
}


def test_raw_parse_reads_every_grammar_extraction_reads(tmp_path):
    import rawparse
    for name, (_, data) in RAW_FILES.items():
        (tmp_path / name).write_bytes(data)
    batch = [[name, grammar] for name, (grammar, _) in RAW_FILES.items()]
    assert rawparse.parse_batch(str(tmp_path), batch) == sum(len(d) for _, d in RAW_FILES.values())


def test_raw_parse_drains_every_script_of_a_component(monkeypatch):
    import rawparse
    parsed = []

    def scripts(grammar, data):
        for i in range(3):
            parsed.append(i)
            yield "typescript", None
    monkeypatch.setattr(rawparse, "script_trees", scripts)
    rawparse.parse_like_extraction("sfc", b"<script></script>")
    assert parsed == [0, 1, 2]
