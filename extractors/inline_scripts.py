"""Rule ``source.inline-script``: the executable inline ``<script>`` blocks of an HTML page.

A plain-JavaScript web UI (no bundler) keeps much of its code in inline ``<script>`` blocks of
its ``.html`` pages and of the dialog fragments it loads; those scripts are read as code, in
place (rows and columns stay the page's: :func:`~code2skill.extractors.languages.page_scripts`).

Which blocks run (the HTML standard's "prepare the script element"): a block with no
``type``, an empty one, a JavaScript MIME type (:data:`JS_TYPES`, ``text/javascript``,
``application/javascript`` … compared without case or parameters) or ``module``; Babel
standalone's ``text/babel``/``text/jsx`` blocks (:data:`JSX_TYPES`) are JavaScript with JSX
that the page transpiles and runs. Any other type is a data block the browser never runs
(``text/template``, ``text/x-handlebars-template``, ``application/json``,
``application/ld+json``, ``importmap``, ``speculationrules``), and a block with a ``src``
attribute runs the file it names, not its (empty) body: both are left out.

``.html``/``.htm`` pages are read (:data:`PAGE_SUFFIXES`), and so are the server page
templates whose syntax rule ``source.template-script`` rewrites before their scripts are parsed
(:mod:`.template_scripts`: FreeMarker, JSP, ERB, EJS, PHP, Twig, Jinja, Handlebars, Razor,
Velocity, Template Toolkit, Mason, Mako, Go, Blade …). Any other server page template
(:data:`TEMPLATE_SUFFIXES`: Smarty's ``.tpl`` …) mixes template syntax into its scripts that no
JavaScript grammar reads; such a template holding an executable inline script is listed among
the skipped files with that reason, so the requests it may make are not dropped silently. So is
a template of indented markup (:data:`INDENTED_MARKUP`: Pug/Jade, Haml, Slim), whose script is
no ``<script>`` tag but a ``script.`` line, ``%script``, ``:javascript`` or ``javascript:``
(:func:`indented_script`).
"""
from __future__ import annotations

import re

from .template_scripts import is_template_page

RULE = "source.inline-script"
PAGE_SUFFIXES = (".html", ".htm")
TEMPLATE_SUFFIXES = (".tpl", ".smarty", ".latte", ".cfm", ".cfml", ".asp", ".eex", ".heex",
                     ".leex", ".ecr", ".jte", ".kte", ".peb", ".templ", ".plush", ".shtml")
# templates of indented markup: no <script> tag, a script line (:data:`INDENTED_SCRIPT`)
INDENTED_MARKUP = (".pug", ".jade", ".haml", ".slim", ".hamlc")
# a Pug `script.`/`script(…)`, Haml `%script`/`:javascript`, Slim `javascript:`/`script` line
# without a src attribute (one start per line, the rest of the line looked at once)
INDENTED_SCRIPT = re.compile(
    rb"^[ \t]*(?::javascript\b|javascript:|%?script\b(?![^\n]*\bsrc\b))", re.M)
# Angular component templates: Angular strips <script> from templates, so none is read
NO_SCRIPT_PAGES = (".component.html",)
JS_TYPES = frozenset({
    "", "module", "application/ecmascript", "application/javascript", "application/x-ecmascript",
    "application/x-javascript", "text/ecmascript", "text/javascript", "text/javascript1.0",
    "text/javascript1.1", "text/javascript1.2", "text/javascript1.3", "text/javascript1.4",
    "text/javascript1.5", "text/jscript", "text/livescript", "text/x-ecmascript",
    "text/x-javascript",
})
JSX_TYPES = frozenset({"text/babel", "text/jsx"})
ATTRIBUTE = r"(?<![\w:.-]){name}(?![\w:.-])"
SRC = re.compile(ATTRIBUTE.format(name="src").encode(), re.I)
TYPE = re.compile(ATTRIBUTE.format(name="type").encode()
                  + rb"""\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']*))""", re.I)
OPEN_TAG = re.compile(rb"<script\b", re.I)
CLOSE_TAG = re.compile(rb"</script[\s/>]", re.I)     # ends the script's text (HTML standard)


