"""Hang guards for two patterns a page or script's text reaches before any budget: the
``'use server'`` directive test after n leading comments (rule ``scope.server-action``: it
backtracked through 2^n ways to split them) and the ``<script src>`` scan of a page holding
many ``<script`` with no ``>`` (rule ``scope.page-script``: each rescanned to the page's end).
Both must stay linear. Neither test is timed: each runs its input in a fresh interpreter under the
suite's hang bound, sized so that the old cost could never fit (28 comments took over 100 s and
each more doubles it; 32,000 unclosed tags took 79 s, so 128,000 would take about 21 minutes)."""
from __future__ import annotations

from hostile_support import finishes

from code2skill.passes.page_scripts import script_sources
from code2skill.passes.server_code import USE_SERVER


def test_many_leading_comments_without_the_directive_are_linear():
    finishes("from code2skill.passes.server_code import USE_SERVER\n"
             "head = '/* eslint-disable */\\n' * 40 + 'export const x = 1;\\n'\n"
             "assert USE_SERVER.match(head) is None\n")
    assert USE_SERVER.match("// a\n/* b\n c */\n\n'use server';\n") is not None
    assert USE_SERVER.match("/* a */ 'use client';\n") is None


def test_a_page_of_unclosed_script_tags_is_linear():
    finishes("from code2skill.passes.page_scripts import script_sources\n"
             "assert script_sources('index.html', '<script ' * 128_000) == set()\n")
    assert script_sources("web/index.html", '<script type="module" src="js/a.js"></script>') \
        == {"web/js/a.js", "js/a.js"}
