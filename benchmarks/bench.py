"""Throughput of code2skill against the physical limit: a raw tree-sitter parse of the same files.

Usage::

    python benchmarks/bench.py PATH [--jobs N] [--repeat 3] [--json]

The files are those :func:`code2skill.discover.discover` keeps for PATH (the scope of
``code2skill derive``, default globs). Each stage is timed with ``time.perf_counter`` (wall
clock) ``--repeat`` times and the median is reported:

``discover``   the file walk and classification alone (it is part of ``derive``).
``raw parse``  read each file's bytes and parse them as extraction does
               (:func:`parse_like_extraction`: ``parser(grammar).parse(data)``; the HTML and
               ``<script>`` parses of ``.vue``/``.svelte`` files), dropping the trees: the
               floor. With
               ``--jobs N`` the files go to N worker processes in the size-balanced batches of
               :func:`code2skill.extract.batches`, pool start-up included, exactly when
               ``extract_all`` uses a pool (not under ``POOL_MIN_FILES`` files).
``extract``    :func:`code2skill.extract.extract_all` (parse + per-file facts), no cache.
``derive``     the whole :func:`code2skill.pipeline.derive` (discover, extract, resolve, observe,
               cluster, passes, emit), no cache.

Reading the ratios (``x raw`` column): each stage is divided by the raw parse with the same
number of processes. ``extract / raw`` is the cost of turning trees into facts (about 1.3 is what
one query plus light extraction costs, ``shared/TREE-SITTER.md``); ``derive / raw`` adds discovery
and every cross-file phase, which run in one process whatever ``--jobs`` is, so with N > 1 this
ratio grows as the parallel part shrinks. ``derive - extract - discover`` is the serial
cross-file work. A ratio far above ~20 means a phase after parsing dominates: profile it.

Files, bytes and lines are counted once over the discovered files; files/s and MB/s (10^6 bytes)
divide them by each stage's median. This is a benchmark, not a test: nothing here asserts a time.
"""
from __future__ import annotations

import argparse
import gc
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from code2skill.discover import Scope, SourceFile, discover
from code2skill.extract import POOL_MIN_FILES, batches, extract_all
from graphql import parse as graphql_parse

from code2skill.extractors.languages import parse_frontmatter, parse_scripts, parser
from code2skill.pipeline import Settings, derive

MB = 1_000_000


@dataclass(frozen=True, slots=True)
class Corpus:
    """The discovered files of one root and their totals."""

    root: Path
    files: list[SourceFile]
    bytes: int
    lines: int


@dataclass(frozen=True, slots=True)
class Stage:
    """One measured stage: its name, worker processes, median and all run times (seconds)."""

    name: str
    jobs: int
    seconds: float
    runs: list[float]


def load_corpus(root: Path) -> Corpus:
    """Discover the files of ``root`` (derive's default scope) and count their bytes and lines."""
    root = root.resolve()
    files = discover(root, Scope()).files
    size = lines = 0
    for source in files:
        data = (root / source.path).read_bytes()
        size += len(data)
        lines += data.count(b"\n") + (0 if not data or data.endswith(b"\n") else 1)
    return Corpus(root, files, size, lines)


def parse_files(root: str, files: list[SourceFile]) -> int:
    """Read and parse ``files`` under ``root``, dropping each tree; returns the bytes parsed."""
    total = 0
    for source in files:
        data = (Path(root) / source.path).read_bytes()
        parse_like_extraction(source.grammar, data)
        total += len(data)
    return total


def parse_like_extraction(grammar: str, data: bytes) -> None:
    """The parse extraction starts from, and nothing else: one tree-sitter parse; for a
    single-file component (``sfc``) the HTML parse and one parse per ``<script>``; for Astro
    the frontmatter too; for a ``.graphql`` file the GraphQL library's parse. Errors in a
    GraphQL document are a parse like any other."""
    if grammar == "sfc":
        parse_scripts(data)
    elif grammar == "astro":
        parse_frontmatter(data)
    elif grammar == "graphql":
        try:
            graphql_parse(data.decode("utf-8", "replace"))
        except Exception:  # noqa: BLE001 - a syntax error still costs the parse
            pass
    else:
        parser(grammar).parse(data)


def parse_pool(root: str, files: list[SourceFile], jobs: int) -> int:
    """:func:`parse_files` over ``jobs`` worker processes, one size-balanced batch per task."""
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(parse_files, root, batch) for batch in batches(files)]
        return sum(future.result() for future in futures)


def pooled(corpus: Corpus, jobs: int) -> bool:
    """Whether ``extract_all`` uses a pool here (it stays in-process under POOL_MIN_FILES)."""
    return jobs > 1 and len(corpus.files) >= POOL_MIN_FILES


