"""Pass: data flow between requests, and the preconditions it proves.

Rule ``dataflow.response-value``: the resolver keeps the result of a recognised request as a
:class:`~code2skill.values.ResponseV` through ``await``, ``.then(cb)``, ``.json()``/``.data``,
destructuring, member reads and wrapper functions that return it. When such a value (read
inside the response body) is sent as a path parameter, query parameter or body field of another
request — directly, or as the argument of the wrapper function or ``.then`` callback that makes
that request — the source proves a :class:`Flow` from the issuing request to the consumer.
A value that one of several endpoints may have issued at one place (a local assigned in two
branches) proves none there, nor does one that a response gives on one path only (a local
that one branch reads from a response and the other computes, a fallback ``res.id ||
draftId``): a flow holds only when every path reaching the argument gives the issued value; each caller of a wrapper is its own place, so two callers passing
values from two endpoints prove one flow each. Nothing is matched by name.

Rule ``precondition.issued-value``: each flow is a precondition of the consumer capability on
the input bound to that target: ``kind`` ``pagination-cursor`` when the input is a cursor, page
token (``ctoken``, YouTube's continuation token) or ``next``/``after`` marker, else
``issued-id``; ``issuedBy`` the issuing capability,
``resultPath`` the dot path into its response body (``article.slug``); ``enforcement``
``backend-authoritative`` (the backend checks the value; no guard is derived).

Rule ``precondition.not-a-choice``: an input the consumer declares ``boolean`` is a yes/no the
user or the client chooses (``refund: shouldRefund && isRefundable``, where ``isRefundable``
tests the fetched order), never a value a prior result issues: no precondition, whatever
response values the expression reads.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from code2skill.contract.models import Capability, Evidence, Precondition
from code2skill.evidence import observed, unique
from code2skill.normalize import Observed
from code2skill.passes.caller_tokens import is_caller_token
from code2skill.passes.cluster import endpoint_key
from code2skill.values import (AltV, LitV, ObjV, ParamV, ResponseV, StrV, Text, UnknownV, Value,
                               Where)

# reasons of unknown values a client computes itself (a call of its own or a library's, an
# operator, a cookie or storage read (rule value.store-read), a component state its markup
# assigns: rule value.markup-write): another value
# than the response's. Any other unknown (a member of an unknown
# object, a cycle, a limit) may be the response seen through a path the resolver does not
# follow (``(await cache.match(url)) || (await fetch(url))``) and decides nothing.
COMPUTED = ("call", "library-call", "store-read:", "operator", "array-join", "regex-replace",
            "replace", "generated", "js-builtin", "markup-write")
PASSED_MEMO = "passed_paths"         # pass memo table of passed_paths
MAX_HOPS = 4                 # wrapper/callback calls followed up from a consumer's parameter
CURSOR_NAME = re.compile(r"(?i)(cursor|page_?token|next_?token|continuation|^c_?token$|"
                         r"^next(_?page)?$|"
                         r"^after$|^before$|^starting_?after$)")


@dataclass(frozen=True, slots=True)
class Flow:
    """A value from the response body of ``issuer`` sent as ``target`` (``path:slug``,
    ``query:cursor``, ``body:coverId``) of ``consumer``; ``result_path`` is the dot path read
    from the issuer's body, ``where`` the place the consumer's request uses it."""

    issuer: Observed
    result_path: str
    consumer: Observed
    target: str
    where: Where | None


def data_flows(calls: list[Observed], program) -> list[Flow]:
    """Every flow between the observed ``calls`` (``program`` is the run's
    :class:`~code2skill.program.Program`, for wrapper callers and ``.then`` callbacks), in
    the order of the calls and their inputs."""
    by_sites: dict[tuple[Where, ...], Observed] = {}
    for call in calls:
        by_sites.setdefault(tuple(s.where for s in call.sites), call)
    flows = []
    for call in calls:
        for target, value, where in sent_values(call, program):
            places: dict[Where | None, list[tuple[Observed | None, ResponseV]]] = {}
            for response, used_at in sent_paths(value, where, program, 0):
                if response is None:                      # a path no response value takes
                    places.setdefault(used_at, []).append((None, response))
                elif response.body and response.path:
                    places.setdefault(used_at, []).append((issuer_of(response, by_sites),
                                                           response))
            for used_at, found in places.items():
                if any(issuer is None for issuer, _ in found) or len(
                        {endpoint_key(issuer) for issuer, _ in found}) != 1:
                    continue       # several endpoints may have issued it here: not proven
                flows.extend(Flow(issuer, ".".join(response.path), call, target, used_at)
                             for issuer, response in found)
    return flows


def sent_values(call: Observed, program) -> Iterator[tuple[str, Value, Where | None]]:
    """``(binding target, value, where)`` of the path parameters, query parameters, body
    fields (nested ones dot-joined) and caller-passed credential headers a call sends; a query or body object that is a parameter
    of the function making the request is read from the object literals its callers pass."""
    head = call.sites[0].where
    for param in call.path_params:
        yield f"path:{param.name}", param.value, head
    for query in call.query:
        if query.value is not None:
            yield f"query:{query.name}", query.value, head
    for header in call.headers:                  # rule auth.caller-token: a passed token
        if is_caller_token(call, header):
            holes = [p for p in header.value.parts if not isinstance(p, Text)] \
                if isinstance(header.value, StrV) else []
            yield (f"header:{header.name}", holes[0].value if len(holes) == 1  # `Bearer ${t}`
                   else header.value, head)
    for prefix, obj in (("query", call.query_object), ("body", call.body)):
        for value, where in passed_objects(obj, head, program):
            for key, field_value in object_fields(value, ""):
                yield f"{prefix}:{key}", field_value, where


def passed_objects(value: Value | None, where: Where | None, program
                   ) -> list[tuple[ObjV, Where | None]]:
    """An object value with where it is sent: itself, or — for a parameter — each object
    literal a caller passes for it, at that call."""
    if isinstance(value, ObjV):
        return [(value, where)]
    if not isinstance(value, ParamV):
        return []
    found = []
    for path, _, args, span in callers_of(value.fid, program):
        passed = program.called_with(value, value.fid, args)
        if isinstance(passed, ObjV):
            found.append((passed, (path, span)))
    return found


def object_fields(obj: ObjV, prefix: str) -> Iterator[tuple[str, Value]]:
    """``(dotted key, value)`` of an object's keyed entries, nested objects flattened."""
    for prop in obj.props:
        if prop.key is None:
            continue
        key = prefix + prop.key
        if isinstance(prop.value, ObjV):
            yield from object_fields(prop.value, key + ".")
        else:
            yield key, prop.value


