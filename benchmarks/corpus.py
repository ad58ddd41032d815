"""Corpus benchmark: ``code2skill derive`` on real front ends, one row per repository.

Usage::

    python benchmarks/corpus.py --corpus-dir DIR [--only NAME ...]
                                [--set tuning|untouched|untouched-2|untouched-3|untouched-4|untouched-5|untouched-6|untouched-7|untouched-8|untouched-9|untouched-10|untouched-11|untouched-12|untouched-13]
                                [--timeout 600]
                                [--json OUT] [--markdown]
                                [--keep-contracts DIR] [--from-contracts DIR]

The repositories are listed in ``benchmarks/corpus.toml`` (``repo``, pinned ``commit``,
``folder``, ``style``, ``set``). Each is expected as a checkout at ``DIR/<owner>+<name>``
(``benchmarks/README.md``, section Corpus, says how to populate it); a missing checkout, or
one whose ``HEAD`` is not the pinned commit, is reported in the row's ``note``.

For each repository, ``code2skill derive <checkout>/<folder> -o <tmp> --jobs 1 --quiet`` runs as
a whole process (the ``code2skill`` next to this Python), timed with ``time.perf_counter``
(wall clock), with a timeout (reported as ``timeout``). Its contract is loaded and the row
gives: exit code, seconds, capabilities, ``review[]`` items by severity (high/medium/low/info),
capabilities with status ``requires-review``, the coverage figures of ``source.coverage``
(request-like sites, resolved, reviewed, unresolved; ``-`` when the contract has none), and one
column per invariant of :mod:`invariants` with its violation count. Each set (tuning,
untouched, untouched-2, untouched-3, untouched-4, untouched-5, untouched-6, untouched-7, untouched-8, untouched-9, untouched-10, untouched-11, untouched-12, untouched-13; any other set a manifest names after them) is printed as a table of its own with its totals.
``--keep-contracts DIR`` keeps each contract as ``DIR/<owner>+<name>.json`` with its run
record; ``--from-contracts DIR`` recomputes the table from kept contracts without deriving again.
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import invariants  # noqa: E402  (a sibling module of this script)

MANIFEST = Path(__file__).resolve().parent / "corpus.toml"
SEVERITIES = ("high", "medium", "low", "info")
SETS = ("tuning", "untouched", "untouched-2", "untouched-3", "untouched-4", "untouched-5", "untouched-6", "untouched-7", "untouched-8", "untouched-9", "untouched-10", "untouched-11", "untouched-12", "untouched-13", "untouched-14", "untouched-15", "untouched-16",
        "untouched-17", "untouched-18", "untouched-20", "untouched-22", "untouched-23", "untouched-24",
        "untouched-25", "untouched-26", "untouched-27", "untouched-28", "untouched-29", "untouched-30",
        "untouched-31", "untouched-32", "untouched-33", "untouched-34", "untouched-35", "untouched-36",
        "untouched-37", "untouched-38", "untouched-39", "untouched-40", "untouched-41", "untouched-42", "untouched-43",
        "untouched-44", "untouched-45", "untouched-46")
COVERAGE = ("requestLikeSites", "resolved", "reviewed", "unresolved")


@dataclass(frozen=True, slots=True)
class Entry:
    """One ``[[repo]]`` of the manifest."""

    repo: str
    commit: str
    folder: str
    style: str
    set: str

    @property
    def key(self) -> str:
        """``owner+name``: the checkout's folder name under the corpus directory."""
        return self.repo.replace("/", "+")


@dataclass(slots=True)
class Row:
    """One repository's measurements (``None``: not measured)."""

    repo: str
    set: str
    style: str
    exit: int | str | None = None
    seconds: float | None = None
    capabilities: int | None = None
    review: dict[str, int] = field(default_factory=dict)
    requires_review: int | None = None
    coverage: dict[str, Any] | None = None
    violations: dict[str, int] = field(default_factory=dict)
    note: str = ""
    details: dict[str, list[dict[str, Any]]] = field(default_factory=dict)


