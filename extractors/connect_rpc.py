"""Connect RPC clients (connect-es) over generated service descriptors.

Forms handled::

    import { createClient } from "@connectrpc/connect";          // also createPromiseClient,
    import { createConnectTransport } from "@connectrpc/connect-web";   // @bufbuild/connect(-web)
    const transport = createConnectTransport({ baseUrl: "/rpc", interceptors: [auth] });
    export const api = createClient(Backrest, transport);
    await api.getConfig({});                                      // POST {baseUrl}/v1.Backrest/GetConfig
    for await (const ev of api.getOperationEvents({})) { … }      // server-streaming, reviewed
    useQuery(Backrest.method.getConfig, {});                      // @connectrpc/connect-query
    useMutation(setConfig).mutate(config);  callUnaryMethod(transport, getConfig, {})

The service is (a) protobuf-es v2's ``serviceDesc(file_v1_service, 0)`` over a ``fileDesc("…")``
whose base64 ``FileDescriptorProto`` names the package, service, methods and request messages
(read at extraction: :mod:`code2skill.extractors.proto_files`), or (b) connect-es v1's ``*_connect.ts`` object ``{
typeName: "v1.Backrest", methods: { getConfig: { name: "GetConfig", I, O, kind:
MethodKind.Unary } } }``.

Rule ``connect.rpc-post``: a call ``client.method(req)`` is ``POST {baseUrl}/<package>.<Service>/
<Method>`` (the Connect protocol's path for every method kind), the request message the JSON
body. Rule ``connect.descriptor-schema``: with a v2 descriptor, the body is the request
message's proto3 JSON form (its fields, lowerCamel names, enum value names, all optional);
otherwise (a v1 message class, a message in a file the source does not embed) the call's
argument is the body and a review item says so (rule ``connect.message-unknown``). A
streaming method is a review item on its capability (``connect.streaming``): the Connect
protocol frames streamed messages in envelopes (``application/connect+json``). A binary
transport (``useBinaryFormat: true``) or a gRPC-web one is a review item at the transport
(``connect.wire-format``): the contract gives the Connect JSON form of the same call, which
a Connect server also accepts. A side-effect-free method over a ``useHttpGet`` transport is
sent as a Connect GET, a review item at the call (``connect.http-get``). The auth headers an interceptor or the transport's own
``fetch`` sets are read as the client's (``connect.transport-headers``). A service whose
descriptor cannot be read is a review item at each call (``connect.service-unknown``).
A method declaring ``idempotency_level = NO_SIDE_EFFECTS`` is a read
(``connect.no-side-effects``). connect-query calls of a method descriptor are that method's
call (``connect.query-hook``), over the transport the program creates when the call names
none (``connect.provided-transport``); a wrapper that hands the hook a descriptor its callers
pass (``useAllPages(listUsers, req)`` → ``useInfiniteQuery(schema, input)``) calls each
method its callers pass, cited at the hook call inside the wrapper; a caller's descriptor
the source does not describe is a review item there, and a descriptor a caller forwards from
its own parameter again (a wrapper of the wrapper) is not followed
(``connect.forwarded-descriptor``).
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Member, ProtoFile, ProtoMethod, ProtoService, Ref
from code2skill.proto_descriptors import TypeTable, message_type_text, type_table
from code2skill.redact import redact
from code2skill.recogniser_context import SetupFacts
from code2skill.requests import RequestTemplate, Site
from code2skill.values import (ArrV, ClientV, LibV, LitV, ObjV, ParamV, StrV, Text, TypedV,
                               Value, Where, text_of)

from .common import auth_in_function
from .hey_api_options import param_index
from .registry import Recogniser

LIB = "connect"
MODULES = {name: LIB for name in (
    "@connectrpc/connect", "@connectrpc/connect-web", "@bufbuild/connect",
    "@bufbuild/connect-web", "@bufbuild/protobuf", "@bufbuild/protobuf/codegenv1",
    "@bufbuild/protobuf/codegenv2", "@connectrpc/connect-query",
    "@connectrpc/connect-query-core")}
FILE = "connect.file"            # fileDesc("…", deps): config the literal, setup the deps
SERVICE = "connect.service"      # serviceDesc(file, n): config the file, setup the index
TRANSPORT = "connect.transport"  # createConnectTransport(options): path its creator's name
CLIENT = "connect.client"        # createClient(service, transport): setup both
MUTATION = "connect.mutation"    # connect-query useMutation(method): config the method
FORWARDED = "connect.forwarded-descriptor"   # a wrapper's parameter its callers fill
KINDS = frozenset({FILE, SERVICE, TRANSPORT, CLIENT, MUTATION})
QUERY_HOOKS = frozenset({"useQuery", "useSuspenseQuery", "useInfiniteQuery",
                         "useSuspenseInfiniteQuery"})
CLIENT_CREATORS = frozenset({"createClient", "createPromiseClient", "createCallbackClient"})
TRANSPORTS = frozenset({"createConnectTransport", "createGrpcWebTransport"})
V1_KINDS = {"Unary": "unary", "ServerStreaming": "server_streaming",
            "ClientStreaming": "client_streaming", "BiDiStreaming": "bidi_streaming"}
MAX_FILES = 64                   # descriptor files followed through a file's dependencies


def call_value(callee: Value, args: tuple[Value, ...], where: Where | None, new: bool
               ) -> Value | None:
    """The values Connect and protobuf-es calls make: a file descriptor, a service
    descriptor, a transport (its options as config), a client (its service and transport)."""
    if not isinstance(callee, LibV) or callee.lib != LIB or len(callee.path) != 1:
        return None
    name, first = callee.path[0], args[0] if args else None
    second = args[1] if len(args) > 1 else None
    if name == "fileDesc" and first is not None:
        return ClientV(FILE, first, where, (), (("deps", second or ArrV(()), where),))
    if name == "serviceDesc" and isinstance(first, ClientV) and first.lib == FILE:
        index = second if second is not None else LitV(0)
        return ClientV(SERVICE, first, where, (), (("index", index, where),))
    if name in TRANSPORTS:
        return ClientV(TRANSPORT, first, where, (name,))
    if name in CLIENT_CREATORS and first is not None:
        return ClientV(CLIENT, first, where, (), (("transport", second or ObjV(()), where),))
    if name == "useMutation" and first is not None:
        return ClientV(MUTATION, first, where, (), (("options", second or ObjV(()), where),))
    return None


def request(callee, site, ctx) -> list[RequestTemplate] | None:
    """The request a client method call makes (a list of one); ``[]`` for the library's own
    calls (creators, ``create(Schema)``); ``None`` for other libraries' calls."""
    if not (isinstance(callee, LibV) and callee.lib == LIB or isinstance(callee, ClientV)
            and callee.lib in KINDS):
        return None
    args = ctx.args(site.call)
    if isinstance(callee, LibV) and callee.lib == LIB and callee.path[-1:] == ("callUnaryMethod",):
        return query_request(ctx, site, args[1] if len(args) > 1 else None,
                             args[2] if len(args) > 2 else None, args[0] if args else None)
    if isinstance(callee, LibV) and callee.lib == LIB and len(callee.path) == 1 \
            and callee.path[0] in QUERY_HOOKS:
        return query_request(ctx, site, args[0] if args else None,
                             args[1] if len(args) > 1 else None,
                             ctx.member(args[2], "transport") if len(args) > 2 else None)
    if isinstance(callee, ClientV) and callee.lib == MUTATION and callee.path in (
            ("mutate",), ("mutateAsync",)):
        return query_request(ctx, site, callee.config, args[0] if args else None,
                             ctx.member(setup_value(callee, "options"), "transport"))
    if isinstance(callee, LibV) and callee.lib == LIB or isinstance(callee, ClientV) and \
            callee.lib in (FILE, SERVICE, TRANSPORT, MUTATION):
        return []
    if not isinstance(callee, ClientV) or callee.lib != CLIENT or len(callee.path) != 1:
        return None
    where = ctx.where(site.call.span)
    service = service_of(ctx, callee.config)
    method = called_method(service, callee.path[0]) if service is not None else None
    if service is None or method is None:
        return unknown_service(ctx, callee.path[0], where)
    return [template(ctx, site, callee.config, service, method,
                     setup_value(callee, "transport"), args[0] if args else None)]


