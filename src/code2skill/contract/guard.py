"""Checks a contract file's JSON must pass before anything walks it (rule ``contract.hostile``).

A contract is input: it may have been edited by hand or written by someone else. Before the
JSON is parsed its nesting depth is checked (Python's parser and every recursive walk after it
would overflow the stack), and while it is parsed every number is checked (Python refuses
integers of more than 4,300 digits; ``1e999`` would be infinity). After parsing, no string may
hold a NUL character (a file path with one cannot be opened) and the recorded scope's globs
must compile. Each problem is a :class:`~code2skill.contract.load.Problem` naming the JSON
Pointer of the offending member.
"""
from __future__ import annotations

import json
import math
import re
from itertools import accumulate, count
from operator import sub
from typing import Any

from code2skill.contract.pointer import join

MAX_DEPTH = 100            # objects and arrays; the deepest sample contract nests 11
MAX_NUMBER_TEXT = 100      # characters of one number literal
SHOWN_TOKENS = 12          # reference tokens shown of a pointer into deep nesting

# A string token as an unrolled loop with possessive repeats: the alternation
# ``(?:[^"\\]|\\.)*`` kept one backtracking frame per character (a 5 MB string took 730 MB).
_TOKENS = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+"|[\[\]{},:]')
STRING = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+"')
NOT_BRACKET = re.compile(r"[^\[\]{}]++")
DEPTH_STEPS = bytes.maketrans(b"{[}]", b"\x02\x02\x00\x00")


class BadNumber:
    """A number literal the contract may not hold, kept where it was until it is reported."""

    __slots__ = ("text", "why")

    def __init__(self, text: str, why: str):
        self.text, self.why = text, why


class Members(dict):
    """A JSON object in which a member name occurs more than once (``duplicates``, in order of
    their second occurrence): Python keeps the last value, another reader may show the first,
    so the contract is refused (rule ``contract.hostile``) rather than read one way."""

    __slots__ = ("duplicates",)


def members(pairs: list[tuple[str, Any]]) -> dict:
    """The object of ``pairs`` (``json``'s ``object_pairs_hook``): a :class:`Members` naming
    its repeated names when one repeats, else a plain dict."""
    obj = dict(pairs)
    if len(obj) == len(pairs):
        return obj
    seen: set[str] = set()
    marked = Members(obj)
    marked.duplicates = list(dict.fromkeys(k for k, _ in pairs if k in seen or seen.add(k)))
    return marked


def max_depth(text: str) -> int:
    """The deepest nesting of objects and arrays in JSON ``text`` (strings left out), counted
    at C speed: the brackets alone, as +1/-1 steps, summed as they come."""
    brackets = NOT_BRACKET.sub("", STRING.sub("", text)).encode("ascii")
    # an opening bracket counts 2, a closing one 0: after k brackets the running sum less k is
    # the depth (opened less closed)
    return max(map(sub, accumulate(brackets.translate(DEPTH_STEPS)), count(1)), default=0)


def too_deep(text: str) -> tuple[str, str] | None:
    """``(pointer, message)`` of the first object or array nested deeper than
    :data:`MAX_DEPTH` in JSON ``text``, or ``None``. A scan of the string and punctuation
    tokens (no recursion; a key is decoded only for the message), made only when
    :func:`max_depth` says some nesting is too deep; the pointer shows its first
    :data:`SHOWN_TOKENS` tokens."""
    if max_depth(text) <= MAX_DEPTH:
        return None
    stack: list[list] = []              # [kind, current key or index]
    last_string = None
    for match in _TOKENS.finditer(text):
        token = match.group()
        if token in "{[":
            if len(stack) >= MAX_DEPTH:
                keys = [key_text(level[1]) if level[0] == "o" else level[1]
                        for level in stack if level[1] is not None]
                pointer = join("", *keys[:SHOWN_TOKENS]) + ("/…" if len(keys) > SHOWN_TOKENS
                                                           else "")
                return pointer, f"nested deeper than {MAX_DEPTH} levels of objects and arrays"
            stack.append(["o", None] if token == "{" else ["a", 0])
        elif token in "}]":
            if stack:
                stack.pop()
        elif token == ",":
            if stack and stack[-1][0] == "a":
                stack[-1][1] += 1
        elif token == ":":
            if stack and last_string is not None:
                stack[-1][1] = last_string          # decoded only for the message
        else:
            last_string = token
    return None


