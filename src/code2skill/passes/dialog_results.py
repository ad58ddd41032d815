"""Pass: confirmations asked through a dialog whose closing result guards the request.

Rule ``ui.confirmation-result``: a dialog opened by a call and answered through what the call
returns confirms the callback that runs only when the answer says yes::

    const modal = this.dialogService.open(YesNoModalComponent, {data: t('share.stop')});
    modal.onClose.pipe(take(1)).subscribe({next: (ok) => { if (!ok) return; api.unshare(id) }});

    this.dialog.open(ConfirmDialogComponent, {data: {title: 'Delete?'}}).afterClosed()
      .pipe(filter(Boolean)).subscribe(() => this.api.remove(id));

    ElMessageBox.confirm('Delete this item?', 'Warning').then(() => api.remove(id));
    Swal.fire({title: 'Delete it?', showCancelButton: true})
      .then((r) => { if (r.isConfirmed) … });

The opening call (:func:`dialog_kind`) is one of:

* a dialog service's ``open``/``openDialog``/``openModal``/``show`` (PrimeNG ``DialogService``,
  Angular Material ``MatDialog``, ng-bootstrap ``NgbModal`` …) of a component named for a
  confirmation or a deletion (``ConfirmDialogComponent``, ``YesNoModalComponent``,
  ``AreYouSureModal``, ``DeleteDialogComponent``), or
  whose options hold a text that asks (:func:`~code2skill.passes.confirm_modals.asks`: ``{data:
  {title: 'Delete?'}}``);
* SweetAlert's ``Swal.fire(…)`` / ``swal(…)``;
* a dialog service's ``alert`` (or an opener above) whose options set ``confirm: true`` (a
  cancel beside the OK) and ask (``$dialog.alert({title: 'Really ?', confirm: true})``, kind
  ``"flagged"``): its promise (ui-bootstrap's ``result``) settles on the OK, so a ``then``
  callback taking no answer is confirmed, as a known confirmation's is;
* a Quasar dialog (:func:`quasar_confirmation`: ``Dialog.create({…})``, ``this.$q.dialog({…})``,
  ``$q.dialog({…})`` of ``useQuasar()``) that offers a cancel beside its OK (``cancel: true``,
  ``cancel: {label: 'Cancel'}``) or whose texts ask, and is no form (no ``prompt``/
  ``options`` input): its ``onOk`` callback runs only on the OK (kind
  ``"quasar"``, whatever the callback's parameters), as does a ``then`` callback taking no
  answer (Quasar 0.x's promise);
* a known confirmation call whose promise settles only on a yes (``ElMessageBox.confirm``,
  ``this.$confirm``, the callees of :data:`~code2skill.passes.confirm_wrappers.CONFIRM_CALLEES`
  and rule ``ui.confirmation-name``): its ``.then`` callback is confirmed when it takes no
  parameter or tests it; read by ``subscribe`` (a dialog service's ``confirm(…)`` answering
  an observable of the choice, ``this.confirmationDialogService.confirm(…).subscribe(
  (confirmed) => { if (confirmed) … })``), only when the callback tests the answer, as any
  dialog's.

Its answer is read by ``subscribe``/``then`` on the call's result, directly or through a
local it is kept in, through members (``onClose``, ``result``), calls without arguments
(``afterClosed()``) and ``pipe(…)`` links; or awaited into a local of the function opening it
(``const r = await Swal.fire(…); if (!r.isConfirmed) return;``, ``await
firstValueFrom(ref.afterClosed())``), that function then guarded as a callback is, over its
calls after the dialog's. The callback (``next`` of an observer object, or the
first argument) is confirmed when the answer guards it (:func:`answer_guard`): a ``filter(…)``
link of the pipe, every call of the callback under an ``if`` that tests the answer as true
(``if (ok)``, ``if (r.isConfirmed)``, ``=== true``), or an ``if`` at the top of the callback
that leaves it when the answer is false (``if (!bool) return;``) before any call; a test that
the answer is not dismissed (``!r.isDismissed``) is a test of a yes. The answer of a library
that resolves every close with an object (SweetAlert2: :func:`answers_every_close`) is truthy
on a cancel too, so a test of that whole object (``if (!r) return``) guards nothing: only its
members do (``r.isConfirmed``, ``r.value``). A dialog whose
answer is ignored (``.subscribe(() => this.reload())``), a form dialog (its component named for
something else, no asking text) or a callback that calls anything before the test confirms
nothing, and so does a settling dialog whose cancel path sends too (``then(onYes, onNo)``
where ``onNo`` calls what ``onYes`` calls, :func:`cancel_sends`). The confirmation is Skill
guidance (rule ``policy.ui-confirmation``), never a trusted confirmation.
"""
from __future__ import annotations

