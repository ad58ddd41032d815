"""Which capability is which, across two contracts (a reviewed one and a fresh derive).

Rule ``identity.request``: a capability is identified by its first request's service, method,
path template with the parameter names erased (``/articles/{slug}`` and ``/articles/{id}`` are
the same endpoint) and GraphQL operation name — never by its name, which a reviewer may change.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

PARAM = re.compile(r"\{[^{}]*\}")

Key = tuple[str, str, str, str | None]


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


def match_capabilities(old: list[dict], new: list[dict]) -> Matching:
    """Pair capabilities by key (rule ``identity.request``), first with first when a key
    repeats; deterministic for the same inputs."""
    waiting: dict[Key, list[int]] = {}
    for j, cap in enumerate(new):
        key = capability_key(cap)
        if key is not None:
            waiting.setdefault(key, []).append(j)
    out = Matching()
    for i, cap in enumerate(old):
        key = capability_key(cap)
        queue = waiting.get(key) if key is not None else None
        if queue:
            out.pairs.append((i, queue.pop(0)))
        else:
            out.old_only.append(i)
    paired = {j for _, j in out.pairs}
    out.new_only = [j for j in range(len(new)) if j not in paired]
    return out


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
