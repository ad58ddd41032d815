"""Zodios: a client made from a table of endpoints (``@zodios/core``), often generated from
an OpenAPI document by openapi-zod-client.

Call forms handled::

    import { makeApi, makeEndpoint, Zodios } from '@zodios/core';
    const endpoints = makeApi([
      { method: 'post', path: '/v1/orgs/:org/projects', alias: 'createProject',
        requestFormat: 'json',
        parameters: [{ name: 'body', type: 'Body', schema: ProjectStoreRequest },
                     { name: 'org', type: 'Path', schema: z.string() },
                     { name: 'archived', type: 'Query', schema: z.boolean().optional() }],
        response: … },
    ]);
    export const api = new Zodios('/api', endpoints);          // new Zodios(endpoints): no base
    export function createApiClient(baseUrl, options) { return new Zodios(baseUrl, endpoints, options); }

    api.createProject(body, { params: { org }, queries: { archived } });  // an alias
    api.getProjects({ params: { org } });                 // a GET alias takes the config only
    api.get('/v1/orgs/:org/projects', { params: { org }, queries });      // method + path
    api.post('/v1/orgs/:org/projects', body, { params: { org } });        // also put, patch, delete
    api.request({ method: 'post', url: '/v1/…', data: body, params, queries });

    const hooks = new ZodiosHooks('api', api);           // @zodios/react, @zodios/solid
    hooks.useGetProjects({ params: { org } });            // a get alias: the GET, at the hook
    hooks.useQuery('/v1/orgs/:org/projects', { params });  // also useInfiniteQuery
    const { mutate } = hooks.useCreateProject({ params: { org } });  mutate(body);
    hooks.useMutation('post', '/v1/orgs/:org/projects', { params }).mutateAsync(body);

A call by alias, or by method and path, on a client made from a table is one request of
that endpoint (rule ``zodios.call``): ``:name`` path segments are the ``{name}`` parameters
the config's ``params`` fill, ``queries`` is the query, ``headers`` its headers, and the body
argument (every method but ``get``) the body, sent as the endpoint's ``requestFormat``
(``json`` unless ``form-data``, ``form-url``, ``binary`` or ``text``). The constructor's
string first argument is the base URL, a relative one a path prefix. The table entry is
cited (rule ``zodios.endpoint``). An endpoint whose ``Body``
parameter has a zod object schema, written there, a schema constant of the same file, or one
derived from a constant that may be imported (``S.partial().omit({id: true})``, rule
``zod.derived-schema``), types the body with it (rule ``zodios.body-schema``): its fields,
types, requiredness, enums and bounds. A ``Query`` or ``Path`` parameter's zod schema types
the query member or path parameter of its name a call sends (rule
``zodios.parameter-schema``); a ``Header`` parameter naming a credential is auth evidence,
never an input (rule ``zodios.header-schema``). Only called endpoints are requests: the table's other entries are not. The hooks
of a ``ZodiosHooks`` over such a client send a ``get`` endpoint's request at the query hook
(rule ``zodios.query-hook``) and a mutation's at its ``mutate`` call (rule
``zodios.mutation-hook``).
"""
from __future__ import annotations

import re
from dataclasses import replace

from code2skill.requests import AuthHint, RequestTemplate, Site
from code2skill.values import (
    ArrV, ClientV, HoleV, LibV, LitV, ObjV, PropV, StrV, Text, TypedV, Value, Where, text_of,
)

from .common import auth_kind, body_encoding, headers_from, json_unless_text, method_value
from .registry import Recogniser
from .validation import zodios_body_name, zodios_parameter_name
from .zod_parts import (
    body_value, credential_header, schema_sites, schema_type, typed_hole, typed_member,
)

LIB = "zodios"
HOOKS = "zodios.hooks"            # new ZodiosHooks(name, client): config {client}
MUTATION = "zodios.mutation"      # a mutation hook's result: config {client, method, path, config}
MODULES = {"@zodios/core": LIB, "@zodios/react": LIB, "@zodios/solid": LIB}
QUERY_HOOKS = ("useQuery", "useInfiniteQuery")
VERBS = ("get", "post", "put", "patch", "delete")
FORMATS = {"json": "json", "form-data": "multipart", "form-url": "form", "text": "text",
           "binary": "binary"}
PATH_PARAM = re.compile(r":([A-Za-z_$][\w$]*)")
# the client's members that make no request (plugins, the table, the axios instance)
NOT_REQUESTS = frozenset({"use", "eject", "api", "baseURL", "axios", "options", "endpoints"})


