"""ng-alain's ``_HttpClient`` (``@delon/theme``): Angular's ``HttpClient`` with the query
object as an argument of its own.

Call forms handled (an injected ``private http: _HttpClient`` or ``inject(_HttpClient)``)::

    this.http.get<T>(url, params?, options?)          this.http.delete(url, params?, options?)
    this.http.post<T>(url, body?, params?, options?)  this.http.put|patch(url, body?, params?, options?)
    this.http.form(url, body?, params?, options?)     // a POST with a form-urlencoded body
    this.http.request(method, url, { body, params, headers })

Rule ``delon.http-client``: each call is one request; ``params`` (a plain object or an
``HttpParams``) is the query, ``options`` carries ``headers`` and ``withCredentials`` as
Angular's options do. ``form`` replaces the options' headers by its ``Content-Type``, so only
that is sent. The client hands every request to Angular's ``HttpClient``, so the app's
interceptors (base URL, auth headers) apply as to any ``HttpClient`` call.

Not handled: ``jsonp`` (its URL takes the query glued on) and the ``BaseApi`` decorators
(``@GET``, ``@Query`` …), whose calls stay unrecognised.
"""
from __future__ import annotations

from code2skill.values import LibV, ObjV, Value

from .angular import FACTS as ANGULAR
from .angular import template
from .common import method_value, option
from .registry import Recogniser

LIB = "delon-theme"
RULE = "delon.http-client"
CLIENT = "_HttpClient"
# method → whether it takes a body before its query argument
VERBS = {"get": False, "delete": False, "post": True, "put": True, "patch": True,
         "form": True}


def client_method(callee) -> str | None:
    """``get`` for ``_HttpClient.prototype.get`` (an injected client's method), else
    ``None``."""
    if isinstance(callee, LibV) and callee.lib == LIB and len(callee.path) == 3 \
            and callee.path[:2] == (CLIENT, "prototype"):
        return callee.path[2]
    return None


def request(callee, site, ctx):
    """The template of one ``_HttpClient`` call; ``None`` for any other call, a method it
    does not send a request with, or one without a URL."""
    name = client_method(callee)
    args = ctx.args(site.call)
    if name == "request" and len(args) >= 2:
        options = args[2] if len(args) > 2 else None
        return template(ctx, site, args[0], args[1], option(ctx, options, ANGULAR.body_keys),
                        options, RULE, option(ctx, options, ANGULAR.query_keys))
    if name not in VERBS or not args:
        return None
    rest = list(args[1:]) + [None] * 3
    body = rest.pop(0) if VERBS[name] else None
    query, options = rest[0], rest[1]
    method = method_value("post" if name == "form" else name, ctx.where(site.call.span))
    if name == "form":
        return template(ctx, site, method, args[0], body, without_headers(options), RULE, query,
                        encoding="form")
    return template(ctx, site, method, args[0], body, options, RULE, query)


def without_headers(options: Value | None) -> Value | None:
    """An options object without its ``headers`` entry (``form`` sends its own); any other
    value unchanged."""
    if isinstance(options, ObjV):
        return ObjV(tuple(p for p in options.props if p.key != "headers"), options.where)
    return options


RECOGNISER = Recogniser(id=LIB, request=request, modules={"@delon/theme": LIB})
