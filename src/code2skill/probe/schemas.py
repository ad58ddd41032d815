"""Equivalence of the schemas ``tools/list`` advertises with the contract's (EXPORT.md D3).

Schemas are compared by meaning: both sides are brought to one form first.

* Dropped: ``$schema``, ``propertyNames: {type: string}``, an open ``additionalProperties`` or
  ``items`` (``true``, ``{}``), empty ``properties``, JavaScript's safe-integer bounds that zod
  adds to integers, a ``pattern`` beside a standard ``format`` (zod writes an email's or a
  UUID's pattern out), a ``type`` every value of the ``enum``/``const`` beside it has, and
  ``title`` annotations; ``required`` and ``enum`` are sets, and a lone ``const`` is the
  one-value ``enum`` it means (``enum: [true]`` of the contract, advertised by ``z.literal``).
* Unions: zod writes a union of bare types as a ``type`` list (``z.union([z.string(),
  z.number()])`` → ``{type: [string, number]}``) and other unions as ``anyOf``, and a union of
  literals as ``anyOf`` of ``{type, const}``; so a ``type`` list is split into ``anyOf``
  branches (each keeps the keywords of its own type), ``oneOf`` reads as ``anyOf`` (the export
  generates both as one zod union), nested unions are flattened, ``const``/``enum`` branches
  merge into one ``enum``, and branches are a set.

Every other keyword (types, enums, bounds, patterns, formats, descriptions, nesting, a closed
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
# the keywords that constrain one type only (a ``type`` list is split by them)
NUMERIC = ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf")
SPECIFIC = {
    "string": ("minLength", "maxLength", "pattern"),
    "number": NUMERIC, "integer": NUMERIC,
    "array": ("items", "prefixItems", "minItems", "maxItems", "uniqueItems", "contains"),
    "object": ("properties", "required", "additionalProperties", "propertyNames",
               "patternProperties", "minProperties", "maxProperties"),
}
SPECIFIC_KEYS = frozenset(k for keys in SPECIFIC.values() for k in keys)


def normal(schema: Any) -> Any:
    """``schema`` normalised (see the module docstring)."""
    if isinstance(schema, list):
        return [normal(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out = dropped(schema)
    implied_type(out)
    kinds = out.get("type")
    if isinstance(kinds, list) and len(set(kinds)) == 1:
        out["type"] = kinds[0]
    elif isinstance(kinds, list) and kinds and "anyOf" not in out and "oneOf" not in out:
        out = split_types(out)
    for key in ("anyOf", "oneOf"):
        if isinstance(out.get(key), list):
            out = merged_union(out, key)
    return out


def dropped(schema: dict) -> dict:
    """``schema`` without what carries no meaning here, its members normalised."""
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key in IGNORED:
            continue
        if key == "propertyNames" and value == {"type": "string"}:
            continue
        if key == "pattern" and schema.get("format") in FORMAT_PATTERNS:
            continue
        if key in ("additionalProperties", "items") and value in (True, {}):
            continue
        if key == "properties" and value == {}:
            continue
        if key in ("minimum", "maximum") and isinstance(value, (int, float)) and \
                abs(value) == SAFE_INTEGER:
            continue
        if key == "required":
            out[key] = sorted(value)
        elif key == "const" and "enum" not in schema:       # one value: z.literal writes const
            out["enum"] = [value]
        elif key in ("enum",) and isinstance(value, list):
            out[key] = sorted_values(value)
        elif key in ("properties", "$defs", "definitions") and isinstance(value, dict):
            out[key] = {k: normal(v) for k, v in value.items()}
        else:
            out[key] = normal(value)
    return out


def implied_type(schema: dict) -> None:
    """Drop a ``type`` every value of the ``enum``/``const`` beside it has (in place)."""
    values = schema["enum"] if isinstance(schema.get("enum"), list) else \
        [schema["const"]] if "const" in schema else None
    kinds = schema.get("type")
    if values is None or kinds is None:
        return
    allowed = set(kinds) if isinstance(kinds, list) else {kinds}
    if all(allowed & types_of(v) for v in values):
        del schema["type"]


def types_of(value: Any) -> set[str]:
    """The JSON Schema types a JSON value has (an integral number is also an integer)."""
    if value is None:
        return {"null"}
    if isinstance(value, bool):
        return {"boolean"}
    if isinstance(value, int) or (isinstance(value, float) and value.is_integer()):
        return {"number", "integer"}
    if isinstance(value, float):
        return {"number"}
    if isinstance(value, str):
        return {"string"}
    return {"array"} if isinstance(value, list) else {"object"}


def split_types(schema: dict) -> dict:
    """``{type: [a, b], …}`` as ``{anyOf: [{type: a, …}, {type: b, …}], …}``: each branch keeps
    the keywords that apply to its type, the others (annotations, ``format``, ``enum``) stay
    outside."""
    outer = {k: v for k, v in schema.items() if k != "type" and k not in SPECIFIC_KEYS}
    branches = []
    for kind in schema["type"]:
        branch = {"type": kind}
        branch.update({k: v for k, v in schema.items() if k in SPECIFIC.get(kind, ())})
        branches.append(branch)
    outer["anyOf"] = branches
    return outer


def merged_union(schema: dict, key: str) -> dict:
    """A union in one form: ``oneOf`` read as ``anyOf`` (the export generates both as one zod
    union), nested pure unions flattened, branches that are only a ``const``/``enum`` merged
    into one ``enum``, duplicates dropped, branches sorted; one branch left is inlined."""
    outer = {k: v for k, v in schema.items() if k != key}
    branches, values = [], []
    pending = list(schema[key])
    while pending:
        branch = pending.pop(0)
        if isinstance(branch, dict) and set(branch) in ({"anyOf"}, {"oneOf"}):
            pending[:0] = branch.get("anyOf") or branch.get("oneOf")
        elif isinstance(branch, dict) and set(branch) == {"const"}:
            values.append(branch["const"])
        elif isinstance(branch, dict) and set(branch) == {"enum"}:
            values.extend(branch["enum"])
        else:
            branches.append(branch)
    if values:
        branches.append({"enum": sorted_values(values)})
    unique = {json.dumps(b, sort_keys=True): b for b in branches}
    ordered = [unique[k] for k in sorted(unique)]
    if len(ordered) == 1 and isinstance(ordered[0], dict) and not set(ordered[0]) & set(outer):
        return {**outer, **ordered[0]}
    outer["anyOf"] = ordered
    return outer


def sorted_values(values: list) -> list:
    """An ``enum``'s values as a set: duplicates dropped, sorted by their JSON text."""
    unique = {json.dumps(v, sort_keys=True): v for v in values}
    return [unique[k] for k in sorted(unique)]


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
        if len(business) == 1 and len(branches) == 2:
            if same(business[0], contract):
                return None
            advertised = business[0]
    return "the advertised output schema differs from the contract's at " + \
        first_difference(advertised, contract)


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
    if isinstance(a, list) and isinstance(c, list) and len(a) == len(c):
        for index, (x, y) in enumerate(zip(a, c)):
            if x != y:
                return first_difference(x, y, f"{pointer}/{index}")
    return f"{pointer or '/'}: advertised {short(a)}, contract {short(c)}"


def short(value: Any) -> str:
    text = json.dumps(value, sort_keys=True) if value is not None else "(absent)"
    return text if len(text) <= 80 else text[:77] + "…"
