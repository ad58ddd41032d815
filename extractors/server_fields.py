"""Rule ``value.form-field``'s exception: the ids of the form fields a page's server fills
(:func:`server_fields`), which hold no text the user typed.

A server-rendered settings page keeps the instance's own key in a hidden field its scripts
read back::

    <input type="hidden" id="apikey" name="apikey" value="$apikey" />      (a Cheetah page)
    $.ajax({url: '../../api', data: {mode: 'config', apikey: jQuery('#apikey').val()}})

The value is the credential the server rendered into the page, not one the user gives. An
``<input>`` of a page's or component's markup with an ``id`` is such a field when it is hidden
(``type="hidden"``) or read-only (``readonly``): jQuery's ``.val()`` of ``#<that id>`` is then
no form field's value. A text field the server pre-fills with the current setting
(``value="$host"``) is still the user's to edit: it is none. Comments, scripts and
styles are not markup. At most :data:`MAX_FIELDS` ids a file.
"""
from __future__ import annotations

import re

from .page_forms import tag_attributes
from .page_scan import blank_unrendered, page_tags

MENTION = re.compile(rb"<input\b", re.I)
MAX_FIELDS = 2000


def server_fields(data: bytes) -> list[str]:
    """The ids of the ``<input>`` elements of ``data`` (raw markup) whose value the server
    writes (module docstring), in order, each once."""
    if MENTION.search(data) is None:
        return []
    page = blank_unrendered(data)
    found: dict[str, None] = {}
    for tag in page_tags(page):
        if tag.name.lower() != b"input" or len(found) >= MAX_FIELDS:
            continue
        attributes = tag_attributes(tag.body.decode("utf-8", "replace"))
        name = attributes.get("id", "")
        if name and (attributes.get("type", "").lower() == "hidden" or "readonly" in attributes):
            found[name] = None
    return list(found)
