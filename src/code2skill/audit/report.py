"""Audit reports: human text, JSON, and SARIF 2.1.0 (for GitHub code scanning); exit codes.

Every finding is located in the contract file (its JSON Pointer, mapped to a line by
:class:`~code2skill.audit.sourcemap.SourceMap`) and, when it concerns code, at source lines of
the client. Exit codes: 0 no finding at or above ``fail_on``; 1 some finding at or above it
(2, usage and input errors, is the command line's).
"""
from __future__ import annotations

import hashlib
import json
import os
import re
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any
from urllib.parse import quote_from_bytes

from code2skill import __version__
from code2skill.audit.rules import RANK, RULES, SEVERITIES, Finding, SourceRef
from code2skill.audit.sourcemap import SourceMap
from code2skill.catalogue import catalogue
from code2skill.redact import redact
from code2skill.safe_io import escape_surrogates, json_text, printable, relative_in_root

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
SARIF_LEVEL = {"high": "error", "medium": "warning", "low": "note", "info": "note"}
CAPABILITY_INDEX = re.compile(r"^/capabilities/\d+")
DIGITS = re.compile(r"\d+")


def exit_code(findings: list[Finding], fail_on: str) -> int:
    """1 when some finding is at or above ``fail_on``, else 0."""
    return int(any(RANK[f.severity] >= RANK[fail_on] for f in findings))


def counts(findings: list[Finding]) -> dict[str, int]:
    tally = Counter(f.severity for f in findings)
    return {s: tally.get(s, 0) for s in reversed(SEVERITIES)}


def where(ref: SourceRef) -> str:
    return f"{ref.file}:{ref.line}" if ref.line else ref.file


# ---------------------------------------------------------------- text
def render_text(findings: list[Finding], contract: str, contract_text: str, root: str,
                fail_on: str) -> str:
    """One block per finding, then a count line; control characters of every line (a file
    name or pointer of a hand-edited contract holding a terminal escape) are escaped."""
    smap = SourceMap(contract_text)
    lines = [f"audit of {contract} against {root}"]
    for f in findings:
        line, column = smap.position(f.pointer)
        who = f" [{f.capability}]" if f.capability else ""
        lines.append(f"{contract}:{line}:{column}: {f.severity} {f.rule} {f.name}{who}: "
                     f"{f.message}")
        lines.append(f"    at {f.pointer or '/'}")
        if f.sources:
            lines.append("    source: " + ", ".join(where(s) for s in f.sources[:5]) +
                         (f", … ({len(f.sources) - 5} more)" if len(f.sources) > 5 else ""))
        lines.append(f"    fix: {f.hint}")
    c = counts(findings)
    failing = sum(1 for f in findings if RANK[f.severity] >= RANK[fail_on])
    lines.append(f"{len(findings)} finding{'s' * (len(findings) != 1)}: "
                 + ", ".join(f"{n} {s}" for s, n in c.items())
                 + f"; {failing} at or above --fail-on {fail_on}")
    return "\n".join(map(printable, lines)) + "\n"   # a hostile contract's names, escaped


# ---------------------------------------------------------------- JSON
def render_json(findings: list[Finding], contract: str, contract_text: str, root: str,
                fail_on: str) -> str:
    smap = SourceMap(contract_text)
    data = {
        "contract": contract, "root": root, "failOn": fail_on,
        "exitCode": exit_code(findings, fail_on), "counts": counts(findings),
        "findings": [{
            "rule": f.rule, "name": f.name, "severity": f.severity, "message": f.message,
            "pointer": f.pointer, "line": smap.line_of(f.pointer), "capability": f.capability,
            "sources": [{"file": s.file, "line": s.line, "column": s.column}
                        for s in f.sources],
            "fix": f.hint} for f in findings],
    }
    return json_text(data)


# ---------------------------------------------------------------- SARIF
SEGMENT_SAFE = "!$&'()*+,;=@"     # RFC 3986 pchar beyond unreserved, less ':' (a first
                                 # segment holding ':' would read as a scheme)


