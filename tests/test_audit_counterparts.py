"""Rule ``audit.indexed-counterparts`` (:mod:`code2skill.audit.counterparts`): the fresh
derive's references citing the same thing as a reviewed one are found by key, exactly the
ones the pairwise comparison (:func:`~code2skill.audit.evidence.same_thing`) finds."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "hostile"))
from hostile_support import python_calls  # noqa: E402

from code2skill.audit import evidence  # noqa: E402
from code2skill.audit.counterparts import Counterparts  # noqa: E402
from code2skill.audit.evidence import Ref, same_thing  # noqa: E402

DATA = [
    {"kind": "observed", "rule": "axios.call", "file": "a.js", "line": 3, "via": [],
     "function": "load"},
    {"kind": "observed", "rule": "axios.call", "file": "a.js", "line": 9, "via": [],
     "function": "save"},
    {"kind": "inferred", "rule": "output.response-read", "file": "a.js", "line": 4,
     "note": "f0"},
    {"kind": "inferred", "rule": "output.response-read", "file": "a.js", "line": 5,
     "note": "f1"},
    {"kind": "inferred", "rule": "output.response-read", "file": "b.js", "line": 5,
     "note": "f1"},
    {"kind": "inferred", "rule": "axios.call", "file": "a.js", "line": 7, "note": None},
    {"kind": "inferred", "rule": "axios.call", "file": "a.js", "line": 7, "via": [],
     "function": ["odd"], "note": None},
    {"kind": "inferred", "rule": "output.response-read", "file": "a.js", "line": 6,
     "note": {"a": [1]}},
    {"kind": "inferred", "rule": ["odd"], "file": "a.js", "line": 6, "note": "f1"},
    {"kind": "inferred", "rule": "output.response-read", "file": None, "line": 6,
     "note": "f1"},
    {"kind": "inferred", "rule": "output.response-read", "file": "a.js", "line": None,
     "note": "f0"},
    {"kind": "observed", "rule": "axios.call", "file": "a.js", "line": 1, "via": [],
     "function": "load", "note": "x"},
]


def test_the_index_answers_exactly_the_pairwise_comparison():
    refs = [Ref(f"/r/{i}", data) for i, data in enumerate(DATA)]
    index = Counterparts(refs, same_thing)
    for ref in refs:
        assert index.same(ref) == [c for c in refs if same_thing(ref, c)], ref.pointer


def test_a_call_site_finds_the_call_sites_of_its_function_and_the_notes_of_its_rule():
    refs = [Ref(f"/r/{i}", data) for i, data in enumerate(DATA)]
    index = Counterparts(refs, same_thing)
    assert [r.pointer for r in index.same(refs[0])] == ["/r/0", "/r/11"]
    assert [r.pointer for r in index.same(refs[3])] == ["/r/3", "/r/4"]
    assert [r.pointer for r in index.same(refs[7])] == ["/r/7"]


def test_doubling_one_capabilitys_references_at_most_doubles_the_comparisons(tmp_path):
    # finding 9 of hostile round 40: 20,023 references of one capability, each compared
    # with every reference of the fresh derive's counterpart: the audit ran out of 60 s
    (tmp_path / "a.js").write_text("\n".join(f"const a{i} = q.f{i};" for i in range(4000)))
    tree = evidence.SourceTree(tmp_path)

    def audit(n: int) -> None:
        cap = {"evidence": {"/outputSchema": [
            {"kind": "inferred", "rule": "output.response-read", "file": "a.js",
             "line": i + 1, "note": f"f{i}"} for i in range(n)]}}
        refs = list(evidence.evidence_refs(cap, ""))
        assert evidence.check_refs(refs, tree, "x", cap) == []
    small, large = (python_calls(lambda: audit(n), evidence.__file__) for n in (1000, 2000))
    assert large / small < 2.3, (small, large)


def test_doubling_references_to_one_field_at_most_doubles_the_comparisons(tmp_path):
    # finding 8 of hostile round 42: one answer field read N times gives N references with one
    # note, all filed under one key; asked N times, that bucket cost N² (15,023 references,
    # audit killed at 60 s). Each question is answered once and its places looked at once.
    (tmp_path / "a.js").write_text("\n".join("const a = q.same;" for _ in range(4000)))
    tree = evidence.SourceTree(tmp_path)

    def audit(n: int) -> None:
        cap = {"evidence": {"/outputSchema/properties/same": [
            {"kind": "inferred", "rule": "output.response-read", "file": "a.js",
             "line": i + 1, "column": 11, "endLine": i + 1, "endColumn": 17, "note": "same"}
            for i in range(n)]}}
        refs = list(evidence.evidence_refs(cap, ""))
        assert evidence.check_refs(refs, tree, "x", cap) == []
    small, large = (python_calls(lambda: audit(n), evidence.__file__) for n in (1000, 2000))
    assert large / small < 2.3, (small, large)


def test_one_question_is_answered_once():
    refs = [Ref(f"/r/{i}", data) for i, data in enumerate(DATA)]
    index = Counterparts(refs, same_thing)
    assert index.same(refs[3]) is index.same(refs[4])      # f1 of one rule: one answer
    assert index.same(refs[7]) is not index.same(refs[7])  # an object note: pairwise each time
