"""Rule ``ui.inline-handler``: the global functions a page's inline event-handler attributes
call.

A plain-JavaScript page wires its script files' functions from the markup::

    <button onclick="flushCache(); return false;">            (index.html)
    <a href="javascript:deleteZone('example.com')">
    html += "<a href=\\"#\\" onclick=\\"removeLease(" + i + ", '" + scope + "')\\">";   (a .js file)

A handler attribute's code runs in the page's global scope when the event fires, so each
plain-name call in it (or ``window.name(…)``) is a call of the page's global function of
that name: a function defined in a classic script and named only there is called by the page,
and a request it makes from its own parameters is made with the handler's arguments.

Read (:func:`page_handlers`, :func:`string_handlers`, :func:`setter_sites`):

* in an HTML page or page template (outside ``<script>``, ``<style>`` and comments), inside a
  tag, the value of every ``on<event>=`` attribute (quoted or not, character references
  decoded) and of an ``href`` whose value starts with ``javascript:``; the content of a
  ``<script>`` whose ``type`` names a template (``text/template``, ``text/html``,
  ``text/x-handlebars-template`` …: :data:`TEMPLATE_TYPE`) is markup too (rule
  ``ui.template-handler``: a run-time template's buttons call the page's functions);
* in a classic script (a page's inline script or a ``.js`` file with no import or export),
  every string literal, template literal or ``+`` concatenation whose text holds such an
  attribute (HTML the script builds): the attribute's value runs to its closing quote,
  across the concatenation's non-literal parts, which are unknown values (:data:`HOLE`);
* in a classic script, the value of an attribute it sets by name (``$(btn).attr("onclick",
  …)``, ``el.setAttribute("onclick", …)``: :data:`SETTERS`).

Each value is parsed as JavaScript with tree-sitter (:func:`handler_calls`); every call of a
plain name (``window.name(…)`` too) is a handler call: its arguments a literal where the
attribute writes one (``'zones'``, ``2``, ``true``, ``null``), an unknown value for anything
else (``this``, ``event``, ``this.value``, a piece the concatenation fills in at run time,
the blanks a server template's construct left: ``remove(<?= $id ?>, 'soft')``). A template
placeholder in a handler (``{{id}}``, ``{{{id}}}``, ``<%= id %>``, ``<%- id %>``, ``${id}``:
:data:`PLACEHOLDER`, and any construct a page template's reading blanked) is a value the
renderer writes, which no caller shows: it is written :data:`HOLE`, so an argument holding
one (``'{{encodedId}}'``, ``{{workers}}``) is an unknown value, never the literal text, while
the attribute's literal arguments (``'kill'``, ``30``) stay literals (rule
``ui.template-handler``).
A name the page does not define resolves to nothing, so it is no call. At most
:data:`MAX_VALUE` bytes of a value are read, :data:`MAX_CALLS` calls per file.
"""
from __future__ import annotations

import html
import re
from collections.abc import Iterator
from dataclasses import dataclass

from tree_sitter import Node

from code2skill.facts import Call, CallSite, Expr, Hole, Lit, Member, Ref, Span, Tmpl, Unknown

from .languages import parser

RULE = "ui.inline-handler"
HOLE = "__inline_hole__"              # a run-time piece of a concatenated value (an identifier)
MAX_VALUE = 1 << 12                   # bytes of one attribute value parsed
MAX_CALLS = 2000                      # handler calls kept per file
MAX_WRITTEN = 4 * MAX_VALUE           # bytes of one page attribute value read for its holes
# the ith placeholder of a handler's value as :func:`holed` writes it
HOLE_TOKEN = re.compile(re.escape(HOLE) + r"(\d+)_")
WORD = re.compile(r"[A-Za-z_]\w*")
# a key a placeholder reads: ``['AlbumID']`` or ``.JobID`` (preferred to its last word)
KEY = re.compile(r"""\[\s*["']([A-Za-z_]\w*)["']\s*\]|\.([A-Za-z_]\w*)""")
Shifts = tuple[tuple[int, int, "str | None"], ...]   # (end, length change, name) per hole
# an event-handler attribute (onclick=, onChange=) or an href, and its value
PAGE_ATTRIBUTE = re.compile(rb"""(?<![\w:.-])(on[a-z]+|href)\s*=\s*(?:"([^"]*)"|'([^']*)'"""
                            rb"""|([^\s>"'`=<]+))""", re.I)
