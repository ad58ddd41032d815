"""Method-dispatch envelopes: JSON-RPC and its kin posted to one URL.

A JSON-RPC client posts every call to one endpoint through one wrapper, and the business
operation is the body's ``method`` member (``{jsonrpc: '2.0', id: 'webui', method:
'torrent_get', params: {…}}``; an XML-RPC-like ``{method, params}``; Transmission's older
``{method, arguments, tag}``). Such a body is an *envelope*: an object with a ``method`` member
beside at least one of :data:`ENVELOPE_MEMBERS` (the protocol's version or the argument
container; an ``id`` alone names a record as often as a call), whose method is no HTTP method
name (``{method: 'POST', url}`` or ``{method: 'get', params}`` describes a request to forward,
not an operation).

Rules:

* ``wrapper.rpc-method-arguments`` (:meth:`code2skill.resolution.specialise.Specialise.rpc_methods`): a
  wrapper whose envelope's method comes from its callers (the whole body is its parameter, or
  the method member is) is one request per call, so each call's method reaches the request; a
  call that hands on a parameter of its own is followed to its callers in turn, at most
  ``MAX_CALLER_HOPS`` calls up.
* ``cluster.rpc-method`` (:mod:`code2skill.passes.discriminator`): the calls of one endpoint
  that send envelopes are one operation per method each call provably sends (a literal, a
  constant, each arm of a ternary), the method pinned in the Tool.
* ``name.rpc-method`` and ``side-effect.rpc-method-words`` (:mod:`code2skill.contract.build`): such
  a Tool is named by the method's words in its own order (``torrent_get`` → ``torrent_get``,
  ``core.playback.play`` → ``core_playback_play``) and takes the side effect the words prove as
  a procedure's name does (:func:`~code2skill.passes.procedure_names.procedure_effect`:
  ``torrent_remove`` deletes, ``session_get`` reads); words that prove none keep the POST's
  reviewed guess.
* ``cluster.rpc-unproven-method``: the calls of such an endpoint whose method the source does
  not prove (a string from outside, a wrapper's parameter no call fills) make no Tool (one
  taking the method as a free input would run any method): a medium review item of no
  capability quotes the wrapper, the call sites and the methods proven there.

Not read: a batch (an array of envelopes), a whole body handed on through a second wrapper
(``send(data)`` calling ``rpc(data)``: the callers of ``send`` are not climbed), and envelopes
whose members a library adds (``json-rpc-2.0``'s ``JSONRPCClient``).
"""
from __future__ import annotations

from code2skill.values import AltV, ObjV, ParamV, Value, literal_of

SPLIT_RULE = "cluster.rpc-method"
UNPROVEN_RULE = "cluster.rpc-unproven-method"
NAME_RULE = "name.rpc-method"
EFFECT_RULE = "side-effect.rpc-method-words"
ARGUMENT_RULE = "wrapper.rpc-method-arguments"

METHOD = "method"
# members that, beside ``method``, make an object a method-dispatch envelope
# (an ``id`` alone proves none: ``{id: 5, method: 'delete'}`` names a record and an action)
ENVELOPE_MEMBERS = frozenset({"jsonrpc", "params", "arguments"})
# a ``method`` member that names the HTTP method of a request to forward (any case)
HTTP_METHODS = frozenset({"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"})


def envelope_method(body: Value | None) -> Value | None:
    """The ``method`` member's value of an envelope ``body`` (an object with a ``method``
    member beside one of :data:`ENVELOPE_MEMBERS`, the method no HTTP method name in any
    case), else ``None``."""
    if not isinstance(body, ObjV):
        return None
    keys = {p.key for p in body.props if p.key is not None}
    method = body.get(METHOD)
    if method is None or not keys & ENVELOPE_MEMBERS:
        return None
    literal = literal_of(method)
    return None if isinstance(literal, str) and literal.upper() in HTTP_METHODS else method


def method_options(method: Value | None) -> tuple[str, ...] | None:
    """The method names a ``method`` value provably is: the literal, or each literal a
    condition chooses between (``noqueue ? 'torrent_start_now' : 'torrent_start'``);
    ``None`` when any option is not a string literal."""
    literal = literal_of(method)
    if isinstance(literal, str):
        return (literal,)
    if not isinstance(method, AltV) or method.kind != "any":
        return None
    found = tuple(literal_of(o) for o in method.options)
    return found if found and all(isinstance(o, str) for o in found) else None  # type: ignore


def open_method(body: Value | None, fid: str | None) -> ParamV | None:
    """The parameter of function ``fid`` a body's method comes from: the whole body when it is
    that parameter (``sendRequest(data)`` posting ``JSON.stringify(data)``), or the envelope's
    ``method`` member when it is (``call(method, params)`` posting ``{jsonrpc, method,
    params}``); ``None`` otherwise."""
    if fid is None:
        return None
    value = body if isinstance(body, ParamV) else envelope_method(body)
    if isinstance(value, ParamV) and value.fid == fid and not value.path:
        return value
    return None


def unproven_note(body: Value | None) -> str:
    """What a call whose envelope method is unproven sends at ``method``, for its review
    item (``'method' is form.method.value, from a parameter no call fills with a literal``)."""
    method = envelope_method(body)
    if method is None:
        return "the body is an object the source does not show"
    if isinstance(method, ParamV):
        said = ".".join((method.name,) + method.path)
        return f"'method' is {said}, from a parameter no call fills with a literal"
    return "'method' is a value the source does not fix"

