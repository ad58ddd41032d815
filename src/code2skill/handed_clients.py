"""Rule ``wrapper.handed-client-function``: a library's request function handed to a function
of the program, which calls it.

A client library can give the program a function that sends one request when called — a
tRPC mutation hook's ``mutate``/``mutateAsync`` — and the program hands that function on, as an
argument, a member of an options object, or a component's prop::

    const move = trpc.files.move.useMutation().mutateAsync
    runBatch({ operation: move, paths })            // async function runBatch({operation, paths})
    …                                               //   { await operation({ path }) }
    <AddDialog addDeviceAsync={addMut.mutateAsync} />   // function AddDialog({addDeviceAsync})
    …                                               //   { addDeviceAsync({ deviceId }) }

The callee is a parameter of the function that declares it (a whole parameter, a member of
one, or a name its object pattern binds). When every known call of that function (a JSX
element is a call of its component) hands a client value there (a ``ClientV`` a recogniser
made), the call is a call of that value — its request, with this call's arguments, the calls
that hand it cited as shaping evidence. Each distinct value handed is one request (at most
:data:`MAX_HANDED`). When no call is found, or
one hands anything else there (the program's own function, a value the source does not
show, an argument left out), nothing is decided here: the site stays as it was.

The functions are pure; the resolver finds the calls and evaluates their arguments.
"""
from __future__ import annotations

from typing import Callable

from code2skill.facts import FunctionFact
from code2skill.handed_objects import HandingCall
from code2skill.values import ClientV, ParamV, Value

RULE = "wrapper.handed-client-function"
MAX_HANDED = 4


def handed_slot(callee: ParamV, fn: FunctionFact | None) -> tuple[int, tuple[str, ...]] | None:
    """``(position of the parameter, members read from the argument there)`` for a callee
    that is parameter ``callee.name`` of ``fn`` (``operation`` → ``(i, ())``), a member of it
    (``opts.run`` → ``(i, ('run',))``) or a name its object pattern binds (``{run}`` →
    ``(i, ('run',))``); ``None`` for anything else (a string built-in applied, a rest
    element, an array pattern)."""
    if fn is None or callee.coded:
        return None
    for index, param in enumerate(fn.params):
        if param.rest:
            continue
        if param.name is not None and param.name == callee.name:
            return index, callee.path
        if param.name is None and callee.name in param.pattern:
            return index, (callee.name,) + callee.path
    return None


def handed_clients(calls: list[HandingCall], position: int, path: tuple[str, ...],
                   member: Callable[[Value, str], Value]
                   ) -> tuple[tuple[ClientV, tuple[HandingCall, ...]], ...]:
    """Each distinct client value member ``path`` of the argument at ``position`` is in
    every call of ``calls`` (``member(value, prop)`` reads one member), with the calls that
    hand it, in call order; ``()`` when there is no call, a call leaves the argument out,
    hands anything but a client value there, or more than :data:`MAX_HANDED` distinct ones
    are handed."""
    found: dict[ClientV, list[HandingCall]] = {}
    for call in calls:
        if position >= len(call.args):
            return ()
        value = call.args[position]
        for prop in path:
            value = member(value, prop)
        if not isinstance(value, ClientV):
            return ()
        found.setdefault(value, []).append(call)
    if len(found) > MAX_HANDED:
        return ()
    return tuple((client, tuple(handing)) for client, handing in found.items())
