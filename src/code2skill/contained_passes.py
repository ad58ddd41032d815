"""Rule ``internal.contained-fault`` for the passes over the whole capability list: a fault of
code2skill itself (an exception no rule expects) in such a pass costs that pass's contribution
to the run, never the run, and never leaves the contract looking safer or surer than proven.

Two boundaries (:class:`PassGuard`):

- :meth:`PassGuard.whole` runs a pass over all capabilities at once. On a fault its
  ``fallback`` (the capabilities as they came in, no review items) stands for its result, and
  a ``high`` review item (no capability) names the pass and what is therefore not checked. A
  *safety* pass (one that marks capabilities ``requires-review`` or sets their auth, policy,
  side effect or hints) that fails leaves every ``draft`` capability ``requires-review``
  (:meth:`PassGuard.settled`): what it would have flagged is unknown.
- :meth:`PassGuard.each` runs a pass that reads one capability at a time, capability by
  capability: on a fault that capability comes through unchanged but ``requires-review``, with
  a ``high`` review item of its own; the others get the pass.

Each fault is also an ``error`` diagnostic of stage ``passes`` (a stderr line; exit 1 under
``--strict``, 0 otherwise). Under :data:`code2skill.contained_faults.RAISE_ENV` the fault is
raised instead.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, TypeVar

from code2skill.contained_faults import RULE, Fault, fault, raise_faults
from code2skill.contract.models import Capability, ReviewItem
from code2skill.evidence import inferred, where_of
from code2skill.facts import Diagnostic

T = TypeVar("T")
Flagging = Callable[[list[Capability]], tuple[list[Capability], list[ReviewItem]]]
PLACE = "/implementation/requests/0/pathTemplate"     # the evidence a capability's item cites


@dataclass(slots=True)
class PassGuard:
    """The faults met by the whole-list passes of one run: ``review`` (their ``high`` items),
    ``diagnostics`` (their ``error`` lines) and ``unproven`` (a safety pass failed)."""

    review: list[ReviewItem] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    unproven: bool = False

    def whole(self, name: str, step: Callable[[], T], fallback: T, unchecked: str,
              safety: bool) -> T:
        """``step()``, or ``fallback`` when it raises (noted: a ``high`` item saying
        ``unchecked``, e.g. ``credential inputs were not checked``; ``safety`` makes every
        draft capability ``requires-review`` at :meth:`settled`). ``name`` is the pass's."""
        try:
            return step()
        except Exception as exc:  # noqa: BLE001 - one pass's fault must not end the run
            if raise_faults():
                raise
            item = fault(exc, None, f"the {name} pass", unchecked)
            consequence = "so every capability's status is requires-review" if safety else \
                "so the contract is incomplete here"
            self.note(item, None, consequence)
            self.unproven = self.unproven or safety
            return fallback

    def each(self, name: str, step: Flagging, capabilities: list[Capability],
             unchecked: str) -> tuple[list[Capability], list[ReviewItem]]:
        """``step`` run on each capability alone (``step([cap])``), results in order; a
        capability ``step`` raises on comes through unchanged, ``requires-review`` if it was
        ``draft``, with a ``high`` item saying ``unchecked`` (``step`` must read each
        capability alone: its result on a list is the concatenation of its results on each)."""
        out: list[Capability] = []
        review: list[ReviewItem] = []
        for cap in capabilities:
            try:
                made, items = step([cap])
            except Exception as exc:  # noqa: BLE001 - one capability's fault costs it alone
                if raise_faults():
                    raise
                places = [w for w in map(where_of, cap.evidence.get(PLACE) or []) if w]
                item = fault(exc, places[0] if places else None, f"the {name} pass",
                             unchecked)
                self.note(item, cap.name, "so its status is requires-review")
                out.append(unproven(cap))
                continue
            out.extend(made)
            review.extend(items)
        return out, review

    def note(self, item: Fault, capability: str | None, consequence: str) -> None:
        """Record ``item``: its ``high`` review item (of ``capability``, ``None``: of the run)
        and its ``error`` diagnostic."""
        text = f"{sentence(item)}, {consequence} (please report it)"
        self.review.append(ReviewItem(severity="high", capability=capability, message=text,
                                      evidence=[inferred(item.where, RULE, item.component)]))
        path, line = (item.where[0], item.where[1][0]) if item.where else (".", None)
        self.diagnostics.append(Diagnostic(path, "passes", text, "error", line))

    def settled(self, capabilities: list[Capability]) -> list[Capability]:
        """``capabilities``, every ``draft`` one ``requires-review`` when a safety pass
        failed (nothing then proves what it would have flagged)."""
        return [unproven(c) for c in capabilities] if self.unproven else capabilities


def sentence(item: Fault) -> str:
    """``internal fault in <pass>: <type>: <message>; <what is not checked>``."""
    return f"internal fault in {item.component}: {item.text}; {item.lost}"


def unproven(cap: Capability) -> Capability:
    """``cap`` ``requires-review`` if it was ``draft`` (any other status says more)."""
    return cap.model_copy(update={"status": "requires-review"}) if cap.status == "draft" \
        else cap
