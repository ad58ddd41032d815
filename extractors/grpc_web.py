"""Google grpc-web clients: the runtime ``protoc-gen-grpc-web`` generated clients call.

Forms handled (a generated ``FooServiceClientPb.ts``, read as program code)::

    import * as grpcWeb from 'grpc-web';
    export class TodoServiceClient {
      constructor (hostname: string, credentials?, options?) {
        this.client_ = new grpcWeb.GrpcWebClientBase(options);
        this.hostname_ = hostname.replace(/\\/+$/, '');
      }
      listTodos(request, metadata?) {
        return this.client_.unaryCall(this.hostname_ + '/todo.v1.TodoService/ListTodos',
                                      request, metadata || {}, this.methodDescriptorListTodos);
      }                                             // also rpcCall(…, callback), thenableCall
      watchTodos(request, metadata?) {
        return this.client_.serverStreaming(this.hostname_ + '/todo.v1.TodoService/WatchTodos',
                                            request, metadata || {}, this.methodDescriptorWatchTodos);
      }
    }
    const client = new TodoServiceClient(`${API}/grpc`, null, null);
    await client.listTodos(req, {authorization: token});

Rule ``grpc-web.rpc-post``: a call ``unaryCall``/``rpcCall``/``thenableCall``/
``serverStreaming(url, request, metadata, descriptor)`` on a ``GrpcWebClientBase`` is ``POST
url``, the URL the generated method joins (``<hostname>/<package>.<Service>/<Method>``: the
hostname the client was made with is the base, the rest the gRPC path), the request message
the body and the metadata object its headers (an ``authorization`` key is auth evidence).

Rule ``grpc-web.message-unknown``: the message is a protobuf object built with setters
(``req.setName(…)``) and sent serialised; the tool does not read its fields, so the body is
the call's argument and one ``medium`` review item says so.

Rule ``grpc-web.wire-format``: grpc-web sends the message as binary protobuf in length-prefixed
frames (``application/grpc-web+proto``, or base64 ``application/grpc-web-text`` with the
client option ``format: 'text'``), never JSON: one ``medium`` review item at the client's
creation.

Rule ``grpc-web.streaming``: a ``serverStreaming`` call, as Connect's streaming methods
(``connect.streaming``), is a Tool with one ``medium`` review item: the server answers with a
stream of framed messages, not one response.
"""
from __future__ import annotations

from code2skill.requests import AuthHint, RequestTemplate
from code2skill.values import (FIRST_SET, AltV, ClientV, LibV, LitV, ObjV, ParamV, StrV, Text,
                               Value, Where, mentions_param)

from .common import auth_from_headers, auth_in_headers_value, headers_from
from .registry import Recogniser

LIB = "grpc-web"
CLIENT = "grpc-web.client"        # new GrpcWebClientBase(options): config the options
MODULES = {"grpc-web": LIB}
UNARY_CALLS = frozenset({"unaryCall", "rpcCall", "thenableCall"})
STREAMING_CALLS = frozenset({"serverStreaming"})


def call_value(callee: Value, args: tuple[Value, ...], where: Where | None, new: bool
               ) -> Value | None:
    """``new GrpcWebClientBase(options)`` → the grpc-web client, identified by where it is
    made (its options kept as config)."""
    if new and isinstance(callee, LibV) and callee.lib == LIB and \
            callee.path[-1:] == ("GrpcWebClientBase",):
        return ClientV(CLIENT, args[0] if args else None, where)
    return None


def request(callee, site, ctx) -> RequestTemplate | None:
    """The template of one grpc-web RPC call (rules ``grpc-web.rpc-post``,
    ``grpc-web.message-unknown``, ``grpc-web.streaming``, ``grpc-web.wire-format``);
    ``None`` for any other call."""
    if not (isinstance(callee, ClientV) and callee.lib == CLIENT and len(callee.path) == 1
            and callee.path[0] in UNARY_CALLS | STREAMING_CALLS):
        return None
    args = ctx.args(site.call)
    if not args:
        return None
    where = ctx.where(site.call.span)
    rule = "grpc-web.rpc-post"
    metadata = args[2] if len(args) > 2 else None
    headers = headers_from(metadata, where)
    notes = (("medium", message_note(args[0]), where),)
    if callee.path[0] in STREAMING_CALLS:
        notes += (("medium", streaming_note(args[0]), where),)
    if callee.where is not None:
        ctx.program.note_review("medium", WIRE_NOTE, callee.where)
    body = args[1] if len(args) > 1 and not is_nothing(args[1]) else ObjV(())
    return RequestTemplate(
        lib=LIB, method=StrV((Text("POST", where, rule),)), url=args[0],
        sites=(ctx.site(site.call.span, rule),), body=body, headers=headers,
        auth=auth_from_headers(headers, "grpc-web.metadata") + caller_metadata_auth(ctx, metadata),
        notes=notes,
        pending_headers=metadata if mentions_param(metadata) else None)


def caller_metadata_auth(ctx, metadata: Value | None) -> tuple:
    """Rule ``grpc-web.caller-metadata``: when the metadata is a parameter of the generated
    method (``metadata || {}``), the auth keys of the metadata each call of that method passes
    (``client.listTodos(req, {authorization: token})``, or what a helper returns), cited where
    the caller's object sets them; ``()`` when no call passes one."""
    param = metadata if isinstance(metadata, ParamV) else next(
        (o for o in metadata.options if isinstance(o, ParamV)), None) \
        if isinstance(metadata, AltV) and metadata.kind in FIRST_SET else None
    fn = ctx.program.function(param.fid) if param is not None and not param.path else None
    index = next((i for i, p in enumerate(fn.params) if p.name == param.name and not p.rest),
                 None) if fn is not None else None
    if index is None:
        return ()
    found: dict[tuple, AuthHint] = {}
    for args in ctx.program.call_arguments(param.fid):
        if index < len(args):
            for hint in auth_in_headers_value(args[index], None, "grpc-web.caller-metadata"):
                found.setdefault((hint.kind, hint.where, hint.note), hint)
    return tuple(found.values())


def is_nothing(value: Value) -> bool:
    """Whether a request argument is ``null``/``undefined`` (no message object)."""
    return isinstance(value, LitV) and value.value is None


def rpc_name(url: Value) -> str:
    """The ``<package>.<Service>/<Method>`` the URL ends with, or ``this RPC``."""
    if isinstance(url, StrV) and url.parts and isinstance(url.parts[-1], Text):
        tail = url.parts[-1].text.rsplit("/", 2)
        if len(tail) == 3 and "." in tail[1]:
            return f"{tail[1]}/{tail[2]}"
    return "this RPC"


def message_note(url: Value) -> str:
    """Rule ``grpc-web.message-unknown``: the review item of one call's request message."""
    return (f"the request message of {rpc_name(url)} is a protobuf object the app fills with "
            "setters and grpc-web serialises; its fields are not read, so the body is the "
            "call's argument and the fields it takes are not in the contract "
            "(rule grpc-web.message-unknown)")


def streaming_note(url: Value) -> str:
    """Rule ``grpc-web.streaming``: the review item of a server-streaming call."""
    return (f"{rpc_name(url)} is a server-streaming RPC: the server answers with a stream of "
            "framed messages for as long as it runs, not one response (rule grpc-web.streaming)")


WIRE_NOTE = ("this grpc-web client sends each request message as binary protobuf in gRPC-web "
             "frames (application/grpc-web+proto, or base64 application/grpc-web-text), not "
             "JSON: a Host must encode the body so (rule grpc-web.wire-format)")


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value, modules=MODULES)
