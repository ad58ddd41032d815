"""Rule ``swr.config-fetcher``: the fetcher an ``<SWRConfig value={{ fetcher }}>`` gives every
hook under it.

``useSWR('/api/validate')`` with no fetcher of its own calls the fetcher of the nearest
enclosing ``<SWRConfig>`` (often the one in Next.js's ``_app``) with its key. Which provider
encloses a hook is decided by the rendered tree, which the source does not fix, so:

* when every ``<SWRConfig>`` of the program that sets a fetcher sets the same function (one
  provider, or several whose fetchers are written alike: the same parameters, returns and
  calls), a hook with no fetcher uses it;
* when they set different ones, or one that is no function of the program (a library method,
  a value the resolver cannot follow), the hook is a review item naming them.

A provider without ``fetcher`` (``value={{ fallback }}``) changes no hook's fetcher.
:func:`config_fetchers` is the program-wide pass (the recogniser's ``setup``);
:func:`same_functions` compares the fetchers.
"""
from __future__ import annotations

from dataclasses import fields, is_dataclass

from code2skill.facts import Fn, Member, Obj, Ref
from code2skill.values import FnV, LibV, ObjV, Value, Where

RULE = "swr.config-fetcher"
PROVIDER = ("SWRConfig",)
SPAN_FIELDS = frozenset({"span", "where"})
MAX_DEPTH = 4


def is_provider(callee: Value, lib: str) -> bool:
    """Whether ``callee`` is SWR's ``SWRConfig`` component (``lib`` the recogniser's id)."""
    return isinstance(callee, LibV) and callee.lib == lib and callee.path == PROVIDER


def config_fetchers(program, lib: str) -> list[tuple[Where | None, Value]]:
    """``[(where, fetcher)]``: the ``fetcher`` of the ``value`` prop of every ``<SWRConfig>``
    element of the program that sets one, in module order (``fetcher`` a :class:`FnV` when it
    is a function of the program, else the value it resolved to)."""
    from code2skill.recogniser_context import Frame

    found = []
    for path in sorted(program.modules):
        for site in program.modules[path].calls:
            callee, args = site.call.callee, site.call.args
            name = callee.name if isinstance(callee, Ref) else \
                callee.prop if isinstance(callee, Member) else None
            if name is None or not args or not isinstance(args[0], Obj):
                continue
            value_expr = next((p.value for p in args[0].props if p.key == "value"), None)
            if value_expr is None:
                continue
            frame = Frame(path, site.scope)
            if not is_provider(program.evaluate(callee, frame), lib):
                continue
            value = program.evaluate(value_expr, frame)
            fetcher = value.get("fetcher") if isinstance(value, ObjV) else None
            if fetcher is not None:
                found.append((program.where(path, site.call.span), fetcher))
    return found


def same_functions(program, fids: list[str]) -> bool:
    """Whether the functions ``fids`` are written alike: the same parameters, returns and
    calls, their nested functions compared alike (places aside), down to
    :data:`MAX_DEPTH` levels."""
    shapes = {function_shape(program, fid, 0) for fid in fids}
    return len(shapes) == 1 and None not in shapes


def function_shape(program, fid: str, depth: int):
    """A function's facts without their places (``None`` past :data:`MAX_DEPTH` or for a
    function the program does not hold)."""
    facts = program.function_facts(fid)
    if facts is None or depth > MAX_DEPTH:
        return None
    path, fn = facts
    calls = tuple(shape(program, site.call, depth) for site in program.calls_in_scope(path, fid))
    return (tuple(p.name for p in fn.params), tuple(shape(program, r, depth) for r in fn.returns),
            calls, fn.arrow)


def shape(program, node, depth: int):
    """``node`` (an IR expression) as nested tuples without its places; a nested function
    by its own shape."""
    if isinstance(node, Fn):
        return ("Fn", function_shape(program, node.fid, depth + 1))
    if is_dataclass(node):
        return (type(node).__name__,) + tuple(
            shape(program, getattr(node, f.name), depth) for f in fields(node)
            if f.name not in SPAN_FIELDS)
    if isinstance(node, (list, tuple)):
        return tuple(shape(program, item, depth) for item in node)
    return node


def chosen_fetcher(program, found: list[tuple[Where | None, Value]]) -> FnV | None:
    """The one fetcher every provider of ``found`` sets (the first, when they are written
    alike), or ``None`` when there is none, several different ones, or one that is no
    function of the program."""
    if not found or not all(isinstance(f, FnV) for _, f in found):
        return None
    fids = [f.fid for _, f in found]
    if len(set(fids)) > 1 and not same_functions(program, fids):
        return None
    return found[0][1]


def providers_text(found: list[tuple[Where | None, Value]]) -> str:
    """The providers of ``found`` as ``file:line`` for a review message."""
    return ", ".join(f"{w[0]}:{w[1][0]}" for w, _ in found if w is not None)
