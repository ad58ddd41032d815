"""Pass: a project's own confirmation helpers, recognised by what they do.

Rule ``ui.confirmation-wrapper``: a function that calls a known confirmation form (``confirm``,
``Modal.confirm``, Mantine's ``modals.openConfirmModal`` …: the ``known`` callee names) and,
when the user confirms, calls back one of its own parameters — the parameter is an argument or
an options member of that call (``{onConfirm}``), or a function nested in it calls it
(``onConfirm: () => onConfirm()``) — is itself a confirmation form:
``confirmationDialog(message, onConfirm)``. A call of it (the callee resolved to that very
function, never matched by name alone) asks the user to confirm like the form it wraps; a
wrapper of a wrapper likewise (up to :data:`MAX_ROUNDS` levels).

The calls of every dialog, by the function that opens it or that it calls back
(:func:`confirm_calls`, the index rule ``policy.ui-confirmation`` reads), are found during
resolution (:func:`code2skill.program.resolve_program`) and kept in the program
(``Program.confirm_calls``), so the contract's build evaluates nothing to find them.
"""
from __future__ import annotations

import re

from code2skill.facts import Call, CallSite, Fn, FunctionFact, Lit, Member, ModuleFacts, Obj, \
    Ref, enclosing
from code2skill.passes import dialog_results

MAX_ROUNDS = 3
CONFIRM_CALLEES = frozenset({"confirm", "$confirm", "showConfirm", "openConfirm",
                             "openConfirmModal"})
# rule ui.confirmation-name: a callee named for asking the user to confirm, handed a callback
CONFIRM_NAME = re.compile(r"^(?:prompt|ask|show|open|request|require|display)(?:For)?"
                          r"Confirm(?:ation)?(?:Dialog|Modal|Box)?$")
NAME_RULE = "ui.confirmation-name"
# rule ui.confirmation-event: an event-bus call emitting an event named for asking the user to
# confirm (``events.emit('confirm', text, {action: async () => …})``), handed a callback
EMITTERS = frozenset({"emit", "$emit", "publish", "dispatch", "trigger", "fire", "broadcast",
                      "$broadcast", "dispatchEvent"})
CONFIRM_EVENT = re.compile(r"(?i)^(?:(?:show|open|ask|request|prompt|display)[-_:.]?)?"
                           r"confirm(?:ation)?(?:[-_:.]?(?:dialog|modal|box|popup))?$")


def callee_name(call: Call) -> str | None:
    """The name a call's callee ends in (``confirm`` of ``window.confirm``), or ``None``."""
    callee = call.callee
    return callee.name if isinstance(callee, Ref) else \
        callee.prop if isinstance(callee, Member) else None


def passed_refs(call: Call) -> set[str]:
    """The names passed as arguments or as members of object arguments of a call."""
    found: set[str] = set()
    items = list(call.args)
    while items:
        expr = items.pop()
        if isinstance(expr, Ref):
            found.add(expr.name)
        elif isinstance(expr, Obj):
            items.extend(p.value for p in expr.props)
    return found


def inside(fid: str | None, outer: str, functions: dict[str, FunctionFact]) -> bool:
    """Whether function ``fid`` is ``outer`` or nested in it."""
    return outer in enclosing(fid, functions)


def calls_back(module: ModuleFacts, fn: FunctionFact, site: CallSite) -> bool:
    """Whether the confirmation call ``site`` in ``fn`` calls back a parameter of ``fn``:
    passes it (``{onConfirm}``), or a function nested in ``fn`` calls it."""
    params = {p.name for p in fn.params if p.name}
    if not params:
        return False
    if params & passed_refs(site.call):
        return True
    return any(isinstance(other.call.callee, Ref) and other.call.callee.name in params
               and other.scope != fn.fid and inside(other.scope, fn.fid, module.functions)
               for other in module.calls)


def wrappers(modules: dict[str, ModuleFacts], known: frozenset[str]
             ) -> dict[str, set[tuple[str, str]]]:
    """``{leaf name: {(path, fid)}}`` of the functions that are confirmation forms by rule
    ``ui.confirmation-wrapper`` (wrappers of wrappers by name first, confirmed by
    :func:`wrapper_calls`)."""
    found: dict[str, set[tuple[str, str]]] = {}
    names = set(known)
    for _ in range(MAX_ROUNDS):
        added = False
        for path, module in modules.items():
            for site in module.calls:
                fn = module.functions.get(site.scope) if site.scope else None
                if fn is None or callee_name(site.call) not in names:
                    continue
                leaf = fn.name.split(".")[-1]
                if not leaf or leaf.startswith("<") or (path, fn.fid) in found.get(leaf, set()):
                    continue
                if calls_back(module, fn, site):
                    found.setdefault(leaf, set()).add((path, fn.fid))
                    added = added or leaf not in names
                    names.add(leaf)
        if not added:
            break
    return found


def is_wrapper_call(site: CallSite, path: str, found: dict[str, set[tuple[str, str]]],
                    program) -> bool:
    """Whether ``site`` calls one of the ``found`` wrappers: its callee's name is a wrapper's
    and the callee resolves to that function."""
    from code2skill.recogniser_context import Frame
    from code2skill.values import FnV
    name = callee_name(site.call)
    if name not in found:
        return False
    value = program.value_of(site.call.callee, Frame(path, site.scope))
    return isinstance(value, FnV) and value.fid in {fid for _, fid in found[name]}



