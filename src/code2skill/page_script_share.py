"""Whether a page is minified, judged one inline script at a time.

Rule ``source.minified-page-script``: each inline script a page runs
(:func:`~code2skill.extractors.inline_scripts.inline_spans`) is judged as a script file is
(rule ``source.minified-share``, :func:`code2skill.minified_share.minified`: long lines
holding most of it, its pasted third-party libraries set aside), never the page's scripts
joined. A page is skipped as minified only when every inline script it runs is. Otherwise it
is analysed: a minified script is read as blank (offsets and line numbers kept) with a
``warning`` diagnostic giving its lines, since requests it makes are not read; the other
scripts are read with their pasted libraries blank, as in a script file. pritunl's
``key_view.html`` pastes a QR-code library and UAParser.js into the script whose own lines
make ``PUT /key_pin/<%= key_id %>`` and ``DELETE /k/<%= short_id %>``: that script is analysed,
UAParser's line left out. Pure.
"""
from __future__ import annotations

import re

from code2skill.extractors.inline_scripts import inline_spans
from code2skill.facts import Diagnostic
from code2skill.library_files import library_reason
from code2skill.minified_share import code_length, minified, request_mention, \
    without_pasted_libraries

RULE = "source.minified-page-script"
NOT_NEWLINE = re.compile(rb"[^\n]")


def script_minified(body: bytes) -> bool:
    """Whether one inline script's ``body`` is minified as a whole (rule
    ``source.minified-share``)."""
    texts = body.decode("utf-8", "replace").split("\n")
    return minified(texts, [code_length(text) for text in texts])


def page_minified(data: bytes) -> bool:
    """Rule ``source.minified-page-script``: whether every inline script the page ``data``
    runs is minified (``False`` for a page running none)."""
    spans = inline_spans(data)
    return bool(spans) and all(script_minified(data[start:stop]) for start, stop in spans)


def skipped_script(body: bytes, first: int) -> str:
    """The warning of rule ``source.minified-page-script`` for the minified inline script
    ``body`` whose first line is line ``first`` of its page: its lines, its longest line, and
    the first request-like text it holds unless it is a third-party library (rule
    ``coverage.skipped-requests``'s test)."""
    text = body.decode("utf-8", "replace")
    longest = max(len(line) for line in text.split("\n"))
    mention = None if library_reason(text) else request_mention(text)
    holds = "" if mention is None else \
        f", though it holds request-like code ({mention[1]!r} at line {mention[0] + first - 1:,})"
    return f"the inline script of lines {first:,}-{first + text.count(chr(10)):,} is minified " \
        f"or bundled (a line of {longest:,} characters) and is not analysed{holds}: requests " \
        f"it makes are not in the contract; the page's other scripts are analysed (rule {RULE})"


def without_minified_scripts(path: str, data: bytes) -> tuple[bytes, list[Diagnostic]]:
    """Rule ``source.minified-page-script``: the page ``data`` of ``path`` with each minified
    inline script blank (a ``warning`` diagnostic each) and the pasted libraries of the
    others blank (``info``, rule ``source.minified-share``); ``data`` unchanged when every
    script is minified (the page is then analysed only on request)."""
    spans = inline_spans(data)
    judged = [(start, stop, script_minified(data[start:stop])) for start, stop in spans]
    if not judged or all(flag for _, _, flag in judged):
        return data, []
    out, notes, at = [], [], 0
    for start, stop, flag in judged:
        body = data[start:stop]
        first = data.count(b"\n", 0, start) + 1
        if flag:
            notes.append(Diagnostic(path, "extract", skipped_script(body, first), "warning",
                                    first))
            body = NOT_NEWLINE.sub(b" ", body)
        else:
            body, pasted = without_pasted_libraries(path, body, first)
            notes.extend(pasted)
        out.extend((data[at:start], body))
        at = stop
    out.append(data[at:])
    return b"".join(out), notes
