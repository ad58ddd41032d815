"""JSON Pointers (RFC 6901) into a contract held as plain JSON data.

Audit findings and ``derive --update`` name places in a contract by JSON Pointer, the same way a
capability's ``evidence`` map does (``/capabilities/3/inputSchema/required``).
"""
from __future__ import annotations

import re
from typing import Any

import jsonpointer

MISSING = object()
ARRAY_INDEX = re.compile(r"0|[1-9][0-9]*")      # RFC 6901: ASCII digits, no leading zero


def escape(token: str | int) -> str:
    """One reference token, escaped (``a/b`` → ``a~1b``)."""
    return jsonpointer.escape(str(token))


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
