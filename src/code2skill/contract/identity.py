"""Which capability is which, across two contracts (a reviewed one and a fresh derive).

Rule ``identity.request``: a capability is identified by its first request's service, method,
path template with the parameter names erased (``/articles/{slug}`` and ``/articles/{id}`` are
the same endpoint) and GraphQL operation name — never by its name, which a reviewer may change.

Rule ``identity.pinned-value``: when one contract holds several capabilities of one endpoint
that pin different fixed values in a body field or query parameter (one Tool per operation,
``{action: 'empty'}`` and ``{action: 'restore'}``), those values are part of their identity:
each pairs with the capability pinning the same values; the rest pair in order when as many are
left on each side, else stay unpaired (a merged capability is not one of its split Tools).

Rule ``identity.service``: a service is what its base URL comes from — its observed base URLs and
the rule and note of its evidence (``service.env VITE_API_URL``, ``service.same-origin``) —,
never its id alone, which a reviewer may rename and older derives took from the checkout's
folder name, and which a fresh derive may give another service (a call on a new base that takes
the first id, the old backend becoming ``app_2``). Services pair when exactly one service on
each side has that origin; the rest with the same id are one. A fresh service whose id an
old service's origin partner now holds under that id takes a free id (``app_3``), so the two
never merge.
"""
from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass, field
from typing import Any

from code2skill.base_urls import base_url_key

PARAM = re.compile(r"\{[^{}]*\}")

Key = tuple[str, str, str, str | None]


def service_origin(service: dict[str, Any]) -> tuple:
    """What a service's base URL comes from: ``((observed URL, …), ((evidence rule, note),
    …))``, both sorted; file and line left out (code moves). Each URL is in its normal form
    (rule ``service.base-url-key``, :func:`~code2skill.base_urls.base_url_key`), so a base
    written with another host case, its scheme's default port, a trailing ``/``, a ``/./``
    segment or a ``#fragment`` is the same origin."""
    urls = sorted({base_url_key(str(u.get("url")))
                   for u in service.get("observedBaseUrls") or [] if isinstance(u, dict)})
    evidence = sorted((str(e.get("rule")), str(e.get("note"))) for e in
                      service.get("evidence") or [] if isinstance(e, dict))
    return tuple(urls), tuple(evidence)


def service_pairs(old: list[Any], new: list[Any]) -> dict[str, str]:
    """``{fresh service id: the id it takes}`` (rule ``identity.service``): the old id of a
    fresh service that is an old one under another id, and a free id for a fresh service
    whose id that pairing gives away; services keeping their ids are left out.
    Deterministic for the same inputs."""
    olds = {s["id"]: service_origin(s) for s in old
            if isinstance(s, dict) and isinstance(s.get("id"), str)}
    news = {s["id"]: service_origin(s) for s in new
            if isinstance(s, dict) and isinstance(s.get("id"), str)}
    out: dict[str, str] = {}
    for new_id, origin in sorted(news.items()):
        same_old = [i for i, o in olds.items() if o == origin]
        same_new = [i for i, o in news.items() if o == origin]
        if len(same_old) == 1 and len(same_new) == 1 and same_old[0] != new_id:
            out[new_id] = same_old[0]
    taken = set(olds) | set(news) | set(out.values())
    for new_id in sorted(news):
        if new_id not in out and new_id in out.values():     # its id went to its partner
            out[new_id] = free_id(new_id, taken)
            taken.add(out[new_id])
    return out


def free_id(base: str, taken: set[str]) -> str:
    """``base_N`` for the smallest ``N`` ≥ 2 not in ``taken``."""
    number = 2
    while f"{base}_{number}" in taken:
        number += 1
    return f"{base}_{number}"


def renamed_services(contract: dict[str, Any], ids: dict[str, str]) -> dict[str, Any]:
    """A copy of ``contract`` whose services and requests' ``service`` use ``ids`` (``{id: new
    id}``); ``contract`` itself when there is nothing to rename."""
    if not ids:
        return contract
    out = copy.deepcopy(contract)
    for service in out.get("services") or []:
        if isinstance(service, dict) and service.get("id") in ids:
            service["id"] = ids[service["id"]]
    for cap in out.get("capabilities") or []:
        for req in requests_of(cap) if isinstance(cap, dict) else []:
            if req.get("service") in ids:
                req["service"] = ids[req["service"]]
    return out


def erase_params(path: str) -> str:
    """``/articles/{slug}/comments/{id}`` → ``/articles/{}/comments/{}``."""
    return PARAM.sub("{}", path)


def param_names(path: str) -> list[str]:
    """The parameter names of a path template, in order."""
    return [m.group(0)[1:-1] for m in PARAM.finditer(path)]


def request_key(request: dict[str, Any]) -> Key:
    """``(service, METHOD, erased path, GraphQL operation name)`` of one request."""
    graphql = request.get("graphql") or {}
    return (str(request.get("service", "")), str(request.get("method", "")).upper(),
            erase_params(str(request.get("pathTemplate", ""))),
            graphql.get("operationName") if isinstance(graphql, dict) else None)


