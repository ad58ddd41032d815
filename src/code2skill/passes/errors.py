"""Pass: the ``errorContract`` and success statuses of a capability.

Rules:

* ``errors.categories-default`` — reads can fail for input, authorization, upstream and network
  reasons; writes add business rejections and unknown outcomes.
* ``http.success-default`` — the success statuses are the method's usual ones (``GET`` 200;
  ``POST`` 200/201; ``PUT``/``PATCH`` 200/204; ``DELETE`` 200/204), marked as a default;
  ``http.success-check`` — a 2xx status the client branches on is one too, observed.
* ``errors.status-check`` — every HTTP status the client branches on (``res.status === 401``,
  ``case 422:`` of a ``switch`` on a status) in a function on a capability's call chain or in
  a function calling it (the component that reacts), or in a response interceptor of the
  client it uses, is an ``observedHandling`` entry, its category from the status (400/422
  input, 401/403 authorization, 404/409/412 business, 408/429/5xx upstream).
* ``errors.read-path`` — the fields of the error body the client reads (``err.response.data.code``,
  or ``data.message`` after ``const data = err.response.data``) in those functions and in the
  helpers they call (rule ``errors.helper-read``: also a helper called in a callback nested in
  the request's own function, ``.catch((err) => { handleError(err) })``, or named as its
  rejection handler, ``.catch(handleError)``; the read's evidence is in the helper) give ``codePath`` (``code``, ``errorCode``, ``error_code``, ``type``),
  ``messagePath`` (``message``, ``msg``, ``detail``, ``error_description``) and
  ``detailsPath`` (``errors``, ``details``, ``fields``, ``violations``): dot paths into the
  error response body, the first read in source order; ``null`` when the client reads none.
  A ``fetch`` response's error body is read in the branch its failure takes: a local bound to
  ``await res.json()`` under ``if (!res.ok)`` (``const body = await r.json(); throw new
  APIError(r.status, body.message, body.detail)``), or, bound anywhere, read in a call under
  that test (``if (!r.ok) throw new Error(data.message)``).
"""
from __future__ import annotations

import dataclasses
from collections.abc import Iterator

from code2skill.contract.models import ErrorContract, Evidence, ObservedHandling
from code2skill.evidence import default, observed
from code2skill.facts import Alt, Call, Member, Ref, Test
from code2skill.values import Where
from code2skill.normalize import Observed

SUCCESS_DEFAULTS = {"GET": [200], "HEAD": [200], "OPTIONS": [200, 204], "POST": [200, 201],
                    "PUT": [200, 204], "PATCH": [200, 204], "DELETE": [200, 204]}


ERROR_FIELDS = {
    "codePath": frozenset({"code", "errorCode", "error_code", "type"}),
    "messagePath": frozenset({"message", "msg", "detail", "error_description"}),
    "detailsPath": frozenset({"errors", "details", "fields", "violations"}),
}
MAX_WALK = 2000          # expression nodes visited per function


def error_contract(effect: str, handling: list[ObservedHandling],
                   paths: dict[str, tuple[str, Evidence]] | None = None) -> ErrorContract:
    """The error contract of a capability: its categories, the observed handling and the
    error body ``paths`` the client reads (``{field: (dot path, evidence)}``)."""
    categories = {"authorization", "input", "network", "upstream"} | \
        {h.category for h in handling}
    if effect != "read":
        categories |= {"business", "unknown-outcome"}
    found = {name: path for name, (path, _) in (paths or {}).items()}
    return ErrorContract(categories=sorted(categories), codePath=found.get("codePath"),
                         messagePath=found.get("messagePath"),
                         detailsPath=found.get("detailsPath"), retryablePath=None,
                         observedHandling=handling)


def status_category(status: int) -> str:
    """The error category a status belongs to."""
    if status in (400, 422):
        return "input"
    if status in (401, 403):
        return "authorization"
    if status == 408 or status == 429 or status >= 500:
        return "upstream"
    return "business"


def handling_functions(calls: list[Observed], program, chain: list[tuple[str, str]]
                       ) -> list[tuple[str, object]]:
    """``(path, FunctionFact)`` of the functions whose error handling counts for ``calls``:
    ``chain`` (the functions on their call chains and their callers, ``(path, fid)``) and the
    response interceptors of their clients, each once."""
    found: list[tuple[str, object]] = []
    seen: set = set()
    fids = [fid for _, fid in chain] + [fid for call in calls for fid in call.handlers]
    for fid in fids:
        if fid in program.functions and fid not in seen:
            seen.add(fid)
            found.append(program.functions[fid])
    return found


def branched_statuses(calls: list[Observed], program, chain: list[tuple[str, str]]
                      ) -> dict[int, set[Where]]:
    """Every status branched on in the functions that handle a capability's responses
    (:func:`handling_functions`), with all the places it is checked."""
    found: dict[int, set[Where]] = {}
    for path, fn in handling_functions(calls, program, chain):
        for status, span in fn.status_checks:
            found.setdefault(status, set()).add((path, span))
    return found


