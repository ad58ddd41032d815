"""Drift rules: a contract against a fresh derive of the client it describes.

:func:`compare` pairs the contract's capabilities with the fresh ones — by identity first
(rule ``identity.request``: service, method, path template without parameter names, GraphQL
operation), then a second contract capability on an endpoint already paired (it shares that
fresh capability), then a capability left over with a fresh one of the same path whose method
changed, then by a shared call site (same file and function) whose path changed.
:func:`drift` runs one function per rule over the result.
"""
from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from code2skill.audit.rules import Finding, SourceRef, finding
from code2skill.contract import removals
from code2skill.contract.identity import (
    capability_key, discriminating, endpoint, erase_params, match_capabilities, pinned_values,
    renamed_services, request_key, requests_of, service_pairs, translate_target,
)
from code2skill.contract.inputs import is_required, property_at, requiredness
from code2skill.contract.pointer import join

READ_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
WRITE_METHODS = frozenset({"PUT", "PATCH", "DELETE"})
WRITES = frozenset({"create", "update", "delete"})
SERVER_RULE = "server-code.not-a-candidate"
BACKEND_NOTE = re.compile(r"^(\S+) (\S+)(?: \(GraphQL (.+)\))?$")


@dataclass(frozen=True, slots=True)
class Pair:
    """Contract capability ``old`` is fresh capability ``new``; ``how`` they were paired:
    ``identity``, ``shared-endpoint`` (a second contract capability on a paired endpoint),
    ``method`` (same path, method changed) or ``call-site``."""

    old: int
    new: int
    how: str


@dataclass(slots=True)
class Comparison:
    contract: dict[str, Any]
    fresh: dict[str, Any]
    pairs: list[Pair] = field(default_factory=list)
    unmatched: list[int] = field(default_factory=list)        # contract capabilities
    uncovered: list[int] = field(default_factory=list)        # fresh client capabilities
    traced: list[int] = field(default_factory=list)      # removed by hand, leaving only traces
    server: dict[int, tuple[SourceRef, ...]] = field(default_factory=dict)  # contract
    # capabilities on an endpoint only backend code calls, with those call sites
    renamed: dict[str, str] = field(default_factory=dict)   # fresh service id → contract id

    def caps(self) -> list[dict[str, Any]]:
        return capabilities(self.contract)

    def fresh_caps(self) -> list[dict[str, Any]]:
        return capabilities(self.fresh)


@dataclass(frozen=True, slots=True)
class RequestPair:
    """Request ``index`` of contract capability ``cap`` (at ``ptr``) and of its fresh pair;
    ``removed`` are the binding targets the reviewer recorded as removed from ``cap``."""

    ptr: str
    cap: dict[str, Any]
    fresh_cap: dict[str, Any]
    req: dict[str, Any]
    fresh_req: dict[str, Any]
    index: int
    removed: frozenset[str] = frozenset()

    @property
    def req_ptr(self) -> str:
        return join(self.ptr, "implementation", "requests", self.index)

    @property
    def name(self) -> str | None:
        return self.cap.get("name")


def capabilities(contract: dict[str, Any]) -> list[dict[str, Any]]:
    caps = contract.get("capabilities")
    return [c if isinstance(c, dict) else {} for c in caps] if isinstance(caps, list) else []


def call_sites(cap: dict[str, Any]) -> list[dict[str, Any]]:
    return [s for r in requests_of(cap) for s in r.get("callSites") or [] if isinstance(s, dict)]


def sources(cap: dict[str, Any]) -> tuple[SourceRef, ...]:
    """The capability's call sites as source places (path relative to the client root)."""
    return tuple(SourceRef(s["file"], s.get("line"), s.get("column"), s.get("function"),
                           s.get("endLine"), s.get("endColumn"))
                 for s in call_sites(cap) if isinstance(s.get("file"), str))