def requests_of(capability: dict[str, Any]) -> list[dict[str, Any]]:
    """The capability's requests (an empty list when the contract has none)."""
    impl = capability.get("implementation")
    requests = impl.get("requests") if isinstance(impl, dict) else None
    return [r for r in requests if isinstance(r, dict)] if isinstance(requests, list) else []


def capability_key(capability: dict[str, Any]) -> Key | None:
    """The key of the capability's first request (None without requests)."""
    requests = requests_of(capability)
    return request_key(requests[0]) if requests else None


def describe(key: Key) -> str:
    """``conduit GET /articles/{}`` (and the GraphQL operation)."""
    service, method, path, operation = key
    return f"{service} {method} {path}" + (f" (GraphQL {operation})" if operation else "")


def endpoint(capability: dict[str, Any]) -> str:
    """``service METHOD /path/{name}`` of the first request, parameter names kept."""
    requests = requests_of(capability)
    if not requests:
        return "(no request)"
    r = requests[0]
    op = (r.get("graphql") or {}).get("operationName")
    return f"{r.get('service')} {r.get('method')} {r.get('pathTemplate')}" + \
        (f" (GraphQL {op})" if op else "")


@dataclass(slots=True)
class Matching:
    """Index pairs ``(old, new)`` of capabilities with the same key, and the rest of each."""

    pairs: list[tuple[int, int]] = field(default_factory=list)
    old_only: list[int] = field(default_factory=list)
    new_only: list[int] = field(default_factory=list)


def pinned_values(capability: dict[str, Any]) -> dict[str, str | None]:
    """``{target: JSON text of the fixed value, or None for an input}`` of the body fields and
    query parameters the capability's first request binds."""
    requests = requests_of(capability)
    out: dict[str, str | None] = {}
    for b in (requests[0].get("bindings") or []) if requests else []:
        target = b.get("target") if isinstance(b, dict) else None
        if isinstance(target, str) and target.startswith(("body:", "query:")) and \
                target not in ("body:", "query:"):
            out[target] = json.dumps(b.get("value"), sort_keys=True) \
                if b.get("input") is None else None
    return out


def discriminating(caps: list[dict[str, Any]]) -> set[str]:
    """The targets whose pinned values differ among capabilities of one endpoint."""
    values = [pinned_values(c) for c in caps]
    targets = {t for v in values for t, text in v.items() if text is not None}
    return {t for t in targets if len({v.get(t) for v in values}) > 1}


def match_capabilities(old: list[dict], new: list[dict]) -> Matching:
    """Pair capabilities by key (rule ``identity.request``), then by the values that tell the
    capabilities of one endpoint apart (rule ``identity.pinned-value``), first with first when
    both repeat; deterministic for the same inputs."""
    groups: dict[Key, tuple[list[int], list[int]]] = {}
    for side, caps in enumerate((old, new)):
        for index, cap in enumerate(caps):
            key = capability_key(cap)
            if key is not None:
                groups.setdefault(key, ([], []))[side].append(index)
    out = Matching()
    for key, (olds, news) in groups.items():
        targets = set() if key[3] is not None else \
            discriminating([old[i] for i in olds]) | discriminating([new[j] for j in news])
        out.pairs += pair_by_values(olds, news, old, new, sorted(targets))
    paired_old, paired_new = {i for i, _ in out.pairs}, {j for _, j in out.pairs}
    out.pairs.sort()
    out.old_only = [i for i in range(len(old)) if i not in paired_old]
    out.new_only = [j for j in range(len(new)) if j not in paired_new]
    return out


def pair_by_values(olds: list[int], news: list[int], old: list[dict], new: list[dict],
                   targets: list[str]) -> list[tuple[int, int]]:
    """Pairs of one endpoint's capabilities with the same values at ``targets`` (first with
    first), then the rest in order when as many are left on each side."""
    def values(cap: dict) -> tuple:
        pinned = pinned_values(cap)
        return tuple(pinned.get(t) for t in targets)
    waiting: dict[tuple, list[int]] = {}
    for j in news:
        waiting.setdefault(values(new[j]), []).append(j)
    pairs, left = [], []
    for i in olds:
        queue = waiting.get(values(old[i]))
        if queue:
            pairs.append((i, queue.pop(0)))
        else:
            left.append(i)
    rest = sorted(j for queue in waiting.values() for j in queue)
    if len(left) == len(rest):
        pairs += list(zip(left, rest))
    return pairs


def translate_target(target: str, from_path: str, to_path: str) -> str:
    """A binding target of a request with path template ``from_path`` expressed for the same
    endpoint written ``to_path``: path parameters correspond by position (``path:id`` of
    ``/orders/{id}`` is ``path:orderId`` of ``/orders/{orderId}``)."""
    if not target.startswith("path:"):
        return target
    names_from, names_to = param_names(from_path), param_names(to_path)
    name = target[len("path:"):]
    if name in names_from and len(names_from) == len(names_to):
        return "path:" + names_to[names_from.index(name)]
    return target
