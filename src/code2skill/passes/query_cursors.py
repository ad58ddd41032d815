"""Rule ``query.cursor``: a query parameter that carries a pagination cursor is an input, never a
credential the client holds.

Rule ``query.held-credential`` takes a query value the client fills itself, under a
credential's name, for a credential the Host supplies. A token that marks where the next page
starts is no credential: Beatbump's ``ctoken`` (``&ctoken=${encodeURIComponent(
carouselContinuations?.continuation)}``, then ``ctoken = data.continuations.continuation`` from
the previous page's answer) is the continuation YouTube Music returns with each page, and a Tool
that cannot take it cannot page. A query parameter is a cursor when its name, or the name of
the value any call site sends in it, is a cursor's (rule ``precondition.issued-value``'s
:data:`~code2skill.passes.preconditions.CURSOR_NAME`: ``cursor``, ``pageToken``,
``nextToken``, ``continuation``, ``ctoken``, ``next``, ``after`` …): where a credential
rule would have taken it (``query.held-credential``, or its own name a credential's:
``ctoken``), it stays an input described as the position the previous page's answer gives
(:func:`cursor_description`), cited where it is sent, and rule ``input.credential`` does not
take an input named as a cursor, or made one here, for a credential the caller gives either
(:func:`cursor_inputs`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from code2skill.contract.pointer import escape

from .preconditions import CURSOR_NAME

if TYPE_CHECKING:                                    # pragma: no cover - types only
    from code2skill.contract.models import Capability

RULE = "query.cursor"


def cursor_param(name: str, entries: list) -> str | None:
    """The cursor's name that makes query parameter ``name`` a cursor (its own, or the
    source name of one of ``entries``, the ``QueryParam`` values the call sites send in it),
    or ``None``."""
    for said in [name] + [e.source for e in entries if e.source]:
        if CURSOR_NAME.search(said):
            return said
    return None


def cursor_description(name: str, said: str) -> str:
    """The description of cursor input ``name`` whose cursor's name is ``said``."""
    named = "" if said == name else f" ({said})"
    return (f"Pagination cursor{named}: the position of the page to read, as the previous "
            "page's answer returns it (query parameter).")


def cursor_inputs(cap: "Capability") -> set[str]:
    """The top-level inputs of ``cap`` that are cursors: named as one (``pageToken``,
    ``ctoken``, a typed query member too), or made one by this rule (their evidence cites
    it)."""
    properties = (cap.inputSchema or {}).get("properties") or {}
    return {name for name in properties
            if CURSOR_NAME.search(name) or any(e.rule == RULE for e in cap.evidence.get(
                f"/inputSchema/properties/{escape(name)}", []))}
