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
"""
from __future__ import annotations

from code2skill.class_layers import class_chain
from code2skill.facts import FunctionFact, ModuleFacts
from code2skill.values import ClassRefV, FnV, InstanceV


def static_member(resolver, owner: ClassRefV, prop: str) -> FnV | None:
    """``owner.prop`` when it is a ``static`` method of class ``owner`` or of a class it
    extends (nearest first), bound with ``this`` = ``owner``; ``None`` otherwise (a member
    written ``C.x = …`` is read by the caller)."""
    for cls in class_chain(resolver, owner.module, owner.name):
        fid = cls.static_method(prop)
        if fid is not None:
            return FnV(fid, owner)
    return None


def this_of_method(module: ModuleFacts, fn: FunctionFact) -> InstanceV | ClassRefV:
    """The ``this`` of class method ``fn`` of ``module`` when no caller bound one: the class
    itself in a ``static`` method, else an instance of the class."""
    cls = module.classes.get(fn.class_name)
    if cls is not None and fn.fid in cls.statics:
        return ClassRefV(module.path, fn.class_name)
    return InstanceV(module.path, fn.class_name)