def responses_in(value: Value, where: Where | None, program, hops: int
                 ) -> Iterator[tuple[ResponseV, Where | None]]:
    """The responses a sent value is read from, with the place it is used: the value itself,
    each alternative, or — for a parameter of the function making the request — what each
    caller (or the ``.then`` that calls it back) passes, used at that call."""
    for response, used_at in sent_paths(value, where, program, hops):
        if response is not None:
            yield response, used_at


def sent_paths(value: Value, where: Where | None, program, hops: int, alternative=False
               ) -> Iterator[tuple[ResponseV | None, Where | None]]:
    """:func:`responses_in`, and ``(None, place)`` for each other value the sent value may
    take at a place: one branch's local computation (``shape = route.trip.legs[0].shape`` in
    one branch, ``encodePolyline(…)`` in the other), a fallback (``res.id || draftId``), or a
    parameter beside a response (``alternative``: its callers' values reach the place too);
    that place proves no flow (:func:`data_flows`). An unknown value the client does not
    compute itself (:data:`COMPUTED`) and ``null``/``undefined`` (the field is then not
    sent: ``nextCursor ?? undefined``) give nothing."""
    if isinstance(value, ResponseV):
        yield value, where
    elif isinstance(value, AltV):
        for option in value.options:
            yield from sent_paths(option, where, program, hops, True)
    elif isinstance(value, ParamV) and hops < MAX_HOPS:
        if alternative:
            yield None, where
        yield from passed_paths(value, program, hops)
    else:
        if isinstance(value, UnknownV) and not value.reason.startswith(COMPUTED) \
                or isinstance(value, LitV) and value.value is None:
            return                  # ``nextCursor ?? undefined``: absent, nothing else sent
        yield None, where                      # encodePolyline(…), 'new', a literal


def passed_paths(value: ParamV, program, hops: int
                 ) -> tuple[tuple[ResponseV | None, Where | None], ...]:
    """:func:`sent_paths` of what each caller of parameter ``value``'s function passes for
    it, used at that call, ``hops`` calls up from the consumer, each pair once. Kept per
    ``(value, hops)`` in the program's pass memo: a parameter handed on through wrappers that
    many sites call is followed once per level, never once per path of calls up to it
    (callers^hops); a call site the resolver recorded several times (a method summarised
    for several instances) and the pairs it repeats count once, so the pairs of a level are
    at most the distinct places and responses below it, never their product."""
    memo = program.pass_memo.setdefault(PASSED_MEMO, {})
    found = memo.get((value, hops))
    if found is None:
        found = memo[(value, hops)] = tuple(dict.fromkeys(
            pair for path, _, args, span in dict.fromkeys(callers_of(value.fid, program))
            for pair in sent_paths(program.called_with(value, value.fid, args), (path, span),
                                   program, hops + 1)))
    return found