def call_value(callee, args, where, new) -> Value | None:
    """``makeApi(endpoints)`` / ``makeEndpoint(endpoint)`` → their argument (the library
    returns it as is); ``new Zodios([base,] endpoints[, options])`` → a client whose config is
    ``{baseUrl, endpoints, options}``."""
    if not (isinstance(callee, LibV) and callee.lib == LIB and len(callee.path) == 1):
        return None
    name = callee.path[0]
    if name in ("makeApi", "makeEndpoint", "asApi"):
        return args[0] if args else None
    if name == "ZodiosHooks" and len(args) >= 2 and isinstance(args[1], ClientV) \
            and args[1].lib == LIB:
        return ClientV(HOOKS, ObjV((PropV("client", args[1], where),), where), where)
    if name != "Zodios" or not args:
        return None
    base, rest = (None, args) if isinstance(args[0], ArrV) or len(args) == 1 else \
        (args[0], args[1:])
    props = [PropV("baseUrl", base, where)] if base is not None else []
    props.append(PropV("endpoints", rest[0], where))
    if len(rest) > 1:
        props.append(PropV("options", rest[1], where))
    return ClientV(LIB, ObjV(tuple(props), where), where)


def call_result(callee, args, where, ctx) -> Value | None:
    """Rule ``zodios.mutation-hook``: ``hooks.useMutation(method, path, config)`` and
    ``hooks.use<Alias>(config)`` of an alias whose method is not ``get`` → the mutation whose
    ``mutate(body)`` / ``mutateAsync(body)`` sends the endpoint's request."""
    if not (isinstance(callee, ClientV) and callee.lib == HOOKS and len(callee.path) == 1):
        return None
    client = ctx.member(callee.config, "client")
    if not isinstance(client, ClientV):
        return None
    name = callee.path[0]
    if name == "useMutation":
        method, path, config = text_of(arg(args, 0)), text_of(arg(args, 1)), arg(args, 2)
    else:
        endpoint = hook_endpoint(ctx, client, name)
        if endpoint is None:
            return None
        method = text_of(ctx.member(endpoint, "method"))
        path, config = text_of(ctx.member(endpoint, "path")), arg(args, 0)
    if method is None or path is None or method.lower() == "get":
        return None
    props = [PropV("client", client, where), PropV("method", StrV((Text(method.lower()),)),
             where), PropV("path", StrV((Text(path),)), where)]
    if config is not None:
        props.append(PropV("config", config, where))
    return ClientV(MUTATION, ObjV(tuple(props), where), where)


def hook_endpoint(ctx, client: ClientV, hook: str) -> ObjV | None:
    """The endpoint of ``use<Alias>``: the alias with its first letter lowered (Zodios's
    hooks capitalise it), else ``None``."""
    if not (hook.startswith("use") and len(hook) > 3 and hook[3].isupper()):
        return None
    alias = hook[3].lower() + hook[4:]
    return by_alias(ctx, endpoints_of(ctx, client), alias) \
        or by_alias(ctx, endpoints_of(ctx, client), hook[3:])


def hook_request(callee: ClientV, site, ctx) -> RequestTemplate | None:
    """Rules ``zodios.query-hook`` and ``zodios.mutation-hook``: ``hooks.useQuery(path,
    config)`` / ``useInfiniteQuery`` and ``hooks.use<Alias>(config)`` of a ``get`` alias send
    the ``GET`` at the hook; ``mutate(body)`` / ``mutateAsync(body)`` of a mutation hook's
    result send its request with that body."""
    args = ctx.args(site.call)
    if callee.lib == MUTATION:
        if callee.path not in (("mutate",), ("mutateAsync",)):
            return None
        client = ctx.member(callee.config, "client")
        method = text_of(ctx.member(callee.config, "method"))
        path = text_of(ctx.member(callee.config, "path"))
        if not isinstance(client, ClientV) or method is None or path is None:
            return None
        made = template(ctx, site, client, method, path,
                        by_path(ctx, endpoints_of(ctx, client), method, path), arg(args, 0),
                        ctx.member(callee.config, "config"), "zodios.mutation-hook")
        return replace(made, sites=made.sites + (Site(callee.where, None, "zodios.mutation-hook",
                                                      shaping=True),)) \
            if callee.where is not None else made
    if len(callee.path) != 1:
        return None
    client = ctx.member(callee.config, "client")
    if not isinstance(client, ClientV):
        return None
    endpoints = endpoints_of(ctx, client)
    name = callee.path[0]
    if name in QUERY_HOOKS:
        path = text_of(arg(args, 0))
        if path is None:
            return None
        return template(ctx, site, client, "get", path, by_path(ctx, endpoints, "get", path),
                        None, arg(args, 1), "zodios.query-hook")
    endpoint = hook_endpoint(ctx, client, name)
    if endpoint is None or (text_of(ctx.member(endpoint, "method")) or "").lower() != "get":
        return None
    path = text_of(ctx.member(endpoint, "path"))
    return template(ctx, site, client, "get", path, endpoint, None, arg(args, 0),
                    "zodios.query-hook") if path is not None else None


