"""Rule ``source.template-script``: the inline scripts of a server page template, read as code.

A server-rendered web UI (Spring with FreeMarker or JSP, Rails, PHP, Django or Flask, Express
with EJS, ASP.NET Razor …) keeps its JavaScript in inline ``<script>`` blocks of its page
templates (:data:`SYNTAXES`: ``.ftl``, ``.jsp``, ``.erb``, ``.php``, ``.twig``, ``.j2``,
``.hbs``, ``.ejs``, ``.cshtml``, ``.vm``, Template Toolkit's ``.tt2``, Mojolicious ``.ep``,
Mason, Mako, Go's ``.gohtml``/``.tmpl``, Blazor's ``.razor``, Blade's ``.blade.php``, Grails'
``.gsp``, ASP.NET's ``.aspx``, JSF's ``.xhtml``, Lua pages …; and an ``.html`` page holding a
Mako tag, :func:`page_syntax`). The server runs the template's own syntax first: its
directives (``<#if x>``, ``<% if %>``, ``{% for %}``, ``#foreach(…)``, ``[% IF x %]``, a
``% if`` line) and its output expressions (``${x}``, ``<%= x %>``, ``{{ x }}``,
``@Model.X``) are gone from the page the browser runs, replaced by text the
source does not show. So before the page's scripts are parsed (as an ``.html`` page's are,
rule ``source.inline-script``), :func:`blank_template_syntax` rewrites each template construct
(:func:`constructs`) byte for byte, line breaks kept, so that rows and columns stay the
template file's:

* in the markup, and in a script where a statement stands, it becomes blanks (the directive
  leaves no code; a construct in a ``<script>`` start tag no longer hides its ``src``);
* in a script where a value stands (after ``=``, ``(``, ``,``, ``:``, ``?``, ``[``, an
  operator, ``return`` …: ``var I18n = ${I18nUtil.getMultString()};``), an unknown global
  name of the same length (``_`` repeated): a value the server writes — unless it is a line
  directive that writes nothing (Mako's ``% if …`` between an object's members), which is
  blanks there too;
* inside a script's string (``'${base_url}/jobinfo'``) it is kept as text: the string's
  template expressions are read by rule ``value.server-template`` (a hole of unknown value);
  a quote of the string's own kind inside the construct (``'${x?default('')}'``) is written
  as the other kind, so the string does not end there.

Each construct's end is looked for once to the end of the file (:data:`SCAN_LIMIT` bytes for a
bracketed one), so a file of unclosed openers is read in linear time. A template kind this
module does not know (Smarty's ``.tpl``, whose ``{…}`` tags JavaScript's own braces cannot be
told from; the indented markup of Pug, Haml and Slim) stays listed among the skipped files when
it holds a script (rule ``source.inline-script``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from . import template_branches

RULE = "source.template-script"


@dataclass(frozen=True, slots=True)
class Syntax:
    """A template language's constructs: ``pairs`` (opener, closer) found by plain search, the
    longest opener first; ``marks``, a pattern for constructs without a fixed closer (a
    Velocity directive ``#if(…)``, a Razor expression ``@Model.Name``), matched where one of
    their first bytes stands; ``line_comment``, an opener running to the end of its line;
    ``open_ended``, whether a construct without its closer runs to the end of the file (a PHP
    block may); ``line_directive``, an opener that, as the first non-blank byte of a line, runs
    to the end of that line (Mojolicious, Mason and Mako ``% if …`` lines); ``branches``,
    the pattern of its branch directives (rule ``source.template-branches``), when read."""

    pairs: tuple[tuple[bytes, bytes], ...]
    marks: re.Pattern[bytes] | None = None
    line_comment: bytes | None = None
    open_ended: bool = False
    line_directive: bytes | None = None
    branches: re.Pattern[bytes] | None = None


# ${…} #{…} <#…> </#…> <@…/> </@…> [#…] [/#…] [@…] <#-- … -->
FREEMARKER = Syntax(((b"<#--", b"-->"), (b"${", b"}"), (b"#{", b"}"), (b"</#", b">"),
                     (b"<#", b">"), (b"</@", b">"), (b"<@", b">"), (b"[#--", b"--]"),
                     (b"[/#", b"]"), (b"[#", b"]"), (b"[/@", b"]"), (b"[@", b"]")))
# <%-- --%> <%@ %> <%= %> <% %> ${…} #{…} and JSTL/custom tags <c:if …> </c:if>
JSP = Syntax(((b"<%--", b"--%>"), (b"<%", b"%>"), (b"${", b"}"), (b"#{", b"}")),
             re.compile(rb"</?[A-Za-z][\w-]*:[\w.-]+(?:\s[^<>]*)?/?>"))
# <% %> <%= %> <%== %> <%- -%> <%# %> (ERB), <%_ _%> (EJS)
ERB = Syntax(((b"<%", b"%>"),), branches=template_branches.ERB)
# <?php ?> <?= ?> and a short <? ?> (never <?xml: text unless short tags are on)
PHP = Syntax(((b"<?php", b"?>"), (b"<?=", b"?>"), (b"<? ", b"?>"), (b"<?\n", b"?>")),
             open_ended=True)
# {{ }} {% %} {# #}: Twig, Jinja, Nunjucks, Liquid, Django
JINJA = Syntax(((b"{{", b"}}"), (b"{%", b"%}"), (b"{#", b"#}")),
               branches=template_branches.JINJA)
# {{{ }}} {{!-- --}} {{ }}: Handlebars, Mustache
HANDLEBARS = Syntax(((b"{{!--", b"--}}"), (b"{{{", b"}}}"), (b"{{", b"}}")),
                    branches=template_branches.HANDLEBARS)
# @* *@ comments; @( … ), @{ … }, @Name.Member(args)[i] and @if (…) { headers
RAZOR = Syntax(((b"@*", b"*@"),), re.compile(
    rb"@(?:\((?:[^()\n]|\([^()\n]*\))*\)|\{[^{}]*\}"
    rb"|(?:if|foreach|for|while|switch|using|lock)\b[^{\n]*\{"
    rb"|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*|\((?:[^()\n]|\([^()\n]*\))*\)|\[[^\[\]\n]*\])*)"))
# ${…} $!{…} #*…*# #{if}… and #if(…) #set(…) #foreach(…) #else #end #macroName(…)
VELOCITY = Syntax(((b"#*", b"*#"), (b"$!{", b"}"), (b"${", b"}"), (b"#{", b"}")),
                  re.compile(rb"#@?[A-Za-z]\w*(?:[ \t]*\((?:[^()\n]|\([^()\n]*\))*\))?"),
                  b"##")

# [% … %] [%- … -%] [%# … %]: Template Toolkit (Perl)
TEMPLATE_TOOLKIT = Syntax(((b"[%", b"%]"),))
# <%= %> <%== %> <% %> <%# %> and `% …`/`%= …` lines: Mojolicious embedded Perl (.ep)
EMBEDDED_PERL = Syntax(((b"<%", b"%>"),), line_directive=b"%")
# <%perl>…</%perl> and the other code blocks, <%def …>/</%def> tags, <& comp &>, <% %> and
# `% …` lines: HTML::Mason and Mason 2
MASON_BLOCKS = (b"perl", b"init", b"once", b"shared", b"cleanup", b"args", b"attr", b"flags",
                b"doc", b"text", b"class", b"filter")
MASON_TAGS = (b"def", b"method", b"block", b"after", b"around", b"augment", b"before",
              b"override")
MASON = Syntax(tuple((b"<%" + name + b">", b"</%" + name + b">") for name in MASON_BLOCKS)
               + tuple((b"<%" + name, b">") for name in MASON_TAGS)
               + ((b"</%", b">"), (b"</&", b">"), (b"<&", b"&>"), (b"<%", b"%>")),
               line_directive=b"%")
# <%doc>…</%doc>, <%inherit …/> and the other tags, <%! %>, <% %>, ${…}, `% …` lines, `## …`
MAKO_TAGS = (b"inherit", b"include", b"namespace", b"def", b"block", b"call", b"page",
             b"text")
MAKO = Syntax(((b"<%doc>", b"</%doc>"),) + tuple((b"<%" + name, b">") for name in MAKO_TAGS)
              + ((b"</%", b">"), (b"<%", b"%>"), (b"${", b"}")), line_comment=b"##",
              line_directive=b"%")
# {{/* … */}} {{- … -}} {{ … }}: Go text/template and html/template
GO_TEMPLATE = Syntax(((b"{{/*", b"*/}}"), (b"{{", b"}}")),
                     branches=template_branches.GO)
# {{-- --}} {!! !!} {{ }}, @php … @endphp, <?php ?> and @directive(…): Laravel Blade
BLADE = Syntax(((b"{{--", b"--}}"), (b"{!!", b"!!}"), (b"{{", b"}}"), (b"@php", b"@endphp"),
                (b"<?php", b"?>"), (b"<?=", b"?>")),
               re.compile(rb"@[A-Za-z]\w*(?:[ \t]*\((?:[^()\n]|\([^()\n]*\))*\))?"))
# JSP's syntax with Grails' %{-- --}% comments and <g:…> tags (Groovy Server Pages)
GSP = Syntax(((b"%{--", b"--}%"),) + JSP.pairs, JSP.marks)
# <%= %> <% %> <?lua ?> <?lua= ?>: Lua pages (CGILua, LuCI)
LUA_PAGES = Syntax(((b"<?lua", b"?>"), (b"<%", b"%>")))

SYNTAXES: dict[str, Syntax] = {
    ".ftl": FREEMARKER, ".ftlh": FREEMARKER,
    ".jsp": JSP, ".jspf": JSP,
    ".erb": ERB, ".ejs": ERB,
    ".php": PHP, ".phtml": PHP,
    ".twig": JINJA, ".j2": JINJA, ".jinja": JINJA, ".jinja2": JINJA, ".njk": JINJA,
    ".liquid": JINJA,
    ".hbs": HANDLEBARS, ".handlebars": HANDLEBARS, ".mustache": HANDLEBARS,
    ".cshtml": RAZOR,
    ".vm": VELOCITY,
    ".tt": TEMPLATE_TOOLKIT, ".tt2": TEMPLATE_TOOLKIT,
    ".ep": EMBEDDED_PERL,
    ".mas": MASON, ".mhtml": MASON, ".mc": MASON, ".mi": MASON,
    ".mako": MAKO,
    ".gohtml": GO_TEMPLATE, ".tmpl": GO_TEMPLATE,
    ".razor": RAZOR,
    ".gsp": GSP,
    ".aspx": JSP, ".ascx": JSP, ".master": JSP,     # ASP.NET Web Forms: <% %>, <asp:… />
    ".xhtml": JSP,                                   # JSF Facelets: #{…}, <ui:…>, <h:…>
    ".lp": LUA_PAGES,
}
# a template named by two suffixes whose syntax is not its last one's (``x.blade.php``)
COMPOUND_SYNTAXES: dict[str, Syntax] = {".blade.php": BLADE}
SCAN_LIMIT = 4096                # bytes a bracketed construct (a pattern match) may span
# a value stands after one of these bytes or words (else a statement does)
VALUE_BEFORE = frozenset(b"=(,:?[!&|+-*/%<>~^")
VALUE_WORDS = (b"return", b"typeof", b"case", b"in", b"of", b"new", b"void", b"yield",
               b"await", b"default")
OPEN_TAG = re.compile(rb"<script\b", re.I)
CLOSE_TAG = re.compile(rb"</script[\s/>]", re.I)
QUOTES = b"'\"`"
# a '/' after one of these bytes (or a value word) opens a regular expression literal
REGEX_BEFORE = frozenset(b"=(,:?[!&|;{}~")
# a statement starts after one of these bytes, or after a line break (rule
# source.template-branches: ``'a'{{if x}}, 'b'`` inside an array starts none)
STATEMENT_AFTER = frozenset(b";{}")
REGEX = re.compile(rb"/(?:[^/\\\[\n]|\\.|\[(?:[^\]\\\n]|\\.)*\])+/")


def regex_end(data: bytes, at: int, stop: int) -> int:
    """The offset after the regular expression literal opening at ``at`` (``/'/g``: a quote
    in it opens no string), or ``at + 1`` when none is there."""
    found = REGEX.match(data, at, stop)
    return at + 1 if found is None else found.end()


def template_syntax(path: str) -> Syntax | None:
    """The template syntax a file's name gives (:data:`SYNTAXES`, by its last suffix, any
    case), or ``None``; ``None`` too for a template of a script or data file
    (:data:`NOT_PAGES`: ``app.js.erb``, ``feed.json.twig``), which is no page."""
    name = path.rsplit("/", 1)[-1].lower()
    dot = name.rfind(".")
    if dot <= 0 or name[:dot].endswith(NOT_PAGES):
        return None
    compound = next((syntax for suffix, syntax in COMPOUND_SYNTAXES.items()
                     if name.endswith(suffix) and len(name) > len(suffix)), None)
    return compound or SYNTAXES.get(name[dot:])


# the inner suffixes of a template that renders a script or a data file, not a page
NOT_PAGES = (".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".coffee", ".css", ".scss", ".json",
             ".xml", ".txt", ".md", ".csv", ".yml", ".yaml", ".sql", ".sh", ".rss", ".atom")


def is_template_page(path: str) -> bool:
    """Whether ``path`` names a server page template whose inline scripts are read."""
    return template_syntax(path) is not None


# a Mako template named as an HTML page (``index.html`` holding ``<%inherit file=…/>``): a tag
# only Mako (and Mason) write
MAKO_MARK = re.compile(rb"<%(?:inherit|namespace|def|block|doc)\b|<%!")


def page_syntax(path: str, data: bytes) -> Syntax | None:
    """The template syntax of the page ``path`` of bytes ``data``: its name's
    (:func:`template_syntax`), else Mako's for an ``.html``/``.htm`` page holding a Mako tag
    (:data:`MAKO_MARK`: ``<%inherit …/>``, ``<%def …>``, ``<%doc>``, ``<%!``), else ``None``."""
    syntax = template_syntax(path)
    if syntax is None and path.lower().endswith((".html", ".htm")) and MAKO_MARK.search(data):
        return MAKO
    return syntax


def blank_template_syntax(path: str, data: bytes) -> bytes:
    """``data`` (the bytes of the template ``path``) with every template construct rewritten
    as the module docstring says (:func:`page_syntax`); ``data`` itself for a file of no known
    syntax. The result has ``data``'s length and line breaks."""
    syntax = page_syntax(path, data)
    return data if syntax is None else bytes(_Scanner(syntax, data).run())


