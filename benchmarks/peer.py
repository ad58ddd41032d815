#!/usr/bin/env python3
"""Compare code2skill with its closest peer, sad-py (CLI ``sad``), on apps with hand-made truth.

Usage:
  python benchmarks/peer.py MANIFEST --scorer SCORE_ENDPOINTS.py --sad SAD_BIN \
      [--code2skill CODE2SKILL_BIN] [--out DIR] [--nice N] [--repeat N] \
      [--sad-arg=--max-steps=2000000 ...] [--code2skill-arg=--jobs=1 ...]

MANIFEST is a tab-separated file, one app a line (``#`` starts a comment):
  name <TAB> client folder <TAB> truth file
Relative paths are read from the manifest's own folder. A truth file is either the scorer's JSON
(``{"calls": [{"method", "pathTemplate", "bodyFields"?}]}``) or a TSV whose header names the
columns ``method`` and ``path`` (one endpoint a row); a TSV is rewritten as that JSON under DIR.

For each app, in this order and one process at a time:
  1. ``code2skill derive FOLDER -o DIR/<app>.code2skill.json`` (plus each ``--code2skill-arg``)
  2. ``sad analyze FOLDER --format json -o DIR/<app>.sad.json`` (sad's default budgets, plus each
     ``--sad-arg``, e.g. the deeper budgets its README suggests)
Each process is timed: wall seconds (monotonic clock), user+system CPU seconds and peak RSS
(``os.wait4`` rusage of that child; ``ru_maxrss`` is KiB on Linux). The CPU time includes the
child's own reaped worker processes (code2skill's pool); the peak RSS is that of the largest single
process, not a sum over workers. With ``--repeat N`` each tool runs N times and the figures of
the run with the least wall time are kept (the outputs are the same each time).

sad's endpoints become (METHOD, path template) as follows, written as a minimal contract
``{"capabilities": [{"implementation": {"requests": [{"method", "pathTemplate", "bindings"}]}}]}``
(DIR/<app>.sad-contract.json), one request per distinct pair:
  - WebSocket endpoints (``protocol`` not ``http``, or a ``ws://``/``wss://`` URL) are dropped: the
    truth files and code2skill's Tools hold HTTP requests only;
  - the URL loses its query and fragment, then its scheme and host (``https://h/x`` -> ``/x``,
    ``ws://{host}/x`` -> ``/x``); a URL that does not start with ``/`` after that (a leading
    placeholder such as ``{base}/api/x``, or a page-relative ``users/1``) gets a leading ``/``;
  - every placeholder ``{name}`` sad writes for a value it cannot resolve becomes ``{}`` (the
    scorer ignores parameter names anyway), and so does a server-side template action sad keeps
    verbatim from an HTML page (``{{.basePath}}``, ``<%= post_path %>``), as code2skill's own
    reading of such pages does;
  - an unknown method (``null``) becomes ``UNKNOWN``, which matches no truth endpoint;
  - a body sad resolved to an object gives one ``body:<dotted leaf>`` binding per leaf.
Both contracts are then scored by the shared scorer with the same options
(``--truth T --prefix /api --prefix /{} --json``: a derived path that matches nothing is retried
without a leading ``/api`` or a leading base placeholder), so neither tool gets a rule the other
does not. Body recall is reported only where the truth lists body fields (``n/a`` otherwise).

Outputs under DIR: the two raw outputs, sad's contract, each scorer report, ``results.json`` (all
figures, the truth endpoints only one tool matches, and the non-truth endpoints only one tool
derives) and ``table.md`` (the Markdown table, also printed). The script makes no network request
and never copies the apps: it only reads the client folders through the two tools.
"""
from __future__ import annotations

import argparse
import csv
import importlib.util
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path


