"""tRPC clients: procedure calls through a typed proxy, with no URL at the call.

Forms handled::

    export const api = createTRPCReact<AppRouter>();        // also createTRPCNext({config})
    api.createClient({ links: [httpBatchLink({ url: getBaseUrl() + '/api/trpc' })] })
    api.post.byId.useQuery({ id })                           // useSuspenseQuery, useInfiniteQuery …
    const create = api.post.create.useMutation();  create.mutate({ title })   // mutateAsync
    const utils = api.useUtils();  utils.post.list.fetch()   // prefetch, ensureData: reads
    utils.post.list.invalidate()                             // setData, getData …: no request
    const client = createTRPCProxyClient<AppRouter>({ links });   // createTRPCClient
    client.post.byId.query({ id });  client.post.create.mutate({ title })
    export const { useTRPC } = createTRPCContext<AppRouter>();    // v11, also
    const trpc = useTRPC();                                       // createTRPCOptionsProxy
    useQuery(trpc.post.byId.queryOptions({ id }))            // the request is queryOptions(…)
    useMutation(trpc.post.create.mutationOptions()).mutate({ title })

A procedure path ``post.byId`` is one endpoint ``{base}/post.byId`` (tRPC's HTTP convention):
a query is a ``GET`` whose input travels as the ``input`` query parameter, JSON-encoded (rule
``trpc.query-get``); a mutation a ``POST`` whose JSON body is the input (rule
``trpc.mutation-post``). The base is the ``url`` of the client's HTTP link (``httpLink``,
``httpBatchLink``, ``httpBatchStreamLink``, also inside ``splitLink``); hooks of a React client
take the links any ``createClient``/``createTRPCNext`` of the program configures (rule
``trpc.link-url``). A superjson data transformer (on the link, v11, or the client, v10) sends
``{"json": input}`` instead of the input (rule ``trpc.transformer-superjson``); another
transformer is a review item (``trpc.transformer-unknown``). A batching link's
``a,b?batch=1&input={"0":…}`` is not modelled: the server answers each procedure alone too.
Subscriptions (``useSubscription``, ``.subscribe``) and a ``wsLink`` are
not HTTP requests: review items, never capabilities. ``useQueries((t) => …)`` calls on its
callback's proxy ``t`` and ``useUtils()`` handles read per item of an array are followed
(:mod:`.trpc_callbacks`); a router type imported from outside the analysed folder makes each
sent input unproven (:mod:`.trpc_outside`).
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Lit, Member, Obj, Ref
from code2skill.requests import AuthHint, RequestTemplate, Site
from code2skill.recogniser_context import SetupFacts
from code2skill.values import (PAGES, AltV, ArrV, ClientV, HoleV, LibV, LitV, ObjV, PropV,
                               ResponseV, StrV, Text, TypedV, UnknownV, Value, Where)

from .common import auth_in_function
from .trpc_callbacks import EACH, handle_calls, proxy_calls
from .trpc_outside import input_note, outside_router, warning
from .validation import procedure_input_name
from .registry import Recogniser

LIB = "trpc"
MODULES = {name: LIB for name in (
    "@trpc/react-query", "@trpc/next", "@trpc/client", "@trpc/tanstack-react-query",
    "@trpc/react")}
SERVER_LIB = "trpc-server"      # @trpc/server: initTRPC, read for the router's procedures
REACT = "trpc.react"            # createTRPCReact / createTRPCNext: procedures carry hooks
PROXY = "trpc.proxy"            # createTRPCProxyClient / createTRPCClient: .query / .mutate
OPTIONS = "trpc.options"        # v11 options proxy: .queryOptions / .mutationOptions
CONTEXT = "trpc.context"        # v11 createTRPCContext(): { useTRPC, useTRPCClient }
UTILS = "trpc.utils"            # api.useUtils() / api.useContext()
MUTATION = "trpc.mutation"      # a mutation hook's result: .mutate / .mutateAsync
LINK = "trpc.link"              # httpLink({url}) …
ORIGIN = "trpc-origin"          # ClientV.setup kind: the client a derived client comes from
KINDS = frozenset({REACT, PROXY, OPTIONS, CONTEXT, UTILS, MUTATION, LINK})
BUILDER = "trpc.server-builder"  # initTRPC.context<C>() …, before .create()
SERVER = "trpc.server"          # t = initTRPC.create(): t.router, t.procedure, t.middleware
ROUTER = "trpc.router"          # t.router({…}): config is the procedures object
PROCEDURE = "trpc.procedure"    # t.procedure.use(mw).input(schema).query(fn): setup holds steps
MIDDLEWARE = "trpc.middleware"  # t.middleware(fn)
SERVER_KINDS = frozenset({BUILDER, SERVER, ROUTER, PROCEDURE, MIDDLEWARE})
STEPS = frozenset({"use", "input", "output", "meta", "concat", "unstable_concat"})
TERMINALS = frozenset({"query", "mutation", "subscription"})
CREATORS = {"createTRPCReact": REACT, "createTRPCNext": REACT, "createReactQueryHooks": REACT,
            "createTRPCProxyClient": PROXY, "createTRPCClient": PROXY,
            "createTRPCContext": CONTEXT, "createTRPCOptionsProxy": OPTIONS}
HTTP_LINKS = frozenset({"httpLink", "httpBatchLink", "httpBatchStreamLink",
                        "unstable_httpBatchStreamLink", "httpSubscriptionLink",
                        "unstable_httpSubscriptionLink"})
LINKS = HTTP_LINKS | {"splitLink", "loggerLink", "wsLink", "retryLink"}
QUERY_HOOKS = frozenset({"useQuery", "useSuspenseQuery", "useInfiniteQuery",
                         "useSuspenseInfiniteQuery", "usePrefetchQuery",
                         "usePrefetchInfiniteQuery"})
UTIL_READS = frozenset({"fetch", "prefetch", "ensureData", "fetchInfinite", "prefetchInfinite"})
OPTION_READS = frozenset({"queryOptions", "infiniteQueryOptions"})
SUBSCRIPTIONS = frozenset({"useSubscription", "subscribe", "subscriptionOptions"})
HOOK_OPTIONS = "trpc-hook-options"  # ClientV.setup kind: the options a mutation hook is given
QUERY_OPTIONS = "trpc.query-options"  # v11 queryOptions(…)'s value: setup holds its answer
ANSWERED = frozenset({"fetch", "ensureData", "query", "mutate", "mutateAsync"})  # resolve to it
INFINITE = frozenset({"useInfiniteQuery", "useSuspenseInfiniteQuery", "fetchInfinite"})
CALLBACKS = ("onSuccess", "onSettled")      # called back with the answer first


def call_value(callee: Value, args: tuple[Value, ...], where: Where | None, new: bool
               ) -> Value | None:
    """The clients tRPC calls make: a creator's client (its options as config), a link (its
    options), a React client's ``useUtils()``/``createClient(…)``, a mutation hook's result
    (``useMutation()``, ``mutationOptions()``), v11's ``useTRPC()``/``useTRPCClient()``."""
    first = args[0] if args else None
    server = server_value(callee, first, where)
    if server is not None:
        return server
    if isinstance(callee, LibV):
        if callee.lib == LIB and len(callee.path) == 1:
            name = callee.path[0]
            if name in CREATORS:
                return ClientV(CREATORS[name], first, where)
            if name in LINKS:
                return ClientV(LINK, first, where, (name,))
        if callee.lib == "react-query" and callee.path == ("useMutation",) \
                and isinstance(first, ClientV) and first.lib == MUTATION:
            return first
        if callee.lib == "react-query" and callee.path[-1:] and callee.path[-1] in QUERY_HOOKS \
                and isinstance(first, ClientV) and first.lib == QUERY_OPTIONS and first.setup:
            return ObjV((PropV("data", first.setup[0][1], where),), where)   # trpc.response
        return None
    if not isinstance(callee, ClientV) or callee.lib not in KINDS or not callee.path:
        return None
    *proc, verb = callee.path
    made = None
    if callee.lib == REACT and not proc and verb in ("useUtils", "useContext"):
        made = ClientV(UTILS, callee.config, where)
    elif callee.lib == REACT and not proc and verb == "createClient":
        return ClientV(PROXY, first, where)
    elif callee.lib == CONTEXT and not proc and verb in ("useTRPC", "useTRPCClient"):
        made = ClientV(OPTIONS if verb == "useTRPC" else PROXY, None, where)
    elif (callee.lib, verb) in ((REACT, "useMutation"), (OPTIONS, "mutationOptions")) and proc:
        made = ClientV(MUTATION, callee.config, where, tuple(proc))
    if made is None:
        return None
    hook = ((HOOK_OPTIONS, first, where),) if made.lib == MUTATION and first is not None else ()
    return replace(made, setup=((ORIGIN, origin(callee), callee.where),) + hook)


