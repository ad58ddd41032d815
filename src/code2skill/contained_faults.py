"""Rule ``internal.contained-fault``: a fault of code2skill itself (an exception no rule
expects) while it resolves one call site or builds one capability costs that call site or that
capability, never the whole run.

The boundaries are few: a call site's resolution (:meth:`code2skill.resolution.summaries.Summaries.site_templates`
and each per-request step of :meth:`~code2skill.resolution.summaries.Summaries.finish`), a recogniser's
declared requests, and the passes that build one capability from one endpoint
(:func:`code2skill.contract.build.build_capabilities`); a recogniser's ``declared`` and
``review`` hooks (:meth:`code2skill.resolution.emission.Emission.recogniser_hook`), the passes over the
whole capability list (:mod:`code2skill.contained_passes`) and the ``--graph``
(:func:`code2skill.cli.contained_graph`) are contained too. A fault there is a ``high`` review
item at its place (the call graph or the capability is incomplete there, so the contract must
not look complete) and an ``error`` diagnostic (a stderr line; exit 1 under ``--strict``,
exit 0 otherwise). Its message names the recogniser or pass and the exception's type and
message, redacted (:func:`code2skill.redact.redact`) and cut to :data:`MAX_MESSAGE` characters.

With the environment variable :data:`RAISE_ENV` set to ``1`` (the test suite sets it in
``tests/conftest.py``) a fault is raised instead, so a bug a user's run would contain still
fails a test.
"""
from __future__ import annotations

import os
from typing import NamedTuple

from code2skill.facts import Diagnostic
from code2skill.problem import Problem
from code2skill.redact import redact
from code2skill.values import Where

RULE = "internal.contained-fault"
RAISE_ENV = "CODE2SKILL_RAISE_INTERNAL"
MAX_MESSAGE = 300                 # characters of an exception's message kept
RECOGNISERS = "code2skill.extractors."


class Fault(NamedTuple):
    """One contained fault: ``where`` (repo-relative path and span; ``None``: no place),
    ``component`` (the recogniser or pass it was raised in, e.g. ``recogniser angular``),
    ``text`` (``<type>: <message>``, redacted) and ``lost`` (what the run leaves out, e.g.
    ``the requests of this call site``)."""

    where: Where | None
    component: str
    text: str
    lost: str


def raise_faults() -> bool:
    """Whether faults are raised instead of contained (:data:`RAISE_ENV` is ``1``)."""
    return os.environ.get(RAISE_ENV) == "1"


def fault(exc: Exception, where: Where | None, stage: str, lost: str) -> Fault:
    """The :class:`Fault` of ``exc`` raised at ``where``; ``stage`` names the boundary
    (``resolution``, a pass's name) and is the component unless a recogniser module
    (``code2skill.extractors.<id>``) is on the traceback, the innermost one then."""
    component = stage
    tb = exc.__traceback__
    while tb is not None:
        module = tb.tb_frame.f_globals.get("__name__", "")
        if module.startswith(RECOGNISERS):
            component = f"recogniser {module[len(RECOGNISERS):]} ({stage})"
        tb = tb.tb_next
    text = " ".join(f"{type(exc).__name__}: {exc}".split())
    if len(text) > MAX_MESSAGE:
        text = text[:MAX_MESSAGE - 1] + "…"
    return Fault(where, component, redact(text), lost)


def message(item: Fault) -> str:
    """The sentence a fault's review item and diagnostic carry."""
    return (f"internal fault in {item.component}: {item.text}; {item.lost} left out, so the "
            "contract is incomplete here (please report it)")


def fault_problem(item: Fault) -> Problem:
    """The ``high`` review problem of ``item`` (rule ``internal.contained-fault``)."""
    return Problem("high", message(item), item.where, RULE)


def fault_diagnostic(item: Fault, stage: str) -> Diagnostic:
    """The ``error`` diagnostic of ``item`` in pipeline stage ``stage`` (``resolve``,
    ``passes``): a stderr line, and exit 1 under ``--strict``."""
    path, line = (item.where[0], item.where[1][0]) if item.where else (".", None)
    return Diagnostic(path, stage, message(item), "error", line)


def contained(items: list, step, place, stage: str, lost) -> tuple[list[tuple], list[Fault]]:
    """``[(item, step(item)) for item in items]`` without the items ``step`` raises on, and
    the :class:`Fault` of each (at ``place(item)``, a :data:`~code2skill.values.Where` or
    ``None``; ``lost(item)`` says what is left out). Raises instead under :data:`RAISE_ENV`."""
    made, faults = [], []
    for item in items:
        try:
            made.append((item, step(item)))
        except Exception as exc:  # noqa: BLE001 - one item's fault must not end the run
            if raise_faults():
                raise
            faults.append(fault(exc, place(item), stage, lost(item)))
    return made, faults
