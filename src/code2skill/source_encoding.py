"""Rule ``source.not-utf8``: a text file that is not valid UTF-8 is analysed all the same.

A source file with a byte sequence that is not UTF-8 (a Latin-1 ``é`` in a comment) is no
binary file: tree-sitter parses its bytes, and the extractor reads node text with each invalid
sequence replaced by U+FFFD. The file gets one ``warning`` diagnostic (stage ``read``) naming
the first invalid byte's offset; a string literal holding such bytes is an unknown value
(``extractors/module_facts/``, ``Unknown("not-utf8")``), never a path, header or value, since
its text is not what the program sends. Binary files (a NUL byte), files too large and minified
files are still skipped (:func:`code2skill.discover.read_source`).
"""
from __future__ import annotations

from code2skill.facts import Diagnostic

NOT_UTF8_RULE = "source.not-utf8"


def invalid_utf8_offset(data: bytes) -> int | None:
    """The byte offset (0-based) of the first sequence of ``data`` that is not valid UTF-8,
    or ``None`` when all of it is valid."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return exc.start
    return None


def not_utf8_diagnostic(path: str, data: bytes) -> Diagnostic | None:
    """The ``warning`` diagnostic of the source file ``path`` whose bytes are ``data`` when
    they are not valid UTF-8 (rule ``source.not-utf8``), else ``None``."""
    offset = invalid_utf8_offset(data)
    if offset is None:
        return None
    return Diagnostic(path, "read", f"not UTF-8 text (first invalid byte at offset {offset}): "
                      "analysed with each invalid byte read as U+FFFD (a replacement "
                      "character); a string literal holding one is an unknown value, never a "
                      f"path or value (rule {NOT_UTF8_RULE})", "warning")