def called_method(service: ProtoService, name: str) -> ProtoMethod | None:
    """The method of ``service`` a client calls by property ``name``: the descriptor's names
    are redacted at extraction (:mod:`code2skill.extractors.proto_files`), so ``name`` is
    redacted alike to meet a secret-shaped one."""
    return service.method(redact(name))


def unknown_service(ctx, name: str, where: Where | None) -> list:
    """Rule ``connect.service-unknown``: a call whose service the source does not describe
    is a reviewed request-like site, one item per call."""
    if where is not None:
        ctx.program.note_review(
            "medium", f"Connect RPC call {name}: its service descriptor is not readable from "
            "the source (neither a protobuf-es fileDesc nor a connect-es typeName object), so "
            "its path is unknown and it is not in the contract (rule connect.service-unknown)",
            where)
        ctx.program.note_reviewed_site(where, LIB)
    return []


def query_request(ctx, site, schema: Value | None, argument: Value | None,
                  transport: Value | None) -> list[RequestTemplate]:
    """Rule ``connect.query-hook``: a connect-query call of a method descriptor —
    ``useQuery(ElizaService.method.say, input)`` (also the generated ``say`` constant, a v1
    ``{name, kind, I, service: {typeName}}`` object), ``useMutation(say)`` then
    ``mutate(input)``, ``callUnaryMethod(transport, say, input)`` — is the method's call,
    over the transport it names, else the one the program creates (a ``TransportProvider``
    hands it to the hooks; several: the first, and a review item). A descriptor that is the
    enclosing wrapper's parameter is each one its callers pass (:func:`forwarded_methods`)."""
    where = ctx.where(site.call.span)
    found = [(method_of(ctx, schema), "connect.query-hook")] if not isinstance(schema, ParamV) \
        else [(method, FORWARDED) for method in forwarded_methods(ctx, schema)]
    if all(method is None for method, _ in found):
        return unknown_service(ctx, "of a connect-query hook", where)
    if any(method is None for method, _ in found) and where is not None:
        ctx.program.note_review(
            "medium", "Connect RPC call of a connect-query hook: a caller passes it a method "
            "descriptor the source does not describe, so that call's path is unknown and it is "
            "not in the contract (rule connect.forwarded-descriptor)", where)
        found = [(method, rule) for method, rule in found if method is not None]
    if transport is None or not isinstance(transport, ClientV):
        transport = provided_transport(ctx)
    if isinstance(argument, LibV) and argument.path[-1:] == ("skipToken",):
        argument = None                                   # the query is not sent
    return [template(ctx, site, service_value, service, method, transport, argument, rule)
            for (service_value, service, method), rule in found]


