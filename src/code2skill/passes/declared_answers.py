"""Pass: the type the client declares for a response body where it handles the answer.

Rule ``output.declared-answer``: a response body (:class:`~code2skill.values.ResponseV` inside
the body, no member read yet) is of the type the client writes for it

* as the type argument of a call whose value it is: ``.json<Feed>()`` of any client, or a
  generic helper whose declared return type hands back its type parameter (``json<T>(res:
  Response): Promise<T>``, :func:`~code2skill.resolution.emission.body_parameter`) called
  ``json<Feed[]>(res)``;
* as the type argument of such a helper handed to ``.then`` without a call
  (``api('get', '/api/feeds').then(json<Feed[]>)``);
* as an assertion (``(await res.json()) as Feed[]``, ``res.json() as Promise<Feed[]>``,
  ``<Feed>x``; a ``Promise``'s type argument is the body's type);
* as the annotation of a local it initialises (``const stats: Stats = await res.json()``).

The type is resolved as a call site's type argument is (rule ``output.type-argument``, the
same :class:`~code2skill.types.TypeResolver`), so a type written outside the analysed root or
one naming a type parameter of the function around it (``as T`` in ``get<T>``) gives no
fields: a type text naming such a parameter is not read at all. A declared answer types the
requests whose call chain ends with the chain the body came through (an answer typed in a
wrapper types every call made through it) or is its end (a caller typing what a wrapper
returns); the request's own type argument (``http.get<T>``, ``.json<T>()`` a recogniser reads)
wins, and among declared answers the one sharing the longest chain with the request, then a
type argument before an assertion before an annotation, then the first in source order.
Its type wins over the fields the client is seen reading (rule ``output.response-read``).
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import reduce

from code2skill.facts import (
    Alt, Arr, Call, Expr, FunctionFact, Hole, Index, Member, Obj, Spread, Test, Tmpl, Typed,
)
from code2skill.normalize import Observed
from code2skill.passes.preconditions import responses_in
from code2skill.recogniser_context import Frame
from code2skill.resolution.emission import body_parameter, unwrapped
from code2skill.resolution.shared import response_member
from code2skill.values import FnV, ParamV, ResponseV, Where

RULE = "output.declared-answer"
# the forms, in the order they win for one request
FORMS = ("type argument", "assertion", "annotation")
IDENTIFIER = re.compile(r"[A-Za-z_$][\w$]*")


@dataclass(frozen=True, slots=True)
class DeclaredAnswer:
    """A response body ``response`` declared of type ``type_text`` (as written at ``where``),
    by ``form`` (one of :data:`FORMS`); ``helper`` the declared return type of the generic
    helper whose type argument it is (``Promise<T>`` of ``json<T>``), else ``None``."""

    response: ResponseV
    type_text: str
    where: Where
    form: str
    helper: Where | None = None


def declared_answers(program) -> tuple[DeclaredAnswer, ...]:
    """Every declared answer of the ``program``'s functions and module code, in source order.
    Computed during resolution (:func:`code2skill.program.resolve_program`; ``program``
    answers ``value_of``, ``functions``, ``calls_by_scope`` and ``modules``)."""
    found: list[DeclaredAnswer] = []
    for path, module in sorted(program.modules.items()):
        scopes: list[tuple[FunctionFact | None, list[Expr]]] = [
            (None, [site.call for site in program.calls_by_scope.get((path, None), ())])]
        scopes.extend((fn, function_roots(fn, program, path)) for fn in module.functions.values())
        for fn, roots in scopes:
            frame = Frame(path, fn.fid if fn is not None else None)
            params = type_params(fn, module.functions)
            seen: set[int] = set()
            for expr in roots:
                for node in typing_nodes(expr, seen):
                    answer = declared(node, frame, params, program)
                    if answer is not None:
                        found.append(answer)
    from code2skill.passes.held_answers import held_answers   # (it reads answer() of this)
    found.extend(held_answers(program))
    return tuple(sorted(set(found), key=lambda a: (a.where[0], a.where[1])))


def function_roots(fn: FunctionFact, program, path: str) -> list[Expr]:
    """The expressions ``fn`` evaluates: its returns, locals (annotated ones as written),
    assignments and calls with their chained links' arguments."""
    roots = list(fn.returns)
    roots.extend(e for values in fn.locals.values() for e in values)
    roots.extend(a.value for a in (*fn.assignments, *fn.outer_writes, *fn.enclosing_writes))
    for site in program.calls_by_scope.get((path, fn.fid), ()):
        roots.append(site.call)
        roots.extend(arg for _, args, _, _ in site.chain for arg in args)
    return roots


def type_params(fn: FunctionFact | None, functions: dict[str, FunctionFact]) -> frozenset[str]:
    """The type parameters in scope in ``fn``: its own and those of the functions around it."""
    names: set[str] = set()
    while fn is not None:
        names.update(fn.type_params)
        fn = functions.get(fn.parent) if fn.parent else None
    return frozenset(names)


