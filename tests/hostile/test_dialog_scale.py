"""Rule ``policy.ui-confirmation`` at scale: the dialogs of a file are indexed by the function
that opens them or that they call back (``confirm_calls``), so a file of N ``if (confirm(…))
return fetch(…)`` functions costs N look-ups, not N² tests (4,800 of them took 87 s)."""
from __future__ import annotations

import time


def test_each_dialog_gates_its_own_request_only(derive_files):
    n = 1_200
    source = "".join(
        f"export const p{i} = () => {{ if (confirm('Delete the item number {i} now')) "
        f"return fetch('/api/p{i}', {{method: 'DELETE'}}); }};\n" for i in range(n))
    start = time.perf_counter()
    contract = derive_files({"src/d.js": source})
    assert time.perf_counter() - start < 60
    assert len(contract["capabilities"]) == n
    asked = {}
    for item in contract["review"]:
        for ev in item["evidence"]:
            if ev["rule"] == "policy.ui-confirmation":
                asked.setdefault(item["capability"], []).append(ev["line"])
    assert len(asked) == n
    assert asked["delete_p0"] == [1] and asked[f"delete_p{n - 1}"] == [n]