# the same in text a script builds: the value's quote, its end found across the parts
STRING_ATTRIBUTE = re.compile(r"""(?<![\w:.-])(on[a-z]+|href)\s*=\s*(["'])""", re.I)
HANDLER_NAME = re.compile(r"on[a-z]+|href", re.I)
JAVASCRIPT_URL = re.compile(r"\s*javascript:", re.I)
# a cheap test of a file's bytes before its strings are looked at
MENTION = re.compile(rb"(?<![\w:.-])(?:on[a-z]+\s*=|href\s*=\s*\\?[\"']?\s*javascript:)", re.I)
SETTERS = frozenset({"attr", "setAttribute"})    # $(el).attr(name, value), el.setAttribute
LITERALS = {"true": True, "false": False, "null": None}
# what a page's markup holds that is no markup: a script or style element, a comment
SKIPPED_OPENER = re.compile(rb"<(script|style)\b|<!--", re.I)
# a <script> start tag's type naming a template of markup a script renders at run time
# (Mustache, Handlebars, Underscore, jQuery tmpl, Knockout, Kendo …), not code
TEMPLATE_TYPE = re.compile(rb"""\stype\s*=\s*["']?\s*(?:text|application)/(?:x-)?"""
                           rb"""(?:[\w.-]*(?:template|tmpl|handlebars|mustache|underscore|ejs"""
                           rb"""|jsrender)[\w.-]*|html)\s*["'\s>/]""", re.I)
# a template placeholder the renderer fills in: {{x}} / {{{x}}}, <%= x %> / <%- x %>, ${x}
PLACEHOLDER = re.compile(rb"\{\{\{?[^{}]{0,200}\}?\}\}|<%[=-].{0,200}?%>|\$\{[^{}]{0,200}\}",
                         re.S)
CLOSERS = {b"script": re.compile(rb"</script\s*>", re.I), b"style": re.compile(rb"</style\s*>", re.I)}


@dataclass(frozen=True, slots=True)
class HandlerCall:
    """One call a handler's code makes: the global function's ``name``, its ``args`` (a
    literal's value, or :data:`UNKNOWN` for a value the attribute does not write) and the
    ``offset`` of the callee in the handler's code (characters)."""

    name: str
    args: tuple[object, ...]
    offset: int


class _Unknown:
    """The value of an argument the attribute does not write."""

    def __repr__(self) -> str:
        return "UNKNOWN"


@dataclass(frozen=True, slots=True)
class Pieces:
    """A string argument a template writes in part (``'queueAlbum?AlbumID=${id}'``): its
    ``parts``, each a text or the index of a placeholder (rule ``ui.template-handler``)."""

    parts: tuple[str | int, ...]


UNKNOWN = _Unknown()
NONE = object()                       # no argument read yet at a position


def handler_code(attribute: str, value: str) -> str | None:
    """The JavaScript an attribute ``attribute="value"`` runs: an ``on<event>`` value
    itself, an ``href``'s text after ``javascript:``; ``None`` for any other ``href``."""
    if attribute.lower() != "href":
        return value
    prefix = JAVASCRIPT_URL.match(value)
    return value[prefix.end():] if prefix else None


def page_handlers(data: bytes, markup: bytes | None = None
                  ) -> Iterator[tuple[int, str, Shifts]]:
    """``(offset, code, shifts)`` of each handler attribute of an HTML page's markup
    (``data``, its bytes; ``markup``, the page as written when ``data`` is the page with its
    template constructs blanked, byte for byte): the byte offset of the value's first
    character, the code it runs (placeholders written :data:`HOLE`: :func:`holed`; character
    references decoded) and the holes' shifts, in document order; an attribute outside any
    tag is none. Linear in the page's length (each ``<`` and ``>`` looked for once, between
    two matches)."""
    for start, end in markup_ranges(data):
        opened = closed = -1                 # the last '<' and '>' before the match
        at = start
        for match in PAGE_ATTRIBUTE.finditer(data, start, end):
            opened = max(opened, data.rfind(b"<", at, match.start()))
            closed = max(closed, data.rfind(b">", at, match.start()))
            at = match.start()
            if opened <= closed:
                continue                               # not inside a tag
            group = next(g for g in (2, 3, 4) if match.group(g) is not None)
            first, last = match.span(group)
            last = min(last, first + MAX_WRITTEN)
            value, shifts = holed(data[first:last],
                                  None if markup is None else markup[first:last])
            code = handler_code(match.group(1).decode("ascii"),
                                value.decode("utf-8", "replace"))
            if code and code.strip():
                yield first, html.unescape(code), shifts


