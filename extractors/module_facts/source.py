"""The byte source of one file and its spans (of the per-file extractor).

Owns :class:`_Source`: node text, whether a node's bytes are UTF-8 (rule ``source.not-utf8``),
and spans in 1-based lines and code-point columns, linear in a long line.

May read: :mod:`~code2skill.extractors.module_facts.shared` and outside modules; no seam."""
from __future__ import annotations

from tree_sitter import Node

from code2skill.source_encoding import invalid_utf8_offset
from code2skill.facts import Span

from ..languages import point_of


MAX_STRING = 4096


CONTINUATION = bytes(range(0x80, 0xC0))     # UTF-8 continuation bytes: no code point of their own
COLUMN_BLOCK = 4096                           # bytes between a long line's column checkpoints


class _Source:
    """Byte source of one file with span conversion (1-based lines, code-point columns).

    A column is the count of code points before the node on its line (a BOM is not one). On a
    valid UTF-8 line it is the count of bytes that are no continuation byte, read from the
    nearest checkpoint (every :data:`COLUMN_BLOCK` bytes) on: linear in the line once, never
    once per node, so a megabyte one-line bundle is not decoded again for each of its nodes.
    A line that is not valid UTF-8 is decoded with replacement characters, as it is shown."""

    def __init__(self, data: bytes):
        self.data = data
        self.ascii = data.isascii()
        self._utf8: bool | None = None
        self._lines: list[bytes] | None = None
        self._checkpoints: dict[int, list[int] | None] = {}

    def text(self, node: Node, limit: int = MAX_STRING) -> str:
        end = min(node.end_byte, node.start_byte + limit)
        return self.data[node.start_byte:end].decode("utf-8", "replace")

    def undecodable(self, node: Node) -> bool:
        """Rule ``source.not-utf8``: whether the bytes of ``node`` are not valid UTF-8 (its
        text then holds U+FFFD where the file holds other bytes)."""
        if self.ascii:
            return False
        if self._utf8 is None:
            self._utf8 = invalid_utf8_offset(self.data) is None
        return not self._utf8 and \
            invalid_utf8_offset(self.data[node.start_byte:node.end_byte]) is not None

    def _column(self, row: int, byte_col: int) -> int:
        if self.ascii:
            return byte_col + 1
        if self._lines is None:
            self._lines = self.data.split(b"\n")
        line = self._lines[row] if row < len(self._lines) else b""
        bom = row == 0 and line.startswith(b"\xef\xbb\xbf")     # a BOM is not a column
        marks = self._line_checkpoints(row, line)
        if marks is None:
            start = 3 if bom else 0
            return len(line[start:byte_col].decode("utf-8", "replace")) + 1
        block = byte_col // COLUMN_BLOCK
        before = marks[block] + len(line[block * COLUMN_BLOCK:byte_col].translate(None,
                                                                                  CONTINUATION))
        return before - (1 if bom and byte_col > 0 else 0) + 1

    def _line_checkpoints(self, row: int, line: bytes) -> list[int] | None:
        """Code points before each :data:`COLUMN_BLOCK`-byte boundary of valid UTF-8 ``line``
        (``None`` when it is not valid UTF-8); computed once per line."""
        if row not in self._checkpoints:
            try:
                line.decode("utf-8")
            except UnicodeDecodeError:
                self._checkpoints[row] = None
                return None
            marks, total = [0], 0
            for start in range(0, len(line), COLUMN_BLOCK):
                total += len(line[start:start + COLUMN_BLOCK].translate(None, CONTINUATION))
                marks.append(total)
            self._checkpoints[row] = marks
        return self._checkpoints[row]

    def span(self, node: Node) -> Span:
        (r1, c1), (r2, c2) = node.start_point, node.end_point
        return (r1 + 1, self._column(r1, c1), r2 + 1, self._column(r2, c2))

    def span_at(self, start: int, end: int) -> Span:
        """The span of the byte range ``start``–``end`` of the file."""
        (r1, c1), (r2, c2) = point_of(self.data, start), point_of(self.data, end)
        return (r1 + 1, self._column(r1, c1), r2 + 1, self._column(r2, c2))
