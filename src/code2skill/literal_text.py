"""The parts of a script's text that are code: string literals, regular expression literals
and comments blanked (rule ``coverage.skipped-requests``).

A request-like word inside a literal is data, not a call: a syntax highlighter's grammar lists
``fetch(?:Tarball|url)`` in a regular expression (PrismJS), a message says ``'call fetch() to
reload'``, a comment shows ``$.ajax(…)``. :func:`code_only` keeps every other byte and every
line break, so offsets and line numbers stay the text's.

A ``/`` opens a regular expression where a value may start: at the start, after one of
:data:`REGEX_AFTER` or a keyword of :data:`REGEX_WORDS`; after a name, a number or ``)`` it
divides. A template literal holding a ``${`` hole is kept whole (its holes are code). The
scan is one left-to-right search, linear in the text's length.
"""
from __future__ import annotations

import re

TOKEN = re.compile(
    r"//[^\n]*|/\*.*?(?:\*/|\Z)"                                  # comments
    r"|'(?:[^'\\\n]|\\.)*'|\"(?:[^\"\\\n]|\\.)*\"|`(?:[^`\\]|\\.)*`"   # strings, templates
    r"|/", re.S)
REGEX_LITERAL = re.compile(r"/(?:[^/\\\[\n]|\\.|\[(?:[^\]\\\n]|\\.)*\])+/[a-z]*")
REGEX_AFTER = frozenset("(,=:[!&|?{};~+-*%<>^")
REGEX_WORDS = frozenset({"return", "typeof", "case", "do", "else", "in", "of", "new", "delete",
                         "void", "throw", "yield", "await"})
LAST_WORD = re.compile(r"([A-Za-z_$][\w$]*)\s*$")


def code_only(text: str) -> str:
    """``text`` with its comments, string literals (a template literal without holes) and
    regular expression literals replaced by spaces, line breaks kept."""
    parts: list[str] = []
    position = 0
    at = 0
    while (found := TOKEN.search(text, at)) is not None:
        start, end = found.span()
        if found.group() == "/":
            literal = REGEX_LITERAL.match(text, start) if opens_regex(text, start) else None
            if literal is None:
                at = start + 1
                continue
            end = literal.end()
        elif found.group().startswith("`") and "${" in found.group():
            at = end
            continue
        parts += [text[position:start], blank(text[start:end])]
        position = at = end
    return "".join(parts) + text[position:]


def opens_regex(text: str, at: int) -> bool:
    """Whether the ``/`` at ``at`` of ``text`` opens a regular expression literal (module
    docstring)."""
    before = text[max(0, at - 40):at].rstrip()
    if not before:
        return True
    if before[-1] in REGEX_AFTER:
        return True
    word = LAST_WORD.search(before)
    return word is not None and word.group(1) in REGEX_WORDS


def blank(text: str) -> str:
    """``text`` as spaces, its line breaks kept."""
    return re.sub(r"[^\n]", " ", text)
