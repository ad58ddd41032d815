"""Rule ``service.optional-base-segment``: a segment a URL helper adds to its base only when the
deployment configures it belongs to the base, never to the path.

Server-rendered apps build every request URL with one helper that joins the deployment's base,
an optional front-controller segment and the path::

    function siteUrl(uri) {
        return `${vars('base_url')}${vars('index_page') ? '/' + vars('index_page') : ''}/${uri}`;
    }

The middle value is ``/index.php`` on one server and nothing on another (URL rewriting): the
same endpoint either way. Read as a path it would split each endpoint in two, one with an
invented ``{param}`` segment in front. So a hole right after a URL's base, whose value is a
choice between nothing and slashes joined to values of the same kind as a base (read from
configuration the source does not hold: a page global, a call the resolver cannot follow, an
environment variable — never a parameter's value nor a member of an object the resolver could
not follow, so never a Tool input), followed by the
path's ``/``, is part of that base: the service is the base's, the path starts after it.

Shape required, all of it: every part before the hole is such a configured value (the base),
one option at least is empty and one is not, and the fixed text after it starts with ``/``.
"""
from __future__ import annotations

from code2skill.runtime_base import UNRESOLVED_CALL, configured, runtime_base
from code2skill.store_reads import STORE_READ
from code2skill.values import AltV, EnvV, HoleV, LitV, StrV, Text, UnknownV, Value


def optional_base_segments(parts: list[Text | HoleV]) -> int:
    """How many holes right after the URL's leading base hole ``parts[0]`` are optional base
    segments (``0`` when there is none or ``parts[0]`` is no such base)."""
    if not parts or not base_value(parts[0]):
        return 0
    count = 0
    while optional_base_segment(parts, 1 + count):
        count += 1
    return count


def optional_base_segment(parts: list[Text | HoleV], index: int) -> bool:
    """Whether ``parts[index]`` is an optional segment of the base the parts before it make:
    those are all configured values, it is a choice between nothing and a configured segment,
    and the next non-empty part is a fixed text starting with ``/``."""
    if index < 1 or index >= len(parts) or not all(base_value(p) for p in parts[:index]):
        return False
    part = parts[index]
    if not isinstance(part, HoleV) or not isinstance(part.value, AltV):
        return False
    after = next((p for p in parts[index + 1:] if not isinstance(p, Text) or p.text), None)
    if not (isinstance(after, Text) and after.text.startswith("/")):
        return False
    kinds = [segment_kind(o) for o in part.value.options]
    return None not in kinds and "empty" in kinds and "segment" in kinds


def base_value(part: Text | HoleV) -> bool:
    """Whether ``part`` is a hole holding a base the source does not fix: configuration it does
    not hold, or a value the deployment supplies at run time."""
    return isinstance(part, HoleV) and not part.spread and (
        configured(part.value) or runtime_base(part.value) is not None)


def segment_kind(option: Value) -> str | None:
    """``"empty"`` for an option that adds nothing (``''``, ``null``), ``"segment"`` for slashes
    joined to configured values only (``'/' + vars('index_page')``), else ``None``."""
    if isinstance(option, LitV) and option.value is None:
        return "empty"
    if isinstance(option, AltV):
        kinds = {segment_kind(o) for o in option.options}
        return None if None in kinds or len(kinds) != 1 else kinds.pop()
    if not isinstance(option, StrV):
        return None
    holes = [p for p in option.parts if isinstance(p, HoleV)]
    if any(p.text.strip("/") for p in option.parts if isinstance(p, Text)):
        return None
    if not holes:
        return "empty" if not "".join(p.text for p in option.parts) else None
    return "segment" if all(configured_segment(h.value) for h in holes) else None


def configured_segment(value: Value) -> bool:
    """Whether ``value`` is read from configuration the source does not hold: a value the
    deployment supplies (a page global, the DOM, an environment variable), a name no code
    declares, a cookie or storage read (rule ``value.store-read``), or what a call the
    resolver cannot follow returns (``vars('index_page')``) —
    never a parameter, nor a member of an object the resolver could not follow (a component's
    state may hold a user's choice)."""
    if isinstance(value, AltV):
        return all(configured_segment(o) for o in value.options)
    if isinstance(value, EnvV) or runtime_base(value) is not None:
        return True
    return isinstance(value, UnknownV) and (value.reason in UNRESOLVED_CALL
                                            or value.reason.startswith(STORE_READ)
                                            or value.reason.startswith("unresolved:"))


__all__ = ["optional_base_segment", "optional_base_segments"]
