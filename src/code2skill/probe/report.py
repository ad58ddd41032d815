"""The probe's report: a table (Tool, dry-run requests counted, live mismatches, verdict) with
the failures under it, or JSON; exit 0 when every check passed, else 1."""
from __future__ import annotations

import os

from code2skill.probe import ProbeResult
from code2skill.safe_io import json_text, printable


def exit_code(result: ProbeResult) -> int:
    return 0 if result.ok else 1


def render(fmt: str, result: ProbeResult) -> str:
    if fmt == "json":
        return json_text({
            "package": os.fspath(result.package), "ok": result.ok, "failures": result.failures,
            "tools": [{"name": t.name, "dryRunRequests": t.dry_run_requests,
                       "liveMismatches": t.live_mismatches, "failures": t.failures,
                       "verdict": "pass" if t.ok else "fail"} for t in result.tools]})
    rows = [("Tool", "dry-run requests", "live mismatches", "verdict")]
    rows += [(t.name, str(t.dry_run_requests), str(len(t.live_mismatches)),
              "pass" if t.ok else "FAIL") for t in result.tools]
    widths = [max(len(r[k]) for r in rows) for k in range(4)]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    for failure in result.failures:
        lines.append(f"package: {failure}")
    for tool in result.tools:
        for item in tool.live_mismatches + tool.failures:
            lines.append(f"{tool.name}: {item}")
    verdict = "pass" if result.ok else "FAIL"
    lines.append(f"probe {verdict}: {sum(t.ok for t in result.tools)}/{len(result.tools)} Tools "
                 f"pass, {len(result.failures)} package failures")
    return "\n".join(printable(line) for line in lines) + "\n"
