"""Rule ``jquery-form.page-form``: the ``<form>`` start tags of a page's markup, which a
script's ``$('.fullform').ajaxForm({…})`` submits to their own ``action`` with their own
``method`` (:mod:`code2skill.extractors.jquery_form`)::

    <form action="saveGeneral" method="post" name="fullform" class="fullform">

Each start tag (outside comments, scripts and styles) is one
:class:`~code2skill.facts.PageForm`: its ``action`` read as a URL as a ``data-*`` attribute's
is (template expressions are holes, a named route an unknown value), its ``method``, and the
``id``, ``name`` and ``class`` a selector matches. At most :data:`MAX_FORMS` forms a page
are read; a page holding more gets one ``extract`` diagnostic ``limit page-forms exceeded``
naming it and its number of forms (:func:`forms_limit`), so the forms left out are never
silent. A page is read for its forms when it loads a script (:func:`scripted_forms`), inline
or by ``<script src>``: a script file's ``$('.fullform').ajaxForm({…})`` submits them.
"""
from __future__ import annotations

import html
import re
from typing import Callable

from code2skill.facts import Diagnostic, PageForm, Span

from .data_urls import url_value, with_span
from .page_scan import blank_unrendered

MAX_FORMS = 500
FORM_TAG = re.compile(rb"<form\b([^<>]{0,4096})>", re.I)
FORM_MENTION = re.compile(rb"<form\b", re.I)
SCRIPT_SOURCE = re.compile(rb"<script\b[^<>]{0,4096}?\bsrc\s*=", re.I)
LIMIT = "page-forms"
ATTRIBUTE = re.compile(r"""([A-Za-z_:@][\w:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?""")


def page_forms(data: bytes, span_at: Callable[[int, int], Span]) -> tuple[list[PageForm], int]:
    """``(forms, total)``: the first :data:`MAX_FORMS` forms of a page's markup ``data`` (raw
    bytes, template syntax kept), in order, and how many form start tags the page holds;
    ``span_at(start, end)`` gives the span of a byte range (the start tag)."""
    page = blank_unrendered(data)
    found: list[PageForm] = []
    total = 0
    for match in FORM_TAG.finditer(page):
        total += 1
        if len(found) >= MAX_FORMS:
            continue
        attributes = tag_attributes(match.group(1).decode("utf-8", "replace"))
        span = span_at(match.start(), match.end())
        action = url_value(attributes["action"]) if attributes.get("action") else None
        method = attributes.get("method", "").strip().lower() or None
        found.append(PageForm(with_span(action, span) if action is not None else None, method,
                              attributes.get("id", "").strip(),
                              attributes.get("name", "").strip(),
                              tuple(attributes.get("class", "").split()), span))
    return found, total


def forms_limit(path: str, total: int) -> Diagnostic | None:
    """The ``extract`` warning of a page ``path`` holding ``total`` forms, more than
    :data:`MAX_FORMS` (rule ``jquery-form.page-form``): ``limit page-forms exceeded`` with the
    count; ``None`` within the limit."""
    if total <= MAX_FORMS:
        return None
    return Diagnostic(path, "extract", f"limit {LIMIT} exceeded: {total:,} forms in the page, "
                      f"only the first {MAX_FORMS} read; a script's ajaxForm(…) submitting "
                      "the others is not in the contract (rule jquery-form.page-form)")


def scripted_forms(head: bytes) -> bool:
    """Whether a page's bytes ``head`` hold a form start tag and a ``<script src>``: a script
    file the page loads may submit its forms (rule ``jquery-form.page-form``), so the page is
    read for them though it holds no inline script."""
    return FORM_MENTION.search(head) is not None and SCRIPT_SOURCE.search(head) is not None


def tag_attributes(text: str) -> dict[str, str]:
    """The attributes of a start tag's text, names lower-cased, values unescaped (the first
    of a repeated name, as a browser keeps it)."""
    found: dict[str, str] = {}
    for match in ATTRIBUTE.finditer(text):
        value = next((v for v in match.group(2, 3, 4) if v is not None), "")
        found.setdefault(match.group(1).lower(), html.unescape(value.strip()))
    return found
