"""Static class members: ``C.m()``, ``this.constructor.m()``, and ``this`` in a static method.

Rule ``this.static-method`` (ECMA-262 class definitions): a ``static`` method is a member of the
class itself, not of its instances. An instance's ``this.m`` reads the prototype chain's
instance method ``m`` (:meth:`~code2skill.facts.ClassFact.instance_method`), even when the class
declares a static method of the same name; ``C.m``, ``this.constructor.m`` and, inside a static
method, ``this.m`` read the static ``m`` of ``C`` or of a class it extends. ``this`` in a static
method is the class it was called on (:class:`~code2skill.values.ClassRefV`).

So ``static setAttribute(noteId, type, name)`` reached through an instance method ``setAttribute(
type, name) { return this.constructor.setAttribute(this.note.noteId, type, name) }`` receives the
note id first, never the instance method's first argument.

Rule ``this.static-field``: a ``static x = …`` field is a member of the class too, its
initialiser evaluated once with ``this`` the class (``static base_url = readBaseCookie()``):
``C.x`` (or ``this.x`` in a static method) reads it, on ``C`` or a class it extends, as an
instance's ``this.x`` reads an instance field; an instance never reads a static field.
"""
from __future__ import annotations

from code2skill.class_layers import class_chain, class_homes
from code2skill.facts import FunctionFact, ModuleFacts
from code2skill.recogniser_context import Frame
from code2skill.values import ClassRefV, FnV, InstanceV, UnknownV, Value

STATIC_FIELD_RULE = "this.static-field"


def static_member(resolver, owner: ClassRefV, prop: str) -> FnV | None:
    """``owner.prop`` when it is a ``static`` method of class ``owner`` or of a class it
    extends (nearest first), bound with ``this`` = ``owner``; ``None`` otherwise (a member
    written ``C.x = …`` is read by the caller)."""
    for cls in class_chain(resolver, owner.module, owner.name):
        fid = cls.static_method(prop)
        if fid is not None:
            return FnV(fid, owner)
    return None


def static_field(resolver, owner: ClassRefV, prop: str) -> Value | None:
    """``owner.prop`` when it is a ``static`` field of class ``owner`` or of a class it
    extends (nearest first): its initialiser's value, evaluated in the declaring class's
    module with ``this`` that class (rule ``this.static-field``); ``UnknownV("cycle")`` when
    the initialiser reads itself; ``None`` when no class of the chain declares one."""
    for declaring, cls in class_homes(resolver, owner.module, owner.name):
        expr = next((e for name, e in reversed(cls.static_fields) if name == prop), None)
        if expr is None:
            continue
        key = ("static-field", declaring, cls.name, prop)
        if key in resolver._in_progress:
            return UnknownV("cycle")
        resolver._in_progress.add(key)
        try:
            return resolver.evaluate(expr, Frame(declaring, None, ClassRefV(declaring,
                                                                            cls.name)))
        finally:
            resolver._in_progress.discard(key)
    return None


def this_of_method(module: ModuleFacts, fn: FunctionFact) -> InstanceV | ClassRefV:
    """The ``this`` of class method ``fn`` of ``module`` when no caller bound one: the class
    itself in a ``static`` method, else an instance of the class."""
    cls = module.classes.get(fn.class_name)
    if cls is not None and fn.fid in cls.statics:
        return ClassRefV(module.path, fn.class_name)
    return InstanceV(module.path, fn.class_name)
