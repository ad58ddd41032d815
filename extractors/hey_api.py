"""hey-api: the client an ``@hey-api/openapi-ts`` SDK calls, published or bundled.

Call forms handled::

    import { createClient } from '@hey-api/client-fetch';      // or the copy the generator
    const client = createClient({ baseUrl: '/rest' });          // bundles: ./client/client.gen
    client.get({ url: '/items/{name}', path: { name }, query: { tags } });
    client.post({ url: '/items', body: item, headers: { 'Content-Type': 'text/plain' } });
    client.request({ method: 'PATCH', url: '/items/{name}', path: { name }, body });

    // the generated SDK function (sdk.gen.ts) a component calls:
    const params = buildClientParams([parameters], [{ args: [{ in: 'path', key: 'name' },
        { in: 'query', key: 'tags' }, { key: 'body', map: 'body' }] }]);
    return (options?.client ?? client).get({ url: '/items/{name}', ...options, ...params });

The URL is already a template: each ``{name}`` is a path parameter whose value is
``path.name`` (rule ``hey-api.call``). ``buildClientParams`` sorts the SDK function's
parameters into ``path``, ``query``, ``headers`` and ``body`` as its field list says (rule
``hey-api.client-params``). A body is sent as JSON unless it is a string or file bytes or a
``Content-Type`` header says otherwise. The generator copies its client into the output
(``client/client.gen.ts``, ``core/params.gen.ts``): those files are the library's code, read
as the package (``Recogniser.vendored``).
"""
from __future__ import annotations

import re
from dataclasses import replace

from code2skill.requests import RequestTemplate
from code2skill.values import (
    ArrV, ClientV, FnV, HoleV, LibV, ObjV, ParamV, PropV, StrV, Text, Value, text_of,
)

from .common import (
    auth_from_headers, body_encoding, header_text, headers_from, json_unless_text, method_value,
    option,
)
from .hey_api_options import options_data
from .hey_api_setup import client_auth, setup
from .registry import LibraryFacts, Recogniser

LIB = "hey-api"
FACTS = LibraryFacts(verbs=("get", "post", "put", "patch", "delete", "head", "options",
                            "trace"),
                     base_keys=("baseUrl",), query_keys=("query",), body_keys=("body",))
PACKAGES = ("@hey-api/client-fetch", "@hey-api/client-axios", "@hey-api/client-next",
            "@hey-api/client-nuxt", "@hey-api/client-ofetch", "@hey-api/client-angular")
# the generator's bundled client: ``<output>/client/*.gen.ts`` and ``<output>/core/*.gen.ts``
VENDORED = r"(^|/)(client/client|core/params)\.gen\.[cm]?[jt]s$"
SLOTS = ("path", "query", "headers", "body")


def call_value(callee, args, where, new) -> Value | None:
    """``createClient(config)`` → a client; ``buildClientParams(args, fields)`` → the
    ``{path, query, headers, body}`` object it builds (:func:`client_params`)."""
    if not (isinstance(callee, LibV) and callee.lib == LIB):
        return None
    if callee.path == ("createClient",):
        return ClientV(LIB, args[0] if args else None, where)
    if callee.path == ("createConfig",):                 # the config, the package's defaults
        return args[0] if args else None                 # aside (they set no URL or auth)
    if callee.path == ("buildClientParams",) and len(args) >= 2:
        return client_params(args[0], args[1], where)
    return None


def client_params(values: Value, fields: Value, where) -> Value | None:
    """Rule ``hey-api.client-params``: ``buildClientParams([parameters], [{args: [...]}])`` as
    an object ``{path: {key: parameters.key}, query: {…}, headers: {…}, body: …}``: each field
    ``{in: slot, key}`` puts the argument's ``key`` member in that slot, ``{key, map:
    'body'}`` makes it the body. ``None`` when either list is not literal."""
    if not (isinstance(values, ArrV) and isinstance(fields, ArrV)):
        return None
    slots: dict[str, list[PropV]] = {slot: [] for slot in SLOTS}
    body: Value | None = None
    for value, config in zip(values.items, fields.items):
        for field in items_of(prop(config, "args")):
            key = text_of(prop(field, "key"))
            slot = text_of(prop(field, "in"))
            if key is None:
                continue
            member = member_of(value, key)
            if slot in slots and member is not None:
                slots[slot].append(PropV(key, member, where))
            elif text_of(prop(field, "map")) == "body":
                body = member
    props = [PropV(slot, ObjV(tuple(entries), where)) for slot, entries in slots.items()
             if entries and slot != "body"]
    if body is not None:
        props.append(PropV("body", body, where))
    return ObjV(tuple(props), where)


def prop(value: Value | None, key: str) -> Value | None:
    """Entry ``key`` of an object literal value, else ``None``."""
    if isinstance(value, ObjV):
        return next((p.value for p in value.props if p.key == key), None)
    return None


