"""Pass: a request that asks for a server-sent event stream is no request/response Tool.

Rule ``stream.accept-event-stream``: a call that sends ``Accept: text/event-stream`` (a
``fetch`` whose response body the client then reads event by event) opens a long-lived
stream, like ``new EventSource(url)`` (rule ``stream.event-source``, ``extractors/
event_source.py``). It is left out of the capabilities and is one ``medium`` review item per
call site, evidenced at the call and the header; its site stays a reviewed request-like site
in ``source.coverage``.

Rule ``stream.body-reader``: a response whose body the client reads chunk by chunk
(``res.body.getReader()``, also after ``res.body.pipeThrough(new TextDecoderStream())``,
found through wrappers and ``.then`` callbacks like other response reads) is a streamed
call: it may be an event stream or a one-shot answer streamed in parts. The capability
stays, with a ``medium`` note at the read (``requires-review``) saying that the Tool returns
a stream the Host must support (the contract has no field that marks a streamed result).
A read inside a wrapper every caller goes through (``readSSEStream(url)`` doing the
``fetch(url)`` and the ``getReader()``) makes each call made through it streamed.

Rule ``stream.separate-call``: a streamed call is never merged with the plain calls of the
same endpoint (``GET /promotions/{id}?watch=true`` read as a stream beside ``GET
/promotions/{id}`` read as JSON): it is a capability of its own (:mod:`.cluster`), named
with ``stream`` after the plain one's name when they would share it.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.contract.models import ReviewItem
from code2skill.evidence import observed
from code2skill.facts import Call, Expr, Member
from code2skill.normalize import Observed
from code2skill.passes.preconditions import issuer_of, responses_in
from code2skill.recogniser_context import Frame
from code2skill.values import ResponseV, Where, text_of

EVENT_STREAM = "text/event-stream"
RULE = "stream.accept-event-stream"
READER_RULE = "stream.body-reader"
SEPARATE_RULE = "stream.separate-call"


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
    """``call`` marked streamed (``stream_read``) with the ``stream.body-reader`` note when
    its body is read at ``where``."""
    if where is None:
        return call
    return replace(call, stream_read=where, notes=call.notes + [(
        "medium", "the response body is read as a stream (body.getReader()): the Tool returns "
        "a stream, which the contract cannot mark, so the Host must support a Tool whose "
        "result arrives in parts; if the endpoint sends events for as long as the client "
        "listens, it is no request/response Tool; confirm it ends with one response "
        f"(rule {READER_RULE})", where, READER_RULE)])


def body_readers(calls: list[Observed], program) -> dict[int, Where]:
    """``{id(call): place}`` of the calls whose response body a ``….body.getReader()`` call
    (``Program.stream_reads``, :func:`stream_reads`) reads (the first such place in module
    order): the call the response came from, or, for a response read inside the wrapper that
    made the request (:func:`through_wrapper`), every call made through that wrapper."""
    by_sites = {}
    for call in calls:
        by_sites.setdefault(tuple(s.where for s in call.sites), call)
    found: dict[int, Where] = {}
    for where, responses in program.stream_reads:
        for response in responses:
            issuer = issuer_of(response, by_sites)
            for call in [issuer] if issuer is not None else through_wrapper(response, calls):
                found.setdefault(id(call), where)
    return found


def stream_reads(program) -> tuple[tuple[Where, tuple[ResponseV, ...]], ...]:
    """``(place, responses)`` of every ``….body.getReader()`` call (:func:`read_body`), in
    module order, with the whole responses (no member of their body read) whose body it
    reads. Computed during resolution (:func:`code2skill.program.resolve_program`;
    ``program``: the program being frozen, which answers ``modules`` and ``value_of``, and
    what :func:`~code2skill.passes.preconditions.responses_in` asks), so the pass evaluates
    nothing."""
    found = []
    for path in sorted(program.modules):
        for site in program.modules[path].calls:
            response_expr = read_body(site.call.callee)
            where = program.where(path, site.call.span)
            if response_expr is None or where is None:
                continue
            value = program.value_of(response_expr, Frame(path, site.scope))
            found.append((where, tuple(
                response for response, _ in responses_in(value, where, program, 0)
                if not (response.body or response.path))))
    return tuple(found)


def read_body(callee: Expr) -> Expr | None:
    """The response expression whose body ``callee`` reads as a stream: ``res`` of
    ``res.body.getReader`` and of ``res.body.pipeThrough(…)….getReader`` (each
    ``pipeThrough`` a transform of the same stream), else ``None``."""
    if not (isinstance(callee, Member) and callee.prop == "getReader"):
        return None
    stream = callee.obj
    while isinstance(stream, Call) and isinstance(stream.callee, Member) \
            and stream.callee.prop == "pipeThrough":
        stream = stream.callee.obj
    return stream.obj if isinstance(stream, Member) and stream.prop == "body" else None


def through_wrapper(response, calls: list[Observed]) -> list[Observed]:
    """The calls whose site chain ends with ``response``'s whole chain and is longer: the
    request a wrapper makes for each of its callers, its response read in the wrapper."""
    tail = response.sites
    return [call for call in calls if len(call.sites) > len(tail)
            and tuple(s.where for s in call.sites[-len(tail):]) == tail] if tail else []
