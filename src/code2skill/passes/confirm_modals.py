"""Pass: confirmation modals — a generic modal or dialog whose own texts ask for confirmation.

Rule ``ui.confirmation-modal``: a modal or dialog element (``extractors/ui_triggers.py``
``is_modal``: ``<Modal>``, ``<Dialog>``, ``<AlertDialog>``) is a confirmation when one of its
texts asks for it (:func:`asks`): a question (``Delete item?``, also one followed by another
sentence: ``Reboot now? The system will be unavailable.``), or ``are you sure``, ``cannot
be undone``, ``permanently``, ``irreversible``, ``you are about to``; the word ``confirm`` counts only in its header
or title (``header={<Header content="Confirm Shutdown" />}``), never in a field's label
(``Confirm password``) or a button's. Its action handlers (``actions={[{onClick: shutdown}]}``),
its confirming handlers (``onOk``, ``onConfirm``, ``onSubmit`` …, not ``onClose``/``onCancel``)
and the controls inside it other than the one that opens it (``trigger={<Button>}``) are
confirmed by it, as by a ``<ConfirmationDialog>``: Skill guidance, never a trusted
confirmation. A modal whose texts ask nothing (a form, a notice) confirms nothing; texts given
as translation calls are not read here.
"""
from __future__ import annotations

import re

from code2skill.facts import Expr, Lit, Tmpl, UITrigger

RULE = "ui.confirmation-modal"
ASKING = re.compile(r"(?i)\bare you sure\b|\bcan(?:not|'t| not) be undone\b|\bpermanently\b"
                    r"|\birreversibl[ey]\b|\bno way to undo\b|\byou are about to\b")
CONFIRM_WORD = re.compile(r"(?i)\bconfirm(?:ation)?\b(?!\s+(?:your\s+|new\s+)*"
                          r"(?:password|passphrase|e-?mail|pin|code)\b)")
# a question: a text ending in ``?``, or a sentence ending in one before the next sentence
QUESTION = re.compile(r"\?(?:\s*$|\s+(?=[A-Z]))")
TITLE_SOURCES = frozenset({"title", "header", "heading"})
LABEL_SOURCE = re.compile(r"(?i)(text|label)$|^aria-label$")     # okText, cancelLabel: buttons
CONFIRMING_HANDLER = re.compile(r"^on(?:Confirm|Ok|OK|Submit|Accept|Yes|Proceed|Continue|"
                                r"ActionClick)(?![a-z])")


def shown(expr: Expr) -> str | None:
    """The literal text of a string or template (a hole shown as ``…``); ``None`` for
    other expressions (a translation call, a name)."""
    if isinstance(expr, Lit):
        return expr.value if isinstance(expr.value, str) else None
    if isinstance(expr, Tmpl):
        return "".join(p.value if isinstance(p, Lit) and isinstance(p.value, str) else "…"
                       for p in expr.parts)
    return None


def asks(source: str, text: str) -> bool:
    """Whether a modal's text from ``source`` (``content``, ``title``, ``header`` …) asks for
    confirmation: a question (:data:`QUESTION`) or an asking phrase (:data:`ASKING`)
    anywhere but a button's label, the word ``confirm`` only in a title or header."""
    if LABEL_SOURCE.search(source):
        return False
    text = text.strip()
    return bool(QUESTION.search(text)) or bool(ASKING.search(text)) or \
        source in TITLE_SOURCES and bool(CONFIRM_WORD.search(text))


def asking_text(fact: UITrigger) -> Expr | None:
    """The first text of a modal that asks for confirmation (:func:`asks`), ``None`` when
    none does."""
    for source, expr in fact.texts:
        text = shown(expr)
        if text is not None and asks(source, text):
            return expr
    return None


def is_confirmation_modal(fact: UITrigger, modal: bool) -> bool:
    """Rule ``ui.confirmation-modal``: a modal (``modal``: its tag names one) that asks for
    confirmation."""
    return modal and asking_text(fact) is not None


def confirmed_by(handlers: tuple[tuple[str, tuple[str, ...]], ...], fids: set[str]) -> bool:
    """Whether a confirmation modal's own handlers (``(attribute, function ids)``) that run
    one of ``fids`` include a confirming one: an action's (``actions.onClick``) or
    :data:`CONFIRMING_HANDLER` (``onOk``), not ``onClose``."""
    return any(set(run) & fids and ("." in name or CONFIRMING_HANDLER.match(name))
               for name, run in handlers)
