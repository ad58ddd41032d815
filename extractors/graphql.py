"""GraphQL: documents in ``gql`` tagged templates and the clients that send them.

Call forms handled::

    const Q = gql`query Articles($tag: String) { articles(tag: $tag) { slug } }`
    const M = gql`${FRAGMENT} mutation MoveCard($id: ID!) { … ...CardFields }`  // fragments joined
    new ApolloClient({ uri }) / new ApolloClient({ link: new HttpLink({ uri }) })
    import ApolloClient from 'apollo-boost'; new ApolloClient({ uri, request })
    link: ApolloLink.from([errorLink, new BatchHttpLink({ uri })])    // the terminating link
    link: split(isSubscription, new WebSocketLink({ uri: 'ws…' }), httpLink)   // the HTTP side
    useQuery(Q, { variables })  useLazyQuery(Q)  useMutation(M)  useSubscription(S)   // Apollo
    client.query({ query: Q, variables })  client.mutate({ mutation: M, variables })
    useQuery({ query: Q, variables })  useMutation(M)  client.query(Q, vars)           // urql
    request(url, Q, vars)  new GraphQLClient(url).request(Q, vars)          // graphql-request
    this.$apollo.query({ query: Q, variables })  this.$apollo.mutate({ mutation: M })  // vue-apollo
    const client = useApolloClient(); client.query({ query: Q })  // the provider's client
    useApolloClient().client.mutate({ mutation: M })  resolveClient().query({ query: Q })  // vue
    const M = parse(`mutation …`)                          // graphql-js's parse, as gql
    const { subscribeToMore } = useQuery(Q); subscribeToMore({ document: S })  // a stream
    export default { apollo: { pages: { query: Q, variables () { return {…} } } } }  // smart queries
    this.apollo.query({ query: Q, variables })  inject(BooksGQL).fetch(vars)     // apollo-angular

Each operation is its own request (``POST`` to the endpoint, body ``{query, variables,
operationName}``) carrying a :class:`~code2skill.requests.GraphQLOp` parsed with graphql-core.
Hooks and the client ``useApolloClient()`` returns (rule ``graphql.context-client``: the one
an ``ApolloProvider`` gives) send to the program's one Apollo/urql endpoint; when the source
names none, ``/graphql`` is used and reported (a ``uri`` page globals may override:
:mod:`~code2skill.extractors.graphql_page_override`); a ``subscription`` operation becomes a
review item, not a Tool (:mod:`code2skill.graphql_subscriptions`). Link chains and the credentials their context
links set: :mod:`~code2skill.extractors.apollo_links`; apollo-angular's ``Apollo`` service, its
operation services and the clients' options: :mod:`~code2skill.extractors.apollo_angular`;
codegen hooks and services whose generated module is not analysed:
:mod:`~code2skill.extractors.graphql_codegen`.
"""
from __future__ import annotations

from dataclasses import replace

from graphql import FieldNode, GraphQLError, OperationDefinitionNode, parse, print_ast

from code2skill.facts import Call, Member, Obj, Ref
from code2skill.requests import AuthHint, GraphQLOp, RequestTemplate
from code2skill.runtime_base import configured
from code2skill.unread_documents import unread_document
from code2skill.values import (
    MAX_STRING_TEXT, ClientV, DocV, FnV, LibV, ObjV, ParamV, PropV, ResponseV, StrV, Text,
    UnknownV,
    Value, Where, first_where, mentions_param,
)

from . import apollo_angular
from .apollo_links import (LINK_MODULES, compose, context_auth, includes_cookies,
                           is_link, link_value, options_of)
from .common import auth_from_headers, first_text, headers_from
from .graphql_codegen import document_operation, hook_operation, service_operation
from .graphql_page_override import named_endpoint, override_message
from .registry import LibraryFacts, Recogniser

LIB = "graphql"
# apollo-upload-client: ``createUploadLink({uri})`` is the HTTP link (a named import of the
# package, or the default export of its one-function modules; rule graphql.upload-link)
UPLOAD_LINK_MODULES = ("apollo-upload-client", "apollo-upload-client/createUploadLink.mjs",
                       "apollo-upload-client/createUploadLink.js",
                       "apollo-upload-client/public/createUploadLink.js",
                       "apollo-upload-client/public/createUploadLink")
