"""TanStack Query (React/Vue/Svelte/Solid Query): the functions a query or mutation hook runs.

Forms handled::

    const docs = useQuery({ queryKey: ['documents'], queryFn: () => listDocuments() });
    docs.data                                   // what queryFn returns (rule react-query.data)
    const docs = useQuery(['documents'], () => listDocuments());        // v3 positional form
    const remove = useMutation({ mutationFn: (id: string) => deleteDocument(id) });
    const remove = useMutation((id: string) => deleteDocument(id));     // v3 positional form
    remove.mutate(id);  await remove.mutateAsync(id);   // a call of mutationFn (react-query.mutate)
    useQuery({ queryKey: ['projects', { page }] })      // the QueryClient's default queryFn

The hooks make no request themselves: the functions they are given do. A query's ``data`` is
what its ``queryFn`` returns, so a response it reads flows on (``preconditions``); a mutation's
``mutate``/``mutateAsync`` is its ``mutationFn``, so the component that calls it is on the
request's call chain (labels, confirmation dialogs, data flow into its arguments).
"""
from __future__ import annotations

from code2skill.recogniser_context import SetupFacts
from code2skill.values import FnV, LibV, ObjV, PropV, Value, Where

from .query_default_fn import default_query_fns, default_requests
from .registry import Recogniser

MODULES = {name: "react-query" for name in (
    "@tanstack/react-query", "react-query", "@tanstack/vue-query", "vue-query",
    "@tanstack/svelte-query", "@tanstack/solid-query", "@tanstack/angular-query-experimental")}
QUERY_HOOKS = frozenset({"useQuery", "useSuspenseQuery", "createQuery", "injectQuery"})
MUTATION_HOOKS = frozenset({"useMutation", "createMutation", "injectMutation"})


def request(callee, site, ctx) -> list | None:
    """The hooks make no request themselves; a query hook with no ``queryFn`` of its own runs
    the ``QueryClient``'s default one with its key (rule ``react-query.default-query-fn``,
    :mod:`.query_default_fn`)."""
    if isinstance(callee, LibV) and callee.lib == "react-query" and len(callee.path) == 1 \
            and callee.path[0] in QUERY_HOOKS:
        return default_requests(callee.path[0], site, ctx)
    return None


def setup(program) -> SetupFacts:
    """Program-wide pass: ``query_fns`` are the default ``queryFn`` of the program's
    ``QueryClient``s (:func:`.query_default_fn.default_query_fns`)."""
    return SetupFacts({"query_fns": default_query_fns(program, "react-query")})


def hook_function(args: tuple[Value, ...], option: str) -> FnV | None:
    """The function given to a hook: the ``option`` member of its options object, or its
    first function argument (v3 positional forms)."""
    for arg in args:
        if isinstance(arg, ObjV):
            found = next((p.value for p in arg.props if p.key == option), None)
            if isinstance(found, FnV):
                return found
        elif isinstance(arg, FnV):
            return arg
    return None


def call_result(callee: Value, args: tuple[Value, ...], where: Where | None, ctx
                ) -> Value | None:
    """Rules ``react-query.data`` and ``react-query.mutate``: ``useQuery(…)`` is an object
    whose ``data`` is what ``queryFn`` returns; ``useMutation(…)`` one whose ``mutate`` and
    ``mutateAsync`` are ``mutationFn``."""
    if not isinstance(callee, LibV) or callee.lib != "react-query" or len(callee.path) != 1:
        return None
    hook = callee.path[0]
    if hook in QUERY_HOOKS:
        fn = hook_function(args, "queryFn")
        if fn is None or ctx.function_facts(fn) is None:
            return None
        return ObjV((PropV("data", ctx.program.returns(fn.fid), where),), where)
    if hook in MUTATION_HOOKS:
        fn = hook_function(args, "mutationFn")
        if fn is None:
            return None
        return ObjV((PropV("mutate", fn, where), PropV("mutateAsync", fn, where)), where)
    return None


RECOGNISER = Recogniser(id="react-query", request=request, call_result=call_result,
                        modules=MODULES, setup=setup)
