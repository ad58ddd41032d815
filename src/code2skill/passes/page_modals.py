"""Pass: page modal confirmations — a script's click handler of a control inside a page's
modal that asks the user to confirm.

Rule ``ui.page-modal-confirmation``: a server-rendered page opens a Bootstrap-style modal
(``data-toggle="modal" data-target="#modal_apply_config"``, ``$('#modal_x').modal('show')``)
whose title or body asks for confirmation (``extractors/page_modals.py``), and the request is
made by the click handler of the modal's own confirming control::

    <div class="modal fade" id="modal_apply_config">
      <div class="modal-body"><p>Do you want to write config file and restart the server?</p></div>
      <button id="apply_config_confirm">Apply</button>
    </div>
    $("#apply_config_confirm").click(function () { $.ajax({method: 'POST', url: …}) })

The question may also be the text a script writes into the modal's body or title when it
is shown (``$('#modal_remove').on('show.bs.modal', function (event) {
$(this).find('.modal-body').text('You are about to remove client ' + name) })``).

The handler runs only after the user has read the question and pressed the control: the
request's Tool carries the question as an info item, Skill guidance (rule
``policy.ui-confirmation``), never a trusted confirmation. A handler is bound to a control
with ``.click(fn)``, ``.on('click', fn)``/``.bind``/``.one``, ``addEventListener('click',
fn)`` or a delegated ``$(document).on('click', '#id', fn)``; the control is selected by
``$('#id')``/``jQuery('#id')``, ``document.getElementById('id')``,
``document.querySelector('#id')``, or a name holding one of those (``let $btn =
$('#id'); $btn.click(fn)``). ``fn`` is a function written there or a function declared at
the top of the script. Controls are matched by id over every page of the program (a script
file binds the controls of the pages that load it); a selector may list several
(``$('#js-sys-reboot, #js-sys-shutdown')``). A handler delegated from the modal itself
(``$('#ovpn-confirm-delete').on('click', '.btn-delete', fn)``, or ``$(document).on('click',
'#ovpn-confirm-delete .btn-delete', fn)``) is bound to the controls inside it of that class
(``btn-delete``, never one that closes the modal). The text may be a server template's
translation of a literal (``<?php echo _("Delete client configuration? This cannot be
undone."); ?>``, rule ``ui.template-translated-text``).

Rule ``ui.page-modal-confirm-control``: a modal whose texts ask nothing the tool reads (details
to review, a question set at run time) still confirms when the markup names the confirming
step: the modal's id or the control's id or class names a confirmation (``#ovpn-confirm-
delete``, ``#js-install-plugin-confirm``, ``.btn-confirm``; never ``confirm-password``). A
modal whose markup is not in the source (a plugin's page) counts when a script shows it is a
Bootstrap modal (``$('#wg-confirm-delete').modal('hide')``, ``.on('show.bs.modal', …)``,
``new bootstrap.Modal(el)``) and its id names a confirmation: a handler delegated from it to
a control that names no closing (``.btn-delete``, not ``.btn-cancel``/``.close``) is confirmed.
The item names the modal instead of quoting a question.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from code2skill.facts import Call, Expr, Fn, Lit, Member, ModuleFacts, PageModal, Ref, Span
from code2skill.passes.confirm_modals import CONFIRM_WORD, asks, shown

RULE = "ui.page-modal-confirmation"
NAMED_RULE = "ui.page-modal-confirm-control"
JQUERY_NAMES = frozenset({"$", "jQuery"})
EVENT_BINDERS = frozenset({"on", "bind", "one", "addEventListener"})
ID_SELECTOR = re.compile(r"^\s*#([\w-]+)\s*$")
# a class selector, tag-qualified or not (``.btn-delete``, ``button.btn-delete``), optionally
# inside a modal named by id (``#m .btn-delete``)
CLASS_SELECTOR = re.compile(r"^\s*(?:#([\w-]+)\s+)?(?:[a-zA-Z]+)?\.([\w-]+)\s*$")
SHOW_EVENTS = frozenset({"show.bs.modal", "shown.bs.modal"})   # Bootstrap's modal events
MODAL_EVENT = re.compile(r"^(?:show|shown|hide|hidden)\.bs\.modal$")
CLOSING = re.compile(r"(?i)cancel|close|dismiss|(?:^|[-_])no(?:$|[-_])")
WORD_BREAK = re.compile(r"[-_\s]+|(?<=[a-z])(?=[A-Z])")
TEXT_SETTERS = frozenset({"text", "html"})
MODAL_PARTS = {".modal-body": "content", ".modal-title": "title", ".modal-header": "header"}

Where = tuple[str, Span]


@dataclass(frozen=True)
class ModalAsk:
    """A confirmation a page modal asks before a handler runs: ``where`` the call binding the
    handler to the modal's control, ``text`` the modal's asking text (``None`` when only its
    names say it confirms: rule ``ui.page-modal-confirm-control``), ``text_where`` its place
    in the page (else the modal's start tag, or the script's call showing it is a modal),
    ``modal`` the modal's id."""

    where: Where
    text: str | None
    text_where: Where
    modal: str