def holed(value: bytes, written: bytes | None) -> tuple[bytes, Shifts]:
    """Rule ``ui.template-handler``: a handler attribute's ``value`` with each template
    placeholder (:data:`PLACEHOLDER`) and each construct a page template's reading blanked (a
    run where ``written``, the value as the file writes it, differs) written :data:`HOLE`
    followed by its index and ``_``; and ``shifts``, ``(end, change, name)`` for each hole:
    the byte offset in the new value after it, the length change up to there, and its name
    (:func:`hole_name`: ``AlbumID`` of ``${album['AlbumID']}``) or ``None``."""
    source = value if written is None else written
    holes = [m.span() for m in PLACEHOLDER.finditer(source)]
    if written is not None and written != value:
        at = 0
        while at < len(value):
            if value[at] == written[at]:
                at += 1
                continue
            run = at
            while at < len(value) and value[at] != written[at]:
                at += 1
            holes.append((run, at))
    out, shifts, at, change = bytearray(), [], 0, 0
    for first, last in merged(holes, source):
        token = f"{HOLE}{len(shifts)}_".encode("ascii")
        out += source[at:first] + token
        change += len(token) - (last - first)
        shifts.append((len(out), change, hole_name(source[first:last].decode("utf-8",
                                                                              "replace"))))
        at = last
    return bytes(out + source[at:]), tuple(shifts)


def hole_name(construct: str) -> str | None:
    """The name of a placeholder's value: the last key it reads (``Title`` of
    ``${html_escape(item['Title'], quote=True)}``, ``JobID`` of ``{{job.JobID}}``), else its
    last word (``encodedId`` of ``{{encodedId}}``); ``None`` when it writes no word."""
    keys = [a or b for a, b in KEY.findall(construct)]
    words = WORD.findall(construct)
    return keys[-1] if keys else words[-1] if words else None


def merged(holes: list[tuple[int, int]], source: bytes) -> list[tuple[int, int]]:
    """The byte ranges ``holes`` of ``source`` in order, those that overlap or are apart
    by blanks only (the words of one blanked construct: ``<?= $id ?>``) made one."""
    out: list[tuple[int, int]] = []
    for first, last in sorted(holes):
        if out and (first <= out[-1][1] or not source[out[-1][1]:first].strip()):
            out[-1] = (out[-1][0], max(out[-1][1], last))
        else:
            out.append((first, last))
    return out


def unshifted(offset: int, shifts: Shifts) -> int:
    """A byte offset in a :func:`holed` value mapped back to the value as written."""
    return offset - next((change for end, change, _ in reversed(shifts) if end <= offset), 0)


def markup_ranges(data: bytes) -> Iterator[tuple[int, int]]:
    """The ``(start, end)`` byte ranges of a page outside its ``<script>`` and ``<style>``
    elements and comments, and the content of each ``<script>`` whose type names a template
    (:data:`TEMPLATE_TYPE`), in order; an element or comment left open runs to the end.
    Linear: each opener's ``>`` and each closer is found by a forward search that the next
    one starts after."""
    at = 0
    while (opener := SKIPPED_OPENER.search(data, at)) is not None:
        if opener.start() > at:
            yield at, opener.start()
        if opener.group(1) is None:                       # <!-- … -->
            close = data.find(b"-->", opener.end())
            at = len(data) if close < 0 else close + 3
            continue
        tag_end = data.find(b">", opener.end())
        closer = CLOSERS[opener.group(1).lower()].search(data, tag_end + 1) \
            if tag_end >= 0 else None
        if closer is not None and TEMPLATE_TYPE.search(data, opener.end(), tag_end + 1):
            yield tag_end + 1, closer.start()               # a template's markup
        at = len(data) if closer is None else closer.end()
    if at < len(data):
        yield at, len(data)


def string_handlers(text: str) -> list[tuple[int, str]]:
    """``(offset, code)`` of each handler attribute in ``text``, the text of a string a
    script builds (its run-time pieces written :data:`HOLE`): the character offset of the
    value and the code it runs; a value not closed in ``text`` runs to its end."""
    found = []
    for match in STRING_ATTRIBUTE.finditer(text):
        close = text.find(match.group(2), match.end())
        value = text[match.end():close if close >= 0 else len(text)]
        code = handler_code(match.group(1), value)
        if code and code.strip():
            found.append((match.end() + (len(value) - len(code)), html.unescape(code)))
    return found


