"""A problem of the run: a request-like call site the tool could not turn into a capability,
reported as a review item that names no capability.

Every source of problems (the resolver and its recognisers, the observation of request
templates, the coverage checks of the pipeline) gives a :class:`Problem`; phase 7
(:func:`code2skill.emit.assemble`) makes each one a review item whose evidence is the problem's
place, cited under the problem's ``rule``.
"""
from __future__ import annotations

from typing import NamedTuple

from code2skill.values import Where

UNRESOLVED_RULE = "resolve.unresolved"


class Problem(NamedTuple):
    """``severity`` of its review item (``info``, ``low``, ``medium``, ``high``), its
    ``message``, ``where`` (repo-relative path and span of the call site; ``None``: no place)
    and ``rule``, the rule id its evidence cites (rule ``resolve.unresolved`` — a request-like
    call the resolver could not follow — unless the problem's own rule says more, as
    ``wrapper.chosen-arm`` does for a library call in an arm no call takes)."""

    severity: str
    message: str
    where: Where | None
    rule: str = UNRESOLVED_RULE
