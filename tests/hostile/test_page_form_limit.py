"""Rule ``jquery-form.page-form`` on hostile pages: a page of more forms than
:data:`~code2skill.extractors.page_forms.MAX_FORMS` reports the limit (one ``limit page-forms
exceeded`` diagnostic naming the page and its count, one stderr line), and a page loading its
script by ``<script src>`` only is read for its forms like one holding an inline script.

A page of 10,000 forms gave 500 Tools and left the other 9,500 in no item or diagnostic; a
page without an inline ``<script>`` was not read at all, so a script file's ``ajaxForm`` kept
the medium item and made no Tool. No test here is timed.
"""
from __future__ import annotations

import json

from hostile_support import code2skill, tree

from code2skill.extractors.page_forms import MAX_FORMS

SCRIPT = "$(function () { $('.fullform').ajaxForm({success: function () { location.reload(); }}); });\n"


def forms(n: int) -> str:
    return "".join(f'<form action="save{i}" method="post" class="fullform"><input name="a"></form>\n'
                   for i in range(n))


def test_a_page_past_the_forms_limit_reports_it(tmp_path):
    n = MAX_FORMS + 20
    root = tree(tmp_path / "app", {
        "package.json": '{"name": "f5"}', "templates/static/c.js": SCRIPT,
        "templates/page.html": '<html><head><script src="static/c.js"></script></head><body>'
                               f"{forms(n)}<script>var p = 1;</script></body></html>"})
    run = code2skill("derive", root, "-o", tmp_path / "c.json", "--jobs", "1")
    assert run.returncode == 0, run.stderr
    contract = json.loads((tmp_path / "c.json").read_text())
    assert len(contract["capabilities"]) == MAX_FORMS
    limits = [d for d in contract["source"]["diagnostics"] if "limit page-forms" in d["reason"]]
    assert [(d["path"], d["reason"]) for d in limits] == [(
        "templates/page.html",
        f"limit page-forms exceeded: {n:,} forms in the page, only the first {MAX_FORMS} read; "
        "a script's ajaxForm(…) submitting the others is not in the contract "
        "(rule jquery-form.page-form)")]
    assert [line for line in run.stderr.splitlines() if "limit page-forms" in line] == [
        f"code2skill: templates/page.html: extract: {limits[0]['reason']}"]


def test_a_page_loading_its_script_by_src_only_is_read_for_its_forms(tmp_path):
    root = tree(tmp_path / "app", {
        "package.json": '{"name": "f5"}', "templates/static/c.js": SCRIPT,
        "templates/page.html": '<html><head><script src="static/c.js"></script></head><body>'
                               f"{forms(3)}</body></html>",
        "templates/plain.html": f"<html><body>{forms(2)}</body></html>"})
    run = code2skill("derive", root, "-o", tmp_path / "c.json", "--jobs", "1")
    assert run.returncode == 0, run.stderr
    contract = json.loads((tmp_path / "c.json").read_text())
    assert sorted((r["method"], r["pathTemplate"]) for c in contract["capabilities"]
                  for r in c["implementation"]["requests"]) == [
        ("POST", "/save0"), ("POST", "/save1"), ("POST", "/save2")]
    assert not [r for r in contract["review"] if "submits the form to its action" in r["message"]]
    assert not any(d["path"] == "templates/plain.html" for d in contract["source"]["diagnostics"])
