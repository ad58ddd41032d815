"""SWR (``swr``, ``swr/immutable``, ``swr/infinite``): the fetcher a hook calls with its key.

Forms handled::

    useSWR('/api/user', fetcher)                      // fetcher('/api/user')
    useSWR([url, id], (u, i) => api.get(u, ...))      // SWR 1 spreads an array key: fetcher(url, id)
    useSWR(['/events', {limit}])                      // SWR 2 passes it whole: fetcher(['/events', …])
    useSWR(url, request.instance.get)                 // a method reference: request.instance.get(url)
    useSWR(user ? `/users/${user}` : null, fetcher)   // a falsy key (null, '', false): no
                                                      // request at that render; it still exists
    useSWRImmutable(key, fetcher)  useSWRInfinite(getKey, fetcher)   // fetcher(...getKey())
    useSWR(url, {fetcher, refreshInterval})           // the options' fetcher
    useSWR('/api/validate')                           // <SWRConfig value={{ fetcher }}>'s

The hook makes no request itself: the fetcher does, called with the key's parts (rule
``swr.fetcher``: the request is the fetcher called at the hook's call site with the key as its
arguments). A hook with no fetcher of its own uses the one the program's ``<SWRConfig>``
providers set when they set one function (rule ``swr.config-fetcher``, :mod:`.swr_config`);
when they set different ones, the hook is a review item naming them. A hook whose fetcher
cannot be followed (none anywhere, or an unresolved value) is reported for review, never
guessed. ``data`` is what the fetcher returns (rule ``swr.data``).
"""
from __future__ import annotations

import re
from dataclasses import replace

from code2skill.facts import Alt, Arr, Call, Expr, Fn, Lit, Member, Obj, Ref, Spread, Typed
from code2skill.recogniser_context import SetupFacts
from code2skill.requests import RequestTemplate, Site
from code2skill.values import ArrV, FnV, LibV, ObjV, PropV, UnknownV, Value, Where

from . import swr_config
from .registry import Recogniser

MODULES = {"swr": "swr", "swr/immutable": "swr-immutable", "swr/infinite": "swr-infinite"}
# (library id, import path) → hook name
HOOKS = {("swr", ()): "useSWR", ("swr", ("useSWR",)): "useSWR",
         ("swr-immutable", ()): "useSWRImmutable", ("swr-infinite", ()): "useSWRInfinite",
         ("swr-infinite", ("useSWRInfinite",)): "useSWRInfinite"}
MAX_KEYS = 8                 # keys of one conditional key followed one by one
MAJOR = re.compile(r"^\s*(?:[\^~]|>=?|=)?\s*v?(\d+)(?:[.\s]|$)")


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


def major_version(declared: str | None) -> int | None:
    """The major version a ``package.json`` range names (``^2.4.1``, ``~1.3``, ``>=2``,
    ``2.x`` → 2), or ``None`` (no range, a tag such as ``latest``, a URL)."""
    match = MAJOR.match(declared or "")
    return int(match.group(1)) if match else None


def spreads_key(ctx) -> bool:
    """Rule ``swr.key-argument``: whether the fetcher gets an array key's items as its
    arguments (SWR 1) rather than the key itself as one argument (SWR 2 and later), by the
    ``swr`` version the nearest ``package.json`` declares; an undeclared or unreadable
    version spreads, as before SWR 2."""
    major = major_version(ctx.program.declared_range(ctx.frame.path, "swr"))
    return major is None or major < 2


def key_argument_sets(expr: Expr, ctx) -> list[tuple[Expr, ...]]:
    """The argument lists the fetcher is called with for key ``expr``, one per key a
    conditional key may be when a request is made (:func:`key_options`: ``c ? ['exports',
    params] : 'exports'`` calls the fetcher once with each, so a fetcher that tells a
    ``[path, params]`` key from a path sees each as it is); past :data:`MAX_KEYS` keys, one
    argument that is any of them. ``[]`` when no request is ever made (a falsy literal key)."""
    options = key_options(expr, ctx)
    if len(options) > MAX_KEYS:
        return [(Alt(tuple(options), expr.span, "any"),)]
    return [key_arguments(option, ctx) for option in options]


def key_arguments(expr: Expr, ctx) -> tuple[Expr, ...]:
    """The arguments the fetcher is called with for one key ``expr``: an array literal's
    items or an array value spread (SWR 1) or the key as one argument (SWR 2, rule
    ``swr.key-argument``), a key function's result (``getKey``), one argument otherwise."""
    spread = spreads_key(ctx)
    if isinstance(expr, Arr) and spread:
        return expr.items
    value = ctx.evaluate(expr)
    if isinstance(expr, Fn) or isinstance(value, FnV):
        expr = Call(expr, (), expr.span)
        value = ctx.evaluate(expr)
    return (Spread(expr, expr.span),) if spread and isinstance(value, ArrV) else (expr,)