def artifact_uri(path: Path, base: Path | None = None, follow: bool = True) -> str:
    """A relative reference to ``path`` from ``base`` (the working directory: a repository's
    root in CI) when it lies inside it, else an absolute ``file:`` URI; every segment
    percent-encoded from its bytes as RFC 3986 and SARIF §3.10 require (a space, ``#``, ``%``,
    ``?``, control characters, non-ASCII letters; an undecodable byte of a file name as
    itself). ``follow``: links in ``path`` are resolved; else it is an absolute path taken as
    written (a source place: nothing below the client folder is looked at)."""
    base = (base or Path.cwd()).resolve()
    full = path.resolve() if follow else path
    try:
        parts = full.relative_to(base).parts
    except ValueError:
        return "file:///" + "/".join(segment(p) for p in full.parts[1:])
    return "/".join(segment(p) for p in parts) if parts else "."


def segment(name: str) -> str:
    """One path segment of a URI: ``name``'s bytes (``os.fsencode``) percent-encoded."""
    return quote_from_bytes(os.fsencode(name), safe=SEGMENT_SAFE)


def sarif_rules() -> list[dict[str, Any]]:
    return [sarif_rule(r, {"L": "lint", "D": "drift", "E": "evidence"}[r.id[4]])
            for r in RULES.values()]


def sarif_rule(rule, tag: str) -> dict[str, Any]:
    """One SARIF ``reportingDescriptor`` of an audit, validate or probe rule (``id``,
    ``name``, ``summary``, ``hint``, ``severity``), tagged ``code2skill`` and ``tag``; its
    ``helpUri`` and ``help.markdown`` come from the rule catalogue (the README section that
    describes it)."""
    entry = catalogue()[rule.id]
    return {
        "id": rule.id, "name": "".join(w.capitalize() for w in rule.name.split("-")),
        "shortDescription": {"text": rule.summary},
        "fullDescription": {"text": f"{rule.summary}."},
        "helpUri": entry.help_uri,
        "help": {"text": f"Fix: {rule.hint}.",
                 "markdown": f"**{rule.id}** ({entry.kind}, {entry.severity}): "
                             f"{entry.summary}.\n\n**Fix:** {entry.hint}.\n\n"
                             f"[Documentation]({entry.help_uri})"},
        "defaultConfiguration": {"level": SARIF_LEVEL[rule.severity]},
        "properties": {"tags": ["code2skill", tag], "severity": rule.severity},
    }


def render_sarif(findings: list[Finding], contract: Path, contract_text: str, root: Path,
                 base: Path | None = None) -> str:
    """A SARIF 2.1.0 log with one run (rule ``sarif.locations``): a finding about code has its
    first source place as ``locations[0]`` (GitHub shows only that one) with its end line and
    column, and the contract place (by JSON Pointer) first in ``relatedLocations``, followed
    by its other source places; a finding about the contract alone has the contract place
    as ``locations[0]``. Fingerprints: :func:`fingerprint`."""
    smap = SourceMap(contract_text)
    index = {rule_id: k for k, rule_id in enumerate(RULES)}
    contract_uri = artifact_uri(contract, base)
    identities = capability_identities(contract_text)
    results = []
    for f in findings:
        line, column = smap.position(f.pointer)
        in_contract = {
            "physicalLocation": {"artifactLocation": {"uri": contract_uri},
                                 "region": {"startLine": line, "startColumn": column}},
            "logicalLocations": [{"fullyQualifiedName": f.pointer or "/", "kind": "member"}],
            "message": {"text": f"contract {f.pointer or '/'}"},
        }
        places = [place for s in f.sources
                  if (place := source_location(s, root, base)) is not None]
        locations, related = (places[:1], [in_contract, *places[1:]]) if places else \
            ([in_contract], [])
        result = {
            "ruleId": f.rule, "ruleIndex": index[f.rule], "level": SARIF_LEVEL[f.severity],
            "message": {"text": f"{f.message}. Fix: {f.hint}."},
            "locations": locations,
            "partialFingerprints": {"code2skillFinding/v2": fingerprint(f, identities)},
            "properties": {"severity": f.severity, "pointer": f.pointer,
                           **({"capability": f.capability} if f.capability else {})},
        }
        if related:
            result["relatedLocations"] = [dict(loc, id=k) for k, loc in enumerate(related, 1)]
        results.append(result)
    return sarif_log(sarif_rules(), results, "unicodeCodePoints")


def sarif_result(rule: str, index: int, severity: str, text: str, locations: list[dict],
                 identity: str, properties: dict[str, Any]) -> dict[str, Any]:
    """One SARIF ``result`` of a validate or probe finding (audit's own carry related
    locations and identity fingerprints): ``rule`` and its ``index`` in the run's
    rules, the level of ``severity``, the message ``text``, ``locations``, a partial
    fingerprint (the first 32 hex digits of the sha256 of ``identity``) and ``properties``
    (after ``severity``)."""
    fingerprint = hashlib.sha256(identity.encode()).hexdigest()
    return {
        "ruleId": rule, "ruleIndex": index, "level": SARIF_LEVEL[severity],
        "message": {"text": text}, "locations": locations,
        "partialFingerprints": {"code2skillFinding/v1": fingerprint[:32]},
        "properties": {"severity": severity, **properties},
    }


