"""Source snippets for the reviewer's page: the lines an evidence span points at, read from the
analysed tree and redacted (pure apart from the bounded reads of :class:`SourceTree`).

Rules:

* ``report.snippet`` — a snippet is the span's lines (``line`` … ``endLine``), at most
  :data:`SNIPPET_LINES` of them, each with its 1-based number; a span without a file or line
  has none.
* ``report.snippet-redacted`` — the lines pass through :func:`code2skill.redact.redact` as one
  text; when redaction joins lines (a private key block), the snippet is the redacted text as
  one line, so no piece of a credential survives a split.
* ``report.snippet-literals`` — a quoted literal of :data:`LITERAL_MIN` characters or more that
  the contract itself never shows (``shown``: its strings) is replaced by
  ``<redacted:not-in-contract>``: derive redacts a credential by its position (a header
  array, ``fd.append('password', …)``), which free-text rules cannot see again in a snippet.
* ``report.snippet-parsed`` — literals are found on the file's parsed tree
  (:mod:`code2skill.report.literals`), once per file and before any line is cut: a template
  literal spanning lines is masked line piece by line piece (each piece of its text on one line,
  between its substitutions, is judged as a literal of its own); lines no script tree reads
  without error are read line by line with :data:`LITERAL`. Masking comes first and cutting
  after, so a line cut at :data:`LINE_MAX` never shows the start of a literal it masks.
* ``report.snippet-width`` — a line is cut at :data:`LINE_MAX` characters (a minified bundle
  is one line of megabytes), after its literals are masked.
* ``report.snippet-linear`` — a span's snippet and a literal's verdict are worked out once per
  report (:class:`SourceTree` keeps them): a contract that repeats a review item 30,000 times
  costs one snippet, not 30,000 scans of every text the contract shows.
* ``report.snippet-in-root`` — files are read only inside the given root, as regular files of
  at most :data:`FILE_CAP` bytes (:func:`code2skill.safe_io.read_text_in_root`); a file that
  cannot be read gives a :class:`Snippet` with ``problem`` set and no lines, never an error.
"""
from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from code2skill.contract.models import Evidence
from code2skill.lines import normalise_breaks
from code2skill.redact import redact
from code2skill.report.literals import Literals, literals
from code2skill.safe_io import read_text_in_root

SNIPPET_LINES = 8
FILE_CAP = 4 * 1024 * 1024
LINE_MAX = 240
LITERAL_MIN = 4
MASK = b"<redacted:not-in-contract>"
LITERAL = re.compile(r"""(['"`])((?:\\.|(?!\1)[^\\\n])*)\1""")


@dataclass(frozen=True)
class Snippet:
    """``lines``: ``(number, text)`` pairs, numbers 1-based; ``problem``: why there are none."""

    file: str
    lines: tuple[tuple[int, str], ...] = ()
    problem: str | None = None


@dataclass(frozen=True)
class SourceFile:
    """One file read: ``data`` its UTF-8 bytes (undecodable bytes replaced, a lone ``\\r`` made
    ``\\n``: :func:`code2skill.lines.normalise_breaks`), ``starts`` the byte offset of each
    line's start (the lines of evidence, rule ``source.line-breaks``),
    ``found`` its literals (rule ``report.snippet-parsed``)."""

    data: bytes
    starts: tuple[int, ...]
    found: Literals

    @property
    def line_count(self) -> int:
        return len(self.starts)

    def window(self, first: int, last: int) -> tuple[int, int]:
        """The bytes of lines ``first`` … ``last`` (0-based, inclusive), without the last
        line's break."""
        end = self.starts[last + 1] - 1 if last + 1 < len(self.starts) \
            else len(self.data) - self.data.endswith(b"\n")
        return self.starts[first], end


@dataclass
class SourceTree:
    """The analysed folder, each file read at most once (``texts``: relative path → the file,
    or the reason it could not be read); ``shown`` holds every text the contract shows, one
    per line (rule ``report.snippet-literals``); ``snippets`` and ``verdicts`` remember each
    span's snippet and each literal's verdict (rule ``report.snippet-linear``)."""

    root: Path
    shown: str
    texts: dict[str, SourceFile | str] = field(default_factory=dict)
    snippets: dict[tuple[str, int, int | None], Snippet] = field(default_factory=dict)
    verdicts: dict[str, bool] = field(default_factory=dict)

    def file(self, rel: str) -> SourceFile | str:
        """The file ``rel`` read and its literals found, or why it cannot be read."""
        if rel not in self.texts:
            self.texts[rel] = read_file(self.root, rel)
        return self.texts[rel]

    def is_shown(self, literal: str) -> bool:
        """Whether the contract shows ``literal`` inside one of its texts."""
        if literal not in self.verdicts:
            self.verdicts[literal] = literal in self.shown
        return self.verdicts[literal]


