"""What a user waits for: whole-process ``derive`` runs against a raw parse of the same files.

Usage::

    python benchmarks/bench.py PATH [--jobs N] [--repeat 3] [--no-scaling] [--no-profile] [--json]

The files are those :func:`code2skill.discover.discover` keeps for PATH (the scope of
``code2skill derive``, default globs). They are copied, with the configuration files derive
reads (every ``package.json``, ``tsconfig*.json``, ``jsconfig*.json`` and ``.gitignore`` of a
folder on their way up to PATH), to a temporary tree, so that one file of it can be changed:
PATH itself is never written. Every run below is a process of its own, started from scratch,
with ``XDG_STATE_HOME`` and ``XDG_CACHE_HOME`` pointed at new empty folders of the benchmark
(:func:`isolated_env`: derive keeps its cache key under ``XDG_STATE_HOME``, and nothing of the
user's folders is read or written);
its wall time (``time.perf_counter`` around start and reaping), CPU time (user + system of it
and its workers, from ``os.wait4``) and peak resident memory (the largest single process of the
run, as GNU ``time`` reports it, else ``ru_maxrss``: :func:`run_child`) are recorded, in
``--repeat`` rounds, and the median is reported. On a shared machine CPU time moves far less
than wall time.

``raw parse``        :mod:`rawparse` in a fresh interpreter: read and parse the same files, as
                     extraction does, in the same number of processes as ``extract_all`` would
                     use (a pool for ``--jobs`` > 1 from ``POOL_MIN_FILES`` files): the floor.
``start-up``         ``derive`` of an empty folder: interpreter, imports, an empty contract.
``cold``             ``derive COPY -o OUT --jobs N --cache-dir CACHE --quiet``, ``CACHE`` a new
                     empty folder each time.
``cold, PATH``       the same run on PATH itself (its git state is read there; the copy has no
                     ``.git``).
``warm, no change``  the same command again, on the cache the cold run wrote.
``warm, one file``   after appending a comment line to one mid-size JavaScript/TypeScript file
                     (the median by size), on the same cache; the file is restored afterwards.

Ratios, of wall and of CPU time, each the median of the ratios within a round (a drift of the
machine's speed between rounds moves both terms): ``cold / raw parse`` (goal: at most 2),
``warm, no change / cold`` and ``warm, one file / cold`` (goal: at most 0.1).

Scaling (unless ``--no-scaling``): nested subsets of the files, 1/8, 1/4, 1/2 and all of
them (files ordered by the SHA-256 of their path, the first ``round(n × fraction)``), each
copied to a tree of its own with its configuration files and derived cold as above. The
growth exponent ``k`` of ``seconds ~ files^k`` (and of ``seconds ~ bytes^k``) is the
least-squares slope of log seconds against log files (log bytes) over the four subsets, of wall
and of CPU time, each as measured and less the start-up run's (what grows with the input).
``k`` near 1 is linear; subsets cut imports, so resolution sees fewer cross-file links than in
the whole tree.

Profile (unless ``--no-profile``): one ``cProfile`` run of the in-process
:func:`code2skill.pipeline.derive` on the copy with one process and an empty cache folder, as
the cold run; the top 10 functions by cumulative time and by own time.

The report is Markdown (``--json``: the record), headed by the date, the code2skill commit, the
load averages before and after (:func:`provenance`) and the source of the peak RSS figures
(:data:`PEAK_SOURCE`): on a shared machine, quote the load beside the figures.

Machines are noisy: quote medians and ratios, and repeat on a shared machine. This is a
benchmark, not a test: nothing here asserts a time.
"""
from __future__ import annotations

import argparse
import cProfile
import hashlib
import json
import math
import os
import pstats
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from unittest import mock

from code2skill.discover import Scope, SourceFile, discover
from code2skill.extract import POOL_MIN_FILES, batches
from code2skill.pipeline import Settings, derive

MB = 1_000_000
FRACTIONS = (Fraction(1, 8), Fraction(1, 4), Fraction(1, 2), Fraction(1))
CONFIG_PREFIXES = ("tsconfig", "jsconfig")
TOUCHABLE = ("typescript", "tsx", "javascript")
TOUCH = b"\n// code2skill benchmark: this line was appended\n"
HERE = Path(__file__).resolve().parent
GNU_TIME = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None
PEAK_SOURCE = ("GNU time %M: the largest single process" if GNU_TIME else
               "ru_maxrss of os.wait4: the largest single process, at least this script's size")
