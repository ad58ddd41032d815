"""Grammar selection and parsing.

Rules (``shared/TREE-SITTER.md``): ``.ts .mts .cts`` use the TypeScript grammar (the TSX grammar
rejects ``<T>x`` assertions), ``.tsx`` uses TSX, ``.js .jsx .mjs .cjs`` use the JavaScript grammar
(JSX built in). The extractors find nodes by type in one walk of the tree
(:data:`~code2skill.extractors.module_facts.scopes.ROLES`), not by query: a query cursor loses
every node nested past 32,767 levels.

Single-file components (``.vue``, ``.svelte``) are ``sfc``: the HTML grammar finds their
``<script>`` elements, and each script is parsed in place with the grammar its ``lang`` names,
so that rows and columns stay those of the original file; an ``.astro`` component adds its
``---`` frontmatter. ``.graphql``/``.gql`` documents are read as text (no grammar).

HTML pages (``.html``, ``.htm``: :data:`PAGES`) are ``page``: the HTML grammar finds their
``<script>`` elements, and each one the browser runs as JavaScript
(:func:`~code2skill.extractors.inline_scripts.runs`) is parsed in place with the JavaScript
grammar, as a component's script is (rule ``source.inline-script``).

Ember template-tag components (``.gjs``/``.gts``) are JavaScript/TypeScript with
``<template>…</template>`` blocks: :func:`blank_templates` replaces each block by code of the
same length and lines (a template literal where an expression stands, else an empty statement
or class element ``;``), so the script is parsed with its own grammar and rows and
columns stay the file's (rule ``parse.template-tag``); the templates themselves are not read.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable, Iterator

import tree_sitter_html as tshtml
import tree_sitter_javascript as tsjs
import tree_sitter_typescript as tsts
from tree_sitter import Language, Node, Parser, Query, QueryCursor, Range, Tree

from .inline_scripts import CLOSE_TAG, OPEN_TAG, runs
from .page_scan import comment_tail_blanked
from .template_scripts import SYNTAXES

EXTENSIONS: dict[str, str] = {
    ".ts": "typescript", ".mts": "typescript", ".cts": "typescript",
    ".tsx": "tsx",
    ".js": "javascript", ".jsx": "javascript", ".mjs": "javascript", ".cjs": "javascript",
    ".es6": "javascript",
    ".vue": "sfc", ".svelte": "sfc", ".astro": "astro",
    ".gjs": "gjs", ".gts": "gts",
    ".graphql": "graphql", ".gql": "graphql",
}
# pages whose inline scripts are read (rule source.inline-script); kept apart from
# EXTENSIONS, the script files, because most pages hold no script and are no source
# (with the server page templates rule source.template-script rewrites first)
PAGES: dict[str, str] = {".html": "page", ".htm": "page", **dict.fromkeys(SYNTAXES, "page")}
SCRIPT_HOSTS = ("sfc", "astro", "page")       # grammars whose scripts sit in HTML
FRONTMATTER = re.compile(rb"\A\s*---[^\n]*\n(.*?)\n---", re.S)
SCRIPT_QUERY = "(script_element (start_tag) @tag (raw_text) @code)"
LANG_ATTRIBUTE = re.compile(rb"""\blang\s*=\s*["']?(ts|typescript|tsx)\b""", re.I)


TEMPLATE_TAG_GRAMMARS = {"gjs": "javascript", "gts": "typescript"}
TEMPLATE_BLOCK = re.compile(rb"<template>(.*?)</template>", re.S)
EXPRESSION_BEFORE = frozenset(bytes([c]) for c in b"=(,:?[>&|")
EXPRESSION_WORDS = (b"return", b"default", b"yield", b"await")


def blank_templates(data: bytes) -> bytes:
    """``data`` with every ``<template>…</template>`` block of an Ember template-tag file
    replaced by code of the same bytes count and line breaks: a template literal `` `…` ``
    where an expression stands (after ``=``, ``(``, ``,``, ``:``, ``?``, ``[``, ``=>``,
    ``return``, ``default``), else an empty statement or class element ``;`` followed by
    blanks (a component's top-level template, a class member)."""
    out, last = bytearray(), 0
    for match in TEMPLATE_BLOCK.finditer(data):
        out += data[last:match.start()]
        before = bytes(out).rstrip()
        block = re.sub(rb"[^\r\n]", b" ", match.group(0))
        if before[-1:] in EXPRESSION_BEFORE or before.endswith(EXPRESSION_WORDS):
            block = b"`" + block[1:-1] + b"`"
        else:
            block = b";" + block[1:]
        out += block
        last = match.end()
    return bytes(out + data[last:])


@lru_cache(maxsize=None)
def language(name: str) -> Language:
    """The tree-sitter ``Language`` for ``typescript``, ``tsx`` or ``javascript``."""
    if name == "typescript":
        return Language(tsts.language_typescript())
    if name == "tsx":
        return Language(tsts.language_tsx())
    if name == "javascript":
        return Language(tsjs.language())
    if name == "html":
        return Language(tshtml.language())
    raise KeyError(name)