def call_result(callee: Value, args: tuple[Value, ...], where: Where | None, ctx
                ) -> Value | None:
    """Rule ``trpc.response``: what a procedure call gives the client, its answer being the
    response body of the request made at that call (a ``ResponseV`` whose sites are the
    request's, so ``output.response-read`` reads it): ``useQuery(…)`` an object whose
    ``data`` is the answer, ``useSuspenseQuery(…)`` the pair ``[answer, {data: answer}]``;
    ``useInfiniteQuery(…)``'s ``data`` (``useSuspenseInfiniteQuery``'s first item, ``await
    utils.a.b.fetchInfinite()``) is ``{pages}``, v11's ``trpc.a.b.queryOptions(…)`` a value
    whose answer TanStack's ``useQuery(…)``/``useSuspenseQuery(…)`` of it gives as ``data``
    (:func:`call_value`; ``infiniteQueryOptions``: ``{pages}``), each page an answer
    (:data:`~code2skill.values.PAGES`); ``await utils.a.b.fetch()``/``ensureData()``,
    ``client.a.b.query()``/``.mutate()`` and a mutation hook's ``mutateAsync(…)`` are the
    answer itself; ``None`` for any other call (``mutate`` answers nothing: its callbacks
    do, :func:`called_back`)."""
    if where is None or not isinstance(callee, ClientV) or callee.lib not in KINDS:
        return None
    lib, path = callee.lib, callee.path
    if lib == UTILS and path[:1] == ("client",):
        lib, path = PROXY, path[1:]
    if len(path) < 2:
        return None
    verb = path[-1]
    sites = (where, callee.where) if lib == MUTATION and callee.where is not None else (where,)
    answer: Value = ResponseV(sites, LIB, body=True)
    if verb in INFINITE:
        answer = ObjV((PropV("pages", ResponseV(sites, LIB, (PAGES,), True), where),), where)
    if lib == REACT and verb in ("useQuery", "useInfiniteQuery"):
        return ObjV((PropV("data", answer, where),), where)
    if lib == REACT and verb in ("useSuspenseQuery", "useSuspenseInfiniteQuery"):
        return ArrV((answer, ObjV((PropV("data", answer, where),), where)), where)
    if lib == OPTIONS and verb in OPTION_READS:          # useQuery(…) of it: call_value
        answer = ObjV((PropV("pages", ResponseV(sites, LIB, (PAGES,), True), where),), where) \
            if verb == "infiniteQueryOptions" else answer
        return ClientV(QUERY_OPTIONS, None, where, (), ((QUERY_OPTIONS, answer, where),))
    if lib == UTILS and verb in ("fetch", "ensureData", "fetchInfinite") \
            or lib == PROXY and verb in ("query", "mutate") \
            or lib == MUTATION and verb == "mutateAsync":
        return answer
    return None


