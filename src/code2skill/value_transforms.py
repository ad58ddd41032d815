"""A value handed through functions that may change it: ``x = f(…, x, …)``.

Rule ``value.transform-list``: a local reassigned in a ``for … of`` loop through each function
of a list (``for (const mapper of this.mappers) options = mapper(path, options)``), or folded
by ``list.reduce((acc, m) => m(path, acc), init)``, is the list's functions applied in order
when the list is an array (or a ``new Set([…])``) of the app's own functions that no code
grows or reorders (``splice``, ``sort`` … on a member or variable of that name) but by
``push``/``add`` calls of known functions at the module's top level or in a class constructor
(appended in source order).

Rule ``value.unknown-transform``: when the function cannot be pinned to one body (an item of
a list the source does not show, a parameter, an injected callback: ``init = await
prepare(init)``), the value keeps what it held before the call, an object with an unknown
spread last (any member may be replaced: a method it reads stays a choice, never a proven
``GET``), and the call site becomes a review item. The functions below are pure over facts
and values; the resolver evaluates.
"""
from __future__ import annotations

from collections.abc import Mapping

from code2skill.contract.models import ReviewItem
from code2skill.evidence import observed
from code2skill.facts import (Call, CallSite, Expr, FunctionFact, Index, Member, ModuleFacts, Ref,
                              Span, Spread, Unknown)
from code2skill.extractors.module_facts.declarations import ARRAY_ITEM
from code2skill.requests import RequestTemplate
from code2skill.values import (ArrV, FnV, ObjV, ParamV, PropV, TypedV,
                               UnknownV, Value, Where, value_children)

LIST_RULE = "value.transform-list"
UNKNOWN_RULE = "value.unknown-transform"
# the unknown a transform the source does not show stands for (a spread's reason)
UNKNOWN_REASON = "unknown-transform"
MAX_FUNCTIONS = 16          # functions of one list applied in turn (more: the list is unknown)
MUTATORS = frozenset({"push", "unshift", "add", "splice", "reverse", "sort", "fill", "pop",
                      "shift", "delete", "clear", "copyWithin"})


def carried_argument(call: Call, name: str) -> int | None:
    """The index of the one argument of ``call`` that is the local ``name`` itself
    (``mapper(path, options)`` → 1 for ``options``); ``None`` when it is passed other than
    once, or the callee reads it too (``options.map(options)``)."""
    found = [i for i, arg in enumerate(call.args) if isinstance(arg, Ref) and arg.name == name]
    if len(found) != 1 or names(call.callee, name):
        return None
    return found[0]


def names(expr: Expr, name: str) -> bool:
    """Whether ``expr`` is ``name`` or a member path on it."""
    while isinstance(expr, (Member, Index)):
        expr = expr.obj
    return isinstance(expr, Ref) and expr.name == name


def loop_list(fn: FunctionFact, call: Call, loops: tuple[Span, ...]) -> tuple[Expr, Span] | None:
    """The list and loop of ``for (const f of list)`` when ``call``'s callee is ``f``, that
    loop's variable, and the loop holds the call (one of ``loops``)."""
    if not isinstance(call.callee, Ref):
        return None
    bound = fn.locals.get(call.callee.name, [])
    if len(bound) != 1 or not isinstance(bound[0], Index) or not isinstance(
            bound[0].index, Unknown) or bound[0].index.kind != ARRAY_ITEM + call.callee.name:
        return None
    listed = bound[0].span
    loop = next((lp for lp in loops if listed is not None and lp[:2] <= listed[:2]
                 and listed[2:] <= lp[2:]), None)
    return (bound[0].obj, loop) if loop is not None else None


def before(span: Span) -> Span:
    """An empty span just before ``span`` starts: a read there sees the writes made before."""
    return (span[0], span[1] - 1, span[0], span[1] - 1)


def reducer_call(fn: FunctionFact) -> tuple[Call, int] | None:
    """For a ``reduce`` callback ``(acc, f) => f(…, acc, …)``: its one returned call of its
    second parameter and the index of the argument that is its first; ``None`` otherwise."""
    if len(fn.params) < 2 or len(fn.returns) != 1 or not isinstance(fn.returns[0], Call):
        return None
    acc, step = fn.params[0].name, fn.params[1].name
    call = fn.returns[0]
    if acc is None or not isinstance(call.callee, Ref) or call.callee.name != step:
        return None
    index = carried_argument(call, acc)
    return (call, index) if index is not None else None


def listed_functions(value: Value) -> tuple[FnV, ...] | None:
    """The functions of an array value, in order, when every item is one of the app's
    functions (at least one, at most :data:`MAX_FUNCTIONS`); ``None`` otherwise."""
    if not isinstance(value, ArrV) or not 0 < len(value.items) <= MAX_FUNCTIONS \
            or not all(isinstance(item, FnV) for item in value.items):
        return None
    return tuple(value.items)     # type: ignore[arg-type]


