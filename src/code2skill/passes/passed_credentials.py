"""Rule ``query.passed-credential``: a credential the page reads where it holds it and hands
down through function parameters to the request layer that puts it in the query.

Shape::

    function sendAPI(method, endpoint, api_key) { return fetch(`/api${endpoint}?api_key=${api_key}`) }
    function deleteRootFolder(id, api_key) { sendAPI('DELETE', `/rootfolder/${id}`, api_key) }
    usingApiKey().then(api_key => {                      // the getter reads storage or signs in
        row.onclick = e => deleteRootFolder(row.dataset.id, api_key);
    });

A query parameter named like a credential (rule ``query.held-credential``) whose value is a
parameter of the function making the request is normally what its caller gives. It is the
credential the client holds when every call of that function, followed up through the callers
that only pass their own parameter on (or one of a function enclosing them), starts from a
value the page reads itself: the result of a call (a getter such as ``usingApiKey()``, a
storage read), a response member, a global or the build's environment. A parameter of a
callback given to ``X.then(cb)`` is what ``X`` settles to (``usingApiKey().then(api_key =>
…)``). It is not so — and stays an input — when any call passes fixed text, a value read from
the page's DOM (a key typed into a form to be tested), a parameter no call fills, or anything
the tool cannot follow; a function nothing calls fills nothing. Calls that pass a parameter
back down a cycle (``fillList(api_key)`` calling ``deleteEntry(id, api_key)``, which calls
``fillList(api_key)`` again) add no value of their own: the parameters of a cycle are held
when every value entering it is. The walk is bounded (:data:`MAX_HOPS` calls up,
:data:`MAX_PARAMETERS` parameters, :data:`MAX_CALLERS` calls of one function; past a bound
nothing is proven) and memoised per parameter in the program's pass memo.

:func:`passed_sources` gives the places where the held values are read (one per starting
call), or ``None`` when the parameter is not proven held.
"""
from __future__ import annotations

from typing import Callable

from code2skill.facts import Call, Fn, Member
from code2skill.form_fields import is_field
from code2skill.recogniser_context import Frame
from code2skill.values import AltV, LitV, ParamV, StrV, Text, UnknownV, Value, Where

RULE = "query.passed-credential"
MEMO = "passed-credentials"
MAX_HOPS = 6            # calls followed up from the request's function
MAX_PARAMETERS = 128    # parameters visited up the calls
MAX_CALLERS = 64        # calls of one function followed
DOM = "dom:"            # the reason prefix of a value read from the page's DOM


def passed_sources(value: Value, program, start: Callable[[Value], bool] | None = None
                   ) -> tuple[Where, ...] | None:
    """The places (the calls passing a held value, or the promise a callback is given) when
    every parameter ``value`` reads is filled by every call up the chain with a value the
    page holds (module docstring; with ``start``, a value it accepts), else ``None``. The
    other choices of ``value`` must be such values too."""
    params = parameters_of(value, start)
    if not params:
        return None
    found: list[Where] = []
    for param in params:
        places = held_parameter(param, program, start)
        if places is None:
            return None
        found.extend(places)
    return tuple(dict.fromkeys(found))


def parameters_of(value: Value, start: Callable[[Value], bool] | None = None
                  ) -> list[ParamV] | None:
    """The parameters the choices of ``value`` (alternatives, the holes of a string) are,
    when every other choice is read by the page (:func:`read_by_page`; with ``start``, a
    value it accepts); ``None`` when one is not (a member of a parameter, fixed text, a DOM
    read)."""
    if isinstance(value, AltV):
        parts = [parameters_of(o, start) for o in value.options]
    elif isinstance(value, StrV):
        holes = [p.value for p in value.parts if not isinstance(p, Text)]
        parts = [parameters_of(h, start) for h in holes] if holes else [None]
    elif isinstance(value, ParamV):
        return None if value.path else [value]
    else:
        return [] if read_by_page(value) and (start is None or start(value)) else None
    if any(p is None for p in parts):
        return None
    return [param for found in parts for param in found]


def read_by_page(value: Value) -> bool:
    """Whether ``value`` is read by the page itself, not given: neither fixed text nor a
    value read from the DOM or a form field (what the user typed: rules ``value.form-field``,
    ``value.model-field``), nor a parameter."""
    if isinstance(value, (LitV, Text, ParamV)) or is_field(value):
        return False
    return not (isinstance(value, UnknownV) and value.reason.startswith(DOM))


