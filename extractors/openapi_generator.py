"""openapi-generator ``typescript-fetch`` clients: generated API classes over ``runtime.ts``.

Form handled (the generator's ``runtime.mustache`` and ``apis.mustache``)::

    export const BASE_PATH = "https://api.example.com".replace(/\\/+$/, "");
    export class Configuration {
      constructor(private configuration: ConfigurationParameters = {}) {}
      get basePath(): string { return this.configuration.basePath != null ? … : BASE_PATH }
    }
    export class BaseAPI {
      constructor(protected configuration = DefaultConfig) { … }
      protected async request(context: RequestOpts, initOverrides?) {
        const { url, init } = await this.createFetchParams(context, initOverrides); … }
      private async createFetchParams(context: RequestOpts, initOverrides?) {
        let url = this.configuration.basePath + context.path; … }
    }
    export class RecipesApi extends runtime.BaseAPI {
      async apiRecipeRetrieveRaw(requestParameters: ApiRecipeRetrieveRequest, initOverrides?) {
        let urlPath = `/api/recipe/{id}/`;
        urlPath = urlPath.replace(`{${"id"}}`,
                                  encodeURIComponent(String(requestParameters['id'])));
        const response = await this.request({ path: urlPath, method: 'GET',
          headers: headerParameters, query: queryParameters }, initOverrides);
        … }
      async apiRecipeRetrieve(requestParameters, initOverrides?) { … this.apiRecipeRetrieveRaw(…) … }
    }
    new RecipesApi(new Configuration({ basePath: '' })).apiRecipeRetrieve({ id })

Rule ``openapi-generator.typescript-fetch``: a call of the ``request`` method of a program
class that also declares ``createFetchParams`` (the generated ``BaseAPI``) with a
``RequestOpts`` object — a literal HTTP ``method`` and a ``path`` that starts with ``/`` — is
that request: the path (its ``{name}`` placeholders already replaced by the members of
``requestParameters``), the ``query`` object, the ``body`` and the ``headers`` object (auth
headers included), on the base URL ``this.configuration.basePath`` of the instance the
operation is called on (``Configuration.basePath``, else the generated ``BASE_PATH``). The
request stays with the callers of the generated API classes (:func:`generated_api_method`):
an operation the program never calls is no capability.
"""
from __future__ import annotations

from code2skill.requests import AuthHint, RequestTemplate
from code2skill.values import ClassRefV, FnV, InstanceV, ObjV, StrV, Text, Value, Where, text_of

RULE = "openapi-generator.typescript-fetch"
LIB = "openapi-generator"


def runtime_class(program, path: str, name: str) -> bool:
    """Whether class ``name`` of module ``path`` is the generated ``BaseAPI``: it declares
    both ``request`` and ``createFetchParams``."""
    cls = program.modules[path].classes.get(name) if path in program.modules else None
    methods = {m for m, _ in cls.methods} if cls is not None else set()
    return {"request", "createFetchParams"} <= methods


def generated_api_method(program, fid: str | None) -> bool:
    """Whether ``fid`` is (inside) a method of a class extending the generated ``BaseAPI``
    (``RecipesApi.apiRecipeListRaw``): its requests are made where the program calls it."""
    fn = program.function(fid)
    while fn is not None and fn.class_name is None and fn.parent is not None:
        fn = program.function(fn.parent)
    if fn is None or fn.class_name is None:
        return False
    path, name = program.function_facts(fn.fid)[0], fn.class_name
    for _ in range(8):
        cls = program.modules[path].classes.get(name) if path in program.modules else None
        if cls is None or not cls.superclass:
            return False
        parent = program.module_binding(path, cls.superclass.split("<")[0])
        if not isinstance(parent, ClassRefV):
            return False
        if runtime_class(program, parent.module, parent.name):
            return True
        path, name = parent.module, parent.name
    return False


def runtime_request(target: FnV, args: tuple[Value, ...], site, ctx) -> RequestTemplate | None:
    """The request of ``this.request(opts, initOverrides)`` in a generated API class, or
    ``None`` when ``target`` is not the generated ``BaseAPI.request`` or ``opts`` no
    ``RequestOpts`` object with a literal method and a rooted path."""
    from code2skill.extractors.common import (HTTP_METHODS, auth_from_headers, body_encoding,
                                              header_text, headers_from)

    program = ctx.program
    path, fn = program.function_facts(target.fid) or (None, None)
    if fn is None or fn.class_name is None or not fn.name.endswith(".request") \
            or not runtime_class(program, path, fn.class_name) or not args \
            or not isinstance(args[0], ObjV):
        return None
    opts = args[0]
    method = (text_of(ctx.member(opts, "method")) or "").upper()
    url = ctx.member(opts, "path")
    head = url.parts[0] if isinstance(url, StrV) and url.parts else None
    if method not in HTTP_METHODS or not (isinstance(head, Text) and head.text.startswith("/")):
        return None
    where = ctx.where(site.call.span)
    headers = headers_from(ctx.member(opts, "headers"), where)
    body = ctx.member(opts, "body")
    auth, notes = configured_auth(program, target.this, headers,
                                  auth_from_headers(headers, RULE), where)
    return RequestTemplate(
        lib=LIB, method=StrV((Text(method, where),)), url=url,
        sites=(ctx.site(site.call.span, RULE),), base=configured_base(program, target.this),
        query=ctx.member(opts, "query"), body=body,
        body_encoding=body_encoding(body, None, header_text(headers, "Content-Type"))
        if body is not None else None,
        headers=headers, notes=notes, auth=auth)


