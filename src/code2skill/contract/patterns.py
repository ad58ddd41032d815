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

import re
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


def backtracks(pattern: str) -> bool:
    """Rule ``contract.pattern-backtracking``: whether ``pattern`` repeats, without bound, a
    group that itself repeats without bound (``^(a+)+$``, ``(\\w*)*``, ``(x|y+){2,}``): a
    backtracking engine (JavaScript's) may then take time exponential in the input's length
    on a string that almost matches, so ``derive`` never copies such a source pattern into a
    schema the exported server enforces. Read by structure: escapes and character classes
    are skipped, a group's own repetition is ``*``, ``+``, ``{n,}`` or ``{n,m}`` with ``m``
    over 10."""
    stack: list[bool] = [False]          # per open group: holds an unbounded repetition
    i, n = 0, len(pattern)
    while i < n:
        char = pattern[i]
        if char in "\\[":                 # an escape or a class: one atom, maybe repeated
            unbounded, i = repetition(pattern, i + 2 if char == "\\" else class_end(pattern, i))
            stack[-1] = stack[-1] or unbounded
            continue
        if char == "(":
            stack.append(False)
            i += 1
            continue
        if char == ")" and len(stack) > 1:
            inner = stack.pop()
            unbounded, i = repetition(pattern, i + 1)
            if unbounded and inner:
                return True
            stack[-1] = stack[-1] or inner or unbounded
            continue
        unbounded, after = repetition(pattern, i + 1)
        stack[-1] = stack[-1] or unbounded
        i = after if after > i + 1 else i + 1
    return False


def class_end(pattern: str, start: int) -> int:
    """The index after the character class opened at ``start`` (escapes inside skipped)."""
    i = start + 1
    while i < len(pattern) and pattern[i] != "]":
        i += 2 if pattern[i] == "\\" else 1
    return i + 1


REPEAT = re.compile(r"[*+]|\{(\d+)(,(\d*))?\}")


def repetition(pattern: str, at: int) -> tuple[bool, int]:
    """Whether a quantifier at ``at`` repeats without a small bound, and the index after it
    (``at`` when there is none)."""
    found = REPEAT.match(pattern, at)
    if found is None:
        return False, at
    end = found.end() + (1 if pattern[found.end():found.end() + 1] == "?" else 0)
    if found.group(0) in ("*", "+"):
        return True, end
    upper = found.group(3)
    return found.group(2) is not None and (upper == "" or int(upper) > 10), end


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