def typing_nodes(expr: Expr, seen: set[int]) -> Iterator[Expr]:
    """The calls with type arguments, ``.then`` calls and typed expressions inside ``expr``
    (function bodies excluded: they are functions of their own); an expression whose id is in
    ``seen`` was walked already (IR nodes are shared) and is skipped."""
    stack = [expr]
    while stack:
        node = stack.pop()
        if node is None or id(node) in seen:
            continue
        seen.add(id(node))
        kind = type(node)
        if kind is Call:
            if node.type_args or isinstance(node.callee, Member) and node.callee.prop == "then":
                yield node
            stack.append(node.callee)
            stack.extend(node.args)
        elif kind is Typed:
            yield node
            stack.append(node.expr)
        elif kind is Member:
            stack.append(node.obj)
        elif kind is Index:
            stack.extend((node.obj, node.index))
        elif kind is Obj:
            stack.extend(p.value for p in node.props)
        elif kind is Arr:
            stack.extend(node.items)
        elif kind is Alt:
            stack.extend(node.options)
        elif kind is Tmpl:
            stack.extend(p.expr for p in node.parts if type(p) is Hole)
        elif kind in (Hole, Spread):
            stack.append(node.expr)
        elif kind is Test:
            stack.append(node.subject)


def declared(node: Expr, frame: Frame, params: frozenset[str], program
             ) -> DeclaredAnswer | None:
    """The declared answer ``node`` makes in ``frame`` (module docstring), else ``None``."""
    if isinstance(node, Typed):
        if node.form == "instance":
            return None                           # (read at the .then it is handed to)
        form = "assertion" if node.form == "as" or node.cast else "annotation"
        text = unwrapped(node.type_text) if form == "assertion" else node.type_text
        return answer(node.expr, frame, text, (frame.path, node.span), form, None, params,
                      program)
    if not isinstance(node, Call):
        return None
    if node.type_args is None:                     # x.then(json<Feed[]>)
        handed = node.args[0] if node.args else None
        if not isinstance(handed, Typed) or handed.form != "instance":
            return None
        helper = generic_helper(program.value_of(handed.expr, frame), program)
        return answer(node, frame, handed.type_text, (frame.path, handed.span),
                      "type argument", helper, params, program) if helper is not None else None
    if isinstance(node.callee, Member) and node.callee.prop == "json":
        helper = None                              # .json<Feed>()
    else:
        helper = generic_helper(program.value_of(node.callee, frame), program)
        if helper is None:
            return None
    return answer(node, frame, node.type_args, (frame.path, node.span), "type argument",
                  helper, params, program)


def generic_helper(value, program) -> Where | None:
    """Where the declared return type of function ``value`` is, when that type hands back
    one of its type parameters (``json<T>(res): Promise<T>``); else ``None``."""
    if not isinstance(value, FnV) or value.fid not in program.functions:
        return None
    path, fn = program.functions[value.fid]
    if fn.return_type is None or len(fn.type_params) != 1 or \
            not body_parameter(unwrapped(fn.return_type[0]), fn.type_params):
        return None
    return path, fn.return_type[1]


def answer(expr: Expr, frame: Frame, type_text: str, where: Where, form: str,
           helper: Where | None, params: frozenset[str], program) -> DeclaredAnswer | None:
    """A declared answer when ``type_text`` names no type parameter in ``params`` and
    ``expr`` is a whole response body in ``frame``: its value, or for a parameter the
    response each caller, or the ``.then`` calling it back, hands it (``(r) => r.json() as
    Promise<Tag[]>``), when they are of one request."""
    if not type_text or params & set(IDENTIFIER.findall(type_text)):
        return None                                # as T inside get<T>: no type of its own
    value = program.value_of(expr, frame)
    if isinstance(value, ParamV):
        handed = [reduce(response_member, value.path, r)
                  for r, _ in responses_in(replace(value, path=()), None, program, 0)]
        value = handed[0] if len({r.sites for r in handed}) == 1 else None
    if not isinstance(value, ResponseV) or not value.body or value.path:
        return None
    return DeclaredAnswer(value, " ".join(type_text.split()), where, form, helper)


def with_declared_answers(calls: list[Observed], answers: tuple[DeclaredAnswer, ...]
                          ) -> list[Observed]:
    """``calls`` with the declared answer that types each (module docstring) as its
    ``response_type``, cited by :data:`RULE`; a call that declares its own keeps it."""
    typed: list[Observed] = []
    for call in calls:
        chosen = None if call.response_type is not None else \
            chosen_answer(tuple(s.where for s in call.sites), answers)
        typed.append(call if chosen is None else replace(
            call, response_type=(chosen.type_text, chosen.where),
            response_source=(RULE, chosen.type_text), response_helper=chosen.helper))
    return typed


def chosen_answer(chain: tuple[Where, ...], answers: tuple[DeclaredAnswer, ...]
                  ) -> DeclaredAnswer | None:
    """The answer typing a request made through call ``chain`` (outermost first): among those
    whose body came through a chain that ends ``chain`` or that ``chain`` ends, the one sharing
    the longest chain with it, then by :data:`FORMS`, then the first."""
    best: tuple[tuple[int, int], DeclaredAnswer] | None = None
    for each in answers:
        sites = each.response.sites
        shared = min(len(sites), len(chain))
        if sites[-shared:] != chain[-shared:]:
            continue
        rank = (-shared, FORMS.index(each.form))
        if best is None or rank < best[0]:
            best = (rank, each)
    return best[1] if best is not None else None
