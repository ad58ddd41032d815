"""Rule ``side-effect.file-put``: a PUT of a file to a path naming no resource is a guessed,
never retried update; a PUT naming its resource keeps the method's idempotent update."""
from __future__ import annotations

FILES = {
    "package.json": '{"name": "docs"}',
    "src/api.js": """\
const form = (file) => { const f = new FormData(); f.append('file', file); return f; };
export const importEml = (file) => fetch('/api/document/eml', { method: 'PUT', body: form(file) });
export const setAvatar = (id, file) => fetch(`/api/avatars/${id}`, { method: 'PUT', body: form(file) });
export const saveNote = (text) => fetch('/api/note', { method: 'PUT', body: JSON.stringify({ text }) });
""",
}


def test_file_put_is_a_guess(derive_files):
    contract = derive_files(FILES)
    got = {c["name"]: (c["sideEffect"], c["operationPolicy"]["idempotency"],
                       c["operationPolicy"]["automaticRetry"], c["status"],
                       [e["rule"] for e in c["evidence"]["/sideEffect"]])
           for c in contract["capabilities"]}
    assert got == {
        "import_document_eml": ("update", "at-most-once", "never", "requires-review",
                                ["side-effect.file-put"]),
        "set_avatar": ("update", "idempotent", "allowed", "draft", ["side-effect.method"]),
        "update_note": ("update", "idempotent", "allowed", "draft", ["side-effect.method"]),
    }
    items = [(r["capability"], r["severity"], r["evidence"][0]["line"]) for r in contract["review"]
             if "side-effect.file-put" in r["message"]]
    assert items == [("import_document_eml", "medium", 2)]
