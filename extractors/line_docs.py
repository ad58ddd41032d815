"""Rule ``description.line-doc``: a run of ``//`` line comments directly above a declaration
is its doc comment when the declaration has no JSDoc.

Generated clients (Go-style RPC clients, hand-written TypeScript) document a method the way
Go does, with line comments: ``// Account returns the parsed configuration of an account.``
right above ``async Account(account: string) {…}``. The run counts only when its last line
ends on the line right above the declaration (a blank line ends a run) and each comment
stands alone on its line (``save(); // done`` documents the statement it ends). A ``/** */``
block wins over line comments (see ``ModuleExtractor.leading_doc``). Of the run, read from
the declaration upwards:

* a directive line is no text and is passed over: ``@ts-…``, ``eslint-…``,
  ``prettier-ignore``, ``#region``/``#endregion``, ``/ <reference …>`` (a ``///`` directive),
  ``# sourceMappingURL``, coverage and linter pragmas, a ``TODO:``/``FIXME:`` note line;
* a line that looks like code (commented-out code) ends the run: it ends with ``;``, ``{``,
  ``}``, ``(`` or ``[``, or with a call's ``)`` (``save(name)``; a ``)`` closing prose, ``the
  name (used as display name)``, is text), holds an arrow ``=>`` or an assignment or
  comparison between two operands (``x = 1``, ``a === b``), or starts a declaration
  (``const x``); lines above it belong to something else.

A licence header above a function is set apart by a blank line; one written directly above
it is read as a banner by ``description.jsdoc`` (never a description).

Not supported: a ``/* … */`` block that is no JSDoc (it is never a doc), a trailing comment
on the declaration's own line, and a doc separated from its declaration by a blank line.
"""
from __future__ import annotations

import re

DIRECTIVE = re.compile(
    r"^(?i:@ts-\w+|eslint(?:-\w+)?\b|prettier-ignore\b|#\s*(?:end)?region\b|"
    r"#\s*source(?:Mapping)?URL\b|<reference\b|<amd-\w+|jshint\b|jslint\b|jscs:|tslint:|"
    r"istanbul\s+ignore\b|c8\s+ignore\b|v8\s+ignore\b|biome-ignore\b|"
    r"deno-lint-ignore\b|noinspection\b|@vite-ignore\b|webpack\w*:)|"
    r"^(?:TODO|FIXME|XXX|HACK)\b")
CODE = re.compile(
    r"[;{}(\[]$|[\w$\]]\(.*\)$|=>|^(?:const|let|var|import|export)\s+[\w{\[*]|"
    r"[\w\]).'\"`]\s*(?:[-+*/%|&^!<>=]?=|===|!==)\s*[\w\"'`(\[{!-]")


def comment_line(comment: str) -> str:
    """The text of one ``//`` comment: ``'// Lists the users.'`` → ``'Lists the users.'``,
    ``'/// <reference types="x" />'`` → ``'<reference types="x" />'`` (the marks and one
    following space dropped, the rest stripped)."""
    return re.sub(r"^//+ ?", "", comment.strip()).strip()


def line_doc(comments: list[str]) -> str | None:
    """The doc text a run of ``//`` comments gives the declaration below it, ``comments`` in
    source order, the last one right above the declaration: the doc lines of the run, in
    order, each written ``// text`` and joined by newlines (an empty ``//`` line is kept, a
    paragraph break); directive lines dropped; from the declaration up to the first line
    that looks like code, exclusive (module docstring). ``None`` when no line of text is
    left."""
    kept: list[str] = []
    for comment in reversed(comments):
        text = comment_line(comment)
        if DIRECTIVE.match(text):
            continue
        if CODE.search(text):
            break
        kept.append(text)
    kept.reverse()
    while kept and not kept[0]:
        kept.pop(0)
    if not any(kept):
        return None
    return "\n".join(f"// {line}".rstrip() for line in kept)