def forwarded_methods(ctx, schema: ParamV
                      ) -> list[tuple[Value, ProtoService, ProtoMethod] | None]:
    """Rule ``connect.forwarded-descriptor``: the method descriptors the callers of a wrapper
    pass through its parameter ``schema`` (``useAllPages(schema, input) {
    useInfiniteQuery(schema, input) }`` called as ``useAllPages(listUsers, req)``), each
    method once, in the order of the calls found; a caller passing a descriptor that is not
    readable gives ``None`` in its place; ``[]`` when no caller is found or ``schema`` is a
    member of the parameter."""
    index = param_index(ctx, schema) if not schema.path else None
    calls = ctx.program.call_arguments(schema.fid) if index is not None else []
    found, seen = [], set()
    for args in calls:
        method = method_of(ctx, args[index]) if index < len(args) else None
        key = (method[1].type_name, method[2].name) if method is not None else None
        if key not in seen:
            seen.add(key)
            found.append(method)
    return found


def method_of(ctx, schema: Value | None
              ) -> tuple[Value, ProtoService, ProtoMethod] | None:
    """``(service value, service, method)`` of a method descriptor: a v2 service's
    ``.method.<name>``, or a v1 connect-query method object."""
    if isinstance(schema, ClientV) and schema.lib == SERVICE and len(schema.path) == 2 \
            and schema.path[0] == "method":
        service_value = replace(schema, path=())
        service = service_of(ctx, service_value)
        method = called_method(service, schema.path[1]) if service is not None else None
        return (service_value, service, method) if method is not None else None
    if not isinstance(schema, ObjV):
        return None
    type_name = text_of(ctx.member(ctx.member(schema, "service"), "typeName"))
    local = text_of(ctx.member(schema, "localName"))
    method = object_method(ctx, local, schema) if type_name and local else None
    return (schema, ProtoService(type_name, (method,)), method) if method else None


