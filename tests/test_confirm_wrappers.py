"""A project's own confirmation helper (a function that opens a known confirm form and calls
back its own parameter) is a confirmation like the form it wraps (rule
``ui.confirmation-wrapper``), also one level further; Mantine's ``openConfirmModal`` is a known
form. A write whose words (``void``, ``refund``) or whose confirmation question ("cannot be
undone") say it loses something is destructive (``risk.destructive``,
``risk.destructive-ui``)."""

FILES = {
    "src/confirm.tsx": (
        "import {modals} from '@mantine/modals';\n"
        "export const confirmationDialog = (message: string, onConfirm: () => void) => {\n"
        "  modals.openConfirmModal({title: message, labels: {confirm: 'Confirm',"
        " cancel: 'Cancel'}, onConfirm: () => onConfirm()});\n"
        "};\n"
        "export function askFirst(text: string, then: () => void) {"
        " confirmationDialog(text, then); }\n"
        "export function archiveNow(id: string) { if (confirm('Sure?')) { return id; }"
        " return null; }\n"),
    "src/api.ts": (
        "export const deleteQuestion = (id: string) =>"
        " fetch(`/api/questions/${id}`, {method: 'DELETE'});\n"
        "export const voidInvoice = (id: string) =>"
        " fetch(`/api/invoices/${id}/void`, {method: 'POST'});\n"
        "export const refundOrder = (id: string, amount: number) =>"
        " fetch(`/api/orders/${id}/refund`, {method: 'POST', body: JSON.stringify({amount})});\n"
        "export const saveTag = (id: string) =>"
        " fetch(`/api/tags/${id}`, {method: 'PUT', body: JSON.stringify({name: ''})});\n"
        "export const renameTag = (id: string, name: string) =>"
        " fetch(`/api/labels/${id}`, {method: 'PUT', body: JSON.stringify({name})});\n"),
    "src/page.tsx": (
        "import {confirmationDialog, askFirst, archiveNow} from './confirm';\n"
        "import {deleteQuestion, voidInvoice, renameTag, saveTag, refundOrder} from './api';\n"
        "export function QuestionsTable({id}: {id: string}) {\n"
        "  const onDelete = () => confirmationDialog('Delete this question?',"
        " () => deleteQuestion(id));\n"
        "  const onVoid = () => askFirst('Void this invoice?', () => voidInvoice(id));\n"
        "  const onReset = () => confirmationDialog('Clear the tag? This cannot be undone.',"
        " () => saveTag(id));\n"
        "  const onRename = () => { archiveNow(id); renameTag(id, 'x'); };\n"
        "  const onRefund = () => refundOrder(id, 5);\n"
        "  return <div><button onClick={onDelete}>Delete</button>"
        "<button onClick={onVoid}>Void</button><button onClick={onReset}>Reset</button>"
        "<button onClick={onRename}>Rename</button>"
        "<button onClick={onRefund}>Refund</button></div>;\n"
        "}\n"),
}


def test_confirmation_wrappers_and_destructive_words(derive_files):
    contract = derive_files(FILES)
    asked = sorted((r["capability"], r["message"].split(" before")[0],
                    r["evidence"][0]["file"], r["evidence"][0]["line"])
                   for r in contract["review"] if r["evidence"]
                   and r["evidence"][0]["rule"] == "policy.ui-confirmation")
    assert asked == [
        ("delete_question", "the client asks the user to confirm ('Delete this question?')",
         "src/page.tsx", 4),
        ("update_tag", "the client asks the user to confirm ('Clear the tag? This cannot be "
                       "undone.')", "src/page.tsx", 6),
        ("void_invoice", "the client asks the user to confirm ('Void this invoice?')",
         "src/page.tsx", 5),
    ]
    hints = {cap["name"]: (cap["annotations"]["destructiveHint"], cap["annotations"]["risks"],
                           [(e["rule"], e.get("note"))
                            for e in cap["evidence"].get("/annotations/risks", [])])
             for cap in contract["capabilities"]}
    assert hints == {
        "delete_question": (True, ["destructive"], [("risk.destructive", "DELETE")]),
        "void_invoice": (True, ["destructive", "financial"],
                         [("risk.destructive", "void"), ("risk.financial", "invoices")]),
        "refund_order": (True, ["destructive", "financial"],
                         [("risk.destructive", "refund"), ("risk.financial", "orders")]),
        "update_tag": (True, ["destructive"], [
            ("risk.destructive-ui", "'clear' in 'Clear the tag? This cannot be undone.'")]),
        "rename_label": (False, [], []),
    }
