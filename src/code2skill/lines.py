"""Line breaks as editors count them, so that evidence lines are the lines a reader sees.

Rule ``source.line-breaks``: ``\\r\\n``, ``\\n`` and a lone ``\\r`` (classic Mac OS files) each
end one line; nothing else does (``str.splitlines`` also breaks at form feeds, ``\\x1c``–``\\x1e``,
``\\x85``, U+2028 and U+2029, which editors show inside a line). Tree-sitter counts rows at
``\\n`` only, so source bytes go through :func:`normalise_breaks` before parsing.
"""
from __future__ import annotations

import re

LONE_CR = re.compile(rb"\r(?!\n)")
BREAK = re.compile(r"\r\n|\r|\n")


def normalise_breaks(data: bytes) -> bytes:
    """``data`` with every lone ``\\r`` replaced by ``\\n``: the same length, so byte offsets
    and columns are unchanged, and tree-sitter's rows are the editor's lines (0-based)."""
    return LONE_CR.sub(b"\n", data) if b"\r" in data else data


def split_lines(text: str) -> list[str]:
    """The lines of ``text`` without their breaks (``\\r\\n``, ``\\n`` or a lone ``\\r``); a
    final break ends the last line rather than starting an empty one, as in
    ``str.splitlines``."""
    lines = BREAK.split(text)
    if lines and lines[-1] == "" and text:
        lines.pop()
    return lines if text else []
