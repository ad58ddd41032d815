"""Where a source file's string literals stand, read on its parsed tree for the reviewer's
snippets (rule ``report.snippet-parsed`` of :mod:`code2skill.report.snippets`; pure).

A script file (``.js``, ``.ts``, ``.tsx`` …), a single-file component's or an Astro
component's scripts and a page's inline scripts are parsed with the grammar the extractors
use (:mod:`code2skill.extractors.languages`); each ``string`` node's text between its quotes
and each run of a ``template_string`` between its substitutions is one literal, wherever its
lines end: a template literal spanning lines is one literal, not a quote left open on one line
and another on the next. What no script tree covers (the markup around a component's scripts,
a server template, a file of no known grammar, or a script the grammar read with an error)
is left to the line-by-line reading of :data:`code2skill.report.snippets.LITERAL`. A server
template page (``.php``, ``.jsp``, ``.erb``, ``.twig``, ``.ftl`` …) is parsed with its template
constructs blanked as the extractors read it (:mod:`code2skill.extractors.template_scripts`),
and each construct is a literal too: ``'<?= 'X' ?>'`` inside a script's string is one literal,
not two quotes around a shown ``X``; on any page, whatever its name, the one-line constructs of
the common engines (:data:`TEMPLATE_CONSTRUCT`) are literals as well.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import PurePosixPath

from tree_sitter import Node, Tree

from code2skill.extractors.languages import (EXTENSIONS, PAGES, SCRIPT_HOSTS, TEMPLATE_TAG_GRAMMARS,
                                             blank_templates, parse_script, script_trees)
from code2skill.extractors.template_scripts import template_constructs


# A template construct of the common engines written on one line of any page (``{{ … }}``,
# ``{% … %}``, ``<% … %>``, ``<? … ?>``, ``[% … %]``): one literal whatever the page's name
# says its syntax is, so a plain ``.html`` Jinja or ERB page's ``'?key={{ 'X' }}'`` is masked
# whole, not two quotes around a shown ``X``
TEMPLATE_CONSTRUCT = re.compile(rb"\{\{[^\n]*?\}\}|\{%[^\n]*?%\}|<%[^\n]*?%>|<\?[^\n]*?\?>"
                                rb"|\[%[^\n]*?%\]")


@dataclass(frozen=True)
class Literals:
    """``spans``: ``(start, end)`` byte offsets of each literal's text (quotes and template
    substitutions left out), in the file's UTF-8 bytes; ``parsed_rows``: the 0-based rows a
    script tree read without error covers wholly (the rest are read line by line)."""

    spans: tuple[tuple[int, int], ...]
    parsed_rows: frozenset[int]


def literals(rel: str, data: bytes) -> Literals:
    """The literals of the file ``rel`` (its extension chooses the grammar) whose bytes are
    ``data``; none, and no parsed row, for a file of no script grammar."""
    grammar = EXTENSIONS.get(PurePosixPath(rel).suffix.lower()) \
        or PAGES.get(PurePosixPath(rel).suffix.lower())
    source, constructs = template_constructs(rel, data) if grammar == "page" else (data, ())
    spans: list[tuple[int, int]] = list(constructs) + (
        [m.span() for m in TEMPLATE_CONSTRUCT.finditer(data)] if grammar == "page" else [])
    rows: set[int] = set()
    for tree in trees(grammar, source):
        root = tree.root_node
        spans.extend(literal_spans(root))
        if not root.has_error:
            rows.update(covered_rows(source, root))
    return Literals(disjoint(spans), frozenset(rows))


def disjoint(spans: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """``spans`` sorted, each overlapping run of them joined into one (a template construct
    inside a string literal is masked with the literal)."""
    out: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if out and start < out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return tuple(out)


def trees(grammar: str | None, data: bytes) -> Iterator[Tree]:
    """The script trees of a file of ``grammar`` (an :data:`EXTENSIONS` or :data:`PAGES`
    value; ``graphql`` and None have none)."""
    if grammar in SCRIPT_HOSTS:
        yield from (tree for _, tree in script_trees(grammar, data))
    elif grammar in TEMPLATE_TAG_GRAMMARS:
        yield parse_script(TEMPLATE_TAG_GRAMMARS[grammar], blank_templates(data))[1]
    elif grammar in ("javascript", "typescript", "tsx"):
        yield parse_script(grammar, data)[1]


def literal_spans(root: Node) -> Iterator[tuple[int, int]]:
    """The byte spans of the literals under ``root``: a ``string``'s text between its quotes,
    each run of a ``template_string`` between its backticks and substitutions (an empty run
    is left out)."""
    stack = [root]
    while stack:
        node = stack.pop()
        if node.type == "string" and node.child_count >= 2:
            if node.end_byte - node.start_byte > 2:
                yield node.start_byte + 1, node.end_byte - 1
        elif node.type == "template_string":
            start = node.start_byte + 1
            for child in node.children[1:]:
                if child.type == "template_substitution" or child is node.children[-1]:
                    if child.start_byte > start:
                        yield start, child.start_byte
                    start = child.end_byte
            stack.extend(c for c in node.children if c.type == "template_substitution")
        else:
            stack.extend(node.children)


def covered_rows(data: bytes, root: Node) -> range:
    """The rows ``root`` covers from their start to their end: a component's script starts
    after its ``<script>`` tag and ends before ``</script>``, whose rows are not covered; a
    script ending at a row's column 0 does not cover that row."""
    first, last = root.start_point.row, root.end_point.row
    starts_line = root.start_byte == 0 or data[root.start_byte - 1:root.start_byte] == b"\n"
    ends_line = root.end_point.column > 0 and (
        root.end_byte >= len(data) or data[root.end_byte:root.end_byte + 1] in (b"\n", b"\r"))
    return range(first if starts_line else first + 1, last + 1 if ends_line else last)
