"""The probe's report: a table (Tool, dry-run requests counted, live calls made, live requests
checked against the contract, live mismatches, verdict) with the failures under it and a last
line counting the Tools that pass and what was checked live, JSON, or SARIF 2.1.0 like ``audit``'s and ``validate``'s (rules
``C2S-P…``, :mod:`code2skill.probe.rules`); exit 0 when every check passed, else 1.

SARIF locations: a failure of the listing, the dry run or bad input is at the Tool's
``registerTool("name"`` line of ``adapter.mjs``; a live request or outcome failure at the
``export async function`` line of ``functions/<name>.mjs``; a package failure at line 1 of
``adapter.mjs`` (listing) or ``server.mjs``. Each result names its Tool as a logical location.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from code2skill.audit.report import artifact_uri, sarif_log, sarif_result, sarif_rule
from code2skill.export.names import function_file
from code2skill.probe import ProbeResult
from code2skill.probe.rules import RULES, rule_of
from code2skill.redact import redact
from code2skill.safe_io import json_text, printable, read_text_in_root

IN_ADAPTER = frozenset(("C2S-P001", "C2S-P003", "C2S-P004"))
FILE_CAP = 16 << 20


def exit_code(result: ProbeResult) -> int:
    return 0 if result.ok else 1


def render(fmt: str, result: ProbeResult, base: Path | None = None) -> str:
    """The report in ``fmt`` (``text``, ``json`` or ``sarif``; ``base``: the folder SARIF
    paths are relative to, the working directory by default)."""
    if fmt == "sarif":
        return render_sarif(result, base)
    if fmt == "json":
        return json_text({
            "package": os.fspath(result.package), "ok": result.ok, "failures": result.failures,
            "tools": [{"name": t.name, "dryRunRequests": t.dry_run_requests,
                       "liveCalls": t.live_calls,
                       "liveRequestsChecked": t.live_requests_checked,
                       "liveMismatches": t.live_mismatches, "failures": t.failures,
                       "verdict": "pass" if t.ok else "fail"} for t in result.tools]})
    rows = [("Tool", "dry-run requests", "live calls", "live requests checked",
             "live mismatches", "verdict")]
    rows += [(t.name, str(t.dry_run_requests), str(t.live_calls), str(t.live_requests_checked),
              str(len(t.live_mismatches)), "pass" if t.ok else "FAIL") for t in result.tools]
    widths = [max(len(r[k]) for r in rows) for k in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    for failure in result.failures:
        lines.append(f"package: {failure}")
    for tool in result.tools:
        for item in tool.live_mismatches + tool.failures:
            lines.append(f"{tool.name}: {item}")
    verdict = "pass" if result.ok else "FAIL"
    lines.append(f"probe {verdict}: {sum(t.ok for t in result.tools)}/{len(result.tools)} Tools "
                 f"pass, {len(result.failures)} package failures; "
                 f"{sum(t.live_requests_checked for t in result.tools)} live requests checked "
                 f"in {sum(t.live_calls for t in result.tools)} live calls")
    return "\n".join(printable(line) for line in lines) + "\n"


def failures_of(result: ProbeResult) -> list[tuple[str | None, str, str]]:
    """``(Tool or None for the package, rule, message)`` of every failure, in report order."""
    out: list[tuple[str | None, str, str]] = [(None, rule_of(m), m) for m in result.failures]
    for tool in result.tools:
        if tool.dry_run_requests:
            out.append((tool.name, "C2S-P003",
                        f"dry run: {tool.dry_run_requests} requests reached the backend"))
        out += [(tool.name, "C2S-P005", m) for m in tool.live_mismatches]
        out += [(tool.name, rule_of(m), m) for m in tool.failures]
    return out


def line_of(package: Path, file: str, needle: str) -> int:
    """The 1-based line of ``file`` (in ``package``) holding ``needle`` first, else 1."""
    try:
        text = read_text_in_root(package, file, FILE_CAP, errors="replace")
    except OSError:
        return 1
    at = text.find(needle)
    return 1 if at < 0 else text.count("\n", 0, at) + 1


def location(package: Path, tool: str | None, rule: str, base: Path | None) -> dict[str, Any]:
    if tool is None:
        file, needle = ("adapter.mjs" if rule == "C2S-P001" else "server.mjs"), ""
    elif rule in IN_ADAPTER:
        file, needle = "adapter.mjs", f'registerTool("{tool}"'
    else:
        file, needle = function_file(tool), "export async function"
    line = line_of(package, file, needle) if needle else 1
    found: dict[str, Any] = {"physicalLocation": {
        "artifactLocation": {"uri": artifact_uri(package / file, base)},
        "region": {"startLine": line}}}
    if tool is not None:
        found["logicalLocations"] = [{"name": tool, "kind": "function"}]
    return found


def render_sarif(result: ProbeResult, base: Path | None = None) -> str:
    """A SARIF 2.1.0 log of the probe's failures (see the module docstring)."""
    index = {rule_id: k for k, rule_id in enumerate(RULES)}
    results = [sarif_result(rule, index[rule], RULES[rule].severity,
                            f"{redact(message)}. Fix: {RULES[rule].hint}.",
                            [location(result.package, tool, rule, base)],
                            f"{rule}|{tool or ''}|{message}",
                            {"tool": tool} if tool else {})
               for tool, rule, message in failures_of(result)]
    return sarif_log([sarif_rule(r, "probe") for r in RULES.values()], results,
                     "utf16CodeUnits")
