"""Instances of a program class whose origin the program does not show (rule
``this.unseen-origin``).

A class the program makes at one place (``createRecord('labels')`` making ``new
Record({type})``) is not every instance of it: a record handed in from the page's payload
(``renameLabel(label: Record, name) { return label.save({name}) }`` called with
``boot.label``), or decoded from storage and cast to the class (``JSON.parse(raw) as Record``),
was made by the server. Such an instance keeps the class's methods but none of the fields of
the program's constructions (:attr:`~code2skill.values.InstanceV.unseen`): a field stays the
constructor's parameter, so ``this.attrs.id ? 'PATCH' : 'POST'`` keeps both branches and
``'/api/' + this.attrs.type`` a path parameter, never the one construction's ``labels``.

A parameter every call of which passes an instance the program makes, or a parameter of the
caller's own, keeps today's reading: each call's instance fills it where the call is."""
from __future__ import annotations

from dataclasses import replace

from code2skill.typed_clients import declared_instance
from code2skill.values import FnV, InstanceV, LibV, ParamV, TypedV, UnknownV, Value

RULE = "this.unseen-origin"
MAX_CALLER_LEVELS = 4         # callers' parameters followed up to find a value not shown


def unseen_method(resolver, callee: ParamV, depth: int = 0) -> FnV | None:
    """``label.save`` of a parameter ``label`` declared with a class of the program
    (``label: Record``) when some call of its function passes a value the program does not
    show (:func:`unshown`): the class's method ``save`` bound to an instance of no known
    construction (``InstanceV(..., unseen=True)``). ``None`` when the member path is not one
    method name, the declaration names no class of the program, the member is no method of
    it, the function has no call, or every call passes a value the program follows."""
    if len(callee.path) != 1 or callee.coded or not callee.module or not callee.type_text:
        return None
    if not any(unshown(resolver, arg, 0) for arg in passed(resolver, callee)):
        return None
    instance = declared_instance(resolver, callee.module, callee.type_text, depth, unseen=True)
    if not isinstance(instance, InstanceV):
        return None
    method = resolver.member(instance, callee.path[0], depth)
    return method if isinstance(method, FnV) else None


def passed(resolver, param: ParamV) -> list[Value | None]:
    """The value each call of ``param``'s function passes for it (``None`` when a call
    passes none), in call order; ``[]`` when the function declares no such parameter."""
    fn = resolver.function(param.fid)
    index = next((i for i, p in enumerate(fn.params) if p.name == param.name), None) \
        if fn is not None else None
    if index is None:
        return []
    return [args[index] if index < len(args) else None
            for args in resolver.call_arguments(param.fid)]


def unshown(resolver, value: Value | None, level: int) -> bool:
    """Whether ``value``, passed for a parameter declared with a class, is no instance the
    program makes: unknown, only typed, a page global's member (``window.boot.label``), an
    instance already of unseen origin, or a parameter of the caller (or its member,
    ``e.target.discussion``) that no call of the program fills (a handler the framework
    calls) or that some call fills with such a value (followed ``MAX_CALLER_LEVELS`` callers
    up)."""
    if isinstance(value, (UnknownV, TypedV)):
        return True
    if isinstance(value, LibV):
        return value.lib == "global" and bool(value.path)
    if isinstance(value, InstanceV):
        return value.unseen
    if isinstance(value, ParamV) and level < MAX_CALLER_LEVELS:
        args = passed(resolver, replace(value, path=()))
        if not args:
            return True
        return any(unshown(resolver, member_of(resolver, arg, value.path), level + 1)
                   for arg in args)
    return False


def member_of(resolver, value: Value | None, path: tuple[str, ...]) -> Value | None:
    """Member ``path`` of ``value`` (``None`` stays ``None``)."""
    for prop in path:
        if value is None:
            return None
        value = resolver.member(value, prop)
    return value


def field_condition(resolver, subject: Value, text: str, fallback: str) -> str:
    """The identity of a ternary's condition written ``text`` whose tested value is
    ``subject``: when that is a field of the instance that no construction fills, a member
    of a constructor's parameter (``this.attrs.id`` of an instance of unseen origin), one
    key, the constructor's id and ``text``, for every method of the class that tests it so,
    and ``save``'s ``this.attrs.id ? 'PATCH' : 'POST'`` pairs with ``url()``'s ``this.attrs.id
    ? '/' + this.attrs.id : ''`` (rule ``url.same-condition``); ``fallback`` (the function's
    own id and ``text``) for any other test."""
    fn = resolver.function(subject.fid) if isinstance(subject, ParamV) else None
    if fn is None or not fn.name.endswith(".constructor"):
        return fallback
    return f"{subject.fid}:{text}"


def rewritten_field(resolver, prop: str) -> bool:
    """Whether the program writes a member named ``prop`` anywhere (``instance.exists =
    true`` in a store, ``this.exists = false`` in a method): a literal a field is initialised
    with (``exists = false``) is then the state of a new instance only, not that of an
    instance of unseen origin, which may have been written so."""
    if resolver._written_members is None:
        resolver._written_members = frozenset(
            a.target[-1] for module in resolver.modules.values()
            for a in (*module.assignments,
                      *(w for fn in module.functions.values() for w in fn.assignments))
            if len(a.target) > 1 and a.key is None)
    return prop in resolver._written_members


def instance_this(value: Value | None) -> InstanceV | None:
    """The instance a method is read for: one construction site's (its writes tracked,
    rule ``this.builder-chain``) or one of unseen origin (its fields its own); ``None`` for
    an instance read as every construction of its class, or any other value."""
    if isinstance(value, InstanceV) and (value.sets is not None or value.unseen):
        return value
    return None


def unseen_this(target: FnV) -> bool:
    """Whether method ``target`` is bound to an instance of unseen origin: it is summarised
    for that instance, whose fields are not the constructions'."""
    return isinstance(target.this, InstanceV) and target.this.unseen