import re

from code2skill.facts import Call, CallSite, Expr, Fn, FunctionFact, Lit, Member, ModuleFacts, \
    Obj, Ref, Span, Test, Typed
from code2skill.passes import confirm_modals

RULE = "ui.confirmation-result"
OPENERS = frozenset({"open", "openDialog", "openModal", "show"})
# a project's own dialog service's opener named for what it opens (``showDialog``,
# ``showModal``, ``presentConfirm``): a confirmation only with an asking option text
NAMED_OPENER = re.compile(r"^(?:open|show|present|display)(?:Confirm\w*|\w*(?:Dialog|Modal|Popup))$")
# words of a button's value a test compares the answer with that say yes: an answer word or
# the action the dialog asks about (``pressedButton === 'delete'``)
YES_WORDS = frozenset({"yes", "ok", "okay", "confirm", "confirmed", "accept", "proceed",
                       "continue", "agree", "true", "y"})
NO_WORDS = frozenset({"no", "cancel", "cancelled", "close", "dismiss", "deny", "reject",
                      "abort", "back", "keep", "false", "n", "none"})
CONFIRMING_COMPONENT = re.compile(r"(?i)confirm|yes_?no|are_?you_?sure|"
                                  r"(?:delete|remove)\w*(?:dialog|modal)")
SWEETALERT = re.compile(r"(?i)^\w*swal\w*$")
ANSWER_READS = frozenset({"subscribe", "then", "onOk"})
QUASAR_READ = "onOk"            # a Quasar dialog's OK handler: called on the OK alone
QUASAR_FORMS = frozenset({"prompt", "options"})     # a Quasar dialog asking for a value
QUASAR_NAME = re.compile(r"^\$?q(?:uasar)?$")        # const $q = useQuasar()
SETTLED = frozenset({"firstValueFrom", "lastValueFrom"})    # rxjs: an observable's answer
NEGATIVE_MEMBER = re.compile(r"(?i)dismiss|den(?:y|ied)|cancel|reject")
DISMISSED = re.compile(r"(?i)dismiss")     # r.isDismissed: true on a no, so false on a yes
# packages whose dialog resolves every close (confirm, cancel, backdrop, Escape) with an
# object (``{isConfirmed, isDismissed, value}``): sweetalert2 (``Swal.fire``, ``MySwal.fire``
# of ``withReactContent(Swal)``, its default export called); the ``sweetalert`` package's
# ``swal(…)`` resolves ``null`` on a cancel, so a test of its whole answer is one
EVERY_CLOSE_PACKAGES = frozenset({"sweetalert2", "sweetalert2-react-content"})
OPTION_TEXTS = ("data", "message", "content", "text", "question", "body", "title", "header",
                "nzTitle", "nzContent")
MAX_LINKS = 8
# a dialog service's alert, a confirmation when its options set ``confirm: true`` and ask
FLAGGED_OPENERS = OPENERS | {"alert"}
# dialog kinds whose promise settles only on a yes: a callback taking no answer is gated
SETTLING = frozenset({"promise", "flagged", "quasar"})


def dialog_kind(call: Call, promise_confirm) -> str | None:
    """``"promise"`` for a known confirmation call whose promise settles on a yes
    (``promise_confirm(call)``: ``ElMessageBox.confirm``), ``"flagged"`` for a dialog
    service's alert or opener set ``confirm: true`` with an asking text, ``"quasar"`` for a
    Quasar dialog that confirms (:func:`quasar_confirmation`), ``"dialog"`` for a dialog service
    opening a confirmation (:data:`OPENERS` with a component named for one or an asking
    option text) or a SweetAlert call; ``None`` otherwise."""
    callee = call.callee
    if promise_confirm(call):
        return "promise"
    if isinstance(callee, Ref) and SWEETALERT.match(callee.name):
        return "dialog"
    if not isinstance(callee, Member):
        return None
    if callee.prop == "fire" and isinstance(callee.obj, Ref) and SWEETALERT.match(callee.obj.name):
        return "dialog"
    if quasar_opener(callee):
        return "quasar" if quasar_confirmation(call) else None
    if callee.prop in FLAGGED_OPENERS and confirm_flag(call) and asking_option(call) is not None:
        return "flagged"
    if callee.prop not in OPENERS and not NAMED_OPENER.match(callee.prop) or not call.args:
        return None
    first = call.args[0]
    named = callee.prop in OPENERS and isinstance(first, Ref) and \
        CONFIRMING_COMPONENT.search(first.name)
    return "dialog" if named or asking_option(call) is not None else None