def modal_handlers(modules: dict[str, ModuleFacts]) -> dict[tuple[str, str], ModalAsk]:
    """``{(module path, handler function id): ModalAsk}`` of every click handler a script of
    ``modules`` binds to a control of a page modal that asks for confirmation, in its markup
    or in the text a script writes into it when it shows it (:func:`written_questions`), or
    whose markup names the confirming step (rule ``ui.page-modal-confirm-control``), and of
    every handler delegated from a modal only a script shows whose id names a confirmation
    (module docstring)."""
    modals = [(path, modal) for path in sorted(modules) for modal in modules[path].page_modals]
    shown_modals = script_modals(modules, {modal.modal for _, modal in modals})
    if not modals and not shown_modals:
        return {}
    written = written_questions(modules, {modal.modal for _, modal in modals})
    entries: list[Entry] = []
    for path, modal in modals:
        asked = (modal.text, (path, modal.text_span)) if modal.text is not None \
            else written.get(modal.modal)
        entries.append((path, modal, asked))
    entries.sort(key=lambda entry: entry[2] is None)      # (modals that ask first)
    found: dict[tuple[str, str], ModalAsk] = {}
    for path, module in modules.items():
        for site in module.calls:
            bound = click_handler(site.call)
            fid = handler_id(bound[1], module) if bound is not None else None
            if fid is None or (path, fid) in found:
                continue
            ask = control_ask(selected_ids(bound[0], module, site.scope), entries) \
                or delegated_ask(site.call, module, site.scope, entries, shown_modals)
            if ask is not None:
                found[(path, fid)] = ModalAsk((path, site.call.span), *ask)
    return found


Entry = tuple[str, PageModal, "tuple[str, Where] | None"]   # (page, modal, its question)
Ask = tuple[str | None, Where, str]        # (asking text or None, its place, modal id)


def control_ask(ids: tuple[str, ...], entries: list[Entry]) -> Ask | None:
    """The confirmation of the first modal of ``entries`` (those that ask first) holding a
    control of ``ids`` (:func:`modal_ask`), else ``None``."""
    return next((ask for name in ids for entry in entries if name in entry[1].controls
                 for ask in (modal_ask(entry, name),) if ask is not None), None)


def delegated_ask(call: Call, module: ModuleFacts, scope: str | None, entries: list[Entry],
                  shown_modals: dict[str, Where]) -> Ask | None:
    """The confirmation of a click handler delegated from a modal to a class of control
    inside it (``$('#m').on('click', '.btn-delete', fn)``, ``$(document).on('click', '#m
    .btn-delete', fn)``): the markup modal's, when a control of that class stays open in it
    (:func:`modal_ask`), or a modal a script shows (``shown_modals``) whose id names a
    confirmation, to a class that names no closing; else ``None``."""
    args = call.args
    if not (isinstance(call.callee, Member) and call.callee.prop == "on" and len(args) == 3
            and is_text(args[0], "click") and isinstance(args[1], Lit)
            and isinstance(args[1].value, str)):
        return None
    selector = CLASS_SELECTOR.match(args[1].value)
    if selector is None:
        return None
    modal_id = selector.group(1) or selected_id(call.callee.obj, module, scope)
    css = selector.group(2)
    held = [entry for entry in entries if entry[1].modal == modal_id]
    if held:
        return next((ask for entry in held if css in entry[1].classes
                     for ask in (modal_ask(entry, css),) if ask is not None), None)
    if modal_id in shown_modals and names_confirmation(modal_id) and not CLOSING.search(css):
        return None, shown_modals[modal_id], modal_id
    return None