def backend_endpoints(fresh: dict[str, Any]) -> dict[tuple, tuple[SourceRef, ...]]:
    """The endpoints only the project's backend code calls, read from the fresh derive's
    review items of rule ``server-code.not-a-candidate`` (evidence note ``METHOD /path`` or
    ``METHOD /path (GraphQL Op)``): ``(METHOD, erased path, operation)`` → call sites."""
    out: dict[tuple, list[SourceRef]] = {}
    for item in fresh.get("review") or []:
        for e in item.get("evidence") or [] if isinstance(item, dict) else []:
            match = BACKEND_NOTE.match(str(e.get("note") or "")) \
                if isinstance(e, dict) and e.get("rule") == SERVER_RULE else None
            if match and isinstance(e.get("file"), str):
                key = (match[1].upper(), erase_params(match[2]), match[3])
                out.setdefault(key, []).append(SourceRef(e["file"], e.get("line"),
                                                         e.get("column")))
    return {key: tuple(refs) for key, refs in out.items()}


# ---------------------------------------------------------------- pairing
def compare(contract: dict[str, Any], fresh: dict[str, Any]) -> Comparison:
    """Pair the contract's capabilities with the fresh derive's; a fresh service that is a
    contract service under another id (rule ``identity.service``) takes the contract's id."""
    renamed = service_pairs(contract.get("services") or [], fresh.get("services") or [])
    out = Comparison(contract, renamed_services(fresh, renamed), renamed=renamed)
    old, new = out.caps(), out.fresh_caps()
    backend = backend_endpoints(fresh)
    matching = match_capabilities(old, new)
    out.pairs = [Pair(i, j, "identity") for i, j in matching.pairs]
    shared = shared_endpoint(old, new, matching.pairs, matching.old_only)
    out.pairs += [Pair(i, j, "shared-endpoint") for i, j in shared]
    removed, out.traced = removed_in(contract, new, {j for _, j in matching.pairs})
    left_old = [i for i in matching.old_only if i not in {i for i, _ in shared}]
    for i in left_old:
        key = capability_key(old[i])
        if key is not None and key[1:] in backend:
            out.server[i] = backend[key[1:]]
    left_old = [i for i in left_old if i not in out.server]
    left_new = [j for j in matching.new_only if j not in removed]
    for how, key in (("method", method_free_key), ("call-site", None)):
        found = pair_leftovers(old, new, left_old, left_new, key)
        out.pairs += [Pair(i, j, how) for i, j in found]
        left_old = [i for i in left_old if i not in {i for i, _ in found}]
        left_new = [j for j in left_new if j not in {j for _, j in found}]
    out.pairs.sort(key=lambda p: p.old)
    out.unmatched, out.uncovered = left_old, left_new
    return out


def shared_endpoint(old: list[dict], new: list[dict], pairs: list[tuple[int, int]],
                    left_old: list[int]) -> list[tuple[int, int]]:
    """Rule ``identity.shared-endpoint``: a contract capability left over whose request key is
    that of a capability already paired (two Tools on one endpoint, e.g. a copy) is paired with
    the same fresh capability: the client does call it — unless the two pin different values
    (rule ``identity.pinned-value``: another operation of the endpoint, which is not called)."""
    by_key = {capability_key(old[i]): j for i, j in pairs}
    return [(i, by_key[key]) for i in left_old
            if (key := capability_key(old[i])) is not None and key in by_key
            and not discriminating([old[i], new[by_key[key]]])]


def removed_in(contract: dict[str, Any], new: list[dict[str, Any]], paired: set[int]
               ) -> tuple[set[int], list[int]]:
    """Fresh capabilities the reviewer removed from the contract (rules
    ``removal.capability``, ``removal.trace``), and of those the ones only leftover traces
    show (derive itself names every capability in ``consumerRequirements`` and review items,
    so a trace alone does not prove a deliberate removal). A fresh capability in ``paired``
    (indexes a contract capability matches by identity) is never removed: a trace of its
    derived name is a rename's (rule ``identity.rename``, :mod:`code2skill.audit.renames`)."""
    recorded = removals.recorded_capabilities(contract)
    traces = removals.capability_traces(contract)
    out, traced = set(), []
    for j, cap in enumerate(new):
        reqs = requests_of(cap)
        files = {s.get("file") for s in call_sites(cap)}
        if not reqs or j in paired:
            continue
        if request_key(reqs[0]) in recorded:
            out.add(j)
        elif removals.is_trace_of(traces, str(cap.get("name")), files):
            out.add(j)
            traced.append(j)
    return out, traced