MODULES = {name: LIB for name in (
    "graphql-tag", "@apollo/client", "@apollo/client/core", "@apollo/client/react",
    "@apollo/client/react/hooks", "@apollo/react-hooks", "apollo-boost", "apollo-client",
    "react-apollo", "urql", "@urql/core", "@urql/vue", "@urql/svelte", "@urql/preact",
    "graphql-request", "@vue/apollo-composable", "graphql-hooks", "vue-apollo",
    "@vue/apollo-option", "apollo-link-http", "apollo-link", "apollo-link-batch-http",
    "@apollo/client/link/http", "@apollo/client/link/batch-http", "graphql",
    *UPLOAD_LINK_MODULES, *LINK_MODULES, *apollo_angular.MODULES)}
HOOKS = {"useQuery": "query", "useLazyQuery": "query", "useSuspenseQuery": "query",
         "useBackgroundQuery": "query", "useLoadableQuery": "query", "preloadQuery": "query",
         "useMutation": "mutation", "useSubscription": "subscription"}
CLIENTS = ("ApolloClient", "GraphQLClient", "Client", "createClient", "HttpLink",
           "createHttpLink", "BatchHttpLink")
LINKS = ("HttpLink", "createHttpLink", "BatchHttpLink", "createUploadLink")
COMPOSERS = {("from",): "from", ("ApolloLink", "from"): "from", ("split",): "split",
             ("ApolloLink", "split"): "split", ("concat",): "concat",
             ("ApolloLink", "concat"): "concat"}
DEFAULT_ENDPOINT = "/graphql"
UNREAD_OPERATION_RULE = "graphql.unread-operation"
# the provider's client (rule graphql.context-client): ``this.$apollo``, ``useApolloClient()``
PROVIDER = "$apollo"
# what gives the provider's client itself: vue-apollo-composable's ``useApolloClient().client``
# and ``resolveClient()``, vue-apollo's ``this.$apollo.getClient()``
PROVIDER_CLIENT_MEMBERS = ("client",)
PROVIDER_CLIENT_CALLS = ("resolveClient", "getClient")
OPTION_METHODS = ("query", "mutate", "subscribe")
# a query result's function that sends an operation of its own: Apollo's (and vue-apollo's)
# ``subscribeToMore({document, variables, updateQuery})`` subscribes to ``document``
RESULT_CALLS = ("subscribeToMore",)


def call_value(callee, args, where, new) -> Value | None:
    """``gql`…``` → a document; client constructors → a client with its endpoint; an
    operation's result → its response (rule ``graphql.result``): the ``data`` of an Apollo
    ``client.query``/``client.mutate``/``useQuery`` result is the body's ``data``
    (``result.data.x`` is body ``data.x``; ``loading`` is no body part); graphql-request's
    ``request`` resolves to the body's ``data``."""
    result = operation_result(callee, where) or injected_result(callee, where) or \
        apollo_angular.call_value(callee, args, where)
    if result is not None:
        return result
    if isinstance(callee, LibV) and callee.lib == LIB and callee.path in COMPOSERS:
        return compose(COMPOSERS[callee.path], callee, args, where)
    if isinstance(callee, LibV) and callee.lib == LIB and callee.path[:1] == (PROVIDER,) \
            and callee.path[1:] in tuple((c,) for c in PROVIDER_CLIENT_CALLS):
        return LibV(LIB, (PROVIDER,))          # useApolloClient().resolveClient(): the client
    if is_link(replace(callee, path=callee.path[:-1]) if isinstance(callee, ClientV) else None) \
            and callee.path[-1:] == ("concat",):                   # authLink.concat(httpLink)
        return compose("concat", callee, args, where)
    if not (isinstance(callee, LibV) and callee.lib == LIB and len(callee.path) <= 1):
        return None
    link = link_value(callee.path[0], args, where) if callee.path else None
    if link is not None:                                  # rule graphql.context-link
        return link
    if not callee.path and new:       # apollo-boost's default export: new ApolloClient({…})
        return ClientV(LIB, args[0] if args else None, where)
    if not callee.path and args and isinstance(args[0], ObjV):
        return args[0]            # rule graphql.upload-link: a default-imported link factory
    name = callee.path[0] if callee.path else "gql"         # import gql from 'graphql-tag'
    if name in ("gql", "graphql", "parse") and args:       # parse: graphql-js's own
        return document(args[0], where)
    if name in LINKS and args:
        return args[0]
    if name == "createQueryPreloader":                   # preloadQuery = createQueryPreloader(c)
        return LibV(LIB, ("preloadQuery",))
    if name == "useApolloClient":                        # rule graphql.context-client: the
        return LibV(LIB, (PROVIDER,))                    # provider's client, as this.$apollo
    if name in CLIENTS:
        config = args[0] if args else None
        if name == "GraphQLClient" and args:              # new GraphQLClient(url, options)
            options = args[1] if len(args) > 1 and isinstance(args[1], ObjV) else ObjV(())
            config = ObjV((PropV("uri", args[0]),) + options.props)
        return ClientV(LIB, config, where)
    return None