def provided_transport(ctx) -> Value | None:
    """Rule ``connect.provided-transport``: the transport a connect-query hook uses when its
    call names none — the program's one ``createConnectTransport``/``createGrpcWebTransport``;
    with several, the first, and a ``low`` review item naming how many."""
    transports = ctx.program.setup_facts(LIB, {}).get("transports", [])
    if len(transports) > 1 and transports[0].where is not None:
        ctx.program.note_review(
            "low", f"the program creates {len(transports)} Connect transports; connect-query "
            "hooks use the one a TransportProvider gives them, read here as the first "
            "(rule connect.provided-transport)", transports[0].where)
    return transports[0] if transports else None


def setup(program) -> SetupFacts:
    """Program-wide pass: ``transports``, every transport the program creates, in module
    order."""
    from code2skill.recogniser_context import Frame

    found = []
    for path in sorted(program.modules):
        for site in program.modules[path].calls:
            callee = site.call.callee
            name = callee.name if isinstance(callee, Ref) else \
                callee.prop if isinstance(callee, Member) else None
            if name not in TRANSPORTS:
                continue
            value = program.evaluate(site.call, Frame(path, site.scope))
            if isinstance(value, ClientV) and value.lib == TRANSPORT:
                found.append(value)
    return SetupFacts({"transports": found})


def template(ctx, site, service_value: Value | None, service: ProtoService,
             method: ProtoMethod, transport: Value | None, argument: Value | None,
             rule: str = "connect.rpc-post") -> RequestTemplate:
    """Rule ``connect.rpc-post``: ``POST {baseUrl}/<service>/<Method>`` with the request
    message as JSON body; ``rule`` the call site's (a connect-query hook's own)."""
    call = site.call
    where = ctx.where(call.span)
    options = transport.config if isinstance(transport, ClientV) else None
    table = type_table(descriptor_files(ctx, service_value.config)) \
        if isinstance(service_value, ClientV) and service_value.lib == SERVICE else None
    body, notes = request_body(service_value, table, method, argument, where)
    if method.kind != "unary":
        notes += (("medium", f"{service.type_name}/{method.name} is a {method.kind.replace('_', '-')} "
                   "RPC: the Connect protocol frames its messages in envelopes "
                   "(application/connect+json), not one JSON body and answer "
                   "(rule connect.streaming)", where),)
    notes += http_get_notes(ctx, service, method, transport, where)
    for severity, message, at in wire_notes(ctx, transport):   # once per transport
        ctx.program.note_review(severity, message, at)
    return RequestTemplate(
        lib=LIB, method=StrV((Text("POST", where, rule),)),
        url=StrV((Text(f"/{service.type_name}/{method.name}", where, rule),)),
        sites=(ctx.site(call.span, rule),) + descriptor_sites(ctx, service_value, body)
        + declared_read(service_value, method),
        base=ctx.member(options, "baseUrl"),
        body=body, body_encoding="json", notes=notes, auth=transport_auth(ctx, options),
        **response_of(service_value, table, method))


def response_of(service: Value | None, table: TypeTable | None, method: ProtoMethod) -> dict:
    """Rule ``connect.descriptor-output``: a unary method's response message, read from the
    descriptor, is the response body's type (its proto3 JSON form, which a Connect server
    answers a JSON request with); ``{}`` when unknown, empty, or the method streams."""
    if table is None or method.kind != "unary" or not isinstance(service, ClientV) \
            or service.where is None:
        return {}
    text = message_type_text(method.output_type, table)
    if text is None or text == "{}":
        return {}
    return {"response_type": (text, service.where),
            "response_source": ("connect.descriptor-output", method.output_type)}


def declared_read(service: Value | None, method: ProtoMethod) -> tuple[Site, ...]:
    """Rule ``connect.no-side-effects``: a method the descriptor declares free of side effects
    (``option idempotency_level = NO_SIDE_EFFECTS;``) is a read, cited at the service
    descriptor (the side-effect pass reads the hop)."""
    if method.idempotency != "no_side_effects" or not isinstance(service, ClientV) \
            or service.where is None:
        return ()
    return (Site(service.where, None, "connect.no-side-effects", shaping=True),)


