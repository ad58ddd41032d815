"""Rule ``ui.confirmation-result`` on a dialog that answers every close (round 39's finding 6):
SweetAlert2 resolves a confirm, a cancel, a backdrop click and Escape alike with an object
(``{isConfirmed, isDismissed, value}``), so ``const r = await Swal.fire(…); if (!r) return;
await axios.delete(…)`` deletes on a cancel too: a test of that whole answer confirms nothing
(it gave the DELETE the confirmation item); ``r.isConfirmed``, ``r.value`` and
``!r.isDismissed`` do. The ``sweetalert`` package's ``swal(…)`` resolves ``null`` on a cancel,
so a test of its whole answer still confirms."""
from __future__ import annotations

from code2skill.extract import extract_module
from code2skill.passes import dialog_results
from code2skill.passes.confirm_wrappers import promise_confirm


def guarded(source: str) -> list[tuple[str, int]]:
    """``(function name, guard line)`` of each function or callback a dialog's answer guards."""
    facts = extract_module("src/d.js", "javascript", source.encode())
    return [(facts.functions[fid].name.split(" ")[0], guard[0])
            for _, fid, guard in dialog_results.guarded_callbacks(facts, promise_confirm)]


SWAL2 = "import axios from 'axios';\nimport Swal from 'sweetalert2';\n"


def test_a_test_of_the_whole_object_answer_guards_nothing():
    assert guarded(SWAL2 + (
        "export async function truthy() { const r = await Swal.fire({title: 'Delete?'});"
        " if (!r) return; await axios.delete('/api/truthy'); }\n"
        "export async function around() { const r = await Swal.fire({title: 'Delete?'});"
        " if (r) { await axios.delete('/api/around'); } }\n"
        "export function then() { MySwal.fire({title: 'Delete?'}).then((r) => {"
        " if (r) axios.delete('/api/then'); }); }\n"
        "export async function inverted() { const r = await Swal.fire({title: 'Delete?'});"
        " if (!r.isDismissed) return; await axios.delete('/api/inverted'); }\n")) == []


def test_its_members_guard():
    assert guarded(SWAL2 + (
        "export async function confirmed() { const r = await Swal.fire({title: 'Delete?'});"
        " if (!r.isConfirmed) return; await axios.delete('/api/confirmed'); }\n"
        "export async function value() { const r = await Swal.fire({title: 'Delete?'});"
        " if (r.value) { await axios.delete('/api/value'); } }\n"
        "export async function notDismissed() { const r = await Swal.fire({title: 'Delete?'});"
        " if (!r.isDismissed) { await axios.delete('/api/kept'); } }\n"
        "export async function leaves() { const r = await Swal.fire({title: 'Delete?'});"
        " if (r.isDismissed) return; await axios.delete('/api/leaves'); }\n"
        "export function then() { MySwal.fire({title: 'Delete?'}).then((r) => {"
        " if (r.isConfirmed) axios.delete('/api/then'); }); }\n")) == [
        ("<callback", 7), ("confirmed", 3), ("value", 4), ("notDismissed", 5), ("leaves", 6)]


def test_the_sweetalert_packages_null_on_cancel_is_a_test_of_the_whole_answer():
    assert guarded("import axios from 'axios';\nimport swal from 'sweetalert';\n"
                   "export async function remove() { const ok = await swal({title: 'Delete?'});"
                   " if (!ok) return; await axios.delete('/api/x'); }\n") == [("remove", 3)]
    assert guarded("import axios from 'axios';\nimport swal from 'sweetalert2';\n"
                   "export async function remove() { const ok = await swal({title: 'Delete?'});"
                   " if (!ok) return; await axios.delete('/api/x'); }\n") == []


def test_the_truthy_delete_of_a_derived_contract_has_no_confirmation(derive_files):
    contract = derive_files({
        "package.json": '{"name": "f6", "dependencies": {"axios": "1", "sweetalert2": "11"}}',
        "src/d.js": SWAL2 + (
            "export async function truthy() { const r = await Swal.fire({title: 'Delete?'});"
            " if (!r) return; await axios.delete('/api/truthy'); }\n"
            "export async function guarded() { const r = await Swal.fire({title: 'Delete?'});"
            " if (!r.isConfirmed) return; await axios.delete('/api/guarded'); }\n")})
    asked = {item["capability"] for item in contract["review"]
             if any(ev["rule"] == "ui.confirmation-result" for ev in item["evidence"])}
    assert asked == {"delete_guarded"}