def load_manifest(path: Path = MANIFEST) -> list[Entry]:
    """The manifest's entries, in file order."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return [Entry(r["repo"], r["commit"], r.get("folder", "."), r.get("style", ""), r["set"])
            for r in data["repo"]]


def select(entries: list[Entry], only: list[str] | None, which: str | None) -> list[Entry]:
    """Entries named by ``--only`` (``owner/name``, ``owner+name`` or ``name``) and in set
    ``which``; an unknown ``--only`` name is an error."""
    if only:
        names = {n.lower() for n in only}
        known = {e.repo.lower() for e in entries} | {e.key.lower() for e in entries} \
            | {e.repo.split("/")[1].lower() for e in entries}
        if unknown := names - known:
            raise SystemExit(f"not in the manifest: {', '.join(sorted(unknown))}")
        entries = [e for e in entries if {e.repo.lower(), e.key.lower(),
                                          e.repo.split("/")[1].lower()} & names]
    return [e for e in entries if which is None or e.set == which]


def head_of(checkout: Path) -> str | None:
    """The checkout's ``HEAD`` commit, or ``None`` when it is no git work tree."""
    done = subprocess.run(["git", "-C", str(checkout), "rev-parse", "HEAD"],
                          capture_output=True, text=True)
    return done.stdout.strip() if done.returncode == 0 else None


def derive_command() -> list[str]:
    """The ``code2skill`` of this Python's environment (else the one on ``PATH``)."""
    local = Path(sys.executable).with_name("code2skill")
    found = str(local) if local.exists() else shutil.which("code2skill")
    if found is None:
        raise SystemExit("code2skill is not installed in this environment")
    return [found]


def run_derive(root: Path, out: Path, timeout: float) -> tuple[int | str, float, str]:
    """``(exit code or "timeout", wall seconds, stderr tail)`` of one whole derive process."""
    cmd = derive_command() + ["derive", str(root), "-o", str(out), "--jobs", "1", "--quiet"]
    start = time.perf_counter()
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", time.perf_counter() - start, ""
    return done.returncode, time.perf_counter() - start, done.stderr[-2000:]


def reader_for(root: Path):
    """A :data:`invariants.Reader` of files under ``root`` (``None`` outside it or unreadable)."""
    base = root.resolve()
    cache: dict[str, str | None] = {}

    def read(path: str) -> str | None:
        if path not in cache:
            target = (base / path).resolve()
            try:
                target.relative_to(base)
                cache[path] = target.read_text(encoding="utf-8", errors="replace")
            except (ValueError, OSError):
                cache[path] = None
        return cache[path]
    return read


def measure(row: Row, contract: dict[str, Any], root: Path) -> None:
    """Fill ``row`` from a loaded contract (analysed tree at ``root``)."""
    caps = [c for c in contract.get("capabilities") or [] if isinstance(c, dict)]
    row.capabilities = len(caps)
    counts = Counter(r.get("severity") for r in contract.get("review") or [])
    row.review = {s: counts.get(s, 0) for s in SEVERITIES}
    row.requires_review = sum(c.get("status") == "requires-review" for c in caps)
    source = contract.get("source") if isinstance(contract.get("source"), dict) else {}
    row.coverage = source.get("coverage")
    read = reader_for(root)
    for column, check in invariants.CHECKS:
        found = check(contract, read)
        row.violations[column] = len(found)
        row.details[column] = [asdict(v) for v in found]


def run_entry(entry: Entry, corpus_dir: Path, timeout: float, keep: Path | None,
              kept: Path | None) -> Row:
    """Derive one repository (or load its kept contract) and measure it."""
    row = Row(entry.repo, entry.set, entry.style)
    checkout = corpus_dir / entry.key
    root = checkout / entry.folder
    if not root.is_dir():
        row.note = f"missing checkout {entry.key}/{entry.folder}"
        return row
    head = head_of(checkout)
    if head != entry.commit:
        row.note = f"checkout at {head or 'no git HEAD'}, not the pinned {entry.commit[:10]}"
    if kept is not None:
        record = json.loads((kept / f"{entry.key}.json").read_text(encoding="utf-8"))
        row.exit, row.seconds = record["exit"], record["seconds"]
        contract = record["contract"]
        if record.get("note"):
            row.note = (row.note + "; " if row.note else "") + record["note"]
    else:
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "canonical-contract.json"
            row.exit, row.seconds, stderr = run_derive(root, out, timeout)
            contract = json.loads(out.read_text(encoding="utf-8")) if out.exists() else None
        failure = "" if contract is not None else "no contract" + (
            f": {stderr.strip().splitlines()[-1]}" if stderr.strip() else "")
        if failure:
            row.note = (row.note + "; " if row.note else "") + failure
        if keep is not None:
            keep.mkdir(parents=True, exist_ok=True)
            (keep / f"{entry.key}.json").write_text(json.dumps(
                {"exit": row.exit, "seconds": row.seconds, "note": failure,
                 "contract": contract}), encoding="utf-8")
    if contract is not None:
        measure(row, contract, root)
    return row