SIZES = ("files", "bytes")


@dataclass(frozen=True, slots=True)
class Corpus:
    """Discovered files of one root and their totals (bytes, lines)."""

    root: Path
    files: list[SourceFile]
    bytes: int
    lines: int


@dataclass(frozen=True, slots=True)
class Run:
    """One child process: wall seconds, CPU seconds (user + system of it and its workers), peak
    resident memory (MiB) and exit code."""

    seconds: float
    cpu: float
    peak_mib: float
    code: int


@dataclass(frozen=True, slots=True)
class Measure:
    """The runs of one measurement and their medians."""

    name: str
    runs: list[Run]

    @property
    def seconds(self) -> float:
        return statistics.median(r.seconds for r in self.runs)

    @property
    def cpu(self) -> float:
        return statistics.median(r.cpu for r in self.runs)

    @property
    def peak_mib(self) -> float:
        return statistics.median(r.peak_mib for r in self.runs)


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


# --- pure parts --------------------------------------------------------------------------------

def choose_subset(paths: list[str], fraction: Fraction) -> list[str]:
    """The first ``max(1, round(len(paths) × fraction))`` paths ordered by the SHA-256 of their
    UTF-8 text (ties: the path): deterministic, spread over the tree, and nested (a smaller
    fraction's subset is part of a larger one's). Returned in that hash order."""
    ordered = sorted(paths, key=lambda p: (hashlib.sha256(p.encode()).hexdigest(), p))
    return ordered[:max(1, round(len(paths) * fraction))]


def growth_exponent(points: list[tuple[float, float]]) -> float:
    """The least-squares slope of ``log y`` against ``log x`` over ``(x, y)`` points (at least
    two distinct positive ``x``, every ``y`` positive): ``k`` of ``y ~ x^k``. Raises
    ``ValueError`` otherwise."""
    if len(points) < 2 or any(x <= 0 or y <= 0 for x, y in points):
        raise ValueError("growth_exponent needs two or more positive points")
    xs = [math.log(x) for x, _ in points]
    ys = [math.log(y) for _, y in points]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    var = sum((x - mx) ** 2 for x in xs)
    if var == 0:
        raise ValueError("growth_exponent needs two distinct x")
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / var


def ancestors(paths: list[str]) -> list[str]:
    """Every folder (POSIX, ``""`` for the root) holding one of ``paths`` or enclosing one,
    sorted."""
    out = {""}
    for path in paths:
        parts = path.split("/")[:-1]
        out.update("/".join(parts[:i]) for i in range(1, len(parts) + 1))
    return sorted(out)


def is_config(name: str) -> bool:
    """Whether a file name is one derive reads as configuration: ``package.json``,
    ``.gitignore``, ``tsconfig*.json``, ``jsconfig*.json``."""
    return name in ("package.json", ".gitignore") or (
        name.startswith(CONFIG_PREFIXES) and name.endswith(".json"))


