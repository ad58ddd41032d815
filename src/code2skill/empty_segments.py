"""Rule ``wrapper.empty-segment-argument``: an empty text passed for a path hole that is a
whole segment names no endpoint.

A wrapper ``get = ({username}) => api.get(`/conversations/${encodeURIComponent(username)}`)``
called with ``''`` (a component's state before the user picks a conversation, a cleared
field) would send ``/conversations/``: a request the app makes only by accident, never the
collection ``/conversations``. Such a call does not split the wrapper into endpoints of its
callers' texts (rules ``wrapper.literal-arguments``, ``wrapper.literal-member-arguments``,
``wrapper.chained-literal-arguments``): the segment stays the path parameter ``{username}``.
An empty text for a hole inside a segment (`` `/items${suffix}` ``) is a real choice and
still names an endpoint.
"""
from __future__ import annotations

from code2skill.placeholders import whole_segment
from code2skill.values import AltV, HoleV, ParamV, StrV, Text, Value, text_of


def fills_segment(url: Value, slot: ParamV) -> bool:
    """Whether a hole of ``url``'s path holding ``slot`` is a whole segment
    (:func:`~code2skill.placeholders.whole_segment`; a hole right after it is not)."""
    parts = url.parts if isinstance(url, StrV) else ()
    for index, part in enumerate(parts):
        if not (isinstance(part, HoleV) and part.value == slot) or index == 0:
            continue
        before, after = parts[index - 1], parts[index + 1:index + 2]
        if isinstance(before, Text) and all(isinstance(a, Text) for a in after) and \
                whole_segment(before.text, after[0].text if after else None):
            return True
    return False


def empty_option(value: Value | None) -> bool:
    """Whether ``value`` is the empty text or alternatives one of which is."""
    options = value.options if isinstance(value, AltV) else (value,)
    return any(o is not None and text_of(o) == "" for o in options)


def erases_segment(url: Value, slot: ParamV, value: Value | None) -> bool:
    """Whether ``value`` passed for ``slot`` would empty a whole path segment of ``url``
    (module docstring): the call names no endpoint by it."""
    return empty_option(value) and fills_segment(url, slot)