def method_free_key(cap: dict[str, Any]) -> tuple | None:
    reqs = requests_of(cap)
    if not reqs:
        return None
    service, _, path, operation = request_key(reqs[0])
    return service, path, operation


def site_keys(cap: dict[str, Any]) -> set[tuple[str, str]]:
    return {(s["file"], s["function"]) for s in call_sites(cap)
            if isinstance(s.get("file"), str) and isinstance(s.get("function"), str)}


def pair_leftovers(old: list[dict], new: list[dict], left_old: list[int], left_new: list[int],
                   key) -> list[tuple[int, int]]:
    """Pairs that are unambiguous both ways: by ``key`` when given, else by a shared call
    site."""
    def related(i: int, j: int) -> bool:
        if key is not None:
            k = key(old[i])
            return k is not None and k == key(new[j])
        return bool(site_keys(old[i]) & site_keys(new[j]))
    out = []
    for i in left_old:
        candidates = [j for j in left_new if related(i, j)]
        if len(candidates) == 1 and [k for k in left_old if related(k, candidates[0])] == [i]:
            out.append((i, candidates[0]))
    return out


# ---------------------------------------------------------------- rules
def service_id_differs(cmp: Comparison) -> Iterator[Finding]:
    """C2S-D012 (info): a contract service a fresh derive names differently — same base URL
    origin (rule ``identity.service``), another id (a reviewer's rename, or an id an older
    derive took from the checkout's folder name). Its capabilities are compared as one
    service's. A fresh service moved to a free id, because its partner took its id, is new:
    no contract service is named otherwise."""
    services = cmp.contract.get("services")
    index = {s.get("id"): i for i, s in enumerate(services if isinstance(services, list) else [])
             if isinstance(s, dict)}
    for fresh_id, old_id in sorted(cmp.renamed.items(), key=lambda kv: kv[1]):
        if old_id not in index:
            continue            # a fresh service moved to a free id: no contract service
        yield finding("C2S-D012", join("/services", index[old_id], "id"),
                      f"service {old_id!r} is what a fresh derive names {fresh_id!r} (same base "
                      "URL origin); its capabilities are compared as that service's")


def drift(cmp: Comparison) -> list[Finding]:
    """Every drift finding of a comparison."""
    out: list[Finding] = []
    for rule in CONTRACT_RULES:
        out.extend(rule(cmp))
    old, new = cmp.caps(), cmp.fresh_caps()
    recorded = removals.recorded_bindings(cmp.contract)
    for pair in cmp.pairs:
        cap, fresh_cap = old[pair.old], new[pair.new]
        removed = frozenset(t for name, t in recorded if name == cap.get("name"))
        for r, (req, fresh_req) in enumerate(zip(requests_of(cap), requests_of(fresh_cap))):
            rp = RequestPair(join("/capabilities", pair.old), cap, fresh_cap, req, fresh_req, r,
                             removed)
            for rule in REQUEST_RULES:
                out.extend(rule(rp))
    return out


def no_client_call_path(cmp: Comparison) -> Iterator[Finding]:
    """C2S-D001: a capability must match a request the client makes."""
    skipped = {s.get("path"): s.get("reason") for s in
               (cmp.fresh.get("source") or {}).get("skipped") or []}
    old = cmp.caps()
    for i in cmp.unmatched:
        cap = old[i]
        out_of_scope = sorted({f"{s['file']} ({skipped[s['file']]})" for s in call_sites(cap)
                               if s.get("file") in skipped})
        why = f"; its call sites are out of scope: {', '.join(out_of_scope)}" if out_of_scope \
            else ""
        yield finding("C2S-D001", join("/capabilities", i),
                      f"{endpoint(cap)} is not called by the client{why}", cap.get("name"))


def server_internal_capability(cmp: Comparison) -> Iterator[Finding]:
    """C2S-D002: a capability on an endpoint only backend code calls (a fresh derive lists it
    as review item ``server-code.not-a-candidate``, never as a capability) is
    server-internal."""
    old = cmp.caps()
    for i, places in sorted(cmp.server.items()):
        yield finding("C2S-D002", join("/capabilities", i),
                      f"{endpoint(old[i])} is called only by backend code", old[i].get("name"),
                      places)


