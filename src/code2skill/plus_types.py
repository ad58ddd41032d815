"""Rule ``value.plus-type``: the type a ``+`` of values proves.

The resolver folds a ``+`` chain as JavaScript does (rule ``value.numeric-plus``), and two
operands whose type it does not know are concatenated, so a URL built from two unknown values
stays one string. As a body field, though, ``existingItem.quantity + quantity`` is a sum
as often as a concatenation: a value made only of operands joined with no text between them
(a ``+`` of values, `` `${a}${b}` `` alike) is a string only when one operand is a string (a
string value, an environment variable, a value declared ``string``), a number when every
operand is declared ``number``, and of no proven type otherwise.
"""
from __future__ import annotations

from code2skill.values import EnvV, HoleV, ParamV, StrV, Text, TypedV, Value


def joined_type(value: StrV) -> dict:
    """The JSON Schema a string value proves: ``{"type": "string"}`` unless it is made only of
    two or more operands with no text between them (the module docstring's rule), then
    ``string``, ``number`` or ``{}``."""
    holes = [p.value for p in value.parts if isinstance(p, HoleV)]
    if len(holes) < 2 or any(isinstance(p, Text) and p.text for p in value.parts):
        return {"type": "string"}
    kinds = [declared_kind(v) for v in holes]
    if "string" in kinds:
        return {"type": "string"}
    if all(k == "number" for k in kinds):
        return {"type": "number"}
    return {}


def declared_kind(value: Value) -> str | None:
    """``string`` for a string value or a value declared ``string``, ``number`` for one
    declared ``number``, else ``None``."""
    if isinstance(value, (StrV, EnvV)):
        return "string"
    if isinstance(value, (ParamV, TypedV)):
        text = (value.type_text or "").strip()
        return text if text in ("string", "number") else None
    return None
