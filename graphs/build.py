"""The program graph: files, functions, call sites, services, endpoints and capabilities, with
typed edges, as a NetworkX ``MultiDiGraph``.

Node ids are deterministic strings built from paths and names (``file:src/api.ts``,
``function:src/api.ts#812``, ``site:src/api.ts:12:5``, ``endpoint:conduit GET /articles``,
``service:conduit``, ``capability:list_articles``); every node has a ``kind`` attribute.

Edge kinds: ``contains`` (file → function), ``imports`` (file → file), ``calls`` (function →
function, wrapper calls), ``in`` (call site → function or file), ``via`` (call site → the
wrapper call site below it), ``requests`` (call site → endpoint), ``served-by`` (endpoint →
service), ``implements`` (capability → endpoint), ``data-flow`` (issuing endpoint → consuming
endpoint: a value of the first's response body, ``resultPath``, is sent as the second's input
``input``; one edge per capability precondition, ``line`` where the value is used).
"""
from __future__ import annotations

import json

import networkx as nx

from code2skill.contract.models import Contract
from code2skill.facts import Lit, ModuleFacts
from code2skill.redact import redact_tree
from code2skill.safe_io import json_text


def site_id(path: str, line: int | None, column: int | None) -> str:
    return f"site:{path}:{line}:{column}"


def build_graph(modules: dict[str, ModuleFacts], program, contract: Contract) -> nx.MultiDiGraph:
    """The graph of one derive run (``program`` is the run's
    :class:`~code2skill.program.Program`)."""
    graph = nx.MultiDiGraph()
    for path, module in modules.items():
        graph.add_node(f"file:{path}", kind="file", path=path, language=module.language)
        for fid, fn in module.functions.items():
            graph.add_node(f"function:{fid}", kind="function", name=fn.name, path=path,
                           line=fn.span[0])
            graph.add_edge(f"file:{path}", f"function:{fid}", kind="contains")
        for imp in module.imports:
            target = program.module_resolver.resolve(path, imp.source)
            if target is not None:
                graph.add_edge(f"file:{path}", f"file:{target}", kind="imports",
                               name=imp.imported)
    for callee, callers in program.callers.items():
        for path, fid, _, span in callers:
            source = f"function:{fid}" if fid else f"file:{path}"
            graph.add_edge(source, f"function:{callee}", kind="calls", line=span[0] if span
                           else None)
    for service in contract.services:
        graph.add_node(f"service:{service.id}", kind="service",
                       binding=service.baseUrlBinding)
    for cap in contract.capabilities:
        graph.add_node(f"capability:{cap.name}", kind="capability", sideEffect=cap.sideEffect)
        for request in cap.implementation.requests:
            endpoint = endpoint_id(request)
            graph.add_node(endpoint, kind="endpoint", method=request.method,
                           pathTemplate=request.pathTemplate)
            graph.add_edge(endpoint, f"service:{request.service}", kind="served-by")
            graph.add_edge(f"capability:{cap.name}", endpoint, kind="implements")
            for site in request.callSites:
                node = site_id(site.file, site.line, site.column)
                graph.add_node(node, kind="call-site", path=site.file, line=site.line,
                               column=site.column, rule=site.rule, function=site.function)
                graph.add_edge(node, endpoint, kind="requests")
                graph.add_edge(node, f"file:{site.file}", kind="in")
                below = node
                for hop in site.via:
                    hop_node = site_id(hop.file, hop.line, hop.column)
                    graph.add_node(hop_node, kind="call-site", path=hop.file, line=hop.line,
                                   column=hop.column, rule=hop.rule, function=hop.note)
                    graph.add_edge(below, hop_node, kind="via")
                    below = hop_node
    add_data_flow(graph, contract)
    add_ui_triggers(graph, program)
    return graph


def add_ui_triggers(graph: nx.MultiDiGraph, program) -> None:
    """A ``ui-trigger`` node per JSX control whose handler is a program function (``component``,
    ``path``, ``line``, ``column``, ``label``: its first literal text, if any), ``in`` its
    function (or file), and a ``triggers`` edge to each handler function (``event``: the
    attribute)."""
    for trigger in program.triggers.triggers:
        fact = trigger.fact
        node = f"ui-trigger:{trigger.path}:{fact.span[0]}:{fact.span[1]}"
        label = next((e.value for source, e in fact.texts
                      if isinstance(e, Lit) and source in ("children", "submit", "aria-label")),
                     None)
        graph.add_node(node, kind="ui-trigger", component=fact.component, path=trigger.path,
                       line=fact.span[0], column=fact.span[1], label=label)
        graph.add_edge(node, f"function:{fact.scope}" if fact.scope else
                       f"file:{trigger.path}", kind="in")
        for event, fids in trigger.handlers:
            for fid in fids:
                graph.add_edge(node, f"function:{fid}", kind="triggers", event=event)


def endpoint_id(request) -> str:
    """The node id of a contract request's endpoint (``endpoint:SERVICE METHOD PATH``)."""
    return f"endpoint:{request.service} {request.method} {request.pathTemplate}"


def add_data_flow(graph: nx.MultiDiGraph, contract: Contract) -> None:
    """``data-flow`` edges from each precondition's issuing capability's endpoints to the
    consuming capability's endpoints, with ``resultPath``, ``input`` and ``line``."""
    by_name = {cap.name: cap for cap in contract.capabilities}
    for cap in contract.capabilities:
        for pre in cap.preconditions:
            issuer = by_name.get(pre.issuedBy or "")
            if issuer is None:
                continue
            line = pre.evidence[0].line if pre.evidence else None
            for source in issuer.implementation.requests:
                for target in cap.implementation.requests:
                    graph.add_edge(endpoint_id(source), endpoint_id(target), kind="data-flow",
                                   resultPath=pre.resultPath, input=pre.input, line=line)


def graph_data(graph: nx.MultiDiGraph) -> dict:
    """The node-link data of ``graph`` with nodes and links sorted (the same for the same
    graph) and every text redacted."""
    data = nx.node_link_data(graph, edges="links")
    data["nodes"] = sorted(data["nodes"], key=lambda n: n["id"])
    data["links"] = sorted(data["links"], key=lambda e: (e["source"], e["target"], e["kind"],
                                                         json.dumps(e, sort_keys=True)))
    return redact_tree(data)


def graph_json(graph: nx.MultiDiGraph) -> str:
    """Node-link JSON (byte-identical for the same graph)."""
    return json_text(graph_data(graph))
