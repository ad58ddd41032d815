"""Rule ``ui.page-modal-confirmation``: the Bootstrap-style modals of a page's or server
template's markup that ask the user to confirm, with the controls inside them::

    <div class="modal fade" id="modal_apply_config">
      <h4 class="modal-title">Apply Config</h4>
      <div class="modal-body"><p>Do you want to write config file and restart the server?</p></div>
      <button data-dismiss="modal">Cancel</button>
      <button id="apply_config_confirm">Apply</button>
    </div>

A modal is an element whose ``class`` holds the word ``modal`` and which has an ``id`` (what
``data-toggle="modal" data-target="#id"`` or ``$('#id').modal('show')`` opens). It asks for
confirmation when the text of its title (an element of class ``modal-title`` or
``modal-header``: the word ``confirm`` counts there) or of its body (``modal-body``: a
question or an asking phrase such as "are you sure") asks, as
:func:`code2skill.passes.confirm_modals.asks` decides for a component modal; a modal whose
texts ask nothing (a form, a notice) is none. Its controls are the elements inside it with an
``id`` that do not close it (``data-dismiss``/``data-bs-dismiss``), and the classes of those
elements (a handler delegated from the modal to ``.btn-delete`` selects by class): a script's
click handler bound to one of them runs only once the user has read the question and pressed
it (:mod:`code2skill.passes.page_modals`). At most :data:`MAX_MODALS` modals a page, the first
:data:`MAX_INNER` tags of each and the first :data:`MAX_TEXT` bytes of a text are read. A modal whose texts ask nothing is kept with its
controls and no text: a script may write its question when it shows it. Comments, scripts and styles are not markup.
"""
from __future__ import annotations

import html
import re
from itertools import islice, takewhile
from typing import Callable

from code2skill.facts import PageModal, Span
from code2skill.passes.confirm_modals import asks

from .htmx_attributes import VOID_TAGS
from .page_forms import tag_attributes
from .page_scan import blank_unrendered, element_ends, page_tags
from .template_texts import with_translated_texts

MENTION = re.compile(rb"""\bclass\s*=\s*["'][^"'<>]*\bmodal\b""")     # a page to read
TAG = re.compile(r"<[^<>]*>")
SPACE = re.compile(r"\s+")
DISMISS = ("data-dismiss", "data-bs-dismiss")
MAX_MODALS = 200          # the modals of one page read (each reads the tags inside it)
MAX_INNER = 2000          # the tags inside one modal read
MAX_TEXT = 4096           # the bytes of a title or body read for its text
# the tags whose attributes are read: those that may name a modal, its parts or a control
MODAL_WORDS = re.compile(rb"\bmodal|\b(?:id|class)\s*=")
TEXT_SOURCES = (("modal-title", "title"), ("modal-header", "header"), ("modal-body", "content"))


def page_modals(data: bytes, span_at: Callable[[int, int], Span]) -> list[PageModal]:
    """The modals of a page's markup ``data`` (raw bytes) holding a control with an ``id``, in
    order, each with its asking text when its title or body asks for confirmation (else
    ``None``: a script may write the question when it shows the modal); ``span_at(start,
    end)`` gives a byte range's span."""
    if MENTION.search(data) is None:
        return []
    page = blank_unrendered(data)
    tags = page_tags(page)
    ends = element_ends(page, tags, VOID_TAGS)
    found: list[PageModal] = []
    read = [attrs(tag.body) if MODAL_WORDS.search(tag.body) else {} for tag in tags]
    for index, tag in enumerate(tags):
        if len(found) >= MAX_MODALS:
            break
        attributes = read[index]
        if "modal" not in attributes.get("class", "").split() or not attributes.get("id"):
            continue
        inner = list(islice(takewhile(lambda t: t[1].start < ends[tag.start],
                                      zip(read[index + 1:], tags[index + 1:])), MAX_INNER))
        asked = asking_text(page, inner, ends, span_at) or (None, None)
        kept = [a for a, _ in inner if not any(d in a for d in DISMISS)]
        controls = tuple(a["id"].strip() for a in kept if a.get("id", "").strip())
        classes = tuple(dict.fromkeys(c for a in kept for c in a.get("class", "").split()))
        if controls or classes:
            found.append(PageModal(attributes["id"].strip(), asked[0], asked[1], controls,
                                   span_at(tag.start, tag.end), classes))
    return found


def attrs(body: bytes) -> dict[str, str]:
    """The attributes of a start tag's text (after its name)."""
    return tag_attributes(body.decode("utf-8", "replace"))


def asking_text(page: bytes, inner: list, ends: dict[int, int],
                span_at: Callable[[int, int], Span]) -> tuple[str, Span] | None:
    """``(text, span)`` of the first title or body element of a modal (``inner``: its tags,
    each with its attributes) whose text asks for confirmation, else ``None``; an element's
    first :data:`MAX_TEXT` bytes are read."""
    for attributes, tag in inner:
        classes = attributes.get("class", "").split()
        source = next((s for word, s in TEXT_SOURCES if word in classes), None)
        if source is None:
            continue
        text = shown_text(page[tag.end:min(ends[tag.start], tag.end + MAX_TEXT)])
        if text and asks(source, text):
            return text, span_at(tag.start, ends[tag.start])
    return None


def shown_text(markup: bytes) -> str:
    """The text a browser shows for ``markup``: a server template's translation of a literal
    read as that literal (rule ``ui.template-translated-text``), tags removed, entities
    decoded, white space collapsed."""
    text = with_translated_texts(markup.decode("utf-8", "replace"))
    return SPACE.sub(" ", html.unescape(TAG.sub(" ", text))).strip()
