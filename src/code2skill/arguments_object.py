"""Rule ``value.arguments-join``: a function's ``arguments`` object is the list of values its
caller passes, and a URL method joining it builds one path segment per argument.

Pre-``class`` client libraries give each sub-client a URL method that takes any number of
segments::

    var baseUrl = baseAccessUrl + "/users";
    this.url = function () {
        if (arguments.length) {
            return baseUrl + "/" + Array.prototype.join.call(arguments, "/");
        } else {
            return baseUrl;
        }
    };
    …  this.base.get(this.url(name, "settings"))   // api/access/users/{name}/settings

``arguments`` read in a function (not an arrow function: an arrow reads its enclosing
function's) is that function's own pseudo parameter, bound at each call to the array of the
values the call passes, so ``arguments.length`` is their count, ``arguments[0]`` the first;
``Array.prototype.join.call(arguments, sep)`` (or ``[].join.call(…)``) is ``arguments`` joined
like an array literal's ``join`` (rule ``value.array-join``): each value a segment, a literal
its text, any other value a hole named after it. A call passing a spread of unknown length
leaves the join unknown, as for any array.
"""
from __future__ import annotations

from code2skill.facts import Arr, Call, Expr, Member, Ref
from code2skill.values import ArrV, LitV, ParamV, UnknownV, Value

ARGUMENTS = "arguments"


def borrowed_join(call: Call) -> tuple[Expr, Expr | None] | None:
    """``(array, separator)`` of ``Array.prototype.join.call(array, sep)`` or
    ``[].join.call(array, sep)`` (the separator ``None`` when not given); ``None`` for any
    other call."""
    callee = call.callee
    if call.new or not call.args or len(call.args) > 2 or not isinstance(callee, Member) \
            or callee.prop != "call" or not isinstance(callee.obj, Member) \
            or callee.obj.prop != "join":
        return None
    owner = callee.obj.obj
    array_prototype = isinstance(owner, Member) and owner.prop == "prototype" \
        and isinstance(owner.obj, Ref) and owner.obj.name == "Array"
    if not (array_prototype or isinstance(owner, Arr) and not owner.items):
        return None
    return call.args[0], call.args[1] if len(call.args) > 1 else None


def array_length(array: Value) -> Value:
    """``arguments.length`` once a call binds ``arguments`` to ``array``: the count of the
    values it passes, unless one stands for a spread of unknown length (an unknown spread, or
    one position of a rest parameter spread into a call). (Only the bound ``arguments``: a
    local array's length changes with the pushes the function makes.)"""
    if not isinstance(array, ArrV) or any(isinstance(item, UnknownV) and item.reason == "spread"
           or isinstance(item, ParamV) and item.path[-1:] and item.path[-1].isdigit()
           for item in array.items):
        return UnknownV("array-length", array.where)
    return LitV(len(array.items), array.where)


__all__ = ["ARGUMENTS", "array_length", "borrowed_join"]
