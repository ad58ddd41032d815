"""The program graph as text, in the format its file name asks for (rule ``graph.format``):

* ``.graphml`` — GraphML (NetworkX's writer); an attribute without a value is left out, and a
  list or object value is written as its JSON text (GraphML holds scalars only);
* ``.dot`` / ``.gv`` — Graphviz DOT: a ``digraph``, every id and value a quoted DOT string;
* ``.mmd`` — a Mermaid ``flowchart LR``: nodes ``n0``, ``n1``… in id order, labelled
  ``kind: name``, edges labelled by their kind;
* anything else (``.json``, no suffix, ``-`` for stdout) — NetworkX node-link JSON.

Every format is written from :func:`~code2skill.graphs.build.graph_data` (sorted, redacted), so
each is the same bytes for the same graph.
"""
from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import PurePath

import networkx as nx

from code2skill.graphs.build import graph_data, graph_json

LABEL_KEYS = ("name", "label", "pathTemplate", "path")
CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff]")


def visible(text: str) -> str:
    """``text`` with each control character and lone surrogate written as ``\\xNN`` /
    ``\\uNNNN`` (rule ``graph.format``: GraphML is XML 1.0, which cannot hold them, and DOT
    and Mermaid text must not carry raw NUL or ESC bytes)."""
    return CONTROL.sub(lambda m: f"\\u{ord(m.group()):04x}" if ord(m.group()) > 0xff
                       else f"\\x{ord(m.group()):02x}", text)


def graph_text(graph: nx.MultiDiGraph, file_name: str) -> str:
    """``graph`` in the format of ``file_name``'s suffix (rule ``graph.format``)."""
    writer: Callable[[nx.MultiDiGraph], str] = WRITERS.get(PurePath(file_name).suffix.lower(),
                                                           graph_json)
    return writer(graph)


def scalar(value: object) -> str | int | float | bool:
    if isinstance(value, str):
        return visible(value)
    return value if isinstance(value, (int, float, bool)) else visible(json.dumps(
        value, sort_keys=True, ensure_ascii=False))


def attributes(item: dict, skip: tuple[str, ...]) -> dict:
    """``item``'s attributes other than ``skip``, without empty ones, as GraphML scalars."""
    return {k: scalar(v) for k, v in item.items() if k not in skip and v is not None}


def graphml_text(graph: nx.MultiDiGraph) -> str:
    data = graph_data(graph)
    clean = nx.MultiDiGraph()
    for node in data["nodes"]:
        clean.add_node(visible(node["id"]), **attributes(node, ("id",)))
    for link in data["links"]:
        clean.add_edge(visible(link["source"]), visible(link["target"]), **attributes(
            link, ("source", "target", "key")))
    return "\n".join(nx.generate_graphml(clean)) + "\n"


def dot_string(text: object) -> str:
    """A DOT quoted string: backslashes and quotes escaped, line breaks as ``\\n``."""
    raw = str(scalar(text))
    return '"' + raw.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") \
        .replace("\r", "\\r") + '"'


def dot_attributes(item: dict, skip: tuple[str, ...]) -> str:
    pairs = [f"{dot_string(k)}={dot_string(v)}" for k, v in attributes(item, skip).items()]
    return f" [{', '.join(pairs)}]" if pairs else ""


def dot_text(graph: nx.MultiDiGraph) -> str:
    data = graph_data(graph)
    lines = ["digraph program {"]
    lines += [f"  {dot_string(n['id'])}{dot_attributes(n, ('id',))};" for n in data["nodes"]]
    lines += [f"  {dot_string(e['source'])} -> {dot_string(e['target'])}"
              f"{dot_attributes(e, ('source', 'target', 'key'))};" for e in data["links"]]
    return "\n".join(lines + ["}"]) + "\n"


def mermaid_label(text: str) -> str:
    """Text safe inside a Mermaid ``["…"]`` or ``|…|`` label (entity codes for the
    characters that end one)."""
    for char, code in (("&", "#amp;"), ('"', "#quot;"), ("|", "#124;"), ("<", "#lt;"),
                       (">", "#gt;"), ("\n", " "), ("\r", " ")):
        text = text.replace(char, code)
    return visible(text)


def node_label(node: dict) -> str:
    """``kind: name``: the node's first text of :data:`LABEL_KEYS`, else its id without the
    ``kind:`` prefix."""
    kind = str(node.get("kind", "node"))
    name = next((node[k] for k in LABEL_KEYS if isinstance(node.get(k), str)),
                str(node["id"]).removeprefix(f"{kind}:"))
    return mermaid_label(f"{kind}: {name}")


def mermaid_text(graph: nx.MultiDiGraph) -> str:
    data = graph_data(graph)
    ids = {node["id"]: f"n{k}" for k, node in enumerate(data["nodes"])}
    lines = ["flowchart LR"]
    lines += [f'  {ids[n["id"]]}["{node_label(n)}"]' for n in data["nodes"]]
    lines += [f"  {ids[e['source']]} -->|{mermaid_label(str(e.get('kind', '')))}| "
              f"{ids[e['target']]}" for e in data["links"]]
    return "\n".join(lines) + "\n"


WRITERS: dict[str, Callable[[nx.MultiDiGraph], str]] = {
    ".graphml": graphml_text, ".dot": dot_text, ".gv": dot_text, ".mmd": mermaid_text}
