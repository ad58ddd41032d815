"""Verb loops on jQuery cost time linear in the loops and their verbs (rules
``jquery.loop-member`` and ``wrapper.verb-loop``).

500 lines ``jQuery.each(['put'], function (i, m) { jQuery[m] = function (u) { return
jQuery.ajax({url: u, type: m}); }; })`` beside one loop over 5,000 ``"put"`` items (91 KB)
were killed at 60 s of CPU: each loop's ``jQuery.ajax`` read evaluated every member every
loop of the module writes on jQuery, one per verb, to find ``ajax`` among them. The writes
are filed once per module by object and member, so a read evaluates only its own member.
No test here is timed: each counts Python function calls, the same on any machine.
"""
from __future__ import annotations

import pytest

from hostile_support import python_calls

from conftest import endpoints

PACKAGE = '{"name": "loops", "dependencies": {"jquery": "^3.7.0"}}'
PAGE = "<html><body><script src='a.js'></script><script src='s.js'></script></body></html>"
LOOP = ("jQuery.each(['put'], function (i, m) { jQuery[m] = function (u) "
        "{ return jQuery.ajax({url: u, type: m}); }; });\n")


def many_loops(n: int) -> dict[str, str]:
    """``n`` one-verb loops on jQuery and one ``$.put`` call."""
    return {"package.json": PACKAGE, "index.html": PAGE, "a.js": LOOP * n,
            "s.js": "$.put('/api/s/1');\n"}


def many_verbs_and_reads(n: int) -> dict[str, str]:
    """One loop over ``10 n`` ``"put"`` items and ``n`` ``$.put`` calls."""
    verbs = ", ".join('"put"' for _ in range(10 * n))
    return {"package.json": PACKAGE, "index.html": PAGE,
            "a.js": f"jQuery.each([{verbs}], function (i, method) {{ jQuery[method] = "
                    "function (url) { return jQuery.ajax({url: url, type: method}); }; });\n",
            "s.js": "".join(f"$.put('/api/s/{i}');\n" for i in range(n))}


@pytest.mark.parametrize("form", [many_loops, many_verbs_and_reads])
def test_doubling_the_verb_loops_at_most_doubles_the_work(derive_files, form):
    # ×3.3 per doubling before (every read of a jQuery member evaluated all loops' members)
    small = python_calls(lambda: derive_files(form(60)))
    large = python_calls(lambda: derive_files(form(120)))
    assert large / small < 2.3, (small, large)


def test_the_installed_member_still_sends_its_verb(derive_files):
    assert endpoints(derive_files(many_loops(3))) == {("PUT", "/api/s/1")}
    assert endpoints(derive_files(many_verbs_and_reads(2))) == {("PUT", "/api/s/0"),
                                                                ("PUT", "/api/s/1")}
