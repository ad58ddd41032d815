"""The shape of a ``POST`` that sets one value: a static segment, then the value (rules
``side-effect.action-*`` with a value, and ``side-effect.value-setter``).

A ``POST`` whose path ends in a path parameter right after a static segment does not add to a
collection (that would be a plural before it) and acts on nothing the parameter names as a
member: the segment says what changes and the parameter the value it takes.

* an action word before the value (``/node/{id}/rename/{name}``, ``/folders/{id}/open/
  {state}``, ``/keys/expire/{prefix}``) is that action with an argument: the action's effect
  (:func:`~.action_words.effect_of_words`), named by the action (``rename_node``);
* a singular noun before a value that is no identifier (``/loadpoints/{id}/mode/{mode}``,
  ``/battery/discharge/{value}``, ``/buffersoc/{soc}``) names a property or state the request
  sets: an update named ``set_…`` (``set_loadpoint_mode``), but only the path's shape says so,
  so it stays a guess the review confirms. A plural before it (``/devices/{type}``: a member
  or a kind of a collection), a parameter naming an identifier (``/user/{id}``,
  ``/auth/{userId}``) or a word that names an action that proves no effect
  (``/config/test/{type}``) is no setter, and an action after such a word is tried, not done
  (``/config/test/{type}/merge/{id}``); nor is a path that takes another value besides the
  last, a parameter that names no identifier and follows no plural (``/export/{camera}/start/
  {start}/end/{end}``, ``/{camera}/plus/{frame_time}``): the request acts with several values
  (a range, a point of a stream), it does not set one property.

Pure over a path template (``{name}`` parameters).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .action_words import EFFECTS, TRIGGERS, effect_of_words, unglued
from .naming import SKIP_SEGMENTS, singular, words

VALUE_SETTER = "side-effect.value-setter"
# last words of a parameter's name that say it identifies a member, not a value it sets
IDENTIFIERS = frozenset({"id", "ids", "uuid", "guid", "slug", "key", "name", "hash", "ref",
                         "idx", "index", "username", "email", "code", "number", "no"})
PARAM = re.compile(r"^\{([^{}]+)\}$")


@dataclass(frozen=True, slots=True)
class Setter:
    """A ``POST`` that sets a value: ``action`` (an action word before the value, else a
    property), ``effect`` (the action's, else ``update``), ``words`` of the segment before the
    value (``['rename']``, ``['mode']``), ``value`` the parameter's name."""

    action: bool
    effect: str
    words: tuple[str, ...]
    value: str


def identifier(name: str) -> bool:
    """Whether a parameter's name says it identifies a member (its last word is one of
    :data:`IDENTIFIERS`: ``id``, ``deviceID``, ``user_name``); ``soc``, ``mode``, ``value``,
    ``checked`` do not."""
    found = words(name)
    return bool(found) and found[-1] in IDENTIFIERS


def setter(method: str, path: str) -> Setter | None:
    """The :class:`Setter` a ``POST`` path is (rules in the module's docstring), else
    ``None``: another method, a path that ends in a static segment or in two parameters, or
    whose segment before the value is a version or prefix (``/api/{x}``)."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    if method != "POST" or len(segments) < 2:
        return None
    value, before = PARAM.match(segments[-1]), segments[-2]
    if value is None or "{" in before or "." in before or ":" in before \
            or SKIP_SEGMENTS.match(before):
        return None
    said = unglued(words(before))
    if not said:
        return None
    action = effect_of_words(said, membership=False)
    if action is not None and action != "read":
        return None if tried(segments[:-2]) else Setter(True, action, tuple(said),
                                                         value.group(1))
    if action is not None or said[0] in EFFECTS or said[-1] in TRIGGERS \
            or singular(said[-1]) != said[-1] or identifier(value.group(1)) \
            or other_value(segments[:-1]):
        return None
    return Setter(False, "update", tuple(said), value.group(1))


def tried(segments: list[str]) -> bool:
    """Whether a path's ``segments`` before its action name a trigger that tries it
    (:data:`TRIGGERS`: ``/config/test/{type}/merge/{id}`` tests a merge, it does not merge)."""
    return any(word in TRIGGERS for segment in segments if not PARAM.match(segment)
               for word in unglued(words(segment)))


def other_value(segments: list[str]) -> bool:
    """Whether a path's ``segments`` before its last hold a parameter that is a value, not a
    member's identifier: its name names no identifier (:func:`identifier`) and the segment
    before it is no plural (``/export/{camera}``, a leading ``{camera}``); ``/loadpoints/
    {lp}`` and ``/node/{deviceID}`` are members."""
    for index, segment in enumerate(segments):
        found = PARAM.match(segment)
        if found is None or identifier(found.group(1)):
            continue
        before = unglued(words(segments[index - 1])) if index else []
        if not before or singular(before[-1]) == before[-1]:
            return True
    return False