def called_back(ctx, site, client: ClientV, kind: str, verb: str) -> None:
    """Rule ``trpc.response``: the callbacks tRPC calls with the answer of the request made at
    ``site`` — a mutation hook's ``onSuccess``/``onSettled`` (``useMutation({onSuccess:
    (data) => …})``, v11's ``mutationOptions({onSuccess})``), those of one ``mutate(input,
    {onSuccess})``, and v10's ``useQuery(input, {onSuccess})`` — are called back with it
    (:meth:`~code2skill.recogniser_context.ProgramQueries.call_back`), so their first
    parameter's reads are reads of the response."""
    call = site.call
    where = ctx.where(call.span)
    if where is None:
        return
    options = [value for step, value, _ in client.setup if step == HOOK_OPTIONS] \
        if kind == "mutation" else []
    args = ctx.args(call)
    if len(args) > 1 and (kind == "mutation" or verb in ("useQuery", "useSuspenseQuery")):
        options.append(args[1])
    sites = (where, client.where) if client.lib == MUTATION and client.where is not None \
        else (where,)
    for value in options:
        for name in CALLBACKS:
            found = ctx.function_facts(ctx.member(value, name))
            if found is not None:
                ctx.program.call_back(found[1].fid, ctx.frame, call.span,
                                      ResponseV(sites, LIB, body=True))


def server_value(callee: Value, first: Value | None, where: Where | None) -> Value | None:
    """The router side (rule ``trpc.router``): ``initTRPC….create()`` is ``t``;
    ``t.router({…})`` a router over its object; ``t.middleware(fn)`` a middleware;
    ``t.procedure.use(mw).input(schema).query(fn)`` a procedure recording each step
    ``(method, argument, where)`` in ``setup``."""
    if isinstance(callee, LibV) and callee.lib == SERVER_LIB and callee.path[:1] == (
            "initTRPC",) and len(callee.path) > 1:
        return ClientV(SERVER if callee.path[-1] == "create" else BUILDER, None, where)
    if not isinstance(callee, ClientV) or callee.lib not in SERVER_KINDS or not callee.path:
        return None
    step = (callee.path[-1], first if first is not None else UnknownV("no-argument"), where)
    if callee.lib == BUILDER and len(callee.path) == 1:
        return ClientV(SERVER if step[0] == "create" else BUILDER, None, where)
    if callee.lib == SERVER and callee.path in (("router",), ("createRouter",)):
        return ClientV(ROUTER, first, where)
    if callee.lib == SERVER and callee.path == ("middleware",):
        return ClientV(MIDDLEWARE, first, where)
    if callee.lib == SERVER and callee.path[:1] == ("procedure",) and len(callee.path) == 2 \
            or callee.lib == PROCEDURE and len(callee.path) == 1:
        if step[0] in STEPS | TERMINALS:
            return ClientV(PROCEDURE, None, where, (), callee.setup + (step,))
    return None


