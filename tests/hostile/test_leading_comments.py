"""Hang guards for two patterns a page or script's text reaches before any budget: the
``'use server'`` directive test after n leading comments (rule ``scope.server-action``: it
backtracked through 2^n ways to split them) and the ``<script src>`` scan of a page holding
many ``<script`` with no ``>`` (rule ``scope.page-script``: each rescanned to the page's end).
Both must stay linear; the bounds are far above the linear cost and far below the old one
(28 comments took over 100 s, 32,000 unclosed tags 79 s)."""
from __future__ import annotations

import time

from code2skill.passes.page_scripts import script_sources
from code2skill.passes.server_code import USE_SERVER


def test_many_leading_comments_without_the_directive_are_linear():
    head = "/* eslint-disable */\n" * 40 + "export const x = 1;\n"
    start = time.perf_counter()
    assert USE_SERVER.match(head) is None
    assert time.perf_counter() - start < 5
    assert USE_SERVER.match("// a\n/* b\n c */\n\n'use server';\n") is not None
    assert USE_SERVER.match("/* a */ 'use client';\n") is None


def test_a_page_of_unclosed_script_tags_is_linear():
    start = time.perf_counter()
    assert script_sources("index.html", "<script " * 32_000) == set()
    assert time.perf_counter() - start < 10
    assert script_sources("web/index.html", '<script type="module" src="js/a.js"></script>') \
        == {"web/js/a.js", "js/a.js"}
