"""The parts of a script's text that are code: string literals, regular expression literals
and comments blanked (rule ``coverage.skipped-requests``).

A request-like word inside a literal is data, not a call: a syntax highlighter's grammar lists
``fetch(?:Tarball|url)`` in a regular expression (PrismJS), a message says ``'call fetch() to
reload'``, a comment shows ``$.ajax(…)``. :func:`code_only` keeps every other byte and every
line break, so offsets and line numbers stay the text's.

A ``/`` opens a regular expression where a value may start: at the start, after one of
:data:`REGEX_AFTER` or a keyword of :data:`REGEX_WORDS`; after a name, a number or ``)`` it
divides. A template literal holding a ``${`` hole is kept whole (its holes are code); an
unclosed comment or template runs to the end of the text, an unclosed string (a syntax error) to the
end of its line, and a regular expression literal spans at most :data:`MAX_REGEX`
characters (a longer one is read as code: a warning too many, never one missed); after a
``/`` that opens none, no other opens within that reach. The scan is one left-to-right
search, linear in the text's length.
"""
from __future__ import annotations

import re

TOKEN = re.compile(
    r"//[^\n]*|/\*.*?(?:\*/|\Z)"                                  # comments
    r"|'(?:[^'\\\n]|\\.)*(?:'|$)|\"(?:[^\"\\\n]|\\.)*(?:\"|$)"      # strings
    r"|`(?:[^`\\]|\\.)*(?:`|\Z)"      # a template (an unclosed one runs to the end)
    r"|/", re.S | re.M)
REGEX_LITERAL = re.compile(r"/(?:[^/\\\[\n]|\\.|\[(?:[^\]\\\n]|\\.)*\])+/[a-z]*")
MAX_REGEX = 1000              # the characters a regular expression literal may span
REGEX_AFTER = frozenset("(,=:[!&|?{};~+-*%<>^")
REGEX_WORDS = frozenset({"return", "typeof", "case", "do", "else", "in", "of", "new", "delete",
                         "void", "throw", "yield", "await"})
LAST_WORD = re.compile(r"([A-Za-z_$][\w$]*)\s*$")


def code_only(text: str) -> str:
    """``text`` with its comments, string literals (a template literal without holes) and
    regular expression literals replaced by spaces, line breaks kept."""
    parts: list[str] = []
    position = at = failed = 0
    while (found := TOKEN.search(text, at)) is not None:
        start, end = found.span()
        if found.group() == "/":
            opens = start >= failed and opens_regex(text, start)
            literal = REGEX_LITERAL.match(text, start, start + MAX_REGEX) if opens else None
            if literal is None:
                failed = start + MAX_REGEX if opens else failed   # (none opens in that reach)
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
