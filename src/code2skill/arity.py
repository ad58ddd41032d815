"""Rule ``value.arity-test``: a function that shifts its parameters by how many arguments it
got (``if (arguments.length == 2) { opts = payload; payload = {}; }``, the jQuery-era way to
make a middle parameter optional) is read per call, with that call's argument count.

Shapes:

* ``arguments.length`` read in a non-arrow function that declares no local of that name is
  the parameter-like value ``ParamV(fid, '#arguments')`` (:func:`arity_read`); binding
  a call's arguments gives it the number of arguments the call passes
  (:func:`arity_binding`), unless a spread of unknown length is among them, so a test on it
  (``==``, ``===``, ``!=``, ``!==`` with a number) is decided per call.
* The writes under such a test are folded like guarded string writes
  (:func:`arity_guarded`, rule ``value.guarded-writes``) whatever they write, so a caller
  passing three arguments never sees ``payload = {}`` — the object it sent stays whole.
"""
from __future__ import annotations

from code2skill.facts import FunctionFact, LocalWrite, Member, Ref
from code2skill.values import LitV, ParamV, UnknownV, Value

# the name the argument count is bound under (no JavaScript parameter can be named so)
ARGUMENTS_LENGTH = "#arguments"


def arity_read(expr: object, fn: FunctionFact | None) -> ParamV | None:
    """``ParamV(fid, '#arguments')`` when ``expr`` is ``arguments.length`` read in
    ``fn``'s own ``arguments`` (a function, not an arrow, with no local ``arguments``);
    ``None`` otherwise."""
    if fn is None or fn.arrow or not isinstance(expr, Member) or expr.prop != "length":
        return None
    if not isinstance(expr.obj, Ref) or expr.obj.name != "arguments":
        return None
    if "arguments" in fn.writes or any(p.name == "arguments" for p in fn.params):
        return None
    return ParamV(fn.fid, ARGUMENTS_LENGTH)


def arity_binding(args: tuple[Value, ...]) -> LitV | None:
    """The argument count of a call whose argument values are ``args``: ``None`` when a
    spread of unknown length is among them (an unknown spread, or a rest parameter passed
    on, whose items are the parameter's numbered members)."""
    for arg in args:
        if isinstance(arg, UnknownV) and arg.reason == "spread":
            return None
        if isinstance(arg, ParamV) and arg.path and arg.path[-1].isdigit():
            return None
    return LitV(len(args))


def arity_test(write: LocalWrite) -> bool:
    """Whether one of the ``if`` tests ``write`` runs under compares ``arguments.length``
    with a number."""
    return any(isinstance(t.subject, Member) and t.subject.prop == "length"
               and isinstance(t.subject.obj, Ref) and t.subject.obj.name == "arguments"
               and isinstance(t.literal, int) and not isinstance(t.literal, bool)
               for t in write.guards or ())


def arity_guarded(reach: list[LocalWrite]) -> bool:
    """Whether every conditional write of ``reach`` runs under an ``arguments.length`` test
    (and there is one), so the writes may be folded per call whatever they write."""
    guarded = [w for w in reach if w.guards]
    return bool(guarded) and all(arity_test(w) for w in guarded)