def origin(client: ClientV) -> ClientV:
    """The client a derived one comes from (``useUtils()`` of a React client, a mutation hook
    of it), path-less; ``client`` itself, path-less, when it is one a creator made."""
    found = next((value for kind, value, _ in client.setup if kind == ORIGIN), None)
    return found if isinstance(found, ClientV) else replace(client, path=())


def request(callee, site, ctx) -> list[RequestTemplate] | None:
    """The request a tRPC call makes (a list of one), ``[]`` for a claimed call that makes
    none (``invalidate()``, ``queryKey()``, ``useMutation()`` itself, a creator), ``None`` for
    calls of other libraries."""
    if isinstance(callee, LibV) and callee.lib in (LIB, SERVER_LIB) \
            or isinstance(callee, ClientV) and callee.lib in SERVER_KINDS:
        return []
    if not isinstance(callee, ClientV) or callee.lib not in KINDS:
        return None
    path = callee.path
    if callee.lib == UTILS and path[:1] == ("client",):
        return request(ClientV(PROXY, callee.config, callee.where, path[1:]), site, ctx)
    if callee.lib == REACT and path in (("useQueries",), ("useSuspenseQueries",)):
        args = ctx.args(site.call)
        found = proxy_calls(ctx, args[0] if args else None, path[0])
        if not found:
            note(ctx, site, f"tRPC {path[0]}: the procedures its callback calls are not "
                 "followed, so they are not in the contract from here")
        return [template(inner, call, replace(callee, path=()), proc, "query", verb)
                for inner, call, proc, verb in found]
    if len(path) < 2:
        return []
    *proc, verb = path
    kind = callee.lib
    if verb in SUBSCRIPTIONS:
        note(ctx, site, f"tRPC subscription {'.'.join(proc)} ({verb}): a stream over "
             "WebSocket or server-sent events, not a request-response call; not in the contract")
        return []
    if (kind, verb) in ((REACT, "useMutation"), (OPTIONS, "mutationOptions")):
        where = ctx.where(site.call.span)
        if where is not None:                 # its request is at mutate(…), if one is seen
            state(ctx.program)["hooks"].setdefault(where, ".".join(proc))
        return []
    if kind == REACT and verb in QUERY_HOOKS or kind == UTILS and verb in UTIL_READS \
            or kind == PROXY and verb == "query" or kind == OPTIONS and verb in OPTION_READS:
        called_back(ctx, site, callee, "query", verb)
        return [template(ctx, site, callee, tuple(proc), "query", verb)]
    if kind == PROXY and verb == "mutate" or kind == MUTATION and verb in (
            "mutate", "mutateAsync") and len(path) == len(proc) + 1:
        called_back(ctx, site, callee, "mutation", verb)
        return [template(ctx, site, callee, tuple(proc), "mutation", verb)]
    return []


