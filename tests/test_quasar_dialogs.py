"""Quasar dialogs (rule ``ui.confirmation-result``, :mod:`code2skill.passes.dialog_results`):
``Dialog.create({…})``, ``this.$q.dialog({…})`` and ``useQuasar()``'s ``$q.dialog({…})`` offering
a cancel beside the OK (or asking) confirm the callback their ``onOk`` runs; a notice (an OK
alone), a prompt asking for a value, and an ``onOk`` of anything else confirm nothing. The
confirmation is Skill guidance: the policy stays ``not-required``."""
from __future__ import annotations

from code2skill.extract import extract_module
from code2skill.passes import dialog_results
from code2skill.passes.confirm_wrappers import promise_confirm
from conftest import capability

API = ("export const removeAll = () => fetch('/api/vulns', { method: 'DELETE' });\n"
       "export const rename = (id, name) => fetch(`/api/audits/${id}`, { method: 'PATCH', "
       "body: JSON.stringify({ name }) });\n"
       "export const archive = (id) => fetch(`/api/audits/${id}/archive`, { method: 'POST' });\n")


def callbacks(source: str) -> list[tuple[str, int, int]]:
    """``(dialog callee name, dialog line, guard line)`` of a module's guarded callbacks."""
    facts = extract_module("src/page.js", "javascript", source.encode())
    return [(site.call.callee.prop, site.call.span[0], guard[0])
            for site, _, guard in dialog_results.guarded_callbacks(facts, promise_confirm)]


def test_quasar_dialogs_with_a_cancel_guard_their_on_ok_callbacks():
    source = (
        "import { Dialog, useQuasar } from 'quasar';\n"
        "export default { methods: {\n"
        "  a() { Dialog.create({ title: 'Delete', cancel: true }).onOk(() => api.a()); },\n"
        "  b() { this.$q.dialog({ message: 'x', cancel: { label: 'No' } })\n"
        "    .onOk((v) => api.b(v)); },\n"
        "}};\n"
        "export function c() {\n"
        "  const $q = useQuasar();\n"
        "  $q.dialog({ title: 'Publish this audit?' })\n"
        "    .onOk(() => api.c());\n"
        "}\n")
    assert callbacks(source) == [("create", 3, 3), ("dialog", 4, 5), ("dialog", 9, 10)]


def test_notices_prompts_and_other_on_ok_readers_confirm_nothing():
    source = (
        "import { Dialog } from 'quasar';\n"
        "export default { methods: {\n"
        "  a() { Dialog.create({ title: 'Saved', message: 'Done.' }).onOk(() => api.a()); },\n"
        "  b() { Dialog.create({ title: 'x', cancel: false }).onOk(() => api.b()); },\n"
        "  c() { this.$q.dialog({ title: 'Name?', prompt: { model: '' }, cancel: true })\n"
        "    .onOk((name) => api.c(name)); },\n"
        "  d() { this.$q.dialog({ options: { type: 'radio', items: [] }, cancel: true })\n"
        "    .onOk((v) => api.d(v)); },\n"
        "  e() { this.notify.create({ cancel: true }).onOk(() => api.e()); },\n"
        "}};\n")
    assert callbacks(source) == []


def test_kinds_of_quasar_dialog_calls():
    facts = extract_module("src/page.js", "javascript", (
        "Dialog.create({ cancel: 'No' });\n"
        "Dialog.create({ title: 'Remove it?' });\n"
        "Dialog.create({ cancel: null });\n"
        "Other.create({ cancel: true });\n"
        "QuasarDialog.create({ cancel: true });\n"
        "Quasar.Dialog.create({ cancel: true });\n"
        "quasar.dialog({ cancel: true });\n"
        "store.dialog({ cancel: true });\n").encode())
    kinds = [dialog_results.dialog_kind(site.call, promise_confirm) for site in facts.calls]
    assert kinds == ["quasar", "quasar", None, None, "quasar", "quasar", "quasar", None]


def test_a_quasar_confirmation_is_skill_guidance_at_the_dialog(derive_files):
    contract = derive_files({
        "package.json": '{"dependencies": {"quasar": "^2.0.0"}}',
        "src/api.js": API,
        "src/page.js":
            "import { Dialog } from 'quasar';\n"
            "import { removeAll, rename, archive } from './api';\n"
            "export default { methods: {\n"
            "  removeAll() {\n"
            "    Dialog.create({\n"
            "      title: 'Delete all vulnerabilities',\n"
            "      message: 'All vulnerabilities will be deleted. Are you sure?',\n"
            "      cancel: true,\n"
            "    }).onOk(() => {\n"
            "      removeAll();\n"
            "    });\n"
            "  },\n"
            "  rename(id) {\n"
            "    this.$q.dialog({ title: 'Rename', prompt: { model: '' }, cancel: true })\n"
            "      .onOk((name) => rename(id, name));\n"
            "  },\n"
            "  archive(id) {\n"
            "    Dialog.create({ title: 'Archived' }).onOk(() => archive(id));\n"
            "  },\n"
            "}};\n"})
    cap = capability(contract, "DELETE", "/api/vulns")
    assert cap["operationPolicy"]["confirmation"] == "not-required"
    asked = [(r["severity"], r["message"], [(e["line"], e["rule"]) for e in r["evidence"]])
             for r in contract["review"]
             if r["capability"] == cap["name"] and "asks the user" in r["message"]]
    assert asked == [("info", "the client asks the user to confirm ('All vulnerabilities will "
                      "be deleted. Are you sure?') before this call: keep it as Skill guidance; "
                      "it is not a trusted confirmation and no guard is derived from it",
                      [(5, "policy.ui-confirmation"), (9, "ui.confirmation-result")])]
    for method, path in (("PATCH", "/api/audits/{id}"), ("POST", "/api/audits/{id}/archive")):
        name = capability(contract, method, path)["name"]
        assert not [r for r in contract["review"]
                    if r["capability"] == name and "asks the user" in r["message"]]