def descriptor_sites(ctx, service: Value | None, body: Value) -> tuple[Site, ...]:
    """The hop citing the service descriptor the path (rule ``connect.service-descriptor``)
    and, with a v2 descriptor, the body's fields came from (rule
    ``connect.descriptor-schema``): the ``serviceDesc`` call, or a v1 object's ``typeName``."""
    if isinstance(service, ClientV) and service.lib == SERVICE and service.where is not None:
        rule = "connect.descriptor-schema" if isinstance(body, TypedV) else \
            "connect.empty-message" if isinstance(body, ObjV) and body.where == service.where \
            else "connect.service-descriptor"
        return (Site(service.where, None, rule, shaping=True),)
    name = ctx.member(service, "typeName") or ctx.member(ctx.member(service, "service"),
                                                        "typeName") \
        if isinstance(service, ObjV) else None
    where = name.parts[0].where if isinstance(name, StrV) and name.parts else None
    return (Site(where, None, "connect.service-descriptor", shaping=True),) if where else ()


def request_body(service: Value | None, table: TypeTable | None, method: ProtoMethod,
                 argument: Value | None, where: Where | None) -> tuple[Value, tuple]:
    """The body: rule ``connect.descriptor-schema``, the request message's JSON form as a
    type read from the descriptor (cited at the service descriptor); a message without
    fields is the empty object (rule ``connect.empty-message``: a Connect server expects the
    body ``{}``, which the schema pass binds as a fixed body); else the call's argument with
    a review item (rule ``connect.message-unknown``); no argument sends the empty message
    ``{}``."""
    if table is not None and isinstance(service, ClientV):
        text = message_type_text(method.input_type, table)
        if text == "{}":            # rule connect.empty-message: no inputs, the body {}
            return ObjV((), service.where), ()
        if text is not None and service.where is not None:
            return TypedV(text, service.where[0], (), service.where), ()
    note = ("medium", f"the request message {method.input_type} of {method.name} is not read "
            "from a descriptor the source embeds: the body is the call's argument, and fields "
            "it leaves out are not in the contract (rule connect.message-unknown)", where)
    if argument is None or isinstance(argument, LitV) and argument.value is None:
        return ObjV(()), (note,)
    return argument, (note,)


def http_get_notes(ctx, service: ProtoService, method: ProtoMethod, transport: Value | None,
                   where: Where | None) -> tuple:
    """Rule ``connect.http-get``: a unary method declared free of side effects, called over a
    transport made with ``useHttpGet: true``, is sent as ``GET <path>?connect=v1&encoding=json
    &message=<the request message's JSON, URL-encoded>`` (the Connect protocol's GET form,
    whose message is one query parameter no binding expresses): a ``low`` review item at
    the call says so; the contract gives the POST form, which a Connect server accepts for
    every unary method."""
    if method.kind != "unary" or method.idempotency != "no_side_effects" or \
            not isinstance(transport, ClientV) or transport.lib != TRANSPORT:
        return ()
    get = ctx.member(transport.config, "useHttpGet")
    if not (isinstance(get, LitV) and get.value is True):
        return ()
    return (("low", f"{service.type_name}/{method.name} declares no side effects and the "
             "transport sets useHttpGet, so the app sends it as GET "
             f"/{service.type_name}/{method.name}?connect=v1&encoding=json&message=<the "
             "request message as URL-encoded JSON>; the contract gives the POST form with a "
             "JSON body, which a Connect server accepts as well (rule connect.http-get)",
             where),)


def wire_notes(ctx, transport: Value | None) -> tuple:
    """Rule ``connect.wire-format``: a transport that sends binary protobuf or gRPC-web frames
    is a review item — the contract gives the call's Connect JSON form."""
    if not isinstance(transport, ClientV) or transport.lib != TRANSPORT:
        return ()
    if transport.path[:1] == ("createGrpcWebTransport",):
        return (("medium", "the app sends this RPC over gRPC-web (binary frames); the contract "
                 "gives its Connect JSON form, which only a server speaking the Connect "
                 "protocol too accepts (rule connect.wire-format)", transport.where),)
    binary = ctx.member(transport.config, "useBinaryFormat")
    if isinstance(binary, LitV) and binary.value is True:
        return (("low", "the app's transport sends binary protobuf (useBinaryFormat); the "
                 "contract gives the same call's Connect JSON form, which Connect servers "
                 "accept as well (rule connect.wire-format)", transport.where),)
    return ()


