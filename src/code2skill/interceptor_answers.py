"""Rule ``axios.response-unwrap``: what a client's response interceptor hands its callers.

An axios response interceptor's fulfilment handler replaces the value every request of its
client resolves to::

    api.interceptors.response.use((response) => response.data)   // callers get the body
    api.interceptors.response.use(({ data }) => data)
    rpc.interceptors.response.use(function (r) { …; return r.data.result })   // a member of it
    api.interceptors.response.use((r) => { log(r); return r })   // the response itself
    api.interceptors.response.use((r) => camelize(r.data))       // something else

:func:`answer_shape` reads the handler once, calling it with a probe response (the library's
response with no call site) and keeping what it returns: a response value entering the body
(``response.data``, or a member of it: ``response.data.result``) or the response itself is
proven; an early return of a rejection (``return Promise.reject(e)``) hands callers nothing
and is left out; anything else (a transform, a value built from the body) is unknown, and
callers then read no field of the body nor of the library's response (:data:`UNKNOWN`).
:func:`answered` applies the shape to the response of one call. The shapes are setup facts
``("answer", shape, where)`` of the client they are registered on (:mod:`extractors.axios`).
A registration that runs only under a condition (``if (process.env.NODE_ENV ===
'development') api.interceptors.response.use(…)``) or on a client one of whose response
interceptors is ejected (``api.interceptors.response.eject(id)``) may or may not apply when a
call is made: its shape is :data:`UNSURE` (unknown), never the unwrap, so no status or header
of the response is shown as a field of the body.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Call, Expr, Member, Ref
from code2skill.values import ClientV, LibV, ResponseV, Value

# ``ResponseV.entry`` of an answer an interceptor transformed: no member enters the body, so
# no read of the caller is a field of it (nor of the library's own response)
UNKNOWN = "<transformed by a response interceptor>"
# the answer of an interceptor that may or may not apply (registered under a condition, or on
# a client whose response interceptor is ejected): the callers' reads are of no known shape
UNSURE = ResponseV((), "axios", entry=UNKNOWN)


def answer_shape(program, fid: str, lib: str) -> ResponseV | None:
    """What the fulfilment handler ``fid`` of a ``lib`` client's response interceptor returns
    for a probe response, as a :class:`ResponseV` with no call site: ``body``/``path``/
    ``entry`` say how a call's response reaches its callers (``None``: the response itself,
    nothing to change). A return of a rejection is left out; a value that is no response of
    the probe, or returns that disagree, give the :data:`UNKNOWN` entry."""
    from code2skill.recogniser_context import Frame

    probe = ResponseV((), lib)
    found = program.function_facts(fid)
    if found is None:
        return replace(probe, entry=UNKNOWN)
    path, fn = found
    shapes = {program.with_arguments(program.evaluate(expr, Frame(path, fid)), fid, (probe,))
              for expr in fn.returns if not rejection(expr)}
    shape = next(iter(shapes)) if len(shapes) == 1 else None
    if not isinstance(shape, ResponseV) or shape.sites:
        return replace(probe, entry=UNKNOWN)
    return None if shape == probe else shape


def ejected_answers(facts: list[tuple]) -> list[tuple]:
    """A client's setup ``facts`` once one of its response interceptors is ejected: each
    ``("answer", shape, where)`` made :data:`UNSURE` (which interceptor is ejected, and
    whether before a given call, is a matter of run time)."""
    return [(kind, UNSURE if kind == "answer" else value, where)
            for kind, value, where in facts]


def rejection(expr: Expr) -> bool:
    """Whether the returned ``expr`` is ``Promise.reject(…)``: callers see an error, not an
    answer."""
    return isinstance(expr, Call) and isinstance(expr.callee, Member) \
        and expr.callee.prop == "reject" and isinstance(expr.callee.obj, Ref) \
        and expr.callee.obj.name == "Promise"


def answered(response: ResponseV, shape: ResponseV | None) -> ResponseV:
    """``response`` as the interceptor with ``shape`` (:func:`answer_shape`) hands it on."""
    if shape is None:
        return response
    return replace(response, body=shape.body, path=shape.path, entry=shape.entry)


def client_answer(setup: dict, callee: Value) -> ResponseV | None:
    """The answer shape of the response interceptor registered on the client ``callee`` is a
    member of (an instance: ``ClientV``, keyed by its creating call; the library itself:
    keyed by its id), from the resolver's ``setup`` facts; ``None`` without one. Two
    interceptors on one client chain, the later one reading what the earlier returned: only
    one is followed, more give the :data:`UNKNOWN` shape unless all agree."""
    facts = setup.get(getattr(callee, "lib", None))
    if not isinstance(facts, dict) or not isinstance(callee, (ClientV, LibV)):
        return None
    key = callee.where if isinstance(callee, ClientV) else callee.lib
    shapes = {value for kind, value, _ in facts.get(key, ()) if kind == "answer"}
    if len(shapes) > 1:
        return ResponseV((), callee.lib, entry=UNKNOWN)
    return next(iter(shapes), None)
