"""Rule ``policy.adding-put``: a PUT whose words say it adds is not claimed idempotent."""
from __future__ import annotations

from conftest import capability

from code2skill.passes.adding_puts import adding_word

SOURCE = (
    "async function put_json(endpoint: string, body: unknown): Promise<string> {\n"
    "  const res = await fetch(`/api/${endpoint}`, { method: 'PUT',\n"
    "    headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });\n"
    "  return res.text();\n"
    "}\n"
    "export function saveEntries(entries: { date: string }[]) {\n"
    "  return put_json('add_entries', { entries });\n"
    "}\n"
    "export function linkDocument(filename: string, entry_hash: string) {\n"
    "  return put_json('attach_document', { filename, entry_hash });\n"
    "}\n"
    "export function saveSource(file_path: string, source: string) {\n"
    "  return put_json('source', { file_path, source });\n"
    "}\n")


def test_adding_words_of_a_puts_last_segment_or_name():
    assert adding_word("PUT", "/api/add_entries", "add_entry") == "add"
    assert adding_word("PUT", "/api/attach-document", "update_attach_document") == "attach"
    assert adding_word("PUT", "/api/rows", "append_row") == "append"
    assert adding_word("PUT", "/api/address", "update_address") is None
    assert adding_word("PUT", "/api/lines/{id}/insert", "update_line") == "insert"
    assert adding_word("PUT", "/api/entries/{id}", "update_entry") is None
    assert adding_word("POST", "/api/add_entries", "add_entry") is None
    # an import adds what it carries each time it is sent
    assert adding_word("PUT", "/api/Messages", "import_message") == "import"
    assert adding_word("PUT", "/api/import", "update_import") == "import"


def test_a_put_that_adds_has_unknown_idempotency_and_is_reviewed(derive_files):
    contract = derive_files({"src/api.ts": SOURCE})
    for path, word in (("/api/add_entries", "add"), ("/api/attach_document", "attach")):
        cap = capability(contract, "PUT", path)
        assert cap["operationPolicy"] == {
            "sideEffect": "update", "idempotency": "unknown", "automaticRetry": "never",
            "confirmation": "not-required", "unknownOutcome": "stop-and-reconcile"}
        assert cap["annotations"]["idempotentHint"] is False
        assert [e["rule"] for e in cap["evidence"]["/operationPolicy/idempotency"]] == [
            "policy.adding-put"]
        items = [r for r in contract["review"] if r["capability"] == cap["name"]
                 and r["evidence"][0]["rule"] == "policy.adding-put"]
        assert [(r["severity"], r["evidence"][0]["note"]) for r in items] == [("medium", word)]
    plain = capability(contract, "PUT", "/api/source")
    assert plain["operationPolicy"]["idempotency"] == "idempotent"
    assert plain["operationPolicy"]["automaticRetry"] == "allowed"


def test_a_file_put_that_adds_keeps_only_the_file_put_item(derive_files):
    contract = derive_files({"src/upload.ts": (
        "export function putDocumentForm(file: File, folder: string) {\n"
        "  const form = new FormData();\n"
        "  form.append('file', file);\n"
        "  form.append('folder', folder);\n"
        "  return fetch('/api/add_document', { method: 'PUT', body: form });\n"
        "}\n")})
    cap = capability(contract, "PUT", "/api/add_document")
    assert cap["operationPolicy"]["idempotency"] == "at-most-once"
    rules = [r["evidence"][0]["rule"] for r in contract["review"]
             if r["capability"] == cap["name"] and r["evidence"]]
    assert "side-effect.file-put" in rules
    assert "policy.adding-put" not in rules