# ----------------------------------------------------------------------------- output
def cells(row: Row) -> list[str]:
    """The printed cells of a row (see :func:`header`)."""
    dash = "-"
    cov = row.coverage if isinstance(row.coverage, dict) else None
    seconds = f"{row.seconds:.1f}" if row.seconds is not None else dash
    return ([row.repo, str(row.exit if row.exit is not None else dash), seconds,
             str(row.capabilities if row.capabilities is not None else dash)]
            + [str(row.review.get(s, dash)) for s in SEVERITIES]
            + [str(row.requires_review if row.requires_review is not None else dash)]
            + [str(cov.get(k, dash)) if cov else dash for k in COVERAGE]
            + [str(row.violations.get(c, dash)) for c, _ in invariants.CHECKS]
            + [row.note])


def header() -> list[str]:
    return (["repo", "exit", "s", "caps", "high", "med", "low", "info", "req-rev",
             "sites", "resolved", "reviewed", "unres"]
            + [c for c, _ in invariants.CHECKS] + ["note"])


def totals(rows: list[Row]) -> list[str]:
    """A total row: sums of every numeric column over measured rows."""
    measured = [r for r in rows if r.capabilities is not None]
    out = ["**total**", f"{sum(r.exit == 0 for r in rows)}/{len(rows)} ok",
           f"{sum(r.seconds or 0 for r in rows):.0f}", str(sum(r.capabilities for r in measured))]
    out += [str(sum(r.review.get(s, 0) for r in measured)) for s in SEVERITIES]
    out += [str(sum(r.requires_review or 0 for r in measured))]
    covs = [r.coverage for r in measured if isinstance(r.coverage, dict)]
    out += [str(sum(int(c.get(k) or 0) for c in covs)) if covs else "-" for k in COVERAGE]
    out += [str(sum(r.violations.get(c, 0) for r in measured)) for c, _ in invariants.CHECKS]
    return out + [""]


def table(rows: list[Row], markdown: bool) -> str:
    """The rows (and a total) as a Markdown or a plain aligned table."""
    body = [header()] + [cells(r) for r in rows] + ([totals(rows)] if rows else [])
    if markdown:
        lines = ["| " + " | ".join(body[0]) + " |", "|" + "---|" * len(body[0])]
        lines += ["| " + " | ".join(c.replace("|", "\\|") for c in r) + " |" for r in body[1:]]
        return "\n".join(lines)
    widths = [max(len(r[i]) for r in body) for i in range(len(body[0]))]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in body)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus-dir", type=Path, required=True)
    ap.add_argument("--only", nargs="+")
    ap.add_argument("--set", choices=SETS)
    ap.add_argument("--timeout", type=float, default=600.0, help="seconds per repository")
    ap.add_argument("--json", type=Path, help="write every row, with violation details")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--manifest", type=Path, default=MANIFEST)
    ap.add_argument("--keep-contracts", type=Path)
    ap.add_argument("--from-contracts", type=Path)
    args = ap.parse_args(argv)
    entries = select(load_manifest(args.manifest), args.only, args.set)
    rows = []
    for entry in entries:
        row = run_entry(entry, args.corpus_dir, args.timeout, args.keep_contracts,
                        args.from_contracts)
        print(f"{entry.repo}: exit {row.exit}, {row.capabilities} capabilities"
              + (f" ({row.note})" if row.note else ""), file=sys.stderr, flush=True)
        rows.append(row)
    for which in SETS + tuple(sorted({r.set for r in rows} - set(SETS))):
        part = [r for r in rows if r.set == which]
        if part:
            print(f"\n{'## ' if args.markdown else ''}{which.upper()} ({len(part)} repositories)\n")
            print(table(part, args.markdown))
    if args.json:
        args.json.write_text(json.dumps([asdict(r) for r in rows], indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
