"""Rule ``ngrx.effect-action``: an NgRx effect runs where a component dispatches the action
it listens for.

::

    export class DeleteRule implements Action {          // an action class: its ``type``
      readonly type = DELETE_RULE;
      constructor(public payload: number) {}
    }
    export const archiveRule = createAction('[Rules] Archive', props<{id: number}>());

    ruleDelete = createEffect(() => this.actions.pipe(
      ofType(RulesActions.DELETE_RULE),                       // the action type it listens for
      switchMap((action) => this.ruleService.deleteRule(action.payload))));

    this.confirmationDialogService.confirm('Delete rule', 'Are you sure?')
      .subscribe((confirmed) => { if (confirmed) this.store.dispatch(new DeleteRule(id)) });

An effect is a ``pipe(…)`` call in a module importing ``ofType`` from ``@ngrx/effects``
whose arguments hold ``ofType(A, …)``: the functions handed to the operators after it
(``switchMap(fn)``, ``mergeMap(fn)``, ``tap(fn)`` …) run for each action of those types. A
``….dispatch(action)`` call whose action has one of them is recorded as a call of each of
those functions (``resolver.callers``, as rule ``ui.prop-callback`` does for a component's
props): a question its function asks before dispatching (rule ``policy.ui-confirmation``,
``ui.confirmation-result``) is then on the chain of the effect's request. The action's type
is the text its ``type`` member holds (an action class's ``type`` field, ``{type: X}``), or,
for a creator (``createAction(…)``), the creator itself: ``ofType(archiveRule)`` matches
``dispatch(archiveRule({id}))`` when both name the same binding. The dispatched action is
handed to the operator right after ``ofType`` (a creator's call as the object of its
properties); a later operator's function gets it as the operators before reshaped it
(``pluck('contact')``), one unknown argument that shows no value (:func:`reshaped`: a
requiredness resting on a declared type alone keeps its review item). An action whose type the
tool cannot read links nothing.
"""
from __future__ import annotations

from collections.abc import Iterator

from code2skill.facts import Call, Expr, Fn, Member, ModuleFacts, Ref
from code2skill.values import ObjV, UnknownV, Value, text_of

from .ui_triggers import add_callers

RULE = "ngrx.effect-action"
EFFECTS_PACKAGE = "@ngrx/effects"
OF_TYPE = "ofType"
DISPATCHED = UnknownV("unresolved:an NgRx action (the operators before may reshape it)")

ActionKey = tuple[str, object]          # ("type", text) or ("creator", where it is made)


def of_type_names(module: ModuleFacts) -> set[str]:
    """The local names of ``@ngrx/effects``' ``ofType`` a module imports."""
    return {i.local for i in module.imports
            if i.source == EFFECTS_PACKAGE and i.imported == OF_TYPE and i.local}


def effects(module: ModuleFacts) -> Iterator[tuple[str | None, tuple[Expr, ...],
                                                  list[tuple[str, bool]]]]:
    """``(scope, action expressions, handlers)`` of each effect of a module: a ``pipe(…)``
    call holding ``ofType(A, …)`` (``ofType`` imported from ``@ngrx/effects``) and, after it,
    operators handed a function (``switchMap((action) => …)``), each ``(function id, whether
    it is handed the action itself)``: the operator right after ``ofType`` is."""
    names = of_type_names(module)
    if not names:
        return
    for site in module.calls:
        callee, args = site.call.callee, site.call.args
        if not isinstance(callee, Member) or callee.prop != "pipe":
            continue
        index = next((i for i, arg in enumerate(args) if isinstance(arg, Call) and isinstance(
            arg.callee, Ref) and arg.callee.name in names and arg.args), None)
        if index is None:
            continue
        handlers = [(op.args[0].fid, at == index + 1) for at, op in enumerate(args)
                    if at > index and isinstance(op, Call) and op.args
                    and isinstance(op.args[0], Fn)]
        if handlers:
            yield site.scope, args[index].args, handlers


def action_key(resolver, value: Value) -> ActionKey | None:
    """The type of an action value: the text of its ``type`` member (an action class's
    instance, an object literal); ``None`` when the tool cannot read it."""
    kind = text_of(value.get("type")) if isinstance(value, ObjV) else \
        text_of(resolver.member(value, "type"))
    return ("type", kind) if kind else None


def listened_key(resolver, expr: Expr, frame) -> ActionKey | None:
    """The action type an ``ofType`` argument names: a type's text (``DELETE_RULE``), else
    the creator it names (``archiveRule``, where its ``createAction(…)`` is made)."""
    value = resolver.value_of(expr, frame)
    text = text_of(value)
    if text:
        return ("type", text)
    where = getattr(value, "where", None)
    return ("creator", where) if where is not None else None


def dispatched(resolver, action: Expr, frame) -> tuple[ActionKey | None, Value]:
    """The action type a dispatched expression has and the action: a creator's call
    (``archiveRule({id})``) its creator and the object of its properties (its one object
    argument, else an unknown action); anything else the type of its value and that value
    (``new DeleteRule(id)``, ``{type: DELETE_RULE}``)."""
    if isinstance(action, Call) and not action.new:
        key = listened_key(resolver, action.callee, frame)
        if key is not None and key[0] == "creator":
            props = resolver.value_of(action.args[0], frame) if len(action.args) == 1 \
                else None
            return key, props if isinstance(props, ObjV) else DISPATCHED
    value = resolver.value_of(action, frame)
    return action_key(resolver, value), value


def reshaped(value: Value | None) -> bool:
    """Whether ``value`` is what a dispatch hands an effect's handler past the operator
    right after ``ofType`` (:data:`DISPATCHED`): the action as those operators reshaped it
    (``pluck('contact')``), a value no caller shows."""
    return value == DISPATCHED


def link_effect_actions(resolver) -> int:
    """Rule in the module's docstring: record in ``resolver.callers`` each ``dispatch``
    of an action an effect listens for as a call of the effect's handlers; returns how
    many were added. Part of resolution, beside :func:`~.ui_triggers.link_prop_callbacks`."""
    from code2skill.recogniser_context import Frame
    handlers: dict[ActionKey, list[tuple[str, bool]]] = {}
    for path in sorted(resolver.modules):
        for scope, actions, found in effects(resolver.modules[path]):
            for action in actions:
                key = listened_key(resolver, action, Frame(path, scope))
                if key is not None:
                    handlers.setdefault(key, []).extend(found)
    if not handlers:
        return 0
    added = 0
    for path in sorted(resolver.modules):
        for site in resolver.modules[path].calls:
            callee = site.call.callee
            if not isinstance(callee, Member) or callee.prop != "dispatch" or \
                    len(site.call.args) != 1:
                continue
            key, value = dispatched(resolver, site.call.args[0], Frame(path, site.scope))
            for fid, first in handlers.get(key, ()) if key is not None else ():
                added += add_callers(resolver, (fid,), (
                    path, site.scope, (value if first else DISPATCHED,), site.call.span))
    return added