def observed_handling(statuses: dict[int, set[Where]]) -> list[ObservedHandling]:
    """One ``observedHandling`` entry per non-success status the client branches on
    (:func:`branched_statuses`; 2xx checks are success statuses, not error handling)."""
    return [ObservedHandling(match=f"status {status}", category=status_category(status),
                             evidence=[observed(where, "errors.status-check")
                                       for where in sorted(places)])
            for status, places in sorted(statuses.items()) if not 200 <= status < 300]


def success_statuses(method: str, statuses: dict[int, set[Where]]
                     ) -> tuple[list[int], list[Evidence]]:
    """Rule ``http.success-check``: the 2xx statuses the client branches on
    (``res.status === 201``) are success statuses, observed; the method's usual ones
    (``http.success-default``) stay beside them, marked as a default — a check of ``204``
    does not prove that ``200`` never comes. ``statuses`` is :func:`branched_statuses`."""
    defaults = list(SUCCESS_DEFAULTS.get(method, [200]))
    checked = {s: places for s, places in statuses.items() if 200 <= s < 300}
    evidence = [observed(where, "http.success-check", f"status {s}")
                for s, places in sorted(checked.items()) for where in sorted(places)]
    evidence.append(default("http.success-default", f"usual success statuses of {method}"))
    return sorted(set(defaults) | set(checked)), evidence


def expressions(expr, budget: list[int]) -> Iterator:
    """Every IR node inside ``expr`` (itself included), depth first, at most ``budget[0]``."""
    stack = [expr]
    while stack and budget[0] > 0:
        node = stack.pop()
        if isinstance(node, tuple):
            stack.extend(reversed(node))
            continue
        if not dataclasses.is_dataclass(node):
            continue
        budget[0] -= 1
        yield node
        stack.extend(reversed([getattr(node, f.name) for f in dataclasses.fields(node)
                               if f.name not in ("span", "where")]))


def member_chain(expr) -> tuple[str | None, list[str]]:
    """``err.response.data.code`` → ``('err', ['response', 'data', 'code'])``; the root is
    ``None`` when it is no plain name."""
    props: list[str] = []
    while isinstance(expr, Member):
        props.append(expr.prop)
        expr = expr.obj
    return (expr.name if isinstance(expr, Ref) else None), props[::-1]


def error_body_aliases(fn) -> set[str]:
    """Locals bound to an error body: ``const data = err.response.data`` (or ``?? {}``), or
    ``const body = await res.json()`` in the branch of a failed ``fetch`` (``if (!res.ok)``,
    :func:`failed_response`)."""
    aliases = set()
    for name, exprs in fn.locals.items():
        for expr in exprs:
            options = expr.options if isinstance(expr, Alt) else (expr,)
            if any(member_chain(o)[1][-2:] == ["response", "data"] for o in options):
                aliases.add(name)
    for name, writes in fn.writes.items():
        if any(json_body(w.value) and any(failed_response(g) for g in w.guards or ())
               for w in writes):
            aliases.add(name)
    return aliases


def failed_response(test) -> bool:
    """Whether a condition is a ``fetch`` response's failure: ``!res.ok``."""
    return isinstance(test, Test) and test.op == "falsy" and isinstance(test.subject, Member) \
        and test.subject.prop == "ok"


def json_body(expr) -> bool:
    """Whether ``expr`` reads a response's body as JSON: ``res.json()`` (awaited)."""
    return isinstance(expr, Call) and not expr.args and isinstance(expr.callee, Member) \
        and expr.callee.prop == "json"


def body_locals(fn) -> set[str]:
    """Locals bound to a response's JSON body anywhere in ``fn`` (``const data = await
    res.json()``): an error body only where the response failed."""
    return {name for name, writes in fn.writes.items()
            if any(json_body(w.value) for w in writes)}


def error_reads(path: str, fn, program) -> Iterator[tuple[str, Where]]:
    """``(dot path in the error body, where)`` of every error body field read in ``fn`` (its
    returns, locals, assignments and call arguments)."""
    aliases, bodies = error_body_aliases(fn), body_locals(fn)
    budget = [MAX_WALK]
    sites = program.calls_by_scope.get((path, fn.fid), [])
    roots = [*((e, False) for e in fn.returns),
             *((e, False) for exprs in fn.locals.values() for e in exprs),
             *((a.value, False) for a in fn.assignments),
             *((site.call.args, failed_response(site.guard)) for site in sites)]
    for expr, failed in roots:
        for node in expressions(expr, budget):
            if not isinstance(node, Member):
                continue
            root, props = member_chain(node)
            names = [root, *props]                     # ({ response }) => response.data.x
            if props and props[-1] in ALL_FIELDS and (
                    names[-3:-1] == ["response", "data"] or (len(props) == 1 and (
                        root in aliases or (failed and root in bodies)))):
                yield props[-1], (path, node.span)


