"""Server-sent event streams: a long-lived stream is no request/response Tool.

Forms handled::

    const events = new EventSource(`/api/jobs/${id}/events`);   // also window.EventSource
    events.onmessage = …;  events.addEventListener('done', …);  events.close();
    new EventSourcePolyfill(url, { headers })                  // event-source-polyfill
    import EventSource from 'eventsource';  new EventSource(url)
    fetchEventSource(url, { onmessage })                       // @microsoft/fetch-event-source

Rule ``stream.event-source``: each such call is a request-like site that makes no capability
and one ``medium`` review item naming its URL (what the source shows of it): the client holds
the connection open and reacts to each event, which an Agent's single Tool call cannot stand
for. Calls on the stream object (``close``, ``addEventListener``) make no request.
"""
from __future__ import annotations

from code2skill.values import ClientV, LibV, Value

from .common import stream_site
from .registry import Recogniser

LIB = "event-source"
STREAM = "event-source.stream"   # the object `new EventSource(…)` makes
CONSTRUCTORS = frozenset({(), ("EventSource",), ("EventSourcePolyfill",),
                          ("NativeEventSource",)})
MODULES = {"eventsource": LIB, "event-source-polyfill": LIB, "reconnecting-eventsource": LIB,
           "extended-eventsource": LIB, "@microsoft/fetch-event-source": LIB}


def opens(callee: Value, new: bool) -> bool:
    """Whether a call with this callee opens a stream: ``new EventSource(…)`` (the global,
    a polyfill's export) or ``fetchEventSource(…)``."""
    return isinstance(callee, LibV) and callee.lib == LIB and (
        new and callee.path in CONSTRUCTORS or callee.path == ("fetchEventSource",))


def call_value(callee, args, where, new) -> Value | None:
    """``new EventSource(url)`` → the stream object, identified by where it is made."""
    return ClientV(STREAM, None, where) if new and opens(callee, new) else None


def request(callee, site, ctx) -> list | None:
    """A stream opened here is a reviewed request-like site (rule ``stream.event-source``);
    calls on it make no request (:func:`~.common.stream_site`)."""
    return stream_site(callee, site, ctx, LIB, STREAM, opens, message)


def message(callee: LibV, new: bool, url: str | None) -> str:
    """The review item of one stream."""
    how = f"new {(callee.path or ('EventSource',))[-1]}(…)" if new else "fetchEventSource(…)"
    return (f"{how} opens a server-sent event stream ({url or 'no URL'}): the client keeps the "
            "connection open and handles each event as it arrives, which is no "
            "request/response call; not offered as a Tool (rule stream.event-source)")


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value, modules=MODULES,
                        globals={"EventSource": LIB})