def read_file(root: Path, rel: str) -> SourceFile | str:
    """The file ``root / rel`` with its line starts and literals, or the reason it cannot be
    read (rule ``report.snippet-in-root``)."""
    try:
        text = read_text_in_root(root, rel, FILE_CAP, errors="replace")
    except (OSError, ValueError) as exc:
        return getattr(exc, "strerror", None) or str(exc)
    data = normalise_breaks(text.encode("utf-8", "surrogateescape"))
    starts = [0, *(m.end() for m in re.finditer(rb"\n", data))]
    if len(starts) > 1 and starts[-1] == len(data):
        starts.pop()                          # a final line break ends the last line
    return SourceFile(data, tuple(starts) if data else (), literals(rel, data))


def masked_lines(src: SourceFile, first: int, last: int, is_shown: Callable[[str], bool]
                 ) -> list[str]:
    """Rules ``report.snippet-literals`` and ``report.snippet-parsed``: lines ``first`` …
    ``last`` (0-based, inclusive) of ``src`` with each literal piece the contract does not
    show (``is_shown``) masked; a row no script tree covers is read line by line."""
    lo, hi = src.window(first, last)
    text = mask_spans(src.data, src.found.spans, lo, hi, is_shown).decode("utf-8", "replace")
    lines = [line.removesuffix("\r") for line in text.split("\n")]
    return [line if row in src.found.parsed_rows
            else LITERAL.sub(lambda m: masked(m, is_shown), line)
            for row, line in enumerate(lines, first)]


def mask_spans(data: bytes, spans: tuple[tuple[int, int], ...], lo: int, hi: int,
               is_shown: Callable[[str], bool]) -> bytes:
    """``data[lo:hi]`` with each line piece of each literal span (sorted, disjoint byte
    ranges) the contract does not show replaced by ``<redacted:not-in-contract>`` (line
    breaks kept)."""
    out, last = bytearray(), lo
    for start, end in spans[max(bisect_right(spans, (lo, lo)) - 1, 0):]:
        start, end = max(start, lo), min(end, hi)
        if start >= hi:
            break
        if end <= start:
            continue
        out += data[last:start]
        out += b"\n".join(masked_piece(piece, is_shown) for piece in data[start:end].split(b"\n"))
        last = end
    return bytes(out + data[last:hi])


def masked_piece(piece: bytes, is_shown: Callable[[str], bool]) -> bytes:
    """One line's piece of a literal, masked unless it is short or the contract shows it."""
    body = piece.rstrip(b"\r")
    inner = body.decode("utf-8", "replace")
    if len(inner.strip()) < LITERAL_MIN or is_shown(inner):
        return piece
    return MASK + piece[len(body):]


def snippet(tree: SourceTree | None, ev: Evidence) -> Snippet | None:
    """The redacted lines ``ev`` spans in ``tree`` (rule ``report.snippet``); None without a
    tree or a located span."""
    if tree is None or not ev.file or not ev.line or ev.line < 1:
        return None
    span = (ev.file, ev.line, ev.endLine)
    if span not in tree.snippets:
        tree.snippets[span] = span_snippet(tree, ev.file, ev.line, ev.endLine)
    return tree.snippets[span]


def span_snippet(tree: SourceTree, rel: str, first: int, end: int | None) -> Snippet:
    """The snippet of lines ``first`` … ``end`` (1-based) of ``rel``, or why there is none."""
    src = tree.file(rel)
    if isinstance(src, str):
        return Snippet(rel, problem=src)
    last = min(max(end or first, first), first + SNIPPET_LINES - 1, src.line_count)
    if first > src.line_count:
        return Snippet(rel, problem=f"the file has {src.line_count} lines, the span starts "
                                    f"at line {first}")
    return Snippet(rel, numbered(first, masked_lines(src, first - 1, last - 1, tree.is_shown)))


def numbered(first: int, lines: list[str]) -> tuple[tuple[int, str], ...]:
    """Rules ``report.snippet-redacted`` and ``-width``: ``lines`` (their literals masked
    already) cut, redacted as one text, numbered from ``first``."""
    cut = [line if len(line) <= LINE_MAX else line[:LINE_MAX - 1] + "…" for line in lines]
    text = redact("\n".join(cut))
    parts = text.split("\n")
    if len(parts) != len(cut):
        return ((first, text.replace("\n", " ")),)
    return tuple(zip(range(first, first + len(parts)), parts))


def masked(match: re.Match, is_shown: Callable[[str], bool]) -> str:
    """A quoted literal as it stands when the contract shows its text, else masked."""
    quote, inner = match.group(1), match.group(2)
    if len(inner) < LITERAL_MIN or is_shown(inner):
        return match.group(0)
    return f"{quote}<redacted:not-in-contract>{quote}"