def held_parameter(param: ParamV, program, start: Callable[[Value], bool] | None = None
                   ) -> tuple[Where, ...] | None:
    """The places where the held values filling ``param`` start, when every known call of
    its function, and of each function whose parameter those calls pass on, passes a value
    the page reads (module docstring; with ``start``, a value it accepts); ``None``
    otherwise. Memoised per parameter and test."""
    memo = program.pass_memo.setdefault(MEMO, {})
    root = (param.fid, param.name, start)
    if root not in memo:
        memo[root] = walk(param, program, start)
    return memo[root]


def walk(param: ParamV, program, start: Callable[[Value], bool] | None = None
         ) -> tuple[Where, ...] | None:
    """:func:`held_parameter` unmemoised: the parameters reached up the calls are the nodes
    of a graph whose edges are the parameters each call passes on; a node fails when a call
    passes anything else than held values and parameters, when nothing fills it, or past a
    bound, and a node with an edge to a failed one fails: ``param`` is held when it does
    not fail and some value enters the graph."""
    edges: dict[tuple[str, str], list[tuple[str, str]]] = {}
    failed: set[tuple[str, str]] = set()
    places: list[Where] = []
    queue = [(param, 0)]
    while queue:
        node, hops = queue.pop()
        key = (node.fid, node.name)
        if key in edges:
            continue
        edges[key] = []
        sent = filling_values(node, program) \
            if hops <= MAX_HOPS and len(edges) <= MAX_PARAMETERS else None
        if sent is None:
            failed.add(key)
            continue
        for value, place in sent:
            passed = parameters_of(value, start)
            if passed is None:
                failed.add(key)
                break
            if not passed:
                places.append(place)
            for up in passed:
                edges[key].append((up.fid, up.name))
                queue.append((up, hops + 1))
    changed = True
    while changed:
        changed = False
        for key, ups in edges.items():
            if key not in failed and any(up in failed for up in ups):
                failed.add(key)
                changed = True
    if (param.fid, param.name) in failed or not places:
        return None
    return tuple(dict.fromkeys(places))


def filling_values(param: ParamV, program) -> list[tuple[Value, Where]] | None:
    """What each call of ``param``'s function passes for it, with the call's place (or what
    the promise its callback is given settles to); ``None`` when nothing calls it, or more
    than :data:`MAX_CALLERS` do."""
    callers = program.callers.get(param.fid, ())
    if len(callers) > MAX_CALLERS:
        return None
    if callers:
        return [(program.called_with(param, param.fid, args), (path, span))
                for path, _caller, args, span in callers]
    settled = then_value(param, program)
    return [settled] if settled is not None else None


def then_value(param: ParamV, program) -> tuple[Value, Where] | None:
    """``(value, place)`` of the promise whose ``then(cb)`` gives ``param``, the first
    parameter of ``cb`` (``Program.then_promises``, :func:`then_promises`); ``None`` for any
    other function."""
    located = program.functions.get(param.fid)
    if located is None:
        return None
    _, fn = located
    if not fn.params or fn.params[0].name != param.name:
        return None
    return program.then_promises.get(param.fid)


def then_promises(program) -> dict[str, tuple[Value, Where]]:
    """``{fid: (value, place)}`` of every function written as the callback of a call's
    ``then`` in the function (or module body) it is nested in: ``X`` of ``X.then(cb)``, where
    ``X`` is a call, evaluated there. Computed during resolution
    (:func:`code2skill.program.resolve_program`; ``program``: the program being frozen, which
    answers ``calls_by_scope``, ``functions`` and ``value_of``), so the pass evaluates
    nothing."""
    found: dict[str, tuple[Value, Where]] = {}
    for (path, scope), sites in program.calls_by_scope.items():
        for site in sites:
            call = site.call
            if isinstance(call.callee, Member) and call.callee.prop == "then" and call.args \
                    and isinstance(call.args[0], Fn) and isinstance(call.callee.obj, Call):
                fid = call.args[0].fid
                located = program.functions.get(fid)
                if located is not None and located[0] == path and located[1].parent == scope \
                        and fid not in found:
                    found[fid] = (program.value_of(call.callee.obj, Frame(path, scope)),
                                  (path, call.callee.obj.span))
    return found