def transport_auth(ctx, options: Value | None) -> tuple:
    """Rule ``connect.transport-headers``: auth headers the transport's interceptors
    (``(next) => async (req) => { req.header.set('Authorization', …) }``) or its own
    ``fetch`` option set."""
    hints = list(auth_in_function(ctx, ctx.member(options, "fetch"),
                                  "connect.transport-headers", follow=True))
    interceptors = ctx.member(options, "interceptors")
    for item in interceptors.items if isinstance(interceptors, ArrV) else ():
        hints.extend(auth_in_function(ctx, item, "connect.transport-headers", follow=True))
        facts = ctx.function_facts(item)
        if facts is not None:                 # the request function the interceptor returns
            hints.extend(auth_in_function(ctx, ctx.program.returns(facts[1].fid),
                                          "connect.transport-headers", follow=True))
    return tuple(hints)


def setup_value(client: ClientV, kind: str) -> Value | None:
    """The value a client records under ``kind``."""
    return next((value for k, value, _ in client.setup if k == kind), None)


def service_of(ctx, value: Value | None) -> ProtoService | None:
    """The service a client calls: a v2 ``serviceDesc(file, n)`` of a file whose embedded
    descriptor extraction read, or a v1 ``{typeName, methods}`` object; ``None`` when neither
    is readable."""
    if isinstance(value, ClientV) and value.lib == SERVICE:
        file = proto_file(ctx, value.config)
        index = setup_value(value, "index")
        if file is None or not isinstance(index, LitV) or not isinstance(index.value, int) \
                or not 0 <= index.value < len(file.services):
            return None
        return file.services[index.value]
    if isinstance(value, ObjV):
        return object_service(ctx, value)
    return None


def proto_file(ctx, value: Value | None) -> ProtoFile | None:
    """The descriptor facts of a ``fileDesc`` call (``None`` when extraction read none)."""
    if not isinstance(value, ClientV) or value.lib != FILE or value.where is None:
        return None
    module = ctx.program.modules.get(value.where[0])
    return next((file for file in module.descriptors if file.span == value.where[1]), None) \
        if module is not None else None


def object_service(ctx, value: ObjV) -> ProtoService | None:
    """A connect-es v1 service object: ``typeName`` and each of ``methods``' entries."""
    type_name = text_of(ctx.member(value, "typeName"))
    methods = ctx.member(value, "methods")
    if not type_name or not isinstance(methods, ObjV):
        return None
    found = (object_method(ctx, prop.key, prop.value) for prop in methods.props if prop.key)
    return ProtoService(type_name, tuple(method for method in found if method is not None))


def object_method(ctx, local_name: str, value: Value) -> ProtoMethod | None:
    """A connect-es v1 method object ``{name, I, kind}`` called ``local_name`` (``kind``
    ``MethodKind.Unary`` …; the input's ``typeName`` when it shows one), or ``None`` without
    a ``name``."""
    name = text_of(ctx.member(value, "name"))
    if name is None:
        return None
    kind = ctx.member(value, "kind")
    kind_name = kind.path[-1] if isinstance(kind, LibV) and kind.path else "Unary"
    input_name = text_of(ctx.member(ctx.member(value, "I"), "typeName")) or \
        f"the input of {name}"
    return ProtoMethod(name, local_name, input_name, V1_KINDS.get(kind_name, "unary"))


def descriptor_files(ctx, file: Value | None) -> list[ProtoFile]:
    """The descriptors of ``file`` and of the files it depends on (``fileDesc``'s second
    argument), breadth first, at most :data:`MAX_FILES`; a well-known type's file from
    ``@bufbuild/protobuf/wkt`` is not needed (its JSON form is known)."""
    found, queue, seen = [], [file], set()
    while queue and len(found) < MAX_FILES:
        current = queue.pop(0)
        if not isinstance(current, ClientV) or current.lib != FILE or current.where in seen:
            continue
        seen.add(current.where)
        facts = proto_file(ctx, current)
        if facts is not None:
            found.append(facts)
        deps = setup_value(current, "deps")
        queue.extend(deps.items if isinstance(deps, ArrV) else ())
    return found


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value, setup=setup,
                        modules=MODULES)
