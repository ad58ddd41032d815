"""Whether a script with an over-long line is minified as a whole, and what a skipped one hides.

Rule ``source.minified-share``: one long line does not make a file minified. An app's own
script often has a library pasted into it on one line (SABnzbd's config ``script.js``: the
minified jquery.form plugin, 21,059 characters on line 45, above 500 lines of the config
pages' own code). A file is minified or bundled when its long lines (over
:data:`MAX_LINE` characters of code, as :func:`code_length` counts them)
hold most of it: it has fewer than :data:`MIN_OWN_LINES` other non-blank lines, or those
hold less than :data:`MIN_OWN_SHARE` of its code characters, counted both with and without
its long lines that are third-party libraries (below): key_view.html's one script (pritunl)
holds 310 lines of its own code beside a pasted QR-code library and UAParser.js, 23 % of its
code with them, 32 % without UAParser's UMD wrapper, and is analysed. A file mostly made of ordinary
lines is analysed, its long lines with it (the parser's per-file budgets bound them), and its
third-party check (rule ``scope.library-file``) reads its ordinary lines only: the pasted
library's UMD wrapper is not the file's. A long line of such a file that is itself a
third-party library (the ``scope.library-file`` evidence read on that line: a UMD wrapper, a
bundler's runtime, or a preserved ``/*! name vX.Y */`` banner right above it) is not analysed:
it is read as blank (offsets and line numbers kept) with an ``info`` diagnostic naming it, as
the library would be in a file of its own.

Rule ``coverage.skipped-requests``: a file skipped as minified by its content (not by a
``.min.js`` name) that holds request-like code (:data:`REQUEST_TEXT`: ``fetch(``,
``$.ajax(``, ``axios.``, ``new XMLHttpRequest``, ``.ajaxForm(`` …, outside strings, regular
expressions and comments) and is no third-party library may hide the app's requests: a
``medium`` review item and a warning name it and the first such text, instead of a silent
skip. Pure.
"""
from __future__ import annotations

import re

from code2skill.facts import Diagnostic
from code2skill.library_files import banner_library, library_reason
from code2skill.literal_text import code_only
from code2skill.problem import Problem

MAX_LINE = 5_000              # characters of code in a line past which it reads as minified
MIN_OWN_LINES = 100           # ordinary non-blank lines a file with long lines needs ...
MIN_OWN_SHARE = 0.25          # ... holding this share of its code characters at least
RULE = "source.minified-share"
SKIPPED_RULE = "coverage.skipped-requests"
REQUEST_TEXT = re.compile(
    r"\bfetch\s*\(|\$\.(?:ajax|get|post|getJSON|ajaxSubmit)\s*\(|\baxios\s*[.(]"
    r"|\bnew\s+XMLHttpRequest\b|\.ajax(?:Form|Submit)\s*\(|\bjQuery\.(?:ajax|get|post)\s*\(")
SNIPPET = 40                  # characters of request-like text quoted
BANNER_LINES = 30             # lines above a long line read for its library's banner
BANNER_ABOVE = re.compile(r"/\*(?:(?!/\*).)*?\*/\s*\Z", re.S)


STRING_LITERAL = re.compile(r"'(?:[^'\\\n]|\\.)*'|\"(?:[^\"\\\n]|\\.)*\"|`(?:[^`\\]|\\.)*`")
NAME_LIST = re.compile(r"\s*(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?"
                       r"(?:\{[^{}]*\}|\*(?:\s*as\s+[\w$]+)?)\s*(?:from\s*'')?\s*;?\s*")


def code_length(line: str) -> int:
    """Rule ``source.minified-shape``: how long ``line`` is as code, in characters: its
    length with each string literal counted as two (its quotes), or 0 when the line only
    imports or exports a list of names (``export { a, b } from './sdk.gen';``,
    ``import type { A, B } from './types.gen';``, ``export * from './x';``). Only a line over
    :data:`MAX_LINE` characters is read for its shape."""
    if len(line) <= MAX_LINE:
        return len(line)
    code = STRING_LITERAL.sub("''", line)
    return 0 if NAME_LIST.fullmatch(code) else len(code)


def minified_as_whole(lengths: list[int]) -> bool:
    """Rule ``source.minified-share``: whether a file whose lines are ``lengths`` long as
    code (at least one over :data:`MAX_LINE`) is minified or bundled as a whole (module
    docstring)."""
    own = [n for n in lengths if 0 < n <= MAX_LINE]
    return len(own) < MIN_OWN_LINES or sum(own) < MIN_OWN_SHARE * sum(lengths)


def minified(texts: list[str], lengths: list[int]) -> bool:
    """Rule ``source.minified-share``: whether a script of lines ``texts``, ``lengths`` long
    as code, is minified or bundled as a whole (:func:`minified_as_whole`) both with and
    without its long lines that are pasted third-party libraries (:func:`library_lines`);
    ``False`` when no line is over :data:`MAX_LINE`."""
    if not any(n > MAX_LINE for n in lengths) or not minified_as_whole(lengths):
        return False
    libraries = library_lines(texts, lengths)
    return not libraries or minified_as_whole(
        [0 if number in libraries else n for number, n in enumerate(lengths)])


