"""The call-graph picture of one capability (rule ``report.diagram``): pure layout, no I/O.

Five columns, left to right: the UI triggers the capability's evidence names
(``title.ui-trigger``, ``title.ui-label``, ``policy.ui-confirmation``), the handlers (the
functions holding its call sites), the call sites (``file:line``, the wrapper chain in the
tooltip), the endpoints (``METHOD path template`` per request) and the capability. Edges: each
trigger to each handler (the contract ties a trigger to the capability, not to one handler),
each handler to its call sites, each call site to its request's endpoint, each endpoint to the
capability. A column keeps at most :data:`COLUMN_MAX` nodes; the rest become one ``+N more``
node. Coordinates are SVG user units (pixels at 100 %).
"""
from __future__ import annotations

from dataclasses import dataclass

from code2skill.contract.models import Capability, Request

TRIGGER_RULES = ("title.ui-trigger", "title.ui-label", "policy.ui-confirmation")
COLUMNS = ("UI trigger", "handler", "call site", "endpoint", "capability")
COLUMN_MAX = 8
NODE_WIDTH = 190
NODE_HEIGHT = 26
COLUMN_GAP = 40
ROW_GAP = 12
TOP = 28
LABEL_MAX = 26


@dataclass(frozen=True)
class Node:
    id: str
    column: int
    label: str
    tooltip: str
    x: int = 0
    y: int = 0


@dataclass(frozen=True)
class Edge:
    x1: int
    y1: int
    x2: int
    y2: int


@dataclass(frozen=True)
class Diagram:
    width: int
    height: int
    headings: tuple[tuple[int, str], ...]
    nodes: tuple[Node, ...]
    edges: tuple[Edge, ...]


def diagram(cap: Capability) -> Diagram:
    """The laid-out picture of ``cap`` (rule ``report.diagram``)."""
    nodes, links = chain(cap)
    placed, folded = place(nodes)
    at = {n.id: n for n in placed}
    pairs = dict.fromkeys((folded.get(s, s), folded.get(t, t)) for s, t in links)
    edges = tuple(Edge(at[s].x + NODE_WIDTH, at[s].y + NODE_HEIGHT // 2, at[t].x,
                       at[t].y + NODE_HEIGHT // 2) for s, t in pairs)
    rows = max((sum(1 for n in placed if n.column == c) for c in range(len(COLUMNS))), default=1)
    width = len(COLUMNS) * (NODE_WIDTH + COLUMN_GAP) - COLUMN_GAP
    height = TOP + rows * (NODE_HEIGHT + ROW_GAP)
    headings = tuple((c * (NODE_WIDTH + COLUMN_GAP), h) for c, h in enumerate(COLUMNS))
    return Diagram(width, height, headings, placed, edges)


def chain(cap: Capability) -> tuple[list[Node], list[tuple[str, str]]]:
    """The nodes (unplaced, in column order, without duplicates) and ``(source id, target
    id)`` links of ``cap``."""
    nodes: dict[str, Node] = {}
    links: list[tuple[str, str]] = []
    capability = add(nodes, Node(f"cap:{cap.name}", 4, cap.name, cap.title))
    handlers = []
    for index, request in enumerate(cap.implementation.requests):
        endpoint = add(nodes, Node(f"end:{index}", 3, endpoint_label(request),
                                   f"{request.service}: {endpoint_label(request)}"))
        links.append((endpoint, capability))
        for site in request.callSites:
            where = f"{site.file}:{site.line}"
            via = " → ".join(f"{v.file}:{v.line}" for v in site.via)
            site_id = add(nodes, Node(f"site:{where}", 2, where,
                                      f"{where} ({site.rule})" + (f", via {via}" if via else "")))
            handler = add(nodes, Node(f"fn:{site.function}", 1, site.function or "(module)",
                                      site.function or "top level of the module"))
            handlers.append(handler)
            links += [(handler, site_id), (site_id, endpoint)]
    for ev in (e for evs in cap.evidence.values() for e in evs if e.rule in TRIGGER_RULES):
        where = f"{ev.file}:{ev.line}" if ev.file else ev.rule
        trigger = add(nodes, Node(f"ui:{where}", 0, ev.note or where, f"{where} ({ev.rule})"))
        links += [(trigger, h) for h in dict.fromkeys(handlers)]
    return list(nodes.values()), list(dict.fromkeys(links))


def add(nodes: dict[str, Node], node: Node) -> str:
    nodes.setdefault(node.id, node)
    return node.id


def endpoint_label(request: Request) -> str:
    if request.graphql is not None:
        return f"{request.graphql.operationType} {request.graphql.operationName or '(anonymous)'}"
    return f"{request.method} {request.pathTemplate}"


def place(nodes: list[Node]) -> tuple[tuple[Node, ...], dict[str, str]]:
    """Each column's first :data:`COLUMN_MAX` nodes stacked from the top, the rest folded
    into one ``+N more`` node; also each folded node's id → that node's id."""
    placed: list[Node] = []
    folded: dict[str, str] = {}
    for column in range(len(COLUMNS)):
        members = [n for n in nodes if n.column == column]
        if len(members) > COLUMN_MAX:
            rest = members[COLUMN_MAX - 1:]
            folded.update((n.id, f"more:{column}") for n in rest)
            members = members[:COLUMN_MAX - 1] + [Node(
                f"more:{column}", column, f"+{len(rest)} more",
                ", ".join(n.label for n in rest))]
        x = column * (NODE_WIDTH + COLUMN_GAP)
        placed += [Node(n.id, column, short(n.label), n.tooltip, x,
                        TOP + row * (NODE_HEIGHT + ROW_GAP)) for row, n in enumerate(members)]
    return tuple(placed), folded


def short(label: str) -> str:
    return label if len(label) <= LABEL_MAX else label[:LABEL_MAX - 1] + "…"
