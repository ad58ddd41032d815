"""Pass: every claim inside an input or output schema carries evidence.

Issue #4's evidence rule: every property, every entry of ``required``, every ``enum`` and every
bound of a capability's input schema has an evidence reference. The schema passes file evidence
for what they decide at the top (an input property, a body field); the parts of a nested object
or a declared type below it come from the same source span. (An output schema is evidenced
whole by the declared response type, ``output.type-argument``, or per read property,
``output.response-read``.)

Rule ``schema.part-of``: a claim with no evidence of its own gets the first located evidence of
its nearest ancestor that has one (``/inputSchema/properties/comment`` for
``…/comment/properties/body``), as ``inferred`` with the ancestor's JSON Pointer in the note, so a reviewer lands on the span the
whole object came from. Defaults are never inherited: a claim whose ancestors have only default
evidence stays without, visibly.
"""
from __future__ import annotations

from collections.abc import Iterator

from code2skill.contract.models import Capability, Evidence
from code2skill.contract.pointer import escape

BOUNDS = ("enum", "const", "format", "pattern", "minLength", "maxLength", "minimum", "maximum",
          "exclusiveMinimum", "exclusiveMaximum", "minItems", "maxItems")


def claims(schema: dict, ptr: str) -> Iterator[str]:
    """JSON Pointers of the claims in ``schema`` (found at ``ptr``): each property, each
    ``required`` entry, each bound keyword; array items and ``anyOf``/``oneOf`` branches are
    searched too. Pointer tokens are escaped (``~0``, ``~1``)."""
    for keyword in BOUNDS:
        if keyword in schema:
            yield f"{ptr}/{keyword}"
    for i, _ in enumerate(schema.get("required") or ()):
        yield f"{ptr}/required/{i}"
    for key, sub in (schema.get("properties") or {}).items():
        child = f"{ptr}/properties/{escape(key)}"
        yield child
        if isinstance(sub, dict):
            yield from claims(sub, child)
    if isinstance(schema.get("items"), dict):
        yield from claims(schema["items"], f"{ptr}/items")
    for keyword in ("anyOf", "oneOf", "allOf"):
        for i, sub in enumerate(schema.get(keyword) or ()):
            if isinstance(sub, dict):
                yield from claims(sub, f"{ptr}/{keyword}/{i}")


def with_part_of_evidence(cap: Capability) -> Capability:
    """``cap`` with rule ``schema.part-of`` evidence for the claims of its input schema that
    have none, once every schema pass (validation bounds included) has filed its own."""
    evidence = with_inherited("/inputSchema", cap.inputSchema, cap.evidence)
    return cap if evidence == cap.evidence else cap.model_copy(
        update={"evidence": dict(sorted(evidence.items()))})


def with_inherited(root: str, schema: dict | None, evidence: dict[str, list[Evidence]]
                   ) -> dict[str, list[Evidence]]:
    """``evidence`` plus rule ``schema.part-of`` entries for the claims of ``schema`` (found at
    JSON Pointer ``root``, ``/inputSchema``) that have none. Returns a new dict."""
    out = dict(evidence)
    for ptr in claims(schema or {}, root):
        if out.get(ptr):
            continue
        ancestor = located_ancestor(ptr, root, out)
        if ancestor is not None:
            first = next(e for e in out[ancestor] if e.file is not None)
            out[ptr] = [first.model_copy(update={
                "kind": "inferred", "rule": "schema.part-of", "note": f"part of {ancestor}"})]
    return out


def located_ancestor(ptr: str, root: str, evidence: dict[str, list[Evidence]]) -> str | None:
    """The nearest ancestor of ``ptr`` (up to ``root`` itself) with located evidence."""
    while ptr != root:
        ptr = ptr.rsplit("/", 1)[0]
        if any(e.file is not None for e in evidence.get(ptr, ())):
            return ptr
    return None
