"""What a reviewer removed from a contract, so that ``derive --update`` keeps it removed and
``audit`` does not report it as uncovered.

The contract format has no field for removals (its models forbid extra members), so a removal
is recorded as an ``info`` review item — visible to every reader, allowed by the schema:

* rule ``removal.capability`` — ``{"severity": "info", "capability": "get_article_feed",
  "message": "removed by review: conduit GET /articles/feed; derive --update keeps it out"}``;
* rule ``removal.binding`` — ``{"capability": "list_articles", "message": "removed by review:
  binding query:tag; derive --update keeps it out"}``.

A reviewer may write such items by hand. Usually they do not: they delete the capability (or a
property) and leave traces behind, which are read as removals (rule ``removal.trace``): review
items and ``consumerRequirements`` entries still naming a capability that is gone, evidence
still filed under ``/inputSchema/properties/NAME`` of a property that is gone. ``derive
--update`` turns each trace it acts on into a recorded removal.
"""
from __future__ import annotations

import re
from typing import Any

from code2skill.contract.identity import Key, erase_params
from code2skill.contract.pointer import split

PREFIX = "removed by review: "
SUFFIX = "; derive --update keeps it out"
CAPABILITY_RECORD = re.compile(r"^removed by review: (\S+) ([A-Z]+) (\S+)"
                               r"(?: \(GraphQL (\S+)\))?; ")
BINDING_RECORD = re.compile(r"^removed by review: binding (\S+); ")


def capability_message(service: str, method: str, path: str, operation: str | None) -> str:
    """The message recording a removed capability."""
    op = f" (GraphQL {operation})" if operation else ""
    return f"{PREFIX}{service} {method} {path}{op}{SUFFIX}"


def binding_message(target: str) -> str:
    """The message recording a removed input binding."""
    return f"{PREFIX}binding {target}{SUFFIX}"


def review_items(contract: dict[str, Any]) -> list[dict[str, Any]]:
    items = contract.get("review")
    return [r for r in items if isinstance(r, dict)] if isinstance(items, list) else []


def recorded_capabilities(contract: dict[str, Any]) -> set[Key]:
    """Keys of the capabilities recorded as removed (rule ``removal.capability``)."""
    out = set()
    for item in review_items(contract):
        m = CAPABILITY_RECORD.match(str(item.get("message", "")))
        if m:
            out.add((m.group(1), m.group(2), erase_params(m.group(3)), m.group(4)))
    return out


def recorded_bindings(contract: dict[str, Any]) -> set[tuple[str, str]]:
    """``(capability name, binding target)`` recorded as removed (rule ``removal.binding``)."""
    out = set()
    for item in review_items(contract):
        m = BINDING_RECORD.match(str(item.get("message", "")))
        if m and item.get("capability"):
            out.add((str(item["capability"]), m.group(1)))
    return out


def capability_traces(contract: dict[str, Any]) -> dict[str, set[str]]:
    """Names still referred to by ``review[]`` or ``consumerRequirements`` but naming no
    capability (rule ``removal.trace``), each with the source files its review evidence
    cites."""
    caps = contract.get("capabilities")
    present = {c.get("name") for c in caps if isinstance(c, dict)} if isinstance(caps, list) \
        else set()
    out: dict[str, set[str]] = {}
    for item in review_items(contract):
        name = item.get("capability")
        if isinstance(name, str) and name not in present and \
                not str(item.get("message", "")).startswith(PREFIX):
            files = {e.get("file") for e in item.get("evidence") or [] if isinstance(e, dict)}
            out.setdefault(name, set()).update(f for f in files if isinstance(f, str))
    reqs = contract.get("consumerRequirements")
    for needs in (reqs.values() if isinstance(reqs, dict) else []):
        for need in needs if isinstance(needs, list) else []:
            names = need.get("capabilities") if isinstance(need, dict) else None
            for name in names if isinstance(names, list) else []:
                if isinstance(name, str) and name not in present:
                    out.setdefault(name, set())
    return out


def is_trace_of(traces: dict[str, set[str]], name: str, call_files: set[str]) -> bool:
    """Whether a fresh candidate named ``name`` that cites ``call_files`` (its call sites,
    evidence and review items) is the capability a trace names: same name, and a file the trace
    cites too (when it cites any)."""
    if name not in traces:
        return False
    files = traces[name]
    return not files or bool(files & call_files)


def property_traces(capability: dict[str, Any]) -> set[str]:
    """Input properties whose evidence is still filed in ``capability`` though the property is
    gone (rule ``removal.trace``)."""
    schema = capability.get("inputSchema")
    props = schema.get("properties") if isinstance(schema, dict) else None
    props = props if isinstance(props, dict) else {}
    evidence = capability.get("evidence")
    out = set()
    for ptr in evidence if isinstance(evidence, dict) else {}:
        tokens = split(ptr)
        if len(tokens) >= 3 and tokens[:2] == ["inputSchema", "properties"] and \
                tokens[2] not in props:
            out.add(tokens[2])
    return out