def quasar_opener(callee: Member) -> bool:
    """Whether a callee opens a Quasar dialog: ``create`` of the ``Dialog`` plugin
    (``Dialog.create``, an alias ``QuasarDialog.create``, the UMD build's
    ``Quasar.Dialog.create``), or ``dialog`` of ``useQuasar()``'s object (``$q.dialog``,
    ``quasar.dialog``) or of the Options API's ``this.$q``."""
    obj = callee.obj
    if callee.prop == "create":
        return isinstance(obj, Ref) and obj.name.endswith("Dialog") or \
            isinstance(obj, Member) and obj.prop == "Dialog"
    return callee.prop == "dialog" and (isinstance(obj, Ref) and QUASAR_NAME.match(obj.name)
                                        is not None or
                                        isinstance(obj, Member) and obj.prop == "$q")


def quasar_confirmation(call: Call) -> bool:
    """Whether a Quasar dialog call (:func:`quasar_opener`) asks for confirmation: it asks
    for no value (no ``prompt``/``options``: :data:`QUASAR_FORMS`) and its options offer a
    cancel beside the OK (``cancel`` set to anything but ``false``/``null``) or one of its
    texts asks (:func:`asking_option`); a notice (an OK alone) or a prompt confirms
    nothing."""
    options = {p.key: p.value for arg in call.args if isinstance(arg, Obj)
               for p in arg.props if p.key}
    cancel = options.get("cancel")
    offered = cancel is not None and not (isinstance(cancel, Lit) and cancel.value in (
        False, None))
    return not QUASAR_FORMS.intersection(options) and (
        offered or asking_option(call) is not None)


def confirm_flag(call: Call) -> bool:
    """Whether an object argument of a dialog call sets ``confirm: true`` (the dialog then
    shows a cancel beside its OK: plik's ``$dialog.alert({title: 'Really ?', confirm:
    true})``)."""
    return any(isinstance(arg, Obj) and any(
        p.key == "confirm" and isinstance(p.value, Lit) and p.value.value is True
        for p in arg.props) for arg in call.args)


def answers_every_close(call: Call, module: ModuleFacts) -> bool:
    """Whether dialog call ``call`` resolves every close with an object
    (:data:`EVERY_CLOSE_PACKAGES`): SweetAlert2's ``fire`` on a SweetAlert-named object
    (``Swal.fire``, ``MySwal.fire``: the ``sweetalert`` package has no ``fire``), or a
    SweetAlert-named function the module imports from SweetAlert2 (``swal(…)`` of
    ``import swal from 'sweetalert2'``)."""
    callee = call.callee
    if isinstance(callee, Member):
        return callee.prop == "fire" and isinstance(callee.obj, Ref) and \
            SWEETALERT.match(callee.obj.name) is not None
    return isinstance(callee, Ref) and any(
        i.local == callee.name and i.source in EVERY_CLOSE_PACKAGES for i in module.imports)


def option_texts(call: Call) -> list[tuple[str, Expr]]:
    """The texts a dialog call's options give (:data:`OPTION_TEXTS`, in that order, over
    each object argument and its ``data`` object), after the text its first argument is when
    it is one (``showDialog('Move the task to the trash?')``, as ``message``): ``(key,
    expression)``."""
    first = call.args[0] if call.args else None
    found: list[tuple[str, Expr]] = [("message", first)] if confirm_modals.shown(
        first) is not None else []
    objects = [arg for arg in call.args if isinstance(arg, Obj)]
    objects += [p.value for obj in objects for p in obj.props
                if p.key == "data" and isinstance(p.value, Obj)]
    for key in OPTION_TEXTS:
        for obj in objects:
            found.extend((key, p.value) for p in obj.props
                         if p.key == key and not isinstance(p.value, (Obj, Fn)))
    return found


