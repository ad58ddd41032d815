"""Rule ``ui.confirmation-name``: a call of a function named for asking the user to confirm
(``ModalService.promptConfirmation(text, callback)``, whose body keeps the callback for a later
click) that is handed a callback gates the callback's requests, as ``confirm(…)`` does; one
handed no callback gates nothing."""
from __future__ import annotations

from code2skill.passes.confirm_wrappers import CONFIRM_NAME

FILES = {
    "src/modal.js": (
        "export const ModalService = {\n"
        "  promptConfirmation(body, callback) { this.text = body; this.pending = callback; },\n"
        "  confirm() { if (this.pending) { this.pending(); } this.pending = undefined; },\n"
        "  showConfirmation() { this.text = 'Saved'; },\n"
        "};\n"),
    "src/api.js": (
        "export const removeIndex = (name) => fetch(`/api/indices/${name}`,"
        " {method: 'DELETE'});\n"
        "export const closeIndex = (name) => fetch(`/api/indices/${name}/close`,"
        " {method: 'POST'});\n"
        "export const flushIndex = (name) => fetch(`/api/indices/${name}/flush`,"
        " {method: 'POST'});\n"),
    "src/controller.js": (
        "import { ModalService } from './modal';\n"
        "import { removeIndex, closeIndex, flushIndex } from './api';\n"
        "export function remove(name) {\n"
        "  ModalService.promptConfirmation('Delete ' + name + '?', function() {\n"
        "    removeIndex(name);\n"
        "  });\n"
        "}\n"
        "function closeNow(name) { return closeIndex(name); }\n"
        "export function close(name) {\n"
        "  ModalService.promptConfirmation('Close the index?', () => closeNow(name));\n"
        "}\n"
        "export function flush(name) {\n"
        "  ModalService.showConfirmation();\n"
        "  flushIndex(name);\n"
        "}\n"),
}


def asked(contract: dict) -> list[tuple[str, str, int]]:
    return sorted((r["capability"], r["evidence"][0]["file"], r["evidence"][0]["line"])
                  for r in contract["review"] if r["evidence"]
                  and r["evidence"][0]["rule"] == "policy.ui-confirmation")


def test_a_named_confirmation_prompt_gates_its_callback(derive_files):
    contract = derive_files(FILES)
    assert asked(contract) == [("close_index", "src/controller.js", 10),
                               ("remove_index", "src/controller.js", 4)]
    close = next(r for r in contract["review"] if r["capability"] == "close_index"
                 and r["evidence"][0]["rule"] == "policy.ui-confirmation")
    assert "('Close the index?')" in close["message"]


def test_the_names_read_as_asking_to_confirm():
    for name in ("promptConfirmation", "askConfirmation", "showConfirmDialog",
                 "requestConfirmation", "openConfirmationModal", "askForConfirmation"):
        assert CONFIRM_NAME.match(name), name
    for name in ("confirmPassword", "onConfirm", "confirmationText", "promptUser",
                 "showConfirmed", "resendConfirmation"):
        assert not CONFIRM_NAME.match(name), name