def leading_text(value: Value | None) -> str:
    """The fixed text a string value starts with (of its first alternative when it starts
    with a choice), ``"unset"`` for no value."""
    if value is None:
        return "unset"
    if isinstance(value, StrV) and value.parts and not isinstance(value.parts[0], Text):
        return first_text(getattr(value.parts[0], "value", None)) or ""
    return first_text(value) or ""


def operation_result(callee, where: Where | None) -> ResponseV | None:
    """The response of a GraphQL operation call (see :func:`call_value`), else ``None``."""
    if where is None or getattr(callee, "lib", None) != LIB or len(callee.path) != 1:
        return None
    name = callee.path[0]
    if name == "request":                                 # graphql-request: body.data
        return ResponseV((where,), LIB, ("data",), body=True)
    if (isinstance(callee, ClientV) and name in ("query", "mutate")) or \
            (isinstance(callee, LibV) and HOOKS.get(name) == "query"):
        return ResponseV((where,), LIB)                  # .data enters the body at data
    return None


def injected_result(callee, where: Where | None) -> ResponseV | None:
    """The response of vue-apollo's ``this.$apollo.query/mutate`` (rule
    ``graphql.vue-apollo``) and of the provider's client's (``useApolloClient().client``),
    else ``None``."""
    if where is not None and provider_method(callee) in ("query", "mutate"):
        return ResponseV((where,), LIB)                  # .data enters the body at data
    return None


def provider_method(callee) -> str | None:
    """Rule ``graphql.context-client``: the method name of a call on the provider's client —
    ``this.$apollo.mutate`` (vue-apollo), ``useApolloClient().mutate`` (React), or
    ``useApolloClient().client.mutate`` (``const {client} = useApolloClient()`` alike,
    ``@vue/apollo-composable``) — else ``None``."""
    if not (isinstance(callee, LibV) and callee.lib == LIB and callee.path[:1] == (PROVIDER,)):
        return None
    rest = callee.path[1:]
    if len(rest) == 2 and rest[0] in PROVIDER_CLIENT_MEMBERS:
        rest = rest[1:]
    return rest[0] if len(rest) == 1 else None


def document(value: Value, where: Where | None) -> Value | None:
    """The text of a ``gql`` template, interpolated fragments included; an unknown value
    past :data:`~code2skill.values.MAX_STRING_TEXT` characters (rule
    ``budget.string-size``: fragments that each include the one before twice double at
    every line)."""
    if isinstance(value, DocV):
        return value
    if not isinstance(value, StrV):
        return None
    size = sum(len(p.text) if isinstance(p, Text) else
               len(p.value.text) if isinstance(p.value, DocV) else 0 for p in value.parts)
    if size > MAX_STRING_TEXT:
        return UnknownV("limit:document-size", where or first_where(value))
    text = "".join(p.text if isinstance(p, Text) else
                   (p.value.text if isinstance(p.value, DocV) else "")
                   for p in value.parts)
    return DocV(text, where or first_where(value))


