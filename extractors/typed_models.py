"""Rule ``value.model-field``: the state paths a Vue component's markup lets the user type into
(:func:`typed_models`).

A settings component keeps the keys it tests in state its template binds to fields::

    <config-textbox v-model="clients.nzb.sabnzbd.apiKey" label="SABnzbd API key" />
    <input v-model.trim="form.token" type="password">

``v-model`` (with modifiers, ``.trim``, ``.lazy``, or an argument, ``v-model:value``) on an
element writes what the user types or picks into the bound path. A field that shows a value
without letting the user change it holds no typing: a hidden one (``type="hidden"``), a
read-only one (``readonly``, or ``:readonly``/``v-bind:readonly`` bound to anything but
``false``) and a disabled one (a bare ``disabled``) are left out, so the value keeps the
reading it had. Only a dotted path (``form.apiKey``) is read: an expression
(``items[i].key``) names no state path. Comments, scripts and styles are not markup. At most
:data:`MAX_MODELS` paths a file.
"""
from __future__ import annotations

import re

from .page_forms import tag_attributes
from .page_scan import blank_unrendered, page_tags

MENTION = re.compile(rb"\bv-model\b")
MODEL = re.compile(r"v-model(?::[\w$-]+)?(?:\.\w+)*")
PATH = re.compile(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*")
MAX_MODELS = 2000


def typed_models(data: bytes) -> list[str]:
    """The dotted state paths ``v-model`` binds in the markup ``data`` (a ``.vue`` file) to a
    field the user can edit (module docstring), in order, each once."""
    if MENTION.search(data) is None:
        return []
    found: dict[str, None] = {}
    for tag in page_tags(blank_unrendered(data)):
        if len(found) >= MAX_MODELS:
            break
        attributes = tag_attributes(tag.body.decode("utf-8", "replace"))
        if not editable(attributes):
            continue
        for name, value in attributes.items():
            if MODEL.fullmatch(name) and PATH.fullmatch(value.strip()):
                found[value.strip()] = None
    return list(found)


def editable(attributes: dict[str, str]) -> bool:
    """Whether an element of ``attributes`` lets the user change its value: not hidden, not
    read-only (a bound ``readonly`` only when bound to ``false``), not bare ``disabled``."""
    if attributes.get("type", "").lower() == "hidden" or "readonly" in attributes or \
            "disabled" in attributes and not attributes["disabled"]:
        return False
    bound = attributes.get(":readonly", attributes.get("v-bind:readonly"))
    return bound is None or bound.strip() == "false"