def template(ctx, site, client: ClientV, proc: tuple[str, ...], kind: str, verb: str
             ) -> RequestTemplate:
    """Rules ``trpc.query-get`` and ``trpc.mutation-post``: procedure ``proc`` called at
    ``site`` — ``GET {base}/a.b?input=<JSON>`` for a query, ``POST {base}/a.b`` with the input
    as JSON body for a mutation; the input is the call's first argument (none, ``undefined`` or
    ``null``: no input, whatever the router's schema, rule ``trpc.no-input``)."""
    call = site.call
    where = ctx.where(call.span)
    args = ctx.args(call)
    value = args[0] if args and not (isinstance(args[0], LitV) and args[0].value is None) \
        else None
    procedure = ctx.program.setup_facts(LIB, {}).get("procedures", {}).get(".".join(proc))
    schema = procedure_schema(ctx, procedure) if procedure is not None else None
    if schema is not None and value is not None:
        value = schema
    rule = "trpc.query-get" if kind == "query" else "trpc.mutation-post"
    method = StrV((Text("GET" if kind == "query" else "POST", where, rule),))
    url = StrV((Text("/" + ".".join(proc), where, rule),))
    sites = (ctx.site(call.span, f"{rule}.{verb}"),)
    if client.lib == MUTATION and client.where is not None:
        sites += (Site(client.where, None, "trpc.mutation-hook"),)
        state(ctx.program)["mutated"].add(client.where)
    links = links_of(ctx, client)
    base = link_base(ctx, links)
    source = origin(client).where
    if procedure is None and source is not None:     # rule trpc.router-missing, per client
        ctx.program.note_review(
            "low", "the tRPC router this client calls is not in the analysed source (or "
            "not read): procedure inputs are the shapes of the calls' arguments, and the "
            "router's input validators and auth middleware are unknown", source)
    auth = link_auth(ctx, links) + (procedure_auth(ctx, procedure) if procedure else ())
    notes = () if links else (("medium", "no tRPC HTTP link (httpLink, httpBatchLink) with a "
                               "url was found for this client: the procedure's path is read "
                               "from the service root", where),)
    envelope, unknown = wire_format(transformer_of(ctx, client, links))
    notes += unknown
    router = ctx.program.setup_facts(LIB, {}).get("outside", {}).get(source) \
        if procedure is None and value is not None else None
    if router is not None:                      # rule trpc.router-outside-root
        notes += (input_note(".".join(proc), router),)
    if kind == "query":
        if value is not None and envelope is not None:     # input={"json": …}
            value = ObjV((PropV(envelope[0], value, envelope[2]),), envelope[2])
        query = ObjV((PropV("input", value, where),), where) if value is not None else None
        return RequestTemplate(lib=LIB, method=method, url=url, sites=sites, base=base,
                               query=query, notes=notes, auth=auth,
                               envelope=envelope if value is not None else None)
    return RequestTemplate(lib=LIB, method=method, url=url, sites=sites, base=base,
                           body=value, body_encoding="json" if value is not None else None,
                           notes=notes, auth=auth,
                           envelope=envelope if value is not None else None)


def transformer_of(ctx, client: ClientV, links: list[ClientV]
                   ) -> tuple[Value, Where | None] | None:
    """Rule ``trpc.transformer``: the data transformer the client serialises inputs with, and
    where it is set: the ``transformer`` option of the link whose url is the base (v11:
    ``httpBatchLink({url, transformer: superjson})``, :func:`link_base`), else the client's
    own (v10: ``createTRPCProxyClient({transformer, links})``, ``api.createClient({transformer})``,
    ``createTRPCNext({config() { return {transformer, links} }})``); ``None`` when none is
    set (inputs are sent as plain JSON)."""
    base = next((link for link in links if ctx.member(link.config, "url") is not None), None)
    for config in ([base.config] if base else []) + client_configs(ctx, client):
        found = option(ctx, config, "transformer")
        if found is not None:
            return found
    return None


def client_configs(ctx, client: ClientV) -> list[Value]:
    """The option objects of the client a procedure is called through: a proxy client's
    own, an options proxy's ``client``'s, a React client's own, its ``createClient(…)``
    arguments and the object its ``config()`` returns."""
    source = origin(client)
    config = source.config
    if source.lib == OPTIONS:
        inner = ctx.member(config, "client")
        return [inner.config] if isinstance(inner, ClientV) and inner.lib == PROXY else []
    found = [config] if config is not None else []
    if source.lib == REACT:
        found += ctx.program.setup_facts(LIB, {}).get("configs", {}).get(source.where, [])
        factory = ctx.function_facts(ctx.member(config, "config"))
        if factory is not None:
            found.append(ctx.program.returns(factory[1].fid))
    return found


def option(ctx, config: Value | None, key: str) -> tuple[Value, Where | None] | None:
    """The value of option ``key`` of an options object and the place it is written."""
    value = ctx.member(config, key)
    if value is None or isinstance(value, UnknownV) and value.reason == "no-member":
        return None
    where = next((p.where for p in config.props if p.key == key), None) \
        if isinstance(config, ObjV) else None
    return value, where


def wire_format(transformer: tuple[Value, Where | None] | None
                ) -> tuple[tuple[str, str, Where | None] | None, tuple]:
    """How a transformer changes the inputs on the wire: ``(envelope, notes)``. Rule
    ``trpc.transformer-superjson``: superjson (``import superjson from 'superjson'``, also as
    the ``input`` half of ``{input, output}``) sends ``{"json": input}`` — the envelope
    ``("json", rule, where)`` (``meta`` is only needed for values JSON cannot carry). Rule
    ``trpc.transformer-unknown``: any other transformer (a custom object, devalue…) is a
    review item naming it, the bindings showing the input before serialisation."""
    if transformer is None:
        return None, ()
    value, where = transformer
    if isinstance(value, ObjV) and any(p.key == "input" for p in value.props):
        inner = next(p for p in value.props if p.key == "input")
        value, where = inner.value, inner.where or where
    if isinstance(value, LibV) and value.lib == "superjson":
        return ("json", "trpc.transformer-superjson", where), ()
    return None, (("medium", f"tRPC inputs are serialised by the transformer "
                   f"{transformer_name(value)}; its wire format is not modelled, so the "
                   "bindings show each input before serialisation", where),)


