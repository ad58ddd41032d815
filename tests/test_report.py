"""The reviewer's page (``code2skill report``): the view's grouping, severities and order on the
ops-console sample, the call-graph picture, redacted snippets read only inside the root,
escaping, the Markdown golden and the command's exit codes."""
from __future__ import annotations

import copy
import json
from pathlib import Path

from typer.testing import CliRunner

from code2skill.cli import app
from code2skill.contract.models import Contract, Evidence
from code2skill.report.diagram import COLUMN_MAX, diagram
from code2skill.report.render import render_html, render_markdown
from code2skill.report.snippets import SourceTree, snippet
from code2skill.report.view import report_view

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
OPS = SAMPLES / "ops-console"
CONTRACT = OPS / "expected" / "canonical-contract.json"
GOLDEN = OPS / "expected" / "report.md"


def ops_data() -> dict:
    return json.loads(CONTRACT.read_text(encoding="utf-8"))


def ops_view(data: dict | None = None, source: Path | None = OPS):
    model = Contract.model_validate(data or ops_data())
    return report_view(model, source)


def test_capabilities_are_grouped_by_service_then_area():
    view = ops_view()
    assert [(s.id, [a.title for a in s.areas]) for s in view.services] == [
        ("incidents", ["Service incidents"]),
        ("ops", ["Attachments", "Documents", "Imports", "Orders", "Search"])]
    orders = view.services[1].areas[3]
    assert [c.name for c in orders.capabilities] == [
        "cancel_order", "create_order_refund", "list_orders"]


def test_counts_and_severity_are_the_worst_review_item_of_each_capability():
    view = ops_view()
    assert view.total == 12
    assert view.counts["sideEffect"] == {"create": 4, "delete": 1, "read": 5, "update": 2}
    assert view.counts["severity"] == {"info": 1, "low": 3, "none": 8}
    caps = {c.name: c for s in view.services for a in s.areas for c in a.capabilities}
    assert caps["delete_document"].severity == "low"      # a low and an info item: low wins
    assert caps["cancel_order"].severity == "info"
    assert caps["list_orders"].severity == "none"


def test_review_items_come_worst_first():
    severities = [r.severity for r in ops_view().review]
    assert severities == ["low"] * 3 + ["info"] * 3


def test_evidence_spans_shared_by_fields_are_one_row_with_a_redacted_snippet():
    caps = {c.name: c for s in ops_view().services for a in s.areas for c in a.capabilities}
    rows = caps["acknowledge_incident"].evidence
    auth = next(r for r in rows if "/auth" in r.fields)
    assert auth.where == "src/api/incidents.ts:8"
    assert auth.snippet.lines[0][0] == 8
    assert "Authorization" in auth.snippet.lines[0][1]
    evidence = ops_data()["capabilities"][0]["evidence"]
    spans = {json.dumps(e, sort_keys=True) for evs in evidence.values() for e in evs}
    assert len(rows) == len(spans) < sum(map(len, evidence.values()))
    assert {p for r in rows for p in r.fields} == set(evidence)


def test_the_diagram_links_trigger_handler_call_site_endpoint_and_capability():
    caps = {c.name: c for c in Contract.model_validate(ops_data()).capabilities}
    d = diagram(caps["cancel_order"])
    assert [(n.column, n.label) for n in d.nodes] == [
        (0, "Cancel order"), (1, "cancelOrder"), (2, "src/api/orders.ts:27"),
        (3, "POST /orders/{orderId}/ca…"), (4, "cancel_order")]
    assert len(d.edges) == 4
    assert all(e.x1 < e.x2 for e in d.edges)


def test_a_column_of_many_call_sites_folds_into_one_node_keeping_its_edges():
    data = ops_data()
    cap = next(c for c in data["capabilities"] if c["name"] == "list_orders")
    site = cap["implementation"]["requests"][0]["callSites"][0]
    cap["implementation"]["requests"][0]["callSites"] = [
        dict(site, line=100 + i, function=f"load{i}") for i in range(12)]
    model = Contract.model_validate(data)
    d = diagram(next(c for c in model.capabilities if c.name == "list_orders"))
    sites = [n for n in d.nodes if n.column == 2]
    assert len(sites) == COLUMN_MAX
    handlers = [n for n in d.nodes if n.column == 1]
    assert sites[-1].label == handlers[-1].label == "+5 more"
    into = [e for e in d.edges if (e.x2, e.y2 - 13) == (sites[-1].x, sites[-1].y)]
    out = [e for e in d.edges if (e.x1 - 190, e.y1 - 13) == (sites[-1].x, sites[-1].y)]
    assert [(e.x1 - 190, e.y1 - 13) for e in into] == [(handlers[-1].x, handlers[-1].y)]
    assert len(out) == 1


