"""Pass helper: one output from the answer types the calls of a capability declare.

Rule ``output.declared-agreement``: the calls of one capability may declare different types
for the same answer (``as Song[]`` in one file, ``const items: Item[] = data`` in another).
Each is a claim the client's code makes, none checked against the server, so the output keeps
what the declared schemas agree on (:func:`agreed`): a type that resolves to no schema, or to
``{}`` (an ``any``, a type the resolver cannot read), says nothing and gives way to the
others; members both object types declare are kept (required where both require them), a
member only one declares is left out; an array's items agree alike; leaves of one type keep
that type (without constraints they do not share, a nullable one wins); anything else that
differs (a string and a number, an object and an array) is ``{}``. When the declared schemas
differ, a low review item names each type where it is declared (:func:`review`), so the
disagreement is seen and the Tool never looks surer than its source.
"""
from __future__ import annotations

import json

from code2skill.contract.models import Evidence, ReviewItem
from code2skill.evidence import inferred, observed
from code2skill.normalize import Observed
from code2skill.types import TypedSchema

RULE = "output.declared-agreement"
UNSHOWN_PARENT = "ts.unshown-parent"


def declared_schemas(calls: list[Observed], types) -> list[tuple[dict, list[Evidence], str]]:
    """The distinct non-empty schemas the ``calls``' declared answer types resolve to (by
    ``types``, a :class:`~code2skill.types.TypeResolver`), in call order: ``(schema, its
    evidence, the type text)``; the evidence cites the declaration (by the rule that read it:
    ``output.type-argument``, ``output.declared-answer`` …) and a generic helper's declared
    return type."""
    found: dict[str, tuple[dict, list[Evidence], str]] = {}
    for call in calls:
        if call.response_type is None:
            continue
        text, where = call.response_type
        typed = types.schema(text, where[0])
        schema = typed.schema
        if not schema:
            continue
        rule, note = call.response_source or ("output.type-argument", text)
        evidence = [observed(where, rule, note)] + ([inferred(
            call.response_helper, rule, "the helper's declared return type hands back its "
            "type argument")] if call.response_helper else []) + unshown_parents(typed)
        key = json.dumps(schema, sort_keys=True)
        if key in found:
            found[key][1].extend(e for e in evidence if e not in found[key][1])
        else:
            found[key] = (schema, evidence, " ".join(text.split()))
    return list(found.values())


def unshown_parents(typed: TypedSchema) -> list[Evidence]:
    """Rule ``ts.unshown-parent``: evidence, at the extending type's declaration, of each
    type a declared answer's type extends whose members the source does not show; each
    becomes a low review item of the capability."""
    return [inferred(where, UNSHOWN_PARENT, parent) for parent, where in typed.unshown.items()]


def agreed(schemas: list[dict]) -> dict:
    """The schema ``schemas`` agree on (module docstring), folded left to right."""
    result = schemas[0]
    for other in schemas[1:]:
        result = agreement(result, other)
    return result


def agreement(first: dict, second: dict) -> dict:
    """What ``first`` and ``second`` both say (module docstring); ``{}`` says nothing."""
    if not first or first == second:
        return second
    if not second:
        return first
    kind, other = first.get("type"), second.get("type")
    if kind == "object" == other and "properties" in first and "properties" in second:
        props = {k: agreement(v, second["properties"][k])
                 for k, v in first["properties"].items() if k in second["properties"]}
        required = [k for k in first.get("required", ()) if k in second.get("required", ())
                    and k in props]
        return {"type": "object", "properties": props, **({"required": required}
                                                          if required else {})}
    if kind == "array" == other:
        return {"type": "array", "items": agreement(first.get("items", {}),
                                                    second.get("items", {}))}
    wider = widest(kind, other)
    return {"type": wider} if wider is not None else {}


def widest(kind, other):
    """The wider of two JSON Schema ``type`` values when one admits the other's values
    (``"string"`` and ``["string", "null"]``), else ``None``."""
    if kind is None or other is None:
        return None
    one = set(kind) if isinstance(kind, list) else {kind}
    two = set(other) if isinstance(other, list) else {other}
    if one <= two:
        return other
    return kind if two <= one else None


def review(declared: list[tuple[dict, list[Evidence], str]], capability: str
           ) -> list[ReviewItem]:
    """A low item when the calls declare answer types of different schemas, naming each."""
    if len(declared) < 2:
        return []
    texts = ", ".join(f"`{text}`" for _, _, text in declared)
    return [ReviewItem(
        severity="low", capability=capability,
        message=f"the callers declare different types for this answer ({texts}): the output "
                "keeps only what they agree on; confirm the answer's shape against the backend",
        evidence=[e for _, items, _ in declared for e in items[:1]])]