def fetcher_expr(args: tuple[Expr, ...], ctx) -> Expr | None:
    """The fetcher argument of a hook call: the second, unless it is the options object
    (a literal, or a value that is an object: ``useSWR(url, config)``), whose ``fetcher``
    member is then the hook's fetcher; ``None`` when the hook gives none."""
    if len(args) < 2:
        return None
    if isinstance(args[1], Obj):
        return next((p.value for p in args[1].props if p.key == "fetcher"), None)
    options = ctx.evaluate(args[1])
    if not isinstance(options, ObjV):
        return args[1]
    if options.get("fetcher") is None:
        return None
    return Member(args[1], "fetcher", getattr(args[1], "span", None))


def config_fetcher(hook: str, site, ctx) -> Expr | None:
    """Rule ``swr.config-fetcher`` (:mod:`.swr_config`): for a hook with no fetcher of its
    own, the fetcher the program's ``<SWRConfig>`` providers set, when it is one function;
    else ``None``, the hook then a review item (naming the providers when there are any)."""
    program, call = ctx.program, site.call
    found = program.setup_facts("swr", {}).get("fetchers", [])
    chosen = swr_config.chosen_fetcher(program, found)
    if chosen is not None:
        return Fn(chosen.fid, call.span)
    where = ctx.where(call.span)
    if found and where is not None:
        program.note_review("medium", f"SWR {hook} with no fetcher of its own: the "
                            f"<SWRConfig> providers set different fetchers "
                            f"({swr_config.providers_text(found)}) and which one encloses "
                            "this hook is decided at run time, so its request is not followed",
                            where)
        program.note_reviewed_site(where, "swr")
    else:
        program.note_unknown_call(ctx.frame.path, call.span, f"swr.{hook}", True)
    return None


def request(callee, site, ctx) -> list | None:
    """Rule ``swr.fetcher``: the templates of the fetcher called with the key's parts at the
    hook's call site; ``[]`` (and a review item when the fetcher cannot be followed) when none."""
    hook = hook_name(callee)
    if hook is None:
        return None
    call = site.call
    fetcher = fetcher_expr(call.args, ctx)
    key_sets = key_argument_sets(call.args[0], ctx) if call.args else []
    if not key_sets:
        return []
    program = ctx.program
    rule = "swr.fetcher"
    if fetcher is None:
        fetcher, rule = config_fetcher(hook, site, ctx), swr_config.RULE
        if fetcher is None:
            return []
    if isinstance(ctx.evaluate(fetcher), UnknownV):
        program.note_unknown_call(ctx.frame.path, call.span, f"swr.{hook}", True)
        return []
    hop = ctx.site(call.span, rule)
    return [as_fetcher_call(t, hop) for keys in key_sets for t in program.requests_at(
        replace(site, call=Call(fetcher, keys, call.span, type_args=call.type_args)),
        ctx.frame, program.function(ctx.frame.fid), 1)]


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
    if hook_name(callee) is None or not args:
        return None
    fetcher = args[1] if len(args) > 1 else None
    if isinstance(fetcher, ObjV):                       # the options object
        fetcher = fetcher.get("fetcher")
    if fetcher is None:                                 # rule swr.config-fetcher
        fetcher = swr_config.chosen_fetcher(
            ctx.program, ctx.program.setup_facts("swr", {}).get("fetchers", []))
    if not isinstance(fetcher, FnV) or ctx.function_facts(fetcher) is None:
        return None
    fid = fetcher.fid
    key = args[0]
    parts = key.items if isinstance(key, ArrV) and spreads_key(ctx) else (key,)
    program = ctx.program
    data = program.with_arguments(program.returns(fid), fid, parts)
    if where is not None:
        from code2skill.resolution.calls import with_hop       # (resolve imports the registry)
        data = with_hop(data, where)
    return ObjV((PropV("data", data, where),), where)


def setup(program) -> SetupFacts:
    """Program-wide pass: ``fetchers`` are the ``<SWRConfig>`` fetchers of the program
    (:func:`.swr_config.config_fetchers`)."""
    return SetupFacts({"fetchers": swr_config.config_fetchers(program, "swr")})


RECOGNISER = Recogniser(id="swr", request=request, call_result=call_result, modules=MODULES,
                        setup=setup)