def load_scorer(path: Path):
    """The shared scorer as a module, for its path normalisation ``norm_path``."""
    spec = importlib.util.spec_from_file_location("score_endpoints", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def read_manifest(path: Path) -> list[dict]:
    """[{'name', 'folder', 'truth'}] from the tab-separated manifest, paths made absolute."""
    apps = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        name, folder, truth = (part.strip() for part in line.split("\t"))
        apps.append({"name": name, "folder": (path.parent / folder).resolve(),
                     "truth": (path.parent / truth).resolve()})
    return apps


def truth_json(truth: Path, out_dir: Path, name: str) -> Path:
    """The truth as the scorer's JSON: a .json file as is, a TSV (method, path) rewritten."""
    if truth.suffix == ".json":
        return truth
    with truth.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    calls = [{"method": row["method"].strip().upper(), "pathTemplate": row["path"].strip()}
             for row in rows if row.get("method") and row.get("path")]
    target = out_dir / f"{name}.truth.json"
    target.write_text(json.dumps({"calls": calls}, indent=1), encoding="utf-8")
    return target


def timed_run(argv: list[str], niceness: int) -> dict:
    """Run one process; {'rc', 'wall', 'cpu', 'rss_mb', 'stderr_tail'} from os.wait4's rusage."""
    start = time.monotonic()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            preexec_fn=(lambda: os.nice(niceness)) if niceness else None)
    stderr = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    lines = stderr.decode("utf-8", "replace").splitlines()
    return {"rc": proc.returncode, "wall": round(wall, 2),
            "cpu": round(usage.ru_utime + usage.ru_stime, 2),
            "rss_mb": round(usage.ru_maxrss / 1024, 1), "stderr_lines": len(lines),
            "stderr_tail": lines[-3:]}


def best_run(argv: list[str], niceness: int, repeat: int) -> dict:
    """The run with the least wall time of ``repeat`` runs of ``argv``."""
    runs = [timed_run(argv, niceness) for _ in range(max(1, repeat))]
    return min(runs, key=lambda run: run["wall"])


TEMPLATE_ACTION = re.compile(r"\{\{.*?\}\}|<%.*?%>")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
SCHEME_HOST = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://[^/]*")


def sad_path_template(url: str) -> str:
    """sad's URL as a path template: no query, fragment, scheme or host; placeholders ``{}``."""
    path = re.split(r"[?#]", url, maxsplit=1)[0]
    path = SCHEME_HOST.sub("", path)
    path = PLACEHOLDER.sub("{}", TEMPLATE_ACTION.sub("{}", path))
    return path if path.startswith("/") else "/" + path


def body_leaves(body, prefix: str = "") -> list[str]:
    """Dotted leaf names of a body sad resolved to an object; [] for anything else."""
    if not isinstance(body, dict):
        return [prefix] if prefix else []
    leaves = []
    for key, value in body.items():
        dotted = f"{prefix}.{key}" if prefix else str(key)
        leaves.extend(body_leaves(value, dotted) if isinstance(value, dict) and value else [dotted])
    return leaves


def is_websocket(endpoint: dict) -> bool:
    """True for an endpoint sad reports as a WebSocket (protocol or ws/wss scheme)."""
    url = str(endpoint.get("url") or "")
    return endpoint.get("protocol") not in (None, "http") or url.startswith(("ws://", "wss://"))


def sad_contract(sad_output: dict) -> tuple[dict, dict]:
    """(minimal contract, counts) from sad's JSON: one request per distinct (METHOD, template)."""
    requests: dict[tuple[str, str], set] = {}
    counts = {"raw": 0, "websocket": 0, "unknown_method": 0}
    for endpoint in sad_output.get("endpoints", []):
        counts["raw"] += 1
        if is_websocket(endpoint):
            counts["websocket"] += 1
            continue
        method = (endpoint.get("method") or "UNKNOWN").upper()
        counts["unknown_method"] += method == "UNKNOWN"
        key = (method, sad_path_template(str(endpoint.get("url") or "")))
        requests.setdefault(key, set()).update(body_leaves(endpoint.get("body")))
    contract = {"capabilities": [{"implementation": {"requests": [
        {"method": method, "pathTemplate": path,
         "bindings": [{"target": f"body:{leaf}"} for leaf in sorted(fields)]}
        for (method, path), fields in sorted(requests.items())]}}]}
    return contract, counts