def asking_option(call: Call) -> Expr | None:
    """The first option text of a dialog call that asks for confirmation (a question, *are
    you sure* …; ``confirm`` in a title), ``None`` when none does."""
    for key, expr in option_texts(call):
        text = confirm_modals.shown(expr)
        if text is not None and confirm_modals.asks("title" if key in (
                "title", "header", "nzTitle") else key, text):
            return expr
    return None


def local_values(module: ModuleFacts, scope: str | None, name: str) -> list[Expr]:
    """The values a local ``name`` seen from function ``scope`` is declared or assigned
    with: the nearest enclosing function declaring it, else the module's binding."""
    fid = scope
    while fid is not None:
        fn = module.functions.get(fid)
        if fn is None:
            break
        if name in fn.locals:
            return list(fn.locals[name])
        fid = fn.parent
    return list(module.bindings.get(name, ()))


def opened_by(expr: Expr, scope: str | None, module: ModuleFacts,
              opens: dict[Span, tuple[CallSite, str]]
              ) -> tuple[CallSite, str, list[Expr]] | None:
    """The dialog call (``(site, kind)`` of ``opens``, by call span) whose result ``expr``
    reads, with the ``pipe(…)`` arguments on the way: through members, calls without
    arguments, ``pipe`` links and a local holding the call (``const modal = …open(…)``)."""
    pipes: list[Expr] = []
    for _ in range(MAX_LINKS):
        if isinstance(expr, Typed):
            expr = expr.expr
        if isinstance(expr, Call) and expr.span in opens:
            site, kind = opens[expr.span]
            return site, kind, pipes
        if isinstance(expr, Call) and isinstance(expr.callee, Member) and (
                expr.callee.prop == "pipe" or not expr.args):
            if expr.callee.prop == "pipe":
                pipes.extend(expr.args)
            expr = expr.callee.obj
        elif isinstance(expr, Member):
            expr = expr.obj
        elif isinstance(expr, Ref) and expr.name != "this":
            held = [v.expr if isinstance(v, Typed) else v
                    for v in local_values(module, scope, expr.name)]
            calls = [v for v in held if isinstance(v, Call) and v.span in opens]
            if len(calls) != 1 or len(held) != 1:
                return None
            expr = calls[0]
        else:
            return None
    return None


def answer_callback(call: Call) -> str | None:
    """The function id of the callback a ``subscribe``/``then`` call hands the answer to:
    its first argument, or the ``next`` member of an observer object."""
    first = call.args[0] if call.args else None
    if isinstance(first, Obj):
        first = next((p.value for p in first.props if p.key == "next"), None)
    return first.fid if isinstance(first, Fn) else None


def answer_names(fn: FunctionFact) -> set[str]:
    """The names a callback's first parameter binds: its name, or an object pattern's
    names (``({isConfirmed}) => …``)."""
    if not fn.params:
        return set()
    first = fn.params[0]
    return {first.name} if first.name else {n for n in first.pattern if not n.startswith(".")}


def reads_answer(subject: Expr, names: set[str], objects: frozenset[str] = frozenset()
                 ) -> bool:
    """Whether a test's subject is the answer or an affirming member of it (``ok``,
    ``result.isConfirmed``, ``r.value``; not ``r.isDismissed``); never the whole of an
    answer of ``objects``, the names holding an object every close gives (truthy on a
    cancel: :func:`answers_every_close`)."""
    if isinstance(subject, Typed):
        subject = subject.expr
    if isinstance(subject, Ref):
        return subject.name in names and subject.name not in objects
    return isinstance(subject, Member) and isinstance(subject.obj, Ref) \
        and subject.obj.name in names and not NEGATIVE_MEMBER.search(subject.prop)


def dismissal(subject: Expr, names: set[str]) -> bool:
    """Whether a test's subject is the member of the answer saying it was dismissed
    (``r.isDismissed``, ``res.dismiss``): true on a no, false on a yes."""
    if isinstance(subject, Typed):
        subject = subject.expr
    return isinstance(subject, Member) and isinstance(subject.obj, Ref) and \
        subject.obj.name in names and DISMISSED.search(subject.prop) is not None


