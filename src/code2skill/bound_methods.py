"""Rule ``value.self-bound-method``: a method bound to the object it is read from is that
method.

    http.get = instance.get.bind(instance)       // http.get(url) is instance.get(url)

``obj.method.bind(obj)`` calls ``obj.method`` with ``this`` = ``obj``, exactly as
``obj.method(…)`` does, so the resolver reads it as the member ``obj.method`` (an axios
instance's ``get`` keeps its instance's base URL, headers and interceptors). A ``bind`` with
more arguments (a partial application) or another ``this`` is not this rule's.
"""
from __future__ import annotations

from code2skill.facts import Call, Expr, Member, Ref


def self_bound(call: Call) -> Expr | None:
    """The member ``obj.method`` when ``call`` is ``obj.method.bind(obj)`` (the same name or
    member chain as its only argument), else ``None``."""
    callee = call.callee
    if not (isinstance(callee, Member) and callee.prop == "bind" and len(call.args) == 1
            and isinstance(callee.obj, Member)):
        return None
    return callee.obj if same_reference(callee.obj.obj, call.args[0]) else None


def same_reference(a: Expr, b: Expr) -> bool:
    """Whether ``a`` and ``b`` are the same name or member chain (``this.http``), spans aside."""
    if isinstance(a, Ref) and isinstance(b, Ref):
        return a.name == b.name
    if isinstance(a, Member) and isinstance(b, Member):
        return a.prop == b.prop and same_reference(a.obj, b.obj)
    return False
