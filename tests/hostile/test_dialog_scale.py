"""Rule ``policy.ui-confirmation`` at scale: the dialogs of a file are indexed by the function
that opens them or that they call back (``confirm_calls``), so a file of N ``if (confirm(…))
return fetch(…)`` functions costs N look-ups, not N² tests (4,800 of them took 87 s). The work is
counted (Python calls made by the contract's build, where the dialogs are asked for), never timed."""
from __future__ import annotations

from hostile_support import python_calls

from code2skill.contract import build


def dialogs(n: int) -> dict[str, str]:
    return {"src/d.js": "".join(
        f"export const p{i} = () => {{ if (confirm('Delete the item number {i} now')) "
        f"return fetch('/api/p{i}', {{method: 'DELETE'}}); }};\n" for i in range(n))}


def test_doubling_the_dialogs_at_most_doubles_the_work_of_asking_for_them(derive_files):
    small, large = (python_calls(lambda: derive_files(dialogs(n)), build.__file__)
                    for n in (100, 200))
    assert large / small < 2.3, (small, large)


def test_each_dialog_gates_its_own_request_only(derive_files):
    n = 1_200
    contract = derive_files(dialogs(n))
    assert len(contract["capabilities"]) == n
    asked = {}
    for item in contract["review"]:
        for ev in item["evidence"]:
            if ev["rule"] == "policy.ui-confirmation":
                asked.setdefault(item["capability"], []).append(ev["line"])
    assert len(asked) == n
    assert asked["delete_p0"] == [1] and asked[f"delete_p{n - 1}"] == [n]
