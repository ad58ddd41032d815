"""Rule ``policy.positional-move``: a write that takes the item it moves by its position is
not idempotent, whatever its method.

``PUT`` and ``DELETE`` are idempotent by HTTP's contract (RFC 9110 §9.2.2) when the request
names the state it leaves. A move that picks its item by position names no such state: ``PUT
/audits/{id}/movefinding {oldIndex, newIndex}`` takes the item now at ``oldIndex``, and after
it has run once another item stands there, so a repeat moves a different one; a swap run
twice swaps back. Such a write is one whose body or query sends two positions or more
(:func:`position_fields`: fields whose last word is :data:`POSITION_WORDS`, ``oldIndex``,
``newPosition``, ``from_idx``, or a number whose last word is :data:`NUMBERED_WORDS`,
``fromOrder: integer``), or whose last static path segment, name or naming function starts
with a swap (:func:`swap_word`: :data:`SWAP_WORDS`, ``/columns/swap``, ``swapColumns``). It
is ``at-most-once``: never retried automatically, an unknown outcome reconciled, and a
``medium`` review item says why. A move of an item its id names to one position (``PUT
/queue/items/{id}?new_position=3``, ``moveItem``) or a reorder sending the new order whole
(``{ids}``) leaves the same state when repeated: its method's idempotency stands, and so does
a record's edit that sends its sort order among its fields (``{deptName, sortOrder}``). Reads
are left alone, and so is a write no rule made idempotent.
"""
from __future__ import annotations

from .naming import words

RULE = "policy.positional-move"
# last words of a field naming a position in a list
POSITION_WORDS = frozenset({"index", "idx", "position", "pos", "rank"})
# last words of a field naming a position only as a number (``order`` may be a purchase,
# ``offset`` a time zone's text)
NUMBERED_WORDS = frozenset({"order", "offset"})
# verbs of exchanging two items' places: run twice, they undo themselves
SWAP_WORDS = frozenset({"swap"})


def positional(name: str, schema: object) -> bool:
    """Whether a field names a position (module docstring): ``oldIndex``, ``position``,
    ``sortOrder`` as a number; not ``order`` as an object."""
    said = words(name)
    typed = schema.get("type") if isinstance(schema, dict) else None
    return bool(said) and (said[-1] in POSITION_WORDS or said[-1] in NUMBERED_WORDS
                           and typed in ("integer", "number"))


def position_fields(fields: dict) -> list[str]:
    """The fields (sorted; ``fields`` maps each body or query field to its schema) naming
    positions when there are two or more of them, the one the item is taken from and the one
    it goes to (module docstring): ``{oldIndex: number, newIndex: number}`` → ``['newIndex',
    'oldIndex']``; ``[]`` for ``{new_position}``, ``{deptName, sortOrder}``, ``{order:
    object}``."""
    found = [name for name in sorted(fields) if positional(name, fields[name])]
    return found if len(found) > 1 else []


def swap_word(path: str, name: str, function: str | None) -> str | None:
    """The swap verb (:data:`SWAP_WORDS`) that starts the path's last segment when it is
    static (``/columns/swap``), the capability ``name`` (``swap_columns``) or the naming
    function's own name (``Board.swapColumns``); else ``None`` (``moveItem``,
    ``/sections/reorder``)."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    last = segments[-1] if segments and "{" not in segments[-1] else ""
    said = [words(last)[:1], name.split("_")[:1], words((function or "").split(".")[-1])[:1]]
    return next((first[0] for first in said if first and first[0] in SWAP_WORDS), None)


def moved_by(method: str, effect: str, fields: dict, path: str, name: str,
             function: str | None) -> str | None:
    """What says a write moves an item by position (module docstring; ``fields``: its body
    and query fields and their schemas): ``"fields newIndex, oldIndex"``, ``"word
    'swap'"``; ``None`` for reads, for a ``POST`` (never idempotent by its method) and when
    nothing says it."""
    if effect == "read" or method not in ("PUT", "PATCH", "DELETE"):
        return None
    found = position_fields(fields)
    if found:
        return f"fields {', '.join(found)}"
    word = swap_word(path, name, function)
    return f"word {word!r}" if word is not None else None


def review_message(method: str, template: str, said: str) -> str:
    """The review text of a positional move (``said`` from :func:`moved_by`)."""
    return (f"{method} {template} moves an item by its position ({said}): a repeat moves "
            "another item or swaps back, so it is not idempotent whatever its method; automatic "
            "retry stays off and an unknown outcome is reconciled")
