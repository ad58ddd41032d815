"""Many unresolved call sites in one file cost time linear in their number (rule
``url.runtime-link``).

Each request whose URL could not be named is asked whether a runtime link lookup feeds it
(``hal.getEndpoint('items').subscribe((href) => send(href))``). The question scanned every
call of the file again, so 5,000 sites ``fetch(u).then(…)`` in one file took over 60 s: the
consuming calls of a file are indexed once per run. The work is counted (calls of the
module's functions), never timed.
"""
from __future__ import annotations

from pathlib import Path

from hostile_support import python_calls

from code2skill import link_lookup


def unresolved(n: int) -> str:
    """``n`` exported functions, each a ``fetch`` of a URL no caller gives, read with
    ``.then`` (a consuming call of the kind a link lookup feeds)."""
    return "".join(f"export const f{i} = (u: string) => fetch(u).then((r) => r.json());\n"
                   for i in range(n))


def test_doubling_the_unresolved_sites_of_a_file_at_most_doubles_the_link_lookup_work(
        derive_files):
    # quadratic before: ×4 per doubling (every site scanned every call of its file)
    counts = []
    for n in (300, 600):
        contract = {}
        counts.append(python_calls(
            lambda: contract.update(derive_files({"src/a.ts": unresolved(n)})),
            link_lookup.__file__))
        assert len(contract["review"]) >= n               # each site: its review item
    assert counts[1] / counts[0] < 2.3, counts
    assert counts[1] < 20 * 600, counts


def test_a_runtime_link_still_names_its_link_among_many_unresolved_sites(derive_files):
    # the request-objects sample's lookup, beside 200 unresolved sites in its own file
    sample = Path(__file__).resolve().parents[2] / "samples" / "request-objects"
    files = {str(p.relative_to(sample)): p.read_text(encoding="utf-8")
             for p in sample.rglob("*") if p.is_file() and "expected" not in p.parts}
    path = "src/app/data/bitstream-data.service.ts"
    files[path] += unresolved(200)
    contract = derive_files(files)
    linked = [r for r in contract["review"] if "'bitstreams'" in r["message"]]
    assert [(r["severity"], r["message"].split(" the link")[0]) for r in linked] == [
        ("medium", f"request at {path}:13 sends to the URL of")]
    assert sum("did not reach the contract" in r["message"] for r in contract["review"]) >= 200