def score(scorer: Path, contract: Path, truth: Path, report: Path) -> dict:
    """The shared scorer's JSON report (its last stdout line, a summary, is dropped)."""
    out = subprocess.run([sys.executable, str(scorer), str(contract), "--truth", str(truth),
                          "--prefix", "/api", "--prefix", "/{}", "--json"],
                         capture_output=True, text=True, check=True).stdout
    result = json.loads(out.rstrip().rsplit("\n", 1)[0])
    report.write_text(json.dumps(result, indent=1), encoding="utf-8")
    return result


def derived_keys(module, contract: dict) -> dict[tuple[str, str], str]:
    """{(METHOD, normalised path): label} of every request of a contract."""
    keys = {}
    for cap in contract.get("capabilities", []):
        for req in (cap.get("implementation") or {}).get("requests", []):
            method = str(req.get("method", "")).upper()
            keys[(method, module.norm_path(req.get("pathTemplate") or ""))] = (
                f"{method} {req.get('pathTemplate')}")
    return keys


def only_one(module, truth: dict, scores: dict, contracts: dict) -> dict:
    """Truth endpoints one tool matches and the other misses; other requests only one derives."""
    labels = {f"{c['method'].upper()} {c['pathTemplate']}" for c in truth.get("calls", [])}
    matched = {tool: labels - set(scores[tool]["missing"]) for tool in scores}
    keys = {tool: derived_keys(module, contracts[tool]) for tool in contracts}
    extra = {}
    for tool, other in (("code2skill", "sad"), ("sad", "code2skill")):
        extra_labels = set(scores[tool]["extra"])
        extra[tool] = sorted(label for key, label in keys[tool].items()
                             if label in extra_labels and key not in keys[other])
    return {"truth_only_code2skill": sorted(matched["code2skill"] - matched["sad"]),
            "truth_only_sad": sorted(matched["sad"] - matched["code2skill"]),
            "extra_only_code2skill": extra["code2skill"], "extra_only_sad": extra["sad"]}


def run_app(app: dict, args, module) -> dict:
    """Both tools on one app's client folder, scored; the app's row of results.json."""
    out, name = args.out, app["name"]
    truth_path = truth_json(app["truth"], out, name)
    truth = json.loads(truth_path.read_text(encoding="utf-8"))
    c2s_out, sad_out = out / f"{name}.code2skill.json", out / f"{name}.sad.json"
    runs = {"code2skill": best_run([args.code2skill, "derive", str(app["folder"]), "-o",
                                    str(c2s_out), *args.code2skill_arg], args.nice, args.repeat),
            "sad": best_run([args.sad, "analyze", str(app["folder"]), "--format", "json", "-o",
                             str(sad_out), *args.sad_arg], args.nice, args.repeat)}
    sad_raw = json.loads(sad_out.read_text(encoding="utf-8"))
    contract, counts = sad_contract(sad_raw)
    sad_contract_path = out / f"{name}.sad-contract.json"
    sad_contract_path.write_text(json.dumps(contract, indent=1), encoding="utf-8")
    contracts = {"code2skill": json.loads(c2s_out.read_text(encoding="utf-8")), "sad": contract}
    scores = {tool: score(args.scorer, path, truth_path, out / f"{name}.{tool}.score.json")
              for tool, path in (("code2skill", c2s_out), ("sad", sad_contract_path))}
    counts.update(incomplete=sad_raw.get("analysis_incomplete"),
                  issues=len(sad_raw.get("issues", [])))
    return {"app": name, "expected": scores["sad"]["expected"], "runs": runs,
            "scores": {tool: {k: scores[tool][k] for k in ("recall", "precision", "body_recall",
                                                           "matched", "derived")}
                       for tool in scores},
            "sad_counts": counts, "only": only_one(module, truth, scores, contracts)}


