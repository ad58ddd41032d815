"""Rule ``path.boolean-segment``: a path segment chosen by a condition between the two texts of
a boolean (``true``/``false``, ``1``/``0``, ``on``/``off``, ``yes``/``no``) is one input, not
two endpoints::

    api.post(`batterydischargecontrol/${checked ? "true" : "false"}`)
    // POST /batterydischargecontrol/{checked}, checked: enum ["true", "false"]

A hole the source gives no name is named after the flag its condition reads (``checked`` of
``(e.target as HTMLInputElement).checked``).

Two literal texts that are the two values of a flag name the state sent, never two resources;
other literal choices (``isAdmin ? "users" : "groups"``) stay one endpoint each. The input's
schema is the ``enum`` of the two texts (rule ``path.enum``).
"""
from __future__ import annotations

import re
from dataclasses import replace

from code2skill.values import AltV, HoleV, LitV, StrV, Text, Value, js_number_text, text_of

BOOLEAN_PAIRS = frozenset({frozenset({"true", "false"}), frozenset({"1", "0"}),
                           frozenset({"on", "off"}), frozenset({"yes", "no"})})
CAST = re.compile(r"\s+as\s+[\w.$<>\[\]]+")                    # TypeScript `x as T`
FLAG = re.compile(r"[!\s(]*[\w$.()?\s]*?([A-Za-z_$][\w$]*)\s*\)*")  # its last name


def choice_texts(value: Value | None) -> list[str] | None:
    """The two texts of a ternary ``value`` (an :class:`AltV` with a condition) choosing
    between the two values of a boolean, in source order; ``None`` for any other value."""
    if not isinstance(value, AltV) or value.cond is None or len(value.options) != 2:
        return None
    texts = [option_text(o) for o in value.options]
    if any(t is None for t in texts) or frozenset(texts) not in BOOLEAN_PAIRS:
        return None
    return texts


def option_text(value: Value) -> str | None:
    """The text a literal option puts in the URL (``"true"``, ``1`` → ``"1"``)."""
    if isinstance(value, LitV) and isinstance(value.value, (bool, int)):
        return js_number_text(value.value) if not isinstance(value.value, bool) \
            else ("true" if value.value else "false")
    return text_of(value) if isinstance(value, StrV) else None


def boolean_segment(parts: tuple, index: int) -> bool:
    """Whether hole ``parts[index]`` of a URL is a whole path segment (between ``/``s or at
    the end) whose value is a boolean choice (:func:`choice_texts`)."""
    part = parts[index]
    if not isinstance(part, HoleV) or choice_texts(part.value) is None:
        return False
    before = parts[index - 1] if index else None
    after = parts[index + 1] if index + 1 < len(parts) else None
    return isinstance(before, Text) and before.text.endswith("/") and (
        after is None or isinstance(after, Text) and after.text[:1] in ("/", "?", "#", ""))


def flag_name(cond: str | None) -> str | None:
    """The name of the flag a ternary's condition (:attr:`AltV.cond`) reads when it is one
    (possibly negated, cast or parenthesised) member path:
    ``(e.target as HTMLInputElement).checked`` → ``checked``, ``!enabled`` → ``enabled``;
    ``None`` for a comparison, a call or a combination."""
    text = condition_text(cond)
    found = FLAG.fullmatch(CAST.sub("", text).strip()) if text is not None else None
    return found.group(1) if found is not None else None


def condition_text(cond: str | None) -> str | None:
    """The source text of a ternary's condition (:attr:`AltV.cond`: ``<module>#<function
    id>:<text>``, then ``|<value digest>`` when substituted): ``upload.stream``."""
    if cond is None:
        return None
    text = cond.split("|", 1)[0]              # `<function id>:<text>`, `|<value digest>`
    _, _, rest = text.partition("#")
    return rest.split(":", 1)[1] if ":" in rest else text


def flag_hole(part: HoleV) -> HoleV:
    """``part`` named after its condition's flag when the source gives it no name."""
    return part if part.name else replace(part, name=flag_name(part.value.cond))