def transformer_name(value: Value) -> str:
    """A transformer as a reviewer reads it: a library's import path, else what it is."""
    if isinstance(value, LibV):
        return "'" + ".".join((value.lib,) + value.path) + "'"
    if isinstance(value, ObjV):
        keys = ", ".join(p.key for p in value.props if p.key is not None)
        return f"of the program (an object with {keys or 'no known members'})"
    return "of the program (a value the source does not show)"


def procedure_schema(ctx, procedure: ClientV) -> TypedV | None:
    """Rule ``trpc.router-input``: the zod object of the procedure's ``.input(z.object(…))``
    (read by the validation extractor under :func:`procedure_input_name`) as the type of its
    input, so its fields, types, requiredness, enums and bounds cite the router's lines;
    ``None`` when the procedure has no such input (a named schema is not followed)."""
    for kind, _, where in procedure.setup:
        if kind != "input" or where is None:
            continue
        module = ctx.program.modules.get(where[0])
        name = procedure_input_name(where[1][0], where[1][1])
        rule_sets = module.validation.schemas if module and module.validation else ()
        if any(r.name == name for r in rule_sets):
            return TypedV(f"z.infer<typeof {name}>", where[0], (), where)
    return None


def procedure_auth(ctx, procedure: ClientV) -> tuple[AuthHint, ...]:
    """Rule ``trpc.auth-middleware``: a middleware of the procedure (``.use(isAuthed)``, a
    ``t.middleware(fn)`` or a function) that throws ``new TRPCError({code: 'UNAUTHORIZED'})``
    makes it require an authenticated session — which credential carries it is not shown
    (``session`` hint: authentication stays ``unknown``, with the throw as evidence)."""
    hints = []
    for kind, value, _ in procedure.setup:
        if kind != "use":
            continue
        fn = value.config if isinstance(value, ClientV) and value.lib == MIDDLEWARE else value
        facts = ctx.function_facts(fn)
        if facts is None:
            continue
        for site in ctx.calls_in(facts[1].fid):
            if rejects_unauthorized(site.call):
                hints.append(AuthHint("session", (facts[0], site.call.span or (0, 0, 0, 0)),
                                      "trpc.auth-middleware", "requires an authenticated "
                                      "session (the middleware throws UNAUTHORIZED without "
                                      "one)"))
    return tuple(hints)


def rejects_unauthorized(call) -> bool:
    """``new TRPCError({ code: 'UNAUTHORIZED' })``."""
    return call.new and isinstance(call.callee, Ref) and call.callee.name == "TRPCError" \
        and bool(call.args) and isinstance(call.args[0], Obj) and any(
            p.key == "code" and isinstance(p.value, Lit) and p.value.value == "UNAUTHORIZED"
            for p in call.args[0].props)


def note(ctx, site, message: str) -> None:
    """A review item at the call (rule ``trpc.not-request-response``), which stays a reviewed
    request-like site in ``source.coverage``."""
    where = ctx.where(site.call.span)
    if where is not None:
        ctx.program.note_review("medium", message, where)
        ctx.program.note_reviewed_site(where, LIB)


def links_of(ctx, client: ClientV) -> list[ClientV]:
    """The HTTP links ``client`` sends through (rule ``trpc.link-url``): a proxy client's own
    ``links`` option; an options proxy's ``client``'s; for a React client, the links of its
    ``createClient({links})`` calls or of ``createTRPCNext({config: () => ({links})})``; else
    (v11's ``useTRPC()``, a client configured where the source does not show) the HTTP links
    the program configures outside module-level vanilla clients, in module order."""
    source = origin(client)
    config = source.config
    if source.lib == OPTIONS:
        inner = ctx.member(config, "client")
        config = inner.config if isinstance(inner, ClientV) and inner.lib == PROXY else None
    own = http_links(ctx, ctx.member(config, "links")) if source.lib in (PROXY, OPTIONS) \
        else []
    if source.lib == REACT:
        known = ctx.program.setup_facts(LIB, {}).get("created", {})
        own = list(known.get(source.where, ()))
        factory = ctx.function_facts(ctx.member(config, "config"))
        if factory is not None:
            returned = ctx.program.returns(factory[1].fid)
            own += http_links(ctx, ctx.member(returned, "links"))
    return own or [link for _, link in ctx.program.setup_facts(LIB, {}).get("links", ())]


