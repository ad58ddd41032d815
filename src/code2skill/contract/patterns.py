"""Rule ``contract.schema-pattern``: every ``pattern`` of a contract's schemas is an ECMA-262
regular expression that compiles with the ``u`` flag, as JSON Schema validators (Ajv) and the
exported package (``new RegExp(pattern, "u")``) compile it.

A pattern that does not (``[z-a]``; the common ``[\\w-\\.]``, valid JavaScript only without
``u``) would make the package throw ``SyntaxError`` when it registers its Tools, or on every
call. ``derive`` keeps only a source pattern that compiles so (:func:`compiles`), the contract
loader refuses any other (the JSON Pointer named, exit 2), and ``validate`` reports one in a
package (``C2S-V026``). The check runs the pattern through the ``regress`` engine (ECMA-262
syntax), never through Python's ``re``.
"""
from __future__ import annotations

from typing import Any, Iterator

import regress

from code2skill.contract.pointer import escape

SCHEMA_MAPS = ("properties", "patternProperties", "$defs", "definitions")
SCHEMA_ONE = ("items", "additionalProperties", "not", "contains", "propertyNames", "if", "then",
              "else", "unevaluatedProperties", "unevaluatedItems")
SCHEMA_LISTS = ("anyOf", "oneOf", "allOf", "prefixItems")


def compiles(pattern: str) -> bool:
    """Whether ``pattern`` is an ECMA-262 regular expression valid with the ``u`` flag."""
    try:
        regress.Regex(pattern, "u")
    except Exception:          # regress.RegressError, and a lone surrogate's UnicodeError
        return False
    return True


def patterns(schema: Any, pointer: str = "") -> Iterator[tuple[str, Any]]:
    """``(JSON Pointer, value)`` of each ``pattern`` keyword of a JSON Schema, walked by
    its structure (a property *named* ``pattern`` or a ``default`` holding one is no
    keyword)."""
    if not isinstance(schema, dict):
        return
    if "pattern" in schema:
        yield f"{pointer}/pattern", schema["pattern"]
    for key in SCHEMA_MAPS:
        members = schema.get(key)
        if isinstance(members, dict):
            for name, inner in members.items():
                yield from patterns(inner, f"{pointer}/{key}/{escape(name)}")
    for key in SCHEMA_ONE:
        yield from patterns(schema.get(key), f"{pointer}/{key}")
    for key in SCHEMA_LISTS:
        items = schema.get(key)
        for i, inner in enumerate(items if isinstance(items, list) else []):
            yield from patterns(inner, f"{pointer}/{key}/{i}")


def pattern_problems(schema: Any, pointer: str = "") -> list[str]:
    """One message per ``pattern`` of ``schema`` that is no string or does not compile
    (:func:`compiles`), each naming its JSON Pointer."""
    return [f"{where}: a pattern must be a regular expression valid in JavaScript with the u "
            f"flag ({str(value)[:80]!r} is not)" for where, value in patterns(schema, pointer)
            if not isinstance(value, str) or not compiles(value)]