def confirm_calls(program) -> dict[tuple[str, str | None], tuple[CallSite, ...]]:
    """The calls of a confirmation dialog (:data:`CONFIRM_CALLEES`: ``confirm(…)``, Mantine's
    ``modals.openConfirmModal({…})``; rule ``ui.confirmation-name``, :data:`CONFIRM_NAME`: a
    callee named for asking to confirm that is handed a callback, ``ModalService.
    promptConfirmation('Delete ' + index + '?', () => …)``, ``askConfirmation(text, onYes)``,
    whose body the tool need not read; rule ``ui.confirmation-event``, :func:`confirm_event`:
    an event named for asking to confirm emitted with a callback, ``events.emit('confirm',
    text, {action: () => …})``), or of a project's own function wrapping one (rule
    ``ui.confirmation-wrapper``: ``confirmationDialog(message, onConfirm)``), by module and
    function: under ``(path, fid)`` each dialog opened in function ``fid`` of module ``path``
    and each dialog of that module passing ``fid`` as a callback (:func:`passed_functions`),
    in source order; then each dialog whose answer guards callback ``fid`` or a callback
    ``fid`` is nested in (``items.map((i) => api.remove(i))`` after ``if (!ok) return;``), or
    that ``fid`` awaits and tests, with the functions nested in it after the dialog (rule
    ``ui.confirmation-result``, :func:`~code2skill.passes.dialog_results.guarded_callbacks`:
    ``dialogService.open(YesNoModalComponent, …)`` read by ``onClose.subscribe``). An index
    built once during resolution (``program``: the program being frozen, which answers
    ``modules`` and ``value_of``), so each capability looks at its chain's dialogs only (a
    file of N dialogs costs N look-ups, not N² tests)."""
    helpers = wrappers(program.modules, CONFIRM_CALLEES)
    found: dict[tuple[str, str | None], list[CallSite]] = {}
    for path, module in program.modules.items():
        for site in module.calls:
            known = callee_name(site.call) in CONFIRM_CALLEES
            named = not known and (CONFIRM_NAME.match(callee_name(site.call) or "")
                                   or confirm_event(site.call))
            if known or named or \
                    is_wrapper_call(site, path, helpers, program):
                passed = passed_functions(site.call, program, path, site.scope)
                if named and not passed:
                    continue      # (ui.confirmation-name, -event: no callback it gates)
                for fid in dict.fromkeys((site.scope, *passed)):
                    found.setdefault((path, fid), []).append(site)
        for site, fid, _ in dialog_results.guarded_callbacks(module, promise_confirm):
            for inner in [f for f in module.functions if inside(f, fid, module.functions) and (
                    f == fid or site.scope != fid    # (an awaited answer: made after it)
                    or module.functions[f].span[:2] >= site.call.span[2:])]:
                found.setdefault((path, inner), []).append(site)   # (ui.confirmation-result)
        for site, fid, _ in dialog_results.partly_guarded(module, promise_confirm):
            found.setdefault((path, fid), []).append(site)     # (only some calls after it)
    return {key: tuple(sites) for key, sites in found.items()}


def confirm_event(call: Call) -> bool:
    """Rule ``ui.confirmation-event``: whether a call emits on an event bus (its callee ends in
    one of :data:`EMITTERS`) an event whose literal name asks the user to confirm
    (:data:`CONFIRM_EVENT`: ``'confirm'``, ``'show-confirm'``, ``'confirmDialog'``): a listener
    elsewhere shows the dialog and runs the callback handed with it on the yes
    (``events.emit('confirm', t('users.ConfirmDelete'), {action: async () => …})``). Whether it
    gates anything is :func:`confirm_calls`' test (a callback passed)."""
    first = call.args[0] if call.args else None
    return callee_name(call) in EMITTERS and isinstance(first, Lit) and \
        isinstance(first.value, str) and bool(CONFIRM_EVENT.match(first.value))


def promise_confirm(call: Call) -> bool:
    """Whether a call is a known confirmation (:data:`CONFIRM_CALLEES`, or named for one by
    rule ``ui.confirmation-name``) whose promise a ``then`` reads (rule
    ``ui.confirmation-result``)."""
    name = callee_name(call) or ""
    return name in CONFIRM_CALLEES or bool(CONFIRM_NAME.match(name))


def passed_functions(call: Call, program, path: str, scope: str | None) -> list[str]:
    """The functions a call (in function ``scope`` of module ``path``) passes as an argument
    or a member of an object argument (``{onOk: () => …}``, ``{confirm: save}``), by id."""
    from code2skill.recogniser_context import Frame
    from code2skill.values import FnV
    passed: list[str] = []
    items = list(call.args)
    while items:
        expr = items.pop()
        if isinstance(expr, Fn):
            passed.append(expr.fid)
        if isinstance(expr, Ref):
            value = program.value_of(expr, Frame(path, scope))
            if isinstance(value, FnV):
                passed.append(value.fid)
        if isinstance(expr, Obj):
            items.extend(p.value for p in expr.props)
    return passed