def configured_auth(program, this: Value | None, headers: tuple, hints: tuple[AuthHint, ...],
                    where: Where | None) -> tuple[tuple[AuthHint, ...], tuple]:
    """Rule ``openapi-generator.configured-credential``: ``(auth hints, review notes)`` of a
    generated operation's security headers, which it sends only when the ``Configuration`` of
    the API instance sets the credential they read. A header whose value starts with
    ``Bearer`` reads ``accessToken`` (bearer); any other reads ``apiKey`` (api-key, named by
    its header). A header whose credential the app's ``Configuration({…})`` does not set is no
    auth, and a ``medium`` note says so; a configuration the source does not show (or one
    spread from elsewhere) leaves the claim unproven: no hint, a ``medium`` note. So does an
    instance of an API class the program never constructs (:func:`constructed`: one only its
    declared type gives, rule ``client.typed-global``): its constructor's defaults are not what
    the unseen construction passed.

    Rule ``openapi-generator.configured-header``: a credential header in the
    ``Configuration``'s ``headers`` (``headers: {Authorization: `Bearer ${t}`}``) is sent with
    every operation (``createFetchParams`` merges them under the operation's own), so it is
    auth evidence at the app's line whatever the operation declares."""
    params = program.member(program.member(this, "configuration"), "configuration") \
        if constructed(program, this) else None
    shown = isinstance(params, ObjV) and all(p.key is not None for p in params.props)
    configured = configured_header_auth(params) if shown else []
    if not hints:
        return tuple(configured), ()
    names = ", ".join(sorted({header_of(h) for h in hints}))
    if not shown:
        return (), (("medium", f"the generated client sends {names} only when its "
                     "Configuration sets apiKey or accessToken, and the Configuration of this "
                     "API instance is not shown in source: auth is not claimed; check how the "
                     "app authenticates", where),)
    keys = {p.key: p.where for p in params.props}
    bearer = {h.name.lower() for h in headers if isinstance(h.value, StrV) and h.value.parts
              and isinstance(h.value.parts[0], Text)
              and h.value.parts[0].text.lower().startswith("bearer ")}
    sent = {header_of(h).lower() for h in configured}
    kept, dropped = list(configured), []
    for hint in hints:
        field = "accessToken" if header_of(hint).lower() in bearer else "apiKey"
        if field in keys:
            kind = "bearer" if field == "accessToken" else "api-key"
            kept.append(AuthHint(kind, keys[field] or hint.where, RULE,
                                 f"{hint.note}, from Configuration.{field}"))
        elif header_of(hint).lower() not in sent:
            dropped.append(f"{header_of(hint)} (Configuration.{field})")
    notes = (("medium", f"the generated client sends {', '.join(dropped)} only when its "
              "Configuration sets that credential; the app's Configuration does not: that "
              "auth is not claimed; check how the app authenticates",
              params.where or where),) if dropped else ()
    return tuple(kept), notes


def constructed(program, this: Value | None) -> bool:
    """Whether ``this`` is an instance of an API class whose making the source shows: one
    ``new``'s own (its arguments kept), or of a class the program makes somewhere with ``new``
    (a subclass's ``new`` makes an instance of the subclass)."""
    return isinstance(this, InstanceV) and (this.args is not None or
                                            bool(program.new_sites(this.name)))


def configured_header_auth(params: ObjV) -> list[AuthHint]:
    """Rule ``openapi-generator.configured-header``: the auth hints of the credential headers
    of a shown ``ConfigurationParameters`` object's ``headers``."""
    from code2skill.extractors.common import auth_from_headers, headers_from

    found = next((p.value for p in params.props if p.key == "headers"), None)
    return [AuthHint(h.kind, h.where, "openapi-generator.configured-header",
                     f"{h.note}, from Configuration.headers")
            for h in auth_from_headers(headers_from(found, params.where), RULE)]


def header_of(hint: AuthHint) -> str:
    """The header an auth hint names (``Authorization`` of ``header Authorization, no
    scheme``)."""
    return hint.note.removeprefix("header ").split(",")[0]


def configured_base(program, this: Value | None) -> Value | None:
    """``this.configuration.basePath`` of the API instance (its ``Configuration``'s
    ``basePath``, else ``BASE_PATH``); ``None`` when the instance is not known."""
    if not isinstance(this, InstanceV):
        return None
    return program.member(program.member(this, "configuration"), "basePath")
