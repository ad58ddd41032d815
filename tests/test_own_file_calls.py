"""Rule ``wrapper.own-file-callers``: in a one-file client whose handlers call its one-line
wrappers from the same script, a wrapper whose name is written nowhere else is never called
(no Tool, a ``wrapper.never-called`` item); any mention keeps it a draft."""
from __future__ import annotations

import pytest

from audit_support import derive_dict
from conftest import write_tree, uncalled_tool
from code2skill.facts import Call, Index, Lit, Member, Ref
from code2skill.passes.own_file_calls import WordCounts, dynamic_lookup

APP = (
    "function apiCall(method, path, params, cb) {\n"                                # 1
    "  $.ajax({ url: 'api' + path, method: method, data: params, success: cb });\n"  # 2
    "}\n"                                                                            # 3
    "function getInfo(cb)   { apiCall('get', '/info', {}, cb); }\n"                  # 4
    "function getTables(cb) { apiCall('get', '/tables', {}, cb); }\n"                # 5
    "function render(data) { console.log(data); }\n"                                 # 6
    "$(function () { getInfo(render); });\n"                                         # 7
)
PAGE = ("<html><head><script src=\"app.js\"></script></head>\n"
        "<body><button id=\"go\">Go</button></body></html>\n")
NOTE = ("its sibling functions are called from this file, and its name is written nowhere "
        "else in the analysed folder")


def derived(tmp_path, app: str = APP, page: str = PAGE, **more: str) -> dict:
    return derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "console"}', "index.html": page, "app.js": app, **more}))


def status(contract: dict) -> dict[str, str]:
    return {c["name"]: c["status"] for c in contract["capabilities"]}


def test_a_wrapper_nothing_names_in_a_one_file_client_is_reviewed(tmp_path):
    contract = derived(tmp_path)
    assert status(contract) == {"get_info": "draft"}
    items = [(uncalled_tool(r), r["severity"],
              [(e["file"], e["line"], e["rule"], e["note"]) for e in r["evidence"]])
             for r in contract["review"] if r["evidence"]
             and r["evidence"][0]["rule"] == "wrapper.never-called"]
    assert items == [("list_tables", "low", [
        ("app.js", 5, "wrapper.never-called", "getTables defined here"),
        ("app.js", 5, "wrapper.own-file-callers", NOTE)])]


@pytest.mark.parametrize("change", [
    {"page": PAGE.replace('id="go"', 'id="go" onclick="getTables(render)"')},
    {"app": APP + "window.loadTables = getTables;\n"},
    {"app": APP + "window['getTables'] = function () {};\n"},
    {"app": APP + "setTimeout('getTables(render)', 1000);\n"},
    {"app": APP + "var handlers = { tables: getTables };\n"},
    {"app": APP + "// getTables is bound by the deployment's script\n"},
    {"app": APP + "function run(name) { window[name](render); }\n"},
    {"app": APP + "function run(code) { eval(code); }\n"},
    {"app": APP + "function run(name) { this[name](render); }\n"},
    {"app": APP.replace("function getTables", "export function getTables")},
    {"page": PAGE.replace("</body>", "<script>getTables(render)</script></body>")},
    {"app": APP.replace("getInfo(render);", "")},
])
def test_any_mention_or_dynamic_lookup_keeps_it_a_draft(tmp_path, change):
    """A handler attribute, an export to the page, a string or comment naming it, a value
    handed on, an ES export, a computed global lookup or code text anywhere, or no sibling
    called from the file: never claimed."""
    contract = derived(tmp_path, **change)
    assert "list_tables" in status(contract)
    assert status(contract)["list_tables"] == "draft"


def test_a_server_template_naming_it_keeps_it_a_draft(tmp_path):
    """Templates of the folder are read as text too: an onclick in a Go template counts."""
    contract = derived(tmp_path, **{"templates/tables.tmpl":
                                    "<a onclick=\"getTables(render)\">{{.Name}}</a>\n"})
    assert status(contract)["list_tables"] == "draft"


def test_word_counts_count_whole_identifiers_once_over_every_text():
    calls = []
    counts = WordCounts(lambda: calls.append(1) or ["getTables(cb) getTablesX", "$getTables"])
    assert (counts.count("getTables"), counts.count("getTablesX"), counts.count("cb")) == (1, 1, 1)
    assert counts.count("$getTables") == 1 and calls == [1]      # texts read once


def test_dynamic_lookup_kinds():
    this_i = Index(Ref("this"), Ref("i"))
    assert not dynamic_lookup([Call(Ref("cb"), (this_i,)), this_i])   # an array's element
    assert dynamic_lookup([Call(this_i, ())])                          # this[fn]()
    assert dynamic_lookup([Index(Ref("window"), Ref("name"))])
    assert not dynamic_lookup([Index(Ref("window"), Lit("x"))])
    assert dynamic_lookup([Call(Member(Ref("window"), "eval"), (Ref("code"),))])
    assert dynamic_lookup([Call(Ref("Function"), (Lit("return 1"),), new=True)])
