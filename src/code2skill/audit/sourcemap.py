"""Where a JSON Pointer lies in the contract's text: line and column of the member's key (or of
an array item's value), so reports can point at the contract file itself.

A small scanner over text that ``json.loads`` has already accepted; a pointer to a member that
does not exist (a missing ``title``) maps to its nearest existing ancestor.
"""
from __future__ import annotations

import bisect
import json
import re

from code2skill.contract.pointer import escape

BLANK = re.compile(r"[ \t\r\n]*")          # JSON's whitespace
NEWLINE = re.compile("\n")
SCALAR = re.compile(r"-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null")


class SourceMap:
    """``line_of(pointer)`` → ``(line, column)``, both 1-based. The text is scanned on the
    first question, once: a report without findings never pays for it."""

    def __init__(self, text: str):
        self.text = text
        self.newlines: list[int] = []
        self.offsets: dict[str, int] = {}
        self.i = 0
        self._scanned = False

    def _scan(self) -> None:
        """Index the line breaks and the offset of every member and item."""
        self._scanned = True
        self.newlines = [m.start() for m in NEWLINE.finditer(self.text)]
        try:
            self._value("")
        except (IndexError, ValueError, RecursionError):      # not JSON after all: map everything to line 1
            self.offsets.setdefault("", 0)

    def position(self, pointer: str) -> tuple[int, int]:
        """The place of ``pointer`` or of its nearest existing ancestor."""
        if not self._scanned:
            self._scan()
        while pointer and pointer not in self.offsets:
            pointer = pointer.rsplit("/", 1)[0]
        offset = self.offsets.get(pointer, 0)
        line = bisect.bisect_left(self.newlines, offset)
        start = self.newlines[line - 1] + 1 if line else 0
        return line + 1, offset - start + 1

    def line_of(self, pointer: str) -> int:
        return self.position(pointer)[0]

    # ------------------------------------------------------------ scanner
    def _skip(self) -> None:
        self.i = BLANK.match(self.text, self.i).end()

    def _value(self, pointer: str) -> None:
        self._skip()
        self.offsets.setdefault(pointer, self.i)
        char = self.text[self.i]
        if char == "{":
            self._object(pointer)
        elif char == "[":
            self._array(pointer)
        elif char == '"':
            _, self.i = json.decoder.scanstring(self.text, self.i + 1)
        else:
            match = SCALAR.match(self.text, self.i)
            if not match:
                raise ValueError(f"unexpected {char!r} at {self.i}")
            self.i = match.end()

    def _object(self, pointer: str) -> None:
        self.i += 1
        self._skip()
        if self.text[self.i] == "}":
            self.i += 1
            return
        while True:
            self._skip()
            start = self.i
            key, self.i = json.decoder.scanstring(self.text, self.i + 1)
            child = pointer + "/" + escape(key)
            self.offsets[child] = start
            self._skip()
            self.i += 1                                   # ':'
            self._value(child)
            self._skip()
            self.i += 1                                   # ',' or '}'
            if self.text[self.i - 1] == "}":
                return

    def _array(self, pointer: str) -> None:
        self.i += 1
        self._skip()
        if self.text[self.i] == "]":
            self.i += 1
            return
        k = 0
        while True:
            self._value(pointer + "/" + str(k))
            self._skip()
            self.i += 1                                   # ',' or ']'
            if self.text[self.i - 1] == "]":
                return
            k += 1