def operation(doc: Value | None) -> GraphQLOp | None:
    """The first operation of a document, parsed with graphql-core (``None`` if unparsable)."""
    if not isinstance(doc, DocV):
        return None
    try:
        parsed = parse(doc.text)
    except GraphQLError:
        return None
    for definition in parsed.definitions:
        if isinstance(definition, OperationDefinitionNode):
            return GraphQLOp(
                definition.operation.value,
                definition.name.value if definition.name else None,
                tuple((v.variable.name.value, print_ast(v.type))
                      for v in definition.variable_definitions or ()),
                doc.text, doc.where, selection_chain(definition))
    return None


def selection_chain(definition: OperationDefinitionNode) -> tuple[str, ...]:
    """The root fields of an operation while each level selects exactly one field, at most
    two deep (see :class:`~code2skill.requests.GraphQLOp`)."""
    chain: list[str] = []
    node = definition
    while len(chain) < 2 and node.selection_set is not None:
        fields = [s for s in node.selection_set.selections if isinstance(s, FieldNode)]
        if len(fields) != 1 or len(node.selection_set.selections) != 1:
            break
        node = fields[0]
        chain.append(node.name.value)
    return tuple(chain)


def endpoint(ctx, client: ClientV | None) -> tuple[Value, tuple]:
    """The endpoint a client (or the program's only GraphQL client) sends to, and notes; a
    ``uri`` that page globals may override is the text the source names (rule
    ``graphql.page-global-override``, :mod:`~.graphql_page_override`)."""
    configs = [client.config] if client is not None else \
        [c.config for c in program_clients(ctx.program)]
    uris = []
    for config in configs:
        uri = ctx.member(config, "uri") or ctx.member(config, "url") or \
            ctx.member(options_of(ctx.member(config, "link")), "uri")
        if uri is not None and uri not in uris:
            uris.append(uri)
    if len(uris) == 1:
        uri, names = named_endpoint(uris[0])     # rule graphql.page-global-override
        if names:
            ctx.program.note_review("low", override_message(uri, names), first_where(uri))
        return uri, ()
    note = ("medium", "the GraphQL endpoint is not named in source; /graphql assumed", None) \
        if not uris else ("medium", "several GraphQL endpoints in source; /graphql assumed", None)
    return StrV((Text(DEFAULT_ENDPOINT, None, "graphql.default-endpoint"),)), (note,)


def configured_endpoint(url: Value) -> tuple[Value | None, Value]:
    """``(base, url)`` of a request to endpoint ``url``. Rule ``service.unresolved-base``: an
    endpoint read from configuration the program does not hold — a member of a module the
    repository lacks, ``uri: environment.GQL_ENDPOINT`` of an environment file the build
    writes — is the base the Host binds, the operation sent to its root (as an environment
    variable's is); any other endpoint is the URL itself, with no base."""
    if isinstance(url, LibV) and configured(url):
        return url, StrV((Text("", None),))
    return None, url


def program_clients(program) -> list[ClientV]:
    """Every GraphQL client the program creates, and the options it gives apollo-angular's
    (computed once, on first use, into the recogniser's notes)."""
    notes = program.notes(LIB)
    if "clients" not in notes:
        from code2skill.recogniser_context import Frame
        found = []
        for name in CLIENTS:
            for path, scope, call in program.new_sites(name):
                value = program.evaluate(call, Frame(path, scope))
                if not (isinstance(value, ClientV) and value.lib == LIB):
                    continue
                for made in factory_clients(program, value, scope):
                    if made not in found:
                        found.append(made)
        for _, value in apollo_angular.provided_clients(program):
            if value not in found:                   # the options apollo-angular gets
                found.append(value)
        notes["clients"] = found
    return notes["clients"]


def factory_clients(program, client: ClientV, scope: str | None) -> list[ClientV]:
    """Rule ``graphql.link-factory``: a client made in function ``scope`` from its parameters
    (``createClient = (links) => new ApolloClient({link: from(links)})``) is the client each
    call of that function makes, its arguments in place (``createClient([authLink,
    httpLink])``); the client as it is when it reads no parameter of ``scope`` or nothing
    calls ``scope``."""
    if scope is None or not mentions_param(client, frozenset({scope})):
        return [client]
    made = [program.with_arguments(client, scope, args)
            for args in program.call_arguments(scope)]
    return [c for c in made if isinstance(c, ClientV)] or [client]


