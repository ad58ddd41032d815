"""Rule ``url.page-data-attribute``: the URLs a page's or server template's markup writes into
``data-*`` attributes, which its scripts read back to make requests.

A server-rendered app often keeps every endpoint in its templates and none in its scripts::

    <button data-save-entry="true"
            data-save-url="{{ routePath "/entry/save/%d" .entry.ID }}">Save</button>   (Go)
    <body data-entries-status-url="{{ routePath "/entry/status" }}">
    <a data-url="/feed/{{ .feed.ID }}/remove" data-confirm="true">Remove</a>
    sendPOSTRequest(button.dataset.saveUrl)                                  (app.js)

Each ``data-<name>`` attribute whose name ends with ``url``, ``href``, ``endpoint``, ``action``
or ``path``, or whose value is a path (``/…``, ``./…``, ``http(s)://…``), is read
(:func:`data_urls`) as a :class:`~code2skill.facts.DataUrl` keyed by the name a script reads
it by (``dataset.saveUrl``: the name after ``data-``, each ``-x`` made ``X``):

* text with template expressions in it (``/feed/{{ .feed.ID }}/remove``, ``<%= id %>``,
  a PHP or Lua page's ``<?= $id ?>``, ``@Model.Id``) is a template whose holes are named after each expression's last name
  (:func:`~code2skill.extractors.page_scan.last_name`: ``{id}``); a placeholder the build
  or server replaces in ``index.html`` (``%VITE_BASEPATH%``, ``%PUBLIC_URL%``) is such an
  expression too, never literal text;
* an expression calling a route helper with a path literal, ``{{ routePath "/entry/save/%d"
  .entry.ID }}``, is that path with each ``printf`` verb (``%d``, ``%s``, ``%v``) a hole
  named after the argument that fills it, in order (``/entry/save/{id}``); text after the
  expression (``…}}?forceRefresh=true``) is kept;
* any other expression opening the value and followed by a path (``<?php echo $base; ?>/api/x``,
  ``{{ .base }}/api/x``) is a hole leading the URL: the base URL the server writes, which
  the Host binds (rule ``url.page-data-base``), never literal text of the path;
* any other expression opening the value (a named route: ``{{ url_for('entries.save') }}``,
  ``{% url 'x' %}``, ``@Url.Action("Delete")``; a whole URL the server writes: ``{{ .saveURL }}``)
  names no path the tool can read: an :class:`~code2skill.facts.Unknown` of kind
  ``route-helper``, which becomes a review item where a script reads it, never a guess.

A value quoted with ``"`` may hold ``"`` inside a template expression (Go's ``{{ routePath
"/x" }}``): the value ends at the first quote outside ``{{ }}``, ``<% %>``, ``{% %}`` and ``<? ?>``,
looked for at most :data:`MAX_VALUE` characters on. At most :data:`MAX_ATTRIBUTES` attributes
per file; scans are linear in the page's size.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from code2skill.facts import DataUrl, Hole, Lit, Span, Tmpl, Unknown

from .page_scan import blank_unrendered, expressions, last_name
from .server_values import expression_name

RULE = "url.page-data-attribute"
ROUTE_HELPER = "route-helper"          # the Unknown kind of a route the tool cannot read
MAX_ATTRIBUTES = 2000
MAX_VALUE = 4096
# an attribute `data-<name>=` and its opening quote (or the value's first character)
ATTRIBUTE = re.compile(rb"(?<![\w:.-])data-([a-zA-Z][\w-]*)\s*=\s*([\"']?)")
# a mention that makes a page worth reading for this rule alone (rule source.inline-script)
MENTION = re.compile(rb"(?<![\w:.-])data-[\w-]*(?:url|href|endpoint)\s*=", re.I)
TAG_NAME = re.compile(rb"[A-Za-z][\w-]*")
URL_NAME = re.compile(r"(?:url|href|endpoint|action|path)$", re.I)
PATH_VALUE = re.compile(r"^(?:/(?!/)|\./|https?://)", re.I)
# an HTML placeholder of the build (Vite's ``%VITE_X%``, Create React App's ``%PUBLIC_URL%``)
BUILD_PLACEHOLDER = re.compile(r"%([A-Z][A-Z0-9_]*)%")
OPENERS = {"{{": "}}", "<%": "%>", "{%": "%}", "<?": "?>"}
QUOTED_PATH = re.compile(r"""(["'`])(/[^"'`\s]*)\1""")
VERB = re.compile(r"%[-+# 0]*\d*(?:\.\d+)?[dsvqxX]")
ARGUMENT = re.compile(r"""(["'`])[^"'`]*\1|[^\s()]+""")


def data_urls(data: bytes, span_at: Callable[[int, int], Span]) -> list[DataUrl]:
    """The URL-valued ``data-*`` attributes of a page's markup ``data`` (raw bytes, template
    syntax kept), in order; ``span_at(start, end)`` gives the span of a byte range (the
    attribute's name). Comments, scripts and styles are not read."""
    page = blank_unrendered(data)
    found: list[DataUrl] = []
    for match in ATTRIBUTE.finditer(page):
        if len(found) >= MAX_ATTRIBUTES:
            break
        text = attribute_value(page, match.end(), match.group(2))
        if text is None:
            continue
        name = match.group(1).decode("ascii", "replace")
        value = text.decode("utf-8", "replace").strip()
        url = url_value(value)
        if url is None or not (URL_NAME.search(name) or path_like(url)):
            continue
        span = span_at(match.start(), match.start() + 5 + len(match.group(1)))
        found.append(DataUrl(dataset_key(name), with_span(url, span), span, value[:200],
                             element_name(page, match.start())))
    return found


def element_name(page: bytes, at: int) -> str:
    """The name of the element whose start tag holds the attribute at ``at``: the tag opened
    by the last ``<`` before it, looked for at most :data:`MAX_VALUE` bytes back (``""``
    when none is found)."""
    opener = page.rfind(b"<", max(0, at - MAX_VALUE), at)
    found = TAG_NAME.match(page, opener + 1) if opener >= 0 else None
    return found.group(0).decode("ascii").lower() if found else ""


def attribute_value(page: bytes, start: int, quote: bytes) -> bytes | None:
    """The text of an attribute's value starting at ``start`` after its opening ``quote``
    (``b""`` for an unquoted value, which ends at a space or ``>``): up to the first closing
    quote outside a template expression; ``None`` when none is found within
    :data:`MAX_VALUE` bytes."""
    end = min(len(page), start + MAX_VALUE)
    if not quote:
        stop = re.compile(rb"[\s>]").search(page, start, end)
        return page[start:stop.start() if stop else end] or None
    at = start
    while at < end:
        byte = page[at:at + 1]
        pair = page[at:at + 2].decode("latin-1")
        if pair in OPENERS:
            close = page.find(OPENERS[pair].encode(), at + 2, end)
            if close < 0:
                return None
            at = close + 2
            continue
        if byte == quote:
            return page[start:at]
        if byte in (b"\n",) and page[at + 1:at + 2] == b"<":
            return None                  # a quote left open: the next line is markup
        at += 1
    return None


def url_value(value: str) -> Lit | Tmpl | Unknown | None:
    """An attribute's value as a URL: literal text, a template of its expressions, a route
    helper's path (module docstring), or an :class:`Unknown` of kind :data:`ROUTE_HELPER`
    when it opens with an expression that names no path; ``None`` for an empty value."""
    if not value:
        return None
    if value.startswith("{%"):                      # {% url 'entry-save' entry.id %}
        return Unknown(ROUTE_HELPER)
    parts: list[Lit | Hole] = []
    last = 0
    for start, end, inner in value_expressions(value):
        if start > last:
            parts.append(Lit(value[last:start]))
        helper = route_path(inner) if start == 0 else None
        if helper is not None:
            parts.extend(helper)
        elif start == 0 and value.startswith("/", end):    # rule url.page-data-base
            parts.append(Hole(hole_name(value[start:end], inner), Unknown(RULE)))
        elif start == 0:                 # a named route, or a whole URL the server writes
            return Unknown(ROUTE_HELPER)
        else:
            parts.append(Hole(hole_name(value[start:end], inner), Unknown(RULE)))
        last = end
    if last < len(value):
        parts.append(Lit(value[last:]))
    if all(isinstance(p, Lit) for p in parts):
        return Lit("".join(str(p.value) for p in parts))
    return Tmpl(tuple(parts))


def value_expressions(value: str) -> list[tuple[int, int, str]]:
    """The expressions of an attribute's value, left to right, as ``(start, end, inner
    text)``: the server template's (:func:`~.page_scan.expressions`) and the build's HTML
    placeholders (:data:`BUILD_PLACEHOLDER`: ``%VITE_BASEPATH%``, ``%PUBLIC_URL%``, which Vite
    and Create React App replace in ``index.html`` with an environment variable's value, or
    the server when it serves the page), a placeholder inside a template expression left
    out."""
    found = [(start, end, inner) for start, end, inner, _ in expressions(value)]
    found += [(m.start(), m.end(), m.group(1)) for m in BUILD_PLACEHOLDER.finditer(value)
              if not any(start <= m.start() < end for start, end, _ in found)]
    return sorted(found)


def route_path(expression: str) -> list[Lit | Hole] | None:
    """The path a route helper's call builds (``routePath "/entry/save/%d" .entry.ID`` →
    ``/entry/save/`` and a hole ``id``): its first quoted path literal, each ``printf`` verb a
    hole named after the argument after the literal that fills it; ``None`` without a quoted
    path literal."""
    found = QUOTED_PATH.search(expression)
    if found is None:
        return None
    literal = found.group(2)
    arguments = [a.group(0) for a in ARGUMENT.finditer(expression[found.end():])
                 if not a.group(0).startswith(("}", "%", "-"))]
    parts: list[Lit | Hole] = []
    last = 0
    for index, verb in enumerate(VERB.finditer(literal)):
        if verb.start() > last:
            parts.append(Lit(literal[last:verb.start()]))
        name = hole_name(arguments[index], arguments[index]) if index < len(arguments) \
            else None
        parts.append(Hole(name, Unknown(RULE)))
        last = verb.end()
    if last < len(literal) or not parts:
        parts.append(Lit(literal[last:]))
    return parts


def hole_name(expression: str, inner: str) -> str | None:
    """The name of the value a template expression writes: as rule ``value.server-template``
    names it (``{{ .entry.ID }}`` → ``id``, ``{{ item.id }}`` → ``id``), else its last name."""
    return expression_name(expression) or last_name(inner)


def path_like(url: Lit | Tmpl | Unknown) -> bool:
    """Whether a value reads as a path or URL: it opens with literal ``/``, ``./`` or an
    ``http(s)://`` origin."""
    first = url.parts[0] if isinstance(url, Tmpl) else url
    return isinstance(first, Lit) and isinstance(first.value, str) and \
        bool(PATH_VALUE.match(first.value))


def dataset_key(name: str) -> str:
    """The name ``element.dataset`` gives ``data-<name>`` (``save-url`` → ``saveUrl``):
    each ``-`` followed by a lowercase letter dropped and that letter capitalised."""
    return re.sub(r"-([a-z])", lambda m: m.group(1).upper(), name.lower())


def with_span(url: Lit | Tmpl | Unknown, span: Span) -> Lit | Tmpl | Unknown:
    """``url`` with every part placed at ``span``."""
    if isinstance(url, Lit):
        return Lit(url.value, span)
    if isinstance(url, Unknown):
        return Unknown(url.kind, span)
    return Tmpl(tuple(Lit(p.value, span) if isinstance(p, Lit) else
                      Hole(p.name, Unknown(RULE, span), span) for p in url.parts), span)
