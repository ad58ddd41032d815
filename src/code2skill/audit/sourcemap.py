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


class SourceMap:
    """``line_of(pointer)`` → ``(line, column)``, both 1-based. Only the objects and arrays on
    the way to an asked pointer are indexed, each once (a member's value is skipped by the C
    decoder): a report of a few findings on a contract of 20,000 capabilities does not walk
    its millions of members in Python."""

    def __init__(self, text: str):
        self.text = text
        self._newlines: list[int] | None = None
        self._children: dict[int, dict[str, tuple[int, int]]] = {}
        self._decoder = json.JSONDecoder()

    def position(self, pointer: str) -> tuple[int, int]:
        """The place of ``pointer`` or of its nearest existing ancestor."""
        offset = self._offset(pointer)
        if self._newlines is None:
            self._newlines = [m.start() for m in NEWLINE.finditer(self.text)]
        line = bisect.bisect_left(self._newlines, offset)
        start = self._newlines[line - 1] + 1 if line else 0
        return line + 1, offset - start + 1

    def line_of(self, pointer: str) -> int:
        return self.position(pointer)[0]

    def _offset(self, pointer: str) -> int:
        """Offset of the member's key (an array item's value, the whole document's value) of
        ``pointer``'s deepest existing prefix; 0 when the text is not JSON after all."""
        try:
            place = value = BLANK.match(self.text).end()
            for token in pointer.split("/")[1:] if pointer else []:
                child = self._index(value).get(token)
                if child is None:
                    break
                place, value = child
            return place
        except (IndexError, ValueError):
            return 0

    # ------------------------------------------------------------ scanner
    def _index(self, value: int) -> dict[str, tuple[int, int]]:
        """The members (escaped reference token → ``(member offset, value offset)``) of the
        object or array whose value starts at ``value``; a scalar has none."""
        if value not in self._children:
            char = self.text[value]
            self._children[value] = self._members(value) if char == "{" else \
                self._items(value) if char == "[" else {}
        return self._children[value]

    def _skip(self, i: int) -> int:
        return BLANK.match(self.text, i).end()

    def _members(self, i: int) -> dict[str, tuple[int, int]]:
        out: dict[str, tuple[int, int]] = {}
        i = self._skip(i + 1)
        if self.text[i] == "}":
            return out
        while True:
            start = self._skip(i)
            key, i = json.decoder.scanstring(self.text, start + 1)
            i = self._skip(self._skip(i) + 1)                # ':'
            _, end = self._decoder.raw_decode(self.text, i)
            out[escape(key)] = (start, i)                     # a repeated key: the last, as json
            i = self._skip(end) + 1                           # ',' or '}'
            if self.text[i - 1] == "}":
                return out

    def _items(self, i: int) -> dict[str, tuple[int, int]]:
        out: dict[str, tuple[int, int]] = {}
        i = self._skip(i + 1)
        if self.text[i] == "]":
            return out
        while True:
            i = self._skip(i)
            _, end = self._decoder.raw_decode(self.text, i)
            out[str(len(out))] = (i, i)
            i = self._skip(end) + 1                           # ',' or ']'
            if self.text[i - 1] == "]":
                return out