def request(callee, site, ctx) -> RequestTemplate | None:
    """A template for a GraphQL operation sent by a hook or a client; ``None`` otherwise."""
    args = ctx.args(site.call)
    if provider_method(callee) is not None:             # vue-apollo: this.$apollo.mutate
        name, client = provider_method(callee), None
        if name in OPTION_METHODS and args and forwarded(args[0]):
            return operation_template(ctx, site.call.span, f"graphql.{name}", client, None,
                                      None, pending=args[0])
        if name in OPTION_METHODS and args and isinstance(args[0], ObjV):
            return options_template(ctx, site, name, client, args[0])
        return None
    elif isinstance(callee, LibV) and callee.lib == LIB and len(callee.path) == 1:
        name, client = callee.path[0], None
        if name in HOOKS and args and forwarded(args[0]):   # rule graphql.forwarded-document
            variables = ctx.member(args[1], "variables") if len(args) > 1 else None
            return operation_template(ctx, site.call.span, f"graphql.{name}", None, None, None,
                                      pending=forwarded_document(args[0], variables))
        if name in HOOKS and args:
            direct = isinstance(args[0], (DocV, StrV))      # useQuery(DOC) / useQuery({query})
            doc = args[0] if direct else ctx.member(args[0], "query")
            variables = ctx.member(args[1] if len(args) > 1 and direct else args[0],
                                   "variables") if len(args) > 1 or not direct else None
        elif name in RESULT_CALLS and args and isinstance(args[0], ObjV):
            doc, variables = ctx.member(args[0], "document"), ctx.member(args[0], "variables")
        elif name == "request" and len(args) >= 2:           # graphql-request
            client = ClientV(LIB, ObjV((PropV("uri", args[0]),)), None)
            doc, variables = args[1], args[2] if len(args) > 2 else None
        else:
            return None
    elif (angular := apollo_angular.operation_call(callee, args, ctx.member)) is not None:
        rule, name, doc, variables, pending = angular
        client = apollo_angular.client_options(ctx.program, name)
        return operation_template(ctx, site.call.span, rule, client, doc, variables,
                                  pending=pending)
    elif (service := service_operation(ctx.program, callee)) is not None:
        return operation_template(ctx, site.call.span, "graphql.codegen-service",
                                  apollo_angular.client_options(ctx.program,
                                                                apollo_angular.DEFAULT),
                                  service, args[0] if args else None)
    elif (hook := hook_operation(ctx.program, callee)) is not None:
        doc, client = hook[1], None                   # rule graphql.codegen-hook
        variables = ctx.member(args[0], "variables") if args and isinstance(args[0], ObjV) \
            else None
        return operation_template(ctx, site.call.span, "graphql.codegen-hook", client, doc,
                                  variables)
    elif isinstance(callee, ClientV) and callee.lib == LIB and len(callee.path) == 1:
        name, client = callee.path[0], callee
        if name in OPTION_METHODS and args and forwarded(args[0]):
            return operation_template(ctx, site.call.span, f"graphql.{name}", client, None,
                                      None, pending=args[0])
        if name in OPTION_METHODS and args and isinstance(args[0], ObjV):
            return options_template(ctx, site, name, client, args[0])
        if name in ("query", "mutation", "request", "subscription") and args:
            doc, variables = args[0], args[1] if len(args) > 1 else None
            if forwarded(doc):                            # rule graphql.forwarded-document
                return operation_template(ctx, site.call.span, f"graphql.{name}", client,
                                          None, None,
                                          pending=forwarded_document(doc, variables))
        else:
            return None
    else:
        return None
    return operation_template(ctx, site.call.span, f"graphql.{name}", client, doc, variables)


