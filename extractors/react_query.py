"""TanStack Query (React/Vue/Svelte/Solid Query): the functions a query or mutation hook runs.

Forms handled::

    const docs = useQuery({ queryKey: ['documents'], queryFn: () => listDocuments() });
    docs.data                                   // what queryFn returns (rule react-query.data)
    const docs = useQuery(['documents'], () => listDocuments());        // v3 positional form
    const remove = useMutation({ mutationFn: (id: string) => deleteDocument(id) });
    const remove = useMutation((id: string) => deleteDocument(id));     // v3 positional form
    remove.mutate(id);  await remove.mutateAsync(id);   // a call of mutationFn (react-query.mutate)

The hooks make no request themselves: the functions they are given do. A query's ``data`` is
what its ``queryFn`` returns, so a response it reads flows on (``preconditions``); a mutation's
``mutate``/``mutateAsync`` is its ``mutationFn``, so the component that calls it is on the
request's call chain (labels, confirmation dialogs, data flow into its arguments).
"""
from __future__ import annotations

from code2skill.values import FnV, LibV, ObjV, PropV, Value, Where

from .registry import Recogniser

MODULES = {name: "react-query" for name in (
    "@tanstack/react-query", "react-query", "@tanstack/vue-query", "vue-query",
    "@tanstack/svelte-query", "@tanstack/solid-query", "@tanstack/angular-query-experimental")}
QUERY_HOOKS = frozenset({"useQuery", "useSuspenseQuery", "createQuery", "injectQuery"})
MUTATION_HOOKS = frozenset({"useMutation", "createMutation", "injectMutation"})


def request(callee, site, ctx) -> None:
    """The hooks make no request themselves."""
    return None


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
                        modules=MODULES)
