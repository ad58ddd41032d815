"""``--graph FILE`` picks GraphML, DOT or Mermaid from the suffix, else node-link JSON; every
format holds the same nodes and edges, escapes ids and labels, and is redacted."""
from __future__ import annotations

import json
import re
from pathlib import Path

import networkx as nx
import pytest
from typer.testing import CliRunner

from code2skill.cli import app
from code2skill.graphs.formats import dot_string, graph_text, mermaid_label

OPS = Path(__file__).resolve().parent.parent / "samples" / "ops-console"
TOKEN = "ghp_" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7d"


@pytest.fixture(scope="module")
def written(tmp_path_factory) -> dict[str, str]:
    out = tmp_path_factory.mktemp("graphs")
    texts = {}
    for name in ("g.json", "g.graphml", "g.dot", "g.mmd", "g.out"):
        done = CliRunner().invoke(app, ["derive", str(OPS), "-o", str(out / "c.json"),
                                        "--graph", str(out / name), "-q"])
        assert done.exit_code == 0, done.output
        texts[name] = (out / name).read_text(encoding="utf-8")
    return texts


def test_every_format_holds_the_same_nodes_and_edges(written, tmp_path):
    data = json.loads(written["g.json"])
    nodes, links = len(data["nodes"]), len(data["links"])
    (tmp_path / "g.graphml").write_text(written["g.graphml"], encoding="utf-8")
    graphml = nx.read_graphml(tmp_path / "g.graphml")
    assert (graphml.number_of_nodes(), graphml.number_of_edges()) == (nodes, links)
    dot = written["g.dot"].splitlines()
    assert dot[0] == "digraph program {" and dot[-1] == "}"
    assert sum(" -> " in line for line in dot) == links
    assert len(dot) == nodes + links + 2
    mmd = written["g.mmd"].splitlines()
    assert mmd[0] == "flowchart LR"
    assert sum(bool(re.fullmatch(r'  n\d+\["[^"]*"\]', line)) for line in mmd) == nodes
    assert sum(" -->|" in line for line in mmd) == links


def test_an_unknown_suffix_is_node_link_json(written):
    assert written["g.out"] == written["g.json"]


def test_graphml_leaves_out_attributes_without_a_value(written):
    trigger = re.search(r'<node id="ui-trigger:[^"]+">(.*?)</node>', written["g.graphml"], re.S)
    assert trigger and "None" not in trigger.group(1)


def test_dot_and_mermaid_labels_are_escaped():
    assert dot_string('a"b\\c\nd') == '"a\\"b\\\\c\\nd"'
    assert mermaid_label('say "x" | <b> & y') == "say #quot;x#quot; #124; #lt;b#gt; #amp; y"


def test_a_credential_in_an_attribute_is_redacted_in_every_format():
    graph = nx.MultiDiGraph()
    graph.add_node("file:a.ts", kind="file", path="a.ts")
    graph.add_node("function:a.ts#1", kind="function", name=f"use_{TOKEN}", line=None)
    graph.add_edge("file:a.ts", "function:a.ts#1", kind="contains")
    for name in ("g.json", "g.graphml", "g.dot", "g.mmd"):
        text = graph_text(graph, name)
        assert TOKEN not in text and "redacted:" in text, name


def test_control_characters_are_written_visibly_so_graphml_stays_xml(tmp_path):
    graph = nx.MultiDiGraph()
    graph.add_node("endpoint:x GET /a\x01\x1b\x00", kind="endpoint", pathTemplate="/a\x01\x1b")
    for name in ("g.graphml", "g.dot", "g.mmd"):
        text = graph_text(graph, name)
        assert not re.search(r"[\x00-\x08\x0b\x0c\x0e-\x1f]", text), name
        assert "x01" in text and "x1b" in text, name
    (tmp_path / "g.graphml").write_text(graph_text(graph, "g.graphml"), encoding="utf-8")
    assert list(nx.read_graphml(tmp_path / "g.graphml").nodes) == ["endpoint:x GET /a\\x01\\x1b\\x00"]