def options_template(ctx, site, name: str, client: ClientV | None,
                     options: ObjV) -> RequestTemplate | None:
    """The request of ``client.query/mutate/subscribe({query|mutation|subscription,
    variables})`` (``client`` ``None``: the provider's). Rule ``graphql.unread-operation``: a
    document that is a wrapper's parameter waits for its callers (rule
    ``graphql.forwarded-options``); one the analysis cannot read otherwise makes the call a
    reviewed site with a ``medium`` item, never a silent miss."""
    doc = ctx.member(options, "query") or ctx.member(options, "mutation") or \
        ctx.member(options, "subscription")
    span, rule = site.call.span, f"graphql.{name}"
    if isinstance(doc, ParamV):
        return operation_template(ctx, span, rule, client, None, None, pending=options)
    found = operation_template(ctx, span, rule, client, doc, ctx.member(options, "variables"))
    where = ctx.where(span)
    if found is None and where is not None:
        ctx.program.note_review("medium", f"GraphQL {name}(…) sends a document the analysis "
                                "cannot read: the operation is not in the contract (rule "
                                f"{UNREAD_OPERATION_RULE})", where)
        ctx.program.note_reviewed_site(where, LIB)
    return found


def forwarded(options: Value) -> bool:
    """Rule ``graphql.forwarded-options``: whether the options of ``client.query(options)``
    are a wrapper's parameter (or a member of one) its callers fill: ``request.mutate({
    mutation: DOC, variables})`` calling ``client.mutate(options)``."""
    return isinstance(options, ParamV)


def forwarded_document(document: ParamV, variables: Value | None) -> ObjV:
    """Rule ``graphql.forwarded-document``: the pending options of a hook or a client call
    whose document is a wrapper's parameter or a member of one (``useWrapped(query, pick) {
    useQuery(query, {...}) }``, ``useCrud(config) { client.request(config.createDocument,
    {input}) }``): each caller's value is the document it sends (or, for urql's
    ``useQuery(options)``, the options naming it, see :func:`with_operation`), with the
    call's ``variables``."""
    return ObjV((PropV("query", document),
                 *((PropV("variables", variables),) if variables is not None else ())))


def operation_template(ctx, span, rule: str, client: ClientV | None,
                       doc: Value | GraphQLOp | None, variables: Value | None,
                       pending: Value | None = None) -> RequestTemplate | None:
    """The request of one GraphQL operation ``doc`` (a document value, a codegen
    ``<Name>Document`` import, or the operation itself) sent with ``variables`` through
    ``client`` (the program's one client when ``None``), its site at ``span`` stamped
    ``rule``; ``None`` when ``doc`` is no parsable operation. With ``pending`` (options a
    wrapper's callers fill, :func:`forwarded`) the operation waits for them
    (:func:`with_operation`); a codegen ``<Name>Document`` of a module the analysis does not
    read is kept pending as it is, a review item once observed (rule
    ``graphql.unread-document``)."""
    op = doc if isinstance(doc, GraphQLOp) else \
        operation(document(doc, None) if isinstance(doc, StrV) else doc) or \
        document_operation(ctx.program, doc)              # rule graphql.codegen-document
    if op is None and pending is None and unread_document(doc, MODULES):
        pending = doc                                     # rule graphql.unread-document
    if op is None and pending is None:
        return None
    url, notes = endpoint(ctx, client)
    base, url = configured_endpoint(url)
    known = program_clients(ctx.program)
    client = client or (known[0] if len(known) == 1 else None)    # a hook: the one client
    config = client.config if client is not None else None
    headers = headers_from(ctx.member(config, "headers"), client.where if client else None)
    auth = list(auth_from_headers(headers, "graphql.header"))
    link = ctx.member(config, "link")
    auth += context_auth(ctx, link, ctx.member(config, "request"))  # rule graphql.context-link
    if includes_cookies(ctx, config, link):                        # the client's or its link's
        auth.append(AuthHint("cookie-session", client.where if client else None,
                             "graphql.credentials-include", "credentials: 'include'"))
    return RequestTemplate(
        lib=LIB, method=StrV((Text("POST", None, "graphql.post"),)), url=url, base=base,
        sites=(ctx.site(span, rule),),
        body=operation_body(op, variables) if op is not None else None, body_encoding="json",
        headers=headers, auth=tuple(auth), graphql=op, notes=notes, pending_operation=pending)


