"""The values the call chains of a program pass one parameter of a function: one walk up the
callers, shared by the passes that read what a caller sends.

A request function's parameter is filled by its calls; a call that passes a parameter of its
own function on (``save(form) { return api.post('/x', form) }`` called as ``save(this.form)``
from ``submit(form)``…) hands the question to that function's calls. :func:`passed_values`
follows those chains and gives one :class:`Passed` per chain end, the chain as evidence::

    api(body)  <- save(body) at a.ts:3   <- submit(data) at b.ts:9   <- submit({x: 1}) at c.ts:2
    Passed(value=ObjV({x: 1}), chain=(a.ts:3, b.ts:9, c.ts:2), end=PASSED)

The calls of a function are the ones the resolver linked (``Program.callers``, prop callbacks
included) and the ones made through a hook it was handed to (rule
``wrapper.forwarded-function``, :func:`~code2skill.forwarded_calls.forwarded_calls`). A call's
argument is the one at the parameter's position (``None`` when left out), read at the
parameter's member path (``props.done``) by :meth:`Program.value_member`. The walk follows an
argument up when it is a parameter of the calling function read whole (no member path); any
other argument ends its chain as a :data:`PASSED` value. A chain also ends:

* :data:`UNCALLED` when it reaches a parameter of a function no call of which is known (the
  root's own function included: then the chain is empty); ``value`` is that parameter;
* :data:`UNKNOWN` when the parameter's function or its declaration is not in the program;
* :data:`CYCLE` when the parameter passed on belongs to a function already on the chain
  (recursion adds no value of its own: what enters the cycle is found on the chain's other
  branches); ``value`` is that parameter;
* :data:`LIMIT` when the parameter passed on would need a call more than :data:`MAX_HOPS`
  away from the root; ``value`` is that parameter.

Hop limit: :data:`MAX_HOPS` calls (the root's own calls are hop 1). Cycle rule: a function
appears at most once on a chain. The ends are listed in the order a depth-first walk meets
them (calls in the order the program lists them). Pure over the resolved program; memoised per
``(function, parameter, member path)`` in the program's pass memo; never raises.
"""
from __future__ import annotations

from dataclasses import dataclass

from code2skill.forwarded_calls import forwarded_calls
from code2skill.values import ParamV, Value, Where

MEMO = "caller-chains"
MAX_HOPS = 4            # calls followed up from the parameter's own function
PASSED = "passed"       # the chain's last call passes a value that is no parameter read whole
UNCALLED = "uncalled"   # the chain reaches a parameter of a function nothing calls
UNKNOWN = "unknown"     # the parameter's function or declaration is not in the program
CYCLE = "cycle"         # the parameter passed on is of a function already on the chain
LIMIT = "limit"         # the parameter passed on is past MAX_HOPS calls


@dataclass(frozen=True, slots=True)
class Passed:
    """One end of a call chain: ``value`` the argument its last call passes (``None``: left
    out) or the parameter the chain stopped at, ``chain`` the places of its calls from the
    root's caller outwards (empty for the root itself), ``end`` one of :data:`PASSED`,
    :data:`UNCALLED`, :data:`UNKNOWN`, :data:`CYCLE`, :data:`LIMIT`."""

    value: Value | None
    chain: tuple[Where, ...]
    end: str

    @property
    def where(self) -> Where | None:
        """The place of the call that passes ``value`` (the chain's last), else ``None``."""
        return self.chain[-1] if self.chain else None


@dataclass(frozen=True, slots=True)
class Chains:
    """What :func:`passed_values` found for one parameter: ``ends`` in walk order and
    ``calls`` the number of calls read (a measure of the work, for the passes' budgets)."""

    ends: tuple[Passed, ...]
    calls: int


def passed_values(program, param: ParamV) -> Chains:
    """The ends of every call chain filling ``param`` (module docstring), memoised per
    ``(param.fid, param.name, param.path)``."""
    memo = program.pass_memo.setdefault(MEMO, {})
    key = (param.fid, param.name, param.path)
    found = memo.get(key)
    if found is None:
        ends: list[Passed] = []
        calls = walk(program, param, (), frozenset({param.fid}), ends)
        found = memo[key] = Chains(tuple(ends), calls)
    return found


def walk(program, param: ParamV, chain: tuple[Where, ...], on_chain: frozenset[str],
         ends: list[Passed]) -> int:
    """Add to ``ends`` the chain ends of ``param`` reached by ``chain`` (the functions of
    which are ``on_chain``); the number of calls read."""
    entry = program.functions.get(param.fid)
    index = next((i for i, p in enumerate(entry[1].params) if p.name == param.name),
                 None) if entry is not None else None
    if index is None:
        ends.append(Passed(param, chain, UNKNOWN))
        return 0
    calls = [*program.callers.get(param.fid, ()), *forwarded_calls(program, param.fid)]
    if not calls:
        ends.append(Passed(param, chain, UNCALLED))
        return 0
    read = len(calls)
    for path, _caller, args, span in calls:
        arg = args[index] if index < len(args) else None
        for prop in param.path:
            arg = program.value_member(arg, prop) if arg is not None else None
        here = (*chain, (path, span))
        if not (isinstance(arg, ParamV) and not arg.path):
            ends.append(Passed(arg, here, PASSED))
        elif arg.fid in on_chain:
            ends.append(Passed(arg, here, CYCLE))
        elif len(here) >= MAX_HOPS:
            ends.append(Passed(arg, here, LIMIT))
        else:
            read += walk(program, arg, here, on_chain | {arg.fid}, ends)
    return read
