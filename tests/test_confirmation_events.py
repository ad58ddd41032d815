"""Rule ``ui.confirmation-event``: an event-bus call emitting an event named for asking the
user to confirm, handed a callback (``events.emit('confirm', text, {action: async () => …})``,
a listener elsewhere showing the dialog), gates the callback's requests; the same event with no
callback (a form step telling its parent the user pressed confirm) gates nothing."""
from __future__ import annotations

from code2skill.passes.confirm_wrappers import CONFIRM_EVENT
from test_confirmation_names import asked

FILES = {
    "src/events.js": (
        "const handlers = {};\n"
        "export const events = {\n"
        "  on(name, fn) { (handlers[name] = handlers[name] || []).push(fn); },\n"
        "  emit(name, ...args) { (handlers[name] || []).forEach((fn) => fn(...args)); },\n"
        "};\n"),
    "src/api.js": (
        "export const removeUser = (id) => fetch(`/api/users/${id}`, {method: 'DELETE'});\n"
        "export const resetNode = (id) => fetch(`/api/nodes/${id}/reset`, {method: 'POST'});\n"
        "export const saveStep = (id) => fetch(`/api/wizard/${id}`, {method: 'PUT'});\n"),
    "src/views.js": (
        "import { events } from './events';\n"
        "import { removeUser, resetNode, saveStep } from './api';\n"
        "export function deleteUser(id) {\n"
        "  events.emit('confirm', 'Delete this user?', {\n"
        "    text: 'Delete', action: async () => { await removeUser(id); },\n"
        "  });\n"
        "}\n"
        "export function reset(id) {\n"
        "  events.emit('show-confirm', 'Reset the node?', () => resetNode(id));\n"
        "}\n"
        "export function next(id) {\n"
        "  events.emit('confirm');\n"
        "  saveStep(id);\n"
        "}\n"),
}


def test_a_confirmation_event_with_a_callback_gates_it(derive_files):
    contract = derive_files(FILES)
    assert asked(contract) == [("remove_user", "src/views.js", 4),
                               ("reset_node", "src/views.js", 9)]
    remove = [r["message"] for r in contract["review"] if r["capability"] == "remove_user"
              and r["evidence"][0]["rule"] == "policy.ui-confirmation"]
    assert "('Delete this user?')" in remove[0]               # the text after the event name


def test_the_event_names_read_as_asking_to_confirm():
    for name in ("confirm", "show-confirm", "confirmDialog", "open:confirmation",
                 "ask_confirm", "confirm-modal"):
        assert CONFIRM_EVENT.match(name), name
    for name in ("confirmed", "back", "unconfirm", "confirm-email", "submit"):
        assert not CONFIRM_EVENT.match(name), name