def pinned_note(cap: dict[str, Any], caps: list[dict[str, Any]]) -> str:
    """`` with body:action = "restore"`` when other capabilities of ``cap``'s endpoint pin
    other values (rule ``identity.pinned-value``), else ``""``."""
    key = capability_key(cap)
    targets = sorted(discriminating([c for c in caps if capability_key(c) == key]))
    pinned = pinned_values(cap)
    shown = [f"{t} = {pinned[t]}" for t in targets if pinned.get(t) is not None]
    return " with " + ", ".join(shown) if shown else ""


def uncovered_endpoint(cmp: Comparison) -> Iterator[Finding]:
    """C2S-D003: every endpoint the client calls is covered by a capability (or recorded as
    removed by review); one deleted by hand with only leftover traces is reported ``low``."""
    new = cmp.fresh_caps()
    for j in cmp.uncovered:
        cap = new[j]
        yield finding("C2S-D003", "/capabilities",
                      f"the client calls {endpoint(cap)}{pinned_note(cap, new)} but no "
                      "capability covers it "
                      f"(derive would name it {cap.get('name')})", None, sources(cap))
    for j in cmp.traced:                          # deleted by hand, with no removal record
        cap = new[j]
        yield finding("C2S-D003", "/capabilities",
                      f"the client calls {endpoint(cap)}; capability {cap.get('name')} was "
                      "deleted without a removal record (only leftover entries name it): "
                      "derive --update records the removal, or restore the capability",
                      None, sources(cap), severity="low")


def side_effect_contradiction(cmp: Comparison) -> Iterator[Finding]:
    """C2S-D011: ``sideEffect`` agrees with the observed method or GraphQL operation: GET,
    HEAD, OPTIONS and queries read; PUT, PATCH, DELETE and mutations write; DELETE never
    creates; a POST is judged by the fresh derive's side effect rules. A write claimed for a
    read method (derive's path-word rule: a GET ``/syncApi`` is ``update``; a reviewer marking
    a GET ``/logout`` a delete) is the cautious reading, never safer than the source: ``low``,
    so that such a contract passes its audit; a read claimed for a write, or a DELETE that
    creates, is ``high``. A write that a fresh derive claims for the same read method too,
    under review (rule ``side-effect.get-action``: ``GET /rest/saveLoginIp`` is an ``update``,
    and its review item states that the method says otherwise) or proven by a rule its
    evidence names (the words of a query field that selects the operation), is derive's own
    stated reading of the source, not a contradiction of it: no finding (the tool never flags
    its own output). So is a read claimed for a write method that a fresh derive claims too
    and puts under review (rule ``side-effect.check-path``: ``PUT …/validate`` reads, never
    retried, its item saying the method says otherwise); claimed without it, ``high``."""
    new = cmp.fresh_caps()
    paired = {p.old: new[p.new] for p in cmp.pairs}
    for i, cap in enumerate(cmp.caps()):
        effect = cap.get("sideEffect")
        fresh_cap = paired.get(i)
        reqs = requests_of(fresh_cap if fresh_cap is not None else cap)
        if effect not in WRITES | {"read"} or not reqs:
            continue
        req = reqs[0]
        method = str(req.get("method", "")).upper()
        operation = (req.get("graphql") or {}).get("operationType")
        expected, basis = None, f"method {method}"
        if operation:
            expected, basis = ("read" if operation != "mutation" else "write"), \
                f"GraphQL {operation}"
        elif method in READ_METHODS:
            expected = "read"
        elif method in WRITE_METHODS:
            expected = "write"
        elif fresh_cap is not None and fresh_cap.get("sideEffect") in WRITES | {"read"}:
            expected = "read" if fresh_cap["sideEffect"] == "read" else "write"
            basis = f"{method} {req.get('pathTemplate')} (derived {fresh_cap['sideEffect']})"
        actual = "read" if effect == "read" else "write"
        cautious = (expected, actual) == ("read", "write")
        if stated_by_derive(effect, fresh_cap) and (
                cautious or fresh_cap.get("status") == "requires-review"):
            continue
        if (expected and actual != expected) or (method == "DELETE" and effect == "create"):
            yield finding("C2S-D011", join("/capabilities", i, "sideEffect"),
                          f"sideEffect {effect!r} contradicts the observed {basis}" +
                          ("; a write claimed for a read method is the cautious reading "
                           "(confirm it against the backend)" if cautious else ""),
                          cap.get("name"), sources(fresh_cap or cap),
                          severity="low" if cautious else None)


