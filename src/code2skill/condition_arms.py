"""Rule ``path.condition-arm``: a path segment a condition chooses between two texts gives one
endpoint per text, and each says which arm of the condition sends it.

plik's ``var mode = upload.stream ? "stream" : "file"; url = api.base + '/' + mode + '/' +
upload.id`` is two requests, ``POST /stream/{id}`` and ``POST /file/{id}``, and the client sends
the first only when ``upload.stream`` holds. Both stay (a contract read from the client cannot
know which the server routes), but neither may look like a request the client always makes:
the path template of each cites the condition and its arm (:func:`arm_notes`: "the client sends
this path when upload.stream holds" / "does not hold"), the Tool's description ends with that
sentence when every call site of the Tool sends the path under it (:func:`arm_sentence`), and
the path's parameters are described
from the values that fill them, never from the segment the condition chose (rule
``path.receiver-name``).

Only a choice of exactly two options, each a different word (a fixed text holding no ``/``,
``?``, ``&`` or ``#``: never a normalisation such as ``url[0] === '/' ? url.substring(1) :
url``), made by a ternary whose condition the source writes
(:attr:`~code2skill.values.AltV.cond`) is so cited; a choice of a flag's two
texts is one input instead (rule ``path.boolean-segment``), and a choice whose arms hold
several values (rule ``value.linked-arms``) is not cited.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from code2skill.boolean_segments import condition_text
from code2skill.values import AltV, LitV, StrV, Text

if TYPE_CHECKING:                                    # pragma: no cover - types only
    from code2skill.normalize import Observed

RULE = "path.condition-arm"


def arm_notes(value: AltV) -> tuple[str, str] | None:
    """The notes of the two arms of ``value`` (the option for a true condition first), or
    ``None`` for a choice this rule does not cite (module docstring)."""
    text = condition_text(value.cond)
    if not text or len(value.options) != 2 or value.arms is not None:
        return None
    words = [option_word(o) for o in value.options]
    if None in words or words[0] == words[1]:
        return None
    said = " ".join(text.split())
    return (f"the client sends this path when {said} holds",
            f"the client sends this path when {said} does not hold")


def arm_sentence(calls: "list[Observed]") -> str:
    """The sentence a Tool's description ends with when every one of ``calls`` sends its path
    under the same condition arms (``The client sends this path when upload.stream holds.``),
    else ``""``."""
    said = [tuple(note for rule, note, _ in call.path_rewrites if rule == RULE)
            for call in calls]
    if not said or not said[0] or any(s != said[0] for s in said):
        return ""
    return " ".join(note[:1].upper() + note[1:] + "." for note in said[0])


def option_word(value) -> str | None:
    """The word a literal option writes into a path (``"stream"``), or ``None`` for any other
    value: a text that is empty or holds a separator, a hole."""
    if isinstance(value, LitV) and isinstance(value.value, str):
        text = value.value
    elif isinstance(value, StrV) and all(isinstance(p, Text) for p in value.parts):
        text = "".join(p.text for p in value.parts)
    else:
        return None
    return text if text and not any(c in text for c in "/?&#") else None
