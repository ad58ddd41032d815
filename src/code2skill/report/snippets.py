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
* ``report.snippet-width`` — a line is cut at :data:`LINE_MAX` characters (a minified bundle
  is one line of megabytes).
* ``report.snippet-linear`` — a span's snippet and a literal's verdict are worked out once per
  report (:class:`SourceTree` keeps them): a contract that repeats a review item 30,000 times
  costs one snippet, not 30,000 scans of every text the contract shows.
* ``report.snippet-in-root`` — files are read only inside the given root, as regular files of
  at most :data:`FILE_CAP` bytes (:func:`code2skill.safe_io.read_text_in_root`); a file that
  cannot be read gives a :class:`Snippet` with ``problem`` set and no lines, never an error.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from code2skill.contract.models import Evidence
from code2skill.redact import redact
from code2skill.safe_io import read_text_in_root

SNIPPET_LINES = 8
FILE_CAP = 4 * 1024 * 1024
LINE_MAX = 240
LITERAL_MIN = 4
LITERAL = re.compile(r"""(['"`])((?:\\.|(?!\1)[^\\\n])*)\1""")


@dataclass(frozen=True)
class Snippet:
    """``lines``: ``(number, text)`` pairs, numbers 1-based; ``problem``: why there are none."""

    file: str
    lines: tuple[tuple[int, str], ...] = ()
    problem: str | None = None


@dataclass
class SourceTree:
    """The analysed folder, each file read at most once (``texts``: relative path → its lines,
    or the reason it could not be read); ``shown`` holds every text the contract shows, one
    per line (rule ``report.snippet-literals``); ``snippets`` and ``verdicts`` remember each
    span's snippet and each literal's verdict (rule ``report.snippet-linear``)."""

    root: Path
    shown: str
    texts: dict[str, list[str] | str] = field(default_factory=dict)
    snippets: dict[tuple[str, int, int | None], Snippet] = field(default_factory=dict)
    verdicts: dict[str, bool] = field(default_factory=dict)

    def lines_of(self, rel: str) -> list[str] | str:
        if rel not in self.texts:
            self.texts[rel] = read_lines(self.root, rel)
        return self.texts[rel]

    def is_shown(self, literal: str) -> bool:
        """Whether the contract shows ``literal`` inside one of its texts."""
        if literal not in self.verdicts:
            self.verdicts[literal] = literal in self.shown
        return self.verdicts[literal]


def read_lines(root: Path, rel: str) -> list[str] | str:
    """The lines of ``root / rel`` (undecodable bytes replaced), or the reason they are not."""
    try:
        return read_text_in_root(root, rel, FILE_CAP, errors="replace").splitlines()
    except (OSError, ValueError) as exc:
        return getattr(exc, "strerror", None) or str(exc)


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
    lines = tree.lines_of(rel)
    if isinstance(lines, str):
        return Snippet(rel, problem=lines)
    last = min(max(end or first, first), first + SNIPPET_LINES - 1, len(lines))
    if first > len(lines):
        return Snippet(rel, problem=f"the file has {len(lines)} lines, the span starts "
                                    f"at line {first}")
    return Snippet(rel, numbered(first, lines[first - 1:last], tree.is_shown))


def numbered(first: int, lines: list[str], is_shown: Callable[[str], bool]
             ) -> tuple[tuple[int, str], ...]:
    """Rules ``report.snippet-redacted``, ``-literals`` and ``-width``: ``lines`` cut, their
    literals the contract does not show (``is_shown``) masked, redacted as one text, numbered
    from ``first``."""
    cut = [line if len(line) <= LINE_MAX else line[:LINE_MAX - 1] + "…" for line in lines]
    text = redact("\n".join(LITERAL.sub(lambda m: masked(m, is_shown), line) for line in cut))
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
