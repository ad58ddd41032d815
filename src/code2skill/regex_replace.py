"""Rule ``value.regex-replace``: ``s.replace(/re/flags, 'text')`` on a string the resolver
knows in parts.

URLs are often cleaned with a regular expression before use: ``base.replace(/\\/$/, '')``
drops a trailing slash, ``path.replace(/\\/+/g, '/')`` collapses repeated ones. The
expression is applied to the fixed texts of the value, never to its holes (what a hole holds
is unknown, so it is left as it is):

* a pattern anchored at the end (``…$``) rewrites the last part when it is a fixed text, and
  leaves the value unchanged when the last part is a hole; one anchored at the start
  (``^…``) likewise with the first part;
* an unanchored global pattern (flag ``g``) rewrites every fixed text;
* an unanchored pattern without ``g`` rewrites its first match, when a fixed text before any
  hole holds it; otherwise the value is unknown (the first match may be inside a hole).

The pattern runs in RE2 (linear time: a hostile pattern cannot hang the run); a pattern RE2
cannot compile (lookarounds, back-references), a multi-line flag, or a replacement with ``$``
patterns makes the value unknown, never guessed. Flag ``i`` is case-insensitive.
"""
from __future__ import annotations

from dataclasses import replace

import re2

from code2skill.values import AltV, HoleV, StrV, Text, UnknownV, Value

# JavaScript flags RE2 evaluates as JavaScript does on one string (``m``, ``s``, ``y``,
# ``u``, ``v`` change what matches or where: unknown).
SUPPORTED_FLAGS = frozenset("gi")


def replace_in_value(target: Value, pattern: str, flags: str, replacement: str | None
                     ) -> Value | None:
    r""":func:`regex_replace` on a string, on each alternative of an ``AltV`` (``(env ||
    'https://x/').replace(/\/$/, '')``), and on a value of unknown text that it would leave
    unchanged (an environment variable: the value itself); ``None`` for any other value."""
    if isinstance(target, StrV):
        return regex_replace(target, pattern, flags, replacement)
    if isinstance(target, AltV):
        options = [replace_in_value(o, pattern, flags, replacement) for o in target.options]
        return None if any(o is None for o in options) else replace(target, options=tuple(
            options))
    whole = StrV((HoleV(None, target),))
    result = regex_replace(whole, pattern, flags, replacement)
    return target if result == whole else None


def regex_replace(target: StrV, pattern: str, flags: str, replacement: str | None) -> Value:
    """``target`` with the pattern's matches in its fixed texts replaced (see the module
    rule), or an :class:`UnknownV` naming why not."""
    if replacement is None or "$" in replacement or set(flags) - SUPPORTED_FLAGS:
        return UnknownV("regex-replace")
    compiled = compile_pattern(pattern, "i" in flags)
    if compiled is None:
        return UnknownV("regex-replace")
    parts = joined_texts(target.parts)
    if not parts:
        return target
    if anchored_end(pattern) or pattern.startswith("^"):
        index = len(parts) - 1 if anchored_end(pattern) else 0
        if isinstance(parts[index], Text):
            parts[index] = rewrite(parts[index], compiled, replacement, 0)
        return same_or(target, parts)
    if "g" in flags:
        return same_or(target, [rewrite(p, compiled, replacement, 0) if isinstance(p, Text)
                                else p for p in parts])
    for i, part in enumerate(parts):
        if isinstance(part, HoleV):
            return UnknownV("regex-replace")
        if compiled.search(part.text):
            parts[i] = rewrite(part, compiled, replacement, 1)
            return StrV(tuple(parts))
    return target


def same_or(target: StrV, parts: list[Text | HoleV]) -> StrV:
    """``target`` itself when the rewrite changed no text, else the rewritten parts."""
    before = [p.text if isinstance(p, Text) else p for p in joined_texts(target.parts)]
    after = [p.text if isinstance(p, Text) else p for p in parts]
    return target if before == after else StrV(tuple(parts))


def joined_texts(parts) -> list[Text | HoleV]:
    """Adjacent fixed texts as one (a match may span them: ``'/'`` then ``'/api'``), with the
    first one's evidence, and its origin when they all share it."""
    out: list[Text | HoleV] = []
    for part in parts:
        last = out[-1] if out else None
        if isinstance(part, Text) and isinstance(last, Text):
            out[-1] = Text(last.text + part.text, last.where,
                           last.origin if last.origin == part.origin else None)
        else:
            out.append(part)
    return out


def compile_pattern(pattern: str, ignore_case: bool):
    """The RE2 program of a JavaScript pattern, or ``None`` when RE2 cannot run it."""
    options = re2.Options()
    options.case_sensitive = not ignore_case
    options.log_errors = False
    try:
        return re2.compile(pattern, options)
    except re2.error:
        return None


def anchored_end(pattern: str) -> bool:
    """Whether the pattern ends in an unescaped ``$``."""
    backslashes = len(pattern[:-1]) - len(pattern[:-1].rstrip("\\"))
    return pattern.endswith("$") and backslashes % 2 == 0


def rewrite(part: Text, compiled, replacement: str, count: int) -> Text:
    """The fixed text with matches replaced (all when ``count`` is 0), its evidence kept."""
    return replace(part, text=compiled.sub(replacement, part.text, count=count))
