"""Rule ``source.inline-script``: the inline ``<script>`` blocks an HTML page runs are read in
place as classic scripts sharing the global scope with the script files; data blocks and
``src`` scripts are not; a page with none is no source; a server page template holding one is
listed as skipped."""
from __future__ import annotations

import json

import pytest
from conftest import capability, endpoints, write_tree
from typer.testing import CliRunner

from code2skill.cli import app
from code2skill.discover import Scope, discover
from code2skill.extractors.inline_scripts import (indented_script, inline_code, is_page,
                                                  is_template, runs)
from code2skill.extractors.module_facts import extract_module


@pytest.mark.parametrize("tag", [
    b"<script>", b'<script type="text/javascript">', b"<script type='module'>",
    b"<script type=text/javascript>", b'<script type="TEXT/JavaScript; charset=utf-8">',
    b'<script type="">', b'<script type="text/babel" data-presets="react">',
    b'<script nonce="abc" defer>', b'<script data-src="x.js">',
    b'<script data-type="text/template">', b"<SCRIPT type=application/javascript>"])
def test_blocks_the_browser_runs(tag):
    assert runs(tag)


@pytest.mark.parametrize("tag", [
    b'<script type="text/x-handlebars-template" id="row">', b'<script type="text/template">',
    b'<script type="application/json">', b'<script type="application/ld+json">',
    b'<script type="importmap">', b'<script type="speculationrules">',
    b'<script type="text/x-template">', b'<script src="a.js">', b"<script defer src=a.js>",
    b"<script SRC='x.js' type='module'>", b'<script type="text/html" data-template-name="n">'])
def test_data_blocks_and_src_scripts_do_not_run_their_body(tag):
    assert not runs(tag)


def test_inline_code_lists_the_bodies_that_run_in_document_order():
    page = (b'<script src="a.js"> fetch("/x") </script>\n'
            b"<script>one()</script>\n"
            b'<script type="text/template"><b>{{x}}</b></script>\n'
            b"<script>   \n  </script>\n"
            b"<script type=module>two()</SCRIPT >\n"
            b"<script>three(")
    assert inline_code(page) == [b"one()", b"two()", b"three("]
    assert inline_code(b"<p>no script</p>") == []


def test_pages_and_templates_by_name():
    assert is_page("web/index.html") and is_page("dialogs/Rename.HTM")
    assert not is_page("src/app/list.component.html") and not is_page("views/a.tpl")
    assert is_page("views/a.php") and is_page("templates/job.list.ftl")   # template-script
    assert is_page("templates/index.html.tt2") and is_page("views/Index.aspx")
    assert is_template("views/a.tpl") and is_template("views/a.cfm")
    assert is_template("views/welcome.pug") and is_template("app/views/a.html.haml")
    assert not is_template("index.html") and not is_template("templates/job.list.ftl")
    assert not is_template("templates/index.html.tt2") and not is_template("views/a.gsp")


@pytest.mark.parametrize("text", [
    "html\n  body\n    script.\n      fetch('/api/a')\n",
    "html\n  script(type=\"module\").\n    go()\n", "%html\n  %script\n    go()\n",
    "%div\n  :javascript\n    go()\n", "body\n  javascript:\n    go()\n"])
def test_an_indented_markup_template_with_a_script_line(text):
    assert indented_script("views/a.pug", text.encode())
    assert indented_script("views/a.haml", text.encode())


@pytest.mark.parametrize("text", [
    "html\n  script(src=\"/a.js\")\n", "p This script is nice\n", "html\n  body\n    h1 Hi\n"])
def test_an_indented_markup_template_without_one(text):
    assert not indented_script("views/a.pug", text.encode())


def test_only_indented_markup_is_read_for_script_lines():
    assert not indented_script("views/a.tpl", b"script.\n  go()\n")


PAGE = """\
<!doctype html>
<html><head>
<script type="text/x-handlebars-template">fetch("/api/trap")</script>
</head><body>
<script>
  function load() {
    return fetch("/api/items");
  }
</script>
<script type="module">
  await fetch("/api/stats");
</script>
</body></html>
"""


def test_a_page_is_extracted_in_place_as_javascript():
    facts = extract_module("web/index.html", "page", PAGE.encode())
    assert facts.language == "javascript" and "load" in {f.name for f in
                                                         facts.functions.values()}
    calls = [(site.call.span[0], site.call.args[0].value) for site in facts.calls
             if getattr(site.call.callee, "name", None) == "fetch"]
    assert calls == [(7, "/api/items"), (11, "/api/stats")]
    assert facts.diagnostics == []


def test_a_script_that_does_not_parse_is_a_diagnostic_and_the_rest_is_read():
    page = ('<script>\n  {% if admin %}\n  function purge() {\n'
            '    return fetch("/api/items", {method: "DELETE"});\n  }\n  {% endif %}\n</script>\n')
    facts = extract_module("t/a.html", "page", page.encode())
    assert [(d.stage, d.line, d.reason) for d in facts.diagnostics] == [
        ("parse", 2, "inline <script> of an HTML page: syntax errors; extraction continued on "
                     "the rest of the file (rule source.inline-script)")]
    assert any(getattr(site.call.callee, "name", None) == "fetch" for site in facts.calls)