def items_of(value: Value | None) -> tuple[Value, ...]:
    return value.items if isinstance(value, ArrV) else ()


def member_of(value: Value, key: str) -> Value | None:
    """Member ``key`` of an SDK function's argument: an object literal's entry, or the member
    path of a parameter (filled once a caller's argument is bound)."""
    if isinstance(value, ObjV):
        return prop(value, key)
    if isinstance(value, ParamV):
        return replace(value, path=value.path + (key,))
    return None


def written(options: Value) -> Value:
    """The entries an options object writes: a spread the resolver could not expand (the
    SDK function's ``...options``, which a caller fills only to override its client) names
    no key, so it is left out; any other value as it is."""
    if isinstance(options, ObjV):
        return replace(options, props=tuple(p for p in options.props if p.key is not None))
    return options


def serializer_encoding(ctx, options: Value | None) -> str | None:
    """Rule ``hey-api.body-serializer``: the encoding of the body the options' own
    ``bodySerializer`` returns (``...formDataBodySerializer`` builds a ``FormData``:
    ``multipart``; ``...urlSearchParamsBodySerializer`` a ``URLSearchParams``: ``form``);
    ``None`` when there is none or its result shows neither."""
    serializer = ctx.member(options, "bodySerializer")
    if not isinstance(serializer, FnV):
        return None
    return body_encoding(ctx.program.returns(serializer.fid))


def sse_site(verb: str, site, ctx) -> list:
    """Rule ``hey-api.sse``: ``client.sse.<verb>({url, ...options})`` (an SDK function for an
    operation answering ``text/event-stream``) opens a server-sent event stream: no
    request/response Tool, so no request; a reviewed request-like site with one ``medium``
    review item naming the method and URL."""
    where = ctx.where(site.call.span)
    args = ctx.args(site.call)
    url = text_of(ctx.member(written(args[0]), "url")) if args else None
    if where is not None:
        ctx.program.note_reviewed_site(where, LIB)
        ctx.program.note_review("medium", f"client.sse.{verb}(…) opens a server-sent event "
                                 f"stream ({verb.upper()} {url or 'no URL'}): the client keeps "
                                 "the connection open and handles each event as it arrives, "
                                 "which is no request/response call; not offered as a Tool "
                                 "(rule hey-api.sse)", where)
    return []


def request(callee, site, ctx) -> RequestTemplate | list | None:
    """A template for ``client.<verb>(options)`` or ``client.request(options)``; ``[]`` for a
    stream (:func:`sse_site`); ``None`` for anything else."""
    if isinstance(callee, ClientV) and callee.lib == LIB and len(callee.path) == 2 \
            and callee.path[0] == "sse" and callee.path[1] in FACTS.verbs:
        return sse_site(callee.path[1], site, ctx)
    if not (isinstance(callee, ClientV) and callee.lib == LIB and len(callee.path) == 1
            and callee.path[0] in FACTS.verbs + ("request",)):
        return None
    args = ctx.args(site.call)
    options = written(options_data(ctx, args[0])) if args else None   # hey-api.options-data
    url = text_of(ctx.member(options, "url"))
    if url is None:
        return None
    where = ctx.where(site.call.span)
    method = method_value(callee.path[0], where) if callee.path[0] != "request" \
        else ctx.member(options, "method") or method_value("get", where)
    path_values = ctx.member(options, "path")
    parts: list[Text | HoleV] = []
    for piece in re.split(r"(\{[^}]+\})", url):
        if piece.startswith("{") and piece.endswith("}"):
            name = piece[1:-1]
            parts.append(HoleV(name, ctx.member(path_values, name) or StrV(()), where))
        elif piece:
            parts.append(Text(piece, where))
    own = headers_from(ctx.member(options, "headers"), where)
    names = {h.name.lower() for h in own}         # the call's own header wins the client's
    headers = tuple(h for h in headers_from(ctx.member(callee.config, "headers"), callee.where)
                    if h.name.lower() not in names) + own
    body = option(ctx, options, FACTS.body_keys)
    content_type = header_text(headers, "Content-Type")
    serialized = serializer_encoding(ctx, options) if body is not None else None
    return RequestTemplate(
        lib=LIB, method=method, url=StrV(tuple(parts)),
        base=option(ctx, options, FACTS.base_keys) or option(ctx, callee.config,
                                                             FACTS.base_keys),
        sites=(ctx.site(site.call.span, "hey-api.call"),),
        query=option(ctx, options, FACTS.query_keys), body=body,
        body_encoding=(serialized or body_encoding(body, content_type=content_type)
                       or (None if content_type else json_unless_text(body)))
        if body is not None else None,
        headers=headers, auth=auth_from_headers(headers, "hey-api.header")
        + tuple(client_auth(ctx.program, callee, ctx)))


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value, facts=FACTS,
                        setup=setup,
                        modules={package: LIB for package in PACKAGES},
                        vendored={VENDORED: LIB})
