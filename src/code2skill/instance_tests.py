"""Rule ``value.instanceof-test``: ``x instanceof C`` is a test a caller's argument decides.

A fetch wrapper chooses how to send what it is given::

    if (body instanceof FormData) { params.body = body }
    else if (typeof body === 'object' && body !== null) { params.body = JSON.stringify(body) }
    else { params.body = body }

The condition is a :class:`~code2skill.facts.Test` of op ``instanceof`` whose literal is the
class's name (``!instanceof`` where it fails, an ``else`` arm), so the ``if``s after it keep
their own tests (:attr:`~code2skill.facts.Assignment.guards`) instead of none at all. A value
decides it (:func:`decide_instance`) when it proves its class: a primitive (a string, number,
boolean, ``null``, ``undefined``, an absent member) is an instance of no class; an object
literal is an ``Object`` only, an array literal an ``Array`` and an ``Object``; a ``new
FormData()`` (``new File``, ``new Blob``) is an instance of its class (a ``File`` a ``Blob``
too). Any other value (a parameter, an instance of a user class whose subclasses the test may
name) leaves it open.
"""
from __future__ import annotations

from code2skill.values import ArrV, LibV, LitV, ObjV, StrV, UnknownV, Value

OP, NOT_OP = "instanceof", "!instanceof"
NEGATED_INSTANCE = {OP: NOT_OP, NOT_OP: OP}
# the classes of the browser whose instances the resolver makes, and the classes each one
# extends that a test may name
BUILTIN_CLASSES = {"FormData": ("FormData", "Object"), "Blob": ("Blob", "Object"),
                   "File": ("File", "Blob", "Object")}


def value_classes(value: Value) -> tuple[str, ...] | None:
    """The classes ``value`` is an instance of, when the value proves them (``()`` for a
    primitive), else ``None``."""
    if isinstance(value, (StrV, LitV)) or isinstance(value, UnknownV) and \
            value.reason == "no-member":
        return ()
    if isinstance(value, ObjV):
        return ("Object",)
    if isinstance(value, ArrV):
        return ("Array", "Object")
    if isinstance(value, LibV) and value.lib == "js" and len(value.path) == 2 and \
            value.path[1] == "instance":
        return BUILTIN_CLASSES.get(value.path[0])
    return None


def decide_instance(subject: Value, op: str, name: object) -> bool | None:
    """Whether ``subject instanceof name`` (``op`` ``instanceof``) or its negation (``op``
    ``!instanceof``) holds, when ``subject`` proves its class (:func:`value_classes`);
    ``None`` otherwise."""
    classes = value_classes(subject)
    if classes is None or not isinstance(name, str):
        return None
    return (name in classes) == (op == OP)