def test_discovery_reads_pages_running_a_script_and_lists_templates(tmp_path):
    long_image = '<img src="data:image/png;base64,' + "A" * 6000 + '">'
    minified = "<script>" + "a();" * 2000 + "</script>"
    root = write_tree(tmp_path / "app", {
        "web/index.html": "<script>fetch('/api/a')</script>",
        "web/static.html": "<p>no script</p><script src='x.js'></script>",
        "web/data.html": '<script type="application/ld+json">{"a": 1}</script>',
        "web/logo.html": long_image + "\n<script>fetch('/api/b')</script>",
        "web/bundle.html": minified,
        "src/app/list.component.html": "<script>fetch('/api/c')</script>",
        "test/runner.html": "<script>mocha.run()</script>",
        "views/report.php": "<script>fetch('<?= $base ?>/api/r')</script>",
        "views/report.tpl": "<script>{literal}fetch('/api/r'){/literal}</script>",
        "views/welcome.pug": "html\n  body\n    script.\n      fetch('/api/w')\n",
        "views/plain.pug": "html\n  body\n    script(src='/a.js')\n",
        "views/plain.php": "<?php echo 1; ?>",
        "node_modules/lib/demo.html": "<script>fetch('/api/d')</script>"})
    inventory = discover(root, Scope())
    assert [(f.path, f.grammar) for f in inventory.files] == [
        ("views/report.php", "page"), ("web/index.html", "page"), ("web/logo.html", "page")]
    skipped = {s.path: s.reason for s in inventory.skipped}
    assert skipped["web/bundle.html"].startswith("minified or bundled (a line of 8,000 ")
    assert skipped["test/runner.html"].startswith("test code")
    for template in ("views/report.tpl", "views/welcome.pug"):
        assert skipped[template] == (
            "unsupported extension (server page template with inline scripts): code2skill does "
            "not read it, so requests it makes are not in the contract (rule "
            "source.inline-script)")
    assert not {"web/static.html", "web/data.html", "src/app/list.component.html",
                "views/plain.php", "views/plain.pug"} & set(skipped)


def test_classic_scripts_and_pages_share_one_global_scope(derive_files):
    contract = derive_files({
        "index.html": ('<script src="js/api.js"></script>\n'
                       "<script>\n"
                       "  function reload() { return fetch('/api/items'); }\n"
                       "  post('items/add', {name: 'x'});\n"
                       "</script>\n"
                       '<button onclick="onSaved()">Saved</button>\n'),
        "js/api.js": ("function post(path, body) {\n"
                      "  return fetch('/api/' + path, {method: 'POST',\n"
                      "                                body: JSON.stringify(body)});\n"
                      "}\n"
                      "function onSaved() { reload(); }\n")})
    assert endpoints(contract) == {("POST", "/api/items/add"), ("GET", "/api/items")}
    site = capability(contract, "POST", "/api/items/add")["implementation"]["requests"][0][
        "callSites"][0]
    assert (site["file"], site["line"]) == ("index.html", 4)
    assert [(v["file"], v["line"]) for v in site["via"]] == [("js/api.js", 2)]
    assert contract["source"]["filesAnalysed"] == 2


def test_a_script_file_global_wins_over_a_page_global_of_the_same_name(derive_files):
    contract = derive_files({
        "a.html": "<script>function send(p) { return fetch('/page/' + p); }</script>",
        "js/api.js": "function send(p) { return fetch('/file/' + p); }\n",
        "js/use.js": "send('x');\n"})
    assert ("GET", "/file/x") in endpoints(contract)
    assert ("GET", "/page/x") not in endpoints(contract)


def test_a_page_in_a_backend_folder_is_client_code(derive_files):
    contract = derive_files({
        "backend/templates/items.html": "<script>fetch('/api/items', {method: 'POST'})</script>",
        "backend/server.js": "const express = require('express');\nexpress();\n"})
    assert endpoints(contract) == {("POST", "/api/items")}


def test_the_summary_counts_the_pages(tmp_path):
    root = write_tree(tmp_path / "app", {"index.html": "<script>fetch('/api/a')</script>",
                                         "js/a.js": "fetch('/api/b');\n"})
    result = CliRunner().invoke(app, ["derive", str(root), "-o", str(tmp_path / "c.json"),
                                      "--jobs", "1"])
    assert result.exit_code == 0
    assert "code2skill: 2 files analysed (1 HTML pages), 0 skipped, 2 capabilities" in \
        result.stderr
    assert json.loads((tmp_path / "c.json").read_text())["source"]["filesAnalysed"] == 2


def test_a_build_placeholder_where_an_expression_stands_keeps_the_script_parsing():
    """Rule ``source.build-placeholder``: ``window.config = %CONFIG%;`` (filled by the server
    before the page is served) is an unknown global of the same length; a placeholder inside a
    string stays text; the page's requests and positions are kept, with no parse warning."""
    page = (b"<html><head><script>window.config = %CONFIG%;\n"
            b"  var base = '%BASE%';</script></head><body><script>\n"
            b"  fetch('/api/health');\n</script></body></html>")
    facts = extract_module("index.html", "page", page)
    assert facts.diagnostics == []
    assert [site.call.span[0] for site in facts.calls] == [3]
    from code2skill.extractors.inline_scripts import blank_placeholders
    assert blank_placeholders(page) == page.replace(b"%CONFIG%", b"_CONFIG_")
