"""Angular ``HttpClient``: injected clients, option objects and interceptors.

Call forms handled::

    constructor(private http: HttpClient) {}      this.http.get<T>(url, { params, headers })
    private http = inject(HttpClient);             this.http.post<T>(url, body, options)
    this.http.put|patch(url, body, options)        this.http.delete|head|options|jsonp(url, options)
    this.http.request(method, url, { body, params, headers })
    provideHttpClient(withInterceptors([fn, …]))   // functional interceptors
    class X implements HttpInterceptor { intercept(req, next) { … } }

An interceptor that rewrites ``req.clone({ url: `${BASE}${req.url}` })`` gives every call the
base URL ``BASE``; one that sets ``Authorization`` (``setHeaders``, ``headers.set``) is bearer
evidence. ``HttpParams`` built at run time stay one query object (reported), never guessed.
"""
from __future__ import annotations

from code2skill.facts import Hole, Member, Obj, Tmpl
from code2skill.requests import AuthHint, RequestTemplate
from code2skill.values import FnV, LibV, Value

from .common import (
    auth_from_headers, auth_in_function, body_encoding, headers_from, is_true, json_unless_text,
    method_value,
)
from .registry import Recogniser

LIB = "angular-http"
BODY_METHODS = ("post", "put", "patch")
NO_BODY_METHODS = ("get", "delete", "head", "options", "jsonp")


def client_method(callee) -> str | None:
    """``get`` for ``HttpClient.prototype.get`` (an injected client's method), else ``None``."""
    if isinstance(callee, LibV) and callee.lib == LIB and len(callee.path) == 3 \
            and callee.path[:2] == ("HttpClient", "prototype"):
        return callee.path[2]
    return None


def request(callee, site, ctx) -> RequestTemplate | None:
    """A template for an ``HttpClient`` call; ``None`` for anything else."""
    name = client_method(callee)
    if name is None:
        return None
    args = ctx.args(site.call)
    if name == "request":
        if len(args) < 2:
            return None
        method, url, options = args[0], args[1], args[2] if len(args) > 2 else None
        body = ctx.member(options, "body")
    elif name in BODY_METHODS + NO_BODY_METHODS:
        if not args:
            return None
        method, url = method_value(name, ctx.where(site.call.span)), args[0]
        if name in BODY_METHODS:
            body = args[1] if len(args) > 1 else None
            options = args[2] if len(args) > 2 else None
        else:
            body, options = None, args[1] if len(args) > 1 else None
    else:
        return None
    headers = headers_from(ctx.member(options, "headers"), ctx.where(site.call.span))
    auth = list(auth_from_headers(headers, "angular.header"))
    if is_true(ctx.member(options, "withCredentials")):
        auth.append(AuthHint("cookie-session", ctx.where(site.call.span),
                             "angular.with-credentials", "withCredentials: true"))
    setup = ctx.resolver.setup.get(LIB, {})
    auth.extend(setup.get("auth", []))
    params = ctx.member(options, "params")
    return RequestTemplate(
        lib=LIB, method=method, url=url, base=setup.get("base"),
        sites=(ctx.site(site.call.span, "angular.http-client"),),
        query=params,
        body=body, body_encoding=(body_encoding(body) or json_unless_text(body))
        if body is not None else None,
        headers=headers, auth=tuple(auth))


def setup(resolver) -> None:
    """Program-wide pass over interceptors: a base URL prefix and auth headers."""
    from code2skill.resolve import Context, Frame

    found: dict = {"auth": []}
    for path in sorted(resolver.modules):
        module = resolver.modules[path]
        if not any(i.source == "@angular/common/http" for i in module.imports):
            continue
        for fid, fn in module.functions.items():
            if not is_interceptor(fn):
                continue
            ctx = Context(resolver, Frame(path, fid), fn.name)
            found["auth"].extend(auth_in_function(ctx, FnV(fid), "angular.interceptor"))
            base = url_prefix(resolver, path, fid)
            if base is not None and "base" not in found:
                found["base"] = base
    resolver.setup[LIB] = found


def is_interceptor(fn) -> bool:
    """A functional interceptor ``(req, next) => …`` or a class's ``intercept(req, next)``."""
    names = [p.name for p in fn.params]
    return len(names) == 2 and names[1] == "next" and (
        fn.name.endswith(".intercept") or fn.class_name is None)


def url_prefix(resolver, path: str, fid: str) -> Value | None:
    """``BASE`` from ``req.clone({ url: `${BASE}${req.url}` })`` inside an interceptor."""
    from code2skill.resolve import Frame

    for site in resolver.calls_by_scope.get((path, fid), []):
        call = site.call
        if not (isinstance(call.callee, Member) and call.callee.prop == "clone" and call.args
                and isinstance(call.args[0], Obj)):
            continue
        for prop in call.args[0].props:
            if prop.key == "url" and isinstance(prop.value, Tmpl):
                parts = prop.value.parts
                for i, part in enumerate(parts):
                    if isinstance(part, Hole) and isinstance(part.expr, Member) \
                            and part.expr.prop == "url" and i > 0:
                        return resolver.evaluate(Tmpl(parts[:i]), Frame(path, fid))
    return None


def call_value(callee, args, where, new) -> Value | None:
    """``new HttpHeaders({...})`` is its header object (``HttpParams`` stay opaque)."""
    if new and isinstance(callee, LibV) and callee.lib == LIB and callee.path == ("HttpHeaders",):
        return args[0] if args else None
    return None


RECOGNISER = Recogniser(id=LIB, request=request, setup=setup, call_value=call_value,
                        modules={"@angular/common/http": LIB})
