"""Rule ``jquery.boolean-result``: what a jQuery object answers to a test is ``true`` or
``false``.

On a jQuery object (the result of calling ``$``/``jQuery``, or of a method chained on it)::

    {persistent: $('#persistent').is(':checked'),      // .is(selector): a boolean
     dark: $('body').hasClass('dark'),                 // .hasClass(name): a boolean
     enabled: $(row).find('input').prop('checked')}    // .prop of a boolean DOM property

jQuery documents ``.is()`` as returning ``true`` if at least one element matches (api.jquery.com/
is), ``.hasClass()`` as returning ``true`` if any element has the class (api.jquery.com/hasClass),
and ``.prop(name)`` as the property's value (api.jquery.com/prop): for the DOM's boolean
properties (:data:`BOOLEAN_PROPERTIES`, ``checked``, ``disabled`` …) a boolean, for any other
(``value``, ``selectedIndex``) not one type, so those type nothing. The receiver must be built
by a call whose innermost callee the resolver knows as jQuery (a program's own ``is`` method,
or ``Object.is``, is none). Pure over the call's expression.
"""
from __future__ import annotations

from collections.abc import Callable

from code2skill.facts import Call, Expr, Lit, Member
from code2skill.values import LibV, Value

RULE = "jquery.boolean-result"
TEST_METHODS = frozenset({"is", "hasClass"})
BOOLEAN_PROPERTIES = frozenset({"checked", "disabled", "selected", "readOnly", "required",
                                "multiple", "hidden", "indeterminate", "defaultChecked"})


def boolean_test(call: Call, evaluate: Callable[[Expr], Value]) -> bool:
    """Whether ``call`` is a jQuery object's test (module docstring): ``.is(…)``,
    ``.hasClass(…)`` or ``.prop('<boolean property>')`` on a chain built by calling jQuery,
    ``evaluate`` giving the value of that chain's innermost callee."""
    if not isinstance(call.callee, Member) or not tested(call):
        return False
    root = jquery_root(call.callee.obj)
    return root is not None and is_jquery(evaluate(root))


def tested(call: Call) -> bool:
    """Whether ``call``'s method and arguments make a test: ``is``/``hasClass`` with one
    argument, ``prop`` with one literal boolean property name."""
    prop = call.callee.prop
    if prop in TEST_METHODS:
        return len(call.args) == 1
    return prop == "prop" and len(call.args) == 1 and isinstance(call.args[0], Lit) \
        and call.args[0].value in BOOLEAN_PROPERTIES


def jquery_root(expr: Expr) -> Expr | None:
    """The innermost callee of the call chain ``expr`` (``$`` of ``$(row).find('i')``), or
    ``None`` when ``expr`` holds no call (a plain ``obj.is``)."""
    called = False
    while isinstance(expr, (Member, Call)):
        if isinstance(expr, Call):
            called, expr = True, expr.callee
        else:
            expr = expr.obj
    return expr if called else None


def is_jquery(value: Value) -> bool:
    """Whether ``value`` is jQuery itself (``$``, ``jQuery``)."""
    return isinstance(value, LibV) and value.lib == "jquery" and not value.path


__all__ = ["BOOLEAN_PROPERTIES", "RULE", "TEST_METHODS", "boolean_test"]
