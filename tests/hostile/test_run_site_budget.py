"""Rule ``budget.request-sites-per-run``: a run whose files each stay under the per-file budget
of request call sites, but hold many of them together (ten files of 1,999 one-line ``fetch``
functions took over 63 s of CPU), resolves the first sites only. The budget counts sites, never
time, so these tests shrink it: every file past it gets a diagnostic naming the limit, the run
goes on, and ``source.coverage`` counts the sites cut as unresolved (no silent miss)."""
from __future__ import annotations

import pytest

from code2skill.resolution import emission, shared


def flood(files: int, sites: int) -> dict[str, str]:
    """``files`` files of ``sites`` one-line ``fetch`` functions each."""
    return {f"src/m{j}.js": "".join(f"export const f{i} = () => fetch('/api/m{j}/r{i}/' + {i}, "
                                    "{method: 'PUT'});\n" for i in range(sites))
            for j in range(files)}


@pytest.fixture
def small_budget(monkeypatch):
    monkeypatch.setattr(emission, "RUN_REQUEST_SITES", 25)


def test_the_sites_past_the_run_budget_are_counted_unresolved_and_each_cut_file_named(
        derive_files, small_budget):
    contract = derive_files(flood(4, 10))
    assert len(contract["capabilities"]) == 25
    paths = sorted(r["pathTemplate"] for c in contract["capabilities"]
                   for r in c["implementation"]["requests"])
    assert paths[0] == "/api/m0/r0/0" and "/api/m2/r4/4" in paths
    assert "/api/m2/r5/5" not in paths and not [p for p in paths if "/m3/" in p]
    cut = {d["path"]: d["reason"] for d in contract["source"]["diagnostics"]
           if "request-sites-per-run" in d["reason"]}
    assert cut == {
        "src/m2.js": "limit request-sites-per-run exceeded: the run makes over 25 library "
                     "request call sites: those of src/m2.js from line 6 on are not resolved "
                     "(source.coverage counts them as unresolved)",
        "src/m3.js": "limit request-sites-per-run exceeded: the run makes over 25 library "
                     "request call sites: those of src/m3.js from line 1 on are not resolved "
                     "(source.coverage counts them as unresolved)"}
    assert contract["source"]["coverage"] == {
        "requestLikeSites": 40, "resolved": 25, "reviewed": 0, "unresolved": 15,
        "byLibrary": {"fetch": {"requestLikeSites": 40, "resolved": 25, "reviewed": 0,
                                "unresolved": 15}}}
    # the cut files' paths are not called orphans of code the tool cannot follow
    assert not [r for r in contract["review"]
                if any(e["rule"] == "coverage.orphan-api-path" for e in r["evidence"])]


def test_a_run_under_the_budget_is_whole(derive_files, small_budget):
    contract = derive_files(flood(5, 5))
    assert len(contract["capabilities"]) == 25
    assert contract["source"]["coverage"]["unresolved"] == 0
    assert not [d for d in contract["source"]["diagnostics"] if "per-run" in d["reason"]]


def test_the_default_run_budget_is_4000_sites():
    assert shared.RUN_REQUEST_SITES == emission.RUN_REQUEST_SITES == 4_000


def test_the_requests_callers_of_one_wrapper_make_past_the_budget_are_left_out_and_named(
        derive_files, small_budget):
    """One library call site, a JSON-RPC wrapper, and 40 callers each passing its own method:
    40 requests; the run keeps 25 and names the callers' file."""
    contract = derive_files({
        "src/rpcw.js": "export function rpc(method, params) {\n  return fetch('/api/rpc', "
                       "{method: 'POST', body: JSON.stringify({jsonrpc: '2.0', id: 1, method, "
                       "params})});\n}\n",
        "src/many.js": "import {rpc} from './rpcw';\n" + "".join(
            f"export const m{i} = (p) => rpc('svc.op_{i}', p);\n" for i in range(40))})
    assert len(contract["capabilities"]) == 25
    cut = [d for d in contract["source"]["diagnostics"] if "request-sites-per-run" in d["reason"]]
    assert [(d["path"], d["reason"]) for d in cut] == [(
        "src/many.js", "limit request-sites-per-run exceeded: the run makes over 25 requests: "
                       "those made from line 27 on through the calls of src/many.js are not in "
                       "the contract")]
