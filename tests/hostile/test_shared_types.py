"""Many requests sending one huge type or object whole: the contract is bounded per run
(rules ``budget.schema-work`` and ``budget.schema-run-elements``).

The request budget (``schema-work``, 100,000 units, 20 per input a declared type adds) bounds
one request, so 60 requests each sending one 5,000-member TypeScript type whole took 114 s,
4.3 GB and wrote a 360 MB contract (20 of them 125 MB), and 20 requests sending one shared
5,000-member object literal 26 s and 42 MB without any limit. The inputs and bindings the
run's requests describe are counted: past :data:`RUN_ELEMENTS`, every later request is cut
before its first input, with the diagnostic and ``high`` review item of a cut request.
"""
from __future__ import annotations

import json

from hostile_support import code2skill, tree

from code2skill.passes import schema


def shared_type(members: int, requests: int) -> str:
    """One interface of ``members`` members and ``requests`` functions, each POSTing a value
    of it whole to a path of its own."""
    fields = "".join(f"  field{i}: string;\n" for i in range(members))
    return (f"export interface Big {{\n{fields}}}\n" + "".join(
        f"export const a{i} = (b: Big) => fetch('/api/a{i}', {{ method: 'POST', "
        f"body: JSON.stringify(b) }});\n" for i in range(requests)))


def shared_object(members: int, requests: int) -> str:
    """One object literal of ``members`` literal members spread into the body of each of
    ``requests`` requests."""
    fields = "".join(f"  field{i}: 'v',\n" for i in range(members))
    return (f"const big = {{\n{fields}}};\n" + "".join(
        f"export const a{i} = (x: string) => fetch('/api/a{i}', {{ method: 'POST', "
        f"body: JSON.stringify({{ ...big, x }}) }});\n" for i in range(requests)))


def elements(contract: dict) -> list[int]:
    """The inputs and bindings each capability describes, in capability order."""
    return [len(c["inputSchema"]["properties"]) + sum(
        len(r["bindings"]) for r in c["implementation"]["requests"])
        for c in contract["capabilities"]]


def test_sixty_requests_sharing_a_5000_member_type_are_bounded_per_run(tmp_path):
    root = tree(tmp_path / "app", {"src/api.ts": shared_type(5000, 60)})
    out = tmp_path / "contract.json"
    done = code2skill("derive", root, "-o", out, "--jobs", "1")
    assert done.returncode == 0, done.stderr
    assert out.stat().st_size < 40_000_000               # 360 MB before
    contract = json.loads(out.read_text(encoding="utf-8"))
    assert len(contract["capabilities"]) == 60
    assert sum(elements(contract)) <= schema.RUN_ELEMENTS + 2 * 2 * 4761
    reasons = [d["reason"] for d in contract["source"]["diagnostics"]]
    assert sum(r.startswith("limit schema-run-elements exceeded") for r in reasons) >= 50
    cut = [r for r in contract["review"] if r["severity"] == "high"]
    assert len(cut) == 60                                 # each request: one high item
    assert "limit schema-run-elements" in cut[-1]["message"]


def test_past_the_run_limit_later_requests_are_cut_with_a_diagnostic_and_a_review_item(
        derive_files, monkeypatch):
    monkeypatch.setattr(schema, "RUN_ELEMENTS", 500)
    contract = derive_files({"src/api.ts": shared_type(100, 10)})
    sizes = {c["implementation"]["requests"][0]["pathTemplate"]: n
             for c, n in zip(contract["capabilities"], elements(contract))}
    assert sorted(sizes.values()) == [0] * 7 + [200] * 3     # 3 × 200 > 500: the rest cut
    diagnostics = contract["source"]["diagnostics"]
    assert len(diagnostics) == 7 and all(
        d["stage"] == "schema" and d["severity"] == "warning" and d["reason"].startswith(
            "limit schema-run-elements exceeded: the requests described before POST /api/a")
        and d["reason"].endswith("added over 500 inputs and bindings to the contract: 0 "
                                 "inputs described, the others are missing (review[])")
        for d in diagnostics)
    high = [r["message"] for r in contract["review"] if r["severity"] == "high"]
    assert len(high) == 7 and all(
        "the requests described before it added over 500 inputs and bindings to the contract "
        "(limit schema-run-elements)" in m for m in high)


def test_requests_sharing_one_object_literal_are_bounded_per_run(derive_files, monkeypatch):
    # no request reaches the request budget (a literal member costs a unit or two): only the
    # run's count of inputs and bindings stops them
    monkeypatch.setattr(schema, "RUN_ELEMENTS", 500)
    contract = derive_files({"src/api.ts": shared_object(100, 10)})
    sizes = sorted(elements(contract))
    assert sizes[-1] >= 100 and sum(sizes) <= 500 + sizes[-1]
    assert sizes.count(0) >= 5
    assert all(d["reason"].startswith("limit schema-run-elements exceeded")
               for d in contract["source"]["diagnostics"])


def test_a_run_under_the_limit_is_described_whole(derive_files):
    contract = derive_files({"src/api.ts": shared_type(100, 10)})
    assert elements(contract) == [200] * 10
    assert contract["source"]["diagnostics"] == []
    assert schema.RUN_ELEMENTS == 25_000