def read_paths(calls: list[Observed], program, chain: list[tuple[str, str]]
               ) -> dict[str, tuple[str, Evidence]]:
    """Rule ``errors.read-path``: ``{codePath|messagePath|detailsPath: (path, evidence)}``
    from the error body fields read by the handling functions, and by the callbacks nested
    in and the helpers called by the functions on the call chains themselves
    (``.catch(({response}) => …)``, ``problemOf(err)``; a caller's other calls and
    callbacks belong to other requests). Each function's first reads are found once per run
    (:func:`first_reads`, :func:`own_first_reads`), so many requests in one function cost
    linear, not quadratic, time."""
    own = {getattr(program.function_at(*site.where), "fid", None)
           for call in calls for site in call.sites}
    firsts = [own_first_reads(path, fn, program) if fn.fid in own
              else first_reads(path, fn, program)
              for path, fn in handling_functions(calls, program, chain)]
    return {name: (field, observed(where, "errors.read-path", field))
            for name, (_, where, field) in sorted(earliest(firsts).items())}


First = dict[str, tuple[tuple, Where, str]]     # name → (source order key, where, field)


def earliest(tables: list[First]) -> First:
    """The first read of each error field over ``tables`` (:func:`first_reads`)."""
    found: First = {}
    for table in tables:
        for name, entry in table.items():
            if name not in found or entry[0] < found[name][0]:
                found[name] = entry
    return found


def first_reads(path: str, fn, program) -> First:
    """The first read in source order of each error field (``codePath`` …) among the error
    body reads of ``fn`` (:func:`error_reads`), computed once per function and run."""
    memo = program.pass_memo.setdefault("errors.first-reads", {})
    if fn.fid not in memo:
        found: First = {}
        for field, where in error_reads(path, fn, program):
            key = (where[0], where[1] or ())
            for name, vocabulary in ERROR_FIELDS.items():
                if field in vocabulary and (name not in found or key < found[name][0]):
                    found[name] = (key, where, field)
        memo[fn.fid] = found
    return memo[fn.fid]


def own_first_reads(path: str, fn, program) -> First:
    """:func:`first_reads` of a function on a call chain merged with those of the callbacks
    nested in it and of the program functions its calls name (``problemOf(err)``,
    ``Program.error_helpers``), computed once per function and run."""
    memo = program.pass_memo.setdefault("errors.own-first-reads", {})
    if fn.fid in memo:
        return memo[fn.fid]
    tables = [first_reads(path, fn, program)]
    seen = {fn.fid}
    scopes = [fn.fid]
    for fid in program.nested_functions(path, fn.fid):            # .catch(cb) callbacks
        if fid not in seen:
            seen.add(fid)
            scopes.append(fid)
            tables.append(first_reads(path, program.modules[path].functions[fid], program))
    for scope in scopes:             # rule errors.helper-read: the helpers they hand it to
        for fid in program.error_helpers.get((path, scope), ()):
            if fid not in seen:
                seen.add(fid)
                tables.append(first_reads(*program.functions[fid], program))
    memo[fn.fid] = earliest(tables)
    return memo[fn.fid]


def error_helpers(program) -> dict[tuple[str, str | None], tuple[str, ...]]:
    """``{(path, scope): fids}``: the program functions the calls of each scope may hand an
    error to (:func:`helper_names`, rule ``errors.helper-read``), in call order. Computed
    during resolution (:func:`code2skill.program.resolve_program`; ``program``: the program
    being frozen, which answers ``calls_by_scope``, ``functions`` and ``value_of``), so the
    pass evaluates nothing."""
    from code2skill.recogniser_context import Frame
    from code2skill.values import FnV
    found: dict[tuple[str, str | None], tuple[str, ...]] = {}
    for (path, scope), sites in program.calls_by_scope.items():
        fids = []
        for site in sites:
            for expr in helper_names(site.call):
                callee = program.value_of(expr, Frame(path, scope))
                if isinstance(callee, FnV) and callee.fid in program.functions:
                    fids.append(callee.fid)
        if fids:
            found[(path, scope)] = tuple(fids)
    return found


def helper_names(call: Call) -> list[Ref]:
    """The names of the functions a call may hand an error to: its callee (``problemOf(err)``,
    ``handleError(err)`` in a ``.catch`` callback), and a function named as the rejection
    handler of a promise (``.catch(handleError)``, ``.then(ok, handleError)``)."""
    names = [call.callee] if isinstance(call.callee, Ref) else []
    if isinstance(call.callee, Member) and call.callee.prop in ("catch", "then"):
        handler = call.args[0 if call.callee.prop == "catch" else 1:][:1]
        names += [arg for arg in handler if isinstance(arg, Ref)]
    return names


ALL_FIELDS = frozenset().union(*ERROR_FIELDS.values())