def modal_ask(entry: Entry, control: str) -> Ask | None:
    """The confirmation a markup modal gives its control ``control`` (an id or a class): its
    question and place, else ``None`` text at its start tag when its id or the control names
    a confirmation (rule ``ui.page-modal-confirm-control``), else ``None``."""
    path, modal, question = entry
    if question is not None:
        return question[0], question[1], modal.modal
    if names_confirmation(modal.modal) or names_confirmation(control):
        return None, (path, modal.span), modal.modal
    return None


def names_confirmation(name: str) -> bool:
    """Whether an id or class names a confirmation (``ovpn-confirm-delete``,
    ``js-install-plugin-confirm``, ``confirmModal``; not ``confirm-password``)."""
    return bool(CONFIRM_WORD.search(" ".join(WORD_BREAK.split(name))))


def script_modals(modules: dict[str, ModuleFacts], known: set[str]) -> dict[str, Where]:
    """``{modal id: where}`` of the elements not in ``known`` (the markup's modals) that a
    script shows are Bootstrap modals: ``$('#m').modal(…)``, ``$('#m').on('show.bs.modal',
    fn)`` (any ``*.bs.modal`` event), ``new bootstrap.Modal(el)``; the first such call."""
    found: dict[str, Where] = {}
    for path in sorted(modules):
        module = modules[path]
        for site in module.calls:
            element = modal_element(site.call)
            name = selected_id(element, module, site.scope) if element is not None else None
            if name is not None and name not in known:
                found.setdefault(name, (path, site.call.span))
    return found


def modal_element(call: Call) -> Expr | None:
    """The element a call shows is a Bootstrap modal (:func:`script_modals`), else ``None``."""
    callee, args = call.callee, call.args
    if call.new and isinstance(callee, Member) and callee.prop == "Modal" and args:
        return args[0]
    if not isinstance(callee, Member) or call.new:
        return None
    if callee.prop == "modal":
        return callee.obj
    if callee.prop == "on" and args and isinstance(args[0], Lit) \
            and isinstance(args[0].value, str) and MODAL_EVENT.match(args[0].value):
        return callee.obj
    return None


def written_questions(modules: dict[str, ModuleFacts], ids: set[str]
                      ) -> dict[str, tuple[str, Where]]:
    """``{modal id: (text, where)}``: the first asking text a script writes into the body or
    title of a modal of ``ids`` when it is shown (``$('#modal_remove').on('show.bs.modal',
    function (event) { $(this).find('.modal-body').text('You are about to remove client ' +
    name) })``: a value's place shown as ``…``), at the writing call."""
    found: dict[str, tuple[str, Where]] = {}
    for path in sorted(modules):
        module = modules[path]
        by_scope: dict[str | None, list] = {}
        for site in module.calls:
            by_scope.setdefault(site.scope, []).append(site.call)
        for site in module.calls:
            call = site.call
            if not (isinstance(call.callee, Member) and call.callee.prop == "on"
                    and len(call.args) == 2 and isinstance(call.args[0], Lit)
                    and call.args[0].value in SHOW_EVENTS and isinstance(call.args[1], Fn)):
                continue
            modal = selected_id(call.callee.obj, module, site.scope)
            if modal not in ids or modal in found:
                continue
            for inner in by_scope.get(call.args[1].fid, ()):
                text = written_text(inner)
                if text is not None:
                    found[modal] = (text, (path, inner.span))
                    break
    return found


def written_text(call: Call) -> str | None:
    """The text ``x.find('.modal-body').text(value)`` (or ``.html``, into ``.modal-title``)
    writes when it asks for confirmation (:func:`~code2skill.passes.confirm_modals.asks`),
    shown with ``…`` for a value's place; else ``None``."""
    callee = call.callee
    if not (isinstance(callee, Member) and callee.prop in TEXT_SETTERS and len(call.args) == 1):
        return None
    finder = callee.obj
    if not (isinstance(finder, Call) and isinstance(finder.callee, Member)
            and finder.callee.prop == "find" and len(finder.args) == 1
            and isinstance(finder.args[0], Lit)):
        return None
    source = MODAL_PARTS.get(finder.args[0].value)
    text = shown(call.args[0])
    return text if source is not None and text and asks(source, text) else None