def operation_body(op: GraphQLOp, variables: Value | None) -> ObjV:
    """The JSON body of operation ``op``: ``{query, variables, operationName}``."""
    return ObjV((PropV("query", StrV((Text(op.document, op.where),))),
                 PropV("variables", variables if variables is not None else ObjV(())),
                 *((PropV("operationName", StrV((Text(op.operation_name, op.where),))),)
                   if op.operation_name else ())))


def with_operation(template: RequestTemplate, options: Value) -> RequestTemplate:
    """Rule ``graphql.forwarded-options``: ``template`` of a call whose options a wrapper
    forwards, once ``options`` (substituted by a caller) is known: the operation its
    ``query``/``mutation``/``subscription`` document names, sent with its ``variables``; the
    template stays pending (reported if no caller fixes it) while the document is not
    known, or waits on a codegen document of a module the analysis does not read (rule
    ``graphql.unread-document``)."""
    doc = None
    if isinstance(options, ObjV):
        doc = options.get("query") or options.get("mutation") or options.get("subscription")
    if isinstance(doc, ObjV):              # a forwarded document that is urql's options
        options, doc = doc, doc.get("query")
    op = operation(document(doc, None) if isinstance(doc, StrV) else doc)
    if op is None:                                        # rule graphql.unread-document
        return replace(template, pending_operation=doc if unread_document(doc, MODULES)
                       else options)
    variables = options.get("variables")
    return replace(template, graphql=op, body=operation_body(op, variables),
                   pending_operation=None)


COMPONENT_FACTORIES = frozenset({"defineComponent", "extend", "component"})


def smart_queries(program) -> list:
    """Rule ``graphql.vue-apollo-smart-query``: the ``apollo: {name: DOC | {query: DOC,
    variables}}`` option of a Vue component (its default export, or the object given to
    ``defineComponent``/``Vue.extend``/``Vue.component``) runs each query when the component
    mounts: one request per entry on the program's Apollo client, sited at the entry
    (``$``-keys are settings, not queries). A ``variables`` function is read from its
    returned object."""
    from code2skill.recogniser_context import Frame
    from code2skill.resolution.shared import Emitted

    out = []
    for path in sorted(program.modules):
        for component in component_objects(program.modules[path]):
            option = next((p.value for p in component.props if p.key == "apollo"), None)
            if not isinstance(option, Obj):
                continue
            for entry in option.props:
                if entry.key is None or entry.key.startswith("$"):
                    continue
                ctx = program.context(Frame(path, None), f"default.apollo.{entry.key}")
                value = ctx.evaluate(entry.value)
                doc = value if isinstance(value, (DocV, StrV)) else ctx.member(value, "query")
                variables = ctx.member(value, "variables") if isinstance(value, ObjV) else None
                if isinstance(variables, FnV):
                    variables = returned_object(ctx, variables)
                found = operation_template(ctx, entry.span, "graphql.vue-apollo-smart-query",
                                           None, doc, variables)
                if found is not None:
                    out.append(Emitted(found, path, None))
    return out


def component_objects(module) -> list[Obj]:
    """The Vue component option objects a module defines: its default export's object, or
    the object argument of ``defineComponent``/``Vue.extend``/``Vue.component`` there."""
    found = []
    for export in module.exports:
        value = export.value
        if export.exported != "default" or value is None:
            continue
        if isinstance(value, Call) and value.args and (
                isinstance(value.callee, Ref) and value.callee.name in COMPONENT_FACTORIES or
                isinstance(value.callee, Member) and value.callee.prop in COMPONENT_FACTORIES):
            value = value.args[-1]
        if isinstance(value, Obj):
            found.append(value)
    return found


def returned_object(ctx, fn: FnV) -> Value | None:
    """The object a ``variables()`` function returns (its first return), else ``None``."""
    facts = ctx.function_facts(fn)
    if facts is None or not facts[1].returns:
        return None
    from code2skill.recogniser_context import Frame
    value = ctx.program.evaluate(facts[1].returns[0], Frame(facts[0], fn.fid))
    return value if isinstance(value, ObjV) else None


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value, modules=MODULES,
                        declared=smart_queries,
                        facts=LibraryFacts(result_body="data", result_calls=RESULT_CALLS),
                        inherited=apollo_angular.inherited)

