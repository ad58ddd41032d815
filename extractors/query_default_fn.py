"""Rule ``react-query.default-query-fn``: a query hook with no ``queryFn`` of its own runs the
one the app's ``QueryClient`` sets in ``defaultOptions.queries``, with the hook's key.

::

    new QueryClient({ defaultOptions: { queries: {
      queryFn: async ({ queryKey }) => (await axios.get(`/api/${queryKey[0]}`,
                                                        { params: queryKey[1] })).data } } });
    useQuery({ queryKey: ['projects', { page }] })     // queryFn({ queryKey: ['projects', …] })
    useQuery(['projects', { page }])                    // v3 positional form, no function

The default function is no capability by itself: each hook call site is a request, the
function called with ``{ queryKey }`` there (so the key's path and its query fill in). When
every ``QueryClient`` of the program that sets a default ``queryFn`` sets the same function
(one client, or several written alike: :func:`.swr_config.chosen_fetcher`), a hook without
one uses it; when they set different ones, the hook is a ``medium`` review item naming them.
A hook with its own ``queryFn`` is left to it.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Call, Fn, Obj, Prop
from code2skill.values import LibV, ObjV, Value, Where

from . import swr_config
from .swr import as_fetcher_call

RULE = "react-query.default-query-fn"
CLIENT = ("QueryClient",)
OPTION_PATH = ("defaultOptions", "queries", "queryFn")


def default_query_fns(program, lib: str) -> list[tuple[Where | None, Value]]:
    """``[(where, queryFn)]``: the default ``queryFn`` of every ``new QueryClient({…})`` of
    the program that sets one, in module order (``lib`` the recogniser's id)."""
    from code2skill.recogniser_context import Frame

    found = []
    for path in sorted(program.modules):
        for site in program.modules[path].calls:
            call = site.call
            if not call.new or not call.args or not isinstance(call.args[0], Obj):
                continue
            frame = Frame(path, site.scope)
            callee = program.evaluate(call.callee, frame)
            if not (isinstance(callee, LibV) and callee.lib == lib and callee.path == CLIENT):
                continue
            value: Value | None = program.evaluate(call.args[0], frame)
            for name in OPTION_PATH:
                value = value.get(name) if isinstance(value, ObjV) else None
            if value is not None:
                found.append((program.where(path, call.span), value))
    return found


def hook_key(call: Call):
    """The key of a query hook call that gives no function of its own: the ``queryKey`` of
    its options object (``useQuery({queryKey})``), or its first argument in the v3
    positional form (``useQuery(key)``, ``useQuery(key, options)``); ``None`` when the hook
    has a ``queryFn`` (or an options object the source does not spell)."""
    args = call.args
    if len(args) == 1 and isinstance(args[0], Obj):
        keys = {p.key for p in args[0].props}
        if "queryFn" in keys or None in keys:
            return None
        return next((p.value for p in args[0].props if p.key == "queryKey"), None)
    if args and not isinstance(args[0], Obj) and (len(args) == 1 or isinstance(args[1], Obj)
                                                  and "queryFn" not in {p.key for p in
                                                                        args[1].props}):
        return args[0]
    return None


def default_requests(hook: str, site, ctx) -> list | None:
    """The requests of query hook ``hook`` at ``site`` through the default ``queryFn``, or
    ``None`` when the hook gives its own function (or none is set anywhere)."""
    call = site.call
    key = hook_key(call)
    if key is None:
        return None
    program = ctx.program
    found = program.setup_facts("react-query", {}).get("query_fns", [])
    chosen = swr_config.chosen_fetcher(program, found)
    if chosen is None:
        where = ctx.where(call.span)
        if found and where is not None:
            program.note_review("medium", f"TanStack Query {hook} with no queryFn of its own: "
                                "the QueryClients set different default query functions "
                                f"({swr_config.providers_text(found)}), so its request is "
                                "not followed", where)
            program.note_reviewed_site(where, "react-query")
        return None
    context = Obj((Prop("queryKey", key, getattr(key, "span", None)),), call.span)
    fetch_site = replace(site, call=Call(Fn(chosen.fid, call.span), (context,), call.span))
    hop = ctx.site(call.span, RULE)
    return [as_fetcher_call(t, hop) for t in program.requests_at(
        fetch_site, ctx.frame, program.function(ctx.frame.fid), 1)]