def endpoints_of(ctx, client: ClientV) -> tuple[ObjV, ...]:
    """The endpoint objects of the client's table (a ``makeEndpoint`` list or one array)."""
    table = ctx.member(client.config, "endpoints")
    if not isinstance(table, ArrV):
        return ()
    return tuple(item for item in table.items if isinstance(item, ObjV))


def by_alias(ctx, endpoints: tuple[ObjV, ...], alias: str) -> ObjV | None:
    return next((e for e in endpoints if text_of(ctx.member(e, "alias")) == alias), None)


def by_path(ctx, endpoints: tuple[ObjV, ...], method: str, path: str) -> ObjV | None:
    return next((e for e in endpoints if text_of(ctx.member(e, "path")) == path
                 and (text_of(ctx.member(e, "method")) or "").lower() == method), None)


def request(callee, site, ctx) -> RequestTemplate | None:
    """The template of a call by alias, by method and path, or of ``request(config)`` on a
    Zodios client; ``[]`` for an alias the table does not show (:func:`unlisted`); ``None``
    for anything else (``use``, ``eject``)."""
    if isinstance(callee, ClientV) and callee.lib in (HOOKS, MUTATION):
        return hook_request(callee, site, ctx)
    if not (isinstance(callee, ClientV) and callee.lib == LIB and len(callee.path) == 1):
        return None
    name = callee.path[0]
    args = ctx.args(site.call)
    endpoints = endpoints_of(ctx, callee)
    if name in VERBS:
        path = text_of(args[0]) if args else None
        if path is None:
            return None
        body, config = (None, arg(args, 1)) if name == "get" else (arg(args, 1), arg(args, 2))
        return template(ctx, site, callee, name, path, by_path(ctx, endpoints, name, path),
                        body, config)
    if name == "request":
        config = arg(args, 0)
        method = (text_of(ctx.member(config, "method")) or "get").lower()
        path = text_of(ctx.member(config, "url"))
        if path is None:
            return None
        return template(ctx, site, callee, method, path, by_path(ctx, endpoints, method, path),
                        ctx.member(config, "data"), config)
    endpoint = by_alias(ctx, endpoints, name)
    if endpoint is None:
        return None if name in NOT_REQUESTS else unlisted(ctx, site, name)
    method = (text_of(ctx.member(endpoint, "method")) or "").lower()
    path = text_of(ctx.member(endpoint, "path"))
    if method not in VERBS or path is None:
        return None
    body, config = (None, arg(args, 0)) if method == "get" else (arg(args, 0), arg(args, 1))
    return template(ctx, site, callee, method, path, endpoint, body, config)


def unlisted(ctx, site, alias: str) -> list:
    """A call of a member the client's endpoint table does not show as an alias (a table
    code2skill could not read, or an alias it lacks): a request it cannot name, so a
    ``medium`` review item at the call and a reviewed request-like site, no request."""
    where = ctx.where(site.call.span)
    if where is not None:
        ctx.program.note_reviewed_site(where, LIB)
        ctx.program.note_review("medium", f"call of Zodios alias `{alias}`, which the client's "
                                "endpoint table does not show (the table is not written in "
                                "source code2skill reads, or lacks the alias): its request "
                                "is not in the contract", where)
    return []


def arg(args: tuple[Value, ...], index: int) -> Value | None:
    """Argument ``index``, ``None`` when absent or ``undefined``/``null``."""
    value = args[index] if len(args) > index else None
    return None if isinstance(value, LitV) and value.value is None else value


