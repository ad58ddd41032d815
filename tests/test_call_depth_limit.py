"""Rule ``budget.call-depth`` (:func:`code2skill.coverage.depth_diagnostics`,
:func:`code2skill.coverage.unresolved_review`): a request site left out of the contract
after the resolver read it through more than ``MAX_CALL_DEPTH`` nested calls names the
limit, once per file, and its review item says the chain was cut."""
from __future__ import annotations

from code2skill.coverage import SiteFates, depth_diagnostics, unresolved_review
from code2skill.facts import Diagnostic

A = ("src/a.js", (40, 3, 40, 20))
B = ("src/a.js", (12, 3, 12, 20))
C = ("src/b.js", (7, 1, 7, 9))


def test_one_warning_per_file_at_its_first_lost_site():
    assert depth_diagnostics(frozenset({A, B, C})) == [
        Diagnostic("src/a.js", "resolve", "limit call-depth exceeded: a request is reached "
                   "through more than 24 nested calls (wrappers calling wrappers); the chain "
                   "was cut there and the request is not in the contract", "warning", 12),
        Diagnostic("src/b.js", "resolve", "limit call-depth exceeded: a request is reached "
                   "through more than 24 nested calls (wrappers calling wrappers); the chain "
                   "was cut there and the request is not in the contract", "warning", 7)]
    assert depth_diagnostics(frozenset()) == []


def test_a_lost_site_cut_at_the_depth_gets_the_limit_item_others_keep_theirs():
    fates = SiteFates(library={A: "axios", C: "fetch"}, resolved=frozenset(), reviewed=frozenset())
    items = unresolved_review(fates, [A, C], deep=frozenset({A}))
    assert [(i.severity, i.evidence[0].rule) for i in items] == [
        ("medium", "budget.call-depth"), ("info", "coverage.unresolved-site")]
    assert items[0].message.startswith(
        "axios request at src/a.js:40 did not reach the contract: the chain of wrapper calls "
        "reaching it is deeper than the 24 levels code2skill follows (limit call-depth)")
