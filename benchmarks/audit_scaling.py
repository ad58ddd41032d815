"""How `code2skill audit` scales with the number of capabilities of the contract it reads.

A benchmark, not a test (it asserts no times). The contract is a sample's golden contract
with its capabilities repeated to N, each copy renamed (``add_book_3``) and its paths given a
first segment of its own (``/v3/api/books``), so every copy is a distinct capability the
source no longer calls (a drift finding each). For each N, one `audit` process is run and its
CPU time (user + system) and peak RSS are printed, with the CPU time per capability and the
exponent ``k`` of ``seconds ~ N^k`` (least squares on log-log, start-up subtracted): linear
work is k ≈ 1.

    python benchmarks/audit_scaling.py [--sample samples/bookshelf-fetch] [--sizes 500 1000 2000 4000]
"""
from __future__ import annotations

import argparse
import copy
import json
import math
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

CLI = "import sys; from code2skill.cli import main; sys.argv[0] = 'code2skill'; main()"


def synthetic(contract: dict, n: int) -> dict:
    """``contract`` with its capabilities repeated to ``n``, each copy renamed and its
    requests' path templates given a first segment of their own."""
    base = contract["capabilities"]
    caps = []
    for i in range(n):
        cap = copy.deepcopy(base[i % len(base)])
        k = i // len(base)
        if k:
            cap["name"] = f"{cap['name']}_{k}"
            for request in cap["implementation"]["requests"]:
                request["pathTemplate"] = f"/v{k}" + request["pathTemplate"]
        caps.append(cap)
    return {**contract, "capabilities": caps}


def measured(args: list[str]) -> tuple[float, int]:
    """CPU seconds (user + system) and peak RSS in KiB of one child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-c", CLI, *args], capture_output=True, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime,
            after.ru_maxrss)


def slope(xs: list[float], ys: list[float]) -> float:
    """Least-squares slope of ``log ys`` on ``log xs``."""
    lx, ly = [math.log(x) for x in xs], [math.log(max(y, 1e-3)) for y in ys]
    mx, my = sum(lx) / len(lx), sum(ly) / len(ly)
    return sum((a - mx) * (b - my) for a, b in zip(lx, ly)) / sum((a - mx) ** 2 for a in lx)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sample", type=Path, default=Path("samples/bookshelf-fetch"))
    parser.add_argument("--sizes", type=int, nargs="+", default=[500, 1000, 2000, 4000])
    options = parser.parse_args()
    golden = json.loads((options.sample / "expected" / "canonical-contract.json").read_text())
    with tempfile.TemporaryDirectory() as tmp:
        empty = Path(tmp, "empty")
        empty.mkdir()
        startup, _ = measured(["derive", str(empty), "-o", str(Path(tmp, "e.json")), "-q"])
        rows = []
        for n in options.sizes:
            path = Path(tmp, f"c{n}.json")
            path.write_text(json.dumps(synthetic(golden, n)), encoding="utf-8")
            cpu, rss = measured(["audit", str(path), str(options.sample), "--jobs", "1", "-q",
                                 "-o", str(Path(tmp, "report.txt"))])
            rows.append((n, path.stat().st_size, cpu, rss))
            print(f"{n:>7,} capabilities {path.stat().st_size / 1e6:8.1f} MB  cpu {cpu:6.2f} s  "
                  f"({(cpu - startup) / n * 1000:.2f} ms each)  peak RSS {rss / 1024:7.0f} MB",
                  flush=True)
    k = slope([r[0] for r in rows], [r[2] - startup for r in rows])
    print(f"start-up {startup:.2f} s; seconds ~ N^{k:.2f}")


if __name__ == "__main__":
    main()
