"""Linear scans of a page's markup for the htmx reader (rule ``htmx.attribute``,
:mod:`code2skill.extractors.htmx_attributes`).

A page may hold anything: comments, scripts, forms, tags and template expressions left open
by the thousand. Each scan here finds every closer with one forward search from a moving
position (:class:`Finder`) or a sorted index (:func:`next_at`), so its work grows with the
page's size, never with its square:

* :func:`blank_unrendered`: comments and ``<script>``/``<style>`` elements blanked;
* :func:`page_tags`: the opening tags, as a left-to-right search of the tag pattern finds them;
* :func:`element_ends`: where each element ends, every tag name's openers and closers paired
  in one pass;
* :func:`expressions`: a server template's expressions in an attribute's value.
"""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from typing import Iterator

# what opens markup no browser renders; its closer is searched for after it
UNRENDERED_OPENER = re.compile(rb"<!--|\{\{!(?:--)?|<(script|style)\b", re.I)
TAG_START = re.compile(rb"<([a-zA-Z][\w-]*)")
TAG_RUN = re.compile(rb"[^<>\"'{]+")       # a tag's text holding no quote, brace or bracket
ELEMENT_MARK = re.compile(rb"<(/?)([a-zA-Z][\w-]*)")
EXPRESSION_OPENER = re.compile(r"\{\{|<%|<\?|\$\{|@")
# a PHP or Lua page's output tag up to its expression: `<?=`, `<?php echo `, `<?lua print(`
PROCESSING_OPENER = re.compile(r"<\?(?:=|php\b|lua\b)?\s*(?:(?:echo|print)\b\s*)?")
RAZOR = re.compile(r"@\(?([A-Za-z_][\w.]*)\)?")
AUTHORITY = re.compile(r"//[^/?#\s]*")        # a URL's user info and host
PLACEHOLDER = re.compile(r"\{([A-Za-z_]\w*)\}")
QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")
WORD_FROM_END = re.compile(r"\W*(\w*)")     # matched on the reversed text: its last word
FIRST_NAME_CHAR = re.compile(r"[A-Za-z_]")


class Finder:
    """``find(start)``: the first match of ``needle`` (a bytes/str text or a compiled pattern)
    in ``text`` at or after ``start`` as ``(start, end)``, or ``None``. The last answer is
    kept, so searches from positions that never move back cost one pass over ``text``."""

    def __init__(self, text, needle) -> None:
        self.text, self.needle = text, needle
        self.asked, self.found = -1, None

    def find(self, start: int) -> tuple[int, int] | None:
        if self.asked >= 0 and self.asked <= start and (self.found is None
                                                         or self.found[0] >= start):
            return self.found
        self.asked = start
        if isinstance(self.needle, (bytes, str)):
            at = self.text.find(self.needle, start)
            self.found = None if at < 0 else (at, at + len(self.needle))
        else:
            match = self.needle.search(self.text, start)
            self.found = None if match is None else match.span()
        return self.found


def blank_unrendered(data: bytes) -> bytes:
    """``data`` with its comments (``<!-- -->``, Handlebars ``{{!-- --}}``/``{{! }}``) and
    ``<script>``/``<style>`` elements blanked, line breaks kept: markup no browser renders
    (byte offsets unchanged). An opener never closed blanks nothing."""
    out = bytearray(data)
    finders: dict[bytes, Finder] = {}

    def closer(needle, start: int) -> tuple[int, int] | None:
        key = needle if isinstance(needle, bytes) else needle.pattern
        return finders.setdefault(key, Finder(data, needle)).find(start)

    position = 0
    while (opener := UNRENDERED_OPENER.search(data, position)) is not None:
        end = unrendered_end(opener, data, closer)
        if end is None:
            position = opener.start() + 1
            continue
        out[opener.start():end] = re.sub(rb"[^\n]", b" ", data[opener.start():end])
        position = end
    return bytes(out)


