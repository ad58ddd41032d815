"""Rule ``policy.confirmation-after-send``: a request made in a dialog call's own arguments is
sent before the dialog opens, so the dialog confirms neither it nor the reload it runs."""
from __future__ import annotations

from audit_support import derive_dict
from conftest import write_tree

PAGE = (
    "import axios from 'axios';\n"
    "function run(promise, options) {\n"
    "  return promise.then((r) => options.onSuccess && options.onSuccess(r.data));\n"
    "}\n"
    "export function confirmAndRun(vm, message, promise, options) {\n"
    "  vm.$confirm(message, 'Warning').then(() => run(promise, options));\n"
    "}\n"
    "export function confirmThen(vm, message, action) {\n"
    "  vm.$confirm(message, 'Warning').then(() => action());\n"
    "}\n"
    "function reload(vm) { return axios.get('/api/flags/' + vm.id); }\n"
    "export function dropVariant(vm, id) {\n"
    "  confirmAndRun(vm, 'Delete the variant?', axios.delete('/api/variants/' + id),\n"
    "                {onSuccess: () => reload(vm)});\n"
    "}\n"
    "export function dropSegment(vm, id) {\n"
    "  confirmThen(vm, 'Delete the segment?', () => axios.delete('/api/segments/' + id));\n"
    "}\n"
)


def rules_by_capability(tmp_path) -> dict[str, list[tuple[str, str]]]:
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "flags", "dependencies": {"axios": "1"}}',
        "src/page.js": PAGE}))
    found: dict[str, list] = {c["name"]: [] for c in contract["capabilities"]}
    for item in contract["review"]:
        if item["capability"] in found and item["evidence"]:
            found[item["capability"]].append((item["severity"], item["evidence"][0]["rule"]))
    return found


def test_a_request_made_in_the_dialogs_arguments_is_not_confirmed(tmp_path):
    """``dropVariant`` hands the dialog helper the DELETE's promise: a low item says the dialog
    opens after it is sent, no "asks before" item; the reload its ``onSuccess`` makes gets
    neither; ``dropSegment``'s helper calls the action back, so its DELETE keeps its item."""
    found = rules_by_capability(tmp_path)
    variant = next(v for k, v in found.items() if "variant" in k)
    segment = next(v for k, v in found.items() if "segment" in k)
    flag = next(v for k, v in found.items() if "flag" in k)
    assert ("low", "policy.confirmation-after-send") in variant
    assert all(rule != "policy.ui-confirmation" for _, rule in variant)
    assert not [rule for _, rule in flag if "confirm" in rule]
    assert ("info", "policy.ui-confirmation") in segment
    assert all(rule != "policy.confirmation-after-send" for _, rule in segment)
