"""Validation reports: text, JSON and SARIF 2.1.0, like ``audit``'s (:mod:`code2skill.audit.report`).

Exit codes: 0 no finding, 1 findings (2, usage and input errors, is the command line's).
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from code2skill.audit.report import artifact_uri, sarif_log, sarif_result, sarif_rule
from code2skill.redact import redact
from code2skill.safe_io import escape_surrogates, json_text, printable
from code2skill.validate.rules import RULES, Finding


def exit_code(findings: list[Finding]) -> int:
    return int(bool(findings))


def where(f: Finding) -> str:
    return f"{f.file}:{f.line}:{f.column or 1}" if f.line else f.file


def render_text(findings: list[Finding], package: str) -> str:
    """One block per finding, then a count line; every line's control characters escaped."""
    lines = [f"validate {package}"]
    for f in findings:
        who = f" [{f.capability}]" if f.capability else ""
        lines.append(f"{where(f)}: {f.severity} {f.rule} {f.name}{who}: {redact(f.message)}")
        lines.append(f"    fix: {f.hint}")
    lines.append(f"{len(findings)} finding{'s' * (len(findings) != 1)}")
    return escape_surrogates("\n".join(map(printable, lines)) + "\n")


def render_json(findings: list[Finding], package: str) -> str:
    return json_text({
        "package": package, "exitCode": exit_code(findings), "count": len(findings),
        "findings": [{"rule": f.rule, "name": f.name, "severity": f.severity,
                      "message": redact(f.message), "file": f.file, "line": f.line,
                      "column": f.column, "capability": f.capability, "fix": f.hint}
                     for f in findings],
    })


def sarif_rules() -> list[dict[str, Any]]:
    return [sarif_rule(r, "validate") for r in RULES.values()]


def render_sarif(findings: list[Finding], package: Path, base: Path | None = None) -> str:
    index = {rule_id: k for k, rule_id in enumerate(RULES)}
    results = []
    for f in findings:
        region: dict[str, int] = {}
        if f.line:
            region["startLine"] = f.line
            if f.column:
                region["startColumn"] = f.column
        location: dict[str, Any] = {"artifactLocation": {"uri": artifact_uri(package / f.file,
                                                                             base)}}
        if region:
            location["region"] = region
        results.append(sarif_result(
            f.rule, index[f.rule], f.severity, f"{redact(f.message)}. Fix: {f.hint}.",
            [{"physicalLocation": location}], f"{f.rule}|{f.file}|{f.message}",
            {"capability": f.capability} if f.capability else {}))
    return sarif_log(sarif_rules(), results, "utf16CodeUnits")


def render(fmt: str, findings: list[Finding], package: Path) -> str:
    """The report in ``fmt`` (``text``, ``json`` or ``sarif``)."""
    if fmt == "sarif":
        return render_sarif(findings, package)
    if fmt == "json":
        return render_json(findings, os.fspath(package))
    return render_text(findings, os.fspath(package))
