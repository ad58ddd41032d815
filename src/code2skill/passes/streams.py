"""Pass: a request that asks for a server-sent event stream is no request/response Tool.

Rule ``stream.accept-event-stream``: a call that sends ``Accept: text/event-stream`` (a
``fetch`` whose response body the client then reads event by event) opens a long-lived
stream, like ``new EventSource(url)`` (rule ``stream.event-source``, ``extractors/
event_source.py``). It is left out of the capabilities and is one ``medium`` review item per
call site, evidenced at the call and the header; its site stays a reviewed request-like site
in ``source.coverage``.

Rule ``stream.body-reader``: a response whose body the client reads chunk by chunk
(``res.body.getReader()``, found through wrappers and ``.then`` callbacks like other response
reads) may be an event stream or a one-shot answer streamed in parts: the capability stays,
with a ``medium`` note at the read (``requires-review``).
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.contract.models import ReviewItem
from code2skill.evidence import observed
from code2skill.facts import Member
from code2skill.normalize import Observed
from code2skill.passes.preconditions import issuer_of, responses_in
from code2skill.resolve import Frame
from code2skill.values import Where, text_of

EVENT_STREAM = "text/event-stream"
RULE = "stream.accept-event-stream"


def asks_for_stream(call: Observed) -> bool:
    """Whether the call sends an ``Accept`` header naming ``text/event-stream``."""
    return any(h.name.lower() == "accept" and EVENT_STREAM in (text_of(h.value) or "").lower()
               for h in call.headers)


def separate_streams(calls: list[Observed], program
                     ) -> tuple[list[Observed], list[ReviewItem]]:
    """The calls that are not event streams (in order; those whose body is read as a stream
    with a note), and one review item per call site of those that are."""
    readers = body_readers(calls, program)
    kept = [with_reader_note(call, readers.get(id(call))) for call in calls
            if not asks_for_stream(call)]
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


def with_reader_note(call: Observed, where: Where | None) -> Observed:
    """``call`` with the ``stream.body-reader`` note when its body is read at ``where``."""
    if where is None:
        return call
    return replace(call, notes=call.notes + [(
        "medium", "the response body is read as a stream (body.getReader()): if the endpoint "
        "sends events for as long as the client listens, it is no request/response Tool; "
        "confirm it ends with one response (rule stream.body-reader)", where)])


def body_readers(calls: list[Observed], program) -> dict[int, Where]:
    """``{id(call): place}`` of the calls whose response body a ``….body.getReader()`` call
    reads (the first such place in module order)."""
    by_sites = {}
    for call in calls:
        by_sites.setdefault(tuple(s.where for s in call.sites), call)
    found: dict[int, Where] = {}
    for path in sorted(program.modules):
        for site in program.modules[path].calls:
            callee = site.call.callee
            if not (isinstance(callee, Member) and callee.prop == "getReader"
                    and isinstance(callee.obj, Member) and callee.obj.prop == "body"):
                continue
            where = program.where(path, site.call.span)
            value = program.value_of(callee.obj.obj, Frame(path, site.scope))
            for response, _ in responses_in(value, where, program, 0):
                issuer = issuer_of(response, by_sites) if not response.body \
                    and not response.path else None
                if issuer is not None and where is not None:
                    found.setdefault(id(issuer), where)
    return found
