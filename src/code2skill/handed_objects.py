"""Rule ``wrapper.handed-object``: a function reached through an object handed to another module.

One module keeps its request wrapper and hands it to the others inside an object::

    var projectsAPI = {sendRequest: sendRequest, addSpinnerOverlay: addSpinnerOverlay};
    RED.projects.settings.init(projectsAPI);

and the other module keeps what ``init`` is given and calls the member::

    var utils;
    function init(_utils) { utils = _utils; }
    …
    utils.sendRequest({url: "projects/" + project.name + "/stage", type: "POST"}, body);

The callee is member ``sendRequest`` of ``init``'s parameter ``_utils``. Every call of ``init``
hands an object whose member ``sendRequest`` is the program's function, so that call is a call of
that function: its requests are the wrapper's, with the arguments of this call (the caller's
options object names the endpoint). Each distinct function the calls hand is one choice; the
calls that hand the object are cited as shaping evidence. When no call of ``init`` is found, or
one hands anything but a function there (a value the source does not show, an argument left
out), the site is left as it was: reviewed, never a guess.

The functions are pure; the resolver finds the calls and evaluates their arguments.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from code2skill.facts import FunctionFact
from code2skill.values import FnV, ParamV, Value, Where

RULE = "wrapper.handed-object"
# at most this many distinct functions one handed member may be (more: left as it was)
MAX_HANDED = 4


@dataclass(frozen=True, slots=True)
class HandingCall:
    """One call of the function whose parameter holds the handed object: where it is, the
    qualified name of the function it is in (``None`` at module level), its argument values."""

    where: Where
    function: str | None
    args: tuple[Value, ...]


@dataclass(frozen=True, slots=True)
class Handed:
    """What a handed member is: the program's functions the calls hand (in call order,
    distinct), and the calls that hand them."""

    functions: tuple[FnV, ...]
    calls: tuple[HandingCall, ...]


def parameter_position(callee: ParamV, fn: FunctionFact | None) -> int | None:
    """The position of ``callee``'s parameter among ``fn``'s (``fn`` the function that
    declares it), or ``None`` when ``callee`` reads no member of a plain parameter."""
    if fn is None or not callee.path or callee.coded:
        return None
    names = [p.name for p in fn.params]
    return names.index(callee.name) if callee.name in names else None


def handed_member(calls: list[HandingCall], position: int, path: tuple[str, ...],
                  member: Callable[[Value, str], Value]) -> Handed | None:
    """The functions member ``path`` of the argument at ``position`` is in every call of
    ``calls`` (``member(value, prop)`` reads one member), or ``None`` when there is no call,
    a call leaves the argument out, or one hands anything but a function there."""
    if not calls:
        return None
    found: list[FnV] = []
    for call in calls:
        if position >= len(call.args):
            return None
        value = call.args[position]
        for prop in path:
            value = member(value, prop)
        if not isinstance(value, FnV):
            return None
        if value not in found:
            found.append(value)
    if len(found) > MAX_HANDED:
        return None
    return Handed(tuple(found), tuple(calls))
