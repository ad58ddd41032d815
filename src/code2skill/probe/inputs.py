"""Deterministic example values from a JSON Schema (the subset contracts use): the probe's
input for each Tool and the stub backend's answer for each output schema.

:func:`example` gives every property of an object (optional ones too, so every binding of the
contract is exercised), the first ``enum`` or ``const`` value, a string that satisfies
``minLength``/``maxLength`` and standard formats, a number within the bounds, one array item
(or ``minItems``). Strings carry their property name (``"probe-isbn"``) so a value found in a
request tells which input it came from. A ``pattern`` is met by the first of a few fixed
candidates it matches (:data:`PATTERN_CANDIDATES`); the probe checks the whole input against the
schema and reports a Tool whose input it cannot build. An object with ``size``, ``sha256`` and
``contentBase64`` is bounded attachment content (EXPORT.md D7): those three describe the same
five bytes (:data:`BOUNDED_CONTENT`), so the Host boundary's size and digest checks pass.
"""
from __future__ import annotations

import base64
import hashlib
import re
from typing import Any

FORMATS = {
    "date-time": "2024-01-02T03:04:05Z", "date": "2024-01-02", "time": "03:04:05Z",
    "email": "probe@example.invalid", "uri": "urn:probe:1", "uri-reference": "probe",
    "uuid": "00000000-0000-4000-8000-000000000001", "hostname": "probe.invalid",
    "ipv4": "192.0.2.1", "ipv6": "2001:db8::1", "duration": "P1D",
}


# tried in order for a ``pattern`` the default value does not match
PATTERN_CANDIDATES = ("123456", "+123456789", "probe", "PROBE", "abc123", "a", "A", "1",
                      "probe-value", "probe_value", "2024-01-02", "probe@example.invalid",
                      "00000000-0000-4000-8000-000000000001", "#000000", "AB-123")


# bounded attachment content: its size and digest must be those of its bytes
BOUNDED = {"size", "sha256", "contentBase64"}
BOUNDED_CONTENT = {"size": 5, "contentBase64": base64.b64encode(b"probe").decode(),
                   "sha256": hashlib.sha256(b"probe").hexdigest()}


def example(schema: Any, name: str = "value", depth: int = 0) -> Any:
    """An example value of ``schema`` (see the module docstring)."""
    if not isinstance(schema, dict) or depth > 12:
        return f"probe-{name}"
    if "const" in schema:
        return schema["const"]
    if isinstance(schema.get("enum"), list) and schema["enum"]:
        return schema["enum"][0]
    for key in ("anyOf", "oneOf", "allOf"):
        if isinstance(schema.get(key), list) and schema[key]:
            return example(schema[key][0], name, depth + 1)
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "null")
    if kind == "object" or (kind is None and "properties" in schema):
        props = schema.get("properties") or {}
        value = {k: example(v, k, depth + 1) for k, v in props.items()}
        if BOUNDED <= set(props):           # bounded attachment content (EXPORT.md D7)
            value.update(BOUNDED_CONTENT)
        return value
    if kind == "array":
        count = max(1, int(schema.get("minItems") or 0))
        return [example(schema.get("items"), name, depth + 1) for _ in range(count)]
    if kind in ("integer", "number"):
        return number(schema)
    if kind == "boolean":
        return True
    if kind == "null":
        return None
    return string(schema, name)


def number(schema: dict[str, Any]) -> int:
    low = schema.get("minimum")
    if isinstance(schema.get("exclusiveMinimum"), (int, float)):
        low = schema["exclusiveMinimum"] + 1
    high = schema.get("maximum")
    if isinstance(schema.get("exclusiveMaximum"), (int, float)):
        high = schema["exclusiveMaximum"] - 1
    value = 3 if low is None else int(low) if float(low).is_integer() else int(low) + 1
    if high is not None and value > high:
        value = int(high)
    return value


def string(schema: dict[str, Any], name: str) -> str:
    value = FORMATS.get(schema.get("format"), f"probe-{name}")
    if isinstance(schema.get("pattern"), str):
        value = next((c for c in [value, *PATTERN_CANDIDATES] if matches(schema["pattern"], c)),
                     value)
    low, high = schema.get("minLength"), schema.get("maxLength")
    if isinstance(low, int) and len(value) < low:
        value = value + "x" * (low - len(value))
    if isinstance(high, int) and len(value) > high:
        value = value[:high]
    return value


def matches(pattern: str, value: str) -> bool:
    """Whether ``value`` matches the (ECMA-262) ``pattern`` as Python reads it; False when
    Python cannot read it."""
    try:
        return re.search(pattern, value) is not None
    except re.error:
        return False