def unrendered_end(opener: re.Match, data: bytes, closer) -> int | None:
    """The end of the unrendered markup ``opener`` starts (past its closer), ``None`` when
    it is never closed; ``closer(needle, start)`` finds a closer."""
    text = opener.group().lower()
    if opener.group(1) is not None:
        name = re.escape(opener.group(1).lower())
        found = closer(re.compile(rb"</" + name + rb"\s*>", re.I), opener.end())
    elif text == b"<!--":
        found = closer(b"-->", opener.end())
    elif text == b"{{!--" and (found := closer(b"--}}", opener.end())) is not None:
        pass
    else:                                           # {{! … }}: no } before the first }}
        found = closer(b"}", opener.start() + 3)
        found = found if found is not None and data[found[1]:found[1] + 1] == b"}" else None
        found = None if found is None else (found[0], found[1] + 1)
    return None if found is None else found[1]


@dataclass(frozen=True)
class Tag:
    """An opening tag: ``name`` (as written), ``body`` (its text after the name, without the
    closing ``>``), byte offsets ``start`` (its ``<``), ``body_start`` and ``end`` (past
    its ``>``)."""
    name: bytes
    body: bytes
    start: int
    body_start: int
    end: int


def page_tags(data: bytes) -> list[Tag]:
    """The opening tags of ``data`` as a left-to-right search finds them: ``<name`` then
    quoted values, ``{{ }}`` expressions, single braces and any other text but ``<``, ``>``,
    quotes and braces, up to ``>``; after a tag the search goes on past its end, after a tag
    left open from the next byte. The tail of a tag left open is read once: a later start
    reaching a place an earlier one failed from fails there."""
    failed = bytearray(len(data) + 1)
    quotes = {q: [m.start() for m in re.finditer(re.escape(q), data)] for q in (b'"', b"'")}
    braces = [m.start() for m in re.finditer(rb"\}", data)]
    tags: list[Tag] = []
    position = 0
    while (start := TAG_START.search(data, position)) is not None:
        end = tag_end(data, start.end(), failed, quotes, braces)
        if end is None:
            position = start.start() + 1
            continue
        tags.append(Tag(start.group(1), data[start.end():end - 1], start.start(),
                        start.end(), end))
        position = end
    return tags


def tag_end(data: bytes, position: int, failed: bytearray, quotes: dict[bytes, list[int]],
            braces: list[int]) -> int | None:
    """The end (past ``>``) of a tag whose text starts at ``position``, or ``None`` when the
    tag is left open; every place read on the way to a failure is marked in ``failed``."""
    visited: list[int] = []
    end = None
    while position < len(data) and not failed[position]:
        visited.append(position)
        char = data[position:position + 1]
        if char == b">":
            end = position + 1
            break
        if char == b"<":
            break
        if char in quotes:
            close = next_at(quotes[char], position + 1)
            if close is None:
                break
            position = close + 1
        elif data.startswith(b"{{", position):
            close = next_at(braces, position + 2)
            if close is None or data[close + 1:close + 2] != b"}":
                break
            position = close + 2
        elif char == b"{":
            position += 1
        else:
            position = TAG_RUN.match(data, position).end()
    if end is None:
        for place in visited:
            failed[place] = 1
    return end


def next_at(positions: list[int], start: int) -> int | None:
    """The first of the sorted ``positions`` at or after ``start``, else ``None``."""
    index = bisect.bisect_left(positions, start)
    return positions[index] if index < len(positions) else None


def element_ends(data: bytes, tags: list[Tag], void: frozenset[bytes]) -> dict[int, int]:
    """Each tag's start → the end of its element: past its closing tag, nested elements of
    the same name (any case) counted, ``<name`` and ``</name`` written anywhere paired in one
    pass; the tag's end for a ``void`` or self-closed element; the file's end for an element
    never closed."""
    matched: dict[int, int] = {}
    open_by_name: dict[bytes, list[int]] = {}
    closes = Finder(data, b">")
    for mark in ELEMENT_MARK.finditer(data):
        stack = open_by_name.setdefault(mark.group(2).lower(), [])
        if not mark.group(1):
            stack.append(mark.start())
        elif stack:
            close = closes.find(mark.end())
            matched[stack.pop()] = len(data) if close is None else close[1]
    return {tag.start: tag.end if tag.name.lower() in void or tag.body.rstrip().endswith(b"/")
            else matched.get(tag.start, len(data)) for tag in tags}


