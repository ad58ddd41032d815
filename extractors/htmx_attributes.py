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

import html
import json
import re
from collections.abc import Callable

from code2skill.facts import Arr, Call, CallSite, Hole, Lit, Member, Obj, Prop, Ref, Span, Tmpl, Unknown

RULE = "htmx.attribute"
MAX_SITES = 2000
VERBS = ("get", "post", "put", "patch", "delete")
# a cheap test of a file's bytes
MENTION = re.compile(rb"(?<![\w:.-])(?:data-)?hx-(?:get|post|put|patch|delete)\s*=", re.I)
# an element's opening tag, its attributes quoted or not (template expressions inside kept)
# (the alternatives never match the same text, so a tag left open cannot backtrack for long)
TAG = re.compile(rb"<([a-zA-Z][\w-]*)((?:\"[^\"]*\"|'[^']*'|\{\{[^}]*\}\}|\{(?!\{)|[^<>\"'{])*)>")
ATTRIBUTE = re.compile(rb"""([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"'`]+)))?""")
FIELD_TAGS = frozenset((b"input", b"select", b"textarea", b"button"))
VOID_TAGS = frozenset((b"input", b"img", b"br", b"hr", b"meta", b"link", b"area", b"base",
                       b"col", b"embed", b"source", b"track", b"wbr"))
UNRENDERED = re.compile(rb"<!--.*?-->|\{\{!--.*?--\}\}|\{\{![^}]*\}\}"
                        rb"|<(script|style)\b.*?</\1\s*>", re.S | re.I)
EXPRESSION_MARK = "\u2026"     # a template expression's place in a JSON text (JSON-safe)
UNKNOWN = object()              # a form field's value: what the user enters
SIMPLE_SELECTOR = re.compile(r"([#.])([\w-]+)")
# a server template's expression: Handlebars/Mustache/Jinja, ERB/EJS/ASP, JSP/EL, Razor
EXPRESSION = re.compile(r"\{\{\{?\s*(.*?)\s*\}?\}\}|<%[=-]?\s*(.*?)\s*%>|\$\{\s*(.*?)\s*\}"
                        r"|@\(?([A-Za-z_][\w.]*)\)?")
PLACEHOLDER = re.compile(r"\{([A-Za-z_]\w*)\}")
LAST_NAME = re.compile(r"([A-Za-z_]\w*)\W*$")


def htmx_sites(data: bytes, span_at: Callable[[int, int], Span]) -> list[CallSite]:
    """The htmx requests of a page's markup ``data`` (raw bytes, template syntax kept) as
    module-level call sites of ``htmx.ajax(METHOD, url, {values})``; ``span_at(start,
    end)`` gives the span of a byte range (the attribute's name). None without a mention."""
    if not MENTION.search(data):
        return []
    data = blank_unrendered(data)
    forms = form_ranges(data)
    sites: list[CallSite] = []
    for tag in TAG.finditer(data):
        attributes = attribute_map(tag.group(2), tag.start(2))
        for verb in VERBS:
            name = next((n for n in (f"hx-{verb}", f"data-hx-{verb}") if n in attributes), None)
            if name is None or len(sites) >= MAX_SITES:
                continue
            start, value = attributes[name]
            span = span_at(start, start + len(name))
            form = tag.start() if tag.group(1).lower() == b"form" else \
                (enclosing_form(forms, tag.start()) if verb != "get" else None)
            fields = fields_within(data, form, element_end(data, form)) \
                if form is not None else []
            included, unread = included_fields(data, attributes.get("hx-include", (0, ""))[1])
            sites.append(ajax_site(verb, value, attributes, fields + included, unread, span))
    return sites


def blank_unrendered(data: bytes) -> bytes:
    """``data`` with its comments (``<!-- -->``, Handlebars ``{{!-- --}}``/``{{! }}``) and
    ``<script>``/``<style>`` elements blanked, line breaks kept: markup no browser renders
    (byte offsets unchanged)."""
    return UNRENDERED.sub(lambda m: re.sub(rb"[^\n]", b" ", m.group()), data)


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


def form_ranges(data: bytes) -> list[tuple[int, int]]:
    """``(start, end)`` byte ranges of the page's ``<form>`` elements (:func:`element_end`)."""
    return [(tag.start(), element_end(data, tag.start())) for tag in TAG.finditer(data)
            if tag.group(1).lower() == b"form"]


def enclosing_form(forms: list[tuple[int, int]], offset: int) -> int | None:
    """The start of the innermost form whose range holds ``offset``, else ``None``."""
    return max((start for start, end in forms if start < offset < end), default=None)


