"""WebSocket connections: a two-way connection is no request/response Tool.

Forms handled::

    const ws = new WebSocket(`wss://${location.host}/api/stream?token=${t}`);  // also window.WebSocket
    ws.onmessage = …;  ws.send(JSON.stringify(msg));  ws.close();
    import ReconnectingWebSocket from 'reconnecting-websocket';  new ReconnectingWebSocket(url)
    import WebSocket from 'isomorphic-ws';  new WebSocket(url)              // also 'ws'
    import { io } from 'socket.io-client';  const socket = io('/events');   // also the default export
    socket.on('update', …);  socket.emit('join', room);

Rule ``stream.web-socket``: each connection is a request-like site that makes no capability
and one ``medium`` review item naming its URL (what the source shows of it): messages flow both
ways for as long as the connection is open, and what the client sends over it (``send``,
``emit``) is not modelled, so an Agent's single Tool call cannot stand for it. Calls on the
connection object (``send``, ``emit``, ``on``, ``close``) make no request.
"""
from __future__ import annotations

from code2skill.values import ClientV, LibV, Value

from .common import stream_site
from .registry import Recogniser

LIB = "web-socket"
SOCKET = "web-socket.connection"   # the object a constructor or `io(…)` makes
RULE = "stream.web-socket"
CONSTRUCTORS = frozenset({(), ("WebSocket",), ("ReconnectingWebSocket",), ("default",)})
CONNECTORS = frozenset({("io",), ("connect",)})
MODULES = {"reconnecting-websocket": LIB, "isomorphic-ws": LIB, "ws": LIB,
           "socket.io-client": LIB}


def opens(callee: Value, new: bool) -> bool:
    """Whether a call with this callee opens a connection: ``new WebSocket(…)`` (the global,
    a package's export) or socket.io's ``io(…)``/``connect(…)``."""
    if not isinstance(callee, LibV) or callee.lib != LIB:
        return False
    return callee.path in CONSTRUCTORS if new else callee.path in CONNECTORS | {()}


def call_value(callee, args, where, new) -> Value | None:
    """A connection opened here → the connection object, identified by where it is made."""
    return ClientV(SOCKET, None, where) if opens(callee, new) else None


def request(callee, site, ctx) -> list | None:
    """A connection opened here is a reviewed request-like site (rule ``stream.web-socket``);
    calls on it make no request (:func:`~.common.stream_site`)."""
    return stream_site(callee, site, ctx, LIB, SOCKET, opens, message)


def message(callee: LibV, new: bool, url: str | None) -> str:
    """The review item of one connection."""
    url = url or "the page's own origin"
    return (f"{label(callee, new)} opens a WebSocket connection ({url}): "
            "messages flow both ways for as long as it is open and what the client sends over "
            f"it is not modelled, which is no request/response call; not offered as a Tool "
            f"(rule {RULE})")


def label(callee: LibV, new: bool) -> str:
    """How the source opens the connection, for the review message."""
    name = (callee.path or ("io",))[-1] if not new else (
        callee.path[-1] if callee.path and callee.path[-1] != "default" else "WebSocket")
    return f"new {name}(…)" if new else f"{name}(…)"


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value, modules=MODULES,
                        globals={"WebSocket": LIB})
