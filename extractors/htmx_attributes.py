"""Rule ``htmx.attribute``: the requests htmx makes from a page's or server template's markup.

htmx sends a request when an element carrying ``hx-get``, ``hx-post``, ``hx-put``,
``hx-patch`` or ``hx-delete`` is triggered::

    <form hx-post="/api/links"> <input name="target"> … </form>          (links.hbs)
    <button hx-delete="/api/links/{id}" hx-ext="path-params" hx-vals='{"id":"{{id}}"}'>
    <button hx-put="/api/users/{{user.id}}/email">

Each such element is read (:func:`htmx_sites`) as the call of htmx's own JavaScript API that
makes the same request, ``htmx.ajax(METHOD, url, {values: {…}})`` (recognised by
:mod:`code2skill.extractors.htmx`), placed at the attribute:

* the method is the attribute's verb (``hx-get`` → ``GET``);
* the URL is the attribute's value; a server template's expression in it (``{{id}}``,
  ``{{domain.id}}``, ``@Model.Id``, ``<%= id %>``, ``${id}``) is a path parameter named after
  the expression's last name (``id``); so is a ``{name}`` placeholder when the element names
  the ``path-params`` extension (``hx-ext``), which fills it from the values of that name and
  sends those values no more;
* the values are the members of ``hx-vals`` (a JSON string, number, boolean or null written
  there is that constant; a template expression's value is an input) and, when the element is a ``<form>`` or (for any verb
  but ``GET``) lies inside one, the ``name`` of each ``<input>``, ``<select>`` and
  ``<textarea>`` of that form.

* the fields of the elements an ``hx-include`` of ``#id`` or ``.class`` parts selects in
  the same file are values too (inputs); the members of ``hx-headers`` are headers.

What is not read is listed with the request (``unread``) and becomes a review item: an
``hx-include`` part of another form (``closest form``, ``this``) or selecting nothing in the
file, ``hx-vals``/``hx-headers`` written as ``js:`` code or no JSON object, ``hx-vars``.
The question of ``hx-confirm`` is a confirmation the client asks for (rule
``policy.ui-confirmation``: Skill guidance, no guard). Not read at all: attributes inherited
from ancestors other than the enclosing form, ``hx-encoding``. At most :data:`MAX_SITES` elements per file.
"""
from __future__ import annotations

import bisect
import html
import json
import re
from collections.abc import Callable

from code2skill.facts import Arr, Call, CallSite, Hole, Lit, Member, Obj, Prop, Ref, Span, Tmpl, Unknown

from .page_scan import blank_unrendered, element_ends, expressions, last_name, page_tags

RULE = "htmx.attribute"
MAX_SITES = 2000
MAX_PAGE_FIELDS = 20_000        # form and included fields the requests of one page are given
FIELDS_NOT_READ = "its form or hx-include, past the page's 20,000 fields,"
VERBS = ("get", "post", "put", "patch", "delete")
# a cheap test of a file's bytes
MENTION = re.compile(rb"(?<![\w:.-])(?:data-)?hx-(?:get|post|put|patch|delete)\s*=", re.I)
ATTRIBUTE = re.compile(rb"""([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"'`]+)))?""")
FIELD_TAGS = frozenset((b"input", b"select", b"textarea", b"button"))
VOID_TAGS = frozenset((b"input", b"img", b"br", b"hr", b"meta", b"link", b"area", b"base",
                       b"col", b"embed", b"source", b"track", b"wbr"))
EXPRESSION_MARK = "\u2026"     # a template expression's place in a JSON text (JSON-safe)
MAX_JSON_DEPTH = 100           # arrays and objects an hx-vals/hx-headers text may nest
JSON_BRACKET = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[\]{}]')    # a string, even unclosed
UNKNOWN = object()              # a form field's value: what the user enters
SIMPLE_SELECTOR = re.compile(r"([#.])([\w-]+)")


def htmx_sites(data: bytes, span_at: Callable[[int, int], Span]) -> list[CallSite]:
    """The htmx requests of a page's markup ``data`` (raw bytes, template syntax kept) as
    module-level call sites of ``htmx.ajax(METHOD, url, {values})``; ``span_at(start,
    end)`` gives the span of a byte range (the attribute's name). None without a mention.
    Every scan is linear in the page's size (:mod:`code2skill.extractors.page_scan`)."""
    if not MENTION.search(data):
        return []
    page = Page(blank_unrendered(data))
    forms = FormSweep(page)
    sites: list[CallSite] = []
    read = 0                                     # form and included fields given so far
    for tag in page.tags:
        if len(sites) >= MAX_SITES:
            break
        attributes = attribute_map(tag.body, tag.body_start)
        enclosing = forms.enclosing(tag.start)
        for verb in VERBS:
            name = next((n for n in (f"hx-{verb}", f"data-hx-{verb}") if n in attributes), None)
            if name is None or len(sites) >= MAX_SITES:
                continue
            start, value = attributes[name]
            span = span_at(start, start + len(name))
            form = tag.start if tag.name.lower() == b"form" else \
                (enclosing if verb != "get" else None)
            fields = page.fields(form) if form is not None else []
            included, unread = included_fields(page, attributes.get("hx-include", (0, ""))[1])
            unread = [f'hx-include="{part}"' for part in unread]
            if read + len(fields) + len(included) > MAX_PAGE_FIELDS:
                fields, included = [], []
                unread.append(FIELDS_NOT_READ)
            read += len(fields) + len(included)
            sites.append(ajax_site(verb, value, attributes, fields + included, unread, span))
    return sites


