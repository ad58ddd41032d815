"""tRPC procedures reached through a callback's parameter rather than a named client.

Two forms, each calling a procedure whose handle the library (or an array) hands a
callback::

    trpc.useQueries((t) => ids.map((id) => t.apps.isIgnored({ id })))   // rule trpc.use-queries
    const handles = [utils.apps.list, utils.wifi.supported]
    handles.map((handle) => handle.prefetch())                           // rule trpc.handle-array

Rule ``trpc.use-queries``: ``useQueries``/``useSuspenseQueries`` call their callback with the
procedure proxy, so ``t.a.b(input)`` inside it (or inside a function nested in it) is the
query of procedure ``a.b`` with that input. Rule ``trpc.handle-array``: a callback of
``map``/``forEach``/``flatMap`` over an array whose items are ``useUtils()`` procedure
handles runs once per item, so ``handle.fetch()``/``prefetch()``/``ensureData()`` on its first
parameter reads each item's procedure.

Only a plain first parameter is followed (``({apps}) => …`` is not), read by name: a
nested function declaring a parameter of the same name hides it. Both functions are pure:
they give ``(context, call site, procedure path, verb)`` for the caller to build requests.
"""
from __future__ import annotations

from code2skill.facts import Call, CallSite, Member, Ref
from code2skill.recogniser_context import Frame
from code2skill.values import ArrV, ClientV, FnV

EACH = frozenset({"map", "forEach", "flatMap"})     # array methods calling back per item

Found = tuple  # (Context of the call's function, CallSite, procedure path, verb)


def proxy_calls(ctx, callback: FnV | None, verb: str) -> list[Found]:
    """Rule ``trpc.use-queries``: the procedure calls ``t.a.b(…)`` made on the first
    parameter ``t`` of ``callback`` (an ``FnV``, the ``useQueries`` argument) in its body or
    a function nested in it, each as ``(ctx, site, ('a', 'b'), verb)``; ``[]`` when the
    callback is no function of the program or its first parameter is not a plain name."""
    return [(inner, site, chain, verb) for inner, site, chain in
            parameter_calls(ctx, callback, min_length=1)]


def handle_calls(ctx, site: CallSite, reads: frozenset[str], kind: str) -> list[Found]:
    """Rule ``trpc.handle-array``: for ``items.map(cb)`` (``forEach``, ``flatMap``) whose
    receiver is an array of procedure handles (``ClientV`` of ``kind`` with a procedure
    path), each call ``item.verb()`` of ``cb``'s first parameter with ``verb`` in ``reads``,
    once per handle: ``(ctx, site, procedure path, verb)``; ``[]`` otherwise."""
    call = site.call
    if not (isinstance(call.callee, Member) and call.callee.prop in EACH and call.args):
        return []
    items = ctx.evaluate(call.callee.obj)
    handles = [item for item in items.items if isinstance(item, ClientV)
               and item.lib == kind and item.path] if isinstance(items, ArrV) else []
    if not handles:
        return []
    found = []
    for inner, inner_site, chain in parameter_calls(ctx, ctx.evaluate(call.args[0]),
                                                    min_length=1):
        if len(chain) == 1 and chain[0] in reads:
            found.extend((inner, inner_site, handle.path, chain[0]) for handle in handles)
    return found


def parameter_calls(ctx, callback, min_length: int) -> list[tuple]:
    """``(ctx, site, member chain)`` of every call in ``callback`` (and functions nested in
    it) whose callee is a member chain of at least ``min_length`` names on its first
    parameter (``p.a.b(…)`` → ``('a', 'b')``)."""
    facts = ctx.function_facts(callback)
    if facts is None or not facts[1].params or not facts[1].params[0].name:
        return []
    path, fn = facts
    name = fn.params[0].name
    program = ctx.program
    found = []
    for scope in program.scopes_within(path, fn.fid):
        if scope != fn.fid and hides(program, scope, fn.fid, name):
            continue
        inner = None
        for site in program.calls_in_scope(path, scope):
            chain = member_chain(site.call, name)
            if chain is None or len(chain) < min_length:
                continue
            if inner is None:
                inner = program.context(Frame(path, scope), program.function(scope).name)
            found.append((inner, site, chain))
    return found


def hides(program, scope: str, outer: str, name: str) -> bool:
    """Whether function ``scope`` or one between it and ``outer`` declares a parameter
    ``name`` (which then hides the callback's)."""
    fid = scope
    while fid is not None and fid != outer:
        fn = program.function(fid)
        if fn is None:
            return False
        if any(p.name == name or name in p.pattern or name in p.elements for p in fn.params):
            return True
        fid = fn.parent
    return False


def member_chain(call: Call, name: str) -> tuple[str, ...] | None:
    """``('a', 'b')`` for a call ``name.a.b(…)``, ``None`` for a callee that is no member
    chain on ``name``."""
    chain: list[str] = []
    expr = call.callee
    while isinstance(expr, Member):
        chain.append(expr.prop)
        expr = expr.obj
    if not (isinstance(expr, Ref) and expr.name == name) or call.new:
        return None
    return tuple(reversed(chain))