def list_name(expr: Expr) -> str | None:
    """The last name of a list expression (``this._mappers`` → ``_mappers``)."""
    if isinstance(expr, Member):
        return expr.prop
    return expr.name if isinstance(expr, Ref) else None


def list_mutations(modules: Mapping[str, ModuleFacts]
                   ) -> dict[str, list[tuple[str, CallSite]]]:
    """The calls of the program that mutate an object as a list or set, by the object's last
    name (``this.mappers.push(f)`` → ``mappers``), each with its module."""
    found: dict[str, list[tuple[str, CallSite]]] = {}
    for path, facts in modules.items():
        for site in facts.calls:
            callee = site.call.callee
            if isinstance(callee, Member) and callee.prop in MUTATORS:
                name = list_name(callee.obj)
                if name is not None:
                    found.setdefault(name, []).append((path, site))
    return found


def pushed_items(sites: list[tuple[str, CallSite]], path: str,
                 constructors: frozenset[str]) -> list[tuple[str | None, Expr]] | None:
    """The items ``push``/``add`` calls append to a list of module ``path``, in source order,
    each with the scope its expression is evaluated in: every call made in that module, at
    its top level or in a class constructor, unconditionally, without a spread; ``None`` when
    any mutation of that name is another (made elsewhere, later, conditionally, or one that
    removes or reorders)."""
    items: list[tuple[Span, str | None, Expr]] = []
    for where, site in sites:
        callee = site.call.callee
        if where != path or not isinstance(callee, Member) or callee.prop not in (
                "push", "add") or site.guarded or site.call.span is None or not (
                site.scope is None or site.scope in constructors) or any(
                isinstance(arg, Spread) for arg in site.call.args):
            return None
        items += [(site.call.span, site.scope, arg) for arg in site.call.args]
    return [(scope, arg) for _, scope, arg in sorted(items, key=lambda i: i[0][:2])]


def kept(value: Value, where: Where | None) -> Value:
    """Rule ``value.unknown-transform``: ``value`` after a function the source does not show
    took it: an object (or a parameter, known by its members) with an unknown spread last,
    which may replace any member; any other value as it was."""
    unknown = PropV(None, UnknownV(UNKNOWN_REASON, where), where)
    if isinstance(value, ObjV):
        return ObjV(value.props + (unknown,), value.where, value.declared)
    if isinstance(value, (ParamV, TypedV)):
        return ObjV((PropV(None, value, where), unknown), where)
    return value


def message(call_text: str, name: str, what: str) -> str:
    """The review message of an unknown transform of local ``name`` at ``call_text``."""
    return (f"{call_text} hands {name} to {what}: it may change the request's method, URL, "
            f"headers or body; the requests built from {name} keep what it held before the "
            f"call, not proven (rule {UNKNOWN_RULE})")


def marked(value: Value) -> bool:
    """Whether :func:`kept` marked ``value`` (it carries the unknown spread)."""
    return isinstance(value, ObjV) and bool(value.props) and isinstance(
        value.props[-1].value, UnknownV) and value.props[-1].value.reason == UNKNOWN_REASON


def reached(templates: list[RequestTemplate]) -> frozenset[Where]:
    """The call sites whose mark (:func:`kept`) a request's method, URL, query, body, base
    or headers hold."""
    todo: list = [v for t in templates for v in (t.method, t.url, t.query, t.body, t.base,
                                                  *(h.value for h in t.headers)) if v is not None]
    found = set()
    while todo:
        node = todo.pop()
        if isinstance(node, UnknownV) and node.reason == UNKNOWN_REASON and node.where:
            found.add(node.where)
        else:
            todo.extend(value_children(node))
    return frozenset(found)


def transform_review(found: Mapping[Where, tuple[str, bool]],
                     templates: list[RequestTemplate]) -> list[ReviewItem]:
    """One ``medium`` review item per call site of rule ``value.unknown-transform`` whose
    kept value a request reads (its mark found in ``templates``), or whose value could not
    be marked (a string, an array) when a request's call chain passes through its file at or
    after it (:func:`chained_after`: a server script's ``template = await
    vite.transformIndexHtml(url, template)`` reaches no request)."""
    seen = reached(templates)
    return [ReviewItem(severity="medium", capability=None, message=text,
                       evidence=[observed(where, UNKNOWN_RULE)])
            for where, (text, was_marked) in sorted(found.items())
            if where in seen or not was_marked and chained_after(where, templates)]


def chained_after(where: Where, templates: list[RequestTemplate]) -> bool:
    """Whether a call site of a request's chain (``templates``' sites) stands in ``where``'s
    file at or after its line."""
    path, span = where
    return any(site.where[0] == path and site.where[1][0] >= span[0]
               for template in templates for site in template.sites)