SCRIPT_MENTION = re.compile(rb"<script", re.I)


@lru_cache(maxsize=None)
def parser(name: str) -> Parser:
    """A reusable parser for one grammar (one per process)."""
    return Parser(language(name))


def parse_html(data: bytes) -> Tree:
    """The HTML tree of ``data``, a comment left open read as running to the file's end
    (:func:`~code2skill.extractors.page_scan.comment_tail_blanked`), once."""
    return parser("html").parse(comment_tail_blanked(data))


class Markup:
    """One file's bytes and their HTML tree (:func:`parse_html`), built the first time a
    reader asks for it (:meth:`tree`) and then shared: the readers of a component's template
    (its scripts' ranges, UI triggers, bound props, Svelte elements, validation rules) parse
    its HTML once per file, not once each. It lives as long as the file's extraction;
    nothing is kept across files or runs."""

    __slots__ = ("data", "_tree")

    def __init__(self, data: bytes):
        self.data = data
        self._tree: Tree | None = None

    def tree(self) -> Tree:
        """The HTML tree of :attr:`data`, parsed on the first call only."""
        if self._tree is None:
            self._tree = parse_html(self.data)
        return self._tree


def html_tree(data: bytes, html: Markup | None) -> Tree:
    """The HTML tree of ``data``: the shared one of ``html`` (the same file's
    :class:`Markup`), else parsed here."""
    return parse_html(data) if html is None else html.tree()


def html_elements(data: bytes, types: frozenset[str] | set[str] | tuple[str, ...],
                  html: Markup | None = None) -> Iterator[Node]:
    """The nodes of the HTML tree of ``data`` (a ``.vue``/``.svelte`` file; the tree of
    ``html`` when given, :func:`html_tree`) whose type is one of ``types`` (``element``,
    ``self_closing_tag``, ``start_tag`` …), in document order."""
    stack = [html_tree(data, html).root_node]
    while stack:
        node = stack.pop()
        stack.extend(reversed(node.named_children))
        if node.type in types:
            yield node


def parse_script(grammar: str, data: bytes) -> tuple[str, Tree]:
    """``(query grammar, tree)`` of one script. Rule ``parse.jsx-reserved-member``: the
    JavaScript grammar cannot read a JSX tag whose member name is a reserved word
    (``<Skeleton.default />``, valid JSX) and loses the statements around it; when a file with
    such a tag does not parse with it but parses without error with the TSX grammar (which
    reads it), the TSX tree is used (and its queries), so every call of the file is read.
    Rule ``parse.jsx-tsx-reread``: so too for any other JavaScript file the JavaScript grammar
    cannot read but the TSX grammar reads without an error — Vue 2 babel JSX in a render
    function, whose attributes are HTML's (``<i class={`fa ${icon}`}/>``,
    ``<label for='x'>``: a reserved word the JavaScript grammar rejects as an attribute name);
    a ``<script>`` of a single-file component alike (:func:`parse_scripts`)."""
    tree = parser(grammar).parse(data)
    if grammar == "javascript" and tree.root_node.has_error:
        tsx = parser("tsx").parse(data)
        if not tsx.root_node.has_error:
            return "tsx", tsx
    return grammar, tree


def component_grammar(start_tag: bytes) -> str | None:
    """The grammar of a single-file component's ``<script>`` from its start tag: the one its
    ``lang`` names (``ts``/``typescript``, ``tsx``), else JavaScript."""
    lang = LANG_ATTRIBUTE.search(start_tag)
    return "javascript" if lang is None else \
        "tsx" if lang.group(1).lower() == b"tsx" else "typescript"   # <script lang="tsx">


def page_grammar(start_tag: bytes) -> str | None:
    """Rule ``source.inline-script``: JavaScript for a page's ``<script>`` the browser runs
    (:func:`~code2skill.extractors.inline_scripts.runs`), ``None`` for a data block or a
    ``src`` script."""
    return "javascript" if runs(start_tag) else None


def parse_scripts(data: bytes, grammar_of: Callable[[bytes], str | None] = component_grammar,
                  html: Markup | None = None) -> Iterator[tuple[str, Tree]]:
    """``(grammar, tree)`` for each ``<script>`` of a single-file component or page whose
    start tag ``grammar_of`` gives a grammar (``None`` leaves it out), each parsed on the whole
    file's bytes restricted to the script's range (positions are the file's), one at a time:
    a caller that reads each before the next holds one script's tree, not all (10,000
    ``<script>`` blocks in one file). A file that never writes ``<script`` is not parsed.
    ``html``: the file's shared HTML tree (:func:`script_ranges`)."""
    if not SCRIPT_MENTION.search(data):          # no script: the page's tree is not built
        return
    for tag, code in script_ranges(data, html):
        grammar = grammar_of(data[tag[0]:tag[1]])
        if grammar is None:
            continue
        scoped = Parser(language(grammar))
        scoped.included_ranges = [code]
        tree = scoped.parse(data)
        if grammar == "javascript" and tree.root_node.has_error:   # rule parse.jsx-tsx-reread
            tsx = Parser(language("tsx"))
            tsx.included_ranges = [code]
            reread = tsx.parse(data)
            if not reread.root_node.has_error:
                grammar, tree = "tsx", reread
        yield grammar, tree


