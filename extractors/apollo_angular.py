"""apollo-angular: the injected ``Apollo`` service, the operation services codegen writes, and
the client options the app provides.

Forms handled::

    constructor(private apollo: Apollo) {}      private apollo = inject(Apollo)
    this.apollo.query({ query: DOC, variables })        .watchQuery({ query: DOC, variables })
    this.apollo.mutate({ mutation: DOC, variables })    .subscribe({ query: DOC, variables })
    this.apollo.use('admin').query({ … })               // a named client
    @Injectable({ providedIn: 'root' })
    export class BooksGQL extends Apollo.Query<BooksQuery, BooksQueryVariables> {
      override document = BooksDocument;                // client = 'admin': a named client
    }
    inject(BooksGQL).fetch(vars)  .watch(vars)     AddBookGQL: .mutate(vars)    .subscribe(vars)
    provideApollo(() => ({ link: inject(HttpLink).create({ uri }), cache }))
    provideNamedApollo(() => ({ admin: { link: …, cache } }))
    { provide: APOLLO_OPTIONS, useFactory: (httpLink: HttpLink) => ({ link: httpLink.create({ uri }),
      cache }), deps: [HttpLink] }                      // APOLLO_NAMED_OPTIONS: { name: options }
    constructor(apollo: Apollo, httpLink: HttpLink) { apollo.create({ link: httpLink.create({ uri }),
      cache }) }                                        // createNamed(name, options), create(o, name)

Rule ``graphql.apollo-angular``: a ``query``/``watchQuery``/``mutate``/``subscribe`` call of the
``Apollo`` service (injected by type or ``inject(Apollo)``, or a named client ``use(name)``
gives) sends the operation of its options' ``query``/``mutation`` document with their
``variables``, as a ``client.query`` of React Apollo does.

Rule ``graphql.apollo-angular-service``: a program class extending apollo-angular's ``Query``
(``fetch``, ``watch``), ``Mutation`` (``mutate``) or ``Subscription`` (``subscribe``) sends its
``document`` field's operation with the call's first argument as the variables, through the
client its ``client`` field names (the default one without). Codegen's
``typescript-apollo-angular`` plugin writes one such service per operation.

The clients (rule ``graphql.apollo-angular`` too): the options the app gives one — returned by
the factory of ``provideApollo`` or of an ``APOLLO_OPTIONS`` provider, passed to the service's
``create`` — are that client's configuration: its HTTP link's ``uri`` is the endpoint (the
options ``HttpLink.create`` takes are the link, as ``new HttpLink(options)``'s are) and its
link chain's context links set the operations' headers (rule ``graphql.context-link``). A client
given different options in several places has none proven (its operations go to the program's
GraphQL endpoint, reported when not single); a named client given none has no endpoint in
source (``/graphql`` assumed, reported).
"""
from __future__ import annotations

from code2skill.facts import Arr, Call, Expr, Member, Obj, Ref
from code2skill.values import ClientV, FnV, LibV, ObjV, ParamV, PropV, ResponseV, Value, text_of

LIB = "graphql"
MODULES = ("apollo-angular", "apollo-angular/http", "apollo-angular-link-http",
           "apollo-angular-link-http-batch")
SERVICE = ("Apollo", "prototype")
OPERATIONS = ("query", "watchQuery", "mutate", "subscribe")
# the base classes of operation services → the methods that send their document
SERVICE_METHODS = {"Query": ("fetch", "watch"), "Mutation": ("mutate",),
                   "Subscription": ("subscribe",)}
LINK_CLASSES = ("HttpLink", "HttpBatchLink")
# the ``Apollo`` methods that give a client its options: name → (name index, options index)
CREATORS = {"create": (1, 0), "createDefault": (None, 0), "createNamed": (0, 1)}
PROVIDERS = ("provideApollo", "provideNamedApollo")
TOKENS = {"APOLLO_OPTIONS": False, "APOLLO_NAMED_OPTIONS": True}   # token → options by name
DEFAULT = "default"
NAMED = "$apollo-named"           # ClientV path head of a named client: (NAMED, name, method)
BOUND = "$apollo-service"         # … of an operation service's method: (BOUND, client, method)
OPTIONS = "$apollo-options"       # … of options ``create`` gives a client: (OPTIONS, name)
SERVICE_RULE = "graphql.apollo-angular"
BOUND_RULE = "graphql.apollo-angular-service"


