"""The stderr lines of a run's diagnostics: one per limit, however many files hit it.

A budget hit in many files or requests (``limit schema-run-elements exceeded`` once per
request past the run's budget, ``limit request-sites-per-run exceeded`` once per file cut)
gives one diagnostic each, and the contract's ``source.diagnostics`` keeps every one. On
stderr they would bury every other line, so :func:`diagnostic_lines` prints the first
diagnostic of each limit as it is, followed by how many more name the same limit and the
first :data:`SHOWN` of their files; every other diagnostic keeps its own line.
"""
from __future__ import annotations

import re
from typing import Iterable

from code2skill.facts import Diagnostic

LIMIT = re.compile(r"limit ([\w-]+) exceeded\b")
SHOWN = 3           # files named after a limit's first line


def diagnostic_lines(diagnostics: Iterable[Diagnostic]) -> list[str]:
    """``path: stage: reason (line N)`` for each of ``diagnostics`` (in order), those naming a
    limit (:data:`LIMIT`) folded into the first of their limit: ``… (and 41 more: a.js,
    b.js, c.js …; source.diagnostics lists them)``."""
    lines: list[str] = []
    first: dict[str, int] = {}             # limit → its line's index in ``lines``
    more: dict[str, list[str]] = {}        # limit → the paths of its other diagnostics
    for d in diagnostics:
        line = f"{d.path}: {d.stage}: {d.reason}" + (f" (line {d.line})" if d.line else "")
        match = LIMIT.match(d.reason)
        if match is None:
            lines.append(line)
        elif match.group(1) in first:
            more[match.group(1)].append(d.path)
        else:
            first[match.group(1)] = len(lines)
            more[match.group(1)] = []
            lines.append(line)
    for limit, index in first.items():
        others = more[limit]
        if others:
            files = list(dict.fromkeys(p for p in others if p))
            named = ", ".join(files[:SHOWN]) + (" …" if len(files) > SHOWN else "")
            lines[index] += (f" (and {len(others)} more of this limit"
                             + (f": {named}" if named else "")
                             + "; source.diagnostics lists them)")
    return lines