def handler_calls(code: str) -> list[HandlerCall]:
    """The plain-name calls (``fn(…)``, ``window.fn(…)``) of a handler's JavaScript
    ``code`` (its first :data:`MAX_VALUE` bytes), in source order; a callee holding
    :data:`HOLE` (a name the script fills in at run time) is none."""
    data = code.encode("utf-8")[:MAX_VALUE]
    root = parser("javascript").parse(data).root_node
    calls, stack = [], [root]
    while stack:
        node = stack.pop()
        stack.extend(reversed(node.named_children))
        if node.type != "call_expression":
            continue
        name = callee_name(node.child_by_field_name("function"), data)
        arguments = node.child_by_field_name("arguments")
        if name is None or HOLE in name or arguments is None or \
                arguments.type != "arguments":
            continue
        offset = len(data[:node.start_byte].decode("utf-8", "replace"))
        calls.append(HandlerCall(name, argument_values(arguments, data), offset))
    return calls


def argument_values(arguments: Node, data: bytes) -> tuple[object, ...]:
    """The values of an argument list, by position (:func:`argument_value`): a position
    its commas leave empty but for blanks (a server template's construct the page's
    reading blanked: ``remove(         , 'soft')``, ``remove(      )``) is an unknown
    value, never skipped, so no value moves to another parameter; ``f()`` has none."""
    values: list[object] = []
    value, start = NONE, arguments.start_byte + 1
    for child in arguments.children[1:]:
        if child.type in (",", ")"):
            if value is not NONE:
                values.append(value)
            elif child.start_byte > start and not data[start:child.start_byte].strip():
                values.append(UNKNOWN)               # blanks where an argument stands
            value, start = NONE, child.end_byte
        elif child.is_named and child.type != "comment":
            value = argument_value(child, data)
    return tuple(values)


def callee_name(node: Node | None, data: bytes) -> str | None:
    """The global function a callee names: ``fn`` or ``window.fn``; ``None`` otherwise."""
    if node is not None and node.type == "member_expression":
        obj, prop = node.child_by_field_name("object"), node.child_by_field_name("property")
        if obj is None or prop is None or data[obj.start_byte:obj.end_byte] != b"window":
            return None
        node = prop
    if node is None or node.type not in ("identifier", "property_identifier"):
        return None
    return data[node.start_byte:node.end_byte].decode("utf-8", "replace")


def argument_value(node: Node, data: bytes) -> object:
    """A handler call's argument: the value of a literal (a string without escapes or
    run-time pieces, a decimal number, ``true``/``false``/``null``), else :data:`UNKNOWN`."""
    text = data[node.start_byte:node.end_byte].decode("utf-8", "replace")
    if HOLE in text:
        return pieces(node, text[1:-1])
    if node.type == "string":
        if all(c.type == "string_fragment" for c in node.named_children):
            return text[1:-1]
    elif node.type == "number" and re.fullmatch(r"\d+(\.\d+)?", text):
        return float(text) if "." in text else int(text)
    elif node.type in LITERALS:
        return LITERALS[node.type]
    return UNKNOWN


def pieces(node: Node, text: str) -> object:
    """A string argument holding placeholders (:func:`holed`) as :class:`Pieces` when it
    also writes text (``'scanArtist?ArtistID=${id}'``); :data:`UNKNOWN` for any other
    argument holding one (a placeholder alone, ``'{{encodedId}}'``; a run-time piece)."""
    if node.type != "string" or \
            not all(c.type == "string_fragment" for c in node.named_children):
        return UNKNOWN
    parts = [int(p) if i % 2 else p for i, p in enumerate(HOLE_TOKEN.split(text)) if p]
    if not any(isinstance(p, str) for p in parts) or \
            any(isinstance(p, str) and HOLE in p for p in parts):
        return UNKNOWN
    return Pieces(tuple(parts))


def page_sites(data: bytes, span_at, markup: bytes | None = None) -> list[CallSite]:
    """The handler calls of an HTML page's attributes (:func:`page_handlers`; ``markup``, the
    page as written when ``data`` has its template constructs blanked) as module-level call
    sites, at most :data:`MAX_CALLS`; ``span_at(start, end)`` gives the span of a byte range
    of the page (the callee's place: exact unless character references precede it)."""
    sites: list[CallSite] = []
    for offset, code, shifts in page_handlers(data, markup):
        if len(sites) >= MAX_CALLS:
            break
        for call in handler_calls(code):
            start = offset + unshifted(len(code[:call.offset].encode("utf-8")), shifts)
            sites.append(call_site(call, span_at(start, start + len(call.name)),
                                   tuple(name for *_, name in shifts)))
    return sites[:MAX_CALLS]