def element_end(data: bytes, start: int) -> int:
    """The end of the element whose opening tag starts at byte ``start``: past its closing
    tag, counting nested elements of the same name; the end of the opening tag for a void
    or self-closed element; the file's end for an element never closed."""
    tag = TAG.match(data, start)
    if tag is None:
        return start
    name = re.escape(tag.group(1))
    if tag.group(1).lower() in VOID_TAGS or tag.group(2).rstrip().endswith(b"/"):
        return tag.end()
    depth = 1
    for match in re.finditer(rb"<(/?)" + name + rb"(?![\w-])", data[tag.end():], re.I):
        depth += -1 if match.group(1) else 1
        if depth == 0:
            close = data.find(b">", tag.end() + match.end())
            return len(data) if close < 0 else close + 1
    return len(data)


def fields_within(data: bytes, start: int, end: int) -> list[str]:
    """The ``name`` attributes of the fields (:data:`FIELD_TAGS`) whose tags start in bytes
    ``start`` to ``end``, in order, each once; a name written with a template expression is
    left out."""
    names: list[str] = []
    for tag in TAG.finditer(data, start, end):
        if tag.group(1).lower() in FIELD_TAGS:
            name = attribute_map(tag.group(2), tag.start(2)).get("name")
            if name and name[1] and not EXPRESSION.search(name[1]) and name[1] not in names:
                names.append(name[1])
    return names


def included_fields(data: bytes, selector: str) -> tuple[list[str], list[str]]:
    """``(field names, selectors not read)`` of an ``hx-include`` value: each ``#id`` or
    ``.class`` part naming elements of the same file gives the fields within them
    (:func:`fields_within`); any other part (``closest form``, ``this``, a part matching
    nothing here) is not read."""
    names: list[str] = []
    unread: list[str] = []
    for part in (p.strip() for p in selector.split(",") if p.strip()):
        found = SIMPLE_SELECTOR.fullmatch(part)
        starts = selected(data, found.group(1), found.group(2)) if found else []
        if not starts:
            unread.append(part)
        for start in starts:
            names += [n for n in fields_within(data, start, element_end(data, start))
                      if n not in names]
    return names, unread


def selected(data: bytes, sigil: str, name: str) -> list[int]:
    """The starts of the tags whose ``id`` is ``name`` (``sigil`` ``#``) or whose ``class``
    lists it (``.``)."""
    key = "id" if sigil == "#" else "class"
    return [tag.start() for tag in TAG.finditer(data)
            if name in attribute_map(tag.group(2), tag.start(2)).get(key, (0, ""))[1].split()]


def ajax_site(verb: str, url: str, attributes: dict[str, tuple[int, str]],
              fields: list[str], unread: list[str], span: Span) -> CallSite:
    """The call site ``htmx.ajax(VERB, url, {values, headers, unread, confirm})`` of one
    element (``confirm`` the question of its ``hx-confirm``, when it has one):
    ``url`` the attribute's value, ``fields`` the names of its form's and included fields,
    ``unread`` the ``hx-include`` selectors not read; ``unread`` also lists an ``hx-vals``
    or ``hx-headers`` that is code or no JSON object, and any ``hx-vars``."""
    path_params = "path-params" in attributes.get("hx-ext", (0, ""))[1]
    url_expr, used = url_template(url, path_params, span)
    unread = [f'hx-include="{part}"' for part in unread]
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
    pattern = EXPRESSION.pattern + (r"|" + PLACEHOLDER.pattern if path_params else "")
    parts: list[Lit | Hole] = []
    used: set[str] = set()
    last = 0
    for match in re.finditer(pattern, url):
        if match.start() > last:
            parts.append(Lit(url[last:match.start()], span))
        expression = next(g for g in match.groups() if g is not None)
        name_match = LAST_NAME.search(expression)
        name = name_match.group(1) if name_match else None
        if path_params and match.group(5) is not None:
            used.add(expression)
        parts.append(Hole(name, Unknown(RULE, span), span))
        last = match.end()
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
    text; ``None`` for ``js:``/``javascript:`` code or text that is no JSON object."""
    text = text.strip()
    if not text:
        return {}
    if re.match(r"(?:js|javascript):", text):
        return None
    plain = EXPRESSION.sub(EXPRESSION_MARK, text)
    try:
        parsed = json.loads(plain if plain.startswith("{") else "{" + plain + "}")
    except ValueError:
        return None
    return {str(key): value for key, value in parsed.items()} \
        if isinstance(parsed, dict) else None
