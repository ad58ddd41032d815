"""Rule ``body.function-member``: a member typed as a function is never sent.

``JSON.stringify`` leaves out a member whose value is a function, and a query string has no
text for one, so a TypeScript type's member typed as a function (``getDateTime: () =>
DateTime``, ``onClose?: (reason: string) => void``, ``new () => Item``, ``Function``, alone or
beside ``null``/``undefined``) is no input of a body or query object built from a value of
that type (``data: { ...option }`` with ``option: Option``). A method signature
(``getLabel(): string``) is no property signature, so it never becomes a member. The schema
pass cites the rule, naming the members left out, at the Tool's input schema.
"""
from __future__ import annotations

import re

RULE = "body.function-member"
CONSTRUCTOR = re.compile(r"^(?:abstract\s+)?new\b\s*")
OPENERS = {"(": ")", "<": ">", "{": "}", "[": "]"}
MAX_DEPTH = 4                   # member levels :func:`left_out` looks into


def is_function_type(text: str) -> bool:
    """Whether type text ``text`` is a function type, alone or in a union with ``null`` or
    ``undefined`` (``(() => void) | undefined``); ``False`` for any other type and for text
    this reading cannot split (unbalanced brackets)."""
    options = union_options(text.strip())
    rest = [o for o in options if o not in ("null", "undefined")]
    return bool(rest) and all(function_text(o) for o in rest)


def function_text(text: str) -> bool:
    """Whether ``text`` (one union option) is ``Function``, a function type ``(…) => R``
    (generic, a constructor's ``new (…) => R``) or one written in parentheses."""
    text = CONSTRUCTOR.sub("", text.strip())
    if text == "Function":
        return True
    if text.startswith("<"):
        end = closing(text, 0)
        if end is None:
            return False
        text = text[end + 1:].lstrip()
    if not text.startswith("("):
        return False
    end = closing(text, 0)
    if end is None:
        return False
    after = text[end + 1:].lstrip()
    if after.startswith("=>"):
        return True
    return not after and is_function_type(text[1:end])      # ((x) => y)


def closing(text: str, start: int) -> int | None:
    """The index of the bracket closing the one at ``start`` (quotes skipped, an arrow's
    ``>`` no bracket), or ``None`` when it is not closed."""
    stack: list[str] = []
    quote = ""
    for i in range(start, len(text)):
        ch = text[i]
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "'\"`":
            quote = ch
        elif ch in OPENERS:
            stack.append(OPENERS[ch])
        elif ch == ">" and text[i - 1:i] == "=":
            continue
        elif stack and ch == stack[-1]:
            stack.pop()
            if not stack:
                return i
    return None


def union_options(text: str) -> list[str]:
    """``text`` split on ``|`` outside brackets, quotes and function results: ``() => A |
    B`` is one option (the result is the union), ``(() => A) | null`` two."""
    out: list[str] = []
    start, i = 0, 0
    while i < len(text):
        ch = text[i]
        if ch in OPENERS or ch in "'\"`":
            end = closing(text, i) if ch in OPENERS else text.find(ch, i + 1)
            if end is None or end < 0:
                return [text]
            i = end + 1
            continue
        if text.startswith("=>", i):
            out.append(text[start:].strip())      # the result runs to the end
            return [o for o in out if o]
        if ch == "|":
            out.append(text[start:i].strip())
            start = i + 1
        i += 1
    out.append(text[start:].strip())
    return [o for o in out if o]


def left_out(typed, depth: int = 0) -> dict:
    """The members typed as functions a :class:`~code2skill.types.TypedSchema` and the object
    types of its members left out, each by its dotted name (``owner.getName``) → where it is
    declared (or ``None``); members :data:`MAX_DEPTH` levels down are not looked at."""
    out = dict(typed.functions)
    if depth < MAX_DEPTH:
        for name, child in typed.children.items():
            out.update({f"{name}.{k}": w for k, w in left_out(child, depth + 1).items()})
    return out


__all__ = ["MAX_DEPTH", "RULE", "is_function_type", "left_out"]
