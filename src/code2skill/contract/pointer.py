"""JSON Pointers (RFC 6901) into a contract held as plain JSON data.

Audit findings and ``derive --update`` name places in a contract by JSON Pointer, the same way a
capability's ``evidence`` map does (``/capabilities/3/inputSchema/required``).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import jsonpointer

MISSING = object()
ARRAY_INDEX = re.compile(r"0|[1-9][0-9]*")      # RFC 6901: ASCII digits, no leading zero


def escape(token: str | int) -> str:
    """One reference token, escaped (``a/b`` → ``a~1b``)."""
    return jsonpointer.escape(str(token))


def schema_fields(schema: object, pointer: str, holds: Callable[[str, dict], bool],
                  items: bool = False, max_depth: int = 8) -> list[tuple[str, str]]:
    """``(dotted name, JSON Pointer)`` of every property of the JSON Schema ``schema`` (at
    ``pointer``), nested ones too (and, with ``items``, those of array items), at most
    ``max_depth`` levels deep, for which ``holds(name, its schema)``, in document order:
    ``schema_fields(s, '/inputSchema', f)`` → ``[('user.password',
    '/inputSchema/properties/user/properties/password')]``."""
    return _fields(schema, pointer, "", 0, holds, items, max_depth)


def _fields(schema: object, pointer: str, prefix: str, depth: int,
            holds: Callable[[str, dict], bool], items: bool,
            max_depth: int) -> list[tuple[str, str]]:
    if not isinstance(schema, dict) or depth > max_depth:
        return []
    found: list[tuple[str, str]] = []
    if items and isinstance(schema.get("items"), dict):
        found += _fields(schema["items"], f"{pointer}/items", prefix, depth + 1, holds, items,
                         max_depth)
    for name, child in (schema.get("properties") or {}).items():
        here, dotted = f"{pointer}/properties/{escape(name)}", prefix + name
        if isinstance(child, dict) and holds(name, child):
            found.append((dotted, here))
        found += _fields(child, here, dotted + ".", depth + 1, holds, items, max_depth)
    return found


def unescape(token: str) -> str:
    """One reference token, unescaped (``a~1b`` → ``a/b``)."""
    return jsonpointer.unescape(token)


def is_index(token: str) -> bool:
    """Whether ``token`` is an array index as RFC 6901 writes one (``0``, ``12``; never
    ``01``, ``-`` or a non-ASCII digit such as ``²``)."""
    return ARRAY_INDEX.fullmatch(token) is not None


def join(base: str, *tokens: str | int) -> str:
    """``base`` extended by ``tokens`` (``join('/capabilities', 0, 'name')``)."""
    return base + "".join("/" + escape(t) for t in tokens)


def split(pointer: str) -> list[str]:
    """The unescaped reference tokens of ``pointer`` (``''`` is the whole document)."""
    if not pointer:
        return []
    return [unescape(t) for t in pointer.split("/")[1:]]


def well_formed(pointer: str) -> bool:
    """Whether ``pointer`` is RFC 6901 syntax: empty, or ``/``-led tokens in which every
    ``~`` is followed by ``0`` or ``1``."""
    return pointer == "" or (pointer.startswith("/") and
                             re.search(r"~(?![01])", pointer) is None)


def resolve(doc: Any, pointer: str, default: Any = MISSING) -> Any:
    """The value at ``pointer`` in ``doc``, or ``default`` when it does not exist (a member
    whose value is ``null`` exists; an array index is ASCII digits without a leading zero,
    so ``01``, ``²`` and ``-`` name nothing). Walked by ``jsonpointer``."""
    if not well_formed(pointer):
        return default
    found = jsonpointer.JsonPointer(pointer).resolve(doc, default)
    return default if isinstance(found, jsonpointer.EndOfList) else found


def exists(doc: Any, pointer: str) -> bool:
    """Whether ``pointer`` names a member or item of ``doc``."""
    return resolve(doc, pointer) is not MISSING


def sort_key(pointer: str) -> tuple:
    """Document order for pointers: array indexes compare as numbers."""
    return tuple((0, int(t), "") if is_index(t) else (1, 0, t) for t in split(pointer))
