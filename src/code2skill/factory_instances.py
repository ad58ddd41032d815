"""Instances a factory function makes from its parameters (rule ``this.factory-arguments``).

``export function createApi(base) { return new Api(base) }`` makes one ``Api`` per call, each
with the base its caller passes: ``createApi('/reports/v2').read('/daily')`` reads
``this.base`` as ``/reports/v2``, and ``createApi('/drafts')`` as ``/drafts``. The ``new``
inside the factory keeps its arguments (:attr:`~code2skill.values.InstanceV.args`) while they
name the factory's own parameters, so binding the call's arguments to them (the substitution
of what a call returns) gives each call's instance its own members, where the class's one
construction site would otherwise give every instance the factory's unbound parameter.

So each call of such a factory is a construction of the class too (:func:`factory_calls`):
a class only a factory makes, called once with ``'/reports/v2'``, has that base in every
method, as a ``new Api('/reports/v2')`` written there would; called with two bases, it has
two constructions that disagree, as two such ``new`` would.

A ``new`` in a class constructor is not a factory's: what a constructor passes on is bound
from its own class's construction (rule ``this.constructor-passes-on``)."""
from __future__ import annotations

from code2skill.recogniser_context import Frame
from code2skill.values import Value, Where, mentions_param

FACTORY_ARGUMENTS_RULE = "this.factory-arguments"


def factory_made(resolver, args: tuple[Value, ...], frame: Frame) -> bool:
    """True when ``args``, the arguments of a ``new`` evaluated in ``frame``, name a
    parameter of the function ``frame`` runs in and that function is no class constructor:
    the instance then keeps them, to be bound per call of the function."""
    if frame.fid is None:
        return False
    fn = resolver.function(frame.fid)
    if fn is None or (fn.class_name is not None and fn.name.endswith(".constructor")):
        return False
    scope = frozenset((frame.fid,))
    return any(mentions_param(a, scope) for a in args)


MAX_FACTORY_CALLS = 12        # calls of one factory read as constructions of its class


def factory_calls(resolver, args: tuple[Value, ...], frame: Frame, where: Where
                  ) -> list[tuple[Where, tuple[Value, ...]]]:
    """``(where, arguments)`` of each construction the ``new`` at ``where`` with ``args``
    evaluated in ``frame`` makes: when it is a factory's (:func:`factory_made`), one per call
    of the factory found (at most ``MAX_FACTORY_CALLS``), at that call, its parameters bound
    to the call's arguments, in source order; else, or when no call (or too many) is found,
    or a call passes a parameter of its own (``createApiClient(deps.fetch)``: what reaches
    the class is whatever that caller is given, read through the factory's parameter as
    before), ``[(where, args)]``."""
    if not factory_made(resolver, args, frame):
        return [(where, args)]
    calls = resolver.calls_of(frame.fid)
    if not calls or len(calls) > MAX_FACTORY_CALLS:
        return [(where, args)]
    made: list[tuple[Where, tuple[Value, ...]]] = []
    for call in calls:
        mapping = resolver.bind_args(frame.fid, call.args, 0)
        bound = tuple(resolver.substitute(a, frame.fid, mapping) for a in args)
        if any(mentions_param(a) for a in bound):
            return [(where, args)]           # (a caller's own parameter: the factory's stays)
        made.append((call.where, bound))
    return made