def test_snippets_are_redacted_and_read_only_inside_the_root(tmp_path):
    root = tmp_path / "app"
    root.mkdir()
    token = "ghp_" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7d"
    (root / "a.ts").write_text(f"const t = '{token}';\nfetch('/x');\n", encoding="utf-8")
    (tmp_path / "secret.ts").write_text("outside\n", encoding="utf-8")
    (root / "link.ts").symlink_to(tmp_path / "secret.ts")
    tree = SourceTree(root, "")
    shown = snippet(tree, Evidence(file="a.ts", line=1, endLine=2, kind="observed", rule="r"))
    assert shown.lines == ((1, "const t = '<redacted:not-in-contract>';"), (2, "fetch('/x');"))
    for rel in ("link.ts", "../secret.ts", str(tmp_path / "secret.ts"), "missing.ts"):
        s = snippet(tree, Evidence(file=rel, line=1, kind="observed", rule="r"))
        assert s.lines == () and s.problem, rel
    late = snippet(tree, Evidence(file="a.ts", line=9, kind="observed", rule="r"))
    assert late.problem == "the file has 2 lines, the span starts at line 9"


def test_a_span_longer_than_the_limit_is_cut_and_one_without_a_file_has_no_snippet(tmp_path):
    (tmp_path / "a.ts").write_text("".join(f"line{i}\n" for i in range(1, 40)))
    tree = SourceTree(tmp_path, "")
    long = snippet(tree, Evidence(file="a.ts", line=3, endLine=30, kind="observed", rule="r"))
    assert [n for n, _ in long.lines] == list(range(3, 11))
    assert snippet(tree, Evidence(kind="default", rule="r")) is None


def test_contract_text_is_escaped_and_the_page_loads_nothing_from_the_network():
    data = ops_data()
    data["capabilities"][0]["description"] = "<script>alert(1)</script> & more"
    html = render_html(ops_view(data))
    assert "<script>alert(1)</script>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp; more" in html
    assert "http://" not in html and "https://" not in html
    assert "default-src 'none'" in html
    assert html.count('<details class="capability"') == 12


def test_a_secret_a_hand_edited_contract_holds_is_redacted_on_the_page():
    data = ops_data()
    data["capabilities"][0]["description"] = "uses password: 'Hunter2Hunter2x'"
    page = render_html(ops_view(data, source=None)) + render_markdown(ops_view(data, None))
    assert "Hunter2Hunter2x" not in page


def test_the_markdown_summary_equals_its_golden(update_goldens):
    text = render_markdown(ops_view(source=None))
    if update_goldens:
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8")


def test_the_command_writes_the_page_and_exits_2_on_bad_input(tmp_path):
    runner = CliRunner()
    out = tmp_path / "report.html"
    ok = runner.invoke(app, ["report", str(CONTRACT), "--source", str(OPS), "-o", str(out)])
    assert ok.exit_code == 0, ok.output
    assert "report: 12 capabilities, 6 review items" in ok.output
    assert 'id="cap-cancel_order"' in out.read_text(encoding="utf-8")
    bad = copy.deepcopy(ops_data())
    bad["capabilities"][0]["sideEffect"] = "maybe"
    (tmp_path / "bad.json").write_text(json.dumps(bad), encoding="utf-8")
    wrong = runner.invoke(app, ["report", str(tmp_path / "bad.json")])
    assert wrong.exit_code == 2
    assert "/capabilities/0/sideEffect" in wrong.output
    not_dir = runner.invoke(app, ["report", str(CONTRACT), "--source", str(CONTRACT)])
    assert not_dir.exit_code == 2
    assert "is not a folder" in not_dir.output
    folder = runner.invoke(app, ["report", str(CONTRACT), "-o", str(tmp_path)])
    assert folder.exit_code == 2
    assert folder.output == f"code2skill: error: -o {tmp_path} is a folder; give a file name\n"


