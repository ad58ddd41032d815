"""Rule ``ui.template-translated-text``: the text a server template shows through a gettext
translation of a literal.

A PHP, Jinja, Django or Blade page writes its user-visible texts through the gettext family,
whose argument is the text in the source language (the message id is the text itself)::

    <div class="modal-body"><?php echo _("Delete client configuration? This cannot be undone."); ?></div>
    <p>{{ _('Are you sure?') }}</p>      <p><?= __('Remove this user?', 'my-domain') ?></p>

So the page shows that literal (translated at run time into the user's language): each output
expression of the markup (``<?php echo …?>``, ``<?= … ?>``, ``{{ … }}``, ``<%= … %>``:
:func:`~.page_scan.expressions`) that is one call of :data:`TRANSLATORS` with a string literal
first (a text domain or context after it allowed) is read as that literal. Any other
expression, and a translation of a non-literal or of a key-like name (``t('users.delete')``,
whose function is not in :data:`TRANSLATORS`), is left as it is written.
"""
from __future__ import annotations

import re

from .page_scan import expressions

RULE = "ui.template-translated-text"
# gettext and the helpers named after it (PHP, Python's gettext/Flask-Babel/Django, WordPress,
# Laravel): their first argument is the source-language text
TRANSLATORS = frozenset({"_", "__", "_e", "gettext", "_l", "lazy_gettext", "ugettext",
                         "esc_html__", "esc_html_e", "esc_attr__", "esc_attr_e"})
CALL = re.compile(r"""(?s)([A-Za-z_]\w*)\s*\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")"""
                  r"""\s*(?:,[^()]*)?\)\s*;?""")
ESCAPE = re.compile(r"\\(.)")


def translated(expression: str) -> str | None:
    """The literal an output expression's text (``_("Delete?");``, ``__('x', 'domain')``)
    translates, escapes undone; ``None`` for any other expression."""
    found = CALL.fullmatch(expression.strip())
    if found is None or found.group(1) not in TRANSLATORS:
        return None
    return ESCAPE.sub(r"\1", found.group(2) if found.group(2) is not None else found.group(3))


def with_translated_texts(markup: str) -> str:
    """``markup`` with each output expression that translates a literal (:func:`translated`)
    replaced by that literal; every other character as written."""
    parts: list[str] = []
    position = 0
    for start, end, inner, placeholder in expressions(markup):
        text = None if placeholder else translated(inner)
        if text is not None:
            parts += [markup[position:start], text]
            position = end
    return "".join(parts) + markup[position:]