class Page:
    """One page's markup, blanked of what is not rendered, read once: its opening tags
    (:func:`page_tags`) and, when asked, each element's end (:func:`element_ends`), the
    fields within an element and the elements an ``id`` or ``class`` selects."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.tags = page_tags(data)
        self.starts = [tag.start for tag in self.tags]
        self._ends: dict[int, int] | None = None
        self._fields: dict[int, list[str]] = {}
        self._selected: dict[tuple[str, str], list[int]] | None = None

    def end(self, start: int) -> int:
        """The end of the element whose opening tag starts at byte ``start``."""
        if self._ends is None:
            self._ends = element_ends(self.data, self.tags, VOID_TAGS)
        return self._ends.get(start, start)

    def fields(self, start: int) -> list[str]:
        """The ``name`` attributes of the fields (:data:`FIELD_TAGS`) whose tags lie within
        the element starting at ``start``, in order, each once; a name written with a
        template expression is left out. Read once per element."""
        if start not in self._fields:
            end = self.end(start)
            names: dict[str, None] = {}
            for tag in self.tags[bisect.bisect_left(self.starts, start):]:
                if tag.start >= end:
                    break
                if tag.end <= end and tag.name.lower() in FIELD_TAGS:
                    name = attribute_map(tag.body, tag.body_start).get("name")
                    if name and name[1] and next(expressions(name[1]), None) is None:
                        names.setdefault(name[1])
            self._fields[start] = list(names)
        return self._fields[start]

    def selected(self, sigil: str, name: str) -> list[int]:
        """The starts of the tags whose ``id`` is ``name`` (``sigil`` ``#``) or whose
        ``class`` lists it (``.``); the page's ids and classes are read once."""
        if self._selected is None:
            self._selected = {}
            for tag in self.tags:
                attributes = attribute_map(tag.body, tag.body_start)
                for key, sign in (("id", "#"), ("class", ".")):
                    for word in dict.fromkeys(attributes.get(key, (0, ""))[1].split()):
                        self._selected.setdefault((sign, word), []).append(tag.start)
        return self._selected.get((sigil, name), [])


class FormSweep:
    """The innermost ``<form>`` holding each of a page's offsets, asked in increasing order:
    the forms begun before the offset are kept on a stack, those ended are dropped (forms
    nest, :func:`element_ends`), so the whole page costs one pass."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.forms = [tag.start for tag in page.tags if tag.name.lower() == b"form"]
        self.next = 0
        self.open: list[tuple[int, int]] = []

    def enclosing(self, offset: int) -> int | None:
        """The start of the innermost form whose range holds ``offset``, else ``None``."""
        while self.next < len(self.forms) and self.forms[self.next] < offset:
            start = self.forms[self.next]
            self.open.append((start, self.page.end(start)))
            self.next += 1
        while self.open and self.open[-1][1] <= offset:
            self.open.pop()
        return self.open[-1][0] if self.open else None


def attribute_map(text: bytes, offset: int) -> dict[str, tuple[int, str]]:
    """The attributes of one opening tag's text (after its name), lower-cased name →
    ``(byte offset of the name, value with character references decoded)``."""
    found: dict[str, tuple[int, str]] = {}
    for match in ATTRIBUTE.finditer(text):
        raw = next((g for g in match.groups()[1:] if g is not None), b"")
        name = match.group(1).decode("utf-8", "replace").lower()
        found.setdefault(name, (offset + match.start(1),
                                html.unescape(raw.decode("utf-8", "replace"))))
    return found


def included_fields(page: Page, selector: str) -> tuple[list[str], list[str]]:
    """``(field names, selectors not read)`` of an ``hx-include`` value: each ``#id`` or
    ``.class`` part naming elements of the same page gives the fields within them
    (:meth:`Page.fields`); any other part (``closest form``, ``this``, a part matching
    nothing here) is not read."""
    names: dict[str, None] = {}
    unread: list[str] = []
    for part in dict.fromkeys(p.strip() for p in selector.split(",") if p.strip()):
        found = SIMPLE_SELECTOR.fullmatch(part)
        starts = page.selected(found.group(1), found.group(2)) if found else []
        if not starts:
            unread.append(part)
        for start in starts:
            names.update(dict.fromkeys(page.fields(start)))
    return list(names), unread


def ajax_site(verb: str, url: str, attributes: dict[str, tuple[int, str]],
              fields: list[str], unread: list[str], span: Span) -> CallSite:
    """The call site ``htmx.ajax(VERB, url, {values, headers, unread, confirm})`` of one
    element (``confirm`` the question of its ``hx-confirm``, when it has one):
    ``url`` the attribute's value, ``fields`` the names of its form's and included fields,
    ``unread`` the texts of what is not read (``hx-include="…"`` parts, the fields past the
    page's :data:`MAX_PAGE_FIELDS`); it also lists an ``hx-vals`` or ``hx-headers`` that is
    code or no JSON object, and any ``hx-vars``."""
    path_params = "path-params" in attributes.get("hx-ext", (0, ""))[1]
    url_expr, used = url_template(url, path_params, span)
    entries: dict[str, object] = dict.fromkeys(fields, UNKNOWN)
    for name in ("hx-vals", "hx-headers", "hx-vars"):
        text = attributes.get(name, (0, ""))[1]
        read = json_object(text) if name != "hx-vars" else None
        if text.strip() and read is None:
            unread.append(f"{name}='{text.strip()}'")
        elif name == "hx-vals":
            entries = {**entries, **(read or {})}       # hx-vals wins over a form field
    values = members({k: v for k, v in entries.items() if k not in used}, span)
    headers = members(json_object(attributes.get("hx-headers", (0, ""))[1]) or {}, span)
    asked = attributes.get("hx-confirm")
    options = Obj((Prop("values", values, span), Prop("headers", headers, span),
                   Prop("unread", Arr(tuple(Lit(text, span) for text in unread), span), span))
                  + ((Prop("confirm", Lit(asked[1], span), span),) if asked else ()), span)
    return CallSite(Call(Member(Ref("htmx", span), "ajax", span),
                         (Lit(verb.upper(), span), url_expr, options), span), None)


def url_template(url: str, path_params: bool, span: Span) -> tuple[Lit | Tmpl, set[str]]:
    """The URL as a literal, or a template whose holes are its template expressions (and,
    with the ``path-params`` extension, its ``{name}`` placeholders), each named after the
    expression's last name; and the placeholder names the extension fills."""
    parts: list[Lit | Hole] = []
    used: set[str] = set()
    last = 0
    for start, end, expression, placeholder in expressions(url, path_params):
        if start > last:
            parts.append(Lit(url[last:start], span))
        if placeholder:
            used.add(expression)
        parts.append(Hole(last_name(expression), Unknown(RULE, span), span))
        last = end
    if not parts or all(isinstance(p, Lit) for p in parts):
        return Lit(url, span), used
    if last < len(url):
        parts.append(Lit(url[last:], span))
    return Tmpl(tuple(parts), span), used


def members(entries: dict[str, object], span: Span) -> Obj:
    """An object of ``entries`` (key → value): a JSON string, number, boolean or null the
    attribute writes is that literal; anything else (a template expression, an object,
    :data:`UNKNOWN`) an unknown value, an input."""
    return Obj(tuple(Prop(key, Lit(value, span) if is_literal(value) else
                          Unknown(RULE, span), span) for key, value in entries.items()), span)


def is_literal(value: object) -> bool:
    """Whether a JSON value is a scalar the attribute writes (no template expression)."""
    return value is None or isinstance(value, (bool, int, float)) or \
        isinstance(value, str) and EXPRESSION_MARK not in value


def json_object(text: str) -> dict[str, object] | None:
    """The members of an ``hx-vals``/``hx-headers`` JSON object, braces optional, each
    template expression read as a string holding :data:`EXPRESSION_MARK`; ``{}`` for no
    text; ``None`` for ``js:``/``javascript:`` code, text that is no JSON object or whose
    arrays and objects nest deeper than :data:`MAX_JSON_DEPTH` (never parsed)."""
    text = text.strip()
    if not text:
        return {}
    if re.match(r"(?:js|javascript):", text):
        return None
    plain = marked(text)
    if json_depth(plain) > MAX_JSON_DEPTH:
        return None
    try:
        parsed = json.loads(plain if plain.startswith("{") else "{" + plain + "}")
    except ValueError:
        return None
    return {str(key): value for key, value in parsed.items()} \
        if isinstance(parsed, dict) else None


def marked(text: str) -> str:
    """``text`` with each template expression (:func:`expressions`) replaced by
    :data:`EXPRESSION_MARK`."""
    parts: list[str] = []
    last = 0
    for start, end, _, _ in expressions(text):
        parts += [text[last:start], EXPRESSION_MARK]
        last = end
    return "".join(parts) + text[last:]


def json_depth(text: str) -> int:
    """How deep the arrays and objects of a JSON text nest (brackets inside strings not
    counted): a text nested deeper than :data:`MAX_JSON_DEPTH` is not read, as the parser's
    recursion would fail on it."""
    depth = deepest = 0
    for token in JSON_BRACKET.finditer(text):
        bracket = token.group()
        if bracket in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif bracket in "]}":
            depth -= 1
    return deepest
