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
file binds the controls of the pages that load it).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from code2skill.facts import Call, Expr, Fn, Lit, Member, ModuleFacts, Ref, Span
from code2skill.passes.confirm_modals import asks, shown

RULE = "ui.page-modal-confirmation"
JQUERY_NAMES = frozenset({"$", "jQuery"})
EVENT_BINDERS = frozenset({"on", "bind", "one", "addEventListener"})
ID_SELECTOR = re.compile(r"^\s*#([\w-]+)\s*$")
SHOW_EVENTS = frozenset({"show.bs.modal", "shown.bs.modal"})   # Bootstrap's modal events
TEXT_SETTERS = frozenset({"text", "html"})
MODAL_PARTS = {".modal-body": "content", ".modal-title": "title", ".modal-header": "header"}

Where = tuple[str, Span]


@dataclass(frozen=True)
class ModalAsk:
    """A confirmation a page modal asks before a handler runs: ``where`` the call binding the
    handler to the modal's control, ``text`` the modal's asking text, ``text_where`` its place
    in the page, ``modal`` the modal's id."""

    where: Where
    text: str
    text_where: Where
    modal: str


def modal_handlers(modules: dict[str, ModuleFacts]) -> dict[tuple[str, str], ModalAsk]:
    """``{(module path, handler function id): ModalAsk}`` of every click handler a script of
    ``modules`` binds to a control of a page modal that asks for confirmation, in its markup
    or in the text a script writes into it when it shows it (:func:`written_questions`)."""
    modals = [(path, modal) for path in sorted(modules) for modal in modules[path].page_modals]
    if not modals:
        return {}
    written = written_questions(modules, {modal.modal for _, modal in modals})
    controls: dict[str, tuple[str, Where, str]] = {}
    for path, modal in modals:
        asked = (modal.text, (path, modal.text_span)) if modal.text is not None \
            else written.get(modal.modal)
        for control in modal.controls if asked is not None else ():
            controls.setdefault(control, (asked[0], asked[1], modal.modal))
    found: dict[tuple[str, str], ModalAsk] = {}
    for path, module in modules.items() if controls else ():
        for site in module.calls:
            bound = click_handler(site.call)
            if bound is None:
                continue
            control = selected_id(bound[0], module, site.scope)
            fid = handler_id(bound[1], module)
            if control in controls and fid is not None:
                found.setdefault((path, fid), ModalAsk((path, site.call.span), *controls[control]))
    return found


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
    """The element id ``expr`` selects: ``'#id'`` (a delegated selector), ``$('#id')``,
    ``document.getElementById('id')``, ``document.querySelector('#id')``, or a name whose one
    value (in ``scope`` or a scope around it, or the module) is one of those; else ``None``."""
    if isinstance(expr, Lit) and isinstance(expr.value, str):
        match = ID_SELECTOR.match(expr.value)
        return match.group(1) if match else None
    if isinstance(expr, Call) and len(expr.args) == 1 and isinstance(expr.args[0], Lit) \
            and isinstance(expr.args[0].value, str):
        callee, text = expr.callee, expr.args[0].value
        finder = callee.prop if isinstance(callee, Member) and isinstance(callee.obj, Ref) \
            and callee.obj.name == "document" else None
        if finder == "getElementById":
            return text.strip() or None
        if finder == "querySelector" or isinstance(callee, Ref) and callee.name in JQUERY_NAMES:
            match = ID_SELECTOR.match(text)
            return match.group(1) if match else None
    if isinstance(expr, Ref) and hops:
        values = held_values(expr.name, module, scope)
        if len(values) == 1:
            return selected_id(values[0], module, scope, hops - 1)
    return None


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


__all__ = ["ModalAsk", "RULE", "click_handler", "modal_handlers", "selected_id"]
