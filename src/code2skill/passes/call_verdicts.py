"""Capabilities that every one of their calls condemns: the shared frame of the passes that
mark a Tool ``requires-review`` when each call site behind it lies in code the client may
never run (:mod:`.orphan_modules`: a module nothing loads, :mod:`.uncalled`: a function
nothing calls, :mod:`.undispatched`: an action nothing dispatches). Pure."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from code2skill.contract.models import Capability, ReviewItem

V = TypeVar("V")


def call_verdicts(clusters: Iterable, names: dict[int, str],
                  verdict: Callable[[object], V | None]) -> dict[str, list[V | None]]:
    """``{capability name: [verdict of each of its calls]}`` over the observed calls of
    ``clusters``; ``names`` maps ``id(observed call)`` to its capability, ``verdict`` gives a
    call's finding or ``None`` (the call may run)."""
    found: dict[str, list[V | None]] = {}
    for cl in clusters:
        for call in cl.calls:
            name = names.get(id(call))
            if name is not None:
                found.setdefault(name, []).append(verdict(call))
    return found


def condemned(capabilities: list[Capability], verdicts: dict[str, list[V | None]],
              pick: Callable[[list[V]], V]) -> list[tuple[Capability, V | None]]:
    """Each capability in order with the verdict ``pick`` chooses among its calls' when every
    one of its calls has a verdict, else ``None`` (some call may run)."""
    out: list[tuple[Capability, V | None]] = []
    for cap in capabilities:
        found = verdicts.get(cap.name) or [None]
        verdict = None if any(v is None for v in found) else pick(found)  # type: ignore[arg-type]
        out.append((cap, verdict))
    return out


def mark_condemned(capabilities: list[Capability], verdicts: dict[str, list[V | None]],
                   pick: Callable[[list[V]], V], item: Callable[[Capability, V], ReviewItem]
                   ) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities in order, those every call of which has a verdict set to
    ``requires-review``, and one review item per such capability: ``item`` of it and the
    verdict ``pick`` chooses among its calls' (:func:`condemned`)."""
    out, review = [], []
    for cap, verdict in condemned(capabilities, verdicts, pick):
        if verdict is None:
            out.append(cap)
            continue
        out.append(cap.model_copy(update={"status": "requires-review"}))
        review.append(item(cap, verdict))
    return out, review


def drop_condemned(capabilities: list[Capability], verdicts: dict[str, list[V | None]],
                   pick: Callable[[list[V]], V], item: Callable[[Capability, V], ReviewItem]
                   ) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities in order less those every call of which has a verdict — no call the
    client makes, so no Tool — and one review item for each of those: ``item`` of it and
    the verdict ``pick`` chooses among its calls' (:func:`condemned`)."""
    out, review = [], []
    for cap, verdict in condemned(capabilities, verdicts, pick):
        if verdict is None:
            out.append(cap)
        else:
            review.append(item(cap, verdict))
    return out, review
