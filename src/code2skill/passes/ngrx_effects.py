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
whose arguments hold ``ofType(A, …)``, or the ``Actions`` stream's own ``ofType(A, …)``
method of NgRx 4 to 7 followed by ``.pipe(…)`` or by chained rxjs 5 operators::

    remove$ = this.actions$.ofType(DELETE_RULE).pipe(switchMap((a) => this.api.remove(a)));
    old$ = this.actions$.ofType(ARCHIVE_RULE).map(toPayload).switchMap((id) => …);
    load$ = createEffect(() => this.actions$.pipe(ofType(LOAD), exhaustMap(this.load)));

The functions handed to the operators after it (``switchMap(fn)``, ``mergeMap(fn)``,
``tap(fn)`` …; a function written there, or one named: a method ``this.load``,
``this.save.bind(this)``, a helper function) run for each action of those types. A
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

from code2skill.facts import Call, Expr, Fn, Member, ModuleFacts, Ref, within
from code2skill.values import FnV, ObjV, UnknownV, Value, text_of

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


def imports_effects(module: ModuleFacts) -> bool:
    """Whether a module imports anything from ``@ngrx/effects`` (its ``Actions`` stream)."""
    return any(i.source == EFFECTS_PACKAGE for i in module.imports)


Handlers = list[tuple[Expr, bool]]


def effects(module: ModuleFacts) -> Iterator[tuple[str | None, tuple[Expr, ...], Handlers]]:
    """``(scope, action expressions, handlers)`` of each effect of a module, each handler
    ``(function expression, whether it is handed the action itself)``: the operator right
    after ``ofType`` is. Two forms: a ``pipe(…)`` call holding ``ofType(A, …)`` (``ofType``
    imported from ``@ngrx/effects``) and operators after it; and, in a module importing from
    ``@ngrx/effects``, the ``Actions`` stream's own ``ofType(A, …)`` method (NgRx 4 to 7:
    ``this.actions$.ofType(A)``) followed by ``.pipe(op(fn), …)`` or by chained operators
    (``.map(toPayload).switchMap(fn)``, rxjs 5)."""
    names = of_type_names(module)
    method_form = imports_effects(module)
    for site in module.calls:
        callee, args = site.call.callee, site.call.args
        if not isinstance(callee, Member):
            continue
        if callee.prop == "pipe" and names:
            index = next((i for i, arg in enumerate(args) if isinstance(arg, Call) and
                          isinstance(arg.callee, Ref) and arg.callee.name in names
                          and arg.args), None)
            if index is not None:
                found = operator_handlers(args[index + 1:])
                if found:
                    yield site.scope, args[index].args, found
        elif callee.prop == OF_TYPE and method_form and args and site.chain:
            method, chained = site.chain[0][0], site.chain[0][1]
            found = operator_handlers(chained) if method == "pipe" else \
                [(link[1][0], at == 0) for at, link in enumerate(site.chain) if link[1]]
            if found:
                yield site.scope, args, found


def operator_handlers(operators: tuple[Expr, ...]) -> Handlers:
    """The function each operator call of a ``pipe`` after ``ofType`` is handed
    (``switchMap(fn)``, ``exhaustMap(this.load)``), the first operator's handed the action."""
    return [(op.args[0], at == 0) for at, op in enumerate(operators)
            if isinstance(op, Call) and op.args]


def handler_function(resolver, expr: Expr, frame) -> str | None:
    """The function id an operator is handed: a function written there, or one it names
    (``this.load``, ``this.save.bind(this)``, an imported helper); ``None`` for anything else
    (a library function such as ``toPayload``)."""
    if isinstance(expr, Fn):
        return expr.fid
    if isinstance(expr, Call) and isinstance(expr.callee, Member) and \
            expr.callee.prop == "bind":
        expr = expr.callee.obj
    if not isinstance(expr, (Ref, Member)):
        return None
    if frame.fid is None and isinstance(expr, Member) and isinstance(expr.obj, Ref) and \
            expr.obj.name == "this" and expr.span is not None:
        return class_member_function(resolver.modules[frame.path], expr.prop, expr.span)
    value = resolver.value_of(expr, frame)
    return value.fid if isinstance(value, FnV) and value.fid in resolver.functions else None


def class_member_function(module: ModuleFacts, name: str, span) -> str | None:
    """The function ``this.<name>`` is in a class field's initialiser at ``span`` (an effect
    declared as a field: ``archive$ = this.actions$.ofType(A).pipe(exhaustMap(this.archive))``):
    the enclosing class's method of that name, or its field initialised with a function."""
    for cls in module.classes.values():
        if not within(span, cls.span):
            continue
        method = cls.instance_method(name)
        if method is not None:
            return method
        return next((value.fid for field, value in cls.fields
                     if field == name and isinstance(value, Fn)), None)
    return None


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
            frame = Frame(path, scope)
            functions = [(fid, first) for expr, first in found
                         if (fid := handler_function(resolver, expr, frame)) is not None]
            for action in actions:
                key = listened_key(resolver, action, frame)
                if key is not None and functions:
                    handlers.setdefault(key, []).extend(functions)
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