def call_value(callee, args: tuple[Value, ...], where) -> Value | None:
    """``httpLink.create(options)`` → the link's options; ``apollo.create(options, name)``
    (``createDefault``, ``createNamed``) → the options given a client (a ``ClientV`` whose path
    is ``(OPTIONS, name)``); ``apollo.use(name)`` → that named client; an operation's result
    (``query``, ``mutate``, a service's ``fetch``/``mutate``) → its response, whose ``data`` is
    the body's (rule ``graphql.result``). ``None`` for any other call."""
    if isinstance(callee, LibV) and callee.lib == LIB and len(callee.path) == 3 \
            and callee.path[0] in LINK_CLASSES and callee.path[1:] == ("prototype", "create"):
        return args[0] if args else ObjV(())
    method = service_method(callee)
    if method in CREATORS:
        name_at, options_at = CREATORS[method]
        name = text_of(args[name_at]) if name_at is not None and len(args) > name_at \
            else DEFAULT
        options = args[options_at] if len(args) > options_at else None
        return ClientV(LIB, options, where, (OPTIONS, name)) if name else None
    if method == "use" and args and text_of(args[0]):
        return ClientV(LIB, None, where, (NAMED, text_of(args[0])))
    if where is not None and (method in ("query", "mutate") or isinstance(callee, ClientV)
                              and callee.path[:1] == (BOUND,)
                              and callee.path[-1] in ("fetch", "mutate")):
        return ResponseV((where,), LIB)                   # .data enters the body at data
    return None


def service_method(callee) -> str | None:
    """The method of the ``Apollo`` service (``LibV('graphql', ('Apollo', 'prototype', m))``)
    or of a named client (``ClientV`` path ``(NAMED, name, m)``) a callee is, else ``None``."""
    if isinstance(callee, LibV) and callee.lib == LIB and len(callee.path) == 3 \
            and callee.path[:2] == SERVICE:
        return callee.path[2]
    if isinstance(callee, ClientV) and callee.lib == LIB and len(callee.path) == 3 \
            and callee.path[0] == NAMED:
        return callee.path[2]
    return None


def inherited(parent: Value, prop: str, this: Value, program) -> Value | None:
    """Rule ``graphql.apollo-angular-service``: ``fetch``/``watch`` of a class extending
    ``Query`` (``mutate`` of ``Mutation``, ``subscribe`` of ``Subscription``), bound to the
    instance ``this``: a ``ClientV`` whose ``config`` holds the instance's ``document`` and whose
    path is ``(BOUND, client name, prop)``. ``None`` for any other member."""
    if not (isinstance(parent, LibV) and parent.lib == LIB and len(parent.path) == 1
            and prop in SERVICE_METHODS.get(parent.path[0], ())):
        return None
    document = program.instance_member(this, "document")
    client = text_of(program.instance_member(this, "client")) or DEFAULT
    return ClientV(LIB, ObjV((PropV("document", document),)), None, (BOUND, client, prop))


def operation_call(callee, args: tuple[Value, ...], member
                   ) -> tuple[str, str, Value | None, Value | None, Value | None] | None:
    """``(rule, client name, document, variables, forwarded options)`` of an operation call
    of the ``Apollo`` service, a named client or an operation service, else ``None``;
    ``member(value, prop)`` reads a member. Options a wrapper's callers fill (a parameter,
    rule ``graphql.forwarded-options``) are returned as the forwarded options."""
    if isinstance(callee, ClientV) and callee.lib == LIB and len(callee.path) == 3 \
            and callee.path[0] == BOUND:
        document = callee.config.get("document") if isinstance(callee.config, ObjV) else None
        return BOUND_RULE, callee.path[1], document, args[0] if args else None, None
    method = service_method(callee)
    if method not in OPERATIONS or not args:
        return None
    client = callee.path[1] if isinstance(callee, ClientV) else DEFAULT
    if isinstance(args[0], ParamV):
        return SERVICE_RULE, client, None, None, args[0]
    if not isinstance(args[0], ObjV):
        return None
    document = member(args[0], "query") or member(args[0], "mutation") or \
        member(args[0], "subscription")
    return SERVICE_RULE, client, document, member(args[0], "variables"), None


def client_options(program, name: str) -> ClientV | None:
    """The client the app configures under ``name``
    (``default`` for the default one): a ``ClientV`` whose ``config`` is its options, when the
    program gives it one set of options; ``None`` when it gives several that differ, or none
    (a named client with none: a client of unknown options, its endpoint unnamed)."""
    found = [c for n, c in provided_clients(program) if n == name]
    if len({c.config for c in found}) == 1:
        return found[0]
    return ClientV(LIB, None, None) if not found and name != DEFAULT else None


def provided_clients(program) -> list[tuple[str, ClientV]]:
    """``(client name, ClientV of its options)`` for every set of options the program gives an
    apollo-angular client (see :func:`client_options`), in file order; computed once, into
    the recogniser's notes."""
    notes = program.notes(LIB)
    if "apollo-angular-clients" not in notes:
        found: list[tuple[str, ClientV]] = []
        for path in sorted(program.modules):
            module = program.modules[path]
            imported = {i.local: i.imported for i in module.imports if i.source in MODULES}
            if imported:
                found.extend(module_clients(program, path, module, imported))
        notes["apollo-angular-clients"] = found
    return notes["apollo-angular-clients"]


