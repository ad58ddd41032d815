"""JSON Pointers (RFC 6901) into a contract held as plain JSON data.

Audit findings and ``derive --update`` name places in a contract by JSON Pointer, the same way a
capability's ``evidence`` map does (``/capabilities/3/inputSchema/required``).
"""
from __future__ import annotations

import re
from typing import Any

MISSING = object()


def escape(token: str | int) -> str:
    """One reference token, escaped (``a/b`` → ``a~1b``)."""
    return str(token).replace("~", "~0").replace("/", "~1")


def join(base: str, *tokens: str | int) -> str:
    """``base`` extended by ``tokens`` (``join('/capabilities', 0, 'name')``)."""
    return base + "".join("/" + escape(t) for t in tokens)


def split(pointer: str) -> list[str]:
    """The unescaped reference tokens of ``pointer`` (``''`` is the whole document)."""
    if not pointer:
        return []
    return [t.replace("~1", "/").replace("~0", "~") for t in pointer.split("/")[1:]]


def well_formed(pointer: str) -> bool:
    """Whether ``pointer`` is RFC 6901 syntax: empty, or ``/``-led tokens in which every
    ``~`` is followed by ``0`` or ``1``."""
    return pointer == "" or (pointer.startswith("/") and
                             re.search(r"~(?![01])", pointer) is None)


def resolve(doc: Any, pointer: str, default: Any = MISSING) -> Any:
    """The value at ``pointer`` in ``doc``, or ``default`` when it does not exist (a member
    whose value is ``null`` exists)."""
    node = doc
    for token in split(pointer):
        if isinstance(node, dict) and token in node:
            node = node[token]
        elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
            node = node[int(token)]
        else:
            return default
    return node


def exists(doc: Any, pointer: str) -> bool:
    """Whether ``pointer`` names a member or item of ``doc``."""
    return resolve(doc, pointer) is not MISSING


def sort_key(pointer: str) -> tuple:
    """Document order for pointers: array indexes compare as numbers."""
    return tuple((0, int(t), "") if t.isdigit() else (1, 0, t) for t in split(pointer))
