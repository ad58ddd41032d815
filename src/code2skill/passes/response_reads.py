"""Pass: the response fields the client reads, as the smallest source-proven output schema.

Rule ``output.response-read``: a member chain (``data.article.slug``) read anywhere in a
function — in a return value, a local's initialiser, an assignment (to a member, to the
function's own local, or to a variable it does not declare: a callback keeping the answer in
its component's or module's state, ``backupCodes = response.data.backup_codes``), a call's
callee or arguments, a spread (``[...pins, response.data.pin]``), or a test (the condition of
an ``if`` around any of these, of an envelope check, ``!!resp.data.allowed``, a ternary's
condition) — whose object the resolver proves to be inside the body of a recognised request
(:class:`~code2skill.values.ResponseV`, through ``await``, ``.then(cb)``, ``.data``/``.json()``,
destructuring and wrapper functions, the same rule ``dataflow.response-value`` as preconditions)
is a field that request's response has. Items of an array the client iterates
(``data.articles.map(a => a.title)``, also ``forEach``/``filter``/``find``/``some``/``every``/
``reduce``'s second parameter, or an index ``articles[0]``) are read through ``[]``, which also
proves the array; any other method called on a chain (``data.id.toString()``) reads the chain,
and so does a method that strings share (``includes``, ``indexOf``, ``slice`` …) called on
another method's result (``user.email.toLowerCase().includes(q)`` reads ``email``, no list).

The schema built from the reads (:func:`read_schema`) names only what is read: objects are
proven by a member read on them, arrays by iteration; leaves have no type (nothing proves one),
nothing is required and other members may exist. A read whose request several endpoints may
have issued proves nothing and is dropped, as in preconditions.

Rule ``output.error-branch``: a read under a ``fetch`` response's failure test (``if
(!response.ok) { const data = await response.json(); throw new Error(data.error) }``), under
a success flag of the answer found false (``!res.data.success``, the ``else`` of ``if
(res.data.success)``: :func:`failure_test`) or in the failing branch of an envelope check
(:class:`~code2skill.facts.EnvelopeCheck`) reads the error body, not the Tool's output: it is
no field of the output schema (the error reads are :mod:`.errors`').
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import reduce

from code2skill.contract.models import Evidence
from code2skill.evidence import observed
from code2skill.extractors.jquery_answers import JQXHR_MEMBERS
from code2skill.facts import (
    Alt, Arr, Call, Expr, Fn, FunctionFact, Hole, Index, Lit, Member, Obj, Ref, Spread, Test,
    Tmpl, Typed, within,
)
from code2skill.normalize import Observed
from code2skill.passes.cluster import endpoint_key
from code2skill.passes.errors import failed_response
from code2skill.passes.kept_state import RULE as KEPT_RULE, Kept, kept_response, kept_states
from code2skill.passes.preconditions import issuer_chain, responses_in
from code2skill.passes.schema import pointer
from code2skill.resolution.expressions import RECURSION_CUT
from code2skill.resolution.shared import SPLIT_RULES, decide_test, response_member
from code2skill.recogniser_context import Frame
from code2skill.values import (AltV, ArrV, LitV, ObjV, ParamV, ResponseV, StrV, UnknownV, Value,
                              Where, page_path)

ITEM = "[]"                       # path step: an item of an array
ITEM_CALLBACKS = {"map": 0, "forEach": 0, "filter": 0, "find": 0, "findIndex": 0, "some": 0,
                  "every": 0, "flatMap": 0, "reduce": 1}   # method → index of the item param
ARRAY_METHODS = frozenset(ITEM_CALLBACKS) | {"slice", "concat", "includes", "indexOf", "join",
                                             "sort", "reverse", "at"}
JQUERY_NAMES = frozenset({"$", "jQuery"})    # the page globals jQuery's each is read off
# first parameter names of a $.each callback that say it counts the items of a list
INDEX_NAMES = frozenset({"i", "j", "n", "ii", "ix", "idx", "index", "pos", "position", "num",
                         "count", "counter", "row", "rowindex", "itemindex"})
SUCCESS_FLAGS = frozenset({"success", "ok", "succeeded", "isSuccess"})  # false: it failed
MAX_ITEM_DEPTH = 3                 # nested iterations followed (items of items of items)
MAX_ENCLOSING = 8                  # enclosing functions whose names a chain may start at


@dataclass(frozen=True, slots=True)
class Read:
    """A member path read from the body of ``issuer``'s response at ``where``; ``path`` uses
    ``[]`` for array items (``('articles', '[]', 'slug')``)."""

    issuer: Observed
    path: tuple[str, ...]
    where: Where
    rule: str = "output.response-read"     # output.state-kept-response through kept state


@dataclass(frozen=True, slots=True)
class Chain:
    """A read found in a function: the member chain, whether the client iterates it
    (``items_fid`` is then the callback whose parameter ``items_param`` is each item), and
    the conditions of the ``if``s around it in its function, where known (``guards``)."""

    expr: Expr
    iterated: bool = False
    items_fid: str | None = None
    items_param: int = 0
    guards: tuple[Expr, ...] = ()


def response_reads(calls: list[Observed], program) -> dict[tuple, list[Read]]:
    """The reads of each endpoint's response, keyed by
    :func:`~code2skill.passes.cluster.endpoint_key`, in source order (file, line, column) and
    without repeats: each of the ``program``'s :attr:`~code2skill.program.Program.response_flows`
    whose response one of the observed ``calls`` issued (:func:`issuer_chain`). A read of the
    response of a call written as one call per literal of its path (rule
    ``path.literal-operations``), or split into one call per call of its wrapper
    (:func:`split_from`), is a read of each of them; when an ``if`` around the read tests a
    value the caller passes (``if (data.actionType === 'login')``), only of those split at a
    call whose arguments prove it true (:func:`caller_decided`)."""
    by_sites: dict[tuple[Where, ...], Observed] = {}
    literal: dict[tuple[Where, ...], list[Observed]] = {}
    for call in calls:
        chain = tuple(s.where for s in call.sites)
        by_sites.setdefault(chain, call)
        if call.literal_segments:
            literal.setdefault(chain, []).append(call)
        for parent in split_from(call):
            by_sites.setdefault(parent, call)
            literal.setdefault(parent, []).append(call)
    found: list[Read] = []
    for response, where, runs in program.response_flows:
        chain = issuer_chain(response, by_sites)
        issuers = literal.get(chain, [by_sites[chain]]) if chain is not None else []
        if runs is not None:             # whether it runs differs per call of the wrapper
            issuers = [each for each in issuers if each.sites[0].where in runs
                       or tuple(s.where for s in each.sites) == chain]
        rule = KEPT_RULE if where in program.kept_reads else "output.response-read"
        found.extend(Read(each, read_path(response.path), where, rule) for each in issuers)
    reads: dict[tuple, list[Read]] = {}
    seen = set()
    for read in sorted(found, key=lambda r: (r.where[0], r.where[1], r.path)):
        key = endpoint_key(read.issuer)
        if (key, read.path, read.where) not in seen:
            seen.add((key, read.path, read.where))
            reads.setdefault(key, []).append(read)
    return reads


def split_from(call: Observed) -> Iterator[tuple[Where, ...]]:
    """The site chains of the calls ``call`` was split from, nearest first: while its outermost
    hop is a caller's call a template emitted at its wrapper was split into
    (:data:`~code2skill.resolution.shared.SPLIT_RULES`, ``login()`` of ``wrapper({actionType:
    'login'})``), the chain without that hop: the wrapper's own code, which reads the
    response, runs for each call."""
    sites = call.sites
    while len(sites) > 1 and sites[0].rule in SPLIT_RULES:
        sites = sites[1:]
        yield tuple(s.where for s in sites)


def response_flows(program) -> tuple[tuple[ResponseV, Where, frozenset[Where] | None], ...]:
    """:func:`read_flows` without the kept-state mark."""
    return tuple(flow[:3] for flow in read_flows(program))


def read_flows(program) -> tuple[tuple[ResponseV, Where, frozenset[Where] | None, bool], ...]:
    """Every member chain of every function read from the body of one request's response:
    ``(response, where, runs)``, the response's ``path`` the members read (``[]`` for an
    item), ``where`` the chain and ``runs`` the calls it runs for when an ``if`` around it
    tests a parameter's value (:func:`caller_decided`, else ``None``), in discovery order.
    Computed during resolution (:func:`code2skill.program.resolve_program`; ``program``
    answers ``value_of``,
    ``called_with``, ``callers``, ``response_callbacks``, ``calls_by_scope`` and ``modules``),
    so the pass above evaluates nothing. The last element says whether the chain reads an
    answer kept whole in state (rule ``output.state-kept-response``, :mod:`.kept_state`):
    a name a setter or an assignment fills with a response, read in the function declaring
    it or one inside it."""
    found: list[tuple[ResponseV, Where, frozenset[Where] | None, bool]] = []
    passed: dict[tuple[str, str], list[ResponseV]] = {}
    kept = kept_states(program, lambda expr, path, fn: chain_responses(
        expr, path, fn, program, {}, passed))
    kept_names = {(path, name) for path, _, name in kept}
    pending: list[tuple[str, FunctionFact, Chain]] = []
    for path, module in sorted(program.modules.items()):
        names = {name for at, name in kept_names if at == path}
        for fn in module.functions.values():
            pending.extend((path, fn, chain) for chain in function_chains(fn, program, path,
                                                                          names)
                           if not any(map(failure_test, chain.guards)))  # error-branch
    # item callback fid → the responses whose items its parameter is (filled as found)
    items: dict[str, list[tuple[ResponseV, int]]] = {
        chain.items_fid: [] for _, _, chain in pending if chain.items_fid is not None}
    for _ in range(MAX_ITEM_DEPTH + 1):
        retry = []
        for path, fn, chain in pending:
            held = state_read(chain.expr, path, fn, program, kept)
            responses = held if held is not None else \
                chain_responses(chain.expr, path, fn, program, items, passed)
            if responses is None:
                retry.append((path, fn, chain))
                continue
            for response in responses:
                if chain.iterated:
                    response = replace(response, path=response.path + (ITEM,))
                    if chain.items_fid is not None:
                        items[chain.items_fid].append(
                            (response, chain.items_param))
                if read_path(response.path) and proves(response):
                    found.append((response, (path, chain.expr.span),
                                  caller_decided(chain.guards, path, fn, program),
                                  held is not None))
        if len(retry) == len(pending):
            break
        pending = retry
    return tuple(found)


def proves(response: ResponseV) -> bool:
    """Whether a read of ``response`` proves a field of the answer (rule ``jquery.answer``):
    not when it starts at a member of jQuery's request object rather than of its answer
    (``data.responseJSON.error``: a function handed both the answer by ``done`` and the jqXHR
    by ``fail``); for an answer whose type the library guesses from the server's content type
    (``ResponseV.guessed``), only a chain reading a member proves it an object
    (``info.version``, ``items[].name``): ``text.indexOf('x')`` may read a string."""
    path = read_path(response.path)
    if response.lib == "jquery" and path[:1] and path[0] in JQXHR_MEMBERS:
        return False
    return not response.guessed or any(step != ITEM for step in path)


def state_read(expr: Expr, path: str, fn: FunctionFact, program, kept: Kept
               ) -> list[ResponseV] | None:
    """Rule ``output.state-kept-response``: the responses the chain ``expr`` reads through a
    name that keeps a whole answer (:func:`~.kept_state.kept_response`), else ``None``."""
    if not kept:
        return None
    root, steps = split_chain(expr)
    if not isinstance(root, Ref) or steps is None:
        return None               # (no steps: the kept list itself, iterated: items.map(…))
    return kept_response(kept, program, path, fn, root.name, steps)


def failure_test(guard: Expr) -> bool:
    """Rule ``output.error-branch``: whether the condition ``guard`` holds where the request
    failed: a ``fetch`` response's ``!res.ok`` (:func:`~.errors.failed_response`), or a success
    flag of the answer found false (``!res.data.success``, ``res.data.ok === false``, the
    ``else`` of ``if (res.data.success)``)."""
    if failed_response(guard):
        return True
    if not isinstance(guard, Test) or not isinstance(guard.subject, Member) or \
            guard.subject.prop not in SUCCESS_FLAGS:
        return False
    return guard.op == "falsy" or (guard.op, guard.literal) in (("===", False), ("!==", True),
                                                                ("==", False), ("!=", True))


def caller_decided(guards: tuple[Expr, ...], path: str, fn: FunctionFact, program
                   ) -> frozenset[Where] | None:
    """The calls a read in ``fn`` of ``path`` runs for when one of ``guards``, the
    conditions around it, tests a parameter's value (``data.actionType === 'login'``,
    ``data`` a parameter of ``fn`` or of a function around it, no callback handed a
    response): the places of the calls of that parameter's function whose arguments prove
    every such test true (``login()`` of ``f({actionType: 'login'})``), ``frozenset()`` when
    none does; ``None`` when no guard tests a parameter (a test of the response,
    ``res.data.status``, or of anything else decides nothing)."""
    frame = Frame(path, fn.fid)
    runs: frozenset[Where] | None = None
    for guard in guards:
        test = guard if isinstance(guard, Test) else Test("truthy", guard)
        value = program.value_of(test.subject, frame)
        if not isinstance(value, ParamV) or next(
                responses_in(replace(value, path=()), None, program, 0), None) is not None:
            continue
        holds = frozenset((at, span) for at, _, args, span in program.callers.get(value.fid, ())
                          if decide_test(program.called_with(value, value.fid, args),
                                         test.op, test.literal) is True)
        runs = holds if runs is None else runs & holds
    return runs


def read_path(path: tuple[str, ...]) -> tuple[str, ...]:
    """Body member steps as a read path: an index (``articles.0.title``) is an item; a final
    ``length`` reads the value before it (an array or a string: no member of it), and so does
    a final index (``name[0]``: a string's first character or a list's first item, unproven
    which); a page of an infinite query is read as its own body
    (:func:`~code2skill.values.page_path`)."""
    if path[-1:] and path[-1].isdigit():
        path = path[:-1]
    steps = page_path(tuple(ITEM if step.isdigit() else step for step in path))
    return steps[:-1] if steps[-1:] == ("length",) else steps


def chain_responses(expr: Expr, path: str, fn: FunctionFact, program,
                    items: dict[str, list[tuple[ResponseV, int]]],
                    passed: dict[tuple[str, str], list[ResponseV]]) -> list[ResponseV] | None:
    """The response bodies ``expr`` is read from (one endpoint only, else none); ``None``
    when it reads an item parameter of a callback not yet known to iterate a response.
    ``passed`` caches the responses each parameter ``(fid, name)`` is given by callers."""
    root, steps = split_chain(expr)
    frame = Frame(path, fn.fid)
    value = program.value_of(root, frame)
    if not isinstance(value, (ResponseV, ParamV, AltV, ObjV, ArrV)):
        return []                         # the chain starts at no response: nothing to read
    if steps and helper_built(value, steps[0]):
        return []                         # rule output.helper-built-member
    if not isinstance(value, ParamV) or steps is None:
        value = program.value_of(expr, frame)
        if isinstance(value, UnknownV) and value.reason == RECURSION_CUT:
            return []                     # nested too deeply to read
    if isinstance(value, ParamV) and steps is not None:
        value = replace(value, path=value.path + steps)
    item = item_response(value, fn, items)
    if item is not None:
        return item or None               # known once the iterated value is
    if isinstance(value, ParamV):
        key = (value.fid, value.name)
        if key not in passed:
            passed[key] = [r for r, _ in responses_in(replace(value, path=()), None, program, 0)]
        responses = [reduce(response_member, value.path, r) for r in passed[key]]
    else:
        responses = [r for r, _ in responses_in(value, None, program, 0)]
    responses = [r for r in responses if r.body]
    return responses if len({r.sites for r in responses}) == 1 else []


def helper_built(value: Value, key: str) -> bool:
    """Rule ``output.helper-built-member``: whether member ``key`` of ``value`` (what a
    request helper returns: ``return { statusCode: 401 }`` beside ``return data.json()``, or
    ``{ ...json, statusCode: data.status }``, or ``{ error: '…' }`` in a catch) is written by
    an object literal the client builds itself, as a value holding no response body (a
    literal, the status of the response, an unknown: :func:`built_here`): a read of that
    member is explained by the literal and proves no field of the server's answer. A member
    the literal fills from the body (``{ total: json.total_secrets }``) is still read through
    to the body."""
    for option in value.options if isinstance(value, AltV) else (value,):
        member = option.get(key) if isinstance(option, ObjV) else None
        if member is not None and built_here(member, MAX_ITEM_DEPTH):
            return True
    return False


def built_here(value: Value, depth: int) -> bool:
    """Whether ``value`` is one the client builds without a response body: a literal, a
    text, the status or headers of a response (not its body), an unknown value, or an
    object, array or choice of only such values within ``depth`` levels. Any other value
    (a body, a parameter, a value kind this does not know) is not, so its read is kept."""
    if depth < 0:
        return False
    if isinstance(value, (LitV, StrV, UnknownV)):
        return True
    if isinstance(value, ResponseV):
        return not value.body
    if isinstance(value, ObjV):
        return all(built_here(p.value, depth - 1) for p in value.props)
    if isinstance(value, ArrV):
        return all(built_here(i, depth - 1) for i in value.items)
    if isinstance(value, AltV):
        return all(built_here(o, depth - 1) for o in value.options)
    return False


def split_chain(expr: Expr) -> tuple[Expr, tuple[str, ...] | None]:
    """``a.b.c`` → ``(a, ('b', 'c'))``; steps are ``None`` when an index is computed."""
    steps: list[str] = []
    while isinstance(expr, (Member, Index)):
        if isinstance(expr, Index):
            return expr, None
        steps.append(expr.prop)
        expr = expr.obj
    return expr, tuple(reversed(steps))


def item_response(value: Value, fn: FunctionFact, items: dict[str, list[tuple[ResponseV, int]]]
                  ) -> list[ResponseV] | None:
    """For a parameter of an item callback: the item's response paths (``[]`` while the
    callback is not yet known to iterate one); ``None`` for any other value."""
    if not isinstance(value, ParamV) or value.fid != fn.fid or fn.fid not in items:
        return None
    index = next((i for i, p in enumerate(fn.params)
                  if p.name == value.name or value.name in p.pattern), None)
    if index is None:
        return None
    param = fn.params[index]
    prefix = (value.name,) if param.name != value.name else ()
    return [replace(response, path=response.path + prefix + value.path)
            for response, at in items.get(fn.fid, []) if at == index]


def function_chains(fn: FunctionFact, program, path: str,
                    kept: frozenset[str] | set[str] = frozenset()) -> Iterator[Chain]:
    """The maximal member chains of ``fn``'s returns, locals, assignments (its writes to
    names it does not declare too) and calls, and of the conditions around them and of its
    envelope checks, rooted at a parameter or local of ``fn`` or of a function around it (a
    handler reading its component's ``data``), or at a call, so module constants and
    ``this`` members are never evaluated here (but the ``kept`` names of its module that hold
    an answer kept whole: rule ``output.state-kept-response``); none in the failing branch
    of an envelope check (rule ``output.error-branch``). The expressions its markup shows
    count (:attr:`~code2skill.facts.FunctionFact.rendered`)."""
    names = scope_names(fn) | set(kept)
    outer = program.modules[path].functions.get(fn.parent) if fn.parent else None
    for _ in range(MAX_ENCLOSING):              # a handler reading its component's locals
        if outer is None:
            break
        names |= scope_names(outer)
        outer = program.modules[path].functions.get(outer.parent) if outer.parent else None
    written = {id(w.value): w.guards or () for ws in fn.writes.values() for w in ws}
    exprs: list[tuple[Expr, tuple[Expr, ...]]] = [
        (e, guards or ()) for e, guards in zip(fn.returns, fn.return_guards)] \
        if len(fn.return_guards) == len(fn.returns) else [(e, ()) for e in fn.returns]
    exprs.extend((e, written.get(id(e), ())) for values in fn.locals.values() for e in values)
    exprs.extend((a.value, a.guards or ((a.guard,) if a.guard is not None else ()))
                 for a in (*fn.assignments, *fn.outer_writes, *fn.enclosing_writes))
    for site in program.calls_by_scope.get((path, fn.fid), []):
        guards = site.guards or ((site.guard,) if site.guard is not None else ())
        exprs.append((site.call, guards))
        exprs.extend((arg, guards) for _, args, _, _ in site.chain for arg in args)
    exprs.extend((e, ()) for e in fn.rendered)        # rule output.response-read
    exprs.extend(tested(exprs))
    exprs.extend((check.subject, ()) for check in fn.envelope_checks)
    failing = tuple(check.action for check in fn.envelope_checks)
    seen: set[int] = set()
    for expr, guards in exprs:
        yield from (replace(c, guards=guards) for c in chains_in(expr, seen, program.functions)
                    if rooted(c.expr, names)
                    and not any(within(c.expr.span, arm) for arm in failing if c.expr.span))


def scope_names(fn: FunctionFact) -> set[str]:
    """The names ``fn`` binds: its parameters (destructured ones too) and locals."""
    return {p.name for p in fn.params if p.name} | {n for p in fn.params for n in p.pattern} \
        | set(fn.locals)


def tested(exprs: list[tuple[Expr, tuple[Expr, ...]]]) -> list[tuple[Expr, tuple[Expr, ...]]]:
    """Rule ``output.response-read``: the conditions of the ``if``s around ``exprs``
    (``if (response.data.success) { … }``) as reads, each under the conditions outside it."""
    return [(guard.subject if isinstance(guard, Test) else guard, guards[:index])
            for _, guards in exprs for index, guard in enumerate(guards)]


def chains_in(expr: Expr, seen: set[int], functions=None) -> list[Chain]:
    """Member chains read in ``expr``: ``a.b.c`` once (not ``a.b`` again); for an iteration
    ``a.b.map(cb)`` the object ``a.b`` (iterated, ``cb`` its item callback), also jQuery's
    ``$.each(a.b, cb)`` whose ``cb`` (found in ``functions``, fid → ``(path, fact)``) names
    its first parameter as an index (:func:`jquery_each`); for any other
    method call ``a.b.m(…)`` the chain ``a.b``; ``a.b[i]`` with a literal index an item read.
    An expression whose id is in ``seen`` was read already (IR nodes are shared: each call of
    a ``.then`` chain holds the calls before it) and is skipped; the ids read are added, so
    one function's expressions cost their number of distinct nodes, not their nesting
    squared."""
    found: list[Chain] = []
    stack = [expr]
    while stack:
        expr = stack.pop()
        if id(expr) in seen:
            continue
        seen.add(id(expr))
        kind = type(expr)
        if kind is Member:
            found.append(Chain(expr))
        elif kind is Call:
            callee = expr.callee
            each = jquery_each(expr, functions or {})
            stack.extend(expr.args[1:] if each else expr.args)   # (the list: read iterated)
            if type(callee) is Member and callee.prop in ITEM_CALLBACKS:
                cb = expr.args[0] if expr.args else None
                found.append(Chain(callee.obj, True, cb.fid if isinstance(cb, Fn) else None,
                                   ITEM_CALLBACKS[callee.prop]))
            elif each:
                cb = expr.args[1]
                found.append(Chain(expr.args[0], True, cb.fid if isinstance(cb, Fn) else None,
                                   1))
            elif type(callee) is Member and callee.prop in ARRAY_METHODS \
                    and type(callee.obj) is not Call:
                found.append(Chain(callee.obj, True))
            else:
                stack.append(callee.obj if type(callee) is Member else callee)
        elif kind is Index:
            if isinstance(expr.index, Lit) and isinstance(expr.index.value, int):
                found.append(Chain(expr.obj, True))
            else:
                stack.append(expr.obj)
        else:
            stack.extend(children(expr))
    return found


def jquery_each(call: Call, functions) -> bool:
    """Whether ``call`` is jQuery's ``$.each(list, function (index, item) {…})`` (also
    ``jQuery.each``) over a list: the callback (its fact in ``functions``, fid → ``(path,
    fact)``) names its first parameter as an index (:data:`INDEX_NAMES`), so its second is
    each item. ``$.each`` hands an object's callback ``(key, value)`` instead: with another
    first name (``key``, ``id``) the value iterated may be an object map, and no list is
    claimed."""
    callee = call.callee
    if not (type(callee) is Member and callee.prop == "each" and type(callee.obj) is Ref
            and callee.obj.name in JQUERY_NAMES and len(call.args) == 2
            and type(call.args[1]) is Fn and call.args[1].fid in functions):
        return False
    params = functions[call.args[1].fid][1].params
    return bool(params) and (params[0].name or "").lower() in INDEX_NAMES


def children(expr: Expr) -> tuple[Expr, ...]:
    """The sub-expressions of a non-member, non-call expression (function bodies excluded:
    they are functions of their own)."""
    kind = type(expr)
    if kind is Obj:
        return tuple(p.value for p in expr.props) + tuple(
            p.key_expr for p in expr.props if p.key_expr is not None)
    if kind is Arr:
        return expr.items
    if kind is Alt:                       # data.on ? 'on' : 'off' reads data.on
        return expr.options + ((expr.test,) if expr.test is not None else ())
    if kind is Tmpl:
        return tuple(p.expr for p in expr.parts if type(p) is Hole)
    if kind in (Hole, Spread, Typed):
        return (expr.expr,)
    if kind is Test:                      # !!data.allowed, data.n === 0
        return (expr.subject,)
    return ()


def rooted(expr: Expr, names: set[str]) -> bool:
    """Whether the chain starts at one of ``names`` or at a call (``(await get()).data``)."""
    while isinstance(expr, (Member, Index)):
        expr = expr.obj
    return isinstance(expr, Call) or (isinstance(expr, Ref) and expr.name in names)


def read_schema(reads: list[Read]) -> tuple[dict, dict[str, list[Evidence]]]:
    """The JSON Schema of the read fields and the evidence of each property, keyed by its
    JSON Pointer relative to the schema (``/properties/articles/items/properties/slug``)."""
    schema: dict = {"type": "object", "properties": {}}
    evidence: dict[str, list[Evidence]] = {}
    for read in reads:
        node, ptr = schema, ""
        for step, following in zip(read.path, read.path[1:] + (None,)):
            if step == ITEM:
                node["type"] = "array"
                node = node.setdefault("items", {})
                ptr += "/items"
            else:
                node["type"] = "object"
                node = node.setdefault("properties", {}).setdefault(step, {})
                ptr += f"/properties/{pointer(step)}"
            if step != ITEM or following is None:
                evidence.setdefault(ptr, []).append(
                    observed(read.where, read.rule, dotted(read.path)))
    if schema["type"] == "array" and not schema["properties"]:
        del schema["properties"]               # an answer iterated whole: a list, no members
    return schema, evidence


def dotted(path: tuple[str, ...]) -> str:
    """``('articles', '[]', 'slug')`` → ``articles[].slug``."""
    return ".".join(path).replace(".[]", "[]")