def fmt(value) -> str:
    """A ratio or figure for the table; n/a for None."""
    return "n/a" if value is None else f"{value:.3f}" if isinstance(value, float) else str(value)


def totals(rows: list[dict]) -> dict:
    """Summed figures over the apps: micro-averaged recall and precision, summed times, max RSS."""
    total = {"app": "**total**", "expected": sum(r["expected"] for r in rows), "scores": {},
             "runs": {}}
    for tool in ("code2skill", "sad"):
        matched = sum(r["scores"][tool]["matched"] for r in rows)
        derived = sum(r["scores"][tool]["derived"] for r in rows)
        total["scores"][tool] = {
            "matched": matched, "derived": derived,
            "recall": round(matched / total["expected"], 4) if total["expected"] else None,
            "precision": round(matched / derived, 4) if derived else None, "body_recall": None}
        total["runs"][tool] = {
            "wall": round(sum(r["runs"][tool]["wall"] for r in rows), 2),
            "cpu": round(sum(r["runs"][tool]["cpu"] for r in rows), 2),
            "rss_mb": max(r["runs"][tool]["rss_mb"] for r in rows)}
    return total


def table(rows: list[dict]) -> str:
    """The Markdown table: one line per app and tool, then the totals."""
    head = ("| app | tool | endpoints found | matched / truth | recall | precision | body recall "
            "| wall s | CPU s | peak RSS MB |\n|---|---|---|---|---|---|---|---|---|---|\n")
    lines = []
    for row in rows + [totals(rows)]:
        for tool in ("code2skill", "sad"):
            s, r = row["scores"][tool], row["runs"][tool]
            lines.append(f"| {row['app']} | {tool} | {s['derived']} | {s['matched']} / "
                         f"{row['expected']} | {fmt(s['recall'])} | {fmt(s['precision'])} | "
                         f"{fmt(s['body_recall'])} | {r['wall']} | {r['cpu']} | {r['rss_mb']} |")
    return head + "\n".join(lines) + "\n"


def version(executable: str) -> str:
    """What ``EXECUTABLE --version`` prints (sad 0.1.1 prints 0.1.0)."""
    done = subprocess.run([executable, "--version"], capture_output=True, text=True)
    return (done.stdout or done.stderr).strip()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("manifest", type=Path)
    ap.add_argument("--scorer", type=Path, required=True, help="the shared score_endpoints.py")
    ap.add_argument("--sad", required=True, help="the sad executable (its own venv)")
    ap.add_argument("--code2skill", default=".venv/bin/code2skill")
    ap.add_argument("--out", type=Path, default=Path("peer-out"))
    ap.add_argument("--nice", type=int, default=10, help="niceness of both tools' processes")
    ap.add_argument("--repeat", type=int, default=1, help="runs per tool; the fastest is kept")
    ap.add_argument("--sad-arg", action="append", default=[], help="extra argument for sad")
    ap.add_argument("--code2skill-arg", action="append", default=[],
                    help="extra argument for code2skill derive")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    module = load_scorer(args.scorer)
    rows = []
    for app in read_manifest(args.manifest):
        print(f"{time.strftime('%H:%M:%S')} {app['name']} load {os.getloadavg()[0]:.1f}",
              file=sys.stderr)
        rows.append(run_app(app, args, module))
    result = {"settings": {"code2skill": version(args.code2skill), "sad": version(args.sad),
                           "code2skill_args": args.code2skill_arg, "sad_args": args.sad_arg,
                           "nice": args.nice, "repeat": args.repeat},
              "apps": rows, "total": totals(rows), "load_end": os.getloadavg()}
    (args.out / "results.json").write_text(json.dumps(result, indent=1), encoding="utf-8")
    text = table(rows)
    (args.out / "table.md").write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