def affirms(test: Expr, names: set[str], holds: bool = True,
            objects: frozenset[str] = frozenset()) -> bool:
    """Whether ``test`` being ``holds`` means the answer is yes: ``ok``, ``r.isConfirmed``,
    ``ok === true``, ``ok !== false``, ``!r.isDismissed`` (``holds`` ``False``: ``!ok``,
    ``ok === false``, ``r.isDismissed``); a bare test of a name of ``objects`` never does
    (:func:`reads_answer`). An exit's bare condition (``if (r.isDismissed) return``) is its
    truthy test."""
    if isinstance(test, (Ref, Member, Typed)):
        test = Test("truthy", test)
    if not isinstance(test, Test):
        return False
    flipped = dismissal(test.subject, names)
    if not flipped and not reads_answer(test.subject, names, objects):
        return False
    yes = {"truthy": True, "falsy": False}.get(test.op)
    if yes is None and test.literal in (True, False) and test.op in ("===", "==", "!==", "!="):
        yes = (test.literal is True) == (test.op in ("===", "=="))
    if yes is None and isinstance(test.literal, str) and not isinstance(test.literal, bool) \
            and test.op in ("===", "==", "!==", "!=") and yes_button(test.literal):
        yes = test.op in ("===", "==")             # pressedButton === 'delete'
    return yes is not None and (yes != flipped) == holds


def yes_button(value: str) -> bool:
    """Whether a button's value an answer is compared with says yes: its words hold an answer
    word (:data:`YES_WORDS`) or a write the dialog asks about (``'delete'``, ``'remove'``,
    ``'reset'``: :data:`~.action_words.EFFECTS`), and none that says no (:data:`NO_WORDS`:
    ``'cancel'``, ``'keep'``)."""
    from .action_words import EFFECTS
    from .naming import words
    said = words(value)
    return bool(said) and not NO_WORDS.intersection(said) and any(
        w in YES_WORDS or EFFECTS.get(w, "read") != "read" for w in said)


def answer_guard(names: set[str], exits: list[tuple[Expr, Span]], calls: list[CallSite],
                 kind: str, then: Span | None, objects: frozenset[str] = frozenset()
                 ) -> Span | None:
    """Where an answer held by ``names`` guards ``calls`` (the call sites of a callback's own
    body, or of a function after the dialog it awaits; ``exits``: that function's early
    exits): an ``if`` at its top leaving when the answer is no, before any of the calls
    (``if (!bool) return;``: the ``if``'s span), else a test of the answer as yes around
    every call (the test's span); for a ``"promise"`` dialog's callback taking no answer
    (``names`` empty), the promise itself (the span of its ``then`` call, ``then``). ``None``
    when the answer does not guard them; ``objects``: as :func:`affirms`."""
    if not names:
        return then if kind in SETTLING else None
    for condition, span in exits:
        if affirms(condition, names, holds=False, objects=objects) and all(
                site.call.span[:2] >= span[2:] for site in calls if site.call.span):
            return span
    tests = [next((t for t in site.guards or () if affirms(t, names, objects=objects)), None)
             for site in calls]
    if calls and all(tests):
        return tests[0].span
    return None


def nested_calls(module: ModuleFacts, fid: str, by_scope: dict[str | None, list[CallSite]]
                 ) -> list[CallSite]:
    """The call sites of function ``fid`` and of the functions nested in it."""
    from .confirm_wrappers import inside
    return [site for scope, sites in by_scope.items()
            if inside(scope, fid, module.functions) for site in sites]


def cancel_sends(module: ModuleFacts, then: Call, fid: str,
                 by_scope: dict[str | None, list[CallSite]]) -> bool:
    """Whether the rejection callback of a settling dialog's ``then(onYes, onNo)`` (the
    dialog's cancel path) calls, itself or in a function nested in it, a function of the
    same name as ``onYes`` (``fid``) does: then a no sends too, and the dialog gates
    nothing."""
    second = then.args[1] if len(then.args) > 1 else None
    if not isinstance(second, Fn):
        return False
    from .ui_triggers import callee_name
    names = {callee_name(site.call.callee) for site in nested_calls(module, fid, by_scope)}
    return any(callee_name(site.call.callee) in names - {None}
               for site in nested_calls(module, second.fid, by_scope))


def pipe_filter(pipes: list[Expr]) -> Span | None:
    """The span of a ``filter(…)`` link among a ``pipe``'s arguments (``filter(Boolean)``,
    ``filter((ok) => !!ok)``): only a yes reaches the callback."""
    return next((p.span for p in pipes if isinstance(p, Call) and isinstance(p.callee, Ref)
                 and p.callee.name == "filter" and p.args), None)