def module_clients(program, path: str, module, imported: dict[str, str]
                   ) -> list[tuple[str, ClientV]]:
    """The client options one module gives (``imported``: local name → name imported from an
    apollo-angular module): its ``provideApollo`` factories, ``Apollo.create`` calls and
    ``APOLLO_OPTIONS`` providers (in calls' arguments — ``@NgModule({providers})`` — or its
    top-level constants)."""
    from code2skill.recogniser_context import Frame

    found: list[tuple[str, ClientV]] = []
    tokens = {local: TOKENS[name] for local, name in imported.items() if name in TOKENS}
    namespaces = {local for local, name in imported.items() if name == "*"}
    for site in module.calls:
        frame = Frame(path, site.scope)
        callee = site.call.callee
        if isinstance(callee, Ref) and imported.get(callee.name) in PROVIDERS and \
                site.call.args:
            named = imported[callee.name] == "provideNamedApollo"
            found.extend(factory_clients(program, program.evaluate(site.call.args[0], frame),
                                         named, program.where(path, site.call.span)))
        elif isinstance(callee, Member) and callee.prop in CREATORS:
            made = program.evaluate(site.call, frame)
            if isinstance(made, ClientV) and made.path[:1] == (OPTIONS,):
                found.append((made.path[1], ClientV(LIB, made.config, made.where)))
        if tokens or namespaces:
            for provider, named in providers(site.call.args, tokens, namespaces):
                found.extend(provider_clients(program, provider, named, frame))
    if tokens or namespaces:
        for exprs in module.bindings.values():
            for provider, named in providers(tuple(exprs), tokens, namespaces):
                found.extend(provider_clients(program, provider, named, Frame(path, None)))
    return found


def factory_clients(program, factory: Value, named: bool, where
                    ) -> list[tuple[str, ClientV]]:
    """The clients a factory's returned options configure: the default one, or with ``named``
    one per member of the returned object (``{admin: options}``)."""
    if not isinstance(factory, FnV):
        return []
    return given_clients(program.returns(factory.fid), named, where)


def given_clients(options: Value, named: bool, where) -> list[tuple[str, ClientV]]:
    """The default client configured with ``options``, or with ``named`` one client per member
    of ``options`` (``{admin: {link, cache}}``)."""
    if not named:
        return [(DEFAULT, ClientV(LIB, options, where))]
    if not isinstance(options, ObjV):
        return []
    return [(p.key, ClientV(LIB, p.value, where)) for p in options.props if p.key]


def providers(exprs: tuple[Expr, ...], tokens: dict[str, bool], namespaces: set[str]
              ) -> list[tuple[Obj, bool]]:
    """The ``{provide: APOLLO_OPTIONS, …}`` objects written in ``exprs``, nested in objects,
    arrays and calls (``@NgModule({providers: [...]})``, ``bootstrapApplication(App, {providers:
    [...]})``), each with whether it provides ``APOLLO_NAMED_OPTIONS`` (``tokens``: the local
    names of the tokens; ``namespaces``: of ``import * as …`` of apollo-angular)."""
    found: list[tuple[Obj, bool]] = []
    stack = list(exprs)
    while stack:
        expr = stack.pop()
        if isinstance(expr, Obj):
            named = token_of(expr, tokens, namespaces)
            if named is not None:
                found.append((expr, named))
            stack.extend(p.value for p in expr.props if p.value is not None)
        elif isinstance(expr, Arr):
            stack.extend(expr.items)
        elif isinstance(expr, Call):
            stack.extend(expr.args)
    return found[::-1]


def token_of(provider: Obj, tokens: dict[str, bool], namespaces: set[str]) -> bool | None:
    """Whether a provider object provides ``APOLLO_NAMED_OPTIONS`` (``True``) or
    ``APOLLO_OPTIONS`` (``False``); ``None`` for any other object."""
    value = next((p.value for p in provider.props if p.key == "provide"), None)
    if isinstance(value, Ref):
        return tokens.get(value.name)
    if isinstance(value, Member) and isinstance(value.obj, Ref) and value.obj.name in namespaces:
        return TOKENS.get(value.prop)
    return None


def provider_clients(program, provider: Obj, named: bool, frame) -> list[tuple[str, ClientV]]:
    """The clients an ``APOLLO_OPTIONS`` provider (``APOLLO_NAMED_OPTIONS`` with ``named``)
    configures: its ``useFactory``'s returned options, or its ``useValue``."""
    where = program.where(frame.path, provider.span)
    props = {p.key: p.value for p in provider.props if p.key}
    if props.get("useFactory") is not None:
        return factory_clients(program, program.evaluate(props["useFactory"], frame), named,
                               where)
    if props.get("useValue") is None:
        return []
    return given_clients(program.evaluate(props["useValue"], frame), named, where)