def script_ranges(data: bytes, html: Markup | None = None
                  ) -> Iterator[tuple[tuple[int, int], Range]]:
    """``((start, end) of the start tag, range of the text)`` of each ``<script>`` element of
    ``data``, in document order. Rule ``budget.open-elements``: the HTML tree tree-sitter builds
    costs time in the page's length times the elements left open around a point (an unclosed
    ``<div>`` repeated 8,000 times, 40 KB, took 0.3 s, and four times as long per doubling),
    and its query finds no ``<script>`` nested in more than 1,018 elements, so a file holding
    more than :data:`MAX_OPEN_ELEMENTS` open at one point (:func:`open_elements`) has its
    scripts found by the linear scan of :func:`scanned_scripts` instead: the same blocks,
    without the tree (a ``<script>`` inside an HTML comment then counts as one). The tree is
    ``html``'s when given (:func:`html_tree`)."""
    if open_elements(data) > MAX_OPEN_ELEMENTS:
        yield from scanned_scripts(data)
        return
    root = html_tree(data, html).root_node
    for _, caps in QueryCursor(Query(language("html"), SCRIPT_QUERY)).matches(root):
        tag: Node = caps["tag"][0]
        yield (tag.start_byte, tag.end_byte), caps["code"][0].range


MAX_OPEN_ELEMENTS = 1_000
# elements that never take an end tag, or whose end tag may be left out (HTML standard)
UNPAIRED = frozenset({
    b"area", b"base", b"br", b"col", b"embed", b"hr", b"img", b"input", b"link", b"meta",
    b"source", b"track", b"wbr", b"param", b"keygen", b"p", b"li", b"dt", b"dd", b"tr", b"td",
    b"th", b"option", b"optgroup", b"thead", b"tbody", b"tfoot", b"colgroup", b"rt", b"rp",
    b"caption", b"html", b"head", b"body", b"script", b"style"})
ELEMENT_MARK = re.compile(rb"<(/?)([a-zA-Z][\w-]*)")


def open_elements(data: bytes) -> int:
    """Rule ``budget.open-elements``: the most elements ``data`` holds open at one point, of
    those that always take an end tag (not :data:`UNPAIRED`; names in lower case): each start
    tag opens one, each end tag closes one; linear in the file's length."""
    count = deepest = 0
    for mark in ELEMENT_MARK.finditer(data):
        if mark.group(2).lower() not in UNPAIRED:
            count += -1 if mark.group(1) else 1
            deepest = max(deepest, count)
    return deepest


def scanned_scripts(data: bytes) -> Iterator[tuple[tuple[int, int], Range]]:
    """:func:`script_ranges` of a page read by a forward scan: each ``<script`` start tag to
    its ``>``, its text to the next ``</script`` (to the file's end without one); rows and
    columns counted as the scan goes, so the whole is linear in the file's length."""
    at, row, row_start = 0, 0, 0
    while (start := OPEN_TAG.search(data, at)) is not None:
        close = data.find(b">", start.end())
        if close < 0:
            return
        end = CLOSE_TAG.search(data, close + 1)
        stop = len(data) if end is None else end.start()
        points = []
        for position in (close + 1, stop):
            row += data.count(b"\n", row_start, position)
            newline = data.rfind(b"\n", row_start, position)
            row_start = newline + 1 if newline >= 0 else row_start
            points.append((row, position - row_start))
        yield (start.start(), close + 1), Range(points[0], points[1], close + 1, stop)
        at = len(data) if end is None else end.end()


def script_trees(grammar: str, data: bytes, html: Markup | None = None
                 ) -> Iterator[tuple[str, Tree]]:
    """``(grammar, tree)`` of each script of a file whose grammar is one of
    :data:`SCRIPT_HOSTS`: an Astro component's frontmatter and scripts, a single-file
    component's scripts, or the scripts a page runs (rule ``source.inline-script``); ``html``
    the file's shared HTML tree (:func:`script_ranges`)."""
    if grammar == "astro":
        return parse_frontmatter(data, html)
    return parse_scripts(data, page_grammar if grammar == "page" else component_grammar, html)


def parse_frontmatter(data: bytes, html: Markup | None = None) -> Iterator[tuple[str, Tree]]:
    """The TypeScript frontmatter of an Astro component (between the ``---`` fences), parsed
    in place, then its ``<script>`` elements (one at a time, as :func:`parse_scripts`)."""
    match = FRONTMATTER.match(data)
    if match:
        start, end = match.span(1)
        scoped = Parser(language("typescript"))
        scoped.included_ranges = [Range(point_of(data, start), point_of(data, end), start, end)]
        yield "typescript", scoped.parse(data)
    yield from parse_scripts(data, html=html)


def point_of(data: bytes, offset: int) -> tuple[int, int]:
    """The (row, byte column) of a byte offset."""
    row = data.count(b"\n", 0, offset)
    return row, offset - (data.rfind(b"\n", 0, offset) + 1)