def stated_by_derive(effect: str, fresh_cap: dict | None) -> bool:
    """Whether a fresh derive claims the side effect ``effect`` too, for a capability it puts
    under review (its review item states why the method's reading was not taken) or whose
    side effect it proves by a rule its evidence names (``side-effect.query-field-words``: a
    ``GET /api?mode=queue&name=delete`` deletes whatever the method)."""
    return fresh_cap is not None and fresh_cap.get("sideEffect") == effect and (
        fresh_cap.get("status") == "requires-review"
        or bool((fresh_cap.get("evidence") or {}).get("/sideEffect")))


def method_drift(rp: RequestPair) -> Iterator[Finding]:
    """C2S-D004: the contract's method is the one the client uses."""
    if str(rp.req.get("method")).upper() != str(rp.fresh_req.get("method")).upper():
        yield finding("C2S-D004", join(rp.req_ptr, "method"),
                      f"the contract says {rp.req.get('method')} {rp.req.get('pathTemplate')}; "
                      f"the client now sends {rp.fresh_req.get('method')}", rp.name,
                      sources(rp.fresh_cap))


def path_template_drift(rp: RequestPair) -> Iterator[Finding]:
    """C2S-D005: the contract's service, path template (parameter names aside) and GraphQL
    operation are those the client calls."""
    req, fresh = rp.req, rp.fresh_req
    old_op = (req.get("graphql") or {}).get("operationName")
    new_op = (fresh.get("graphql") or {}).get("operationName")
    if req.get("service") != fresh.get("service"):
        yield finding("C2S-D005", join(rp.req_ptr, "service"),
                      f"the contract calls service {req.get('service')}; the client now calls "
                      f"{fresh.get('service')}", rp.name, sources(rp.fresh_cap))
    if erase_params(str(req.get("pathTemplate"))) != erase_params(str(fresh.get(
            "pathTemplate"))):
        yield finding("C2S-D005", join(rp.req_ptr, "pathTemplate"),
                      f"the contract says {req.get('pathTemplate')}; the client now calls "
                      f"{fresh.get('pathTemplate')}", rp.name, sources(rp.fresh_cap))
    if old_op != new_op:
        yield finding("C2S-D005", join(rp.req_ptr, "graphql", "operationName"),
                      f"the contract says GraphQL operation {old_op}; the client now sends "
                      f"{new_op}", rp.name, sources(rp.fresh_cap))


def bindings_by_target(req: dict, fresh_req: dict | None = None) -> dict[str, tuple[int, dict]]:
    """``{target: (index, binding)}``; with ``fresh_req``, the targets of ``req`` are
    translated to ``fresh_req``'s path parameter names."""
    out = {}
    for k, b in enumerate(req.get("bindings") or []):
        if isinstance(b, dict) and isinstance(b.get("target"), str):
            target = b["target"] if fresh_req is None else translate_target(
                b["target"], str(req.get("pathTemplate")), str(fresh_req.get("pathTemplate")))
            out.setdefault(target, (k, b))
    return out


def binding_drift(rp: RequestPair) -> Iterator[Finding]:
    """C2S-D006: the contract binds exactly the fields the client sends (path, query, body,
    header); bindings the reviewer removed (rules ``removal.binding``, ``removal.trace``) are
    not reported."""
    mine = bindings_by_target(rp.req)
    theirs = bindings_by_target(rp.fresh_req, rp.req)
    traced = removals.property_traces(rp.cap)
    for target in sorted(set(theirs) - set(mine)):
        source_input = theirs[target][1].get("input")
        if target in rp.removed or (isinstance(source_input, str) and
                                    source_input.split(".")[0] in traced):
            continue
        yield finding("C2S-D006", join(rp.req_ptr, "bindings"),
                      f"the client sends {target}, which the contract does not bind", rp.name,
                      sources(rp.fresh_cap))
    for target in sorted(set(mine) - set(theirs)):
        yield finding("C2S-D006", join(rp.req_ptr, "bindings", mine[target][0]),
                      f"the contract binds {target}, which the client no longer sends",
                      rp.name, sources(rp.fresh_cap))