def http_links(ctx, value: Value | None, depth: int = 0) -> list[ClientV]:
    """The HTTP links in a ``links`` value: an array's items, ``splitLink``'s ``true`` and
    ``false`` branches (each may be an array), alternatives."""
    if value is None or depth > 4:
        return []
    if isinstance(value, ArrV):
        return [link for item in value.items for link in http_links(ctx, item, depth + 1)]
    if isinstance(value, AltV):
        return [link for item in value.options for link in http_links(ctx, item, depth + 1)]
    if not isinstance(value, ClientV) or value.lib != LINK:
        return []
    if value.path[0] in HTTP_LINKS:
        return [value]
    if value.path[0] == "splitLink":
        return [link for key in ("true", "false")
                for link in http_links(ctx, ctx.member(value.config, key), depth + 1)]
    return []


def link_base(ctx, links: list[ClientV]) -> Value | None:
    """The base URL: the ``url`` of the first HTTP link that names one.
    Rule ``trpc.browser-base``: a url led by alternatives of which one is empty
    (``${getBaseUrl()}/api/trpc``, ``getBaseUrl`` returning ``''`` in the browser and a host
    for server rendering) is the relative URL a browser uses; the hosts are one review item."""
    for link in links:
        url = ctx.member(link.config, "url")
        if url is None:
            continue
        head = url.parts[0] if isinstance(url, StrV) and url.parts else None
        if isinstance(head, HoleV) and isinstance(head.value, AltV) and any(
                is_empty(option) for option in head.value.options):
            if head.where is not None:
                ctx.program.note_review(
                    "low", f"the tRPC link url starts with a value that is '' (same origin) or "
                    f"one of {len(head.value.options) - 1} other bases (server rendering); the "
                    "contract reads the same-origin URL a browser uses", head.where)
            return StrV(url.parts[1:])
        return url
    return None


def is_empty(value: Value) -> bool:
    """An empty string literal."""
    return isinstance(value, StrV) and all(isinstance(p, Text) and not p.text
                                           for p in value.parts)


def link_auth(ctx, links: list[ClientV]) -> tuple:
    """Auth a link's ``headers()`` option sets (``authorization: `Bearer ${t}```)."""
    hints = []
    for link in links:
        hints.extend(auth_in_function(ctx, ctx.member(link.config, "headers"),
                                      "trpc.link-headers", returns_headers=True))
    return tuple(hints)


def state(program) -> dict:
    """What the recogniser sees while resolving (its notes): ``hooks`` (mutation hook place →
    procedure path) and ``mutated`` (the hook places whose ``mutate`` made a request)."""
    found = program.notes(LIB)
    found.setdefault("hooks", {})
    found.setdefault("mutated", set())
    return found


def review(program) -> set[tuple[str, str, Where]]:
    """Rule ``trpc.mutation-not-followed``: a mutation hook (``useMutation()``,
    ``mutationOptions()``) whose ``mutate``/``mutateAsync`` call no request came from — the
    function handed to another component or helper, called through a value the resolver
    cannot follow — is a review item naming the procedure: never a silent miss."""
    found = state(program)
    return {("medium", f"tRPC mutation {procedure}: the hook is created here but no call of its "
             "mutate/mutateAsync was followed (it is passed on or called through a value), "
             "so this procedure is not in the contract", where)
            for where, procedure in found["hooks"].items() if where not in found["mutated"]}


def handle_arrays(program) -> list:
    """Rule ``trpc.handle-array`` (:func:`~.trpc_callbacks.handle_calls`): the reads of
    ``useUtils()`` procedure handles kept in an array and called back per item
    (``[utils.a.list, utils.b.get].map((q) => q.prefetch())``), as ``Emitted`` items at the
    callback; ``[]`` for a program that imports no tRPC client."""
    from code2skill.recogniser_context import Frame
    from code2skill.resolution.shared import Emitted

    if not any(i.source in MODULES for m in program.modules.values() for i in m.imports):
        return []
    out = []
    for path in sorted(program.modules):
        for site in program.modules[path].calls:
            callee = site.call.callee
            if not (isinstance(callee, Member) and callee.prop in EACH):
                continue
            ctx = program.context(Frame(path, site.scope), None)
            for inner, call, proc, verb in handle_calls(ctx, site, UTIL_READS, UTILS):
                client = ClientV(UTILS, None, None, tuple(proc) + (verb,))
                out.append(Emitted(template(inner, call, client, tuple(proc), "query", verb),
                                   inner.frame.path, inner.frame.fid))
    return out