def key_text(token: str) -> str:
    """The member name a JSON string ``token`` of :func:`too_deep`'s scan spells."""
    try:
        return json.loads(token)
    except ValueError:
        return token.strip('"')


def parse(text: str) -> tuple[Any, bool]:
    """``(data, marked)``: ``json.loads`` with every number checked: a literal longer than
    :data:`MAX_NUMBER_TEXT` characters, one that is not finite, ``NaN`` or ``Infinity``
    become :class:`BadNumber` markers, and an object repeating a member name a
    :class:`Members` (:func:`problems_in` reports both); ``marked`` says whether there is
    one."""
    marked: list[BadNumber] = []

    def bad(s: str, why: str) -> BadNumber:
        marked.append(BadNumber(s, why))
        return marked[-1]

    def integer(s: str) -> Any:
        return bad(s, "too long") if len(s) > MAX_NUMBER_TEXT else int(s)

    def real(s: str) -> Any:
        if len(s) > MAX_NUMBER_TEXT:
            return bad(s, "too long")
        value = float(s)
        return value if math.isfinite(value) else bad(s, "not a finite number")

    def obj(pairs: list[tuple[str, Any]]) -> dict:
        made = members(pairs)
        if type(made) is Members:
            marked.append(made)             # type: ignore[arg-type]
        return made

    data = json.loads(text, parse_int=integer, parse_float=real, object_pairs_hook=obj,
                      parse_constant=lambda s: bad(s, "not a JSON number"))
    return data, bool(marked)


def may_hold_nul(text: str) -> bool:
    """Whether JSON ``text`` may hold a NUL character (JSON can only write it ``\\u0000``,
    strings and names alike), so a ``False`` spares :func:`problems_in` the walk of every
    value when :func:`parse` marked no number."""
    return "\\u0000" in text


def problems_in(data: Any) -> list[tuple[str, str]]:
    """``(pointer, message)`` for every :class:`BadNumber`, every member name repeated in
    one object (:class:`Members`) and every key or string holding a NUL character in parsed
    ``data`` (an iterative walk)."""
    out: list[tuple[str, str]] = []
    todo: list[tuple[str, Any]] = [("", data)]
    while todo:
        pointer, value = todo.pop()
        if isinstance(value, BadNumber):
            shown = value.text if len(value.text) <= 20 else \
                f"{value.text[:12]}… ({len(value.text):,} characters)"
            out.append((pointer, f"a number {value.why}: {shown} (at most "
                                 f"{MAX_NUMBER_TEXT} characters, finite)"))
        elif isinstance(value, str):
            if "\0" in value:
                out.append((pointer, "contains a NUL character"))
        elif isinstance(value, dict):
            for key in getattr(value, "duplicates", ()):
                out.append((join(pointer, key), "a member name given more than once in one "
                            "object (JSON readers differ on which value counts)"))
            for key, item in value.items():
                if "\0" in key:
                    out.append((join(pointer, key.replace("\0", "\\u0000")),
                                "a member name contains a NUL character"))
                else:
                    todo.append((join(pointer, key), item))
        elif isinstance(value, list):
            todo.extend((join(pointer, i), item) for i, item in enumerate(value))
    return sorted(out)


def scope_problems(data: dict[str, Any]) -> list[tuple[str, str]]:
    """``(pointer, message)`` for every recorded scope glob (``/source/scope/include/0``)
    that cannot be compiled, so that a re-derive with the recorded scope cannot fail."""
    from code2skill.discover import glob_spec
    source = data.get("source") if isinstance(data.get("source"), dict) else {}
    scope = source.get("scope") if isinstance(source.get("scope"), dict) else {}
    out = []
    for key in ("include", "exclude"):
        globs = scope.get(key)
        for i, glob in enumerate(globs if isinstance(globs, list) else []):
            if not isinstance(glob, str):
                continue
            try:
                glob_spec([glob])
            except (ValueError, re.error) as exc:
                why = re.sub(r" at position \d+", "", str(exc))
                out.append((join("/source/scope", key, i),
                            f"an invalid glob {glob[:80]!r}: {why}"))
        if not out and isinstance(globs, list):
            try:
                glob_spec([g for g in globs if isinstance(g, str)])
            except (ValueError, re.error) as exc:
                out.append((join("/source/scope", key), f"the globs together are {exc}"))
    return out