def library_lines(texts: list[str], lengths: list[int]) -> dict[int, str]:
    """``{index: reason}`` of the lines of ``texts`` longer than :data:`MAX_LINE` as code
    (``lengths``) that are pasted third-party libraries (:func:`pasted_library`)."""
    found = {}
    for number, (text, n) in enumerate(zip(texts, lengths)):
        if n > MAX_LINE:
            reason = pasted_library(text, "\n".join(texts[max(0, number - BANNER_LINES):number]))
            if reason is not None:
                found[number] = reason
    return found


def without_pasted_libraries(path: str, data: bytes, first_line: int = 1
                             ) -> tuple[bytes, list[Diagnostic]]:
    """Rule ``source.minified-share``: the script ``data`` of ``path`` with each long line
    that is a pasted third-party library (module docstring) replaced by spaces, and one
    ``info`` diagnostic per such line (``first_line``: the number of the script's first line
    in ``path``); ``data`` unchanged when it has none, or when it is minified as a whole
    (analysed only on request: ``--include-bundles`` or ``--include``)."""
    if not any(len(line) > MAX_LINE for line in data.split(b"\n")):
        return data, []
    lines = data.split(b"\n")
    texts = [line.decode("utf-8", "replace") for line in lines]
    lengths = [code_length(text) for text in texts]
    if minified(texts, lengths):
        return data, []
    notes: list[Diagnostic] = []
    for number, reason in library_lines(texts, lengths).items():
        lines[number] = b" " * len(lines[number])
        notes.append(Diagnostic(path, "extract", f"a line of {len(texts[number]):,} characters "
                                f"is {reason}, pasted into the file: not analysed (rule "
                                f"{RULE})", "info", number + first_line))
    return b"\n".join(lines), notes


def pasted_library(line: str, above: str) -> str | None:
    """What shows the long ``line`` is a third-party library (rule ``scope.library-file``
    on the line, or a preserved banner ending the text ``above`` it), else ``None``."""
    found = library_reason(line)
    if found is not None:
        return found[0]
    banner = BANNER_ABOVE.search(above)
    named = banner_library(banner.group(0)) if banner is not None else None
    return f"third-party library: its licence banner names {named}" if named else None


def ordinary_text(text: str, lengths: list[int]) -> str:
    """``text`` with each line longer than :data:`MAX_LINE` as code (``lengths``, one per
    line of ``text.splitlines()``) left empty, and with it the comment written right above it
    (a pasted library's ``/*! name vX.Y */`` banner): the file's own part, for the
    third-party check."""
    lines = text.splitlines()
    kept = ["" if n > MAX_LINE else line for line, n in zip(lines, lengths)]
    for number, n in enumerate(lengths):
        if n > MAX_LINE:
            for above in banner_lines(lines, number):
                kept[above] = ""
    return "\n".join(kept)


def banner_lines(lines: list[str], number: int) -> range:
    """The indexes of the block comment that ends right above line ``number`` of ``lines``
    (blank lines between allowed), at most :data:`BANNER_LINES` lines up; empty when none
    does."""
    end = number - 1
    while end >= 0 and not lines[end].strip():
        end -= 1
    if end < 0 or not lines[end].rstrip().endswith("*/"):
        return range(0)
    for start in range(end, max(-1, end - BANNER_LINES), -1):
        if "/*" in lines[start]:
            return range(start, end + 1)
    return range(0)


def request_mention(text: str) -> tuple[int, str] | None:
    """``(1-based line, snippet)`` of the first request-like text of ``text``
    (:data:`REQUEST_TEXT`) that is code, not inside a string, regular expression or comment
    (:func:`~code2skill.literal_text.code_only`: a syntax highlighter's grammar listing
    ``fetch(?:Tarball|url)`` requests nothing), else ``None``."""
    if REQUEST_TEXT.search(text) is None:
        return None
    found = REQUEST_TEXT.search(code_only(text))
    if found is None:
        return None
    line = text.count("\n", 0, found.start()) + 1
    return line, text[found.start():found.start() + SNIPPET].splitlines()[0]


def skipped_request_problem(path: str, mention: tuple[int, str]) -> Problem:
    """Rule ``coverage.skipped-requests``: the ``medium`` problem of the minified file
    ``path`` skipped although it holds request-like text (``mention``: its line and
    snippet)."""
    line, snippet = mention
    return Problem(
        "medium", f"{path} was skipped as minified or bundled but holds request-like code "
        f"({snippet!r} at line {line:,}): requests it makes are not in the contract; "
        "--include-bundles (or --include naming it) analyses it",
        (path, (line, 1, line, 1)), SKIPPED_RULE)
