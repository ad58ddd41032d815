"""openapi-react-query: TanStack Query hooks over an openapi-fetch client.

Call forms handled::

    const fetchClient = createFetchClient<paths>({ baseUrl });      // openapi-fetch
    const $api = createClient(fetchClient);                         // openapi-react-query
    $api.useQuery('get', '/pets/{id}', { params: { path: { id } } });
    $api.useSuspenseQuery(…); $api.useInfiniteQuery(…); $api.queryOptions(…);   // alike
    const { mutate } = $api.useMutation('post', '/pets');
    mutate({ body: { name } });                                      // also mutateAsync

Rule ``openapi-react-query.query-hook``: a query hook (or ``queryOptions``) sends
``fetchClient.<METHOD>(path, init)`` at the hook, its third argument the init.
Rule ``openapi-react-query.mutation-hook``: ``useMutation(method, path)`` makes a mutation
whose ``mutate(init)`` / ``mutateAsync(init)`` sends ``fetchClient.<METHOD>(path, init)``
there. Both read the path, ``params`` and ``body`` as the openapi-fetch recogniser does
(:func:`.openapi_fetch.path_template`), on the fetch client's base URL and auth. A client
made from anything but an openapi-fetch client, or a method or path that is no literal,
makes nothing here.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.fixed_texts import fixed_texts
from code2skill.requests import RequestTemplate, Site
from code2skill.values import ClientV, LibV, ObjV, PropV, StrV, Text, Value, text_of

from .openapi_fetch import FACTS as FETCH_FACTS, LIB as FETCH_LIB, path_template
from .registry import Recogniser

LIB = "openapi-react-query"
MUTATION = "openapi-react-query.mutation"      # the value useMutation(...) returns
QUERY_RULE = "openapi-react-query.query-hook"
MUTATION_RULE = "openapi-react-query.mutation-hook"
QUERY_HOOKS = frozenset({"useQuery", "useSuspenseQuery", "useInfiniteQuery", "queryOptions"})
MUTATE = frozenset({"mutate", "mutateAsync"})


def call_value(callee, args, where, new) -> Value | None:
    """``createClient(fetchClient)`` → the hooks client; ``$api.useMutation(method, path)``
    → the mutation (its fetch client, method and path kept in its config)."""
    if isinstance(callee, LibV) and callee.lib == LIB and callee.path in ((), ("default",)):
        fetch_client = args[0] if args else None
        return ClientV(LIB, ObjV((PropV("client", fetch_client, where),), where), where) \
            if fetch_client is not None else None
    if isinstance(callee, ClientV) and callee.lib == LIB and callee.path == ("useMutation",):
        method = text_of(args[0]) if args else None
        paths = fixed_texts(args[1]) if len(args) > 1 else None
        fetch_client = hooks_fetch_client(callee)
        if method is None or paths is None or len(paths) != 1 or fetch_client is None:
            return None
        return ClientV(MUTATION, ObjV((PropV("client", fetch_client, where),
                                       PropV("method", StrV((Text(method),)), where),
                                       PropV("path", StrV((Text(paths[0]),)), where)), where),
                       where)
    return None


def hooks_fetch_client(hooks: ClientV) -> ClientV | None:
    """The openapi-fetch client a hooks client (``ClientV`` of :data:`LIB` or
    :data:`MUTATION`) was made from, without its member path; ``None`` when it is no
    openapi-fetch client."""
    found = next((p.value for p in hooks.config.props if p.key == "client"), None) \
        if isinstance(hooks.config, ObjV) else None
    return replace(found, path=()) if isinstance(found, ClientV) and found.lib == FETCH_LIB \
        else None


def config_text(hooks: ClientV, key: str) -> str | None:
    """A fixed text a mutation's config holds (``method``, ``path``)."""
    return next((text_of(p.value) for p in hooks.config.props if p.key == key), None) \
        if isinstance(hooks.config, ObjV) else None


def request(callee, site, ctx) -> RequestTemplate | list[RequestTemplate] | None:
    """The templates of a query hook's request at the hook, and of a mutation's
    ``mutate(init)``; ``None`` for anything else."""
    if not isinstance(callee, ClientV) or len(callee.path) != 1:
        return None
    args = ctx.args(site.call)
    if callee.lib == LIB and callee.path[0] in QUERY_HOOKS:
        method = text_of(args[0]) if args else None
        paths = fixed_texts(args[1]) if len(args) > 1 else None
        init = args[2] if len(args) > 2 else None
        rule, shaping = QUERY_RULE, None
    elif callee.lib == MUTATION and callee.path[0] in MUTATE:
        method, path = config_text(callee, "method"), config_text(callee, "path")
        paths = [path] if path is not None else None
        init = args[0] if args else None
        rule, shaping = MUTATION_RULE, callee.where
    else:
        return None
    fetch_client = hooks_fetch_client(callee)
    if method is None or method.upper() not in FETCH_FACTS.verbs or not paths \
            or fetch_client is None:
        return None
    member = fetch_client.member(method.upper())
    templates = [hook_template(path_template(member, site, ctx, path, init), rule, shaping)
                 for path in paths]
    return templates[0] if len(templates) == 1 else templates


def hook_template(template: RequestTemplate, rule: str, shaping) -> RequestTemplate:
    """``template`` (openapi-fetch's) with its call site citing the hook's ``rule``, and,
    for a mutation, the ``useMutation`` call that fixed its method and path as a shaping
    site."""
    sites = tuple(replace(s, rule=rule) if s.rule == "openapi-fetch.call" else s
                  for s in template.sites)
    if shaping is not None:
        sites += (Site(shaping, None, rule, shaping=True),)
    return replace(template, sites=sites)


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value,
                        modules={"openapi-react-query": LIB})
