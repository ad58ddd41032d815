"""Pass: UI triggers — which control starts which function, and callbacks passed as props.

Rules:

* ``ui.handler`` — a JSX element's event-handler attribute (``onClick``, ``onSubmit``,
  ``onConfirm``, ``onOk`` …) triggers the functions its expression gives: an inline function,
  a name or member that resolves to a function of the program (also through a hook that
  returns its callback unchanged, ``useCallback(fn, deps)``), and the function arguments of a
  call (``onSubmit={handleSubmit(async values => …)}``). A ``.vue``/``.svelte`` template
  handler (``@click="remove(slug)"``, ``on:click={remove}``) names a function of the
  component's script: a module-level one (``<script setup>``, Svelte), or a method of a Vue
  Options API ``methods`` object.
* ``ui.confirmation-component`` — a trigger that is a confirmation component (a tag containing
  ``confirm``) or sits inside one is confirmed by it (:meth:`TriggerIndex.dialog_of`); so is one
  of a modal that asks for confirmation (``ui.confirmation-modal``,
  :mod:`code2skill.passes.confirm_modals`).
* ``ui.confirming-prop`` — a confirmation component's function prop named for its yes
  (``<ConfirmModal handleConfirm={this.deleteOffsets} handleCancel={…}>``: ``handleConfirm``,
  ``confirmAction``, ``doConfirm``, ``okHandler``; not ``handleCancel``) is a handler of it,
  as ``onConfirm`` is (:func:`handler_exprs`).
* ``ui.prop-callback`` — a function given as prop ``onX`` (or any function-valued prop) to a
  component defined in the program is what that component calls as ``props.onX(…)``, or as
  ``onX(…)`` of its destructured first parameter: each such call is recorded as a call of the
  function given (``resolver.callers``), with the child's arguments, so data flow and
  validation see them. A component the program does not define, or a prop the child never
  calls, adds nothing.

The index is built once per run, during resolution (:func:`code2skill.program.resolve_program`
keeps it as ``Program.triggers``), and holds facts and function ids only: the passes that read
it evaluate nothing.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from code2skill.extractors.angular_templates import is_template
from code2skill.extractors.ui_triggers import is_modal
from code2skill.facts import Call, Expr, Fn, Member, Ref, UITrigger
from code2skill.passes import confirm_modals
from code2skill.values import AltV, FnV, ParamV

# rule ui.confirming-prop: a function prop of a confirmation component named for its yes
CONFIRMING_PROP = re.compile(r"^(?:handle|do|on)?(?:Confirm|Ok|OK|Yes|Accept|Proceed)"
                             r"(?![a-z])|^(?:confirm|ok|yes|accept|proceed)(?![a-z])\w*$")
HOOK_WRAPPERS = frozenset({"useCallback", "useEvent", "useEffectEvent", "useMemoizedFn",
                           "useDebouncedCallback", "useThrottledCallback"})


@dataclass(frozen=True)
class Trigger:
    """One UI trigger of module ``path`` with the function ids each handler attribute
    triggers (``handlers``: ``(attribute, fids)``)."""

    path: str
    fact: UITrigger
    handlers: tuple[tuple[str, tuple[str, ...]], ...]

    def triggered(self) -> set[str]:
        """Every function id some handler of this element triggers."""
        return {fid for _, fids in self.handlers for fid in fids}


class TriggerIndex:
    """The UI triggers of one program (``program``: the run's
    :class:`~code2skill.program.Program` while it is being frozen, which answers
    ``modules``, ``functions``, ``function`` and ``value_of``), each with its resolved handler
    functions, and the triggers by handler function id."""

    def __init__(self, program):
        self.triggers: list[Trigger] = []
        self.by_function: dict[str, list[Trigger]] = {}
        self.dialogs: dict[str, list[UITrigger]] = {}
        for path in sorted(program.modules):
            for fact in program.modules[path].triggers:
                if is_confirmation(fact):
                    self.dialogs.setdefault(path, []).append(fact)
                handlers = tuple((name, functions_of(program, expr, path, fact.scope))
                                 for name, expr in handler_exprs(fact))
                trigger = Trigger(path, fact, tuple((n, f) for n, f in handlers if f))
                if not trigger.handlers:
                    continue
                self.triggers.append(trigger)
                for fid in sorted(trigger.triggered()):
                    self.by_function.setdefault(fid, []).append(trigger)

    def reaching(self, chain: list[tuple[str, str]]) -> list[Trigger]:
        """The triggers whose handler is one of the ``(path, fid)`` functions of ``chain``
        (a capability's call chain and its callers), in chain order, each once."""
        found: list[Trigger] = []
        for _, fid in chain:
            for trigger in self.by_function.get(fid, ()):
                if trigger not in found:
                    found.append(trigger)
        return found


    def dialog_of(self, trigger: Trigger, fids: set[str]) -> UITrigger | None:
        """Rule ``ui.confirmation-component``: the confirmation component a trigger is (a
        tag containing ``confirm``: ``<ConfirmationDialog onSubmit>``, ``<Popconfirm
        onConfirm>``) or sits in (``<ConfirmationDialog confirmButton={<Button onClick>}>``,
        the innermost). A confirmation modal (rule ``ui.confirmation-modal``) confirms its own
        trigger when a confirming handler runs one of ``fids`` (the capability's chain:
        ``actions.onClick``, ``onOk``; not ``onClose``), and the controls inside it but
        those that open it (``trigger={<Button onClick>}`` runs before it asks)."""
        fact = trigger.fact
        if is_confirmation(fact) and (not is_modal_confirmation(fact) or
                                      confirm_modals.confirmed_by(trigger.handlers, fids)):
            return fact
        around = [d for d in self.dialogs.get(trigger.path, ())
                  if d is not fact and contains(d.span, fact.span) and not (
                      is_modal_confirmation(d) and any(contains(o, fact.span)
                                                       for o in d.openers))]
        return max(around, key=lambda d: d.span, default=None)


def handler_exprs(fact: UITrigger) -> tuple[tuple[str, Expr], ...]:
    """The handler attributes of an element (``onClick``, ``onConfirm`` …) and, of a
    confirmation component that is no modal confirmation (its tag names one:
    ``<ConfirmModal>``), the function props named for its yes (rule ``ui.confirming-prop``,
    :data:`CONFIRMING_PROP`: ``handleConfirm``, ``confirmAction``; never ``handleCancel``)."""
    if "confirm" not in fact.component.lower():
        return fact.handlers
    return fact.handlers + tuple((name, expr) for name, expr in fact.callbacks
                                 if CONFIRMING_PROP.match(name))


def is_confirmation(fact: UITrigger) -> bool:
    """A confirmation component (its tag contains ``confirm``, any case) or a confirmation
    modal (:func:`is_modal_confirmation`)."""
    return "confirm" in fact.component.lower() or is_modal_confirmation(fact)


def is_modal_confirmation(fact: UITrigger) -> bool:
    """Rule ``ui.confirmation-modal``: a modal or dialog, its tag not naming a confirmation,
    whose texts ask for confirmation (:func:`~code2skill.passes.confirm_modals.asking_text`)."""
    return "confirm" not in fact.component.lower() and \
        confirm_modals.is_confirmation_modal(fact, is_modal(fact.component))


def contains(outer: tuple, inner: tuple) -> bool:
    """Whether span ``outer`` holds span ``inner``."""
    return outer[:2] <= inner[:2] and inner[2:] <= outer[2:]


def functions_of(resolver, expr: Expr, path: str, scope: str | None) -> tuple[str, ...]:
    """Rule ``ui.handler``: the program functions a handler expression triggers."""
    from code2skill.recogniser_context import Frame
    if isinstance(expr, Fn):
        return (expr.fid,)
    if isinstance(expr, Call):
        found: list[str] = []
        for arg in expr.args:
            if isinstance(arg, (Fn, Ref, Member)):
                found.extend(f for f in functions_of(resolver, arg, path, scope)
                             if f not in found)
        return tuple(found)
    if not isinstance(expr, (Ref, Member)):
        return ()
    value = resolver.value_of(expr, Frame(path, scope))
    found = [o.fid for o in (value.options if isinstance(value, AltV) else (value,))
             if isinstance(o, FnV) and o.fid in resolver.functions]
    if not found and isinstance(expr, Ref):
        found = list(hook_wrapped(resolver, expr.name, path, scope) if scope is not None
                     else component_method(resolver, expr.name, path) or
                     template_method(resolver, expr.name, path))
    return tuple(found)


def component_method(resolver, name: str, path: str) -> tuple[str, ...]:
    """A template handler's function in a Vue Options API component: the method ``name`` of
    its ``methods`` object (``default.methods.deleteArticle``)."""
    return tuple(fid for fid, fn in resolver.modules[path].functions.items()
                 if fn.name.split(".")[-2:] == ["methods", name])


def template_method(resolver, name: str, path: str) -> tuple[str, ...]:
    """Rule ``ui.angular-confirm-output``: an Angular template's handler, the method ``name``
    of its component class (or its arrow-function field, ``onDeleteServe = (id) => {…}``):
    the one class that declares it of the ``.component.ts`` module beside the
    ``.component.html`` template ``path``, or of the TypeScript module ``path`` holding an
    inline template (none when two do)."""
    if not is_template(path) and not path.endswith(".ts"):
        return ()
    module = resolver.modules.get(path[:-len(".html")] + ".ts" if is_template(path) else path)
    found = [fid for cls in (module.classes.values() if module is not None else ())
             if (fid := cls.instance_method(name) or next(
                 (value.fid for field, value in cls.fields
                  if field == name and isinstance(value, Fn)), None)) is not None]
    return tuple(found) if len(found) == 1 else ()


def hook_wrapped(resolver, name: str, path: str, scope: str | None) -> tuple[str, ...]:
    """The function a local ``name`` is bound to through a hook that returns it unchanged
    (``const save = useCallback(async () => …, [deps])``), looked up from ``scope`` out."""
    fid = scope
    while fid is not None:
        fn = resolver.function(fid)
        if fn is None:
            break
        for value in fn.locals.get(name, ()):
            if isinstance(value, Call) and value.args and isinstance(value.args[0], Fn) \
                    and callee_name(value.callee) in HOOK_WRAPPERS:
                return (value.args[0].fid,)
        if name in fn.locals:
            break
        fid = fn.parent
    return ()


def callee_name(callee: Expr) -> str | None:
    """``f`` of ``f(…)`` and ``React.f(…)``."""
    return callee.name if isinstance(callee, Ref) else \
        callee.prop if isinstance(callee, Member) else None


def link_prop_callbacks(resolver) -> int:
    """Rule ``ui.prop-callback``: record, in ``resolver.callers``, each call a component of
    the program makes of a function prop its parent passes; returns how many were added. Part
    of resolution (:func:`code2skill.program.resolve_program`): linked once every function is
    summarised, before any step reads a function's callers."""
    from code2skill.recogniser_context import Frame
    added = 0
    for path in sorted(resolver.modules):
        for fact in resolver.modules[path].triggers:
            if not fact.component[:1].isupper():
                continue
            component = component_function(resolver, fact, path)
            if component is None:
                continue
            for prop, expr in (*fact.handlers, *fact.callbacks):
                given = functions_of(resolver, expr, path, fact.scope) \
                    if isinstance(expr, (Fn, Ref, Member)) else ()
                if not given:
                    continue
                for child_path, site in prop_calls(resolver, component, prop):
                    frame = Frame(child_path, site.scope)
                    args = resolver.eval_args(site.call.args, frame)
                    added += add_callers(resolver, given, (child_path, site.scope, args,
                                                           site.call.span))
    return added


def add_callers(resolver, fids: tuple[str, ...], entry: tuple) -> int:
    """Record the call ``entry`` (``(module path, scope, argument values, span)``) as a caller
    of each of the functions ``fids`` that does not list it yet; the number added."""
    added = 0
    for fid in fids:
        if entry not in resolver.callers.setdefault(fid, []):
            resolver.callers[fid].append(entry)
            added += 1
    return added


def component_function(resolver, fact: UITrigger, path: str) -> str | None:
    """The function id of the component an element names, when the program defines it."""
    from code2skill.recogniser_context import Frame
    head, *rest = fact.component.split(".")
    expr: Expr = Ref(head)
    for prop in rest:
        expr = Member(expr, prop)
    value = resolver.value_of(expr, Frame(path, fact.scope))
    return value.fid if isinstance(value, FnV) and value.fid in resolver.functions else None


def prop_calls(resolver, component: str, prop: str) -> list:
    """``(path, call site)`` of the calls component ``component`` (or a function nested in
    it) makes of its prop ``prop``: ``props.prop(…)`` or ``prop(…)`` of its destructured
    first parameter."""
    from code2skill.recogniser_context import Frame
    path, fn = resolver.functions[component]
    found = []
    for scope in [component, *resolver.nested_functions(path, component)]:
        for site in resolver.calls_by_scope.get((path, scope), ()):
            if callee_name(site.call.callee) != prop:
                continue
            value = resolver.value_of(site.call.callee, Frame(path, scope))
            if isinstance(value, ParamV) and value.fid == component and (
                    (value.name == prop and not value.path) or value.path == (prop,)):
                found.append((path, site))
    return found
