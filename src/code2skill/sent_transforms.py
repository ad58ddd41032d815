"""What an input's value becomes before the client sends it: a stated encoding, or a call the
tool cannot evaluate (rules ``path.encoded-segment``, ``value.encoded-input``,
``value.opaque-transform``).

The canonical contract binds an input to a slot (``path:id``, ``body:text``) with no field
for a transform, and the exported adapter sends the input's value as it is. So when the
value that fills a slot is

* encoded by a transform the tool can state exactly (``btoa``, then text replacements: a
  parameter's :class:`~code2skill.encoded_segments.Base64Code`, or an encoded unknown), the
  input stays the caller's raw value, its description says how the client encodes it
  (``Sent base64-encoded: btoa, then replaceAll('+', '.') …``), its evidence cites the
  encoder's call, and the capability gets a ``medium`` review item naming the transform, so
  the adapter is not trusted to send the raw value;
* the result of a call the tool cannot evaluate (``encrypt(…)``, ``sha256(…)``, a helper of
  a module outside the folder: :mod:`code2skill.opaque_calls`), the input's description no
  longer reads as the value sent (``Not sent as given: the client sends encrypt(…) of it``),
  its evidence cites the call, and the capability gets a review item naming the call: ``high``
  when its name says encryption, hashing or signing (an Agent's plain text would be stored as
  if it were cipher text), ``medium`` otherwise.

When only some of the values filling the slot are transformed (``isPublic ? text :
encrypt(text, key)``), the statements say so ("on some paths").
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from code2skill.contract.pointer import escape as pointer
from code2skill.encoded_segments import ENCODERS, PATH_RULE, RULE as ENCODED_RULE, encoding_steps
from code2skill.evidence import inferred
from code2skill.opaque_calls import RULE as OPAQUE_RULE, cryptographic
from code2skill.values import AltV, HoleV, StrV, UnknownV, Value, Where

MAX_DEPTH = 6               # levels of alternatives and strings searched


@dataclass(frozen=True, slots=True)
class Sent:
    """How a slot's value is changed before it is sent: ``encoder`` (``btoa``) and the steps
    as the source writes them for an encoding, else the call's text (``encrypt(…)``);
    ``partial`` when some values filling the slot are sent as given."""

    text: str
    where: Where | None
    encoder: str | None = None
    partial: bool = False


class Draft(Protocol):
    """What :func:`note_sent` writes to: an input draft's properties, evidence and review
    items (:class:`code2skill.passes.schema.InputDraft`)."""

    properties: dict
    evidence: dict
    review: list


def sent_transform(value: Value, depth: int = 0) -> Sent | None:
    """How ``value`` is changed before it is sent (module docstring), found in the value, in
    one of its alternatives (then ``partial`` unless all are) or in a hole of its text;
    ``None`` when it is sent as given."""
    if depth > MAX_DEPTH:
        return None
    steps = encoding_steps(value)
    if steps is not None:
        return Sent(", then ".join(steps[1]), steps[2], steps[0])
    if isinstance(value, UnknownV) and value.applied is not None \
            and value.applied[0].endswith(")"):      # (a member read of a result: no call)
        return Sent(value.applied[0], value.applied[1])
    if isinstance(value, AltV):
        found = [sent_transform(o, depth + 1) for o in value.options]
        first = next((f for f in found if f is not None), None)
        if first is None:
            return None
        partial = any(f is None for f in found) or first.partial
        return Sent(first.text, first.where, first.encoder, partial)
    if isinstance(value, StrV):
        return next((f for p in value.parts if isinstance(p, HoleV)
                     for f in [sent_transform(p.value, depth + 1)] if f is not None), None)
    return None


def slot_transform(values: list[Value]) -> Sent | None:
    """:func:`sent_transform` of the first of ``values`` (the values filling one slot at
    each call site) that is changed, ``partial`` when another is sent as given."""
    found = [sent_transform(v) for v in values]
    first = next((f for f in found if f is not None), None)
    if first is None or first.partial or all(f is not None for f in found):
        return first
    return Sent(first.text, first.where, first.encoder, True)


def description(sent: Sent) -> str:
    """The sentence added to the input's description (module docstring)."""
    if sent.encoder is not None:
        when = " on some paths" if sent.partial else ""
        return (f"Sent {ENCODERS.get(sent.encoder, 'encoded')}{when} ({sent.text}): give the "
                "value before encoding.")
    if sent.partial:
        return (f"On some paths not sent as given: the client sends {sent.text} of it, which "
                "the tool cannot compute.")
    return f"Not sent as given: the client sends {sent.text} of it, which the tool cannot compute."


def review_item(slot: str, sent: Sent) -> tuple[str, str, Where | None, str]:
    """``(severity, message, where, rule)`` of the review item for ``slot`` (``path segment
    {id}``, ``body field text``) sent changed."""
    when = " on some paths" if sent.partial else ""
    if sent.encoder is not None:
        return ("medium", f"{slot} is sent {ENCODERS.get(sent.encoder, 'encoded')}{when} "
                f"({sent.text}): the input is the value before encoding, and the request must "
                "carry it so encoded, which the exported Tool does not do; confirm how the "
                "Tool encodes it", sent.where,
                PATH_RULE if slot.startswith("path segment") else ENCODED_RULE)
    severity = "high" if cryptographic(sent.text) else "medium"
    return (severity, f"{slot} is sent as {sent.text}{when}, the result of a call the tool "
            "cannot evaluate, not as the value a caller gives: an Agent's plain value would be "
            "sent as if it were that result; confirm what the Tool must send, or keep the "
            "input from the Agent", sent.where, OPAQUE_RULE)


def note_sent(draft: Draft, name: str, slot: str, values: list[Value]) -> None:
    """Input ``name`` of ``draft``, bound to ``slot`` and filled by ``values``: when they
    are changed before sending (:func:`slot_transform`), its description states how, its
    evidence cites where, and the review item (:func:`review_item`) is added."""
    sent = slot_transform(values)
    schema = draft.properties.get(name)
    if sent is None or not isinstance(schema, dict):
        return
    said = description(sent)
    if said in schema.get("description", ""):
        return                                  # (one input bound twice)
    schema["description"] = (schema.get("description", "") + " " + said).strip()
    item = review_item(slot, sent)
    draft.evidence.setdefault(f"/inputSchema/properties/{pointer(name)}", []).append(
        inferred(sent.where, item[3], sent.text))
    draft.review.append(item)


__all__ = ["Sent", "description", "note_sent", "review_item", "sent_transform",
           "slot_transform"]