def template(ctx, site, client: ClientV, method: str, path: str, endpoint: ObjV | None,
             body: Value | None, config: Value | None, rule: str = f"{LIB}.call"
             ) -> RequestTemplate:
    """Rule ``zodios.call``: ``method`` of ``path`` (``:name`` segments filled from the
    config's ``params``), the config's ``queries`` and ``headers``, the body sent as the
    endpoint's ``requestFormat``, the client's base URL; the table entry is cited as a
    shaping hop (rule ``zodios.endpoint``), and so is the body schema when one types the body
    (rule ``zodios.body-schema``)."""
    where = ctx.where(site.call.span)
    params = ctx.member(config, "params")
    typed = parameter_schemas(ctx, endpoint) if endpoint is not None else {}
    parts: list[Text | HoleV] = []
    used: list[TypedV] = []
    for index, piece in enumerate(PATH_PARAM.split(path)):
        if index % 2:
            hole = HoleV(piece, ctx.member(params, piece) or StrV(()), where)
            parts.append(typed_hole(hole, typed.get(("Path", piece))))
            used += [typed[("Path", piece)]] if ("Path", piece) in typed else []
        elif piece:
            parts.append(Text(piece, where))
    query = ctx.member(config, "queries")
    if isinstance(query, ObjV):
        used += [typed[("Query", p.key)] for p in query.props if ("Query", p.key) in typed]
        query = replace(query, props=tuple(
            replace(p, value=typed_member(p.value, typed[("Query", p.key)], p.key))
            if ("Query", p.key) in typed and p.value is not None else p for p in query.props))
    schema = body_schema(ctx, endpoint) if body is not None and endpoint is not None else None
    sites = (ctx.site(site.call.span, rule),)
    if endpoint is not None and endpoint.where is not None:
        sites += (Site(endpoint.where, None, "zodios.endpoint", shaping=True),)
    sites += schema_sites(ctx, schema, "zodios.body-schema")
    sites += tuple(Site(t.where, None, "zodios.parameter-schema", shaping=True)
                   for t in used if t.where is not None)
    headers = headers_from(ctx.member(config, "headers"), where)
    auth = () if any(credential_header(h.name) for h in headers) else header_auth(ctx, endpoint)
    return RequestTemplate(
        lib=LIB, method=method_value(method, where), url=StrV(tuple(parts)),
        base=ctx.member(client.config, "baseUrl"), sites=sites,
        query=query, body=body_value(ctx, body, schema) if body is not None else None,
        headers=headers, auth=auth,
        body_encoding=encoding(ctx, endpoint, body) if body is not None else None)


def parameters_of(ctx, endpoint: ObjV | None) -> tuple[ObjV, ...]:
    """The endpoint's ``parameters`` objects."""
    parameters = ctx.member(endpoint, "parameters") if endpoint is not None else None
    return tuple(p for p in parameters.items if isinstance(p, ObjV)) \
        if isinstance(parameters, ArrV) else ()


def parameter_schemas(ctx, endpoint: ObjV) -> dict[tuple[str, str], TypedV]:
    """Rule ``zodios.parameter-schema``: ``(type, name)`` → the type of each ``Query`` /
    ``Path`` parameter whose zod ``schema`` the validation extractor read (a rule set of the
    one field ``name``, :func:`~.validation.zodios_parameter_name`)."""
    out: dict[tuple[str, str], TypedV] = {}
    for parameter in parameters_of(ctx, endpoint):
        kind, name = text_of(ctx.member(parameter, "type")), text_of(ctx.member(parameter, "name"))
        where = schema_where(parameter)
        if kind in ("Query", "Path") and name and where is not None:
            typed = schema_type(ctx, where[0], zodios_parameter_name(*where[1][:2]), where)
            if typed is not None:
                out[(kind, name)] = typed
    return out


def header_auth(ctx, endpoint: ObjV | None) -> tuple[AuthHint, ...]:
    """Rule ``zodios.header-schema``: a ``Header`` parameter naming a credential
    (``Authorization``, ``X-Api-Key`` …) is auth evidence the Host supplies, never an input."""
    out = []
    for parameter in parameters_of(ctx, endpoint):
        name = text_of(ctx.member(parameter, "name"))
        if text_of(ctx.member(parameter, "type")) == "Header" and name \
                and credential_header(name):
            out.append(AuthHint(auth_kind(name, None) or "bearer", parameter.where,
                                "zodios.header-schema", f"header {name} (parameter)"))
    return tuple(out)


def encoding(ctx, endpoint: ObjV | None, body: Value) -> str | None:
    """The body's encoding: the endpoint's ``requestFormat`` (``json`` by default, as the
    library sends), else what the value itself shows."""
    written = text_of(ctx.member(endpoint, "requestFormat")) if endpoint is not None else None
    if written in FORMATS:
        return FORMATS[written]
    return body_encoding(body) or json_unless_text(body) or "json"


def body_schema(ctx, endpoint: ObjV) -> TypedV | None:
    """Rule ``zodios.body-schema``: the zod object of the endpoint's ``Body`` parameter, read
    by the validation extractor under :func:`~.validation.zodios_body_name` (a schema written
    there, a schema constant of the file it names, or one derived from a constant that may be
    imported), as the body's type; ``None`` when the parameter has no such schema."""
    parameters = ctx.member(endpoint, "parameters")
    if not isinstance(parameters, ArrV):
        return None
    for parameter in parameters.items:
        if not (isinstance(parameter, ObjV) and text_of(ctx.member(parameter, "type")) == "Body"):
            continue
        where = schema_where(parameter)
        if where is None:
            return None
        return schema_type(ctx, where[0], zodios_body_name(where[1][0], where[1][1]), where)
    return None


def schema_where(parameter: ObjV) -> Where | None:
    """Where the parameter's ``schema`` entry is written."""
    return next((p.where for p in parameter.props if p.key == "schema"), None)


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value, call_result=call_result,
                        modules=MODULES)