def expressions(text: str, placeholders: bool = False) -> Iterator[tuple[int, int, str, bool]]:
    """The server template expressions of an attribute's value, left to right, as
    ``(start, end, inner text stripped, is a placeholder)``: ``{{ }}``/``{{{ }}}``, ``<% %>``
    (``<%=``, ``<%-``), a PHP or Lua page's ``<? ?>`` (``<?=``, ``<?php echo``), ``${ }``
    each up to its first closer on the same line, Razor
    ``@name.path``/``@(name)``; with ``placeholders`` also ``{name}``."""
    lines = Finder(text, "\n")
    closers = {"{{": Finder(text, "}}"), "<%": Finder(text, "%>"), "<?": Finder(text, "?>"),
               "${": Finder(text, "}")}
    openers = Finder(text, EXPRESSION_OPENER)
    braces = Finder(text, "{") if placeholders else None
    authorities = [m.span() for m in AUTHORITY.finditer(text)]
    position = 0
    while position < len(text):
        starts = [found[0] for found in (openers.find(position),
                                         braces.find(position) if braces else None) if found]
        if not starts:
            return
        at = min(starts)
        found = None if text.startswith("@", at) and not razor_at(text, at, authorities) \
            else expression_at(text, at, lines, closers, placeholders)
        if found is None:
            position = at + 1
            continue
        yield found
        position = found[1]


def razor_at(text: str, at: int, authorities: list[tuple[int, int]]) -> bool:
    """Whether the ``@`` at ``at`` may start a Razor expression: not after a letter or digit
    (Razor's own rule: ``user@example.com`` is text) and not in a URL's authority
    (``https://user:pass@host``), ``authorities`` the sorted spans of the text's ``//…``."""
    if at > 0 and text[at - 1].isalnum():
        return False
    index = bisect.bisect_right(authorities, (at, len(text))) - 1
    return index < 0 or authorities[index][1] <= at


def expression_at(text: str, at: int, lines: Finder, closers: dict[str, Finder],
                  placeholders: bool) -> tuple[int, int, str, bool] | None:
    """The expression starting at ``at`` (:func:`expressions`), else ``None``."""
    if text.startswith("@", at):
        razor = RAZOR.match(text, at)
        return None if razor is None else (at, razor.end(), razor.group(1), False)
    opener = text[at:at + 2]
    if opener in closers:
        inner = PROCESSING_OPENER.match(text, at).end() if opener == "<?" else \
            at + 2 + (opener == "{{" and text.startswith("{", at + 2)) \
            + (opener == "<%" and text[at + 2:at + 3] in ("=", "-"))
        close, line = closers[opener].find(inner), lines.find(inner)
        if close is not None and (line is None or close[0] < line[0]):
            end = close[1] + (opener == "{{" and text.startswith("}", close[1]))
            return at, end, text[inner:close[0]].strip(), False
    if placeholders:
        placeholder = PLACEHOLDER.match(text, at)
        if placeholder is not None:
            return at, placeholder.end(), placeholder.group(1), True
    return None


def last_name(expression: str) -> str | None:
    """The name an expression's value is read from: its last name, after the quoted literals
    are taken out (a literal names no input), with only punctuation after it (``user.id`` →
    ``id``, ``'abc'`` → ``None``)."""
    plain = QUOTED.sub(" ", expression)
    word = WORD_FROM_END.match(plain[::-1]).group(1)[::-1]
    first = FIRST_NAME_CHAR.search(word)
    return None if first is None else word[first.start():]


def comment_tail_blanked(data: bytes) -> bytes:
    """``data`` for an HTML parser: after a ``<!--`` never closed (outside ``<script>`` and
    ``<style>``), the rest of the file is blanked, line breaks kept (byte offsets unchanged):
    for a browser it is all one comment, and the parser would read each ``<!--`` in it to the
    end of the file again."""
    openers = re.compile(rb"<!--|<(script|style)\b", re.I)
    position = 0
    while (opener := openers.search(data, position)) is not None:
        if opener.group(1) is not None:
            closer = re.compile(rb"</" + re.escape(opener.group(1)), re.I).search(data,
                                                                               opener.end())
            if closer is None:
                return data
            position = closer.end()
            continue
        close = data.find(b"-->", opener.end())
        if close < 0:
            return data[:opener.end()] + re.sub(rb"[^\n]", b" ", data[opener.end():])
        position = close + 3
    return data
