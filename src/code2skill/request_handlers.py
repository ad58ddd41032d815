"""Rule ``review.callback-client``: a function handed to an HTTP-looking call is either the
call's callback or a request handler the call registers.

``client.request({url}, cb)``, ``xhrLike.get(url, function (res) {…})`` and
``api.post('/items', body, (err, data) => …)`` on an object the tool cannot follow are
callback-style client calls: they may send a request, so the unknown-client check
(``review.unknown-http-library``) reviews them like any call with a URL-like argument. A
function that reads like a request handler instead — its first parameter is the request or
the context (``req``, ``request``, ``ctx``, ``context``, a mock server's ``schema``, an object
pattern binding ``request`` or ``req``), or it takes ``next`` or ``reply`` (Express, Koa and
Fastify middleware) — makes the call a route registration (``app.get('/health', (req, res)
=> …)``, ``router.post('/x', auth, handler)``): the call sends nothing and stays quiet.
"""
from __future__ import annotations

from code2skill.facts import Param

# first parameter names of a server's or mock server's request handler (leading ``_`` dropped)
REQUEST_NAMES = frozenset({"req", "request", "ctx", "context", "schema"})
# parameter names only a middleware or route handler takes
HANDLER_NAMES = frozenset({"next", "reply"})


def is_request_handler(params: tuple[Param, ...]) -> bool:
    """Whether a function with ``params`` reads as a request handler a route registration
    hands over (rule ``review.callback-client``): its first parameter is named like the
    request or the context (``req``, ``_req``, ``ctx`` …; :data:`REQUEST_NAMES`) or is an
    object pattern binding ``request`` or ``req``, or any parameter is ``next`` or ``reply``
    (:data:`HANDLER_NAMES`). ``False`` for a callback (``(err, res)``, ``(data)``, ``()``)."""
    if not params:
        return False
    first = params[0]
    if first.name is not None and first.name.lstrip("_").lower() in REQUEST_NAMES:
        return True
    if first.name is None and {"request", "req"} & set(first.pattern):
        return True
    return any(p.name is not None and p.name.lstrip("_").lower() in HANDLER_NAMES
               for p in params)
