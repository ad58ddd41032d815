"""Rule ``jquery-form.page-form``: the ``<form>`` start tags of a page's markup, which a
script's ``$('.fullform').ajaxForm({…})`` submits to their own ``action`` with their own
``method`` (:mod:`code2skill.extractors.jquery_form`)::

    <form action="saveGeneral" method="post" name="fullform" class="fullform">

Each start tag (outside comments, scripts and styles) is one
:class:`~code2skill.facts.PageForm`: its ``action`` read as a URL as a ``data-*`` attribute's
is (template expressions are holes, a named route an unknown value), its ``method``, and the
``id``, ``name`` and ``class`` a selector matches. At most :data:`MAX_FORMS` forms a page.
"""
from __future__ import annotations

import html
import re
from typing import Callable

from code2skill.facts import PageForm, Span

from .data_urls import url_value, with_span
from .page_scan import blank_unrendered

MAX_FORMS = 500
FORM_TAG = re.compile(rb"<form\b([^<>]{0,4096})>", re.I)
ATTRIBUTE = re.compile(r"""([A-Za-z_:@][\w:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?""")


def page_forms(data: bytes, span_at: Callable[[int, int], Span]) -> list[PageForm]:
    """The forms of a page's markup ``data`` (raw bytes, template syntax kept), in order;
    ``span_at(start, end)`` gives the span of a byte range (the start tag)."""
    page = blank_unrendered(data)
    found: list[PageForm] = []
    for match in FORM_TAG.finditer(page):
        if len(found) >= MAX_FORMS:
            break
        attributes = tag_attributes(match.group(1).decode("utf-8", "replace"))
        span = span_at(match.start(), match.end())
        action = url_value(attributes["action"]) if attributes.get("action") else None
        method = attributes.get("method", "").strip().lower() or None
        found.append(PageForm(with_span(action, span) if action is not None else None, method,
                              attributes.get("id", "").strip(),
                              attributes.get("name", "").strip(),
                              tuple(attributes.get("class", "").split()), span))
    return found


def tag_attributes(text: str) -> dict[str, str]:
    """The attributes of a start tag's text, names lower-cased, values unescaped (the first
    of a repeated name, as a browser keeps it)."""
    found: dict[str, str] = {}
    for match in ATTRIBUTE.finditer(text):
        value = next((v for v in match.group(2, 3, 4) if v is not None), "")
        found.setdefault(match.group(1).lower(), html.unescape(value.strip()))
    return found
