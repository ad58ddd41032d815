"""Equivalence of the schemas ``tools/list`` advertises with the contract's (EXPORT.md D3).

Both sides are normalised before comparison: ``$schema``, ``propertyNames: {type: string}``,
an open ``additionalProperties`` (``true``, ``{}``) and JavaScript's safe-integer bounds that zod
adds to integers are dropped, and so is a ``pattern`` beside a standard ``format`` (zod writes
an email's or a UUID's pattern out); an ``enum`` of strings without ``type`` is a string's;
``required`` is a set; ``title`` annotations are ignored. Every
other keyword (types, enums, bounds, patterns, formats, descriptions, nesting, a closed
``additionalProperties: false``) must be equal.

An output schema is advertised as the contract's, or (D3) as ``anyOf`` of the contract's and
the dry-run envelope (an object requiring ``dryRun``, ``validatedInput``, ``operationPolicy``
and ``operationSummary``).
"""
from __future__ import annotations

import json
from typing import Any

SAFE_INTEGER = 9007199254740991
DRY_RUN_KEYS = {"dryRun", "validatedInput", "operationPolicy", "operationSummary"}
IGNORED = frozenset(("$schema", "title", "$id"))
# formats zod also writes as a ``pattern``: beside the format, a pattern is the format's own
FORMAT_PATTERNS = frozenset(("email", "uuid", "date-time", "date", "time", "duration", "ipv4",
                             "ipv6", "uri", "hostname"))


def normal(schema: Any) -> Any:
    """``schema`` normalised (see the module docstring)."""
    if isinstance(schema, list):
        return [normal(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {}
    enum = schema.get("enum")
    if "type" not in schema and isinstance(enum, list) and enum and \
            all(isinstance(v, str) for v in enum):
        out["type"] = "string"                  # an enum of strings is a string's
    for key, value in schema.items():
        if key in IGNORED:
            continue
        if key == "propertyNames" and value == {"type": "string"}:
            continue
        if key == "pattern" and schema.get("format") in FORMAT_PATTERNS:
            continue
        if key == "additionalProperties" and value in (True, {}):
            continue
        if key in ("minimum", "maximum") and isinstance(value, (int, float)) and \
                abs(value) == SAFE_INTEGER:
            continue
        if key == "required":
            out[key] = sorted(value)
        elif key in ("properties", "$defs", "definitions"):
            out[key] = {k: normal(v) for k, v in value.items()}
        else:
            out[key] = normal(value)
    return out


def same(advertised: Any, contract: Any) -> bool:
    return normal(advertised) == normal(contract)


def output_matches(advertised: Any, contract: Any) -> str | None:
    """None when the advertised output schema fits the contract's, else what is wrong."""
    if contract is None:
        return None if advertised is None else "an output schema is advertised, the contract " \
                                                "has none"
    if advertised is None:
        return "no output schema is advertised"
    if same(advertised, contract):
        return None
    branches = advertised.get("anyOf") or advertised.get("oneOf")
    if isinstance(branches, list):
        business = [b for b in branches if not is_dry_run(b)]
        if len(business) == 1 and len(branches) == 2 and same(business[0], contract):
            return None
    return "the advertised output schema differs from the contract's"


def is_dry_run(schema: Any) -> bool:
    return isinstance(schema, dict) and DRY_RUN_KEYS <= set(schema.get("required") or [])


def first_difference(advertised: Any, contract: Any, pointer: str = "") -> str:
    """The JSON Pointer of the first place where the normalised schemas differ, with both
    values (shortened)."""
    a, c = normal(advertised), normal(contract)
    if isinstance(a, dict) and isinstance(c, dict):
        for key in sorted(set(a) | set(c)):
            if a.get(key) != c.get(key):
                if key in a and key in c:
                    return first_difference(a[key], c[key], f"{pointer}/{key}")
                return f"{pointer}/{key}: advertised {short(a.get(key))}, contract " \
                       f"{short(c.get(key))}"
    return f"{pointer or '/'}: advertised {short(a)}, contract {short(c)}"


def short(value: Any) -> str:
    text = json.dumps(value, sort_keys=True) if value is not None else "(absent)"
    return text if len(text) <= 80 else text[:77] + "…"
