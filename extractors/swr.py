"""SWR (``swr``, ``swr/immutable``, ``swr/infinite``): the fetcher a hook calls with its key.

Forms handled::

    useSWR('/api/user', fetcher)                      // fetcher('/api/user')
    useSWR([url, id], (u, i) => api.get(u, ...))      // an array key is spread: fetcher(url, id)
    useSWR(url, request.instance.get)                 // a method reference: request.instance.get(url)
    useSWR(user ? `/users/${user}` : null, fetcher)   // a falsy key (null, '', false): no
                                                      // request at that render; it still exists
    useSWRImmutable(key, fetcher)  useSWRInfinite(getKey, fetcher)   // fetcher(...getKey())

The hook makes no request itself: the fetcher does, called with the key's parts (rule
``swr.fetcher``: the request is the fetcher called at the hook's call site with the key as its
arguments). A hook whose fetcher cannot be followed (none given, so the one of an enclosing
``<SWRConfig>``; or an unresolved value) is reported for review, never guessed. ``data`` is
what the fetcher returns (rule ``swr.data``).
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Alt, Arr, Call, Expr, Fn, Lit, Obj, Ref, Spread, Typed
from code2skill.requests import RequestTemplate, Site
from code2skill.values import ArrV, FnV, LibV, ObjV, PropV, UnknownV, Value, Where

from .registry import Recogniser

MODULES = {"swr": "swr", "swr/immutable": "swr-immutable", "swr/infinite": "swr-infinite"}
# (library id, import path) → hook name
HOOKS = {("swr", ()): "useSWR", ("swr", ("useSWR",)): "useSWR",
         ("swr-immutable", ()): "useSWRImmutable", ("swr-infinite", ()): "useSWRInfinite",
         ("swr-infinite", ("useSWRInfinite",)): "useSWRInfinite"}


def hook_name(callee: Value) -> str | None:
    """The SWR hook ``callee`` is (``useSWR`` …), or ``None``."""
    return HOOKS.get((callee.lib, callee.path)) if isinstance(callee, LibV) else None


def is_no_key(expr: Expr) -> bool:
    """A literal falsy key (``null``, ``false``, ``''``): SWR makes no request for it."""
    return isinstance(expr, Lit) and expr.value in (None, False, "")


def key_options(expr: Expr, ctx, depth: int = 0) -> list[Expr]:
    """The keys ``expr`` may be when a request is made: a conditional's branches (``c ? url :
    null``, ``c && url``) and a local's assignments (``let url = ''; if (c) url = '/x'``)
    without the falsy literals; ``expr`` itself when it has none."""
    if isinstance(expr, Typed):
        return key_options(expr.expr, ctx, depth)
    if is_no_key(expr):
        return []
    if isinstance(expr, Alt) and depth < 6:
        if expr.kind == "and":
            return key_options(expr.options[-1], ctx, depth + 1)
        return [o for option in expr.options for o in key_options(option, ctx, depth + 1)]
    fn = ctx.program.function(ctx.frame.fid)
    if isinstance(expr, Ref) and fn is not None and expr.name in fn.locals and depth < 6:
        assigned = fn.locals[expr.name]
        options = [o for value in assigned for o in key_options(value, ctx, depth + 1)]
        if len(options) < sum(len(leaves(value)) for value in assigned):
            return options
    return [expr]


def leaves(expr: Expr) -> list[Expr]:
    """The branches of nested conditionals (``c ? a : d ? b : e`` → ``a, b, e``)."""
    if isinstance(expr, Alt) and expr.kind != "and":
        return [leaf for option in expr.options for leaf in leaves(option)]
    return [expr]


def key_arguments(expr: Expr, ctx) -> tuple[Expr, ...] | None:
    """The arguments the fetcher is called with for key ``expr``: an array literal's items, an
    array value spread, a key function's result (``getKey``), one argument otherwise; for a
    conditional key the keys when a request is made (:func:`key_options`). ``None`` when no
    request is ever made (a falsy literal key)."""
    options = key_options(expr, ctx)
    if not options:
        return None
    if len(options) > 1:
        return (Alt(tuple(options), expr.span, "any"),)
    expr = options[0]
    if isinstance(expr, Arr):
        return expr.items
    value = ctx.evaluate(expr)
    if isinstance(expr, Fn) or isinstance(value, FnV):
        expr = Call(expr, (), expr.span)
        value = ctx.evaluate(expr)
    return (Spread(expr, expr.span),) if isinstance(value, ArrV) else (expr,)


def fetcher_expr(args: tuple[Expr, ...]) -> Expr | None:
    """The fetcher argument of a hook call (the second, unless it is the options object)."""
    if len(args) < 2 or isinstance(args[1], Obj):
        return None
    return args[1]


def request(callee, site, ctx) -> list | None:
    """Rule ``swr.fetcher``: the templates of the fetcher called with the key's parts at the
    hook's call site; ``[]`` (and a review item when the fetcher cannot be followed) when none."""
    hook = hook_name(callee)
    if hook is None:
        return None
    call = site.call
    fetcher = fetcher_expr(call.args)
    keys = key_arguments(call.args[0], ctx) if call.args else None
    if keys is None:
        return []
    program = ctx.program
    if fetcher is None or isinstance(ctx.evaluate(fetcher), UnknownV):
        program.note_unknown_call(ctx.frame.path, call.span, f"swr.{hook}", True)
        return []
    fetch_site = replace(site, call=Call(fetcher, keys, call.span, type_args=call.type_args))
    hop = ctx.site(call.span, "swr.fetcher")
    return [as_fetcher_call(t, hop) for t in program.requests_at(
        fetch_site, ctx.frame, program.function(ctx.frame.fid), 1)]


def as_fetcher_call(template: RequestTemplate, hop: Site) -> RequestTemplate:
    """``template`` seen from the hook: the hook's call of a fetcher function replaces the
    wrapper hop made at the same place (so a response of ``data`` matches it); a library
    method fetcher gets the hook's hop in front."""
    first = template.sites[0]
    if first.where == hop.where and first.rule == "wrapper.call":
        return replace(template, sites=(replace(first, rule=hop.rule),) + template.sites[1:])
    return template.via(hop)


def call_result(callee: Value, args: tuple[Value, ...], where: Where | None, ctx
                ) -> Value | None:
    """Rule ``swr.data``: a hook's result is an object whose ``data`` is what its fetcher
    (a user function) returns for the key's parts."""
    if hook_name(callee) is None or len(args) < 2 or not isinstance(args[1], FnV) \
            or ctx.function_facts(args[1]) is None:
        return None
    fid = args[1].fid
    key = args[0]
    parts = key.items if isinstance(key, ArrV) else (key,)
    program = ctx.program
    data = program.with_arguments(program.returns(fid), fid, parts)
    if where is not None:
        from code2skill.resolve import with_hop       # (resolve imports the registry)
        data = with_hop(data, where)
    return ObjV((PropV("data", data, where),), where)


RECOGNISER = Recogniser(id="swr", request=request, call_result=call_result, modules=MODULES)