def callers_of(fid: str, program) -> list[tuple[str, str | None, tuple[Value, ...], tuple]]:
    """``(path, caller fid, arguments, span)`` of every call of function ``fid``: direct
    calls, and ``response.then(fid)`` (whose argument is the response)."""
    found = list(program.callers.get(fid, []))
    for (path, caller, span), response in sorted(
            program.response_callbacks.get(fid, {}).items(), key=lambda i: (i[0][0], i[0][2])):
        found.append((path, caller, (response,), span))
    return found


def issuer_of(response: ResponseV, by_sites: dict[tuple[Where, ...], Observed]
              ) -> Observed | None:
    """The observed call whose site chain is the longest tail of the response's chain (the
    request made where the response came from, seen through the same wrappers)."""
    chain = issuer_chain(response, by_sites)
    return by_sites[chain] if chain is not None else None


def issuer_chain(response: ResponseV, by_sites: dict[tuple[Where, ...], Observed]
                 ) -> tuple[Where, ...] | None:
    """The longest tail of the response's site chain that ``by_sites`` holds, else ``None``."""
    return next((response.sites[start:] for start in range(len(response.sites))
                 if response.sites[start:] in by_sites), None)


def input_for(cap: Capability, target: str) -> str | None:
    """The input property bound to ``target``, or to an enclosing object (``body:article``
    for ``body:article.coverId`` → ``article.coverId``); ``None`` when no input is bound."""
    for binding in cap.implementation.requests[0].bindings:
        if binding.input is None:
            continue
        if binding.target == target:
            return binding.input
        if target.startswith(binding.target + ".") and binding.target.startswith("body:"):
            return binding.input + target[len(binding.target):]
    return None


def choice(cap: Capability, name: str) -> bool:
    """Rule ``precondition.not-a-choice``: whether input ``name`` (dot path for nested
    members) of ``cap`` is declared ``boolean``."""
    schema: dict | None = cap.inputSchema
    for part in name.split("."):
        schema = (schema or {}).get("properties", {}).get(part) if isinstance(schema, dict) \
            else None
    return isinstance(schema, dict) and schema.get("type") == "boolean"


def kind_of(name: str) -> str:
    """``pagination-cursor`` for cursor-like inputs, else ``issued-id``."""
    return "pagination-cursor" if CURSOR_NAME.search(name.split(".")[-1]) else "issued-id"


def with_preconditions(capabilities: list[Capability], flows: list[Flow],
                       names: dict[int, str]) -> list[Capability]:
    """The capabilities with their ``preconditions[]`` from ``flows`` (one per input,
    issuer and result path, evidence merged; sorted by input, issuer, result path)."""
    found: dict[str, dict[tuple[str, str, str], list[Evidence]]] = {}
    by_name = {cap.name: cap for cap in capabilities}
    for flow in flows:
        consumer, issuer = names.get(id(flow.consumer)), names.get(id(flow.issuer))
        if consumer is None or issuer is None:
            continue
        name = input_for(by_name[consumer], flow.target)
        if name is None or choice(by_name[consumer], name):
            continue
        found.setdefault(consumer, {}).setdefault((name, issuer, flow.result_path), []).append(
            observed(flow.where, "dataflow.response-value",
                     f"{issuer} result {flow.result_path} sent as {flow.target}"))
    out = []
    for cap in capabilities:
        entries = found.get(cap.name, {})
        pre = [Precondition(kind=kind_of(name), input=name, issuedBy=issuer, resultPath=path,
                            enforcement="backend-authoritative", evidence=unique(evidence))
               for (name, issuer, path), evidence in sorted(entries.items())]
        out.append(replace_preconditions(cap, pre) if pre else cap)
    return out


def replace_preconditions(cap: Capability, pre: list[Precondition]) -> Capability:
    """``cap`` with ``preconditions`` set and their evidence filed under their pointers."""
    evidence = dict(cap.evidence)
    for i, item in enumerate(pre):
        evidence[f"/preconditions/{i}"] = item.evidence
    return cap.model_copy(update={"preconditions": pre, "evidence": dict(sorted(
        evidence.items()))})


