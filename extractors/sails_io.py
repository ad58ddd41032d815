"""sails.io.js: the virtual HTTP requests a Sails client sends over its socket.

``sails.io.js`` wraps a socket.io client (``const io = sailsIOClient(socketIOClient)``) and
gives it a socket, ``io.socket`` (another from ``io.sails.connect(url)``), whose requests the
Sails server routes to the same route handlers as HTTP requests ("virtual requests", Sails
docs: *io.socket.request*, *io.socket.get*): each is a request of that method and URL, not a
stream. Call forms handled (rule ``sails-io.request``)::

    io.socket.request({ method, url, data, headers }, callback)     // GET when no method
    io.socket.get|post|put|patch|delete(url, data, callback)

``data`` is the query of a ``GET``/``HEAD`` (Sails: "URL encoded and appended to url") and
the JSON body of any other method; while a wrapper's caller decides the method (``method``
a parameter) it stays pending (rule ``jquery.data-by-method``, placed once the method is
known). ``headers`` are the virtual request's headers (auth evidence as for HTTP). A member
the program writes itself on the socket (``socket.get = …`` in a loop over the verbs, rule
``wrapper.verb-loop``) is the program's method, never this library's.
"""
from __future__ import annotations

from code2skill.requests import RequestTemplate
from code2skill.values import FnV, LibV, StrV, Text, Value, mentions_param

from .common import auth_from_headers, chosen_text, headers_from, method_value
from .registry import LibraryFacts, Recogniser

LIB = "sails-io"
RULE = "sails-io.request"
FACTS = LibraryFacts(verbs=("get", "post", "put", "patch", "delete"), body_keys=("data",))
CLIENT = ("io",)                    # what sailsIOClient(socketIOClient) returns
SOCKET = CLIENT + ("socket",)
CONNECT = CLIENT + ("sails", "connect")
JSON = StrV((Text("application/json", None, RULE),))   # how the socket sends data


def call_value(callee, args, where, new) -> Value | None:
    """``sailsIOClient(socketIOClient)`` → the client ``io``; ``io.sails.connect(url)`` → a
    socket like ``io.socket``."""
    if isinstance(callee, LibV) and callee.lib == LIB:
        if callee.path == ():
            return LibV(LIB, CLIENT)
        if callee.path == CONNECT:
            return LibV(LIB, SOCKET)
    return None


def request(callee, site, ctx) -> RequestTemplate | None:
    """A template for a socket's virtual request; ``None`` for anything else."""
    if not (isinstance(callee, LibV) and callee.lib == LIB and len(callee.path) == 3
            and callee.path[:2] == SOCKET):
        return None
    args = ctx.args(site.call)
    if not args:
        return None
    where = ctx.where(site.call.span)
    name = callee.path[2]
    if name == "request":
        options = args[0]
        url = ctx.member(options, "url")
        method = ctx.member(options, "method") or StrV((Text("GET", where,
                                                             "sails-io.default-method"),))
        data = ctx.member(options, "data")
        headers_value = ctx.member(options, "headers")
    elif name in FACTS.verbs:
        url, method = args[0], method_value(name, where)
        data = args[1] if len(args) > 1 and not isinstance(args[1], FnV) else None
        headers_value = None
    else:
        return None
    if url is None:
        return None
    headers = headers_from(headers_value, where)
    verb = chosen_text(method)
    is_get = (verb or "GET").upper() in ("GET", "HEAD")
    pending = (data, JSON) if data is not None and verb is None and mentions_param(method) \
        else None
    return RequestTemplate(
        lib=LIB, method=method, url=url, sites=(ctx.site(site.call.span, RULE),),
        query=data if is_get else None, body=None if is_get else data,
        body_encoding=None if is_get or data is None else "json",
        headers=headers, auth=tuple(auth_from_headers(headers, "sails-io.header")),
        pending_data=pending,
        pending_headers=headers_value if mentions_param(headers_value) else None)


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value, facts=FACTS,
                        modules={"sails.io.js": LIB})