def template_constructs(path: str, data: bytes) -> tuple[bytes, tuple[tuple[int, int], ...]]:
    """``data`` (the bytes of the page ``path``) rewritten as :func:`blank_template_syntax`
    does, and the byte spans of the template constructs it blanked, in order (none for a file
    of no known syntax)."""
    syntax = page_syntax(path, data)
    if syntax is None:
        return data, ()
    scanner = _Scanner(syntax, data)
    return bytes(scanner.run()), tuple(scanner.constructs)


class _Scanner:
    """One left-to-right pass over a template: markup, a running script's code, its strings
    and comments; each opener kind whose closer is missing is not looked for again."""

    def __init__(self, syntax: Syntax, data: bytes) -> None:
        self.syntax, self.data, self.out = syntax, data, bytearray(data)
        self.constructs: list[tuple[int, int]] = []
        # construct index → (script number, bracket depth) of one standing where a statement
        # stands in a script's code (rule source.template-branches)
        self.places: dict[int, tuple[int, int]] = {}
        self.scripts = 0
        self.exhausted: set[bytes] = set()
        self.pairs: dict[int, list[tuple[bytes, bytes]]] = {}     # by the opener's first byte
        for opener, closer in syntax.pairs:
            self.pairs.setdefault(opener[0], []).append((opener, closer))
        self.starts = frozenset(self.pairs) | (
            frozenset(b"@#<$") if syntax.marks is not None else frozenset())
        if syntax.line_comment:
            self.starts |= {syntax.line_comment[0]}
        if syntax.line_directive:
            self.starts |= {syntax.line_directive[0]}

    def run(self) -> bytearray:
        """The rewritten bytes: markup constructs blanked, each ``<script`` element read."""
        at, size = 0, len(self.data)
        while at < size:
            end = self.construct(at)
            if end is not None:
                self.blank_construct(at, end)
                at = end
                continue
            if self.data[at] == 0x3C and OPEN_TAG.match(self.data, at):       # <script
                at = self.script(at)
                continue
            at += 1
        if self.syntax.branches is not None:
            for start, rewrite in template_branches.branch_rewrites(
                    self.syntax.branches, self.data, self.constructs, self.places):
                self.out[start:start + len(rewrite)] = rewrite
        return self.out

    def construct(self, at: int) -> int | None:
        """The end offset of the template construct starting at ``at``, else ``None``."""
        data = self.data
        if data[at] not in self.starts:
            return None
        comment = self.syntax.line_comment
        if comment and data.startswith(comment, at) or self.line_directive(at):
            stop = data.find(b"\n", at)
            return len(data) if stop < 0 else stop
        for opener, closer in self.pairs.get(data[at], ()):
            if not data.startswith(opener, at):
                continue
            if opener in self.exhausted:
                return None
            stop = data.find(closer, at + len(opener))
            if stop < 0:
                if self.syntax.open_ended:             # a PHP block may run to the end
                    return len(data)
                self.exhausted.add(opener)
                return None
            return stop + len(closer)
        if self.syntax.marks is not None:
            found = self.syntax.marks.match(data, at, at + SCAN_LIMIT)
            if found is not None:
                return found.end()
        return None

    def line_directive(self, at: int) -> bool:
        """Whether a line directive (:attr:`Syntax.line_directive`, not doubled: ``%%`` is
        the text ``%``) opens at ``at``, the first non-blank byte of its line. Looks back over
        the blanks before ``at`` only, so each blank is looked at for one opener at most."""
        opener, data = self.syntax.line_directive, self.data
        if not opener or not data.startswith(opener, at) or \
                data.startswith(opener, at + len(opener)):
            return False
        before = at - 1
        while before >= 0 and data[before] in b" \t":
            before -= 1
        return before < 0 or data[before] == 0x0A

    def control_line(self, at: int) -> bool:
        """Whether a line directive that writes no output opens at ``at`` (``% if …``,
        ``% endif``; not Mojolicious' ``%= expr``): it is never a value, even where one
        stands (``{user_id: 1,`` then ``% if live:`` then ``guid: 2}``), so it becomes
        blanks."""
        opener = self.syntax.line_directive
        return self.line_directive(at) and not self.data.startswith(b"=", at + len(opener))

    def blank_construct(self, start: int, end: int) -> None:
        """Blank the template construct ``start:end`` and record its span."""
        self.constructs.append((start, end))
        self.blank(start, end)

    def blank(self, start: int, end: int, filler: int = 0x20) -> None:
        """Write ``filler`` over ``start:end`` of the output, line breaks kept."""
        for i in range(start, end):
            if self.data[i] not in b"\r\n":
                self.out[i] = filler

    def script(self, at: int) -> int:
        """Read the ``<script`` element at ``at``: its start tag (constructs blanked), and
        its body as code when it runs; the offset after it."""
        from .inline_scripts import runs           # (that module names the pages this reads)
        i = at + len(b"<script")
        while i < len(self.data) and self.data[i] != 0x3E:            # '>'
            end = self.construct(i)
            if end is not None:
                self.blank_construct(i, end)
                i = end
            else:
                i += 1
        if i >= len(self.data):
            return len(self.data)
        tag = bytes(self.out[at:i + 1])
        close = CLOSE_TAG.search(self.data, i + 1)
        stop = len(self.data) if close is None else close.start()
        if runs(tag):
            return self.code(i + 1, stop)
        return stop

    def code(self, at: int, stop: int) -> int:
        """Rewrite the constructs of the script code ``at:stop`` (module docstring); the
        offset where the script ends (a construct may run past ``stop``, hiding it)."""
        data, last = self.data, 0x3B                     # the last code byte: ';' at the start
        word, depth = b"", 0
        broken = False                  # a line break since the last code byte
        self.scripts += 1
        while at < stop:
            byte = data[at]
            end = self.construct(at)
            if end is not None:
                value = (last in VALUE_BEFORE or word in VALUE_WORDS) and not self.control_line(at)
                self.blank_construct(at, end)
                if not value and (broken or last in STATEMENT_AFTER):
                    self.places[len(self.constructs) - 1] = (self.scripts, depth)
                if value:
                    line = data.find(b"\n", at, end)
                    self.blank(at, end if line < 0 else line, 0x5F)      # '_'
                    last, word, broken = 0x5F, b"", False
                at = end
                if at >= stop:
                    close = CLOSE_TAG.search(data, at)
                    return len(data) if close is None else close.start()
                continue
            if byte in QUOTES:
                at = self.string(at, stop)
                last, word, broken = byte, b"", False
                continue
            if data.startswith(b"//", at):
                line = data.find(b"\n", at, stop)
                at = stop if line < 0 else line
                continue
            if data.startswith(b"/*", at):
                close = data.find(b"*/", at + 2, stop)
                at = stop if close < 0 else close + 2
                continue
            if byte == 0x2F and (last in REGEX_BEFORE or word in VALUE_WORDS):
                at = regex_end(data, at, stop)
                last, word, broken = 0x2F, b"", False
                continue
            if byte in b" \t\r\n":
                broken = broken or byte == 0x0A
                at += 1
                continue
            broken = False
            if 0x61 <= byte <= 0x7A or 0x41 <= byte <= 0x5A or byte in b"_$" or \
                    0x30 <= byte <= 0x39:
                word = word + bytes([byte]) if last == -1 else bytes([byte])
                last = -1
            else:
                last, word = byte, b""
                depth += (byte in b"([{") - (byte in b")]}")
            at += 1
        return stop

    def string(self, at: int, stop: int) -> int:
        """Skip the string literal opening at ``at`` (a quote), keeping its template
        constructs as text with any quote of its own kind in them written as the other kind;
        the offset after its closing quote (or ``stop``)."""
        data, quote = self.data, self.data[at]
        other = 0x22 if quote == 0x27 else 0x27
        at += 1
        while at < stop:
            byte = data[at]
            if byte == 0x5C:                                  # a backslash escape
                at += 2
                continue
            if byte == quote:
                return at + 1
            if byte == 0x0A and quote != 0x60:                # an unclosed string ends
                return at
            end = self.construct(at)
            if end is not None:
                for i in range(at, min(end, stop)):
                    if data[i] == quote:
                        self.out[i] = other
                at = end
                continue
            at += 1
        return stop
