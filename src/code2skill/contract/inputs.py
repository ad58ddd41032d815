"""Input properties named the way bindings name them: ``article.title`` is property ``title`` of
object property ``article`` of a capability's ``inputSchema``."""
from __future__ import annotations

from typing import Any

from code2skill.contract.pointer import join


def property_at(schema: Any, dotted: str, base: str = "") -> tuple[str, dict[str, Any]] | None:
    """``(pointer, schema)`` of the property ``dotted`` under ``schema`` (at pointer ``base``),
    or None when a segment is missing."""
    node, ptr = schema, base
    for part in dotted.split("."):
        props = node.get("properties") if isinstance(node, dict) else None
        if not isinstance(props, dict) or not isinstance(props.get(part), dict):
            return None
        node, ptr = props[part], join(ptr, "properties", part)
    return ptr, node


def requiredness(schema: Any, dotted: str, base: str = "") -> list[tuple[str, int | None]]:
    """For each segment of ``dotted``: ``(pointer of the enclosing required list, index of the
    segment in it or None)``. The property is required when every index is set."""
    out = []
    node, ptr = schema, base
    for part in dotted.split("."):
        required = node.get("required") if isinstance(node, dict) else None
        required = required if isinstance(required, list) else []
        out.append((join(ptr, "required"), required.index(part) if part in required else None))
        props = node.get("properties") if isinstance(node, dict) else None
        if not isinstance(props, dict) or not isinstance(props.get(part), dict):
            break
        node, ptr = props[part], join(ptr, "properties", part)
    return out


def is_required(schema: Any, dotted: str) -> bool:
    return all(index is not None for _, index in requiredness(schema, dotted))