def string_sites(value: Expr) -> list[CallSite]:
    """The handler calls of the HTML a script builds, ``value`` being the IR of a string
    literal, template literal or ``+`` concatenation (:func:`string_handlers`): module-level
    call sites, each at the literal part its callee is written in (its line and column
    where the part is one line of plain text)."""
    text, places = joined(value)
    return [site for offset, code in string_handlers(text)
            for site in code_sites(code, offset, places)]


def attribute_sites(name: Expr, value: Expr) -> list[CallSite]:
    """The handler calls of an attribute a script sets by name (``$(btn).attr("onclick",
    "save(this)")``, ``el.setAttribute("onclick", …)``): ``name`` and ``value`` are the
    IR of the call's two arguments; none unless ``name`` is the literal name of an event
    handler attribute (or ``href`` with a ``javascript:`` value)."""
    if not (isinstance(name, Lit) and isinstance(name.value, str) and
            HANDLER_NAME.fullmatch(name.value)):
        return []
    text, places = joined(value)
    code = handler_code(name.value, text)
    return code_sites(html.unescape(code), len(text) - len(code), places) if code else []


def setter_sites(calls: list[CallSite]) -> list[CallSite]:
    """The handler calls of the attributes a script's ``calls`` set by name
    (:data:`SETTERS`, :func:`attribute_sites`), a call chained on another's result
    (``$("#btn").attr("onclick", …)``) too."""
    sites, seen = [], set()
    for site in calls:
        callee = site.call.callee
        steps = [(callee.prop, site.call.args)] if isinstance(callee, Member) else []
        steps += [(method, args) for method, args, *_ in site.chain]
        for method, args in steps:
            if method in SETTERS and len(args) >= 2 and id(args[1]) not in seen:
                seen.add(id(args[1]))            # (a chained call is also a site of its own)
                sites += attribute_sites(args[0], args[1])
    return sites


def joined(value: Expr) -> tuple[str, list[tuple[int, Span | None]]]:
    """The text of a string the script builds (its run-time pieces written :data:`HOLE`)
    and where each part starts in it, with the part's span."""
    parts = value.parts if isinstance(value, Tmpl) else (value,)
    text, places = "", []
    for part in parts:
        places.append((len(text), part.span))
        if isinstance(part, Lit) and isinstance(part.value, (str, int, float)) and \
                not isinstance(part.value, bool):
            text += str(part.value)
        else:                                          # a run-time piece
            text += HOLE
    return text, places


def code_sites(code: str, offset: int, places: list[tuple[int, Span | None]]
               ) -> list[CallSite]:
    """The call sites of handler ``code`` found at character ``offset`` of a built string
    whose parts start at ``places``."""
    sites = []
    for call in handler_calls(code):
        at = offset + call.offset
        start, span = max((p for p in places if p[0] <= at), key=lambda p: p[0])
        sites.append(call_site(call, within(span, at - start, len(call.name))))
    return sites


def within(span: Span | None, column: int, length: int) -> Span | None:
    """The place ``column`` characters after the first character of a one-line literal
    part's span (a string's opening quote), ``length`` long: the callee's column where the
    part has no escape before it; the part's own span when it spans lines (or is unknown)."""
    if span is None or span[0] != span[2]:
        return span
    start = span[1] + 1 + column
    return (span[0], start, span[0], start + length)


def call_site(call: HandlerCall, span: Span | None, names: tuple[str | None, ...] = ()
              ) -> CallSite:
    """A module-level call site of the global function ``call`` names (rule
    ``ui.inline-handler``): a literal argument as written, a string a template writes in
    part a template of its text and the placeholders' unknown values, each named by
    ``names`` (rule ``ui.template-handler``), any other an unknown value."""
    args = tuple(Unknown("inline-handler", span) if arg is UNKNOWN else
                 written_in_part(arg, span, names) if isinstance(arg, Pieces) else
                 Lit(arg, span) for arg in call.args)
    return CallSite(Call(Ref(call.name, span), args, span), None)


def written_in_part(arg: Pieces, span: Span | None, names: tuple[str | None, ...]) -> Tmpl:
    """The template a string argument written in part by placeholders stands for: its texts
    and, for each placeholder, a hole of unknown value named by :func:`hole_name`."""
    return Tmpl(tuple(Lit(part, span) if isinstance(part, str) else
                      Hole(names[part] if part < len(names) else None,
                           Unknown("inline-handler", span), span)
                      for part in arg.parts), span)