def sarif_log(rules: list[dict[str, Any]], results: list[dict[str, Any]],
              column_kind: str) -> str:
    """A SARIF 2.1.0 log of one code2skill run as JSON text: the driver with ``rules``
    (:func:`sarif_rule`), ``results`` (:func:`sarif_result`) and ``column_kind``
    (``unicodeCodePoints`` or ``utf16CodeUnits``)."""
    return json_text({
        "$schema": SARIF_SCHEMA, "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "code2skill", "version": __version__,
                                "semanticVersion": __version__, "rules": rules}},
            "columnKind": column_kind,
            "results": results,
        }],
    })


def source_location(s: SourceRef, root: Path, base: Path | None) -> dict[str, Any] | None:
    """A SARIF location of a source place, with the region's end when it is known; ``None``
    for a place a hostile contract names outside the client folder ``root`` (rule
    ``sarif.locations``: an absolute or network path, a ``..`` that climbs out, a NUL, an
    empty name), which no artifact URI may point at."""
    rel = relative_in_root(s.file)
    if rel is None:
        return None
    region: dict[str, int] = {}
    for key, value in (("startLine", s.line), ("startColumn", s.column),
                       ("endLine", s.end_line), ("endColumn", s.end_column)):
        if isinstance(value, int) and not isinstance(value, bool) and value > 0 and \
                (key == "startLine" or "startLine" in region):
            region[key] = value
    loc: dict[str, Any] = {"physicalLocation": {
        "artifactLocation": {"uri": artifact_uri(root.resolve() / rel, base, follow=False)}}}
    if region:
        loc["physicalLocation"]["region"] = region
    loc["message"] = {"text": f"source {where(s)}" + (f" ({s.note})" if s.note else "")}
    return loc


def capability_identities(contract_text: str) -> dict[str, str]:
    """Capability name → ``service METHOD path template`` of its first request, read from the
    contract's text (empty when the text is not a JSON object)."""
    try:
        data = json.loads(contract_text)
    except ValueError:
        return {}
    out = {}
    for cap in data.get("capabilities") or [] if isinstance(data, dict) else []:
        requests = (cap.get("implementation") or {}).get("requests") \
            if isinstance(cap, dict) and isinstance(cap.get("implementation"), dict) else None
        first = requests[0] if isinstance(requests, list) and requests and \
            isinstance(requests[0], dict) else {}
        if isinstance(cap, dict) and isinstance(cap.get("name"), str):
            out[cap["name"]] = " ".join(str(first.get(k, "")) for k in
                                        ("service", "method", "pathTemplate"))
    return out


def fingerprint(f: Finding, identities: dict[str, str]) -> str:
    """Rule ``sarif.fingerprint``: a finding's identity that survives edits elsewhere: its
    rule, the capability's service, method and path template (never its index in
    ``/capabilities``), the field inside the capability, and the message with every number
    masked (a line number moves when a line is inserted above). 32 hex digits."""
    field = CAPABILITY_INDEX.sub("", f.pointer) if f.capability else f.pointer
    identity = identities.get(f.capability, f.capability) if f.capability else ""
    text = "|".join((f.rule, identity or "", field, DIGITS.sub("#", f.message)))
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:32]


def render(fmt: str, findings: list[Finding], contract: Path, contract_text: str, root: Path,
           fail_on: str) -> str:
    """The report in format ``fmt`` (``text``, ``json`` or ``sarif``); messages and notes are
    redacted (:mod:`code2skill.redact`): a hand-edited contract may hold a credential."""
    findings = [replace(f, message=redact(f.message), sources=tuple(
        replace(s, note=redact(s.note)) if s.note else s for s in f.sources)) for f in findings]
    if fmt == "sarif":
        return render_sarif(findings, contract, contract_text, root)
    show_root = os.fspath(root)
    if fmt == "json":
        return render_json(findings, os.fspath(contract), contract_text, show_root, fail_on)
    return escape_surrogates(render_text(findings, os.fspath(contract), contract_text,
                                         show_root, fail_on))
