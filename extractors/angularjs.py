"""AngularJS 1.x ``$http``: the client the injector hands to services (rule
``angularjs.injection`` in :mod:`code2skill.angularjs_di` says where it comes from).

Call forms handled (rule ``angularjs.http``)::

    $http({ method, url, params, data, headers, withCredentials })   // GET when no method
    $http.get|delete|head|jsonp(url, config)
    $http.post|put|patch(url, data, config)

``params`` is the query, ``data`` the body: a plain object is sent as JSON, a string as it
is (``$.param(x)`` with ``Content-Type: application/x-www-form-urlencoded`` is a form),
``FormData`` as multipart. Headers a wrapper's caller passes in the config object are that
request's (``pending_headers``). The response's body is its ``data`` member. A config object
passed through the app's wrappers (``requestService(config)`` calling ``$http(config)``) is
followed like any argument, so each caller's literal gives its own request.
"""
from __future__ import annotations

from code2skill.angularjs_di import LIB
from code2skill.requests import AuthHint, RequestTemplate
from code2skill.values import LibV, StrV, Text, mentions_param

from .angularjs_defaults import setup
from .common import (
    auth_from_headers, auth_in_spreads, body_encoding, header_text, headers_from,
    json_unless_text, method_value, option, sends_credentials, transformed_body,
)
from .registry import LibraryFacts, Recogniser

FACTS = LibraryFacts(response_body="data", verbs=("get", "delete", "head", "jsonp", "post",
                                                  "put", "patch"),
                     body_verbs=("post", "put", "patch"), query_keys=("params",),
                     body_keys=("data",), credentials=("withCredentials", True))
HTTP = ("$http",)


def request(callee, site, ctx) -> RequestTemplate | None:
    """A template for a ``$http`` call; ``None`` for anything else."""
    if not (isinstance(callee, LibV) and callee.lib == LIB and callee.path[:1] == HTTP):
        return None
    call, args = site.call, ctx.args(site.call)
    if not args:
        return None
    where = ctx.where(call.span)
    if callee.path == HTTP:
        config = args[0]
        url = ctx.member(config, "url")
        method = ctx.member(config, "method") or StrV((Text("GET", None,
                                                            "angularjs.default-method"),))
        data, data_expr = option(ctx, config, FACTS.body_keys), None
    elif len(callee.path) == 2 and callee.path[1] in FACTS.verbs:
        verb = callee.path[1]
        url = args[0]
        method = method_value("GET" if verb == "jsonp" else verb, where)
        if verb in FACTS.body_verbs:
            data = args[1] if len(args) > 1 else None
            data_expr = call.args[1] if len(call.args) > 1 else None
            config = args[2] if len(args) > 2 else None
        else:
            config = args[1] if len(args) > 1 else None
            data, data_expr = None, None
    else:
        return None
    headers_value = ctx.member(config, "headers")
    headers = headers_from(headers_value, where)
    auth = list(auth_from_headers(headers, "angularjs.header"))
    auth.extend(auth_in_spreads(headers_value, where, "angularjs.header-spread"))
    if sends_credentials(ctx, config, FACTS.credentials):
        auth.append(AuthHint("cookie-session", where, "angularjs.with-credentials",
                             "withCredentials: true"))
    auth.extend(ctx.program.setup_facts(LIB, ()))     # rule angularjs.defaults-credentials
    made = transformed_body(ctx, config, data, where) \
        if data is not None else None                 # rule body.transform-request
    return RequestTemplate(
        lib=LIB, method=method, url=url,
        sites=(ctx.site(call.span, "angularjs.http"),) + ((made[1],) if made else ()),
        query=option(ctx, config, FACTS.query_keys), body=made[0] if made else data,
        body_encoding=body_encoding(made[0]) if made is not None else
        (body_encoding(data, data_expr, header_text(headers, "Content-Type"))
         or json_unless_text(data)) if data is not None else None,
        headers=headers, auth=tuple(auth),
        pending_headers=headers_value if mentions_param(headers_value) else None)


RECOGNISER = Recogniser(id=LIB, request=request, setup=setup, facts=FACTS)