def common_inputs(rp: RequestPair) -> list[tuple[str, str]]:
    """``(contract input, fresh input)`` for each target both bind to an input property."""
    mine = bindings_by_target(rp.req)
    theirs = bindings_by_target(rp.fresh_req, rp.req)
    seen, out = set(), []
    for target in sorted(set(mine) & set(theirs)):
        a, b = mine[target][1].get("input"), theirs[target][1].get("input")
        if isinstance(a, str) and isinstance(b, str) and a not in seen:
            seen.add(a)
            out.append((a, b))
    return out


def required_dropped(rp: RequestPair) -> Iterator[Finding]:
    """C2S-D007: an input the client proves required is required in the contract."""
    schema, fresh_schema = rp.cap.get("inputSchema"), rp.fresh_cap.get("inputSchema")
    for mine, theirs in common_inputs(rp):
        if is_required(fresh_schema, theirs) and not is_required(schema, mine):
            where = next(p for p, k in requiredness(schema, mine, join(rp.ptr, "inputSchema"))
                         if k is None)
            yield finding("C2S-D007", where, f"input {mine!r} is required by the client's call "
                                             "but not by the contract", rp.name,
                          sources(rp.fresh_cap))


def required_unproven(rp: RequestPair) -> Iterator[Finding]:
    """C2S-D008: an input the contract requires is one the client proves required."""
    schema, fresh_schema = rp.cap.get("inputSchema"), rp.fresh_cap.get("inputSchema")
    for mine, theirs in common_inputs(rp):
        if is_required(schema, mine) and not is_required(fresh_schema, theirs):
            where, k = requiredness(schema, mine, join(rp.ptr, "inputSchema"))[-1]
            yield finding("C2S-D008", join(where, k),
                          f"input {mine!r} is required by the contract; the client does not "
                          "prove it required", rp.name, sources(rp.fresh_cap))


def enum_drift(rp: RequestPair) -> Iterator[Finding]:
    """C2S-D009: an input's enum is the value set the client's types allow."""
    for mine, theirs in common_inputs(rp):
        here = property_at(rp.cap.get("inputSchema"), mine, join(rp.ptr, "inputSchema"))
        there = property_at(rp.fresh_cap.get("inputSchema"), theirs)
        if here is None or there is None or not isinstance(there[1].get("enum"), list):
            continue
        want, have = there[1]["enum"], here[1].get("enum")
        if not isinstance(have, list) or canonical(have) != canonical(want):
            where = join(here[0], "enum") if isinstance(have, list) else here[0]
            yield finding("C2S-D009", where,
                          f"input {mine!r} allows {json.dumps(have)}; the client's types allow "
                          f"{json.dumps(want)}", rp.name, sources(rp.fresh_cap))


def canonical(values: list) -> list[str]:
    return sorted({json.dumps(v, sort_keys=True) for v in values})


def success_status_drift(rp: RequestPair) -> Iterator[Finding]:
    """C2S-D010: the success statuses are those derived for the call (low when the derive
    only has its method's default, medium when the source shows them)."""
    mine, theirs = rp.req.get("successStatuses"), rp.fresh_req.get("successStatuses")
    if not isinstance(mine, list) or not isinstance(theirs, list) or sorted(mine) == \
            sorted(theirs):
        return
    evidence = (rp.fresh_cap.get("evidence") or {}).get(
        f"/implementation/requests/{rp.index}/successStatuses") or []
    shown = any(e.get("kind") != "default" for e in evidence)
    basis = "shown by the client" if shown else f"the default for {rp.fresh_req.get('method')}"
    yield finding("C2S-D010", join(rp.req_ptr, "successStatuses"),
                  f"successStatuses {sorted(mine)} differ from {sorted(theirs)} ({basis})",
                  rp.name, sources(rp.fresh_cap), severity=None if shown else "low")


CONTRACT_RULES = (no_client_call_path, server_internal_capability, uncovered_endpoint,
                  side_effect_contradiction, service_id_differs)
REQUEST_RULES = (method_drift, path_template_drift, binding_drift, required_dropped,
                 required_unproven, enum_drift, success_status_drift)