def raw_parse(corpus: Corpus, jobs: int) -> None:
    """The raw parse of the corpus, in a pool exactly when ``extract_all`` would use one."""
    if pooled(corpus, jobs):
        parse_pool(str(corpus.root), corpus.files, jobs)
    else:
        parse_files(str(corpus.root), corpus.files)


def timed(name: str, jobs: int, run: Callable[[], object], repeat: int) -> Stage:
    """Run ``run`` ``repeat`` times after a garbage collection each; keep the median."""
    runs = []
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        run()
        runs.append(time.perf_counter() - start)
    return Stage(name, jobs, statistics.median(runs), runs)


def measure(corpus: Corpus, jobs: int, repeat: int) -> list[Stage]:
    """Time every stage with one process and, when ``jobs > 1``, with ``jobs`` processes."""
    root = corpus.root
    stages = [timed("discover", 1, lambda: discover(root, Scope()), repeat)]
    for n in sorted({1, jobs}):
        stages += [
            timed("raw parse", n, lambda n=n: raw_parse(corpus, n), repeat),
            timed("extract", n, lambda n=n: extract_all(root, corpus.files, n), repeat),
            timed("derive", n, lambda n=n: derive(root, Settings(jobs=n)), repeat),
        ]
    return stages


def raw_seconds(stages: list[Stage], jobs: int) -> float:
    """The raw parse median for ``jobs`` processes."""
    return next(s.seconds for s in stages if s.name == "raw parse" and s.jobs == jobs)


def rows(corpus: Corpus, stages: list[Stage]) -> list[dict[str, object]]:
    """One record per stage: time, throughput and ratio to the raw parse (same processes)."""
    out = []
    for stage in stages:
        secs = stage.seconds
        out.append({
            "stage": stage.name, "jobs": stage.jobs, "seconds": round(secs, 4),
            "files_per_s": round(len(corpus.files) / secs, 1),
            "mb_per_s": round(corpus.bytes / MB / secs, 2),
            "x_raw": round(secs / raw_seconds(stages, stage.jobs), 2),
            "runs": [round(r, 4) for r in stage.runs],
        })
    return out


def report_json(corpus: Corpus, stages: list[Stage]) -> str:
    """The corpus totals and the stage records as JSON."""
    return json.dumps({
        "root": str(corpus.root), "files": len(corpus.files), "bytes": corpus.bytes,
        "lines": corpus.lines, "pooled": pooled(corpus, max(s.jobs for s in stages)),
        "stages": rows(corpus, stages),
        "ratios": ratios(stages),
    }, indent=2)


def ratios(stages: list[Stage]) -> dict[str, float]:
    """``derive/raw`` and ``extract/raw`` for each process count."""
    out: dict[str, float] = {}
    for stage in stages:
        if stage.name in ("derive", "extract"):
            raw = raw_seconds(stages, stage.jobs)
            out[f"{stage.name}/raw (jobs={stage.jobs})"] = round(stage.seconds / raw, 2)
    return out


def report_table(corpus: Corpus, stages: list[Stage]) -> str:
    """A small aligned table, headed by the corpus totals."""
    head = (f"{corpus.root}: {len(corpus.files):,} files, {corpus.bytes / MB:.2f} MB, "
            f"{corpus.lines:,} lines")
    cols = ("stage", "jobs", "seconds", "files/s", "MB/s", "x raw")
    cells = [cols] + [
        (r["stage"], str(r["jobs"]), f"{r['seconds']:.3f}", f"{r['files_per_s']:,.0f}",
         f"{r['mb_per_s']:.2f}", f"{r['x_raw']:.2f}")
        for r in rows(corpus, stages)
    ]
    widths = [max(len(row[i]) for row in cells) for i in range(len(cols))]
    lines = [head, ""]
    jobs = max(s.jobs for s in stages)
    if jobs > 1 and not pooled(corpus, jobs):
        lines = [head, f"(under {POOL_MIN_FILES} files extract_all, and so this raw parse, "
                       "stay in one process whatever --jobs is)", ""]
    for row in cells:
        lines.append("  ".join(c.ljust(w) if i == 0 else c.rjust(w)
                               for i, (c, w) in enumerate(zip(row, widths))))
    return "\n".join(lines)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("path", type=Path, help="client repository to measure")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes for the pool stages")
    ap.add_argument("--repeat", type=int, default=3, help="runs per stage (median reported)")
    ap.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = ap.parse_args(argv)
    if args.jobs < 1 or args.repeat < 1:
        ap.error("--jobs and --repeat must be at least 1")
    if not args.path.is_dir():
        ap.error(f"not a folder: {args.path}")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    corpus = load_corpus(args.path)
    stages = measure(corpus, args.jobs, args.repeat)
    print(report_json(corpus, stages) if args.json else report_table(corpus, stages))
    return 0


if __name__ == "__main__":
    sys.exit(main())