def touch_target(files: list[SourceFile]) -> SourceFile:
    """The JavaScript/TypeScript file of median size (by size, then path; the lower middle):
    the one file a warm run changes. Raises ``ValueError`` when there is none."""
    scripts = sorted((f for f in files if f.grammar in TOUCHABLE), key=lambda f: (f.size, f.path))
    if not scripts:
        raise ValueError("no JavaScript or TypeScript file to touch")
    return scripts[(len(scripts) - 1) // 2]


def isolated_env(work: Path) -> dict[str, str]:
    """The environment variables that keep a run's state inside ``work``: ``XDG_STATE_HOME``
    (where derive keeps its cache key, made by the first run) and ``XDG_CACHE_HOME``, each a
    folder under ``work``; and the interpreter's compiled modules in ``work/pycache``
    (``PYTHONPYCACHEPREFIX``), written even where the caller's environment says not to
    (``PYTHONDONTWRITEBYTECODE`` emptied): an installed package has its bytecode, so a user's
    run never compiles the tool's ~550 modules, about 0.8 s of CPU on this project's machine
    that every measured process paid before (:func:`measure_runs` compiles them once first)."""
    return {"XDG_STATE_HOME": str(work / "xdg-state"), "XDG_CACHE_HOME": str(work / "xdg-cache"),
            "PYTHONPYCACHEPREFIX": str(work / "pycache"), "PYTHONDONTWRITEBYTECODE": ""}


def ratio(a: float, b: float) -> float:
    """``a / b`` rounded to 3 places."""
    return round(a / b, 3)


def paired(a: list[float], b: list[float]) -> float:
    """The median of ``a[i] / b[i]`` (runs of the same round: a machine whose speed drifts
    between rounds moves both), rounded to 3 places."""
    return round(statistics.median(x / y for x, y in zip(a, b, strict=True)), 3)


def table(header: tuple[str, ...], rows: list[tuple[str, ...]]) -> list[str]:
    """A Markdown table as lines: the header, the alignment row (the first column left-aligned,
    the others right-aligned) and one line per row; cells padded to their column's width so the
    text reads aligned too. Every row has ``len(header)`` cells, else ``ValueError``."""
    if any(len(row) != len(header) for row in rows):
        raise ValueError("every row needs one cell per header")
    widths = [max(3, *(len(row[i]) for row in (header, *rows))) for i in range(len(header))]
    rule = tuple(":" + "-" * (w - 1) if i == 0 else "-" * (w - 1) + ":"
                 for i, w in enumerate(widths))

    def line(row: tuple[str, ...]) -> str:
        return "| " + " | ".join(c.ljust(w) if i == 0 else c.rjust(w)
                                 for i, (c, w) in enumerate(zip(row, widths))) + " |"
    return [line(header), line(rule), *(line(row) for row in rows)]


def label(key: tuple[str, int, str]) -> str:
    """A profile entry ``(file, line, function)`` as ``folder/file.py:line(function)``; a
    built-in (file ``~``) is its own name."""
    file, line, func = key
    if file == "~":
        return func
    return f"{'/'.join(Path(file).parts[-2:])}:{line}({func})"


def top_functions(stats: dict, by: str, n: int = 10) -> list[dict[str, object]]:
    """The ``n`` entries of a ``pstats`` table (``{(file, line, func): (primitive calls,
    calls, own s, cumulative s, callers)}``) with the largest ``by`` (``"cumulative"`` or
    ``"own"``), ties by label: ``{"function", "calls", "own_s", "cumulative_s"}``."""
    index = 3 if by == "cumulative" else 2
    ranked = sorted(stats.items(), key=lambda kv: (-kv[1][index], label(kv[0])))[:n]
    return [{"function": label(key), "calls": value[1], "own_s": round(value[2], 3),
             "cumulative_s": round(value[3], 3)} for key, value in ranked]


# --- trees and processes -----------------------------------------------------------------------

def copy_tree(corpus: Corpus, paths: list[str], dest: Path) -> Path:
    """Copy ``paths`` (relative to the corpus root) and the configuration files of every folder
    on their way up (:func:`ancestors`, :func:`is_config`) to ``dest``, keeping relative paths;
    returns ``dest``."""
    for folder in ancestors(paths):
        source = corpus.root / folder
        for entry in os.scandir(source):
            if is_config(entry.name) and entry.is_file(follow_symlinks=False):
                target = dest / folder / entry.name
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(entry.path, target)
    for path in paths:
        target = dest / path
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(corpus.root / path, target)
    return dest


def run_child(argv: list[str], env: dict[str, str]) -> Run:
    """Run ``argv`` as a process of its own (stdout discarded) with this process's environment
    and ``env``; its wall time, CPU time and peak RSS.
    Raises ``RuntimeError`` with the end of stderr on a non-zero exit.

    The peak is the largest single process of the run (the child or one of its workers).
    The kernel counts, in a child's peak, the memory of the process it was started from until
    it runs its program, so a child of this process could never read below this process's own
    size: when GNU ``time`` is installed, it starts the command and reports its peak
    (``%M``); otherwise ``os.wait4``'s ``ru_maxrss`` is used and small peaks read high."""
    with tempfile.TemporaryFile() as err, tempfile.NamedTemporaryFile("r") as peak:
        wrapped = [GNU_TIME, "-f", "%M", "-o", peak.name, *argv] if GNU_TIME else argv
        start = time.perf_counter()
        proc = subprocess.Popen(wrapped, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                stderr=err, env={**os.environ, **env})
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        if proc.returncode != 0:
            err.seek(0)
            tail = err.read().decode("utf-8", "replace")[-2000:]
            raise RuntimeError(f"{' '.join(argv)} exited {proc.returncode}: {tail}")
        kib = int(peak.read().split()[-1]) if GNU_TIME else usage.ru_maxrss
    return Run(seconds, usage.ru_utime + usage.ru_stime, kib / 1024, proc.returncode)


def derive_argv(path: Path, out: Path, jobs: int, cache: Path | None) -> list[str]:
    """The ``code2skill derive`` command line a user runs (the console script beside this
    interpreter, else the same entry point through ``-c``)."""
    script = Path(sys.executable).parent / "code2skill"
    head = [str(script)] if script.is_file() else \
        [sys.executable, "-c", "from code2skill.cli import main; main()"]
    tail = ["--cache-dir", str(cache)] if cache else []
    return [*head, "derive", str(path), "-o", str(out), "--jobs", str(jobs), "--quiet", *tail]


def pooled(files: int, jobs: int) -> bool:
    """Whether ``extract_all`` uses a pool for ``files`` files (never under POOL_MIN_FILES)."""
    return jobs > 1 and files >= POOL_MIN_FILES


def raw_argv(corpus: Corpus, root: Path, jobs: int, work: Path) -> list[str]:
    """The :mod:`rawparse` command for the corpus files under ``root``, batched as
    ``extract_all`` batches them."""
    listing = work / "batches.json"
    listing.write_text(json.dumps([[[f.path, f.grammar] for f in batch]
                                   for batch in batches(corpus.files)]))
    n = jobs if pooled(len(corpus.files), jobs) else 1
    return [sys.executable, str(HERE / "rawparse.py"), str(root), str(listing), "--jobs", str(n)]


def measure_runs(corpus: Corpus, copy: Path, work: Path, jobs: int, repeat: int
                 ) -> dict[str, Measure]:
    """Every whole-process measurement, ``repeat`` rounds of: raw parse, start-up, cold on
    PATH, cold on the copy, warm with no change, warm with one file touched (then restored),
    each in :func:`isolated_env` of ``work``."""
    env = isolated_env(work)
    names = ("raw parse", "start-up", "cold, PATH", "cold", "warm, no change", "warm, one file")
    runs: dict[str, list[Run]] = {name: [] for name in names}
    out = work / "contract.json"
    empty = work / "empty"
    empty.mkdir(exist_ok=True)
    raw = raw_argv(corpus, copy, jobs, work)
    target = copy / touch_target(corpus.files).path
    original = target.read_bytes()
    run_child(derive_argv(empty, out, jobs, None), env)     # compiles the modules, unmeasured
    run_child(raw, env)
    for i in range(repeat):
        runs["raw parse"].append(run_child(raw, env))
        runs["start-up"].append(run_child(derive_argv(empty, out, jobs, None), env))
        runs["cold, PATH"].append(run_child(derive_argv(corpus.root, out, jobs,
                                                        work / f"cache-path-{i}"), env))
        cache = work / f"cache-{i}"
        runs["cold"].append(run_child(derive_argv(copy, out, jobs, cache), env))
        runs["warm, no change"].append(run_child(derive_argv(copy, out, jobs, cache), env))
        target.write_bytes(original + TOUCH)
        try:
            runs["warm, one file"].append(run_child(derive_argv(copy, out, jobs, cache), env))
        finally:
            target.write_bytes(original)
    return {name: Measure(name, r) for name, r in runs.items()}


def measure_scaling(corpus: Corpus, work: Path, jobs: int, repeat: int,
                    whole: Measure) -> list[dict[str, object]]:
    """Cold runs of each subset (:data:`FRACTIONS`) in :func:`isolated_env` of ``work``; the
    whole tree's row reuses ``whole``."""
    paths = [f.path for f in corpus.files]
    sizes = {f.path: f.size for f in corpus.files}
    rows = []
    for fraction in FRACTIONS:
        subset = choose_subset(paths, fraction)
        if fraction == 1:
            measure = whole
        else:
            tree = copy_tree(corpus, subset, work / f"subset-{fraction.denominator}")
            measure = Measure(str(fraction), [
                run_child(derive_argv(tree, work / "contract.json", jobs,
                                      work / f"cache-sub-{fraction.denominator}-{i}"),
                          isolated_env(work))
                for i in range(repeat)])
        rows.append({"fraction": str(fraction), "files": len(subset),
                     "bytes": sum(sizes[p] for p in subset),
                     "seconds": round(measure.seconds, 3), "cpu_s": round(measure.cpu, 3),
                     "peak_mib": round(measure.peak_mib, 1),
                     "runs": [round(r.seconds, 3) for r in measure.runs]})
    return rows


def exponents(rows: list[dict[str, object]], startup: float, field: str = "seconds",
              size: str = "files") -> dict[str, float | None]:
    """The growth exponent of the scaling rows' ``field`` (wall ``seconds`` or ``cpu_s``)
    against their ``size`` (``files`` or ``bytes``), as measured and less ``startup`` (``None``
    when a subset was not above the start-up)."""
    points = [(float(r[size]), float(r[field])) for r in rows]
    net = [(x, y - startup) for x, y in points]
    return {"measured": round(growth_exponent(points), 3),
            "after_startup": round(growth_exponent(net), 3) if all(y > 0 for _, y in net)
            else None}


def profile(copy: Path, work: Path) -> dict[str, object]:
    """One cProfile run of the in-process pipeline on ``copy`` with one process and a new empty
    cache folder in ``work``, in :func:`isolated_env` of ``work``, as the cold run (the cache's
    writes are part of a user's wait)."""
    profiler = cProfile.Profile()
    with mock.patch.dict(os.environ, isolated_env(work)):
        start = time.perf_counter()
        profiler.runcall(derive, copy, Settings(jobs=1, cache_dir=work / "cache-profile"))
        seconds = time.perf_counter() - start
    stats = pstats.Stats(profiler).stats
    return {"seconds": round(seconds, 3),
            "cumulative": top_functions(stats, "cumulative"),
            "own": top_functions(stats, "own")}


# --- report ------------------------------------------------------------------------------------

def provenance(load_before: tuple[float, ...]) -> dict[str, object]:
    """When and on what the figures were taken: ``{"when": UTC minute, "commit": short hash of
    the code2skill checkout (``"unknown"`` outside git), "load": [before, after]}``, each load
    the 1, 5 and 15 minute load averages (:func:`os.getloadavg`), the machine's other work."""
    try:
        commit = subprocess.run(["git", "-C", str(HERE), "rev-parse", "--short", "HEAD"],
                                capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        commit = "unknown"
    return {"when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "commit": commit,
            "load": [[round(x, 2) for x in load_before],
                     [round(x, 2) for x in os.getloadavg()]]}


def summary(corpus: Corpus, jobs: int, repeat: int, measures: dict[str, Measure],
            scaling: list[dict[str, object]] | None, prof: dict[str, object] | None
            ) -> dict[str, object]:
    """Everything measured, as one JSON-ready record."""
    raw, cold = measures["raw parse"], measures["cold"]

    def ratios(a: Measure, b: Measure) -> dict[str, float]:
        return {"wall": paired([r.seconds for r in a.runs], [r.seconds for r in b.runs]),
                "cpu": paired([r.cpu for r in a.runs], [r.cpu for r in b.runs])}
    out: dict[str, object] = {
        "root": str(corpus.root), "files": len(corpus.files), "bytes": corpus.bytes,
        "lines": corpus.lines, "jobs": jobs, "repeat": repeat,
        "pooled": pooled(len(corpus.files), jobs), "peak_rss": PEAK_SOURCE,
        "touched": touch_target(corpus.files).path,
        "runs": [{"run": m.name, "seconds": round(m.seconds, 3), "cpu_s": round(m.cpu, 3),
                  "peak_mib": round(m.peak_mib, 1),
                  "x_raw": ratio(m.seconds, raw.seconds), "x_cold": ratio(m.seconds, cold.seconds),
                  "all": [round(r.seconds, 3) for r in m.runs],
                  "all_cpu": [round(r.cpu, 3) for r in m.runs]} for m in measures.values()],
        "ratios": {"cold/raw": ratios(cold, raw),
                   "cold, PATH/raw": ratios(measures["cold, PATH"], raw),
                   "warm, no change/cold": ratios(measures["warm, no change"], cold),
                   "warm, one file/cold": ratios(measures["warm, one file"], cold)},
    }
    if scaling is not None:
        startup = measures["start-up"]
        out["scaling"] = scaling
        out["exponent"] = {size: {"wall": exponents(scaling, startup.seconds, "seconds", size),
                                  "cpu": exponents(scaling, startup.cpu, "cpu_s", size)}
                           for size in SIZES}
    if prof is not None:
        out["profile"] = prof
    return out


def exponent_cells(k: dict[str, float | None]) -> tuple[str, str]:
    """An :func:`exponents` value as two cells, measured and after start-up (``n/a``)."""
    after = k["after_startup"]
    return f"{k['measured']:.2f}", "n/a" if after is None else f"{after:.2f}"


def report_text(record: dict[str, object]) -> str:
    """The record as Markdown: a heading line, then tables of the runs, the paired ratios, the
    scaling subsets with their growth exponents, and the profile's top functions."""
    lines = [f"{record['root']}: {record['files']:,} files, {record['bytes'] / MB:.2f} MB, "
             f"{record['lines']:,} lines; --jobs {record['jobs']}"
             f"{'' if record['pooled'] or record['jobs'] == 1 else ' (no pool: too few files)'}"
             f", median of {record['repeat']} whole-process runs; touched: {record['touched']}",
             ""]
    if "when" in record:
        lines += [f"measured {record['when']} at code2skill {record['commit']}; load average "
                  f"(1, 5, 15 min) before "
                  f"{' / '.join(map(str, record['load'][0]))}, after "
                  f"{' / '.join(map(str, record['load'][1]))}", ""]
    lines += [f"peak MiB: {record['peak_rss']}", ""]
    lines += table(("run", "wall s", "cpu s", "peak MiB", "x raw", "x cold"), [
        (r["run"], f"{r['seconds']:.2f}", f"{r['cpu_s']:.2f}", f"{r['peak_mib']:.0f}",
         f"{r['x_raw']:.2f}", f"{r['x_cold']:.2f}") for r in record["runs"]])
    lines += [""]
    lines += table(("paired ratio (median over rounds)", "wall", "cpu"), [
        (name, f"{value['wall']:.2f}", f"{value['cpu']:.2f}")
        for name, value in record["ratios"].items()])
    if "scaling" in record:
        lines += ["", "Scaling (cold runs of nested subsets):", ""]
        lines += table(("subset", "files", "MB", "wall s", "cpu s", "peak MiB"), [
            (r["fraction"], f"{r['files']:,}", f"{r['bytes'] / MB:.2f}", f"{r['seconds']:.2f}",
             f"{r['cpu_s']:.2f}", f"{r['peak_mib']:.0f}") for r in record["scaling"]])
        lines += [""]
        lines += table(("growth exponent k (time ~ size^k)", "files", "files, after start-up",
                        "bytes", "bytes, after start-up"), [
            (kind, *(cell for size in SIZES for cell in exponent_cells(
                record["exponent"][size][kind]))) for kind in ("wall", "cpu")])
    if "profile" in record:
        prof = record["profile"]
        lines += ["", f"Profile: in-process derive, one process, empty cache, under cProfile "
                      f"({prof['seconds']:.2f} s)."]
        for by in ("cumulative", "own"):
            lines += ["", f"Top 10 by {by} time:", ""]
            lines += table(("function", "calls", "own s", "cum s"), [
                (f["function"], f"{f['calls']:,}", f"{f['own_s']:.2f}",
                 f"{f['cumulative_s']:.2f}") for f in prof[by]])
    return "\n".join(lines)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("path", type=Path, help="client repository to measure (never written)")
    ap.add_argument("--jobs", type=int, default=1, help="derive's --jobs (at least 1)")
    ap.add_argument("--repeat", type=int, default=3, help="runs of each kind (median reported)")
    ap.add_argument("--no-scaling", action="store_true", help="skip the subsets")
    ap.add_argument("--no-profile", action="store_true", help="skip the cProfile run")
    ap.add_argument("--json", action="store_true", help="print JSON instead of Markdown")
    args = ap.parse_args(argv)
    if args.jobs < 1 or args.repeat < 1:
        ap.error("--jobs and --repeat must be at least 1")
    if not args.path.is_dir():
        ap.error(f"not a folder: {args.path}")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    corpus = load_corpus(args.path)
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="code2skill-bench-") as tmp:
        work = Path(tmp)
        copy = copy_tree(corpus, [f.path for f in corpus.files], work / "copy")
        measures = measure_runs(corpus, copy, work, args.jobs, args.repeat)
        scaling = None if args.no_scaling else \
            measure_scaling(corpus, work, args.jobs, args.repeat, measures["cold"])
        prof = None if args.no_profile else profile(copy, work)
        record = summary(corpus, args.jobs, args.repeat, measures, scaling, prof)
        record.update(provenance(load_before))
    print(json.dumps(record, indent=2) if args.json else report_text(record))
    return 0


if __name__ == "__main__":
    sys.exit(main())