def setup(program) -> SetupFacts:
    """Program-wide pass: its facts' ``links`` are ``[(where, link)]`` for every
    HTTP link call of the program, in module order, but those of a module-level vanilla client
    when others exist, ``['created']`` the links of each React
    client's ``createClient`` calls, ``['configs']`` their options objects; a ``wsLink`` is a
    review item (its subscriptions are no
    request-response calls)."""
    from code2skill.recogniser_context import Frame

    links, created, configs, vanilla, routers, outside = [], {}, {}, set(), [], {}
    for path in sorted(program.modules):
        for site in program.modules[path].calls:
            callee = site.call.callee
            name = callee.name if isinstance(callee, Ref) else \
                callee.prop if isinstance(callee, Member) else None
            if name in CREATORS and site.call.type_args:      # rule trpc.router-outside-root
                router = outside_router(program, path, site.call.type_args)
                if router is not None:
                    outside[program.where(path, site.call.span)] = router
            if name == "createClient":
                made_by(program, path, site, created, configs)
                continue
            if name is not None and "router" in name.lower() and site.scope is None:
                router = program.evaluate(site.call, Frame(path, site.scope))
                if isinstance(router, ClientV) and router.lib == ROUTER:
                    routers.append(router)
                continue
            if name in ("createTRPCProxyClient", "createTRPCClient") and site.scope is None:
                vanilla |= module_client_links(program, path, site)
                continue
            if name not in LINKS:
                continue
            value = program.evaluate(site.call, Frame(path, site.scope))
            if not isinstance(value, ClientV) or value.lib != LINK:
                continue
            where = program.where(path, site.call.span)
            if value.path[0] in HTTP_LINKS:
                links.append((where, value))
            elif value.path[0] == "wsLink" and where is not None:
                program.note_review(
                    "medium", "tRPC wsLink: procedures sent over this WebSocket "
                    "(subscriptions, or every call when it is the only link) are not HTTP "
                    "requests; the contract holds only the HTTP link's procedures", where)
    hooks = [(where, link) for where, link in links if where not in vanilla]
    found = procedures(program, routers)
    if outside and not found:
        first = next(iter(outside.values()))
        program.warn(first.path, warning(first), first.where[1][0] if first.where else None)
    return SetupFacts({"links": hooks or links, "created": created, "configs": configs,
                       "procedures": found, "outside": {} if found else outside})


def procedures(program, routers: list[ClientV]) -> dict[str, ClientV]:
    """Procedure path → procedure of the program's root routers (those no other router
    nests), nested routers and plain objects joined with ``.``; the first root wins."""
    nested: set = set()
    for router in routers:
        walk_router(program, router.config, "", {}, nested, 0)
    found: dict[str, ClientV] = {}
    for router in routers:
        if router.where not in nested:
            walk_router(program, router.config, "", found, set(), 0)
    return found


def walk_router(program, config: Value | None, prefix: str, found: dict, nested: set,
                depth: int) -> None:
    """Adds the procedures of a router's object to ``found`` and its nested routers' places
    to ``nested``."""
    if not isinstance(config, ObjV) or depth > 8:
        return
    for prop in config.props:
        if prop.key is None:
            continue
        value, key = prop.value, prefix + prop.key
        if isinstance(value, ClientV) and value.lib == ROUTER:
            nested.add(value.where)
            walk_router(program, value.config, key + ".", found, nested, depth + 1)
        elif isinstance(value, ClientV) and value.lib == PROCEDURE and value.setup \
                and value.setup[-1][0] in TERMINALS:
            found.setdefault(key, value)
        elif isinstance(value, ObjV):
            walk_router(program, value, key + ".", found, nested, depth + 1)


def module_client_links(program, path: str, site) -> set:
    """The places of the HTTP links a module-level vanilla client (``export const client =
    createTRPCClient({links})``) is created with: its own, not the ones hooks use."""
    from code2skill.recogniser_context import Frame

    ctx = program.context(Frame(path, site.scope), None)
    client = ctx.evaluate(site.call)
    if not isinstance(client, ClientV) or client.lib != PROXY:
        return set()
    return {link.where for link in http_links(ctx, ctx.member(client.config, "links"))}


def made_by(program, path: str, site, created: dict, configs: dict) -> None:
    """Records the HTTP links of a React client's ``createClient({links})`` call under the
    client's creating call (``created``: creator where → links), and its options object
    (``configs``: creator where → options, for their ``transformer``)."""
    from code2skill.recogniser_context import Frame

    frame = Frame(path, site.scope)
    callee = program.evaluate(site.call.callee, frame)
    if not (isinstance(callee, ClientV) and callee.lib == REACT and callee.path == (
            "createClient",)) or not site.call.args:
        return
    ctx = program.context(frame, None)
    config = ctx.evaluate(site.call.args[0])
    created.setdefault(callee.where, []).extend(http_links(ctx, ctx.member(config, "links")))
    configs.setdefault(callee.where, []).append(config)


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value,
                        call_result=call_result, setup=setup,
                        review=review, declared=handle_arrays,
                        modules={**MODULES, "@trpc/server": SERVER_LIB})
