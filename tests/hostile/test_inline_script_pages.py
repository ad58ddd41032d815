"""Hostile pages (rule ``source.inline-script``, ``value.server-template``): finding a page's
inline scripts and the template expressions in their strings is linear in the page's size."""
from __future__ import annotations

import json
import time

from hostile_support import code2skill, tree


def test_unclosed_tags_and_delimiters_cost_linear_work(tmp_path):
    root = tree(tmp_path / "app", {
        "open.html": "<p>" + "<script" * 250_000,
        "close.html": "<script>fetch('/api/a')\n" + "</script \n" * 150_000,
        "braces.html": "<script>\nfetch('/api/b' + \"" + "{{[[<%<?${" * 100_000 + "\");\n"
                       "</script>\n",
        "many.html": "<script>fetch('/api/c')</script>\n" * 2_000})
    start = time.monotonic()
    result = code2skill("derive", root, "-q", "--jobs", "1", "-o", tmp_path / "c.json")
    assert time.monotonic() - start < 120
    assert result.returncode == 0, result.stderr
    source = json.loads((tmp_path / "c.json").read_text())["source"]
    assert source["filesAnalysed"] == 3                  # open.html runs no script
    # many.html's 2,000 (the limit request-sites-per-file) and braces.html's one (no closing
    # delimiter: its text is literal);
    # the HTML grammar reads no script element in close.html, whose end tag never closes
    assert source["coverage"]["requestLikeSites"] == 2_001


def test_unclosed_template_constructs_cost_linear_work():
    """Rule ``source.template-script``: openers with no closer, bracketed constructs that never
    close and a string of constructs are each looked at a bounded number of times."""
    from code2skill.extractors.template_scripts import blank_template_syntax
    pages = {"a.ftl": "<script>\n" + "<#${#{[#" * 100_000,
             "b.cshtml": "<script>\nvar a = " + "@(" * 100_000 + "@Model." * 50_000,
             "c.vm": "<script>\n" + "#if(" * 100_000 + "'${" * 50_000,
             "d.php": "<script>var s = '" + "<?=" * 100_000 + "<?php " + "a" * 400_000,
             "e.jsp": "<script>" + "<c:x " * 100_000,
             "f.tt2": "<script>\n" + "[%" * 200_000,
             "g.ep": "<script>\n" + " " * 200_000 + "%" * 200_000 + "\n %" * 100_000,
             "h.mas": "<script>\n" + "<%perl>" * 50_000 + "<&" * 50_000 + "<%def " * 50_000,
             "i.blade.php": "<script>\nvar a = " + "@json(" * 100_000 + "{!!" * 50_000,
             "j.html": "<%inherit/>\n<script>\n" + "\n%" * 100_000 + "<%def " * 50_000
                       + "${" * 50_000}
    start = time.monotonic()
    for path, text in pages.items():
        assert len(blank_template_syntax(path, text.encode())) == len(text.encode())
    assert time.monotonic() - start < 30
