"""Rule ``value.regex-replace``: ``s.replace(/re/flags, 'text')`` on a string the resolver
knows in parts.

URLs are often cleaned with a regular expression before use: ``base.replace(/\\/$/, '')``
drops a trailing slash, ``path.replace(/\\/+/g, '/')`` collapses repeated ones. The
expression is applied to the fixed texts of the value, never to its holes (what a hole holds
is unknown, so it is left as it is):

* a global pattern (flag ``g``) rewrites every fixed text; a text between holes is
  rewritten with a stand-in for its neighbours, so ``^``/``$`` match only at the string's
  own start and end (``/^\\/|\\/$/g`` on ``/hosts/{id}/enable`` drops the first ``/``
  alone), and a match that would reach into a hole makes the value unknown;
* a pattern without ``g`` anchored at the end (``…$``) rewrites the last part when it is a
  fixed text; one anchored at the start (``^…``) likewise with the first part;
* an unanchored pattern without ``g`` rewrites its first match, when a fixed text before any
  hole holds it; otherwise the value is unknown (the first match may be inside a hole).

A function's parameter keeps the replacement for what each caller passes (rule
``value.string-codec``'s deferral, :class:`RegexCode` in :attr:`code2skill.values.ParamV.coded`):
``` `./api/${config.objectType.replace(/_/g, '/')}/_search` ``` called with ``{objectType:
'case_artifact'}`` is ``./api/case/artifact/_search``, never the caller's text unchanged.
So does a parameter hole of a string the pattern reaches: any one under a global pattern
without anchors, the anchored end's under an anchored one (a pattern anchored at both ends
only when the hole is the whole string). Any other hole is left as it is.

The pattern runs in RE2 (linear time: a hostile pattern cannot hang the run); a pattern RE2
cannot compile (lookarounds, back-references), a multi-line flag, or a replacement with ``$``
patterns makes the value unknown, never guessed. Flag ``i`` is case-insensitive.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import re2

from code2skill.values import AltV, HoleV, ParamV, StrV, Text, UnknownV, Value

# JavaScript flags RE2 evaluates as JavaScript does on one string (``m``, ``s``, ``y``,
# ``u``, ``v`` change what matches or where: unknown).
SUPPORTED_FLAGS = frozenset("gi")


@dataclass(frozen=True, slots=True)
class RegexCode:
    """``replace(/pattern/flags, replacement)`` kept by a parameter for what its callers pass
    (an entry of :attr:`code2skill.values.ParamV.coded`)."""

    pattern: str
    flags: str
    replacement: str | None

    def applied(self, value: Value) -> Value:
        """``value`` (what a caller passes) with the replacement applied; unknown when it
        cannot be."""
        if isinstance(value, StrV):            # (a caller's text may nest its strings)
            from code2skill.resolution.shared import flatten     # (the resolver imports this module)
            value = flatten(value)
        from code2skill.encoded_segments import code_text, is_encoded, then_step  # (imports this)
        if is_encoded(value):                  # one more step of an encoding (rule
            assert isinstance(value, UnknownV)     # value.encoded-input)
            return then_step(value, code_text(self))
        found = replace_in_value(value, self.pattern, self.flags, self.replacement)
        return found if found is not None else UnknownV("regex-replace")


def deferred(part: Text | HoleV, code: RegexCode) -> Text | HoleV:
    """A parameter hole keeping ``code`` for its callers; any other part unchanged."""
    if isinstance(part, HoleV) and isinstance(part.value, ParamV):
        return replace(part, value=replace(part.value, coded=part.value.coded + (code,)))
    return part


def replace_in_value(target: Value, pattern: str, flags: str, replacement: str | None
                     ) -> Value | None:
    r""":func:`regex_replace` on a string, on each alternative of an ``AltV`` (``(env ||
    'https://x/').replace(/\/$/, '')``), on a parameter (kept for its callers:
    :class:`RegexCode`), and on a value of unknown text that it would leave unchanged (an
    environment variable: the value itself); ``None`` for any other value."""
    if isinstance(target, ParamV):
        return replace(target, coded=target.coded + (RegexCode(pattern, flags, replacement),))
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
    code = RegexCode(pattern, flags, replacement)
    last = len(parts) - 1
    starts, ends = anchors(pattern)
    if "g" in flags:
        out = [rewrite(p, compiled, replacement, 0, i == 0, i == last) if isinstance(p, Text)
               else deferred(p, code) if not (starts or ends) or last == 0 else p
               for i, p in enumerate(parts)]
        return UnknownV("regex-replace") if None in out else same_or(target, out)
    if anchored_end(pattern) or pattern.startswith("^"):
        index = last if anchored_end(pattern) else 0
        part = parts[index]
        parts[index] = rewrite(part, compiled, replacement, 0, index == 0, index == last) \
            if isinstance(part, Text) else deferred(part, code) \
            if not (starts and ends) or last == 0 else part
        return UnknownV("regex-replace") if parts[index] is None else same_or(target, parts)
    for i, part in enumerate(parts):
        if isinstance(part, HoleV):
            return UnknownV("regex-replace")
        if compiled.search(part.text):
            parts[i] = rewrite(part, compiled, replacement, 1, i == 0, i == last)
            return UnknownV("regex-replace") if parts[i] is None else StrV(tuple(parts))
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


def anchors(pattern: str) -> tuple[bool, bool]:
    """Whether the pattern holds an unescaped ``^`` / ``$`` outside a character class (an
    anchor at the start / end of the string, in any alternative)."""
    start = end = escaped = in_class = False
    for i, char in enumerate(pattern):
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif in_class:
            in_class = char != "]" or pattern[i - 1] == "["
        elif char == "[":
            in_class = True
        elif char == "^":
            start = True
        elif char == "$":
            end = True
    return start, end


SENTINEL = "\x00"      # stands for the text of a neighbouring hole while a fixed part is rewritten


def rewrite(part: Text, compiled, replacement: str, count: int, first: bool = True,
            last: bool = True) -> Text | None:
    """The fixed text with matches replaced (all when ``count`` is 0), its evidence kept.
    A part that is not the string's ``first`` (``last``) is rewritten with a stand-in for
    what comes before (after) it, so ``^`` (``$``) does not match at its edge; ``None`` when
    a match took the stand-in (it reached into a hole)."""
    before, after = ("" if first else SENTINEL), ("" if last else SENTINEL)
    text = compiled.sub(replacement, before + part.text + after, count=count)
    if text.count(SENTINEL) != len(before) + len(after) or not text.startswith(before) \
            or not text.endswith(after):
        return None
    return replace(part, text=text[len(before):len(text) - len(after)])