def test_the_page_is_titled_with_the_project_name_not_the_folder():
    """The page takes the name the Skill and the package take (``source.project``), not the
    analysed folder's (``app``)."""
    data = ops_data()
    data["source"]["root"] = "app"
    data["source"]["project"] = {**data["source"]["project"], "name": "ezshop",
                                 "origin": "package.json"}
    view = ops_view(data)
    assert (view.project, view.root) == ("ezshop", "app")
    assert render_markdown(view).splitlines()[0] == "# code2skill report: ezshop"


def test_a_source_folder_holding_none_of_the_cited_files_is_a_warning(tmp_path):
    """Rule ``report.source-mismatch``: ``--source`` at another folder than the one derive
    analysed still writes the page, and says that it shows no source lines."""
    result = CliRunner().invoke(app, ["report", str(CONTRACT), "--source", str(tmp_path),
                                      "-o", str(tmp_path / "r.html")])
    assert result.exit_code == 0
    assert result.output.splitlines()[0] == (
        f"code2skill: warning: --source {tmp_path}: none of the 10 evidence files the contract "
        "cites is there, so the page shows no source lines (give the folder derive analysed: "
        "source.root is 'ops-console')")
    assert ops_view(source=tmp_path).files_read == 0
    assert (ops_view().files_read, ops_view().files_cited) == (10, 10)


def test_a_literal_the_contract_does_not_show_is_masked_and_long_lines_are_cut(tmp_path):
    """Derive redacts a credential by its position (a header array, a form field named
    password); a snippet shows a literal only when the contract shows its text."""
    (tmp_path / "a.ts").write_text(
        "fd.append('password', 'plainWord7');\n"
        "const h = [['Authorization', 'Basic dTpwYXNz']];\n"
        "fetch('/api/orders', { headers: h });\n" + "x" * 500 + "\n", encoding="utf-8")
    tree = SourceTree(tmp_path, "password\nAuthorization\n/api/orders")
    span = snippet(tree, Evidence(file="a.ts", line=1, endLine=4, kind="observed", rule="r"))
    assert span.lines[:3] == (
        (1, "fd.append('password', '<redacted:not-in-contract>');"),
        (2, "const h = [['Authorization', '<redacted:not-in-contract>']];"),
        (3, "fetch('/api/orders', { headers: h });"))
    assert span.lines[3] == (4, "x" * 239 + "…")


def test_each_span_and_literal_is_worked_out_once_per_page(tmp_path):
    """Rule report.snippet-linear: 3,000 review items citing one span cost one snippet and one
    scan per literal of the texts the contract shows, not one per item (was quadratic)."""
    (tmp_path / "a.ts").write_text("fetch('/api/orders', { method: 'DELETE' });\n",
                                   encoding="utf-8")
    tree = SourceTree(tmp_path, "/api/orders\nDELETE")
    spans = [snippet(tree, Evidence(file="a.ts", line=1, kind="observed", rule="r"))
             for _ in range(3000)]
    assert len({id(s) for s in spans}) == 1 and list(tree.snippets) == [("a.ts", 1, None)]
    assert tree.verdicts == {"/api/orders": True, "DELETE": True}
    assert spans[0].lines == ((1, "fetch('/api/orders', { method: 'DELETE' });"),)


def test_markdown_writes_contract_strings_as_text_with_control_characters_visible():
    """Rule ``markdown.escape``: a hand-edited review item's capability, message and evidence
    file become no heading, HTML, image or terminal sequence (they were written raw)."""
    data = ops_data()
    item = data["review"][0]
    item["capability"] = "x`\n\n# INJECTED\n<img src=https://evil.example/p.png>\n`"
    item["message"] = "![t](https://evil.example/track.png) \x1b[31mRED\x1b[0m \u202eRLO | *b*"
    item["evidence"][0]["file"] = "src/\x1b]8;;http://evil\x07a.ts"
    text = render_markdown(ops_view(data, None))
    line = next(x for x in text.splitlines() if "INJECTED" in x)
    assert line == (
        "- **low** `` x` # INJECTED <img src=https://evil.example/p.png> ` ``: "
        "!\\[t\\](https://evil.example/track.png) \\\\x1b\\[31mRED\\\\x1b\\[0m \\\\u202ERLO "
        "\\| \\*b\\* (src/\\\\x1b\\]8;;http://evil\\\\x07a.ts:32)")
    assert not any(c in text for c in "\x1b\x07\u202e")
    assert "\n# INJECTED" not in text and "\n<img" not in text
