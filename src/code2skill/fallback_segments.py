"""Rule ``path.empty-fallback-segment``: a last path segment that falls back on nothing.

``api.post(`/notes/${note.id || ''}`)`` sends ``/notes/{id}`` when ``note.id`` is set and
``/notes/`` when it is not: two URLs, never one with a required ``{id}`` input the second
never had. A hole whose value is ``x || ''`` (``x ?? ''``; ``x`` a value the caller or the
user supplies, not fixed text) filling the whole last path segment (after a ``/``, before
the end, a ``?`` or a ``#``) gives both variants: the segment holding ``x``, and the
collection without it. When a choice of the method tests the same value (``x ? 'PUT' :
'POST'``) the resolver pairs them first (rule ``url.presence-pair``) and no such hole is
left; an inner segment keeps its input (rule ``path.empty-segment``).
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.values import FIRST_SET, AltV, HoleV, LitV, StrV, Text, Value

RULE = "path.empty-fallback-segment"


def blank(value: Value) -> bool:
    """Whether ``value`` puts no text in the URL as a fallback: ``''``."""
    return isinstance(value, StrV) and all(isinstance(p, Text) and not p.text
                                           for p in value.parts)


def supplied(value: Value) -> bool:
    """Whether ``value`` is no fixed text (a parameter, a member, a value not shown)."""
    return not isinstance(value, (StrV, LitV, AltV))


def fallback_choices(parts: tuple, index: int) -> list[list[Text | HoleV]] | None:
    """``[[hole of x], []]`` when hole ``parts[index]`` of a URL is ``x || ''`` filling the
    whole last path segment, else ``None``."""
    part = parts[index]
    if not isinstance(part, HoleV) or not isinstance(part.value, AltV) \
            or part.value.kind not in FIRST_SET or len(part.value.options) != 2:
        return None
    value, fallback = part.value.options
    if not blank(fallback) or not supplied(value):
        return None
    before = parts[index - 1] if index else None
    after = parts[index + 1] if index + 1 < len(parts) else None
    if not (isinstance(before, Text) and before.text.endswith("/")) or not (
            after is None or isinstance(after, Text) and after.text[:1] in ("?", "#")):
        return None
    return [[replace(part, value=value)], []]