def awaited_answers(module: ModuleFacts, opens: dict[Span, tuple[CallSite, str]],
                    by_scope: dict[str | None, list[CallSite]]
                    ) -> list[tuple[CallSite, str, Span]]:
    """``(dialog call, function id, guard span)`` for each function of ``module`` that keeps
    a dialog's awaited answer in a local (``const r = await Swal.fire(…)``, ``const ok =
    await firstValueFrom(ref.afterClosed())``, ``const {isConfirmed} = await …``) and whose
    every call after the dialog's runs only on a yes (:func:`answer_guard` over those
    calls); a known confirmation's promise (``"promise"``) is rule
    ``policy.ui-confirmation``'s already."""
    return [(site, fid, guard) for site, fid, guard, partial in awaited(module, opens, by_scope)
            if not partial]


def awaited(module: ModuleFacts, opens: dict[Span, tuple[CallSite, str]],
            by_scope: dict[str | None, list[CallSite]]
            ) -> list[tuple[CallSite, str, Span, bool]]:
    """``(dialog call, function id, guard span, partly)`` for each function of ``module``
    that keeps a dialog's awaited answer in a local (:func:`awaited_answers`) and tests it as
    yes: ``partly`` false when every call after the dialog's runs only on a yes
    (:func:`answer_guard`), true when only some do (``if (pressed === 'delete') {
    api.delete(id) }`` followed by a reload of the list: :func:`unguarded_calls` tells each
    request's calls apart), the guard the first such test."""
    found: list[tuple[CallSite, str, Span, bool]] = []
    for fid, fn in module.functions.items():
        for name, dialog, objects in awaited_locals(module, fid, fn, opens):
            end = dialog.call.span[2:]
            after = [site for site in by_scope.get(fid, [])
                     if site.call.span and site.call.span[:2] >= end]
            guard = answer_guard({name}, fn.exits, after, "dialog", None, objects)
            if guard is not None:
                found.append((dialog, fid, guard, False))
                continue
            tests = [t for site in after for t in site.guards or ()
                     if affirms(t, {name}, objects=objects)]
            if tests:
                found.append((dialog, fid, tests[0].span, True))
    return found


def awaited_locals(module: ModuleFacts, fid: str, fn: FunctionFact,
                   opens: dict[Span, tuple[CallSite, str]]
                   ) -> list[tuple[str, CallSite, frozenset[str]]]:
    """``(local name, dialog call, objects)`` for each local of function ``fid`` holding the
    awaited answer of a dialog (kind ``"dialog"``) that ``fid`` itself opens; ``objects`` is
    ``{name}`` when the local holds the whole answer of a dialog answering every close with
    an object (``const r = await Swal.fire(…)``: :func:`answers_every_close`), else empty."""
    found = []
    for name, values in fn.locals.items():
        value = values[0] if len(values) == 1 else None
        if isinstance(value, Member) and NEGATIVE_MEMBER.search(value.prop):
            continue
        if isinstance(value, Call) and isinstance(value.callee, Ref) and \
                value.callee.name in SETTLED and len(value.args) == 1:
            value = value.args[0]
        dialog = opened_by(value, fid, module, opens) if value is not None else None
        if dialog is not None and dialog[1] == "dialog" and dialog[0].scope == fid:
            whole = not isinstance(value.expr if isinstance(value, Typed) else value, Member)
            found.append((name, dialog[0], frozenset({name}) if whole and answers_every_close(
                dialog[0].call, module) else frozenset()))
    return found


def unguarded_calls(module: ModuleFacts, dialog: CallSite, spans: list[Span],
                    promise_confirm) -> bool:
    """Rule ``ui.confirmation-result``: whether a call of ``spans`` (the calls of the
    dialog's function leading to one request) made after ``dialog`` in its function runs
    whatever the answer the function awaits from it (no test of the answer as yes guards it),
    so the dialog confirms nothing of that request (``fetchUsers()`` after ``if (pressed ===
    'delete') {…}``); ``False`` for a dialog whose answer no local of its function holds."""
    fid = dialog.scope
    fn = module.functions.get(fid) if fid else None
    if fn is None or dialog.call.span is None:
        return False
    opens = {dialog.call.span: (dialog, dialog_kind(dialog.call, promise_confirm) or "")}
    held = awaited_locals(module, fid, fn, opens)
    names = {name for name, _, _ in held}
    objects = frozenset().union(*(whole for _, _, whole in held))
    if not names:
        return False
    end = dialog.call.span[2:]
    sites = {tuple(site.call.span): site for site in module.calls
             if site.scope == fid and site.call.span}
    for span in spans:
        site = sites.get(tuple(span))
        if site is None or site.call.span[:2] < end:
            continue
        if answer_guard(names, fn.exits, [site], "dialog", None, objects) is None:
            return True
    return False


