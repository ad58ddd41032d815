"""Contract strings written into Markdown (rule ``markdown.escape``): the report's Markdown
summary, the Skill's files and an exported package's README.

A contract is input (a reviewer edits it; anyone may hand one to the tool), so none of its
strings may become Markdown or HTML markup or reach a terminal as a control sequence:

* :func:`text` — one line (runs of white space, line breaks included, are one space), control
  characters, line separators, bidi overrides and lone surrogates written visibly as
  ``\\x1b``/``\\u202E`` (:func:`code2skill.safe_io.printable`), then every character that can
  start Markdown or HTML markup (``\\ ` * _ [ ] < > |``) escaped with a backslash (CommonMark
  §2.4): ``<img src=x>`` shows as text, ``![t](u)`` is no image, ``|`` splits no table cell.
  An ``_`` between two letters or digits (``tasks_web``) opens no emphasis and stays as it is.
* :func:`code` — the same one visible line as an inline code span, fenced with one more
  backtick than the longest run inside it (CommonMark §6.1); :func:`code_cell` also escapes
  ``|``, which ends a table cell even inside a code span (GFM).
"""
from __future__ import annotations

import re

from code2skill.safe_io import printable

SPECIAL = re.compile(r"([\\`*\[\]<>|]|(?<![^\W_])_|_(?![^\W_]))")   # not word_word
TICKS = re.compile(r"`+")


def one_line(value: object) -> str:
    """``value`` as text on one visible line."""
    return printable(" ".join(str(value).split()))


def text(value: object) -> str:
    """``value`` as Markdown text that shows exactly its characters (see the module)."""
    return SPECIAL.sub(r"\\\1", one_line(value))


def code(value: object) -> str:
    """``value`` as an inline code span (see the module); ``` `` ``` for an empty value."""
    return fenced(one_line(value))


def code_cell(value: object) -> str:
    """:func:`code` for a table cell: ``|`` escaped as ``\\|``."""
    return fenced(one_line(value).replace("|", "\\|"))


def fenced(line: str) -> str:
    fence = "`" * (max((len(m) for m in TICKS.findall(line)), default=0) + 1)
    pad = " " if line.startswith("`") or line.endswith("`") or line == "" else ""
    return f"{fence}{pad}{line}{pad}{fence}"