def runs(start_tag: bytes) -> bool:
    """Whether a ``<script …>`` start tag (its bytes, ``<`` to ``>``) opens a block the browser
    runs as JavaScript: no ``src`` attribute, and a ``type`` that is absent, empty, a
    JavaScript MIME type, ``module`` or a Babel standalone type (``text/babel``); a data block
    (``text/x-handlebars-template``, ``application/ld+json``, ``importmap``) does not."""
    attributes = start_tag[len(b"<script"):]
    if SRC.search(attributes):
        return False
    found = TYPE.search(attributes)
    if found is None:
        return True
    value = next(v for v in found.groups() if v is not None)
    essence = value.decode("ascii", "replace").split(";", 1)[0].strip().lower()
    return essence in JS_TYPES or essence in JSX_TYPES


def inline_code(data: bytes) -> list[bytes]:
    """The bodies of the blocks of ``data`` (a page's bytes) that :func:`runs` says run and
    that hold more than blanks, in document order (:func:`inline_spans`)."""
    return [data[start:stop] for start, stop in inline_spans(data)]


def inline_spans(data: bytes) -> list[tuple[int, int]]:
    """``(start, stop)`` byte offsets of the bodies of the blocks of ``data`` (a page's
    bytes) that :func:`runs` says run and that hold more than blanks, in document order; a
    block without ``</script>`` runs to the end. Linear in the page's length: each start tag's
    ``>`` and each end tag are found by a forward search that the next one starts after (a
    ``<script`` with no ``>`` after it ends the scan)."""
    spans: list[tuple[int, int]] = []
    at = 0
    while (start := OPEN_TAG.search(data, at)) is not None:
        close = data.find(b">", start.end())
        if close < 0:
            break
        end = CLOSE_TAG.search(data, close + 1)
        stop = len(data) if end is None else end.start()
        if data[close + 1:stop].strip() and runs(data[start.start():close + 1]):
            spans.append((close + 1, stop))
        at = len(data) if end is None else end.end()
    return spans


# rule source.build-placeholder: `%NAME%` where an expression stands (after = ( , : [ ?, before
# ; , ) ] } or a line's end), which the server or the build replaces before the page is served
PLACEHOLDER = re.compile(rb"([=(,:\[?][ \t]*)%([A-Z][A-Z0-9_]*)%(?=[ \t]*(?:[;,)\]}]|\r?\n))")


def blank_placeholders(data: bytes) -> bytes:
    """``data`` (a page's bytes) with each build-time placeholder standing where an expression
    goes (``window.config = %CONFIG%;``: :data:`PLACEHOLDER`) written as a name of the same
    length (``_CONFIG_``), an unknown global, so the script around it parses and rows and
    columns stay the page's (rule ``source.build-placeholder``); a placeholder inside a string
    is left as text."""
    return PLACEHOLDER.sub(rb"\1_\2_", data)


def is_page(path: str) -> bool:
    """Whether ``path`` names a page whose inline scripts are read: an HTML page
    (``.html``/``.htm``, any case; an Angular ``*.component.html`` template is none) or a
    server page template of a syntax rule ``source.template-script`` reads."""
    lower = path.lower()
    return lower.endswith(PAGE_SUFFIXES) and not lower.endswith(NO_SCRIPT_PAGES) or \
        is_template_page(path)


def is_template(path: str) -> bool:
    """Whether ``path`` names a server page template whose scripts are not read
    (:data:`TEMPLATE_SUFFIXES` or :data:`INDENTED_MARKUP`, no syntax rule
    ``source.template-script`` reads)."""
    return path.lower().endswith(TEMPLATE_SUFFIXES + INDENTED_MARKUP) and \
        not is_template_page(path)


def indented_script(path: str, data: bytes) -> bool:
    """Whether ``data`` (the bytes of the template ``path``) is indented markup
    (:data:`INDENTED_MARKUP`) with a line opening a script the page runs
    (:data:`INDENTED_SCRIPT`: ``script.``, ``script(type="module")``, ``%script``,
    ``:javascript``, ``javascript:``; a ``script(src="…")`` line runs a file, not its own
    text)."""
    return path.lower().endswith(INDENTED_MARKUP) and INDENTED_SCRIPT.search(data) is not None

