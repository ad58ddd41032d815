"""Pass: a request that asks for a server-sent event stream is no request/response Tool.

Rule ``stream.accept-event-stream``: a call that sends ``Accept: text/event-stream`` (a
``fetch`` whose response body the client then reads event by event) opens a long-lived
stream, like ``new EventSource(url)`` (rule ``stream.event-source``, ``extractors/
event_source.py``). It is left out of the capabilities and is one ``medium`` review item per
call site, evidenced at the call and the header; its site stays a reviewed request-like site
in ``source.coverage``.
"""
from __future__ import annotations

from code2skill.contract.models import ReviewItem
from code2skill.evidence import observed
from code2skill.normalize import Observed
from code2skill.values import text_of

EVENT_STREAM = "text/event-stream"
RULE = "stream.accept-event-stream"


def asks_for_stream(call: Observed) -> bool:
    """Whether the call sends an ``Accept`` header naming ``text/event-stream``."""
    return any(h.name.lower() == "accept" and EVENT_STREAM in (text_of(h.value) or "").lower()
               for h in call.headers)


def separate_streams(calls: list[Observed]) -> tuple[list[Observed], list[ReviewItem]]:
    """The calls that are not event streams (in order), and one review item per call site
    of those that are."""
    kept = [call for call in calls if not asks_for_stream(call)]
    sites: dict = {}
    for call in calls:
        if asks_for_stream(call):
            header = next(h for h in call.headers if h.name.lower() == "accept")
            sites.setdefault(call.sites[0].where, (call, header))
    items = [ReviewItem(
        severity="medium", capability=None,
        message=f"{call.method} {call.path_template} asks for a server-sent event stream "
                f"(Accept: {EVENT_STREAM}): the client keeps the connection open and handles "
                f"each event as it arrives, which is no request/response call; not offered as "
                f"a Tool (rule {RULE})",
        evidence=[observed(where, RULE)] + ([observed(header.where, RULE, "Accept")]
                                           if header.where is not None else []))
        for where, (call, header) in sorted(sites.items(), key=lambda kv: str(kv[0]))]
    return kept, items