def guarded_callbacks(module: ModuleFacts, promise_confirm
                      ) -> list[tuple[CallSite, str, Span]]:
    """Rule ``ui.confirmation-result``: ``(dialog call, callback id, guard span)`` for each
    callback of module ``module`` that runs only on a dialog's yes (``promise_confirm``: the
    known confirmation calls, :func:`dialog_kind`), in source order, then each function
    testing a dialog's awaited answer (:func:`awaited_answers`; its id the dialog call's
    scope)."""
    opens: dict[Span, tuple[CallSite, str]] = {}
    for site in module.calls:
        kind = dialog_kind(site.call, promise_confirm)
        if kind is not None and site.call.span is not None:
            opens[site.call.span] = (site, kind)
    if not opens:
        return []
    by_scope: dict[str | None, list[CallSite]] = {}
    for site in module.calls:
        by_scope.setdefault(site.scope, []).append(site)
    found: list[tuple[CallSite, str, Span]] = []
    for site in module.calls:
        callee = site.call.callee
        if not isinstance(callee, Member) or callee.prop not in ANSWER_READS:
            continue
        dialog = opened_by(callee.obj, site.scope, module, opens)
        fid = answer_callback(site.call)
        fn = module.functions.get(fid) if fid else None
        if dialog is None or fn is None:
            continue
        if callee.prop == QUASAR_READ:      # (called on the OK alone: its argument the value)
            if dialog[1] == "quasar":
                found.append((dialog[0], fid, fn.span))
            continue
        kind = "dialog" if dialog[1] in SETTLING and callee.prop != "then" else dialog[1]
        if kind in SETTLING and cancel_sends(module, site.call, fid, by_scope):
            continue
        names = answer_names(fn)
        objects = frozenset(names) if fn.params[:1] and fn.params[0].name and \
            answers_every_close(dialog[0].call, module) else frozenset()
        guard = pipe_filter(dialog[2]) or answer_guard(
            names, fn.exits, by_scope.get(fid, []), kind, site.call.span, objects)
        if guard is not None:
            found.append((dialog[0], fid, guard))
    return found + awaited_answers(module, opens, by_scope)


def partly_guarded(module: ModuleFacts, promise_confirm) -> list[tuple[CallSite, str, Span]]:
    """Rule ``ui.confirmation-result``: ``(dialog call, function id, guard span)`` for each
    function of ``module`` awaiting a dialog's answer into a local that tests it as yes around
    some of its later calls only (:func:`awaited`, ``partly``): the dialog confirms the
    requests of those calls alone (:func:`unguarded_calls`), and none its nested functions
    make."""
    opens = {site.call.span: (site, kind) for site in module.calls
             if site.call.span is not None
             and (kind := dialog_kind(site.call, promise_confirm)) == "dialog"}
    if not opens:
        return []
    by_scope: dict[str | None, list[CallSite]] = {}
    for site in module.calls:
        by_scope.setdefault(site.scope, []).append(site)
    return [(site, fid, guard) for site, fid, guard, partly in awaited(module, opens, by_scope)
            if partly]


def answer_guards(program, promise_confirm) -> dict[tuple[str, Span], tuple[Span, ...]]:
    """``{(path, dialog call span): guard spans}`` of rule ``ui.confirmation-result`` over
    the program's modules (``program`` answers ``modules``): where each dialog's answer
    guards a callback, the evidence beside the dialog's own call."""
    found: dict[tuple[str, Span], list[Span]] = {}
    for path, module in program.modules.items():
        for site, _, guard in guarded_callbacks(module, promise_confirm) + partly_guarded(
                module, promise_confirm):
            spans = found.setdefault((path, site.call.span), [])
            if guard not in spans:
                spans.append(guard)
    return {key: tuple(spans) for key, spans in found.items()}