def click_handler(call: Call) -> tuple[Expr, Expr] | None:
    """``(control, handler)`` of a call binding a click handler: ``control.click(fn)``,
    ``control.on('click', fn)`` (``bind``, ``one``, ``addEventListener``), or the selector
    text of a delegated ``x.on('click', '#id', fn)``; else ``None``."""
    callee, args = call.callee, call.args
    if not isinstance(callee, Member) or call.new or not args:
        return None
    if callee.prop == "click" and len(args) == 1:
        return callee.obj, args[0]
    if callee.prop not in EVENT_BINDERS or not is_text(args[0], "click"):
        return None
    if len(args) == 2:
        return callee.obj, args[1]
    if len(args) == 3 and callee.prop == "on" and isinstance(args[1], Lit):
        return args[1], args[2]
    return None


def is_text(expr: Expr, text: str) -> bool:
    """Whether ``expr`` is the string literal ``text``."""
    return isinstance(expr, Lit) and expr.value == text


def selected_id(expr: Expr, module: ModuleFacts, scope: str | None, hops: int = 2
                ) -> str | None:
    """The one element id ``expr`` selects (:func:`selected_ids`), else ``None``."""
    found = selected_ids(expr, module, scope, hops)
    return found[0] if len(found) == 1 else None


def selected_ids(expr: Expr, module: ModuleFacts, scope: str | None, hops: int = 2
                 ) -> tuple[str, ...]:
    """The element ids ``expr`` selects: ``'#id'`` (a delegated selector, or a comma list
    ``'#a, #b'``), ``$('#id')``, ``document.getElementById('id')``,
    ``document.querySelector('#id')``, or a name whose one value (in ``scope`` or a scope
    around it, or the module) is one of those; else none."""
    if isinstance(expr, Lit) and isinstance(expr.value, str):
        return id_list(expr.value)
    if isinstance(expr, Call) and len(expr.args) == 1 and isinstance(expr.args[0], Lit) \
            and isinstance(expr.args[0].value, str):
        callee, text = expr.callee, expr.args[0].value
        finder = callee.prop if isinstance(callee, Member) and isinstance(callee.obj, Ref) \
            and callee.obj.name == "document" else None
        if finder == "getElementById":
            return (text.strip(),) if text.strip() else ()
        if finder == "querySelector" or isinstance(callee, Ref) and callee.name in JQUERY_NAMES:
            return id_list(text)
    if isinstance(expr, Ref) and hops:
        values = held_values(expr.name, module, scope)
        if len(values) == 1:
            return selected_ids(values[0], module, scope, hops - 1)
    return ()


def id_list(text: str) -> tuple[str, ...]:
    """The ids of a selector that is an id or a comma list of ids, else none."""
    found = [ID_SELECTOR.match(part) for part in text.split(",")]
    return tuple(m.group(1) for m in found) if all(found) else ()


def held_values(name: str, module: ModuleFacts, scope: str | None) -> list[Expr]:
    """The values the nearest scope around ``scope`` declaring ``name`` gives it (the
    module's when no function does)."""
    while scope is not None:
        fn = module.functions.get(scope)
        if fn is None:
            return []
        if name in fn.locals or any(p.name == name for p in fn.params):
            return list(fn.locals.get(name, []))
        scope = fn.parent
    return list(module.bindings.get(name, []))


def handler_id(expr: Expr, module: ModuleFacts) -> str | None:
    """The function id of a handler: a function written at the call, or one the script
    declares at its top level by that name; else ``None``."""
    if isinstance(expr, Fn):
        return expr.fid
    if isinstance(expr, Ref):
        return next((fid for fid, fn in module.functions.items()
                     if fn.name == expr.name and fn.parent is None), None)
    return None


__all__ = ["ModalAsk", "NAMED_RULE", "RULE", "click_handler", "modal_handlers", "selected_id"]
